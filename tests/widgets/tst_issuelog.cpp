// The issue log shows every entry at its own severity — an override file's warnings as
// warnings, counted as `override check` counts them — and lets the user narrow the list by
// severity, kind and record or words, and sort it; clearing the override removes its entries.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "overridewindowfixture.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/issuelogfilter.h"
#include "widgets/editor/issuelogmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/overrideactions.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Footstep1 = 0x37;
using Severity = IssueLogModel::Severity;
using Kind = IssueLogModel::Kind;

// One warning (line 1) and one error (line 2, on Footstep1 of the human table), as
// `soundstage-cli override check` reports them: "1 error, 1 warning".
const QByteArray WarningAndError = "!colour red\n"
                                   "0x20000001/Footstep1, 0 = 0x0A000001, 7.5\n";

} // namespace

class TestIssueLog final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    IssueLogDock* log() const { return m_window->issueLog(); }

    /// The rows shown, as "Severity|Kind|Record|Issue".
    QStringList shownRows() const {
        const QAbstractItemModel* model = log()->model();
        QStringList rows;
        for (int r = 0; r < model->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < IssueLogDock::ColumnCount; ++c)
                cells << model->index(r, c).data().toString();
            rows << cells.join(u'|');
        }
        return rows;
    }

    int shownWith(Severity severity) const {
        const QAbstractItemModel* model = log()->model();
        int n = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            n += model->index(r, 0).data(IssueLogModel::SeverityRole).toInt() ==
                 static_cast<int>(severity);
        return n;
    }

private slots:
    void initTestCase() { QVERIFY(writeDemo()); }
    void init() {
        QVERIFY(openWindow());
        log()->refresh();
    }
    void cleanup() { closeWindow(); }

    void overrideWarningsAreWarnings() {
        const int errorsBefore = log()->entries()->count(Severity::Error);
        const int warningsBefore = log()->entries()->count(Severity::Warning);
        QVERIFY(apply(WarningAndError));
        QCOMPARE(log()->entries()->count(Severity::Error), errorsBefore + 1);
        QCOMPARE(log()->entries()->count(Severity::Warning), warningsBefore + 1);
        QVERIFY2(log()->windowTitle().contains(
                     u"errors: %1, warnings: %2"_s.arg(errorsBefore + 1).arg(warningsBefore + 1)),
                 qPrintable(log()->windowTitle()));

        const QStringList rows = shownRows();
        const QStringList warning = rows.filter(u"mod.txt:1:1: unknown directive"_s);
        QCOMPARE(warning.size(), 1);
        QVERIFY2(warning.front().startsWith(u"Warning|Override||"_s), qPrintable(warning.front()));
        const QStringList error = rows.filter(u"mod.txt:2:"_s);
        QCOMPARE(error.size(), 1);
        // The error's line is an entry of Footstep1 in the human table: the row names it.
        QVERIFY2(error.front().startsWith(u"Error|Override|%1|"_s.arg(hexId(DemoDat::HumanTable))),
                 qPrintable(error.front()));
        // The severity buttons count what the title counts.
        QVERIFY(log()
                    ->severityButton(Severity::Warning)
                    ->text()
                    .contains(QString::number(warningsBefore + 1)));
    }

    void anOverrideErrorJumpsToItsSound() {
        QVERIFY(apply(WarningAndError));
        const QAbstractItemModel* model = log()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex at = model->index(r, IssueLogDock::IssueColumn);
            if (!at.data().toString().startsWith(u"mod.txt:2:"_s))
                continue;
            session()->navigate(DocumentLocation::wave(0x0A000001));
            emit log()->view()->activated(at);
            QCOMPARE(session()->currentLocation().kind, DocumentLocation::Kind::Table);
            QCOMPARE(session()->currentLocation().id, DemoDat::HumanTable);
            QCOMPARE(session()->currentLocation().key, Footstep1);
            return;
        }
        QFAIL("no row for the error on line 2");
    }

    void clearingTheOverrideRemovesItsEntries() {
        const int before = log()->entries()->rowCount();
        QVERIFY(apply(WarningAndError));
        QVERIFY(log()->entries()->rowCount() > before);
        m_actions->clearOverrideAction()->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(log()->entries()->rowCount(), before);
        QVERIFY(shownRows().filter(u"mod.txt"_s).isEmpty());
    }

    void filtersBySeverityKindAndText() {
        QVERIFY(apply(WarningAndError));
        const int all = log()->model()->rowCount();
        QVERIFY(shownWith(Severity::Error) > 0);

        log()->severityButton(Severity::Error)->click();
        QCOMPARE(shownWith(Severity::Error), 0);
        QVERIFY(shownWith(Severity::Warning) > 0);
        log()->severityButton(Severity::Error)->click();
        QCOMPARE(log()->model()->rowCount(), all);

        QComboBox* kind = log()->kindBox();
        kind->setCurrentIndex(kind->findData(static_cast<int>(Kind::Override)));
        const QStringList overrides = shownRows();
        QCOMPARE(overrides.size(), 2);
        for (const QString& row : overrides)
            QVERIFY2(row.section(u'|', 1, 1) == u"Override"_s, qPrintable(row));
        kind->setCurrentIndex(0);
        QCOMPARE(log()->model()->rowCount(), all);

        QTest::keyClicks(log()->textFilter(), u"UNKNOWN directive"_s);
        QCOMPARE(shownRows().size(), 1);
        log()->textFilter()->clear();
        QTest::keyClicks(log()->textFilter(), hexId(DemoDat::HumanTable));
        const QStringList ofTable = shownRows();
        QVERIFY(!ofTable.isEmpty());
        for (const QString& row : ofTable)
            QVERIFY2(row.contains(hexId(DemoDat::HumanTable)), qPrintable(row));
    }

    void sortsBySeverity() {
        QVERIFY(apply(WarningAndError));
        log()->view()->sortByColumn(IssueLogDock::SeverityColumn, Qt::AscendingOrder);
        const QAbstractItemModel* model = log()->model();
        int last = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            const int severity = model->index(r, 0).data(IssueLogModel::SeverityRole).toInt();
            QVERIFY(severity >= last);
            last = severity;
        }
        QCOMPARE(model->index(0, 0).data().toString(), u"Error"_s);
    }
};

QTEST_MAIN(TestIssueLog)
#include "tst_issuelog.moc"
