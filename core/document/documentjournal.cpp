#include "core/document/documentjournal.h"

#include "core/common/atomicfile.h"
#include "core/common/hexid.h"
#include "core/common/inputfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <bit>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr int FormatVersion = 1;
/// Largest imported wave a journal reads back: far beyond any wave a client plays (the largest
/// retail waves are a few MB), small enough that a damaged listing cannot exhaust memory.
constexpr qint64 MaxNewWaveBytes = qint64(256) << 20;

/// The side file of one imported wave: named by the journal, the id and the content, so an
/// unchanged wave is never written twice.
QString waveFileName(const QString& journalPath, quint32 id, const QByteArray& bytes) {
    const QString base = QFileInfo(journalPath).completeBaseName();
    const QByteArray hash =
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(16);
    return base + u'-' + hexId(id).mid(2) + u'-' + QString::fromLatin1(hash) + u".wave"_s;
}

/// Every side file of a journal, whether listed or stale.
QStringList waveFiles(const QString& journalPath) {
    const QFileInfo info(journalPath);
    return info.dir().entryList({info.completeBaseName() + u"-*.wave"_s}, QDir::Files);
}

QJsonArray newWavesJson(const QString& journalPath, const JournalContents& contents) {
    QJsonArray waves;
    for (const auto& [id, bytes] : contents.newWaves)
        waves.append(QJsonObject{{u"id"_s, hexId(id)},
                                 {u"file"_s, waveFileName(journalPath, id, bytes)},
                                 {u"size"_s, static_cast<double>(bytes.size())}});
    return waves;
}

QJsonValue floatValue(float value) {
    if (std::isfinite(value))
        return static_cast<double>(value);
    return QString(u"bits:"_s + hexId(std::bit_cast<quint32>(value)));
}

std::optional<float> readFloat(const QJsonValue& value) {
    if (value.isDouble())
        return static_cast<float>(value.toDouble());
    const QString text = value.toString();
    if (text.startsWith(u"bits:"_s)) {
        if (auto bits = parseId(QStringView(text).mid(5)))
            return std::bit_cast<float>(*bits);
    }
    return std::nullopt;
}

std::optional<quint32> readId(const QJsonValue& value) {
    return value.isString() ? parseId(value.toString()) : std::nullopt;
}

QJsonObject nodeJson(const SoundTableNode& node) {
    QJsonArray variants;
    for (const SoundVariant& v : node.variants) {
        variants.append(QJsonObject{{u"wave"_s, hexId(v.wave)},
                                    {u"priority"_s, floatValue(v.priority)},
                                    {u"probability"_s, floatValue(v.probability)},
                                    {u"volume"_s, floatValue(v.volume)}});
    }
    QJsonArray children;
    for (const SoundTableNode& child : node.children)
        children.append(nodeJson(child));
    return QJsonObject{{u"key"_s, static_cast<qint64>(node.key)},
                       {u"variants"_s, variants},
                       {u"children"_s, children}};
}

bool readNode(const QJsonObject& object, SoundTableNode& node, int depth) {
    if (depth > 64 || !object.value(u"key"_s).isDouble())
        return false;
    const double key = object.value(u"key"_s).toDouble();
    if (key < 0 || key > 4294967295.0)
        return false;
    node.key = static_cast<quint32>(key);
    for (const QJsonValue& value : object.value(u"variants"_s).toArray()) {
        const QJsonObject v = value.toObject();
        auto wave = readId(v.value(u"wave"_s));
        auto priority = readFloat(v.value(u"priority"_s));
        auto probability = readFloat(v.value(u"probability"_s));
        auto volume = readFloat(v.value(u"volume"_s));
        if (!wave || !priority || !probability || !volume)
            return false;
        node.variants.push_back({*wave, *priority, *probability, *volume});
    }
    for (const QJsonValue& value : object.value(u"children"_s).toArray()) {
        SoundTableNode child;
        if (!readNode(value.toObject(), child, depth + 1))
            return false;
        node.children.push_back(std::move(child));
    }
    return true;
}

} // namespace

namespace {
QByteArray encodeWithWaves(const JournalContents& contents, const QJsonArray& newWaves);
}

QByteArray DocumentJournal::encode(const JournalContents& contents) {
    return encodeWithWaves(contents, newWavesJson(u"journal.json"_s, contents));
}

