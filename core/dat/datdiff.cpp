#include "core/dat/datdiff.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QCoreApplication>

#include <charconv>
#include <cstring>
#include <map>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("soundstage::DatDiff", text, disambiguation, n);
}

QString number(float value) {
    char buffer[32];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, written.ptr - buffer);
}

class Collector final {
public:
    explicit Collector(std::vector<FieldChange>& out)
        : m_out(out) {}

    void field(const QString& path, const QString& before, const QString& after) {
        if (before != after)
            m_out.push_back({path, before, after});
    }
    void field(const QString& path, float before, float after) {
        // Bitwise: a stored value that changed in its last bit still changed.
        if (std::memcmp(&before, &after, sizeof before) != 0)
            m_out.push_back({path, number(before), number(after)});
    }
    void field(const QString& path, qint64 before, qint64 after) {
        if (before != after)
            m_out.push_back({path, QString::number(before), QString::number(after)});
    }
    void id(const QString& path, quint32 before, quint32 after) {
        if (before != after)
            m_out.push_back({path, hexId(before), hexId(after)});
    }
    void added(const QString& path, const QString& what) { m_out.push_back({path, {}, what}); }
    void removed(const QString& path, const QString& what) { m_out.push_back({path, what, {}}); }
    [[nodiscard]] qsizetype count() const { return qsizetype(m_out.size()); }

private:
    std::vector<FieldChange>& m_out;
};

QString variantText(const SoundVariant& v) {
    return tr("wave %1, priority %2, probability %3, volume %4")
        .arg(hexId(v.wave), number(v.priority), number(v.probability), number(v.volume));
}

void compareVariants(Collector& c, const QString& path, const std::vector<SoundVariant>& a,
                     const std::vector<SoundVariant>& b) {
    const size_t common = qMin(a.size(), b.size());
    for (size_t i = 0; i < common; ++i) {
        const QString at = path + u'[' + QString::number(i) + u']';
        c.id(at + u".wave"_s, a[i].wave, b[i].wave);
        c.field(at + u".priority"_s, a[i].priority, b[i].priority);
        c.field(at + u".probability"_s, a[i].probability, b[i].probability);
        c.field(at + u".volume"_s, a[i].volume, b[i].volume);
    }
    for (size_t i = common; i < b.size(); ++i)
        c.added(path + u'[' + QString::number(i) + u']', variantText(b[i]));
    for (size_t i = common; i < a.size(); ++i)
        c.removed(path + u'[' + QString::number(i) + u']', variantText(a[i]));
}

void compareTables(Collector& c, const SoundTable& a, const SoundTable& b) {
    c.field(u"root_key"_s, qint64(a.root.key), qint64(b.root.key));
    compareVariants(c, u"root"_s, a.root.variants, b.root.variants);
    // Sounds by type (the first child per key, as the client uses).
    std::map<quint32, const SoundTableNode*> before;
    std::map<quint32, const SoundTableNode*> after;
    for (const SoundTableNode& n : a.root.children)
        before.try_emplace(n.key, &n);
    for (const SoundTableNode& n : b.root.children)
        after.try_emplace(n.key, &n);
    const auto variantsText = [](const SoundTableNode& n) {
        return tr("%n variant(s)", nullptr, int(n.variants.size()));
    };
    for (const auto& [key, node] : after) {
        const QString path = u"sounds."_s + soundTypeName(key);
        const auto it = before.find(key);
        if (it == before.end()) {
            c.added(path, variantsText(*node));
            continue;
        }
        compareVariants(c, path + u".variants"_s, it->second->variants, node->variants);
        if (it->second->children != node->children)
            c.field(path + u".children"_s,
                    tr("%n node(s)", nullptr, int(it->second->children.size())),
                    tr("%n node(s)", nullptr, int(node->children.size())) + tr(" (changed)"));
    }
    for (const auto& [key, node] : before) {
        if (!after.contains(key))
            c.removed(u"sounds."_s + soundTypeName(key), variantsText(*node));
    }
}

