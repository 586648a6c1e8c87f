#include "core/document/qarun.h"

#include "core/common/atomicfile.h"
#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"
#include "core/retail/eventoutcome.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <map>
#include <tuple>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

using Key = std::tuple<quint32, quint32, int, quint32>;

Key keyOf(const QaRun::Item& item) {
    return {item.table, item.soundType, item.variant, item.wave};
}

QaRun::Mark parseMark(const QString& key) {
    if (key == "pass"_L1)
        return QaRun::Mark::Pass;
    if (key == "fail"_L1)
        return QaRun::Mark::Fail;
    return QaRun::Mark::Untested;
}

QString csvField(const QString& text) {
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

QString mdCell(const QString& text) {
    QString t = text;
    t.replace(u"|"_s, u"\\|"_s);
    t.replace(u"\n"_s, u" "_s);
    return t;
}

QString percent(double chance) {
    return QString::number(chance * 100.0, 'f', 4);
}

} // namespace

QaRun::QaRun(const QString& datPath, const QString& storageDirectory)
    : m_datPath(QFileInfo(datPath).absoluteFilePath()) {
    const QString dir = storageDirectory.isEmpty() ? defaultStorageDirectory() : storageDirectory;
    const QByteArray hash =
        QCryptographicHash::hash(m_datPath.toUtf8(), QCryptographicHash::Sha1).toHex();
    m_file = QDir(dir).filePath(QString::fromLatin1(hash) + u".json"_s);
}

QString QaRun::defaultStorageDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(u"qa-runs"_s);
}

Result<QaRun> QaRun::openStored(const QString& file) {
    QaRun run;
    run.m_file = QFileInfo(file).absoluteFilePath();
    if (!QFileInfo::exists(run.m_file))
        return fail(ErrorCode::Io, tr("no QA run file %1").arg(file), -1, file);
    if (auto loaded = run.load(); !loaded)
        return fail(loaded.error());
    if (run.m_datPath.isEmpty())
        return fail(ErrorCode::BadRecord, tr("not a QA run file: it names no dat"), -1, run.m_file);
    return run;
}

QString QaRun::soundFingerprint(const SoundCatalog& catalog) {
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const auto addId = [&hash](quint32 id) {
        const char bytes[4] = {char(id & 0xFF), char((id >> 8) & 0xFF), char((id >> 16) & 0xFF),
                               char(id >> 24)};
        hash.addData(QByteArrayView(bytes, 4));
    };
    for (const auto& [id, table] : catalog.tables()) {
        addId(id);
        hash.addData(table.encode());
    }
    for (const auto& [id, entry] : catalog.waves())
        addId(id);
    return QString::fromLatin1(hash.result().toHex());
}

bool QaRun::build(const SoundCatalog& catalog, std::optional<quint32> table, FpuModel model,
                  ProgressSink* progress) {
    m_items.clear();
    m_current = 0;
    m_settings.model = model;
    m_settings.table = table;
    const WaveExists exists = [&catalog](quint32 id) { return catalog.hasWave(id); };
    const auto total = table ? qint64(1) : static_cast<qint64>(catalog.tables().size());
    qint64 done = 0;
    for (const auto& [id, t] : catalog.tables()) {
        if (table && id != *table)
            continue;
        if (ProgressSink::reportAndCheck(progress, done++, total)) {
            m_items.clear();
            return false;
        }
        for (const auto& child : t.root.children) {
            const EventOutcome outcome = EventOutcome::compute(child.variants, model, exists);
            for (const auto& v : outcome.variants) {
                Item item;
                item.table = id;
                item.soundType = child.key;
                item.variant = v.index;
                item.wave = v.variant.wave;
                item.probability = v.variant.probability;
                item.volume = v.variant.volume;
                item.pick = v.pick().toDouble();
                item.gate = v.gate().toDouble();
                item.play = v.play().toDouble();
                item.exactPlay = v.play().toString();
                item.verdicts = verdictKeys(v.verdicts);
                m_items.push_back(std::move(item));
            }
        }
    }
    (void)load();
    if (progress)
        progress->report(total, total);
    return true;
}

