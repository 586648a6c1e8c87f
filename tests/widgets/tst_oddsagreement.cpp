// The table grid (VariantModel) and the odds chart show the same chances for the same variant,
// whatever the gate FPU model preference, for the dat's list and for an override's list (issue
// #14: under `double` with `!pick retail` the grid once showed 32767/32768 at p = 1 while the
// chart showed 32768/32768).
#include "core/retail/fpumodel.h"
#include "core/retail/playgate.h"
#include "overridewindowfixture.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/oddschart.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/preferences.h"

#include <QSignalSpy>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {
constexpr quint32 Footstep1 = 0x37;
} // namespace

class TestOddsAgreement final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    VariantModel* grid() const { return m_window->tableEditor()->variantModel(); }

    double gridChance(int row, int column) const {
        return grid()->index(row, column).data(VariantModel::ChanceRole).toDouble();
    }

    void setFpuModel(FpuModel model) {
        Preferences p = audition()->preferences();
        p.fpuModel = model;
        audition()->applyPreferences(p);
        QCoreApplication::processEvents();
    }

    void select(quint32 table, quint32 soundType) {
        session()->navigate(DocumentLocation::sound(table, soundType, 0));
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() {
        QVERIFY(writeDemo());
        QVERIFY(writeFile(u"step.wav"_s, QByteArray("RIFF")));
    }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    // The bug: a single alternative of probability 1 under `!pick retail` is always chosen, so
    // its play chance is the gate's, 32768/32768 under `double`.
    void overrideFollowsTheDoubleModel() {
        setFpuModel(FpuModel::Double);
        QVERIFY(apply("!pick retail\n0x20000001/Footstep1, 0 = 0x0A000001, 1\n"));
        select(DemoDat::HumanTable, Footstep1);
        QVERIFY(audition()->oddsChart()->isOverride());
        QCOMPARE(gridChance(0, VariantModel::GateColumn), 1.0);
        QCOMPARE(gridChance(0, VariantModel::PlayColumn), 1.0);
        QCOMPARE(audition()->oddsChart()->playChances(), std::vector<double>{1.0});
    }

    void gridAndChartAgree_data() {
        QTest::addColumn<int>("model");
        QTest::addColumn<bool>("override");
        for (const FpuModel model : {FpuModel::Single, FpuModel::Double}) {
            const QByteArray name = fpuModelName(model).toLatin1();
            QTest::newRow(QByteArray(name + " dat").constData()) << int(model) << false;
            QTest::newRow(QByteArray(name + " override").constData()) << int(model) << true;
        }
    }

    void gridAndChartAgree() {
        QFETCH(int, model);
        QFETCH(bool, override);
        const auto fpu = static_cast<FpuModel>(model);
        setFpuModel(fpu);
        if (override)
            QVERIFY(apply("!pick retail\n0x20000001/Footstep1, 0 = 0x0A000001, 1; "
                          "0x0A000002, 0.5; 0x0A000003, 1\n"));
        select(DemoDat::HumanTable, Footstep1);
        OddsChart* chart = audition()->oddsChart();
        QCOMPARE(chart->isOverride(), override);
        const std::vector<double> chartPlay = chart->playChances();
        QCOMPARE(static_cast<int>(chartPlay.size()), grid()->rowCount());
        QVERIFY(!chartPlay.empty());
        for (int row = 0; row < grid()->rowCount(); ++row)
            QCOMPARE(gridChance(row, VariantModel::PlayColumn),
                     chartPlay[static_cast<std::size_t>(row)]);
        if (override) {
            // p = 1 chosen half of the time (retail N = 3), gated as the model rounds it.
            QCOMPARE(gridChance(0, VariantModel::GateColumn),
                     PlayGate::chance(1.0f, fpu).toDouble());
            QCOMPARE(gridChance(0, VariantModel::PlayColumn),
                     PlayGate::chance(1.0f, fpu).toDouble() / 2);
        }
    }

    // One computation per change, shared: the grid and the chart hold the same outcome, and a
    // change of the model gives both a new one under the new model.
    void oddsAreComputedOnceAndShared() {
        select(DemoDat::HumanTable, Footstep1);
        OddsChart* chart = audition()->oddsChart();
        QVERIFY(grid()->outcome());
        QCOMPARE(grid()->outcome().get(), chart->sharedOutcome().get());
        QCOMPARE(session()->outcome(DemoDat::HumanTable, Footstep1).get(), grid()->outcome().get());
        const EventOutcome* before = grid()->outcome().get();
        setFpuModel(FpuModel::Double);
        QVERIFY(grid()->outcome().get() != before);
        QCOMPARE(grid()->outcome()->model, FpuModel::Double);
        QCOMPARE(grid()->outcome().get(), chart->sharedOutcome().get());
    }

    void sessionOwnsTheModel() {
        QSignalSpy changed(session(), &DocumentSession::fpuModelChanged);
        QCOMPARE(session()->fpuModel(), FpuModel::Single);
        setFpuModel(FpuModel::Double);
        setFpuModel(FpuModel::Double);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(session()->fpuModel(), FpuModel::Double);
        QCOMPARE(audition()->oddsChart()->outcome().model, FpuModel::Double);
    }

    void sessionKnowsWhatIsSelected() {
        QSignalSpy moved(session(), &DocumentSession::currentLocationChanged);
        select(DemoDat::HumanTable, Footstep1);
        QCOMPARE(session()->currentLocation(),
                 DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 0));
        m_window->tableEditor()->selectVariant(2);
        QCOMPARE(session()->currentLocation(),
                 DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 2));
        session()->navigate(DocumentLocation::wave(0x0A000001));
        QCOMPARE(session()->currentLocation(), DocumentLocation::wave(0x0A000001));
        QVERIFY(moved.count() >= 2); // the first place may be where the editor opened
        // A new document: the old place is dropped; the editor reports what it now shows.
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
        QVERIFY(session()->currentLocation() != DocumentLocation::wave(0x0A000001));
        QCOMPARE(session()->currentLocation().kind, DocumentLocation::Kind::Table);
        QVERIFY(session()->document()->table(session()->currentLocation().id));
    }
};

QTEST_MAIN(TestOddsAgreement)
#include "tst_oddsagreement.moc"