void compareWaves(Collector& c, const Wave& a, const Wave& b) {
    c.field(u"format"_s, qint64(a.formatTag()), qint64(b.formatTag()));
    c.field(u"channels"_s, qint64(a.channels()), qint64(b.channels()));
    c.field(u"rate"_s, qint64(a.sampleRate()), qint64(b.sampleRate()));
    c.field(u"bits"_s, qint64(a.bitsPerSample()), qint64(b.bitsPerSample()));
    c.field(u"header_size"_s, qint64(a.format.size()), qint64(b.format.size()));
    c.field(u"data_size"_s, qint64(a.data.size()), qint64(b.data.size()));
    if (a.data.size() == b.data.size() && a.data != b.data)
        c.field(u"data"_s, tr("samples"), tr("other samples"));
    if (a.format.size() == b.format.size() && a.format != b.format &&
        a.formatTag() == b.formatTag() && a.channels() == b.channels() &&
        a.sampleRate() == b.sampleRate() && a.bitsPerSample() == b.bitsPerSample())
        c.field(u"header"_s, tr("format header"), tr("other format header"));
}

void compareAmbientSound(Collector& c, const QString& path, const AmbientSoundDesc& a,
                         const AmbientSoundDesc& b) {
    c.field(path + u".sound"_s, soundTypeName(a.soundType), soundTypeName(b.soundType));
    c.field(path + u".volume"_s, a.volume, b.volume);
    c.field(path + u".base_chance"_s, a.baseChance, b.baseChance);
    c.field(path + u".min_rate"_s, a.minRate, b.minRate);
    c.field(path + u".max_rate"_s, a.maxRate, b.maxRate);
}

QString ambientSoundText(const AmbientSoundDesc& s) {
    return tr("%1, volume %2, base chance %3, rate %4–%5 s")
        .arg(soundTypeName(s.soundType), number(s.volume), number(s.baseChance), number(s.minRate),
             number(s.maxRate));
}

void compareRegions(Collector& c, const RegionDesc& a, const RegionDesc& b) {
    if (a.ambient.has_value() != b.ambient.has_value()) {
        c.field(u"ambient"_s, a.ambient ? tr("present") : tr("absent"),
                b.ambient ? tr("present") : tr("absent"));
    } else if (a.ambient) {
        const auto& x = *a.ambient;
        const auto& y = *b.ambient;
        const size_t common = qMin(x.size(), y.size());
        for (size_t i = 0; i < common; ++i) {
            const QString path = u"ambient["_s + QString::number(i) + u']';
            c.id(path + u".table"_s, x[i].soundTable, y[i].soundTable);
            const size_t sounds = qMin(x[i].sounds.size(), y[i].sounds.size());
            for (size_t k = 0; k < sounds; ++k)
                compareAmbientSound(c, path + u".sounds["_s + QString::number(k) + u']',
                                    x[i].sounds[k], y[i].sounds[k]);
            for (size_t k = sounds; k < y[i].sounds.size(); ++k)
                c.added(path + u".sounds["_s + QString::number(k) + u']',
                        ambientSoundText(y[i].sounds[k]));
            for (size_t k = sounds; k < x[i].sounds.size(); ++k)
                c.removed(path + u".sounds["_s + QString::number(k) + u']',
                          ambientSoundText(x[i].sounds[k]));
        }
        for (size_t i = common; i < y.size(); ++i)
            c.added(u"ambient["_s + QString::number(i) + u']',
                    tr("table %1, %n sound(s)", nullptr, int(y[i].sounds.size()))
                        .arg(hexId(y[i].soundTable)));
        for (size_t i = common; i < x.size(); ++i)
            c.removed(u"ambient["_s + QString::number(i) + u']',
                      tr("table %1, %n sound(s)", nullptr, int(x[i].sounds.size()))
                          .arg(hexId(x[i].soundTable)));
    }
    if (a.sceneTypes.has_value() != b.sceneTypes.has_value()) {
        c.field(u"scene_types"_s, a.sceneTypes ? tr("present") : tr("absent"),
                b.sceneTypes ? tr("present") : tr("absent"));
    } else if (a.sceneTypes) {
        const auto& x = *a.sceneTypes;
        const auto& y = *b.sceneTypes;
        const auto stb = [](quint32 v) {
            return v == SceneType::NoAmbient ? tr("none") : QString::number(v);
        };
        const size_t common = qMin(x.size(), y.size());
        for (size_t i = 0; i < common; ++i) {
            const QString path = u"scene_types["_s + QString::number(i) + u']';
            c.field(path + u".stb"_s, stb(x[i].stbIndex), stb(y[i].stbIndex));
            if (x[i].scenes != y[i].scenes)
                c.field(path + u".scenes"_s, tr("%n scene(s)", nullptr, int(x[i].scenes.size())),
                        tr("%n scene(s)", nullptr, int(y[i].scenes.size())) + tr(" (changed)"));
        }
        for (size_t i = common; i < y.size(); ++i)
            c.added(u"scene_types["_s + QString::number(i) + u']',
                    tr("stb %1").arg(stb(y[i].stbIndex)));
        for (size_t i = common; i < x.size(); ++i)
            c.removed(u"scene_types["_s + QString::number(i) + u']',
                      tr("stb %1").arg(stb(x[i].stbIndex)));
    }
    c.field(u"name"_s, a.name, b.name);
    if (a.head.size() != b.head.size() || a.tail != b.tail)
        c.field(u"other_parts"_s, tr("%n byte(s)", nullptr, int(a.head.size() + a.tail.size())),
                tr("%n byte(s)", nullptr, int(b.head.size() + b.tail.size())));
}

