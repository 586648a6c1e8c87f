// The browser dock: filter as you type, marks, where used; edits, wave imports and override
// files update only the rows they touch (no model reset), tables an override creates are listed.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "core/retail/eventoutcome.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/session/documentsession.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
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

    static constexpr quint32 AddedTable = 0x20FFFF00; ///< not in the demo dat

    quint32 markOf(quint32 table) const {
        return model()
            ->indexOf(DocumentLocation::table(table))
            .data(BrowserModel::MarkRole)
            .toUInt();
    }

    /// The locations of the rows a model signal names (rows `first`..`last` under `parent`).
    static QList<DocumentLocation> rowsOf(BrowserModel* model, const QList<QVariant>& args) {
        QList<DocumentLocation> out;
        const auto parent = args.at(0).value<QModelIndex>();
        for (int row = args.at(1).toInt(); row <= args.at(2).toInt(); ++row)
            out << model->locationOf(model->index(row, 0, parent));
        return out;
    }

    /// The tables whose rows the dataChanged signals in `spy` name (category headers left out).
    static QSet<quint32> changedTables(BrowserModel* model, const QSignalSpy& spy) {
        QSet<quint32> out;
        for (const auto& args : spy) {
            const auto topLeft = args.at(0).value<QModelIndex>();
            const auto bottomRight = args.at(1).value<QModelIndex>();
            for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
                const DocumentLocation l = model->locationOf(topLeft.siblingAtRow(row));
                if (l.kind == DocumentLocation::Kind::Table)
                    out.insert(l.id);
            }
        }
        return out;
    }

    static Wave silentWave() {
        Wave wave;
        wave.format = Wave::pcmFormat(1, 22050, 16);
        wave.data = QByteArray(2205 * 2, '\0');
        return wave;
    }

    /// HumanTable's first sound type, the one the override below replaces.
    quint32 humanSound() const {
        return m_session->document()->table(DemoDat::HumanTable)->root.children.front().key;
    }

    /// An override file that replaces one sound type of HumanTable (line 1) and creates
    /// AddedTable (line 2), loaded against the open document.
    std::shared_ptr<const OverridePreview> loadOverride() {
        const QString path = m_dir.filePath(u"mod.txt"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return nullptr;
        const QString sound = soundTypeName(humanSound());
        file.write(u"%1/%2, 0 = 0x0A000001, 1, 0.5\n%3/%2, 0 = 0x0A000002, 1, 0.5\n"_s
                       .arg(hexId(DemoDat::HumanTable), sound, hexId(AddedTable))
                       .toUtf8());
        file.close();
        const Document* document = m_session->document();
        auto preview = OverridePreview::load(path, document->catalog().tables(), &document->dat());
        if (!preview)
            return nullptr;
        return std::make_shared<const OverridePreview>(std::move(*preview));
    }

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
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 8);
        QCOMPARE(model()->totalCount(BrowserModel::Ambient), 3);
        QCOMPARE(model()->totalCount(BrowserModel::Setups), 3);
        QVERIFY(model()->totalCount(BrowserModel::Waves) >= 15);
        QCOMPARE(model()->index(BrowserModel::Tables, BrowserModel::DetailColumn).data().toString(),
                 u"8"_s);
    }

    void filterNarrowsAsYouType_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("tables");
        QTest::addColumn<int>("waves");
        QTest::addColumn<int>("ambient");
        QTest::addColumn<int>("setups");
        // Swoosh2: the weapon table and the humanoid's; swoosh adds the human table's Swoosh1.
        QTest::newRow("sound type") << u"Swoosh2"_s << 2 << 0 << 0 << 0;
        QTest::newRow("sound type, any case") << u"swoosh"_s << 3 << 0 << 0 << 0;
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
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 8);
    }

    void filteringKeepsTheCurrentItemAndSelection() {
        const DocumentLocation human = DocumentLocation::table(DemoDat::HumanTable);
        const DocumentLocation creature = DocumentLocation::table(DemoDat::CreatureTable);
        QItemSelectionModel* selection = m_dock->view()->selectionModel();
        m_dock->view()->setCurrentIndex(model()->indexOf(human));
        selection->select(model()->indexOf(creature),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy navigated(m_session, &DocumentSession::navigateRequested);
        // "0x2000000" keeps both tables (and hides every wave): both stay where they were.
        QTest::keyClicks(m_dock->filterEdit(), u"0x2000000"_s);
        QVERIFY(model()->visibleCount(BrowserModel::Waves) == 0);
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) == human);
        QVERIFY(selection->isRowSelected(model()->indexOf(creature).row(),
                                         model()->indexOf(creature).parent()));
        QCOMPARE(reset.count(), 0);     // layout changes, never a reset
        QCOMPARE(navigated.count(), 0); // the editor is not sent anywhere by typing
        // A filter that hides the current item drops it; the filter cleared does not bring it
        // back by itself, and nothing else becomes current.
        QTest::keyClicks(m_dock->filterEdit(), u"3"_s); // 0x20000003: the creature's only
        QVERIFY(!m_dock->view()->currentIndex().isValid() ||
                model()->locationOf(m_dock->view()->currentIndex()) != human);
        QVERIFY(model()->indexOf(creature).isValid());
        QCOMPARE(navigated.count(), 0);
        m_dock->filterEdit()->clear();
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 8);
        QCOMPARE(reset.count(), 0);
    }

    void typingOnAfterAnEditTestsEveryRowAgain() {
        // Typing on tests only the rows shown — unless an edit refreshed a hidden row meanwhile.
        QTest::keyClicks(m_dock->filterEdit(), u"0x0a00ff"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 1);
        Document* document = m_session->document();
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        QVERIFY(document
                    ->setValue({Field::VariantWave, DemoDat::HumanTable, footstep, 0},
                               quint32(0x0A00FFFF))
                    .has_value());
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 1); // rows do not jump while editing
        QTest::keyClicks(m_dock->filterEdit(), u"f"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 2);
        QVERIFY(model()->indexOf(DocumentLocation::table(DemoDat::HumanTable)).isValid());
    }

    QString visibleTables() const {
        QStringList ids;
        const QModelIndex tables = model()->index(BrowserModel::Tables, 0);
        for (int row = 0; row < model()->rowCount(tables); ++row)
            ids << hexId(model()->locationOf(model()->index(row, 0, tables)).id);
        return ids.join(u' ');
    }

    void variantFilterFindsTables_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("tables");
        QTest::newRow("missing wave") << u"missing-wave"_s << u"0x20000003"_s;
        QTest::newRow("wave") << u"wave:0x0A00FFFF"_s << u"0x20000003"_s;
        QTest::newRow("sound and probability")
            << u"sound:Swoosh2 prob<=1"_s << u"0x20000004 0x200000A8"_s;
        // Every table with a list of two or more (the demo's ambience tables 0x20000011 and
        // 0x20000012 have lists of one).
        QTest::newRow("never chosen")
            << u"never-chosen"_s
            << u"0x20000001 0x20000002 0x20000003 0x20000004 0x20000010 0x200000A8"_s;
        QTest::newRow("silent") << u"silent"_s << u"0x20000002"_s;
        QTest::newRow("negated word")
            << u"-0x2000001"_s << u"0x20000001 0x20000002 0x20000003 0x20000004 0x200000A8"_s;
        QTest::newRow("nothing") << u"prob>1"_s << u""_s;
    }
    void variantFilterFindsTables() {
        QFETCH(QString, text);
        QFETCH(QString, tables);
        QTest::keyClicks(m_dock->filterEdit(), text);
        QVERIFY2(model()->filterError().isEmpty(), qPrintable(model()->filterError()));
        QVERIFY(model()->filter().hasVariantTerms());
        QCOMPARE(visibleTables(), tables);
        // Variant terms speak about tables' variants only.
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), 0);
        QCOMPARE(model()->visibleCount(BrowserModel::Ambient), 0);
        QCOMPARE(model()->visibleCount(BrowserModel::Setups), 0);
        m_dock->filterEdit()->clear();
    }

    void filterErrorKeepsTheLastRows() {
        QTest::keyClicks(m_dock->filterEdit(), u"missing-wave"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 1);
        QVERIFY(m_dock->filterErrorLabel()->isHidden());
        // Typed on: "prob" is a plain word for a moment (it matches nothing), then "prob<" needs
        // a number — said under the box at its column, the rows those of the other terms.
        QTest::keyClicks(m_dock->filterEdit(), u" prob"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 0);
        QTest::keyClicks(m_dock->filterEdit(), u"<"_s);
        QVERIFY(!m_dock->filterErrorLabel()->isHidden());
        QVERIFY2(m_dock->filterErrorLabel()->text().contains(u"19"_s),
                 qPrintable(m_dock->filterErrorLabel()->text()));
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 1);
        QTest::keyClicks(m_dock->filterEdit(), u"0.5"_s);
        QVERIFY(m_dock->filterErrorLabel()->isHidden());
        QVERIFY(model()->filterError().isEmpty());
        m_dock->filterEdit()->clear();
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 8);
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
        QVERIFY(hasVerdict(mark(DemoDat::WeaponTable), Verdict::NeverChosen));
        QVERIFY(hasVerdict(mark(DemoDat::InterfaceTable), Verdict::SilentRecord));
        QVERIFY(hasVerdict(mark(DemoDat::CreatureTable), Verdict::MissingWave));
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

    void importingAWaveAddsOneRowAndClearsTheMissingMark() {
        Document* document = m_session->document();
        QVERIFY(hasVerdict(markOf(DemoDat::CreatureTable), Verdict::MissingWave));
        const int waves = model()->totalCount(BrowserModel::Waves);
        // The current item and the scroll position must survive the import.
        const QModelIndex weapon = model()->indexOf(DocumentLocation::table(DemoDat::WeaponTable));
        m_dock->view()->setCurrentIndex(weapon);
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy inserted(model(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(model(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);

        auto id = document->addNewWave(silentWave(), DemoDat::MissingWave);
        QVERIFY2(id.has_value(), id ? "" : qPrintable(id.error().message));

        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(rowsOf(model(), inserted.front()),
                 QList{DocumentLocation::wave(DemoDat::MissingWave)});
        QCOMPARE(inserted.front().at(0).value<QModelIndex>(),
                 model()->index(BrowserModel::Waves, 0));
        QCOMPARE(model()->totalCount(BrowserModel::Waves), waves + 1);
        QCOMPARE(model()->index(BrowserModel::Waves, BrowserModel::DetailColumn).data().toString(),
                 QString::number(waves + 1));
        QVERIFY(!hasVerdict(markOf(DemoDat::CreatureTable), Verdict::MissingWave));
        // The creature table's row was refreshed; the weapon table's was not touched.
        const QSet<quint32> refreshed = changedTables(model(), changed);
        QCOMPARE(refreshed, QSet<quint32>{DemoDat::CreatureTable});
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::table(DemoDat::WeaponTable));

        // Undo takes the row out again and the mark comes back; redo puts both back.
        document->undo();
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model()->totalCount(BrowserModel::Waves), waves);
        QVERIFY(!model()->indexOf(DocumentLocation::wave(DemoDat::MissingWave)).isValid());
        QVERIFY(hasVerdict(markOf(DemoDat::CreatureTable), Verdict::MissingWave));
        document->redo();
        QCOMPARE(inserted.count(), 2);
        QVERIFY(model()->indexOf(DocumentLocation::wave(DemoDat::MissingWave)).isValid());
        QVERIFY(!hasVerdict(markOf(DemoDat::CreatureTable), Verdict::MissingWave));
        QCOMPARE(reset.count(), 0);
    }

    void importUnderAFilterShowsOnlyMatchingRows() {
        Document* document = m_session->document();
        QTest::keyClicks(m_dock->filterEdit(), u"0x0A00FFFF"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), 0);
        const int tables = model()->visibleCount(BrowserModel::Tables);
        const int waves = model()->totalCount(BrowserModel::Waves);
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        // An import the filter does not match: counted, not shown.
        QVERIFY(document->addNewWave(silentWave()).has_value());
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), 0);
        QCOMPARE(model()->totalCount(BrowserModel::Waves), waves + 1);
        QCOMPARE(model()->index(BrowserModel::Waves, BrowserModel::DetailColumn).data().toString(),
                 u"0 of %1"_s.arg(waves + 1));
        // One it matches: shown, and the filter stays as typed.
        QVERIFY(document->addNewWave(silentWave(), DemoDat::MissingWave).has_value());
        QCOMPARE(model()->visibleCount(BrowserModel::Waves), 1);
        QCOMPARE(model()->rowCount(model()->index(BrowserModel::Waves, 0)), 1);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), tables);
        QCOMPARE(m_dock->filterEdit()->text(), u"0x0A00FFFF"_s);
        QCOMPARE(reset.count(), 0);
    }

    void whereUsedFindsTheTablesOfAnImportedWave() {
        QVERIFY(m_session->document()->addNewWave(silentWave(), DemoDat::MissingWave).has_value());
        QMenu menu;
        m_dock->fillWhereUsed(&menu, DocumentLocation::wave(DemoDat::MissingWave));
        QVERIFY(!menu.actions().isEmpty());
        QVERIFY(menu.actions().front()->isEnabled());
        QVERIFY(menu.actions().front()->text().contains(hexId(DemoDat::CreatureTable)));
    }

    void changingTheGateModelKeepsTheRows() {
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);
        m_session->setFpuModel(FpuModel::Double);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 0);
        QVERIFY(!model()->isRebuilding());
    }

    void overrideRefreshesTheTablesItTouchesAndListsTheOneItAdds() {
        const auto preview = loadOverride();
        QVERIFY(preview);
        QCOMPARE(preview->report.createdTables, 1);
        QVERIFY(!model()->indexOf(DocumentLocation::table(AddedTable)).isValid());
        m_dock->view()->setCurrentIndex(
            model()->indexOf(DocumentLocation::table(DemoDat::WeaponTable)));
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy inserted(model(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(model(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);

        m_session->setAppliedOverride(preview);

        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(rowsOf(model(), inserted.front()), QList{DocumentLocation::table(AddedTable)});
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 9);
        const QSet<quint32> refreshed = changedTables(model(), changed);
        QCOMPARE(refreshed, QSet<quint32>{DemoDat::HumanTable});
        const QModelIndex human = model()->indexOf(DocumentLocation::table(DemoDat::HumanTable));
        QVERIFY(human.data(BrowserModel::OverrideRole).toString().contains(u"mod.txt"_s));
        QVERIFY(human.data(BrowserModel::OverrideRole).toString().contains(u"line 1"_s));
        QVERIFY(human.data(BrowserModel::AddedByOverrideRole).toString().isEmpty());

        // The added row: marked, named by its file and line, in id order, found by the filter.
        const QModelIndex added = model()->indexOf(DocumentLocation::table(AddedTable));
        QVERIFY(added.isValid());
        QCOMPARE(added.data(BrowserModel::AddedByOverrideRole).toString(), u"mod.txt line 2"_s);
        QVERIFY(!added.data(Qt::DecorationRole).isNull());
        const QString tip = added.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"mod.txt line 2"_s) && tip.contains(u"not in the dat"_s),
                 qPrintable(tip));
        QVERIFY(added.siblingAtColumn(BrowserModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(u"added by the override"_s));
        QCOMPARE(added.row(), model()->rowCount(model()->index(BrowserModel::Tables, 0)) - 1);
        QCOMPARE(added.data(BrowserModel::MarkRole).toUInt(), 0u);
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::table(DemoDat::WeaponTable));
        QTest::keyClicks(m_dock->filterEdit(), u"0x20ffff"_s);
        QCOMPARE(model()->visibleCount(BrowserModel::Tables), 1);
        m_dock->filterEdit()->clear();
        m_dock->view()->setCurrentIndex(
            model()->indexOf(DocumentLocation::table(DemoDat::WeaponTable)));

        // Bypassing it (A/B) keeps the rows and their marks.
        const int signalsBefore = int(changed.count() + inserted.count() + removed.count());
        m_session->setOverrideBypassed(true);
        QCOMPARE(int(changed.count() + inserted.count() + removed.count()), signalsBefore);
        QVERIFY(model()->indexOf(DocumentLocation::table(AddedTable)).isValid());
        m_session->setOverrideBypassed(false);

        // Clearing it: the added row goes, the touched row loses its mark.
        changed.clear();
        reset.clear();
        m_session->setAppliedOverride(nullptr);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 1);
        QVERIFY(!model()->indexOf(DocumentLocation::table(AddedTable)).isValid());
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 8);
        QVERIFY(model()
                    ->indexOf(DocumentLocation::table(DemoDat::HumanTable))
                    .data(BrowserModel::OverrideRole)
                    .toString()
                    .isEmpty());
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::table(DemoDat::WeaponTable));
    }

    void choosingAnAddedTableSaysWhyItIsNotShown() {
        const auto preview = loadOverride();
        QVERIFY(preview);
        m_session->setAppliedOverride(preview);
        QSignalSpy navigated(m_session, &DocumentSession::navigateRequested);
        QSignalSpy status(m_session, &DocumentSession::statusMessage);
        m_dock->view()->setCurrentIndex(model()->indexOf(DocumentLocation::table(AddedTable)));
        QCOMPARE(navigated.count(), 0);
        QCOMPARE(status.count(), 1);
        const QString text = status.front().at(0).toString();
        QVERIFY2(text.contains(hexId(AddedTable)) && text.contains(u"mod.txt line 2"_s),
                 qPrintable(text));
        // The dat's tables still navigate.
        m_dock->view()->setCurrentIndex(
            model()->indexOf(DocumentLocation::table(DemoDat::HumanTable)));
        QCOMPARE(navigated.count(), 1);
    }

    void aNewDocumentDropsTheAddedRows() {
        const auto preview = loadOverride();
        QVERIFY(preview);
        m_session->setAppliedOverride(preview);
        QVERIFY(m_session->open(m_path, {m_dir.filePath(u"j2"_s), false}).has_value());
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 8);
        QVERIFY(!model()->indexOf(DocumentLocation::table(AddedTable)).isValid());
    }

    void ambientAndSetupEditsRefreshTheirRowsOnly() {
        Document* document = m_session->document();
        const DocumentLocation stb = DocumentLocation::region(DemoDat::Region, 1);
        m_dock->view()->setCurrentIndex(model()->indexOf(stb));
        QSignalSpy reset(model(), &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);
        QVERIFY(document
                    ->setValue({Field::AmbientTable, DemoDat::Region, 1, 0},
                               quint32{DemoDat::DungeonAmbience})
                    .has_value());
        QVERIFY(model()
                    ->indexOf(stb)
                    .siblingAtColumn(BrowserModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(hexId(DemoDat::DungeonAmbience)));
        QVERIFY(!changed.isEmpty());
        QVERIFY(document
                    ->setValue({Field::SetupTable, DemoDat::HumanSetup, 0, 0},
                               quint32{DemoDat::CreatureTable})
                    .has_value());
        QVERIFY(model()
                    ->indexOf(DocumentLocation::setup(DemoDat::HumanSetup))
                    .siblingAtColumn(BrowserModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(hexId(DemoDat::CreatureTable)));
        QCOMPARE(reset.count(), 0);
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) == stb);
        // The filter sees the new values too.
        m_dock->filterEdit()->setText(hexId(DemoDat::CreatureTable));
        QCOMPARE(model()->visibleCount(BrowserModel::Setups), 2);
    }

    void aFullResetRebuildsOnAWorkerAndKeepsTheCurrentItem() {
        const QModelIndex weapon = model()->indexOf(DocumentLocation::table(DemoDat::WeaponTable));
        m_dock->view()->setCurrentIndex(weapon);
        // Small enough to scroll: the position is kept too.
        m_dock->resize(300, 160);
        QCoreApplication::processEvents();
        QScrollBar* scroll = m_dock->view()->verticalScrollBar();
        QVERIFY(scroll->maximum() > 4);
        scroll->setValue(4);
        QSignalSpy reset(model(), &QAbstractItemModel::modelReset);
        QSignalSpy navigated(m_session, &DocumentSession::navigateRequested);
        // Two in a row: the second cancels the first, so the rows are swapped in once.
        emit m_session->changed(DocumentChange{DocumentChange::Kind::Reset});
        emit m_session->changed(DocumentChange{DocumentChange::Kind::Reset});
        QVERIFY(model()->isRebuilding());
        QCOMPARE(reset.count(), 0); // the old rows stay until the new ones are there
        QTRY_VERIFY(!model()->isRebuilding());
        QCOMPARE(reset.count(), 1);
        QTest::qWait(50);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model()->totalCount(BrowserModel::Tables), 8);
        QVERIFY(model()->locationOf(m_dock->view()->currentIndex()) ==
                DocumentLocation::table(DemoDat::WeaponTable));
        QCOMPARE(navigated.count(), 0);
        QVERIFY(m_dock->view()->isExpanded(model()->index(BrowserModel::Tables, 0)));
        QCOMPARE(scroll->value(), 4);
    }

    void anEditDuringARebuildIsNotLost() {
        Document* document = m_session->document();
        emit m_session->changed(DocumentChange{DocumentChange::Kind::Reset});
        QVERIFY(model()->isRebuilding());
        QVERIFY(document->addNewWave(silentWave(), DemoDat::MissingWave).has_value());
        QTRY_VERIFY(!model()->isRebuilding());
        QVERIFY(model()->indexOf(DocumentLocation::wave(DemoDat::MissingWave)).isValid());
        QVERIFY(!hasVerdict(markOf(DemoDat::CreatureTable), Verdict::MissingWave));
    }
};

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
