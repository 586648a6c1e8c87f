// soundstage-cli edit DAT --where FILTER (--set FIELD=VALUE | --scale FIELD=F)…
//                        (-o OUT.dat | --dry-run) [--gate-model M] [--json]
// The editor's bulk edit on the command line: the same filter language (VariantFilter), the
// same plan and refusals (VariantEdit, Document::editVariants) and the same save path
// (DocumentSaver's patch, written by DatPatcher through AtomicFile; the source is never
// modified).
#include "app/cli/retailcli.h"
#include "core/document/document.h"
#include "core/document/documentsaver.h"
#include "core/document/variantedit.h"
#include "core/document/variantfilter.h"

#include <QLocale>

#include <set>

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;

class EditCommand final : public CliCommand {
public:
    QString name() const override { return u"edit"_s; }
    QString summary() const override {
        return u"Set or scale the variants a filter selects (probability, volume, priority, "
               "wave) and write a patched copy"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The source dat (never modified)."_s);
        parser.addOption(QCommandLineOption(
            u"where"_s,
            u"The variants to edit, in the filter language of soundstage-cli(1) FILTERS, e.g. "
            "'sound:Footstep* prob<0.5' (terms separated by spaces must all hold)."_s,
            u"FILTER"_s));
        parser.addOption(QCommandLineOption(
            u"set"_s,
            u"Set a field: probability, volume, priority (a number) or wave (an id; find and "
            "replace with --where wave:ID). Repeatable; applied in order, before any --scale."_s,
            u"FIELD=VALUE"_s));
        parser.addOption(QCommandLineOption(
            u"scale"_s,
            u"Multiply probability, volume or priority by F (≥ 0). Repeatable; applied in "
            "order."_s,
            u"FIELD=F"_s));
        parser.addOption(QCommandLineOption(
            {u"o"_s, u"output"_s}, u"The patched copy to write (not the source)."_s, u"OUT.dat"_s));
        parser.addOption(QCommandLineOption(
            u"dry-run"_s, u"Print what would change; write nothing (no -o needed)."_s));
        addGateModelOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString path = positional(parser, 0);
        if (path.isEmpty())
            return usageError(io, name(), u"missing DAT"_s);
        if (parser.positionalArguments().size() > 1)
            return usageError(io, name(), u"one DAT only; the variants are chosen by --where"_s);
        if (!parser.isSet(u"where"_s))
            return usageError(io, name(),
                              u"missing --where FILTER (--where '' selects every variant)"_s);
        const bool dryRun = parser.isSet(u"dry-run"_s);
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty() && !dryRun)
            return usageError(io, name(), u"missing -o OUT.dat (or --dry-run)"_s);
        if (!output.isEmpty() && dryRun)
            return usageError(io, name(), u"--dry-run writes nothing: drop -o"_s);
        const auto model = gateModelOption(parser);
        if (!model)
            return reportError(io, name(), model.error());

        const QString where = parser.value(u"where"_s);
        auto filter = VariantFilter::parse(where);
        if (!filter)
            return usageError(
                io, name(),
                u"--where column %1: %2"_s.arg(filter.error().column).arg(filter.error().message));
        std::vector<VariantEdit::Change> changes;
        for (const QString& text : parser.values(u"set"_s)) {
            auto change = VariantEdit::parseSet(text);
            if (!change)
                return usageError(io, name(), u"--set %1: %2"_s.arg(text, change.error().message));
            changes.push_back(*change);
        }
        for (const QString& text : parser.values(u"scale"_s)) {
            auto change = VariantEdit::parseScale(text);
            if (!change)
                return usageError(io, name(),
                                  u"--scale %1: %2"_s.arg(text, change.error().message));
            changes.push_back(*change);
        }
        if (changes.empty())
            return usageError(io, name(), u"nothing to change: give --set or --scale"_s);
        // Every --set, then every --scale: QCommandLineParser keeps the order within an option
        // only.

        auto opened = Document::open(path, {{}, false});
        if (!opened)
            return fail(io, opened.error().inFile(path));
        Document& document = **opened;
        const SoundCatalog& catalog = document.catalog();
        if (!catalog.problems().empty())
            io.err << "soundstage-cli: edit: " << catalog.problems().size()
                   << " record(s) do not decode and are left out (see verify)\n";

