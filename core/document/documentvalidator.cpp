#include "core/document/documentvalidator.h"

#include "core/common/hexid.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"

#include <cmath>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr quint32 WaveFirst = 0x0A000000, WaveLast = 0x0A00FFFF;
constexpr quint32 TableFirst = 0x20000000, TableLast = 0x2000FFFF;
constexpr float MaxVolume = 100.0f;

QString number(float value) {
    return QString::number(static_cast<double>(value), 'g', 7);
}

} // namespace

std::optional<QString> DocumentValidator::checkValue(const FieldRef& ref, const FieldValue& value) {
    if (isIdField(ref.field)) {
        if (!std::holds_alternative<quint32>(value))
            return tr("This field holds an id, not a number.");
        const quint32 id = std::get<quint32>(value);
        switch (ref.field) {
        case Field::VariantWave:
            if (id != 0 && (id < WaveFirst || id > WaveLast))
                return tr("%1 is not a wave id: waves are 0x0A000000 to 0x0A00FFFF (or 0 for "
                          "silence).")
                    .arg(hexId(id));
            return std::nullopt;
        case Field::AmbientTable:
        case Field::SetupTable:
            if ((id != 0 || ref.field == Field::AmbientTable) &&
                (id < TableFirst || id > TableLast))
                return tr("%1 is not a sound table id: sound tables are 0x20000000 to "
                          "0x2000FFFF.")
                    .arg(hexId(id));
            return std::nullopt;
        case Field::AmbientSoundType:
            if (id > 0xFFFF)
                return tr("%1 is not a sound type.").arg(id);
            return std::nullopt;
        case Field::HookWave:
            if (id < WaveFirst || id > WaveLast)
                return tr("%1 is not a wave id: a hook names a wave from 0x0A000000 to "
                          "0x0A00FFFF.")
                    .arg(hexId(id));
            return std::nullopt;
        case Field::HookSoundType:
            if (!isKnownSoundType(id))
                return tr("%1 is not a sound type the client knows.").arg(id);
            return std::nullopt;
        default:
            return std::nullopt;
        }
    }
    if (!std::holds_alternative<float>(value))
        return tr("This field holds a number, not an id.");
    const float v = std::get<float>(value);
    if (!std::isfinite(v))
        return tr("The value must be a finite number.");
    switch (ref.field) {
    case Field::VariantProbability:
    case Field::AmbientBaseChance:
    case Field::HookProbability:
        if (v < 0.0f || v > 1.0f)
            return tr("%1 is not a probability: use a number from 0 to 1 (1 = always).")
                .arg(number(v));
        return std::nullopt;
    case Field::VariantVolume:
    case Field::AmbientVolume:
    case Field::HookVolume:
        if (v < 0.0f)
            return tr("A volume cannot be negative: use 0 (silent) to 1 (full).");
        if (v > MaxVolume)
            return tr("%1 is far too loud: volumes run from 0 to 1; values above 1 only make "
                      "the sound carry farther (at most %2).")
                .arg(number(v), number(MaxVolume));
        return std::nullopt;
    case Field::VariantPriority:
        if (v < 0.0f)
            return tr("A priority cannot be negative.");
        return std::nullopt;
    case Field::AmbientMinRate:
    case Field::AmbientMaxRate:
        if (v < 0.0f)
            return tr("A rate is a time in seconds and cannot be negative.");
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

void DocumentValidator::tableFindings(const SoundCatalog& catalog, const SoundTable& table,
                                      std::vector<Finding>& out) {
    using S = Finding::Severity;
    std::set<quint32> seen;
    for (const SoundTableNode& sound : table.root.children) {
        const QString name = soundTypeName(sound.key);
        if (!seen.insert(sound.key).second) {
            out.push_back({S::Error, DocumentLocation::sound(table.id, sound.key),
                           tr("%1 appears twice in %2: the client only ever uses the first.")
                               .arg(name, hexId(table.id))});
            continue;
        }
        if (sound.variants.empty()) {
            out.push_back(
                {S::Warning, DocumentLocation::sound(table.id, sound.key),
                 tr("%1 in %2 has no variants: nothing plays.").arg(name, hexId(table.id))});
            continue;
        }
        const int n = static_cast<int>(sound.variants.size());
        if (lastVariantLost(sound.variants)) {
            out.push_back({S::Warning, DocumentLocation::sound(table.id, sound.key, n - 1),
                           tr("%1 in %2: variant %3 is never chosen (the client never picks the "
                              "last of %4).")
                               .arg(name, hexId(table.id))
                               .arg(n - 1)
                               .arg(n)});
        }
        for (int i = 0; i < n; ++i) {
            const SoundVariant& v = sound.variants[static_cast<size_t>(i)];
            const auto at = DocumentLocation::sound(table.id, sound.key, i);
            // Built only for a finding: most variants have none.
            const auto where = [&] {
                return tr("%1 in %2, variant %3").arg(name, hexId(table.id)).arg(i);
            };
            for (const auto& [field, fv] : {std::pair{Field::VariantProbability, v.probability},
                                            std::pair{Field::VariantVolume, v.volume},
                                            std::pair{Field::VariantPriority, v.priority}}) {
                if (auto reason = checkValue({field, table.id, sound.key, i}, fv)) {
                    out.push_back({S::Error, at, where() + u": "_s + *reason});
                }
            }
            if (auto reason = checkValue({Field::VariantWave, table.id, sound.key, i}, v.wave))
                out.push_back({S::Error, at, where() + u": "_s + *reason});
            else if (v.wave == 0)
                out.push_back({S::Info, at, where() + u": "_s + tr("wave 0 plays silence.")});
            else if (!catalog.hasWave(v.wave))
                out.push_back(
                    {S::Warning, at,
                     where() + u": "_s +
                         tr("the dat has no wave %1, so nothing plays.").arg(hexId(v.wave))});
            if (std::isfinite(v.probability) && v.probability <= 0.0f)
                out.push_back(
                    {S::Warning, at,
                     where() + u": "_s + tr("probability 0 never passes the play gate.")});
            if (std::isfinite(v.volume) && v.volume > 1.0f && v.volume <= MaxVolume)
                out.push_back({S::Info, at,
                               where() + u": "_s +
                                   tr("volume above 1 is clamped to 1 within 5 m and makes "
                                      "the sound carry farther.")});
        }
    }
}

std::vector<Finding> DocumentValidator::findings(const SoundCatalog& catalog) {
    using S = Finding::Severity;
    std::vector<Finding> out;
    for (const auto& [id, table] : catalog.tables())
        tableFindings(catalog, table, out);

    for (const auto& [id, region] : catalog.regions()) {
        if (!region.ambient)
            continue;
        for (size_t k = 0; k < region.ambient->size(); ++k) {
            const AmbientStbDesc& stb = (*region.ambient)[k];
            const int stbIndex = static_cast<int>(k);
            const SoundTable* table = catalog.table(stb.soundTable);
            if (!table) {
                out.push_back({S::Warning, DocumentLocation::region(id, stbIndex),
                               tr("Ambient table %1 of region %2 (STB %3) is not in the dat.")
                                   .arg(hexId(stb.soundTable), hexId(id))
                                   .arg(stbIndex)});
            }
            for (size_t s = 0; s < stb.sounds.size(); ++s) {
                const AmbientSoundDesc& a = stb.sounds[s];
                const int si = static_cast<int>(s);
                const auto at = DocumentLocation::region(id, stbIndex, si);
                const QString where = tr("Region %1, STB %2, %3")
                                          .arg(hexId(id))
                                          .arg(stbIndex)
                                          .arg(soundTypeName(a.soundType));
                for (const auto& [field, fv] : {std::pair{Field::AmbientVolume, a.volume},
                                                std::pair{Field::AmbientBaseChance, a.baseChance},
                                                std::pair{Field::AmbientMinRate, a.minRate},
                                                std::pair{Field::AmbientMaxRate, a.maxRate}}) {
                    if (auto reason = checkValue({field, id, static_cast<quint32>(k), si}, fv))
                        out.push_back({S::Error, at, where + u": "_s + *reason});
                }
                if (table && !table->sound(a.soundType))
                    out.push_back({S::Warning, at,
                                   where + u": "_s +
                                       tr("table %1 has no such sound type, so nothing plays.")
                                           .arg(hexId(stb.soundTable))});
                if (!a.continuous() && a.maxRate < a.minRate)
                    out.push_back({S::Warning, at,
                                   where + u": "_s +
                                       tr("the longest interval is shorter than the shortest.")});
            }
        }
    }

    for (const auto& [setup, table] : catalog.setupTables()) {
        if (table != 0 && !catalog.table(table))
            out.push_back({S::Warning, DocumentLocation::setup(setup),
                           tr("Setup %1 names sound table %2, which is not in the dat.")
                               .arg(hexId(setup), hexId(table))});
    }
    return out;
}

} // namespace soundstage
