// What the demo dat is called and where file dialogs start: the demo's cache path never shows
// (title, recent files, dialogs), and Save proposes a sensible name for a patched copy.
#include "fakeprompts.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/saveactions.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QString documentsOrHome() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() || !QFileInfo(documents).isDir() ? QDir::homePath() : documents;
}

bool touch(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("x", 1) == 1;
}

} // namespace

class TestDocumentPlaces : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init() { QSettings().clear(); }

    void theDemoIsNamedNotLocated() {
        const QString demo = DocumentPlaces::demoDatPath();
        QVERIFY(demo.startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)));
        QVERIFY(DocumentPlaces::isDemoDat(demo));
        QCOMPARE(DocumentPlaces::displayName(demo), u"Demo dat"_s);
        const QString other = m_dir.filePath(u"client_portal.dat"_s);
        QVERIFY(!DocumentPlaces::isDemoDat(other));
        QCOMPARE(DocumentPlaces::displayName(other), u"client_portal.dat"_s);
        // A file called demo.dat elsewhere is the user's own.
        QVERIFY(!DocumentPlaces::isDemoDat(m_dir.filePath(u"demo.dat"_s)));
        QCOMPARE(DocumentPlaces::displayName(m_dir.filePath(u"demo.dat"_s)), u"demo.dat"_s);
        QVERIFY(!DocumentPlaces::isDemoDat({}));
        QCOMPARE(DocumentPlaces::displayName({}), QString());
    }

    void dialogsStartInTheUsersFolders() {
        // A dat of the user's: its own folder.
        const QString own = m_dir.filePath(u"client_portal.dat"_s);
        QCOMPARE(DocumentPlaces::startFolder(own), m_dir.path());
        // The demo and no dat: Documents (or home) until a file is chosen, then that folder.
        QCOMPARE(DocumentPlaces::startFolder(DocumentPlaces::demoDatPath()), documentsOrHome());
        QCOMPARE(DocumentPlaces::startFolder({}), documentsOrHome());
        QTemporaryDir chosen;
        QVERIFY(chosen.isValid());
        DocumentPlaces::rememberChosen(chosen.filePath(u"mine.txt"_s));
        QCOMPARE(DocumentPlaces::startFolder(DocumentPlaces::demoDatPath()), chosen.path());
        QCOMPARE(DocumentPlaces::startFolder({}), chosen.path());
        QCOMPARE(DocumentPlaces::startFolder(own), m_dir.path());
        // The cache folder is never remembered; a cancelled dialog changes nothing.
        DocumentPlaces::rememberChosen(DocumentPlaces::demoDatPath());
        DocumentPlaces::rememberChosen({});
        QCOMPARE(DocumentPlaces::startFolder({}), chosen.path());
        // A remembered folder that is gone falls back to Documents.
        const QString gone = chosen.path();
        QVERIFY(chosen.remove());
        QVERIFY(!QFileInfo::exists(gone));
        QCOMPARE(DocumentPlaces::startFolder({}), documentsOrHome());
    }

    void savedCopyNames_data() {
        QTest::addColumn<QString>("dat");
        QTest::addColumn<QStringList>("existing");
        QTest::addColumn<QString>("expected");
        QTest::newRow("first copy") << u"demo.dat"_s << QStringList{} << u"demo-edited.dat"_s;
        QTest::newRow("copy of a copy")
            << u"demo-edited.dat"_s << QStringList{u"demo-edited.dat"_s} << u"demo-edited-2.dat"_s;
        QTest::newRow("numbered copy")
            << u"demo-edited-2.dat"_s << QStringList{u"demo-edited.dat"_s, u"demo-edited-2.dat"_s}
            << u"demo-edited-3.dat"_s;
        QTest::newRow("gaps are reused")
            << u"demo-edited-7.dat"_s << QStringList{u"demo-edited-7.dat"_s}
            << u"demo-edited.dat"_s;
        QTest::newRow("existing copies")
            << u"client_portal.dat"_s
            << QStringList{u"client_portal-edited.dat"_s, u"client_portal-edited-2.dat"_s}
            << u"client_portal-edited-3.dat"_s;
        QTest::newRow("edited inside the name")
            << u"my-edited-sounds.dat"_s << QStringList{} << u"my-edited-sounds-edited.dat"_s;
        QTest::newRow("only the suffix")
            << u"-edited.dat"_s << QStringList{} << u"dat-edited.dat"_s;
    }

    void savedCopyNames() {
        QFETCH(QString, dat);
        QFETCH(QStringList, existing);
        QFETCH(QString, expected);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        for (const QString& name : existing)
            QVERIFY(touch(folder.filePath(name)));
        QCOMPARE(DocumentPlaces::savedCopyName(folder.filePath(dat), folder.path()), expected);
    }

    // The window on the demo dat: title, recent files, Save As and Open never show the cache.
    void theWindowOnTheDemo() {
        auto* prompts = new FakePrompts;
        MainWindow window{std::unique_ptr<UserPrompts>(prompts)};
        window.fileActions()->setDocumentOptions({m_dir.filePath(u"journal"_s), true});
        window.show();
        QSignalSpy opened(window.fileActions(), &FileActions::openFinished);
        window.fileActions()->openDemo();
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(opened.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Opened);
        QVERIFY2(window.windowTitle().startsWith(u"Demo dat"_s), qPrintable(window.windowTitle()));
        const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        QVERIFY(!window.windowTitle().contains(cache));

        bool listedByName = false;
        QList<QMenu*> menus = window.findChildren<QMenu*>();
        menus << window.fileActions()->recentMenu();
        for (QMenu* menu : std::as_const(menus))
            for (QAction* action : menu->actions()) {
                QVERIFY2(!action->text().contains(cache), qPrintable(action->text()));
                listedByName = listedByName || action->text().endsWith(u" Demo dat"_s);
            }
        QVERIFY(listedByName);

        auto* context = window.findChild<FileMenuContext*>();
        auto* saves = window.findChild<SaveActions*>();
        QVERIFY(context && saves);
        QStringList suggested;
        QString answer;
        context->setFileChooser([&](FileMenuContext::Purpose, const QString& path) {
            suggested << path;
            return answer;
        });
        saves->saveAsAction()->trigger();
        QCOMPARE(suggested.size(), 1);
        QCOMPARE(suggested.back(), QDir(documentsOrHome()).filePath(u"demo-edited.dat"_s));

        // A folder chosen once is where the next dialog starts, and an existing copy is not
        // proposed again.
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QVERIFY(touch(target.filePath(u"demo-edited.dat"_s)));
        answer.clear();
        DocumentPlaces::rememberChosen(target.filePath(u"demo-edited.dat"_s));
        saves->saveAsAction()->trigger();
        QCOMPARE(suggested.size(), 2);
        QCOMPARE(suggested.back(), target.filePath(u"demo-edited-2.dat"_s));

        window.fileActions()->openAction()->trigger();
        QCOMPARE(prompts->openStartedIn, target.path());
        window.session()->document()->markSaved();
    }
};

QTEST_MAIN(TestDocumentPlaces)
#include "tst_documentplaces.moc"