Result<void> QaRun::load() {
    if (!QFileInfo::exists(m_file))
        return {};
    auto bytes = InputFile::readAll(m_file, InputFile::MaxSmallJsonBytes);
    if (!bytes)
        return fail(ErrorCode::Io, tr("cannot read the QA run: %1").arg(bytes.error().message), -1,
                    m_file);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (doc.isNull() || !doc.isObject())
        return fail(ErrorCode::BadRecord,
                    tr("the QA run file is not valid JSON: %1").arg(parseError.errorString()),
                    parseError.offset, m_file);
    const QJsonObject root = doc.object();
    const QJsonArray stored = root.value(u"items"_s).toArray();
    const bool adopt = m_items.empty();
    if (adopt) {
        if (m_datPath.isEmpty())
            m_datPath = root.value(u"dat"_s).toString();
        const QJsonObject settings = root.value(u"settings"_s).toObject();
        m_settings.datName = settings.value(u"datName"_s).toString();
        m_settings.fingerprint = settings.value(u"fingerprint"_s).toString();
        m_settings.model =
            parseFpuModel(settings.value(u"fpuModel"_s).toString()).value_or(FpuModel::Single);
        m_settings.placement = settings.value(u"placement"_s).toString();
        if (const QJsonValue seed = settings.value(u"seed"_s); seed.isDouble())
            m_settings.seed = static_cast<quint32>(seed.toDouble());
        if (const auto table = parseId(settings.value(u"table"_s).toString()))
            m_settings.table = *table;
    }
    std::map<Key, std::pair<Mark, QString>> marks;
    for (const auto& value : stored) {
        const QJsonObject o = value.toObject();
        Item item;
        item.table = static_cast<quint32>(o.value(u"table"_s).toDouble());
        item.soundType = static_cast<quint32>(o.value(u"soundType"_s).toDouble());
        item.variant = o.value(u"variant"_s).toInt();
        item.wave = static_cast<quint32>(o.value(u"wave"_s).toDouble());
        item.mark = parseMark(o.value(u"mark"_s).toString());
        item.note = o.value(u"note"_s).toString();
        if (adopt) {
            item.probability = static_cast<float>(o.value(u"probability"_s).toDouble());
            item.volume = static_cast<float>(o.value(u"volume"_s).toDouble());
            item.pick = o.value(u"pick"_s).toDouble();
            item.gate = o.value(u"gate"_s).toDouble();
            item.play = o.value(u"play"_s).toDouble();
            item.exactPlay = o.value(u"exactPlay"_s).toString();
            for (const auto& k : o.value(u"verdicts"_s).toArray())
                item.verdicts << k.toString();
            m_items.push_back(std::move(item));
        } else {
            marks[keyOf(item)] = {item.mark, item.note};
        }
    }
    if (!adopt) {
        for (auto& item : m_items)
            if (const auto it = marks.find(keyOf(item)); it != marks.end())
                std::tie(item.mark, item.note) = it->second;
    }
    setCurrent(root.value(u"current"_s).toInt());
    return {};
}

