// soundstage-cli devices: the audio output devices OpenAL lists, and whether offline
// (loopback) rendering works here.
#include "app/cli/clicommand.h"

#include "core/audio/openalengine.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {

namespace {

class DevicesCommand final : public CliCommand {
public:
    [[nodiscard]] QString name() const override { return u"devices"_s; }
    [[nodiscard]] QString summary() const override {
        return u"Lists the audio output devices (the default one marked *)"_s;
    }
    void configure(QCommandLineParser& parser) const override { addJsonOption(parser); }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        if (!parser.positionalArguments().isEmpty())
            return usageError(io, name(), u"devices takes no arguments"_s);
        const QStringList devices = OpenAlEngine::outputDevices();
        const QString defaultDevice = OpenAlEngine::defaultOutputDevice();
        OpenAlEngine::Options options;
        options.output = OpenAlEngine::Output::Loopback;
        const OpenAlEngine loopback(options);

        if (jsonRequested(parser)) {
            QJsonObject root;
            root.insert(u"devices"_s, QJsonArray::fromStringList(devices));
            root.insert(u"default"_s, defaultDevice.isEmpty() ? QJsonValue() : defaultDevice);
            root.insert(u"loopback"_s, loopback.hasOutput());
            root.insert(u"loopbackStatus"_s, loopback.status());
            printJson(io, QJsonDocument(root));
            return ExitOk;
        }
        if (devices.isEmpty())
            io.out << u"no audio output devices"_s << '\n';
        for (const QString& device : devices)
            io.out << (device == defaultDevice ? "* " : "  ") << device << '\n';
        io.out << u"offline rendering: %1"_s.arg(loopback.status()) << '\n';
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(DevicesCommand)

} // namespace soundstage::cli
