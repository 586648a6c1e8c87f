// The Triggers panel on the demo dat: what it lists is what the trigger index holds (Footstep1
// of the humanoid's table, a wave, the SoundTweaked hook), activating a row jumps, and editing
// a hook — its probability, wave or sound type, adding and removing one — goes through the
// document's undo history, is followed by the gate shown and the rebuilt index, and is saved by
// the patched-copy writer.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridepreview.h"
#include "core/records/animation.h"
#include "core/triggers/triggerindex.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/editor/hookeditor.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/triggersdock.h"
#include "widgets/editor/triggertree.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/saveactions.h"
#include "widgets/window/undoactions.h"
#include "windowfixture.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Footstep1 = 0x37;
constexpr quint32 HeavySwoosh = 0x0A000011;

struct Place {
    quint32 record;
    int frame;
    int position;
    friend bool operator==(const Place&, const Place&) = default;
};

QList<QTreeWidgetItem*> hookRows(QTreeWidget* tree) {
    QList<QTreeWidgetItem*> rows;
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if ((*it)->data(0, TriggerTree::FrameRole).isValid())
            rows << *it;
    return rows;
}

Place placeOf(const QTreeWidgetItem* item) {
    return {item->data(0, TriggerTree::RecordRole).toUInt(),
            item->data(0, TriggerTree::FrameRole).toInt(),
            item->data(0, TriggerTree::PositionRole).toInt()};
}

QTreeWidgetItem* childWithJump(QTreeWidgetItem* item, DocumentLocation::Kind kind) {
    for (int i = 0; i < item->childCount(); ++i)
        if (item->child(i)->data(0, TriggerTree::JumpRole).value<DocumentLocation>().kind == kind)
            return item->child(i);
    return nullptr;
}

} // namespace

