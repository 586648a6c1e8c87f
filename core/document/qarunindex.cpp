#include "core/document/qarunindex.h"

#include "core/common/atomicfile.h"
#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/document/qarun.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

void addLast(QStringList& list, const QString& value) {
    if (value.isEmpty())
        return;
    list.removeAll(value);
    list.append(value);
}

} // namespace

QaRunIndex::QaRunIndex(const QString& directory)
    : m_file(QDir(directory.isEmpty() ? QaRun::defaultStorageDirectory() : directory)
                 .filePath(u"index.json"_s)) {}

Result<void> QaRunIndex::load() {
    m_entries.clear();
    if (!QFileInfo::exists(m_file))
        return {};
    auto bytes = InputFile::readAll(m_file, InputFile::MaxSmallJsonBytes);
    if (!bytes)
        return fail(ErrorCode::Io,
                    tr("cannot read the QA run index: %1").arg(bytes.error().message), -1, m_file);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (!doc.isObject())
        return fail(ErrorCode::BadRecord,
                    tr("the QA run index is not valid JSON: %1").arg(parseError.errorString()),
                    parseError.offset, m_file);
    const QDir dir = QFileInfo(m_file).absoluteDir();
    for (const QJsonValue& value : doc.object().value(u"runs"_s).toArray()) {
        const QJsonObject o = value.toObject();
        Entry e;
        e.file = dir.absoluteFilePath(o.value(u"file"_s).toString());
        if (!QFileInfo(e.file).isFile())
            continue; // removed by the user: nothing to resume
        e.datName = o.value(u"datName"_s).toString();
        for (const QJsonValue& p : o.value(u"datPaths"_s).toArray())
            addLast(e.datPaths, p.toString());
        for (const QJsonValue& f : o.value(u"fingerprints"_s).toArray())
            addLast(e.fingerprints, f.toString());
        if (const auto table = parseId(o.value(u"table"_s).toString()))
            e.table = *table;
        e.updated = QDateTime::fromString(o.value(u"updated"_s).toString(), Qt::ISODate);
        e.count = o.value(u"count"_s).toInt();
        e.passed = o.value(u"passed"_s).toInt();
        e.failed = o.value(u"failed"_s).toInt();
        e.current = o.value(u"current"_s).toInt();
        m_entries.push_back(std::move(e));
    }
    return {};
}

Result<void> QaRunIndex::save() const {
    const QDir dir = QFileInfo(m_file).absoluteDir();
    QJsonArray runs;
    for (const Entry& e : m_entries) {
        QJsonObject o;
        o[u"file"_s] = dir.relativeFilePath(e.file);
        o[u"datName"_s] = e.datName;
        o[u"datPaths"_s] = QJsonArray::fromStringList(e.datPaths);
        o[u"fingerprints"_s] = QJsonArray::fromStringList(e.fingerprints);
        if (e.table)
            o[u"table"_s] = hexId(*e.table);
        o[u"updated"_s] = e.updated.toString(Qt::ISODateWithMs);
        o[u"count"_s] = e.count;
        o[u"passed"_s] = e.passed;
        o[u"failed"_s] = e.failed;
        o[u"current"_s] = e.current;
        runs.append(o);
    }
    if (!QDir().mkpath(dir.absolutePath()))
        return fail(ErrorCode::Io, tr("cannot create the folder for QA runs"), -1, m_file);
    QJsonObject root;
    root[u"runs"_s] = runs;
    if (auto written = AtomicFile::write(m_file, QJsonDocument(root).toJson()); !written)
        return fail(ErrorCode::Io, tr("cannot write: %1").arg(written.error().message), -1, m_file);
    return {};
}

const QaRunIndex::Entry* QaRunIndex::find(const QString& datPath,
                                          const QString& fingerprint) const {
    const QString path = datPath.isEmpty() ? QString() : QFileInfo(datPath).absoluteFilePath();
    const Entry* byContent = nullptr;
    const Entry* byPath = nullptr;
    for (const Entry& e : m_entries) {
        if (!fingerprint.isEmpty() && e.fingerprints.contains(fingerprint) &&
            (!byContent || e.updated > byContent->updated))
            byContent = &e;
        if (!path.isEmpty() && e.datPaths.contains(path) &&
            (!byPath || e.updated > byPath->updated))
            byPath = &e;
    }
    return byContent ? byContent : byPath;
}

std::vector<QaRunIndex::Entry> QaRunIndex::recent(int count) const {
    std::vector<Entry> sorted = m_entries;
    std::ranges::stable_sort(sorted, std::ranges::greater{}, &Entry::updated);
    if (static_cast<int>(sorted.size()) > count)
        sorted.resize(static_cast<std::size_t>(std::max(count, 0)));
    return sorted;
}

void QaRunIndex::record(const QaRun& run, const QString& datPath, const QString& fingerprint) {
    const QString file = QFileInfo(run.storageFile()).absoluteFilePath();
    auto found = std::ranges::find(m_entries, file, &Entry::file);
    if (found == m_entries.end()) {
        m_entries.push_back({});
        found = std::prev(m_entries.end());
        found->file = file;
    }
    Entry& e = *found;
    e.datName = run.settings().datName;
    addLast(e.datPaths, QFileInfo(run.datPath()).absoluteFilePath());
    if (!datPath.isEmpty())
        addLast(e.datPaths, QFileInfo(datPath).absoluteFilePath());
    addLast(e.fingerprints, run.settings().fingerprint);
    addLast(e.fingerprints, fingerprint);
    e.table = run.settings().table;
    e.updated = QDateTime::currentDateTimeUtc();
    e.count = run.count();
    e.passed = run.countMarked(QaRun::Mark::Pass);
    e.failed = run.countMarked(QaRun::Mark::Fail);
    e.current = run.current();
}

} // namespace soundstage