template <typename T, typename Compare>
bool decodeBoth(QByteArrayView before, QByteArrayView after, QString* note, Compare&& compare) {
    auto a = T::decode(before);
    auto b = T::decode(after);
    if (!a || !b) {
        if (note != nullptr)
            *note = !a ? tr("does not decode in the first dat: %1").arg(a.error().message)
                       : tr("does not decode in the second dat: %1").arg(b.error().message);
        return false;
    }
    compare(*a, *b);
    return true;
}

} // namespace

std::vector<FieldChange> DatDiff::compareRecords(quint32 id, QByteArrayView before,
                                                 QByteArrayView after, QString* note) {
    std::vector<FieldChange> out;
    Collector c(out);
    switch (recordTypeOf(id)) {
    case RecordType::SoundTable:
        decodeBoth<SoundTable>(before, after, note, [&](const SoundTable& a, const SoundTable& b) {
            compareTables(c, a, b);
            if (c.count() == 0 && note != nullptr)
                *note = tr("same sounds and variants; the order or encoding differs");
        });
        break;
    case RecordType::Wave:
        decodeBoth<Wave>(before, after, note,
                         [&](const Wave& a, const Wave& b) { compareWaves(c, a, b); });
        break;
    case RecordType::Region:
        decodeBoth<RegionDesc>(before, after, note, [&](const RegionDesc& a, const RegionDesc& b) {
            compareRegions(c, a, b);
            if (c.count() == 0 && note != nullptr)
                *note = tr("the sound parts are the same; other parts differ");
        });
        break;
    case RecordType::Setup:
        decodeBoth<Setup>(before, after, note, [&](const Setup& a, const Setup& b) {
            c.id(u"default_sound_table"_s, a.defaultSoundTable, b.defaultSoundTable);
            if (c.count() == 0 && note != nullptr)
                *note = tr("the default SoundTable is the same; other parts differ");
        });
        break;
    default:
        break;
    }
    return out;
}

Result<DatDiffResult> DatDiff::compare(const DatFile& before, const DatFile& after) {
    auto a = before.entries();
    if (!a)
        return std::unexpected(a.error().inFile(before.path()));
    auto b = after.entries();
    if (!b)
        return std::unexpected(b.error().inFile(after.path()));
    DatDiffResult result;
    size_t i = 0;
    size_t j = 0;
    while (i < a->size() || j < b->size()) {
        if (j == b->size() || (i < a->size() && (*a)[i].id < (*b)[j].id)) {
            result.removed.push_back((*a)[i++]);
            continue;
        }
        if (i == a->size() || (*b)[j].id < (*a)[i].id) {
            result.added.push_back((*b)[j++]);
            continue;
        }
        const DatEntry& x = (*a)[i++];
        const DatEntry& y = (*b)[j++];
        auto bx = before.read(x);
        if (!bx)
            return std::unexpected(bx.error().inFile(before.path()));
        auto by = after.read(y);
        if (!by)
            return std::unexpected(by.error().inFile(after.path()));
        if (*bx == *by) {
            ++result.unchanged;
            continue;
        }
        RecordDiff diff;
        diff.id = x.id;
        diff.sizeBefore = quint32(bx->size());
        diff.sizeAfter = quint32(by->size());
        diff.changes = compareRecords(x.id, *bx, *by, &diff.note);
        result.changed.push_back(std::move(diff));
    }
    return result;
}

} // namespace soundstage
