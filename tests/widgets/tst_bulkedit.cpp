// Bulk editing in the editor window on the demo dat, as a user does it: select rows of the grid
// or several sound types, or filter the browser, open Edit Variants, see the plan, apply it as
// one undo step — and one undo restores every variant. Make Every Variant Reachable for the
// tables selected in the browser, one step.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/bulkeditdialog.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/bulkactions.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/undoactions.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace soundstage;
using namespace Qt::StringLiterals;
using Mode = VariantEdit::Change::Mode;

class TestBulkEdit final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    TableEditor* editor() const { return m_window->tableEditor(); }
    BulkActions* bulk() const { return m_window->bulkActions(); }
    Document* document() const { return m_window->session()->document(); }
    static quint32 type(const char16_t* name) { return parseSoundType(QStringView(name)).value(); }

    void showSound(quint32 table, const char16_t* sound) {
        m_window->session()->navigate(DocumentLocation::sound(table, type(sound), 0));
    }
    /// Selects rows of the grid as Ctrl+clicks would.
    void selectRows(std::initializer_list<int> rows) {
        QItemSelectionModel* selection = editor()->variantView()->selectionModel();
        selection->clearSelection();
        for (int row : rows)
            selection->select(editor()->variantModel()->index(row, 0),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    BulkEditDialog* open(QAction* action) {
        if (!action->isEnabled())
            return nullptr;
        action->trigger();
        return bulk()->dialog();
    }
    void undo() { m_window->undoActions()->undoAction()->trigger(); }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        m_window = test::openedWindow(m_dir, m_dat, {}, test::Journal::None);
        QVERIFY(m_window);
    }

    void cleanup() { test::closeWindow(m_window); }

    void rowsOfTheGridInOneStep() {
        showSound(DemoDat::HumanTable, u"Footstep1");
        const auto before = document()->catalog().tables();
        selectRows({0, 2, 3});
        BulkEditDialog* dialog = open(bulk()->editSelectedAction());
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->findChild<QLabel*>(u"bulkScope"_s)->text().contains(u"3"_s));
        // Nothing entered yet: nothing to apply.
        QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->setChange(Field::VariantVolume, Mode::Scale, u"0.5"_s);
        QCOMPARE(dialog->plan().size(), size_t(3));
        QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(dialog->preview()->topLevelItemCount(), 1);
        QCOMPARE(dialog->preview()->topLevelItem(0)->text(2), u"3"_s);
        QVERIFY(dialog->preview()->topLevelItem(0)->text(3).contains(u"0.6 → 0.3"_s));
        QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(!bulk()->dialog() || !bulk()->dialog()->isVisible());

        const auto& steps = document()->sound(DemoDat::HumanTable, type(u"Footstep1"))->variants;
        QCOMPARE(steps[0].volume, 0.3f);
        QCOMPARE(steps[1].volume, 0.6f); // not selected
        QCOMPARE(steps[2].volume, 0.3f);
        QCOMPARE(steps[3].volume, 0.3f);
        // The grid shows it, and the step says how many.
        QCOMPARE(editor()
                     ->variantModel()
                     ->index(2, VariantModel::VolumeColumn)
                     .data(Qt::EditRole)
                     .toString(),
                 u"0.3"_s);
        QCOMPARE(document()->history().count(), 1);
        QVERIFY(m_window->undoActions()->undoAction()->text().contains(u"3"_s));
        undo();
        QVERIFY(document()->catalog().tables() == before);
    }

    void severalSoundTypesOfATable() {
        showSound(DemoDat::CreatureTable, u"Grunt1");
        QListWidget* types = editor()->soundTypeList();
        types->clearSelection();
        for (int row = 0; row < types->count(); ++row)
            types->item(row)->setSelected(true);
        BulkEditDialog* dialog = open(bulk()->editSelectedAction());
        QVERIFY(dialog);
        // Grunt1, Wound1, Attack1 (three) and Death1: six variants.
        dialog->setChange(Field::VariantPriority, Mode::Set, u"0.25"_s);
        QCOMPARE(dialog->plan().size(), size_t(6));
        QCOMPARE(dialog->preview()->topLevelItemCount(), 4);
        QVERIFY(dialog->apply().has_value());
        for (const SoundTableNode& node : document()->table(DemoDat::CreatureTable)->root.children)
            for (const SoundVariant& v : node.variants)
                QCOMPARE(v.priority, 0.25f);
        undo();
        QCOMPARE(document()->sound(DemoDat::CreatureTable, type(u"Death1"))->variants[0].priority,
                 0.9f);
    }

    void filterAcrossTablesAndOneUndoRestoresEveryVariant() {
        const auto before = document()->catalog().tables();
        QTest::keyClicks(m_window->browser()->filterEdit(), u"prob>=1"_s);
        BulkEditDialog* dialog = open(bulk()->editMatchingAction());
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QLabel*>(u"bulkScope"_s)->text().contains(u"prob>=1"_s));
        dialog->setChange(Field::VariantProbability, Mode::Set, u"0.75"_s);
        const std::size_t planned = dialog->plan().size();
        QVERIFY(planned > 20);
        QVERIFY(dialog->apply().has_value());
        int changedTables = 0;
        for (const auto& [id, table] : document()->catalog().tables())
            changedTables += table == before.at(id) ? 0 : 1;
        QVERIFY(changedTables >= 6);
        for (const auto& [id, table] : document()->catalog().tables())
            for (const SoundTableNode& node : table.root.children)
                for (const SoundVariant& v : node.variants)
                    QVERIFY(v.probability < 1.0f);
        QCOMPARE(document()->history().count(), 1);
        undo();
        QVERIFY(document()->catalog().tables() == before);
        QVERIFY(!document()->isModified());
    }

    void replaceAWaveWithAPreviewOfWhereItGoes() {
        const quint32 from = 0x0A000010;
        const std::size_t uses = document()->catalog().usesOfWave(from).size();
        QVERIFY(uses >= 3);
        QTest::keyClicks(m_window->browser()->filterEdit(), u"wave:"_s + hexId(from));
        BulkEditDialog* dialog = open(bulk()->editMatchingAction());
        QVERIFY(dialog);
        dialog->setChange(Field::VariantWave, Mode::Set, u"0x0A000011"_s);
        // The wave is replaced, never multiplied.
        QVERIFY(!dialog->modeBox()->isEnabled());
        QVERIFY(dialog->preview()->topLevelItemCount() >= 3);
        QStringList lists;
        for (int i = 0; i < dialog->preview()->topLevelItemCount(); ++i)
            lists << dialog->preview()->topLevelItem(i)->text(0) + u' ' +
                         dialog->preview()->topLevelItem(i)->text(1);
        QVERIFY2(lists.contains(u"0x200000A8 Swoosh2"_s), qPrintable(lists.join(u", "_s)));
        QVERIFY(dialog->apply().has_value());
        QVERIFY(document()->catalog().usesOfWave(from).empty());
        undo();
        QCOMPARE(document()->catalog().usesOfWave(from).size(), uses);
    }

    void aRefusedPlanCannotBeApplied() {
        showSound(DemoDat::InterfaceTable, u"UI_Bell");
        selectRows({0, 1});
        BulkEditDialog* dialog = open(bulk()->editSelectedAction());
        QVERIFY(dialog);
        // The chime is at 1: doubled it is no probability.
        dialog->setChange(Field::VariantProbability, Mode::Scale, u"2"_s);
        QVERIFY(dialog->plan().empty());
        QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY2(dialog->summaryLabel()->text().contains(u"UI_Bell #1"_s),
                 qPrintable(dialog->summaryLabel()->text()));
        dialog->setChange(Field::VariantProbability, Mode::Set, u"abc"_s);
        QVERIFY(dialog->summaryLabel()->text().contains(u"not a number"_s));
        dialog->setChange(Field::VariantWave, Mode::Set, u"0x0A00EEEE"_s);
        QVERIFY(dialog->summaryLabel()->text().contains(u"0x0A00EEEE"_s));
        QCOMPARE(document()->history().count(), 0);
    }

    void nothingSelectedNothingToEdit() {
        // An empty filter and no tables selected give nothing to act on.
        QVERIFY(!bulk()->editMatchingAction()->isEnabled());
        m_window->browser()->view()->clearSelection();
        QVERIFY(!bulk()->makeTablesReachableAction()->isEnabled());
    }

    void makeSelectedTablesReachableInOneStep() {
        const auto before = document()->catalog().tables();
        BrowserDock* browser = m_window->browser();
        QItemSelectionModel* selection = browser->view()->selectionModel();
        selection->clearSelection();
        for (quint32 id : {DemoDat::WeaponTable, DemoDat::CreatureTable, DemoDat::HumanTable})
            selection->select(browser->model()->indexOf(DocumentLocation::table(id)),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(bulk()->selectedTables(),
                 (std::vector<quint32>{DemoDat::HumanTable, DemoDat::CreatureTable,
                                       DemoDat::WeaponTable}));
        QVERIFY(bulk()->makeTablesReachableAction()->isEnabled());
        bulk()->makeTablesReachableAction()->trigger();
        QCOMPARE(document()->history().count(), 1);
        for (quint32 id : {DemoDat::WeaponTable, DemoDat::CreatureTable, DemoDat::HumanTable})
            for (const SoundTableNode& node : document()->table(id)->root.children)
                QVERIFY(!lastVariantLost(node.variants));
        undo();
        QVERIFY(document()->catalog().tables() == before);
    }
};

QTEST_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
