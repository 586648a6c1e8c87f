// soundstage: the editor. Opens the dat named on the command line, or the built-in demo dat.
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/session/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

/// Loads Qt's own translations and Soundstage's for the language chosen in the preferences, or
/// else the system locale. Soundstage's .qm files sit in share/soundstage/translations next to
/// the program's bin/ (resources/CMakeLists.txt puts them there in the build tree and installs
/// them there), so both trees work alike. Needs the application's names set first (QSettings
/// reads them).
void installTranslations(QCoreApplication& app) {
    const QString chosen = soundstage::Preferences::load(QSettings()).language;
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    QLocale::setDefault(locale);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    const QString dir =
        QCoreApplication::applicationDirPath() + u"/../share/soundstage/translations"_s;
    if (own->load(locale, u"soundstage"_s, u"_"_s, dir))
        QCoreApplication::installTranslator(own);
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

/// --version and --help print and exit; they must work in a terminal without a display, where a
/// QApplication could not even be constructed.
bool onlyPrints(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        if (arg == "--version" || arg == "-v" || arg == "--help" || arg == "-h" ||
            arg == "--help-all" || arg == "-?")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (onlyPrints(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameApplication();
        installTranslations(core);
        QCommandLineParser parser;
        describeCommandLine(parser);
        parser.process(core); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(u"Soundstage"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/org.soundstage.Soundstage.png"_s));
    installTranslations(app);

    QCommandLineParser parser;
    describeCommandLine(parser);
    parser.process(app);

    soundstage::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    // Open once the event loop runs, so the window is up and dialogs have a parent on screen.
    QTimer::singleShot(0, &window, [&window, files] {
        if (files.isEmpty())
            window.fileActions()->openDemo();
        else
            window.fileActions()->openPath(files.front());
    });
    return app.exec();
}
