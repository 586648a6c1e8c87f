// Opening a dat shows it at once: the browser is populated and usable while the issue log is
// still checking (it says so), and the findings fill the log when they arrive. Replacing the
// document while its findings are computed — opening another dat, closing it — never shows the
// old document's findings. The findings' worker is held back on a gate (a pool of one thread
// kept busy until the test opens it), so "before the findings" is a state, not a race.
#include "core/demo/demodat.h"
#include "core/demo/synthdat.h"
#include "core/document/document.h"
#include "core/document/documentvalidator.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/issuelogmodel.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/mainwindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

/// A pool of one thread that runs nothing until open(): work started on it waits its turn.
class Gate {
public:
    Gate() {
        m_pool.setMaxThreadCount(1);
        m_pool.start([this] { m_released.acquire(); });
    }
    ~Gate() {
        open();
        m_pool.waitForDone();
    }
    QThreadPool* pool() { return &m_pool; }
    void open() {
        if (!m_opened) {
            m_opened = true;
            m_released.release();
        }
    }

private:
    QThreadPool m_pool;
    QSemaphore m_released;
    bool m_opened = false;
};

/// The messages of the log's findings (entries of kind Check), in order.
QStringList findingTexts(const IssueLogModel* entries) {
    QStringList texts;
    for (int r = 0; r < entries->rowCount(); ++r) {
        const QModelIndex kind = entries->index(r, IssueLogModel::KindColumn);
        if (kind.data(IssueLogModel::KindRole).toInt() ==
            static_cast<int>(IssueLogModel::Kind::Check))
            texts << entries->index(r, IssueLogModel::IssueColumn).data().toString();
    }
    return texts;
}

QStringList validatorTexts(const QString& path) {
    QStringList texts;
    auto document = Document::open(path, {{}, false});
    if (!document)
        return texts;
    for (const Finding& finding : DocumentValidator::findings((*document)->catalog()))
        texts << finding.message;
    return texts;
}

} // namespace

class TestOpenBeforeFindings final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_synth;
    std::unique_ptr<Gate> m_gate;
    std::unique_ptr<MainWindow> m_window;

    IssueLogDock* log() const { return m_window->issueLog(); }
    BrowserModel* browser() const { return m_window->browser()->model(); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_demo).has_value());
        // A second dat whose findings differ from the demo's.
        m_synth = m_dir.filePath(u"synth.dat"_s);
        SynthDat::Params params;
        params.entries = 3000;
        params.tables = 60;
        params.waves = 300;
        params.bytes = qint64(4) << 20;
        QVERIFY(SynthDat::write(m_synth, params).has_value());
        const QStringList demo = validatorTexts(m_demo);
        const QStringList synth = validatorTexts(m_synth);
        QVERIFY(!demo.isEmpty());
        QVERIFY(demo != synth);
    }

    void init() {
        // The gate first: it outlives the window, whose tasks wait for their work at the end.
        m_gate = std::make_unique<Gate>();
        m_window = std::make_unique<MainWindow>(std::make_unique<FakePrompts>());
        m_window->fileActions()->setDocumentOptions({{}, false});
        m_window->show();
        log()->findingsTask()->setPool(m_gate->pool());
    }

    void cleanup() {
        m_gate->open();
        m_window.reset();
        m_gate.reset();
    }

    void theBrowserIsUsableBeforeTheFindings() {
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_demo));
        // Shown and usable: every record listed, a filter narrows it, a row selects its place.
        QVERIFY(log()->isChecking());
        const Document* document = m_window->session()->document();
        QCOMPARE(browser()->totalCount(BrowserModel::Tables),
                 static_cast<int>(document->catalog().tables().size()));
        QCOMPARE(browser()->totalCount(BrowserModel::Waves),
                 static_cast<int>(document->catalog().waves().size()));
        const quint32 table = DemoDat::HumanTable;
        m_window->browser()->filterEdit()->setText(u"0x%1"_s.arg(table, 8, 16, QChar(u'0')));
        QCOMPARE(browser()->visibleCount(BrowserModel::Tables), 1);
        m_window->session()->navigate(DocumentLocation::table(table));
        QCOMPARE(m_window->session()->currentLocation(), DocumentLocation::table(table));

        // Views not on screen wait: the Ambient dock (a tab behind the listener) has no tree yet.
        AmbientView* ambient = m_window->audition()->ambient();
        QTreeWidget* ambientTree = ambient->findChild<QTreeWidget*>();
        QCOMPARE(ambientTree->topLevelItemCount(), 0);
        // Its tab brought to the front: the tree is built.
        auto* ambientDock = qobject_cast<QDockWidget*>(ambient->parentWidget());
        QVERIFY(ambientDock);
        ambientDock->raise();
        QCoreApplication::processEvents();
        QVERIFY(ambientTree->topLevelItemCount() > 0);

        // The log says it is still checking and holds no findings yet.
        QVERIFY(log()->checkingNote()->isVisibleTo(log()));
        QVERIFY2(log()->windowTitle().contains(u"checking"_s), qPrintable(log()->windowTitle()));
        QVERIFY(findingTexts(log()->entries()).isEmpty());

        // Let the findings be computed: the log fills in and stops saying it checks.
        QSignalSpy refreshed(log(), &IssueLogDock::refreshed);
        m_gate->open();
        QVERIFY(refreshed.wait(30000));
        QVERIFY(!log()->isChecking());
        QVERIFY(!log()->checkingNote()->isVisibleTo(log()));
        QVERIFY2(!log()->windowTitle().contains(u"checking"_s), qPrintable(log()->windowTitle()));
        QCOMPARE(findingTexts(log()->entries()), validatorTexts(m_demo));
    }

    void anotherDatWhileCheckingShowsOnlyItsFindings() {
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_demo));
        QVERIFY(log()->isChecking());
        // The demo's findings are still waiting when the next dat replaces it.
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_synth));
        QVERIFY(log()->isChecking());
        QVERIFY(findingTexts(log()->entries()).isEmpty());
        QSignalSpy refreshed(log(), &IssueLogDock::refreshed);
        m_gate->open();
        QVERIFY(refreshed.wait(30000));
        QCOMPARE(refreshed.size(), 1); // the demo's result was dropped, not shown first
        QVERIFY(!log()->isChecking());
        QCOMPARE(findingTexts(log()->entries()), validatorTexts(m_synth));
        // And nothing of the demo's arrives later.
        m_gate->pool()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(findingTexts(log()->entries()), validatorTexts(m_synth));
    }

    void closingWhileCheckingShowsNothing() {
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_demo));
        QVERIFY(log()->isChecking());
        m_window->session()->setDocument(nullptr);
        QVERIFY(!log()->isChecking());
        QCOMPARE(log()->entries()->rowCount(), 0);
        QCOMPARE(browser()->totalCount(BrowserModel::Tables), 0);
        // The cancelled computation runs to its end on the worker; its result goes nowhere.
        QSignalSpy finished(log()->findingsTask(), &BackgroundTask::finished);
        m_gate->open();
        m_gate->pool()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 0);
        QCOMPARE(log()->entries()->rowCount(), 0);
        QVERIFY(!log()->checkingNote()->isVisibleTo(log()));
    }
};

QTEST_MAIN(TestOpenBeforeFindings)
#include "tst_openbeforefindings.moc"
