#include "app/cli/clicommand.h"

#include <QIODevice>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage::cli {

namespace {
std::vector<std::unique_ptr<CliCommand>>& registry() {
    static std::vector<std::unique_ptr<CliCommand>> all;
    return all;
}
} // namespace

const std::vector<std::unique_ptr<CliCommand>>& commands() {
    auto& all = registry();
    std::sort(all.begin(), all.end(),
              [](const auto& a, const auto& b) { return a->name() < b->name(); });
    return all;
}

bool registerCommand(std::unique_ptr<CliCommand> command) {
    registry().push_back(std::move(command));
    return true;
}

int fail(CliIo& io, const Error& error) {
    io.err << "soundstage-cli: " << error.toString() << Qt::endl;
    return ExitFindings;
}

int usageError(CliIo& io, const QString& command, const QString& message) {
    io.err << "soundstage-cli: " << command << ": " << message << Qt::endl;
    io.err << "Try 'soundstage-cli " << command << " --help'." << Qt::endl;
    return ExitUsage;
}

void addJsonOption(QCommandLineParser& parser) {
    parser.addOption(QCommandLineOption(u"json"_s, u"Print JSON instead of text."_s));
    parser.addOption(QCommandLineOption(
        u"pretty"_s,
        u"Indent the JSON for people (the default on a terminal; compact otherwise)."_s));
}

bool jsonRequested(const QCommandLineParser& parser) {
    return parser.isSet(u"json"_s);
}

void printJson(CliIo& io, const QJsonDocument& document) {
    io.out << QString::fromUtf8(
        document.toJson(io.prettyJson ? QJsonDocument::Indented : QJsonDocument::Compact));
    if (!io.prettyJson)
        io.out << '\n';
    io.out.flush();
}

void writeUtf8(CliIo& io, QByteArrayView utf8) {
    if (QIODevice* device = io.out.device()) {
        io.out.flush();
        device->write(utf8.data(), utf8.size());
        return;
    }
    io.out << QString::fromUtf8(utf8);
}

QString positional(const QCommandLineParser& parser, int index) {
    const QStringList args = parser.positionalArguments();
    return index < args.size() ? args.at(index) : QString();
}

} // namespace soundstage::cli
