// soundstage-cli diff A.dat B.dat: added, removed and changed ids and what changed inside.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/dat/datdiff.h"
#include "core/records/recordtype.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class DiffCommand final : public CliCommand {
public:
    QString name() const override { return u"diff"_s; }
    QString summary() const override {
        return u"Ids added, removed and changed between two dats, and what changed in sound records"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"A.dat"_s, u"The dat before."_s);
        parser.addPositionalArgument(u"B.dat"_s, u"The dat after."_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString second = positional(parser, 1);
        if (!positional(parser, 0).isEmpty() && second.isEmpty())
            return usageError(io, name(), u"missing the B.dat argument"_s);
        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> a = std::move(*opened);
        auto b = DatFile::open(second);
        if (!b)
            return fail(io, b.error().inFile(second));
        auto result = DatDiff::compare(*a, **b);
        if (!result)
            return fail(io, result.error());
        const DatDiffResult& d = *result;
        const auto type = [](quint32 id) { return recordTypeName(recordTypeOf(id)); };

        if (jsonRequested(parser)) {
            const auto entries = [&](const std::vector<DatEntry>& list) {
                QJsonArray array;
                for (const DatEntry& e : list)
                    array.append(QJsonObject{{u"id"_s, hexId(e.id)},
                                             {u"type"_s, type(e.id)},
                                             {u"size"_s, qint64(e.size)}});
                return array;
            };
            QJsonArray changed;
            for (const RecordDiff& r : d.changed) {
                QJsonArray fields;
                for (const FieldChange& f : r.changes)
                    fields.append(QJsonObject{
                        {u"path"_s, f.path},
                        {u"before"_s, f.before.isEmpty() ? QJsonValue() : QJsonValue(f.before)},
                        {u"after"_s, f.after.isEmpty() ? QJsonValue() : QJsonValue(f.after)}});
                QJsonObject o{{u"id"_s, hexId(r.id)},
                              {u"type"_s, type(r.id)},
                              {u"size_before"_s, qint64(r.sizeBefore)},
                              {u"size_after"_s, qint64(r.sizeAfter)},
                              {u"changes"_s, fields}};
                if (!r.note.isEmpty())
                    o.insert(u"note"_s, r.note);
                changed.append(o);
            }
            printJson(io, QJsonDocument(QJsonObject{{u"a"_s, a->path()},
                                                    {u"b"_s, second},
                                                    {u"added"_s, entries(d.added)},
                                                    {u"removed"_s, entries(d.removed)},
                                                    {u"changed"_s, changed},
                                                    {u"unchanged"_s, d.unchanged}}));
            return ExitOk;
        }

        for (const DatEntry& e : d.added)
            io.out << "added    " << hexId(e.id) << ' ' << type(e.id) << " (" << e.size
                   << " bytes)\n";
        for (const DatEntry& e : d.removed)
            io.out << "removed  " << hexId(e.id) << ' ' << type(e.id) << " (" << e.size
                   << " bytes)\n";
        for (const RecordDiff& r : d.changed) {
            io.out << "changed  " << hexId(r.id) << ' ' << type(r.id) << " (" << r.sizeBefore
                   << " -> " << r.sizeAfter << " bytes)\n";
            for (const FieldChange& f : r.changes)
                io.out << "    " << f.path << ": " << (f.before.isEmpty() ? u"(none)"_s : f.before)
                       << " -> " << (f.after.isEmpty() ? u"(removed)"_s : f.after) << '\n';
            if (!r.note.isEmpty())
                io.out << "    " << r.note << '\n';
        }
        io.out << d.added.size() << " added, " << d.removed.size() << " removed, "
               << d.changed.size() << " changed, " << d.unchanged << " unchanged\n";
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(DiffCommand)

} // namespace soundstage::cli
