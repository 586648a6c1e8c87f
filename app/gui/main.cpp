// soundstage: the editor. Opens the dat named on the command line, or the built-in demo dat.
#include "widgets/fileactions.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

/// Loads Qt's own translations and Soundstage's (":/i18n/soundstage_<lang>.qm", embedded by
/// qt_add_translations once translations/ has .ts files) for the system locale.
void installTranslations(QApplication& app) {
    const QLocale locale;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    if (own->load(locale, u"soundstage"_s, u"_"_s, u":/i18n"_s))
        QApplication::installTranslator(own);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Soundstage"_s);
    QApplication::setApplicationName(u"soundstage"_s);
    QApplication::setApplicationDisplayName(u"Soundstage"_s);
    QApplication::setApplicationVersion(QStringLiteral(SOUNDSTAGE_VERSION));
    QApplication::setWindowIcon(QIcon(u":/icons/org.soundstage.Soundstage.png"_s));
    installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Editor for the sound data of Asheron's Call client dats."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        u"dat"_s, QApplication::translate("main", "The dat to open (default: the demo dat)."));
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