class TestTriggersPanel final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;
    TriggersDock* m_dock = nullptr;
    QString m_chosen;

    DocumentSession* session() const { return m_window->session(); }
    Document* document() const { return session()->document(); }

    /// Runs the event loop until the session's index is the one of the current state.
    bool waitForIndex() {
        SessionTriggerIndex* triggers = session()->triggers();
        for (int i = 0; i < 20 && !triggers->isCurrent(); ++i) {
            QSignalSpy built(triggers, &SessionTriggerIndex::indexChanged);
            if (!built.wait(20000))
                return false;
        }
        return triggers->isCurrent();
    }

    /// Shows `location` in the panel (as a selection elsewhere would) once the index is ready.
    bool show(const DocumentLocation& location) {
        if (!waitForIndex())
            return false;
        session()->navigate(location);
        return true;
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        m_window = test::openedWindow(m_dir, m_dat, {}, test::Journal::None);
        QVERIFY(m_window);
        m_dock = m_window->triggers();
        QVERIFY(m_dock);
    }

    void cleanup() { m_window.reset(); }

    // Footstep1 of the humanoid's table: exactly the index's hooks, each with its verdict, the
    // motions and setups under it, and the Routes line.
    void footstepListsWhatTheIndexHolds() {
        auto dat = DatFile::open(m_dat);
        QVERIFY(dat.has_value());
        auto catalog = SoundCatalog::load(**dat);
        QVERIFY(catalog.has_value());
        auto index = TriggerIndex::build(**dat, *catalog);
        QVERIFY(index.has_value());
        const auto expected = index->hooksOfSoundType(Footstep1, DemoDat::HumanoidTable);
        QCOMPARE(expected.size(), std::size_t(6));

        QVERIFY(show(DocumentLocation::sound(DemoDat::HumanoidTable, Footstep1)));
        const auto rows = hookRows(m_dock->tree());
        QCOMPARE(rows.size(), qsizetype(expected.size()));
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const HookSite& site = expected[i].site;
            QCOMPARE(placeOf(rows[qsizetype(i)]), (Place{site.record, site.frame, site.position}));
            QCOMPARE(rows[qsizetype(i)]->text(TriggerTree::VerdictColumn),
                     TriggerTree::verdictText(expected[i].verdicts));
            // Under each hook: the jump to the sound type, its motions, its setups.
            QCOMPARE(rows[qsizetype(i)]->childCount(),
                     int(1 + expected[i].motions.size() + expected[i].setups.size()));
        }
        // WalkForward's last frame, played forward only, never fires.
        QCOMPARE(placeOf(rows[3]), (Place{DemoDat::WalkAnimation, 19, 0}));
        QCOMPARE(rows[3]->text(TriggerTree::VerdictColumn),
                 u"never fires: last frame of a forward play"_s);
        QCOMPARE(rows[0]->text(TriggerTree::VerdictColumn), u"fires"_s);
        QVERIFY(rows[0]
                    ->text(TriggerTree::TriggerColumn)
                    .startsWith(u"SoundTable Footstep1 · animation 0x03000002, frame 4"_s));
        QTreeWidgetItem* top = m_dock->tree()->topLevelItem(0);
        QCOMPARE(top->child(top->childCount() - 1)->text(0), u"Routes: hooks ×6"_s);
        QVERIFY(m_dock->statusLabel()->text().contains(u"Default pairings only"_s));
    }

    // A wave: the SoundTweaked hook naming it, with its gate in the table odds' words, and the
    // tables using it.
    void waveListsItsHooksAndGate() {
        QVERIFY(show(DocumentLocation::wave(HeavySwoosh)));
        const auto rows = hookRows(m_dock->tree());
        QCOMPARE(rows.size(), qsizetype(1));
        QCOMPARE(placeOf(rows[0]), (Place{DemoDat::AttackAnimation, 12, 0}));
        QCOMPARE(rows[0]->text(TriggerTree::OddsColumn), u"50.0 % (16384 of 32768 rolls)"_s);
        QVERIFY(rows[0]->text(0).contains(u"probability 0.5, volume 0.8"_s));
        QTreeWidgetItem* top = m_dock->tree()->topLevelItem(0);
        QVERIFY(top->child(top->childCount() - 1)->text(0).startsWith(u"In sound tables"_s));
    }

    // A setup lists its motions with the hooks of their animations, and its scripts.
    void setupListsItsMotions() {
        QVERIFY(show(DocumentLocation::setup(DemoDat::HumanoidSetup)));
        QTreeWidgetItem* top = m_dock->tree()->topLevelItem(0);
        QVERIFY(top->text(0).contains(u"motion table 0x09000001"_s));
        QStringList motions;
        for (int i = 0; i < top->childCount(); ++i)
            motions << top->child(i)->text(0);
        QVERIFY(motions.join(u'\n').contains(u"NonCombat WalkForward, 30 fps (cycle): animation "
                                             u"0x03000002"_s));
        QVERIFY(motions.join(u'\n').contains(u"Script 0x33000001"_s));
        // the hooks of the setup's motions and scripts, Walk's four among them
        QVERIFY(hookRows(m_dock->tree()).size() >= 10);
    }

    // Activating a hook row shows its animation with that hook selected; its children jump to
    // the table and sound type, and a SoundTweaked hook's to its wave.
    void activatingJumps() {
        QVERIFY(show(DocumentLocation::sound(DemoDat::HumanoidTable, Footstep1)));
        QTreeWidgetItem* hook = hookRows(m_dock->tree()).at(1);
        emit m_dock->tree()->itemActivated(hook, 0);
        QCOMPARE(m_dock->subject().kind, DocumentLocation::Kind::Animation);
        QCOMPARE(m_dock->subject().id, DemoDat::WalkAnimation);
        QVERIFY(m_dock->tree()->currentItem());
        QCOMPARE(placeOf(m_dock->tree()->currentItem()), (Place{DemoDat::WalkAnimation, 9, 0}));
        QVERIFY(m_dock->hookEditor()->soundTypeEdit()->isVisible());
        QCOMPARE(m_dock->hookEditor()->soundTypeEdit()->text(), u"Footstep1"_s);

        QTreeWidgetItem* table =
            childWithJump(m_dock->tree()->currentItem(), DocumentLocation::Kind::Table);
        QVERIFY(table);
        emit m_dock->tree()->itemActivated(table, 0);
        QCOMPARE(m_window->tableEditor()->table(), DemoDat::HumanoidTable);
        QCOMPARE(session()->currentLocation().key, Footstep1);
        QCOMPARE(m_dock->subject(), DocumentLocation::sound(DemoDat::HumanoidTable, Footstep1));

        QVERIFY(show(DocumentLocation::animation(DemoDat::AttackAnimation, 12)));
        QCOMPARE(placeOf(m_dock->tree()->currentItem()), (Place{DemoDat::AttackAnimation, 12, 0}));
        QTreeWidgetItem* wave =
            childWithJump(m_dock->tree()->currentItem(), DocumentLocation::Kind::Wave);
        QVERIFY(wave);
        emit m_dock->tree()->itemActivated(wave, 0);
        QCOMPARE(m_window->recordPanel()->location(), DocumentLocation::wave(HeavySwoosh));
        QCOMPARE(m_dock->subject(), DocumentLocation::wave(HeavySwoosh));
    }

    // The SoundTweaked probability: the gate follows at once in the editor and, once the index
    // is rebuilt, in the tree; undo restores it; Save writes it and the saved dat has it.
    void editingTheProbabilityFollowsUndoesAndSaves() {
        QVERIFY(show(DocumentLocation::animation(DemoDat::AttackAnimation, 12)));
        HookEditor* editor = m_dock->hookEditor();
        QVERIFY(editor->probabilityBox()->isVisible());
        QCOMPARE(editor->probabilityBox()->value(), 0.5);
        QVERIFY(editor->gateLabel()->text().contains(u"16384 of 32768"_s));

        editor->probabilityBox()->setValue(0.25);
        QVERIFY(editor->gateLabel()->text().contains(u"8192 of 32768"_s));
        QVERIFY(document()->isModified());
        QVERIFY(waitForIndex());
        QTreeWidgetItem* row = m_dock->findHook(DemoDat::AttackAnimation, 12, 0);
        QVERIFY(row);
        QCOMPARE(row->text(TriggerTree::OddsColumn), u"25.0 % (8192 of 32768 rolls)"_s);
        QCOMPARE(m_dock->tree()->currentItem(), row); // still selected after the rebuild

        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(!document()->isModified());
        QCOMPARE(editor->probabilityBox()->value(), 0.5);
        QVERIFY(waitForIndex());
        row = m_dock->findHook(DemoDat::AttackAnimation, 12, 0);
        QVERIFY(row);
        QCOMPARE(row->text(TriggerTree::OddsColumn), u"50.0 % (16384 of 32768 rolls)"_s);

        m_window->undoActions()->redoAction()->trigger();
        QCOMPARE(editor->probabilityBox()->value(), 0.25);
        const Animation edited = *document()->animation(DemoDat::AttackAnimation);

        auto* fileMenu = m_window->findChild<FileMenuContext*>();
        auto* save = m_window->findChild<SaveActions*>();
        QVERIFY(fileMenu && save);
        const QString target = m_dir.filePath(u"saved.dat"_s);
        fileMenu->setFileChooser([&](FileMenuContext::Purpose, const QString&) { return target; });
        QSignalSpy finished(save, &SaveActions::saveFinished);
        save->saveAction()->trigger();
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.at(0).at(0).toBool());

        auto saved = DatFile::open(target);
        QVERIFY(saved.has_value());
        auto bytes = (*saved)->read(DemoDat::AttackAnimation);
        QVERIFY(bytes.has_value());
        QCOMPARE(*bytes, edited.encode());
        auto reread = Animation::decode(*bytes);
        QVERIFY(reread.has_value());
        QCOMPARE(*reread, edited);
        const auto* tweaked = reread->frames[12].hooks[0].as<SoundTweakedHook>();
        QVERIFY(tweaked);
        QCOMPARE(tweaked->probability, 0.25f);
        QCOMPARE(tweaked->volume, 0.8f);
        // The window reopened the saved dat: the panel shows the saved gate.
        QVERIFY(show(DocumentLocation::wave(HeavySwoosh)));
        QCOMPARE(hookRows(m_dock->tree()).at(0)->text(TriggerTree::OddsColumn),
                 u"25.0 % (8192 of 32768 rolls)"_s);
    }

    // A SoundTable hook's sound type and a Sound hook's wave, each one undo step; bad input is
    // refused with its reason and changes nothing.
    void editingSoundTypeAndWave() {
        QVERIFY(show(DocumentLocation::animation(DemoDat::WalkAnimation, 4)));
        HookEditor* editor = m_dock->hookEditor();
        QLineEdit* type = editor->soundTypeEdit();
        type->setText(u"Swoosh2"_s);
        emit type->editingFinished();
        QCOMPARE(document()->history().count(), 1);
        QVERIFY(waitForIndex());
        QTreeWidgetItem* row = m_dock->findHook(DemoDat::WalkAnimation, 4, 0);
        QVERIFY(row && row->text(0).startsWith(u"SoundTable Swoosh2"_s));

        type->setText(u"NoSuchSound"_s);
        emit type->editingFinished();
        QCOMPARE(document()->history().count(), 1);
        QVERIFY(editor->findChild<QLabel*>(u"hookError"_s)->text().contains(u"NoSuchSound"_s));

        QVERIFY(show(DocumentLocation::animation(DemoDat::CheerAnimation, 5)));
        QLineEdit* wave = editor->waveEdit();
        QCOMPARE(wave->text(), u"0x0A000061"_s);
        wave->setText(u"0x20000001"_s); // a table id, not a wave
        emit wave->editingFinished();
        QCOMPARE(document()->history().count(), 1);
        QVERIFY(editor->findChild<QLabel*>(u"hookError"_s)->text().startsWith(u"Not changed"_s));
        wave->setText(u"0x0A000011"_s);
        emit wave->editingFinished();
        QCOMPARE(document()->history().count(), 2);
        QVERIFY(waitForIndex());
        QVERIFY(show(DocumentLocation::wave(HeavySwoosh)));
        QCOMPARE(hookRows(m_dock->tree()).size(), qsizetype(2)); // the SoundTweaked and this one
    }

    // Adding a sound hook to a frame, then removing it; undo brings back the dat's record.
    void addingAndRemovingAHook() {
        QVERIFY(show(DocumentLocation::animation(DemoDat::WalkAnimation, 4)));
        HookEditor* editor = m_dock->hookEditor();
        const Animation before = *document()->animation(DemoDat::WalkAnimation);
        editor->frameBox()->setValue(6);
        editor->addHook(static_cast<quint32>(HookType::SoundTable));
        QVERIFY(waitForIndex());
        QTreeWidgetItem* added = m_dock->findHook(DemoDat::WalkAnimation, 6, 0);
        QVERIFY(added);
        QCOMPARE(m_dock->tree()->currentItem(), added);
        QVERIFY(
            added->text(0).startsWith(u"SoundTable Footstep1 · animation 0x03000002, frame 6"_s));
        QCOMPARE(hookRows(m_dock->tree()).size(), qsizetype(5));

        editor->removeButton()->click();
        QVERIFY(waitForIndex());
        QVERIFY(!m_dock->findHook(DemoDat::WalkAnimation, 6, 0));
        QCOMPARE(*document()->animation(DemoDat::WalkAnimation), before);
        m_window->undoActions()->undoAction()->trigger();
        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(!document()->isModified());
        QCOMPARE(*document()->animation(DemoDat::WalkAnimation), before);
    }

    // An applied override's hook lines are marked on the hooks they change, and go with it.
    void appliedHookLinesAreMarked() {
        const QString path = m_dir.filePath(u"hooks.txt"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("anim 0x03000002:4, 0 = sound:Swoosh2\n");
        file.close();
        auto preview =
            OverridePreview::load(path, document()->catalog().tables(), &document()->dat());
        QVERIFY(preview.has_value());
        QVERIFY(show(DocumentLocation::animation(DemoDat::WalkAnimation, 4)));
        QVERIFY(m_dock->findHook(DemoDat::WalkAnimation, 4, 0));
        session()->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
        // Applying it may move the selection (the browser marks what the file touches).
        QVERIFY(show(DocumentLocation::animation(DemoDat::WalkAnimation, 4)));
        QTreeWidgetItem* marked = m_dock->findHook(DemoDat::WalkAnimation, 4, 0);
        QVERIFY(marked);
        QVERIFY2(
            marked->text(0).endsWith(u" · override line 1: anim 0x03000002:4, 0 = sound:Swoosh2"_s),
            qPrintable(marked->text(0)));
        QVERIFY(marked->font(0).italic());
        QTreeWidgetItem* other = m_dock->findHook(DemoDat::WalkAnimation, 9, 0);
        QVERIFY(other);
        QVERIFY(!other->text(0).contains(u"override line"_s));
        session()->setAppliedOverride(nullptr);
        QVERIFY(show(DocumentLocation::animation(DemoDat::WalkAnimation, 4)));
        QVERIFY(!m_dock->findHook(DemoDat::WalkAnimation, 4, 0)->text(0).contains(u"override"_s));
    }
};

QTEST_MAIN(TestTriggersPanel)
#include "tst_triggerspanel.moc"