namespace {
QByteArray encodeWithWaves(const JournalContents& contents, const QJsonArray& newWaves) {
    QJsonArray tables;
    for (const SoundTable& table : contents.tables) {
        tables.append(QJsonObject{{u"id"_s, hexId(table.id)}, {u"root"_s, nodeJson(table.root)}});
    }
    QJsonArray ambient;
    for (const auto& [region, stbs] : contents.ambient) {
        QJsonArray stbArray;
        for (const AmbientStbDesc& stb : stbs) {
            QJsonArray sounds;
            for (const AmbientSoundDesc& s : stb.sounds) {
                sounds.append(QJsonObject{{u"sound"_s, static_cast<qint64>(s.soundType)},
                                          {u"volume"_s, floatValue(s.volume)},
                                          {u"base_chance"_s, floatValue(s.baseChance)},
                                          {u"min_rate"_s, floatValue(s.minRate)},
                                          {u"max_rate"_s, floatValue(s.maxRate)}});
            }
            stbArray.append(
                QJsonObject{{u"table"_s, hexId(stb.soundTable)}, {u"sounds"_s, sounds}});
        }
        ambient.append(QJsonObject{{u"region"_s, hexId(region)}, {u"stbs"_s, stbArray}});
    }
    QJsonArray setups;
    for (const auto& [setup, table] : contents.setups)
        setups.append(QJsonObject{{u"id"_s, hexId(setup)}, {u"table"_s, hexId(table)}});
    QJsonArray animations;
    for (const auto& [id, bytes] : contents.animations)
        animations.append(
            QJsonObject{{u"id"_s, hexId(id)}, {u"bytes"_s, QString::fromLatin1(bytes.toBase64())}});

    const QJsonObject root{{u"format"_s, u"soundstage-journal"_s},
                           {u"version"_s, FormatVersion},
                           {u"dat"_s, contents.datPath},
                           {u"dat_size"_s, static_cast<double>(contents.datSize)},
                           {u"tables"_s, tables},
                           {u"ambient"_s, ambient},
                           {u"setups"_s, setups},
                           {u"animations"_s, animations},
                           {u"new_waves"_s, newWaves}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}
} // namespace

Result<JournalContents> DocumentJournal::decode(const QByteArray& bytes) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(ErrorCode::Parse,
                    tr("The journal is not valid JSON: %1.").arg(parseError.errorString()),
                    parseError.offset);
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toString() != u"soundstage-journal"_s ||
        root.value(u"version"_s).toInt() != FormatVersion)
        return fail(ErrorCode::Parse, tr("This is not a Soundstage journal of a known version."));

    const auto bad = [] {
        return fail(ErrorCode::Parse, tr("The journal is damaged: a record in it is incomplete."));
    };
    JournalContents contents;
    contents.datPath = root.value(u"dat"_s).toString();
    contents.datSize = static_cast<qint64>(root.value(u"dat_size"_s).toDouble());
    for (const QJsonValue& value : root.value(u"tables"_s).toArray()) {
        const QJsonObject object = value.toObject();
        SoundTable table;
        auto id = readId(object.value(u"id"_s));
        if (!id || !readNode(object.value(u"root"_s).toObject(), table.root, 0))
            return bad();
        table.id = *id;
        contents.tables.push_back(std::move(table));
    }
    for (const QJsonValue& value : root.value(u"ambient"_s).toArray()) {
        const QJsonObject object = value.toObject();
        auto region = readId(object.value(u"region"_s));
        if (!region)
            return bad();
        std::vector<AmbientStbDesc> stbs;
        for (const QJsonValue& stbValue : object.value(u"stbs"_s).toArray()) {
            const QJsonObject stbObject = stbValue.toObject();
            AmbientStbDesc stb;
            auto table = readId(stbObject.value(u"table"_s));
            if (!table)
                return bad();
            stb.soundTable = *table;
            for (const QJsonValue& soundValue : stbObject.value(u"sounds"_s).toArray()) {
                const QJsonObject s = soundValue.toObject();
                auto volume = readFloat(s.value(u"volume"_s));
                auto chance = readFloat(s.value(u"base_chance"_s));
                auto minRate = readFloat(s.value(u"min_rate"_s));
                auto maxRate = readFloat(s.value(u"max_rate"_s));
                const double sound = s.value(u"sound"_s).toDouble(-1);
                if (!volume || !chance || !minRate || !maxRate || sound < 0 || sound > 4294967295.0)
                    return bad();
                stb.sounds.push_back(
                    {static_cast<quint32>(sound), *volume, *chance, *minRate, *maxRate});
            }
            stbs.push_back(std::move(stb));
        }
        contents.ambient.emplace(*region, std::move(stbs));
    }
    for (const QJsonValue& value : root.value(u"setups"_s).toArray()) {
        auto setup = readId(value.toObject().value(u"id"_s));
        auto table = readId(value.toObject().value(u"table"_s));
        if (!setup || !table)
            return bad();
        contents.setups.emplace(*setup, *table);
    }
    for (const QJsonValue& value : root.value(u"animations"_s).toArray()) {
        auto id = readId(value.toObject().value(u"id"_s));
        const QJsonValue text = value.toObject().value(u"bytes"_s);
        if (!id || !text.isString())
            return bad();
        auto decoded = QByteArray::fromBase64Encoding(text.toString().toLatin1(),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return bad();
        contents.animations.emplace(*id, std::move(*decoded));
    }
    return contents;
}

