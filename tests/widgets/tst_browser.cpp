// The browser dock: filter as you type, marks, where used.
#include "core/demo/demodat.h"
#include "core/document/variantodds.h"
#include "widgets/browserdock.h"
#include "widgets/browsermodel.h"
#include "widgets/documentsession.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestBrowser final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    DocumentSession* m_session = nullptr;
    BrowserDock* m_dock = nullptr;

    BrowserModel* model() const { return m_dock->model(); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_path).has_value());
    }

    void init() {
        m_session = new DocumentSession;
        m_dock = new BrowserDock(m_session);
        QVERIFY(m_session->open(m_path, {m_dir.filePath(u"j"_s), false}).has_value());
        m_dock->show();
    }

    void cleanup() {
        delete m_dock;
        delete m_session;
    }

    void countsPerCategory() {
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 7);
        QCOMPARE(model()->totalCount(BrowserModel::Ambient), 3);
        QCOMPARE(model()->totalCount(BrowserModel::Setups), 2);
        QVERIFY(model()->totalCount(BrowserModel::Waves) >= 15);
        QCOMPARE(model()->index(BrowserModel::Tables, BrowserModel::DetailColumn).data().toString(),
                 u"7"_s);
    }

    void filterNarrowsAsYouType_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("tables");
        QTest::addColumn<int>("waves");
        QTest::addColumn<int>("ambient");
        QTest::addColumn<int>("setups");
        QTest::newRow("sound type") << u"Swoosh2"_s << 1 << 0 << 0 << 0;
        QTest::newRow("sound type, any case") << u"swoosh"_s << 2 << 0 << 0 << 0;
        QTest::newRow("table id") << u"0x200000a8"_s << 1 << 0 << 0 << 0;
        QTest::newRow("wave id") << u"0x0A00FFFF"_s << 1 << 0 << 0 << 0;
        QTest::newRow("setup and its table") << u"0x02000002"_s << 0 << 0 << 0 << 1;
        QTest::newRow("ambient table") << u"0x20000011"_s << 1 << 0 << 1 << 0;
        QTest::newRow("nothing") << u"no such thing"_s << 0 << 0 << 0 << 0;
    }

    void filterNarrowsAsYouType() {
        QFETCH(QString, text);
        QFETCH(int, tables);
        QFETCH(int, waves);
        QFETCH(int, ambient);
        QFETCH(int, setups);
        QTest::keyClicks(m_dock->filterEdit(), text);
        QCOMPARE(model()->filterText(), text);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), tables);
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), waves);
        QCOMPARE(model()->visibleCount(BrowserModel::Ambient), ambient);
        QCOMPARE(model()->visibleCount(BrowserModel::Setups), setups);
        QCOMPARE(model()->rowCount(model()->index(BrowserModel::Tables, 0)), tables);
        // Categories stay expanded while filtering.
        QVERIFY(m_dock->view()->isExpanded(model()->index(BrowserModel::Tables, 0)));
        m_dock->filterEdit()->clear();
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 7);
    }

    void waveIdFindsWaveAndTables() {
        QTest::keyClicks(m_dock->filterEdit(), u"0x0A000004"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), 1);
        QVERIFY(model()->visibleCount(BrowserModel::Tables) >= 1);
    }

    void marksTablesWithLostOrSilentVariants() {
        const auto mark = [&](quint32 id) {
            return model()
                ->indexOf(DocumentLocation::table(id))
                .data(BrowserModel::MarkRole)
                .toUInt();
        };
        QVERIFY(hasVerdict(mark(DemoDat::WeaponTable), VariantVerdict::NeverChosen));
        QVERIFY(hasVerdict(mark(DemoDat::InterfaceTable), VariantVerdict::SilentRecord));
        QVERIFY(hasVerdict(mark(DemoDat::CreatureTable), VariantVerdict::MissingWave));
        QCOMPARE(mark(DemoDat::CoastAmbience), 0u);
        QVERIFY(!model()
                     ->indexOf(DocumentLocation::table(DemoDat::WeaponTable))
                     .data(Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
    }

    void choosingAnItemNavigates() {
        DocumentLocation seen;
        connect(m_session, &DocumentSession::navigateRequested, this,
                [&](const DocumentLocation& l) { seen = l; });
        m_dock->view()->setCurrentIndex(
            model()->indexOf(DocumentLocation::setup(DemoDat::HumanSetup)));
        QVERIFY(seen == DocumentLocation::setup(DemoDat::HumanSetup));
    }

    void whereUsedListsAndJumps() {
        QMenu menu;
        m_dock->fillWhereUsed(&menu, DocumentLocation::table(DemoDat::HumanTable));
        QCOMPARE(menu.actions().size(), 1);
        QVERIFY(menu.actions().front()->text().contains(u"0x02000001"_s));
        menu.actions().front()->trigger();
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::setup(DemoDat::HumanSetup));

        QMenu ambient;
        m_dock->fillWhereUsed(&ambient, DocumentLocation::table(DemoDat::CoastAmbience));
        QVERIFY(ambient.actions().front()->text().contains(u"ambient STB 1"_s));

        QMenu wave;
        m_dock->fillWhereUsed(&wave, DocumentLocation::wave(0x0A000001));
        QVERIFY(!wave.actions().isEmpty());
        QVERIFY(wave.actions().front()->isEnabled());

        QMenu none;
        m_dock->fillWhereUsed(&none, DocumentLocation::setup(DemoDat::HumanSetup));
        QCOMPARE(none.actions().size(), 1);
        QVERIFY(!none.actions().front()->isEnabled());
    }

    void jumpClearsAFilterThatHidesTheTarget() {
        QTest::keyClicks(m_dock->filterEdit(), u"Swoosh2"_s);
        m_session->navigate(DocumentLocation::wave(0x0A000001));
        QVERIFY(m_dock->filterEdit()->text().isEmpty());
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::wave(0x0A000001));
    }
};

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