        VariantFilter::MatchContext context(
            [&catalog](quint32 wave) { return catalog.hasWave(wave); }, *model);
        const std::vector<VariantRef> selected = filter->select(catalog.tables(), context);
        // The plan is the report; editVariants() makes the same plan and applies it.
        // A refusal here is about the dat's values, not the command line: a finding (exit 2).
        auto plan = VariantEdit::plan(catalog, selected, changes);
        if (!plan)
            return fail(io, plan.error().inFile(path));
        if (auto edited = document.editVariants(selected, changes); !edited)
            return fail(io, edited.error().inFile(path));

        std::optional<DatPatcher::Summary> written;
        if (!dryRun) {
            auto patch = DocumentSaver::patchFor(document);
            if (!patch)
                return fail(io, patch.error());
            auto summary = patch->write(document.dat(), output);
            if (!summary)
                return reportError(io, name(), summary.error());
            written = *summary;
        }
        std::set<quint32> tables;
        for (const VariantRef& r : selected)
            tables.insert(r.table);
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(toJson(path, output, where, selected.size(), tables.size(),
                                               *plan, written)));
        else
            printText(io.out, output, selected.size(), tables.size(), *plan, written);
        return ExitOk;
    }

private:
    static QJsonObject toJson(const QString& source, const QString& output, const QString& where,
                              std::size_t matched, std::size_t tables,
                              const std::vector<VariantEdit::Entry>& plan,
                              const std::optional<DatPatcher::Summary>& written) {
        QJsonArray variants;
        std::set<quint32> changedTables;
        for (const VariantEdit::Entry& e : plan) {
            changedTables.insert(e.ref.table);
            variants.append(QJsonObject{{u"table"_s, hexId(e.ref.table)},
                                        {u"sound"_s, soundTypeName(e.ref.soundType)},
                                        {u"code"_s, static_cast<qint64>(e.ref.soundType)},
                                        {u"index"_s, e.ref.index},
                                        {u"before"_s, variantJson(e.before)},
                                        {u"after"_s, variantJson(e.after)}});
        }
        QJsonObject o{{u"source"_s, source},
                      {u"where"_s, where},
                      {u"matched"_s, static_cast<qint64>(matched)},
                      {u"matched_tables"_s, static_cast<qint64>(tables)},
                      {u"changed"_s, static_cast<qint64>(plan.size())},
                      {u"changed_tables"_s, static_cast<qint64>(changedTables.size())},
                      {u"variants"_s, variants},
                      {u"dry_run"_s, !written.has_value()}};
        if (written) {
            o.insert(u"output"_s, output);
            o.insert(u"file_size_before"_s, written->sourceSize);
            o.insert(u"file_size"_s, written->outputSize);
            o.insert(u"records_written"_s, static_cast<qint64>(written->changes.size()));
        }
        return o;
    }

    // The shortest text that reads back as the same float, so two different floats never
    // print alike (and 0.8f prints as 0.8).
    static QString number(float v) {
        return QString::number(jsonNumberFromFloat(v), 'g', QLocale::FloatingPointShortest);
    }
    static QString value(const SoundVariant& v, Field field) {
        switch (field) {
        case Field::VariantWave:
            return hexId(v.wave);
        case Field::VariantPriority:
            return number(v.priority);
        case Field::VariantVolume:
            return number(v.volume);
        default:
            return number(v.probability);
        }
    }

    static void printText(QTextStream& out, const QString& output, std::size_t matched,
                          std::size_t tables, const std::vector<VariantEdit::Entry>& plan,
                          const std::optional<DatPatcher::Summary>& written) {
        out << "matched " << matched << " variant(s) in " << tables << " table(s); "
            << (written ? "changed " : "would change ") << plan.size() << '\n';
        for (const VariantEdit::Entry& e : plan) {
            QStringList parts;
            for (Field field : {Field::VariantWave, Field::VariantProbability, Field::VariantVolume,
                                Field::VariantPriority}) {
                const QString before = value(e.before, field);
                const QString after = value(e.after, field);
                if (before != after)
                    parts << VariantEdit::fieldKey(field) + u' ' + before + u" -> "_s + after;
            }
            out << "  " << hexId(e.ref.table) << ' ' << soundTypeName(e.ref.soundType) << " #"
                << e.ref.index << ": " << parts.join(u", "_s) << '\n';
        }
        if (written)
            out << "wrote " << output << " (" << written->outputSize << " bytes, "
                << written->changes.size() << " record(s) replaced)\n";
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(EditCommand)

} // namespace soundstage::cli
