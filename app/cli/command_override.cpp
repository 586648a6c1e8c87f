// soundstage-cli override check|show|format FILE, override diff ORIGINAL EDITED -o FILE,
// override pack FILE -o DIR: the override-file language (soundstage-override(5)).
#include "app/cli/clidat.h"
#include "app/cli/leavetoexit.h"
#include "app/cli/normalizecli.h"
#include "core/common/atomicfile.h"
#include "core/common/inputfile.h"
#include "core/common/mappedinput.h"
#include "core/dat/datfile.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridechances.h"
#include "core/override/overridedatcheck.h"
#include "core/override/overridediff.h"
#include "core/override/overridehookdiff.h"
#include "core/override/overridejson.h"
#include "core/override/overridepack.h"
#include "core/override/overrideparser.h"
#include "core/override/overridesourcepaths.h"
#include "core/override/overridesyntax.h"
#include "core/override/overridewriter.h"
#include "core/retail/playgate.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

// Override files are text files of at most a few megabytes, mapped rather than copied; the
// limit keeps a wrong argument (a dat, a disk image) from being taken for one.
Result<MappedInput> openText(const QString& path) {
    return MappedInput::open(path, InputFile::MaxOverrideBytes);
}

QString percent(double chance) {
    return QString::number(chance * 100.0, 'g', 6) + u'%';
}