Result<void> QaRun::save() const {
    QJsonArray items;
    for (const auto& item : m_items) {
        QJsonObject o;
        o[u"table"_s] = static_cast<double>(item.table);
        o[u"soundType"_s] = static_cast<double>(item.soundType);
        o[u"variant"_s] = item.variant;
        o[u"wave"_s] = static_cast<double>(item.wave);
        o[u"probability"_s] = static_cast<double>(item.probability);
        o[u"volume"_s] = static_cast<double>(item.volume);
        o[u"pick"_s] = item.pick;
        o[u"gate"_s] = item.gate;
        o[u"play"_s] = item.play;
        o[u"exactPlay"_s] = item.exactPlay;
        o[u"verdicts"_s] = QJsonArray::fromStringList(item.verdicts);
        o[u"mark"_s] = markKey(item.mark);
        o[u"note"_s] = item.note;
        items.append(o);
    }
    QJsonObject settings;
    settings[u"datName"_s] = m_settings.datName;
    settings[u"fingerprint"_s] = m_settings.fingerprint;
    settings[u"fpuModel"_s] = fpuModelName(m_settings.model);
    settings[u"placement"_s] = m_settings.placement;
    if (m_settings.seed)
        settings[u"seed"_s] = static_cast<double>(*m_settings.seed);
    if (m_settings.table)
        settings[u"table"_s] = hexId(*m_settings.table);
    QJsonObject root;
    root[u"dat"_s] = m_datPath;
    root[u"settings"_s] = settings;
    root[u"current"_s] = m_current;
    root[u"items"_s] = items;
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        return fail(ErrorCode::Io, tr("cannot create the folder for QA runs"), -1, m_file);
    return writeText(m_file,
                     QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
}

Result<void> QaRun::writeText(const QString& path, const QString& text) {
    if (auto written = AtomicFile::write(path, text.toUtf8()); !written)
        return fail(ErrorCode::Io, tr("cannot write: %1").arg(written.error().message), -1, path);
    return {};
}

void QaRun::setCurrent(int index) {
    m_current = m_items.empty() ? 0 : std::clamp(index, 0, count() - 1);
}

bool QaRun::next() {
    if (m_current + 1 >= count())
        return false;
    ++m_current;
    return true;
}

bool QaRun::previous() {
    if (m_current <= 0)
        return false;
    --m_current;
    return true;
}

Result<void> QaRun::mark(int index, Mark mark, const QString& note) {
    if (auto marked = setMark(index, mark, note); !marked)
        return marked;
    return save();
}

Result<void> QaRun::setMark(int index, Mark mark, const QString& note) {
    if (index < 0 || index >= count())
        return fail(ErrorCode::Usage, tr("no QA item %1").arg(index));
    m_items[static_cast<std::size_t>(index)].mark = mark;
    m_items[static_cast<std::size_t>(index)].note = note;
    return {};
}

int QaRun::countMarked(Mark mark) const {
    return static_cast<int>(
        std::ranges::count_if(m_items, [mark](const Item& i) { return i.mark == mark; }));
}

QString QaRun::markKey(Mark mark) {
    switch (mark) {
    case Mark::Pass:
        return u"pass"_s;
    case Mark::Fail:
        return u"fail"_s;
    case Mark::Untested:
        break;
    }
    return u"untested"_s;
}

QString QaRun::markLabel(Mark mark) {
    switch (mark) {
    case Mark::Pass:
        return tr("Pass");
    case Mark::Fail:
        return tr("Fail");
    case Mark::Untested:
        break;
    }
    return tr("Untested");
}

QString QaRun::toCsv() const {
    return *report(Format::Csv);
}

QString QaRun::toMarkdown() const {
    return *report(Format::Markdown);
}

std::optional<QString> QaRun::report(Format format, ProgressSink* progress) const {
    const auto total = static_cast<qint64>(m_items.size());
    qint64 row = 0;
    // Checked every 1,024 rows: a row takes about a microsecond.
    const auto stop = [&] {
        const qint64 at = row++;
        return at % 1024 == 0 && ProgressSink::reportAndCheck(progress, at, total);
    };
    QString out;
    if (format == Format::Csv) {
        // What the run was made with, in columns of every row: a sheet of several runs'
        // rows still says where each came from.
        const QStringList context = {
            csvField(m_settings.datName.isEmpty() ? QFileInfo(m_datPath).fileName()
                                                  : m_settings.datName),
            m_settings.fingerprint, fpuModelName(m_settings.model), csvField(m_settings.placement),
            (m_settings.seed ? QString::number(*m_settings.seed) : u"clock"_s)};
        const QString contextColumns = context.join(u',');
        out = u"table,sound_type,variant,wave,probability,volume,pick_percent,gate_percent,"
              "play_percent,play_exact,verdicts,mark,note,dat,dat_sha1,gate_fpu,placement,"
              "seed\n"_s;
        for (const auto& i : m_items) {
            if (stop())
                return std::nullopt;
            const QStringList fields = {hexId(i.table),
                                        soundTypeName(i.soundType),
                                        QString::number(i.variant),
                                        hexId(i.wave),
                                        shortestText(i.probability),
                                        shortestText(i.volume),
                                        percent(i.pick),
                                        percent(i.gate),
                                        percent(i.play),
                                        i.exactPlay,
                                        i.verdicts.join(u"; "_s),
                                        markKey(i.mark),
                                        i.note};
            QStringList quoted;
            for (const auto& f : fields)
                quoted << csvField(f);
            out += quoted.join(u',') + u',' + contextColumns + u'\n';
        }
    } else {
        out = u"# "_s + tr("QA run: %1").arg(m_datPath) + u"\n\n"_s;
        out +=
            u"- "_s +
            tr("Dat: %1 (SHA-1 of its sounds %2)")
                .arg(m_settings.datName.isEmpty() ? QFileInfo(m_datPath).fileName()
                                                  : m_settings.datName,
                     m_settings.fingerprint.isEmpty() ? tr("unknown") : m_settings.fingerprint) +
            u"\n- "_s +
            tr("Scope: %1")
                .arg(m_settings.table ? tr("table %1").arg(hexId(*m_settings.table))
                                      : tr("every table")) +
            u"\n- "_s + tr("Gate FPU model: %1").arg(fpuModelName(m_settings.model)) + u"\n- "_s +
            tr("Placement: %1")
                .arg(m_settings.placement.isEmpty() ? tr("unknown") : m_settings.placement) +
            u"\n- "_s +
            tr("Seed: %1")
                .arg(m_settings.seed ? QString::number(*m_settings.seed) : tr("from the clock")) +
            u"\n\n"_s;
        out += tr("%1 variants: %2 passed, %3 failed, %4 untested.")
                   .arg(count())
                   .arg(countMarked(Mark::Pass))
                   .arg(countMarked(Mark::Fail))
                   .arg(countMarked(Mark::Untested)) +
               u"\n\n"_s;
        out += u"| "_s + tr("Table") + u" | "_s + tr("Sound type") + u" | # | "_s + tr("Wave") +
               u" | "_s + tr("Probability") + u" | "_s + tr("Play %") + u" | "_s + tr("Verdicts") +
               u" | "_s + tr("Mark") + u" | "_s + tr("Note") + u" |\n"_s;
        out += u"|---|---|---:|---|---:|---:|---|---|---|\n"_s;
        for (const auto& i : m_items) {
            if (stop())
                return std::nullopt;
            out += u"| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n"_s.arg(
                hexId(i.table), soundTypeName(i.soundType), QString::number(i.variant),
                hexId(i.wave), shortestText(i.probability), percent(i.play),
                mdCell(i.verdicts.isEmpty() ? u"—"_s : i.verdicts.join(u", "_s)), markLabel(i.mark),
                mdCell(i.note));
        }
    }
    if (progress)
        progress->report(total, total);
    return out;
}

Result<void> QaRun::writeReport(const QString& path, Format format, ProgressSink* progress) const {
    const std::optional<QString> text = report(format, progress);
    if (!text || (progress && progress->cancelled()))
        return fail(ProgressSink::cancelledError());
    return writeText(path, *text);
}

} // namespace soundstage
