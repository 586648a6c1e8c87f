// soundstage: the editor. Opens the dat named on the command line, or the built-in demo dat.
#include "core/common/truncationguard.h"
#include "widgets/session/preferences.h"
#include "widgets/session/translationloader.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

/// The translations for the language chosen in the preferences, or else the system locale.
/// Soundstage's .qm files sit in share/soundstage/translations next to the program's bin/
/// (resources/CMakeLists.txt puts them there in the build tree and installs them there), so
/// both trees work alike. Needs the application's names set first (QSettings reads them).
void installTranslations(QCoreApplication& app) {
    soundstage::installTranslations(app, soundstage::Preferences::load(QSettings()).language,
                                    QCoreApplication::applicationDirPath() +
                                        u"/../share/soundstage/translations"_s);
}

void describeCommandLine(QCommandLineParser& parser) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "soundstage::gui", "Editor for the sound data of Asheron's Call client dats."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        u"dat"_s,
        QCoreApplication::translate("soundstage::gui", "The dat to open (default: the demo dat)."));
}

void nameApplication() {
    QCoreApplication::setOrganizationName(u"Soundstage"_s);
    QCoreApplication::setApplicationName(u"soundstage"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(SOUNDSTAGE_VERSION));
}

/// Exit statuses: 0 after --help / --version, 64 on a usage error, 69 when no display can be
/// reached (the sysexits.h values soundstage-cli uses too).
constexpr int ExitUsage = 64;
constexpr int ExitNoDisplay = 69;

/// What the command line asks for, read before any window system is touched: --help,
/// --version and usage errors must work in a terminal without a display, where a QApplication
/// could not even be constructed.
struct CommandLine {
    bool ok = false;
    int exitCode = 0;  ///< when not ok: what to exit with (0 after --help / --version)
    QStringList files; ///< the dat to open, if one was named
    QString platform;  ///< -platform NAME, which QApplication reads itself
};

/// The options QApplication takes from the command line itself (QGuiApplication and
/// QApplication documentation): accepted here, hidden from --help, and left for Qt to read.
void acceptQtOptions(QCommandLineParser& parser) {
    const char* withValue[] = {"platform",      "platformpluginpath",
                               "platformtheme", "plugin",
                               "style",         "stylesheet",
                               "geometry",      "qwindowgeometry",
                               "title",         "qwindowtitle",
                               "icon",          "qwindowicon",
                               "display",       "session",
                               "name",          "fontengine",
                               "dialogs"};
    const char* flags[] = {"reverse", "nograb", "dograb", "sync", "widgetcount"};
    for (const char* name : withValue) {
        QCommandLineOption option(QString::fromLatin1(name));
        option.setValueName(u"value"_s);
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    for (const char* name : flags) {
        QCommandLineOption option(QString::fromLatin1(name));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
}

CommandLine readCommandLine(int argc, char** argv) {
    QCoreApplication core(argc, argv);
    nameApplication();
    installTranslations(core);
    QCommandLineParser parser;
    describeCommandLine(parser);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    acceptQtOptions(parser);
    const auto usageError = [&parser](const QString& message) {
        QTextStream err(stderr);
        err << "soundstage: " << message << Qt::endl
            << QCoreApplication::translate("soundstage::gui", "Usage: soundstage [DAT]") << Qt::endl
            << QCoreApplication::translate("soundstage::gui", "Try 'soundstage --help'.")
            << Qt::endl;
        return CommandLine{false, ExitUsage, {}};
    };
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s))
        parser.showHelp(0); // prints and exits
    if (parser.isSet(u"version"_s))
        parser.showVersion(); // prints and exits
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return usageError(
            QCoreApplication::translate("soundstage::gui", "one dat at a time (%1 were given)")
                .arg(files.size()));
    return CommandLine{true, 0, files, parser.value(u"platform"_s)};
}

/// True when the window system Qt will pick can be reached. Qt aborts (exit 134, "Reinstalling
/// the application may fix this problem") when its platform plugin finds no display, so the
/// usual case — a terminal without X11 or Wayland — is caught first. A platform named by
/// -platform or QT_QPA_PLATFORM other than xcb/wayland (offscreen, vnc, …) needs no display.
bool displayReachable(const QString& platformOption) {
    const QByteArray platform =
        platformOption.isEmpty() ? qgetenv("QT_QPA_PLATFORM") : platformOption.toUtf8();
    const bool needsDisplay =
        platform.isEmpty() || platform.startsWith("xcb") || platform.startsWith("wayland");
    return !needsDisplay || qEnvironmentVariableIsSet("DISPLAY") ||
           qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

} // namespace

int main(int argc, char** argv) {
    const CommandLine commandLine = readCommandLine(argc, argv);
    if (!commandLine.ok)
        return commandLine.exitCode;
    if (!displayReachable(commandLine.platform)) {
        QTextStream(stderr)
            << "soundstage: no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY "
               "is set). Start it from a desktop session, or use soundstage-cli, which needs "
               "no display."
            << Qt::endl;
        return ExitNoDisplay;
    }

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(u"Soundstage"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/org.soundstage.Soundstage.png"_s));
    installTranslations(app);

    // A dat another program shortens under the editor reads as zeros past its new end instead
    // of ending the process; the window offers to open it again (DatChangeWatch).
    soundstage::TruncationGuard::readZerosOnTruncatedInput("soundstage");
    soundstage::MainWindow window;
    soundstage::StartupProbe::fromEnvironment(&window, window.fileActions());
    window.show();
    const QStringList files = commandLine.files;
    // Open once the event loop runs, so the window is up and dialogs have a parent on screen.
    QTimer::singleShot(0, &window, [&window, files] {
        if (files.isEmpty())
            window.fileActions()->openDemo();
        else
            window.fileActions()->openPath(files.front());
    });
    return app.exec();
}