class OverrideCommand final : public CliCommand {
public:
    QString name() const override { return u"override"_s; }
    QString summary() const override {
        return u"Override files: check (with --dat against a dat), show, format, diff, pack"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(
            u"SUBCOMMAND"_s,
            u"check: every error and warning as FILE:LINE:COL: severity: message (exit 2 on an "
            "error); show: the parsed entries with their play chances (--json: as JSON); "
            "format: the canonical text, comments kept, to stdout or -o OUT; "
            "diff ORIGINAL.dat EDITED.dat -o FILE: override lines for every sound that differs; "
            "pack FILE -o DIR: the file and its sounds baked to Ogg Vorbis in one folder."_s);
        parser.addPositionalArgument(u"FILE"_s,
                                     u"The override file (see soundstage-override(5))."_s);
        parser.addOption(QCommandLineOption(
            u"dat"_s,
            u"check: also check against this dat (tables, sound types, waves) and that the "
            "files exist and decode."_s,
            u"DAT"_s));
        parser.addOption(QCommandLineOption(
            u"chances"_s, u"check: also print each alternative's play chance under the file's "
                          "!pick, as FILE:LINE:COL: note: lines."_s));
        parser.addOption(QCommandLineOption(
            {u"o"_s, u"output"_s},
            u"format: write here (atomically) instead of stdout; diff: the override file to "
            "write; pack: the pack folder."_s,
            u"OUT"_s));
        parser.addOption(QCommandLineOption(
            u"quality"_s, u"pack: Vorbis quality -0.1 … 1 (default 0.4)."_s, u"Q"_s));
        parser.addOption(
            QCommandLineOption(u"force"_s, u"pack: write into a folder that is not empty."_s));
        normalize::addNormalizeOptions(parser, u"pack: every local sound"_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString sub = positional(parser, 0);
        const QString path = positional(parser, 1);
        if (sub.isEmpty())
            return usageError(io, name(),
                              u"missing SUBCOMMAND (check, show, format, diff or pack)"_s);
        if (sub != u"check" && sub != u"show" && sub != u"format" && sub != u"diff" &&
            sub != u"pack") {
            return usageError(
                io, name(),
                u"unknown subcommand '%1' (check, show, format, diff or pack)"_s.arg(sub));
        }
        if (path.isEmpty())
            return usageError(io, name(),
                              sub == u"diff" ? u"missing ORIGINAL.dat"_s : u"missing FILE"_s);
        const qsizetype wanted = sub == u"diff" ? 3 : 2;
        if (parser.positionalArguments().size() > wanted)
            return usageError(io, name(), u"too many arguments"_s);
        if (parser.isSet(u"dat"_s) && sub != u"check")
            return usageError(io, name(), u"--dat goes with check"_s);
        if (parser.isSet(u"chances"_s) && sub != u"check")
            return usageError(io, name(), u"--chances goes with check"_s);
        if (parser.isSet(u"output"_s) && sub != u"format" && sub != u"diff" && sub != u"pack")
            return usageError(io, name(), u"-o goes with format, diff or pack"_s);
        if ((parser.isSet(u"quality"_s) || parser.isSet(u"force"_s) ||
             parser.isSet(u"normalize"_s) || parser.isSet(u"peak-ceiling"_s)) &&
            sub != u"pack")
            return usageError(io, name(),
                              u"--quality, --force, --normalize and --peak-ceiling go with pack"_s);
        if (jsonRequested(parser) && sub != u"show")
            return usageError(io, name(), u"--json goes with show"_s);
        if (sub == u"diff")
            return diff(parser, io);
        if (sub == u"pack")
            return pack(parser, io, path);

        auto input = openText(path);
        if (!input)
            return fail(io, input.error());
        const QByteArray bytes = input->bytes();
        // The parsed file's text shares the mapping: it stays until the process ends.
        leaveToExit(std::move(*input));
        if (sub == u"check" && !parser.isSet(u"dat"_s) && !parser.isSet(u"chances"_s))
            return checkStreaming(io, path, bytes);
        OverrideFile file = OverrideParser().parse(bytes);

        const int status = sub == u"check"  ? check(parser, io, path, file)
                           : sub == u"show" ? show(parser, io, path, file)
                                            : format(parser, io, path, file);
        leaveToExit(std::move(file)); // the command ends the process
        return status;
    }

private:
    static void printDiagnostics(QTextStream& out, const QString& path, const OverrideFile& file) {
        for (const OverrideDiagnostic& d : file.diagnostics)
            out << d.toString(path) << '\n';
    }

    int check(const QCommandLineParser& parser, CliIo& io, const QString& path,
              OverrideFile& file) const {
        OverrideDatCheck::merge(
            file, OverrideDatCheck::checkContained(file, QFileInfo(path).absolutePath()));
        if (parser.isSet(u"dat"_s)) {
            const QString datPath = parser.value(u"dat"_s);
            auto dat = DatFile::open(datPath);
            if (!dat)
                return fail(io, dat.error().inFile(datPath));
            OverrideDatCheck::merge(file, OverrideDatCheck::checkDat(file, **dat));
            OverrideDatCheck::merge(
                file, OverrideDatCheck::checkFiles(file, QFileInfo(path).absolutePath()));
        }
        printDiagnostics(io.out, path, file);
        if (parser.isSet(u"chances"_s))
            printChances(io.out, path, file);
        return finishCheck(io, path, file, qsizetype(file.entries.size()));
    }

    // `check` with nothing that needs the entries afterwards (no --dat, no --chances): each
    // entry is looked at as it is read, only its sound paths kept (the containment check needs
    // the file's final `!root`), so memory is that of the paths, not of the whole model.
    static int checkStreaming(CliIo& io, const QString& path, const QByteArray& bytes) {
        OverrideSourcePaths paths;
        qsizetype entries = 0;
        OverrideFile file = OverrideParser().parseEach(bytes, [&](OverrideEntry&& entry) {
            ++entries;
            paths.add(entry);
        });
        OverrideDatCheck::merge(file, paths.checkContained(file, QFileInfo(path).absolutePath()));
        printDiagnostics(io.out, path, file);
        const int status = finishCheck(io, path, file, entries);
        leaveToExit(std::move(file)); // the command ends the process
        leaveToExit(std::move(paths));
        return status;
    }

    // The summary line on standard error, and the exit status.
    static int finishCheck(CliIo& io, const QString& path, const OverrideFile& file,
                           qsizetype entries) {
        io.out.flush();
        const auto plural = [](qsizetype n, const char* one, const char* many) -> QString {
            return QString::number(n) + u' ' + QLatin1StringView(n == 1 ? one : many);
        };
        io.err << path << ": " << plural(entries, "entry", "entries") << ", "
               << plural(file.errorCount(), "error", "errors") << ", "
               << plural(file.warningCount(), "warning", "warnings") << Qt::endl;
        return file.hasErrors() ? ExitFindings : ExitOk;
    }

    // One note per alternative, in the diagnostics' own line format so editors can jump to it.
    static void printChances(QTextStream& out, const QString& path, const OverrideFile& file) {
        const QString pick = OverrideFile::pickModeName(file.pick);
        for (const OverrideEntry& entry : file.entries) {
            if (entry.hasErrors)
                continue;
            if (entry.event.isHook()) {
                printHookChance(out, path, entry);
                continue;
            }
            const EventOutcome chances = OverrideChances::compute(entry, file.pick);
            constexpr quint32 noted = static_cast<quint32>(Verdict::NeverChosen) |
                                      static_cast<quint32>(Verdict::GatedOff);
            for (size_t i = 0; i < entry.alternatives.size(); ++i) {
                const OverrideAlternative& a = entry.alternatives[i];
                const StatedChance& c = chances.stated[i];
                out << path << ':' << a.sourceSpan.line << ':' << a.sourceSpan.column
                    << ": note: " << a.sourceText() << " plays " << percent(c.chance);
                if (c.exact)
                    out << " (" << c.exact->toString() << ')';
                out << " under !pick " << pick;
                for (const QString& key : verdictKeys(chances.variants[i].verdicts & noted))
                    out << ", " << key;
                out << '\n';
            }
        }
    }

    // A hook line has no pick: a SoundTable hook's new sound type plays by its table's odds, a
    // SoundTweaked hook's source by the line's probability through the client's gate (a Sound
    // hook always plays; `check --dat` refuses a probability on one).
    static void printHookChance(QTextStream& out, const QString& path, const OverrideEntry& entry) {
        const OverrideSpan& at = entry.firesSound             ? entry.firesSoundSpan
                                 : entry.alternatives.empty() ? entry.eventSpan
                                                              : entry.alternatives[0].sourceSpan;
        out << path << ':' << at.line << ':' << at.column << ": note: ";
        if (entry.firesSound) {
            out << "the hook fires " << entry.firesSoundText().sliced(6)
                << " by the odds of the object's table\n";
        } else if (entry.isSilenced()) {
            out << "the hook plays nothing\n";
        } else {
            const OverrideAlternative& a = entry.alternatives[0];
            const float p = static_cast<float>(a.probability);
            out << a.sourceText() << " plays "
                << percent(double(PlayGate::count(p, FpuModel::Single)) / PlayGate::Outcomes)
                << " (" << PlayGate::count(p, FpuModel::Single) << " of " << PlayGate::Outcomes
                << ") by a SoundTweaked hook's gate; a Sound hook always plays it\n";
        }
    }

    int diff(const QCommandLineParser& parser, CliIo& io) const {
        const QString originalPath = positional(parser, 1);
        const QString editedPath = positional(parser, 2);
        if (editedPath.isEmpty())
            return usageError(io, name(), u"missing EDITED.dat"_s);
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"diff needs -o FILE"_s);
        auto original = DatFile::open(originalPath);
        if (!original)
            return fail(io, original.error().inFile(originalPath));
        auto edited = DatFile::open(editedPath);
        if (!edited)
            return fail(io, edited.error().inFile(editedPath));
        auto before = SoundCatalog::load(**original);
        if (!before)
            return fail(io, before.error().inFile(originalPath));
        auto after = SoundCatalog::load(**edited);
        if (!after)
            return fail(io, after.error().inFile(editedPath));
        for (const auto& problem : before->problems())
            io.err << originalPath << ": " << problem.error.toString() << " (left out)\n";
        for (const auto& problem : after->problems())
            io.err << editedPath << ": " << problem.error.toString() << " (left out)\n";
        OverrideDiff::Changes result = OverrideDiff::diff(before->tables(), after->tables());
        // The sound hooks of the Animations and PhysicsScripts whose bytes differ.
        auto hooks = OverrideHookDiff::changedRecords(**original, **edited);
        if (!hooks)
            return fail(io, hooks.error());
        OverrideHookDiff::diff(hooks->first, hooks->second, result);
        const QByteArray text = OverrideDiff::write(result, QFileInfo(originalPath).fileName(),
                                                    QFileInfo(editedPath).fileName());
        if (auto written = writeFileAtomically(output, text); !written)
            return fail(io, written.error());
        for (const QString& note : result.notes)
            io.err << "note: " << note << '\n';
        io.out << output << ": " << result.changedSounds << " changed, " << result.addedSounds
               << " added, " << result.removedSounds << " silenced";
        if (result.changedHooks + result.silencedHooks > 0)
            io.out << "; hooks: " << result.changedHooks << " changed, " << result.silencedHooks
                   << " silenced";
        io.out << '\n';
        io.out.flush();
        return ExitOk;
    }

