// The browser's Variants result list on the demo dat, in the editor window: a filter that names
// variants lists exactly its matches (checked against VariantFilter::select on the same dat),
// several rows of it go to Edit Selected Variants… as one undo step, activating a row shows
// that variant in the table editor, and the list follows edits and undo.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/variantfilter.h"
#include "core/records/soundtypes.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/bulkeditdialog.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantlistmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/bulkactions.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/undoactions.h"
#include "windowfixture.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;
using Mode = VariantEdit::Change::Mode;

class TestBrowserVariants final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    BrowserDock* browser() const { return m_window->browser(); }
    VariantListModel* list() const { return browser()->variantsModel(); }
    Document* document() const { return m_window->session()->document(); }

    void filter(const QString& text) {
        browser()->filterEdit()->clear();
        QTest::keyClicks(browser()->filterEdit(), text);
    }
    /// What the core selects for `text` on the open document.
    std::vector<VariantRef> expected(const QString& text) const {
        const auto parsed = VariantFilter::parse(text);
        if (!parsed)
            return {};
        const SoundCatalog& catalog = document()->catalog();
        VariantFilter::MatchContext context(
            [&catalog](quint32 wave) { return catalog.hasWave(wave); },
            m_window->session()->fpuModel());
        return parsed->hasVariantTerms() ? parsed->select(catalog.tables(), context)
                                         : std::vector<VariantRef>{};
    }
    /// Selects rows of the Variants list as Ctrl+clicks would, the list having the focus.
    void selectListRows(std::initializer_list<int> rows) {
        QTableView* view = browser()->variantsView();
        view->setFocus();
        QItemSelectionModel* selection = view->selectionModel();
        selection->clearSelection();
        for (int row : rows)
            selection->select(list()->index(row, 0),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    const SoundVariant& variant(const VariantRef& ref) const {
        return document()->sound(ref.table, ref.soundType)->variants[std::size_t(ref.index)];
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir); // test-mode settings
        QVERIFY(!m_dat.isEmpty());
        // The column choice is kept in the settings: the test's own, empty ones.
        QSettings().clear();
    }

    void init() {
        m_window = test::openedWindow(m_dir, m_dat, {}, test::Journal::None);
        QVERIFY(m_window);
        m_window->activateWindow(); // the filter box takes key clicks
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { test::closeWindow(m_window); }

    void listsExactlyTheMatches_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("names"); // the filter names variants
        QTest::newRow("wave") << u"wave:0x0A000010"_s << true;
        QTest::newRow("sound pattern") << u"sound:Footstep*"_s << true;
        QTest::newRow("verdict") << u"never-chosen"_s << true;
        QTest::newRow("comparison") << u"prob<0.5"_s << true;
        QTest::newRow("two terms") << u"sound:Footstep* vol>=0.5"_s << true;
        QTest::newRow("negated") << u"-sound:Footstep*"_s << true;
        QTest::newRow("no match") << u"wave:0x0AFFFFFF"_s << true;
        QTest::newRow("plain word") << u"footstep"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void listsExactlyTheMatches() {
        QFETCH(QString, text);
        QFETCH(bool, names);
        filter(text);
        const std::vector<VariantRef> want = expected(text);
        QVERIFY(list()->variants() == want);
        QCOMPARE(list()->rowCount(), static_cast<int>(want.size()));
        QCOMPARE(browser()->tabs()->isTabEnabled(1), names);
        QCOMPARE(browser()->tabs()->currentIndex(), names ? 1 : 0);
        if (names)
            QVERIFY(browser()->tabs()->tabText(1).contains(QString::number(want.size())));
        if (!want.empty()) {
            // Every row says which variant it is, as the table editor would.
            const VariantRef& last = want.back();
            const int row = static_cast<int>(want.size()) - 1;
            const auto cell = [&](int column) {
                return list()->index(row, column).data().toString();
            };
            QCOMPARE(cell(VariantListModel::TableColumn), hexId(last.table));
            QCOMPARE(cell(VariantListModel::SoundTypeColumn), soundTypeName(last.soundType));
            QCOMPARE(cell(VariantListModel::IndexColumn), QString::number(last.index));
            QCOMPARE(cell(VariantListModel::WaveColumn), hexId(variant(last).wave));
            QVERIFY(!cell(VariantListModel::VerdictColumn).isEmpty());
        }
    }

    // The narrow dock: sound type, variant and verdict shown, the rest hidden until the header's
    // context menu shows them (kept for the next window); each row's tooltip names every field.
    void compactColumnsAndAHeaderMenu() {
        filter(u"sound:Footstep*"_s);
        QVERIFY(list()->rowCount() > 0);
        QTableView* view = browser()->variantsView();
        const QList<int> hidden{VariantListModel::TableColumn, VariantListModel::WaveColumn,
                                VariantListModel::ProbabilityColumn,
                                VariantListModel::VolumeColumn};
        for (int c = 0; c < VariantListModel::ColumnCount; ++c)
            QCOMPARE(view->isColumnHidden(c), hidden.contains(c));
        const QString tip =
            list()->index(0, VariantListModel::SoundTypeColumn).data(Qt::ToolTipRole).toString();
        for (const QString& field :
             {u"Table: 0x2"_s, u"Sound type: Footstep"_s, u"Variant: 0"_s, u"Wave: 0x0A"_s,
              u"Probability: "_s, u"Volume: "_s, u"Verdict: "_s})
            QVERIFY2(tip.contains(field), qPrintable(tip));

        QHeaderView* header = view->horizontalHeader();
        QCOMPARE(header->contextMenuPolicy(), Qt::ActionsContextMenu);
        QCOMPARE(header->actions().size(), int(VariantListModel::ColumnCount));
        QAction* wave = header->findChild<QAction*>(u"variantColumn-wave"_s);
        QVERIFY(wave && !wave->isChecked());
        QCOMPARE(wave->text(), u"Wave"_s);
        wave->trigger();
        QVERIFY(!view->isColumnHidden(VariantListModel::WaveColumn));
        QAction* sound = header->findChild<QAction*>(u"variantColumn-soundType"_s);
        QVERIFY(sound);
        sound->trigger();
        QVERIFY(view->isColumnHidden(VariantListModel::SoundTypeColumn));

        // A new window keeps the choice.
        cleanup();
        init();
        view = browser()->variantsView();
        QVERIFY(!view->isColumnHidden(VariantListModel::WaveColumn));
        QVERIFY(view->isColumnHidden(VariantListModel::SoundTypeColumn));

        // Hiding every column leaves the last one shown.
        for (QAction* action : view->horizontalHeader()->actions())
            if (action->isChecked())
                action->trigger();
        QCOMPARE(view->horizontalHeader()->count() - view->horizontalHeader()->hiddenSectionCount(),
                 1);
        QSettings().clear();
    }

    void verdictsInWords() {
        filter(u"never-chosen"_s);
        QVERIFY(list()->rowCount() > 0);
        for (int row = 0; row < list()->rowCount(); ++row)
            QVERIFY(list()
                        ->index(row, VariantListModel::VerdictColumn)
                        .data()
                        .toString()
                        .contains(u"never chosen"_s));
        filter(u"wave:0x0A000010 -never-chosen -gated-off"_s);
        QVERIFY(list()->rowCount() > 0);
        QCOMPARE(list()->index(0, VariantListModel::VerdictColumn).data().toString(), u"plays"_s);
    }

    void bulkEditOfSelectedRowsIsOneUndoStep() {
        filter(u"sound:Footstep*"_s);
        QVERIFY(list()->rowCount() >= 4);
        const auto before = document()->catalog().tables();
        const std::vector<VariantRef> all = list()->variants();
        selectListRows({0, 2, 3});
        QCOMPARE(browser()->selectedVariants().size(), std::size_t(3));
        QAction* edit = m_window->bulkActions()->editSelectedAction();
        QVERIFY(edit->isEnabled());
        edit->trigger();
        BulkEditDialog* dialog = m_window->bulkActions()->dialog();
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QLabel*>(u"bulkScope"_s)->text().contains(u"3"_s));
        dialog->setChange(Field::VariantVolume, Mode::Set, u"0.125"_s);
        QCOMPARE(dialog->plan().size(), std::size_t(3));
        QVERIFY(dialog->apply().has_value());
        for (std::size_t i = 0; i < all.size(); ++i) {
            const bool chosen = i == 0 || i == 2 || i == 3;
            QCOMPARE(variant(all[i]).volume == 0.125f, chosen);
        }
        QCOMPARE(document()->history().count(), 1);
        // The list still lists the matches, and the rows edited are still selected.
        QVERIFY(list()->variants() == expected(u"sound:Footstep*"_s));
        QCOMPARE(browser()->selectedVariants(), (std::vector<VariantRef>{all[0], all[2], all[3]}));
        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(document()->catalog().tables() == before);
        QVERIFY(!document()->isModified());
    }

    void theEditorsSelectionWhenItHadTheFocusLast() {
        filter(u"sound:Footstep*"_s);
        selectListRows({0, 1});
        // Working in the table editor's grid again: Edit Selected Variants… takes its rows.
        m_window->session()->navigate(
            DocumentLocation::sound(DemoDat::HumanTable, parseSoundType(u"Footstep1").value(), 0));
        m_window->tableEditor()->variantView()->setFocus();
        QCOMPARE(m_window->bulkActions()->selectedVariants().variants().size(), std::size_t(1));
        browser()->variantsView()->setFocus();
        QCOMPARE(m_window->bulkActions()->selectedVariants().variants().size(), std::size_t(2));
    }

    void activatingARowShowsTheVariant() {
        filter(u"prob<0.5"_s);
        QVERIFY(list()->rowCount() > 1);
        const int row = list()->rowCount() - 1;
        const VariantRef ref = *list()->variantAt(row);
        emit browser()->variantsView()->activated(list()->index(row, 0));
        const TableEditor* editor = m_window->tableEditor();
        QCOMPARE(editor->table(), ref.table);
        QCOMPARE(editor->currentSoundType(), std::optional<quint32>(ref.soundType));
        QCOMPARE(editor->currentVariant(), ref.index);
        QVERIFY(m_window->session()->currentLocation() ==
                DocumentLocation::sound(ref.table, ref.soundType, ref.index));
        // The filter stays, and so does the list.
        QCOMPARE(browser()->filterEdit()->text(), u"prob<0.5"_s);
        QCOMPARE(list()->variantAt(row), std::optional<VariantRef>(ref));
    }

    void theListFollowsEdits() {
        filter(u"prob<0.5"_s);
        const std::vector<VariantRef> was = list()->variants();
        QVERIFY(was.size() >= 2);
        selectListRows({1});
        // The first match no longer matches once its probability is raised.
        const VariantRef first = was.front();
        QVERIFY(
            document()
                ->setValue({Field::VariantProbability, first.table, first.soundType, first.index},
                           0.75f)
                .has_value());
        QCOMPARE(list()->rowCount(), static_cast<int>(was.size()) - 1);
        QCOMPARE(list()->rowOf(first), -1);
        QCOMPARE(browser()->selectedVariants(), std::vector<VariantRef>{was[1]});
        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(list()->variants() == was);
    }
};

QTEST_MAIN(TestBrowserVariants)
#include "tst_browservariants.moc"
