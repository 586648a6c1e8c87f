#pragma once

#include "core/common/error.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QString>
#include <QTextStream>

#include <memory>
#include <vector>

namespace soundstage::cli {

/// Exit statuses of soundstage-cli (documented in soundstage-cli(1)).
enum ExitStatus : int {
    ExitOk = 0,
    ExitFindings = 2, ///< bad input, or a check that found problems
    ExitUsage = 64,   ///< the command line itself is wrong
};

/// Where a command writes. Tests and the dispatcher pass stdout/stderr.
struct CliIo {
    QTextStream& out;
    QTextStream& err;
    /// printJson() indents: --pretty was given, or standard output is a terminal. Compact
    /// otherwise, which is what scripts read (and a third of the bytes).
    bool prettyJson = false;
};

/// One `soundstage-cli <name>` command. Subclasses declare their options and arguments on a
/// parser, then run with the parsed result. A command file registers its class with
/// SOUNDSTAGE_CLI_COMMAND(ClassName), written inside `namespace soundstage::cli`, and nothing
/// else needs to know about it.
///
/// Language: the CLI speaks English on purpose, so scripts and bug reports read the same on
/// every system. Its own texts (summaries, option help, messages, reports) are plain literals,
/// never tr() or QCoreApplication::translate(); core errors it prints come as core made them.
class CliCommand {
public:
    virtual ~CliCommand() = default;
    [[nodiscard]] virtual QString name() const = 0;
    [[nodiscard]] virtual QString summary() const = 0;
    /// Adds options and positional arguments; --help is added by the dispatcher.
    virtual void configure(QCommandLineParser& parser) const = 0;
    /// Runs; returns an ExitStatus. Bad input is reported through fail().
    virtual int run(const QCommandLineParser& parser, CliIo& io) const = 0;
};

/// All registered commands, sorted by name.
[[nodiscard]] const std::vector<std::unique_ptr<CliCommand>>& commands();
bool registerCommand(std::unique_ptr<CliCommand> command);

/// Prints "soundstage-cli: <where>: <what>" on stderr and returns ExitFindings.
int fail(CliIo& io, const Error& error);
/// Prints "soundstage-cli: <name>: <message>" plus a hint to --help, returns ExitUsage.
int usageError(CliIo& io, const QString& command, const QString& message);

/// The standard `--json` option; jsonRequested() tells whether it was given.
void addJsonOption(QCommandLineParser& parser);
[[nodiscard]] bool jsonRequested(const QCommandLineParser& parser);
/// Writes an indented JSON document followed by a newline.
void printJson(CliIo& io, const QJsonDocument& document);
/// Writes UTF-8 text to io.out: straight to its device when it has one (standard output, after
/// what the stream holds), else through the stream (a test's string).
void writeUtf8(CliIo& io, QByteArrayView utf8);

/// Positional argument `index`, or an empty string when missing.
[[nodiscard]] QString positional(const QCommandLineParser& parser, int index);

} // namespace soundstage::cli

#define SOUNDSTAGE_CLI_COMMAND(Class)                                                              \
    namespace {                                                                                    \
    [[maybe_unused]] const bool registered##Class =                                                \
        ::soundstage::cli::registerCommand(std::make_unique<Class>());                             \
    }