    int pack(const QCommandLineParser& parser, CliIo& io, const QString& path) const {
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"pack needs -o DIR"_s);
        OverridePack::Options options;
        options.force = parser.isSet(u"force"_s);
        if (parser.isSet(u"quality"_s)) {
            bool ok = false;
            const float q = parser.value(u"quality"_s).toFloat(&ok);
            if (!ok || q < VorbisBaker::MinQuality || q > VorbisBaker::MaxQuality)
                return usageError(io, name(), u"--quality takes a number from -0.1 to 1"_s);
            options.quality = q;
        }
        auto target = normalize::normalizeArgument(parser);
        if (!target)
            return usageError(io, name(), target.error().message);
        options.normalize = *target;
        auto summary = OverridePack::pack(path, output, options);
        if (!summary)
            return fail(io, summary.error());
        for (const OverridePack::Sound& sound : summary->sounds) {
            io.out << sound.output << " <- " << sound.source
                   << (sound.route == VorbisBaker::Route::Encoded ? " (encoded)"
                                                                  : " (passed through)")
                   << '\n';
            if (sound.normalized)
                io.out << "    normalized: "
                       << LoudnessNormalizer::describe(*sound.normalized, *options.normalize)
                       << '\n';
        }
        io.out << summary->overrideFile << ": " << summary->sounds.size() << " sounds ("
               << summary->encoded << " encoded, " << summary->passedThrough << " passed through), "
               << summary->bytes << " bytes\n";
        io.out.flush();
        return ExitOk;
    }

    int show(const QCommandLineParser& parser, CliIo& io, const QString& path,
             const OverrideFile& file) const {
        if (jsonRequested(parser)) {
            OverrideJson::write(
                file,
                [&io](QByteArrayView piece) {
                    io.out << QString::fromUtf8(piece.data(), piece.size());
                },
                io.prettyJson);
            if (!io.prettyJson)
                io.out << '\n'; // as printJson() ends a compact document
            io.out.flush();
            return file.hasErrors() ? ExitFindings : ExitOk;
        }
        QTextStream& out = io.out;
        out << path << ": override version " << file.version << ", volume "
            << OverrideFile::volumeUnitName(file.volumeUnit) << ", pick "
            << OverrideFile::pickModeName(file.pick);
        if (!file.root.isEmpty())
            out << ", root " << file.root;
        out << ", " << file.entries.size() << " entries\n";
        for (const OverrideEntry& entry : file.entries) {
            out << "line " << entry.line << ": " << entry.event.toText() << ", priority "
                << OverrideSyntax::formatNumber(entry.priority);
            if (entry.isSilenced()) {
                out << ": silenced\n";
                continue;
            }
            if (entry.firesSound) {
                out << ": fires " << entry.firesSoundText().sliced(6) << '\n';
                continue;
            }
            out << '\n';
            const EventOutcome chances = OverrideChances::compute(entry, file.pick);
            for (size_t i = 0; i < entry.alternatives.size(); ++i) {
                const OverrideAlternative& a = entry.alternatives[i];
                const StatedChance& c = chances.stated[i];
                out << "  " << a.sourceText() << "  volume "
                    << OverrideSyntax::formatNumber(a.volume) << "  probability "
                    << OverrideSyntax::formatNumber(a.probability) << "  plays "
                    << percent(c.chance);
                if (c.exact)
                    out << " (" << c.exact->toString() << ')';
                for (const QString& key : verdictKeys(chances.variants[i].verdicts))
                    out << "  " << key;
                out << '\n';
            }
            out << "  silence " << percent(chances.silenceChance()) << '\n';
        }
        printDiagnostics(out, path, file);
        out.flush();
        return file.hasErrors() ? ExitFindings : ExitOk;
    }

    int format(const QCommandLineParser& parser, CliIo& io, const QString& path,
               const OverrideFile& file) const {
        if (file.hasErrors()) {
            // Lines that could not be read are not in the model: rewriting would lose them.
            printDiagnostics(io.err, path, file);
            io.err << "soundstage-cli: " << path << ": not formatted: fix the errors first"
                   << Qt::endl;
            return ExitFindings;
        }
        // Streamed: the canonical text of a large file is never held whole.
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty()) {
            OverrideWriter::write(file, [&io](QStringView piece) { io.out << piece; });
            io.out.flush();
            return ExitOk;
        }
        auto target = AtomicFile::create(output);
        if (!target)
            return fail(io, target.error());
        Result<void> written;
        OverrideWriter::writeUtf8(file, [&](QByteArrayView piece) {
            if (written)
                written = (*target)->append(piece);
        });
        if (written)
            written = (*target)->commit();
        if (!written)
            return fail(io, written.error());
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(OverrideCommand)

} // namespace soundstage::cli
