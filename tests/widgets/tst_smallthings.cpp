// Small things a careful tool gets right, in the window on the demo dat: Add Sound Type offers
// real sound types only, a new variant starts from the selected one's wave, the wave completer
// shows whole ids, Roll and Play selects the row it chose, a roll keeps the odds chart's size,
// and a capped event count says it was capped.
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/transport.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCompleter>
#include <QDockWidget>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestSmallThings final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    TableEditor* editor() const { return m_window->tableEditor(); }
    VariantModel* model() const { return editor()->variantModel(); }
    QTableView* grid() const { return editor()->variantView(); }
    static quint32 footstep() { return parseSoundType(u"Footstep1").value(); }

    void showFootstep(int variant) {
        m_window->session()->navigate(
            DocumentLocation::sound(DemoDat::HumanTable, footstep(), variant));
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        m_window = test::openedWindow(m_dir, m_dat, QSize(1280, 720));
        QVERIFY(m_window);
    }

    void cleanup() {
        if (m_window && m_window->session()->document())
            m_window->session()->document()->markSaved();
        m_window.reset();
    }

    void addSoundTypeOffersRealSoundTypesOnly() {
        showFootstep(0);
        const QStringList names = editor()->soundTypesToAdd();
        QVERIFY(!names.isEmpty());
        QVERIFY(!names.contains(u"Invalid"_s));
        const SoundTable* table = m_window->session()->document()->table(DemoDat::HumanTable);
        QVERIFY(table);
        for (const QString& name : names) {
            const auto type = parseSoundType(name);
            QVERIFY2(type && *type != 0, qPrintable(name));
            QVERIFY2(!table->sound(*type), qPrintable(name)); // not in the table yet
        }
        QCOMPARE(names.size() + static_cast<int>(table->root.children.size()) + 1,
                 static_cast<int>(SoundTypeCount));
    }

    void aNewVariantStartsFromTheSelectedWave() {
        showFootstep(1);
        QCOMPARE(editor()->currentVariant(), 1);
        editor()->addVariantAction()->trigger();
        QCOMPARE(model()->rowCount(), 5);
        QCOMPARE(editor()->currentVariant(), 2);
        QCOMPARE(model()->index(2, VariantModel::WaveColumn).data(Qt::EditRole).toString(),
                 u"0x0A000002"_s);
    }

    void waveCompleterShowsWholeIds() {
        showFootstep(0);
        const QModelIndex index = model()->index(0, VariantModel::WaveColumn);
        grid()->setCurrentIndex(index);
        grid()->edit(index);
        auto* edit = grid()->viewport()->findChild<QLineEdit*>();
        QVERIFY(edit && edit->completer());
        edit->selectAll();
        QTest::keyClicks(edit, u"0x0a"_s);
        QAbstractItemView* popup = edit->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        const QAbstractItemModel* rows = popup->model();
        QVERIFY(rows->rowCount() > 5); // enough for a scroll bar
        const QFontMetrics metrics(popup->font());
        for (int r = 0; r < rows->rowCount(); ++r) {
            const QString text = rows->index(r, 0).data().toString();
            const QRect cell = popup->visualRect(rows->index(r, 0));
            if (cell.isEmpty())
                continue; // scrolled out of view
            QVERIFY2(std::min(cell.right(), popup->viewport()->width()) - cell.left() >=
                         metrics.horizontalAdvance(text),
                     qPrintable(text + u" in a %1-pixel row"_s.arg(cell.width())));
        }
        QTest::keyClick(edit, Qt::Key_Escape);
    }

    void rollAndPlaySelectsTheRowItChose() {
        showFootstep(0);
        Transport* transport = m_window->audition()->transport();
        // A seed whose first pick is not row 0, so the selection has to move.
        RollStep step;
        for (quint32 seed = 1; seed < 200 && step.index <= 0; ++seed) {
            showFootstep(0);
            transport->setSeed(seed);
            step = transport->rollAndPlay();
        }
        QVERIFY(step.index > 0);
        // The roll sets the session's location; the grid and the transport follow it.
        QCOMPARE(m_window->session()->currentLocation(),
                 DocumentLocation::sound(DemoDat::HumanTable, footstep(), step.index));
        QCOMPARE(editor()->currentVariant(), step.index);
        QCOMPARE(transport->selected(), step.index);
    }

    void aRollKeepsTheOddsChartsSize() {
        showFootstep(0);
        test::settle();
        OddsChart* odds = m_window->audition()->oddsChart();
        auto* dock = m_window->findChild<QDockWidget*>(u"oddsDock"_s);
        QVERIFY(dock);
        const QRect dockBefore = dock->geometry();
        const QRect barsBefore = odds->barsRect();
        QVERIFY(barsBefore.height() > 60);
        odds->roll(20000, 3);
        test::settle();
        QVERIFY(!odds->fitText().isEmpty());
        QCOMPARE(dock->geometry(), dockBefore);
        QCOMPARE(odds->barsRect(), barsBefore);
        QVERIFY(odds->legendRect().bottom() <= odds->rect().bottom());
    }

    void aCappedEventCountSaysSo() {
        OddsChart chart;
        chart.resize(400, 300);
        chart.setVariants({{0x0A000001, 0.0f, 1.0f, 1.0f}, {0x0A000002, 0.0f, 0.5f, 1.0f}});
        chart.roll(OddsChart::MaxRollEvents + 5, 1);
        QVERIFY(chart.rollResult());
        QCOMPARE(chart.rollResult()->events, OddsChart::MaxRollEvents);
        QVERIFY2(chart.fitText().contains(u"capped"_s), qPrintable(chart.fitText()));
        // Within the limit nothing is said.
        chart.roll(1000, 1);
        QVERIFY2(!chart.fitText().contains(u"capped"_s), qPrintable(chart.fitText()));
    }
};

QTEST_MAIN(TestSmallThings)
#include "tst_smallthings.moc"