namespace {
Result<void> writeAtomically(const QString& path, const QByteArray& bytes) {
    if (auto written = AtomicFile::write(path, bytes); !written)
        return fail(
            ErrorCode::Io,
            DocumentJournal::tr("Cannot write the journal: %1.").arg(written.error().message), -1,
            path);
    return {};
}
} // namespace

Result<void> DocumentJournal::write(const QString& path, const JournalContents& contents) {
    const QDir dir = QFileInfo(path).absoluteDir();
    QDir().mkpath(dir.path());
    // Side files first: the JSON never lists a wave that is not on disk yet.
    QStringList listed;
    for (const auto& [id, bytes] : contents.newWaves) {
        const QString name = waveFileName(path, id, bytes);
        listed << name;
        if (QFileInfo(dir.filePath(name)).size() == bytes.size())
            continue; // same name, same content (the hash is in the name)
        if (auto written = writeAtomically(dir.filePath(name), bytes); !written)
            return written;
    }
    if (auto written =
            writeAtomically(path, encodeWithWaves(contents, newWavesJson(path, contents)));
        !written)
        return written;
    for (const QString& name : waveFiles(path))
        if (!listed.contains(name))
            QFile::remove(dir.filePath(name));
    return {};
}

void DocumentJournal::remove(const QString& path) {
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const QString& name : waveFiles(path))
        QFile::remove(dir.filePath(name));
    QFile::remove(path);
}

Result<JournalContents> DocumentJournal::read(const QString& path) {
    auto read = InputFile::readAll(path, InputFile::MaxRecordJsonBytes);
    if (!read)
        return fail(ErrorCode::Io, tr("Cannot read the journal: %1.").arg(read.error().message), -1,
                    path);
    const QByteArray& bytes = *read;
    auto contents = decode(bytes);
    if (!contents)
        return fail(contents.error().inFile(path));
    // The imported waves, from the side files the JSON lists.
    const QDir dir = QFileInfo(path).absoluteDir();
    const QJsonArray waves =
        QJsonDocument::fromJson(bytes).object().value(u"new_waves"_s).toArray();
    for (const QJsonValue& value : waves) {
        const QJsonObject object = value.toObject();
        const auto id = readId(object.value(u"id"_s));
        const QString name = object.value(u"file"_s).toString();
        const double size = object.value(u"size"_s).toDouble(-1);
        // a bare file name beside the journal: never a path that leads elsewhere
        if (!id || name.isEmpty() || name.contains(u'/') || name.contains(u'\\') ||
            name.startsWith(u'.') || size < 0 || size > double(MaxNewWaveBytes))
            return fail(ErrorCode::Parse,
                        tr("The journal is damaged: an imported wave in it is incomplete."), -1,
                        path);
        auto side = InputFile::readAll(dir.filePath(name), MaxNewWaveBytes);
        if (!side || side->size() != static_cast<qint64>(size))
            return fail(ErrorCode::Parse,
                        tr("The journal is damaged: the imported wave %1 (%2) is missing or "
                           "incomplete.")
                            .arg(hexId(*id), name),
                        -1, path);
        contents->newWaves.emplace(*id, std::move(*side));
    }
    return contents;
}

QString DocumentJournal::pathFor(const QString& directory, const QString& datPath) {
    const QString absolute = QFileInfo(datPath).absoluteFilePath();
    const QByteArray hash =
        QCryptographicHash::hash(absolute.toUtf8(), QCryptographicHash::Sha1).toHex().left(20);
    return directory + u'/' + QString::fromLatin1(hash) + u".json"_s;
}

} // namespace soundstage
