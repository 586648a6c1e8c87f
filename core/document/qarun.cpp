#include "core/document/qarun.h"

#include "core/common/atomicfile.h"
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

bool QaRun::build(const SoundCatalog& catalog, std::optional<quint32> table, FpuModel model,
                  ProgressSink* progress) {
    m_items.clear();
    m_current = 0;
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
    QJsonObject root;
    root[u"dat"_s] = m_datPath;
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
        out = u"table,sound_type,variant,wave,probability,volume,pick_percent,gate_percent,"
              "play_percent,play_exact,verdicts,mark,note\n"_s;
        for (const auto& i : m_items) {
            if (stop())
                return std::nullopt;
            const QStringList fields = {hexId(i.table),
                                        soundTypeName(i.soundType),
                                        QString::number(i.variant),
                                        hexId(i.wave),
                                        QString::number(static_cast<double>(i.probability), 'g', 9),
                                        QString::number(static_cast<double>(i.volume), 'g', 9),
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
            out += quoted.join(u',') + u'\n';
        }
    } else {
        out = u"# "_s + tr("QA run: %1").arg(m_datPath) + u"\n\n"_s;
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
                hexId(i.wave), QString::number(static_cast<double>(i.probability), 'g', 6),
                percent(i.play), mdCell(i.verdicts.isEmpty() ? u"—"_s : i.verdicts.join(u", "_s)),
                markLabel(i.mark), mdCell(i.note));
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
