// The Ambient dock follows every edit of what it shows: an ambient field changed (in the STB
// page or anywhere else through the document) shows its new value in the tree, keeps the
// selected STB and simulates it again; undo shows the old value again; an edit elsewhere does
// not disturb it. And the dock edits ambient sound descriptors itself (AmbientSoundEdits): add,
// remove and in-place edits of each field, undoable, journaled, saved into the dat, noted as
// left out of an exported override file, and every invalid value refused with its field named.
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "overridewindowfixture.h"
#include "widgets/audition/ambientsoundedits.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/saveactions.h"

#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace soundstage;
using namespace Qt::StringLiterals;

constexpr int RegionRole = AmbientSoundEdits::RegionRole;
constexpr int StbRole = AmbientSoundEdits::StbRole;
constexpr int SoundRole = AmbientSoundEdits::SoundRole;
using Col = AmbientSoundEdits::Column;

class TestAmbientEdits final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    AmbientView* ambient() const { return audition()->ambient(); }

    /// The tree's first sound row of STB 0 of the demo region: its volume and base chance cells.
    QTreeWidgetItem* firstSound() const {
        for (QTreeWidgetItemIterator it(ambient()->tree()); *it; ++it)
            if ((*it)->childCount() == 0 && (*it)->data(0, StbRole).isValid())
                return *it;
        return nullptr;
    }

    QString volumeShown() const {
        QTreeWidgetItem* sound = firstSound();
        return sound ? sound->text(1) : QString();
    }

    FieldRef firstVolume() const { return {Field::AmbientVolume, DemoDat::Region, 0, 0}; }

    AmbientSoundEdits* edits() const { return ambient()->edits(); }

    /// The demo region's STB `stb` as the document has it now.
    const AmbientStbDesc& stb(quint32 index) const {
        return session()->document()->catalog().regions().at(DemoDat::Region).ambient->at(index);
    }

    /// The tree's row of sound `sound` of STB `stbIndex` (or the STB's row for sound -1).
    QTreeWidgetItem* row(int stbIndex, int sound) const {
        for (QTreeWidgetItemIterator it(ambient()->tree()); *it; ++it) {
            if ((*it)->data(0, RegionRole).toUInt() != DemoDat::Region ||
                (*it)->data(0, StbRole).toInt() != stbIndex)
                continue;
            const QVariant k = (*it)->data(0, SoundRole);
            if (sound < 0 ? !k.isValid() : k.isValid() && k.toInt() == sound)
                return *it;
        }
        return nullptr;
    }

    /// Sound rows the tree shows under STB `stbIndex`.
    int rowsUnder(int stbIndex) const {
        QTreeWidgetItem* stbRow = row(stbIndex, -1);
        return stbRow ? stbRow->childCount() : -1;
    }

    bool selectRow(int stbIndex, int sound) {
        QTreeWidgetItem* item = row(stbIndex, sound);
        if (!item)
            return false;
        ambient()->tree()->setCurrentItem(item);
        return ambient()->tree()->currentItem() == item;
    }

private slots:
    void initTestCase() { QVERIFY(writeDemo()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    void treeShowsEditedValuesAndKeepsTheSelection() {
        QVERIFY(ambient()->selectStb(DemoDat::Region, 0));
        QVERIFY(firstSound());
        const QString before = volumeShown();
        QVERIFY(!before.isEmpty());

        QSignalSpy simulated(ambient(), &AmbientView::simulated);
        Document* d = session()->document();
        QVERIFY(d->setValue(firstVolume(), FieldValue(0.125f)));
        QCOMPARE(volumeShown().replace(u',', u'.'), u"0.125"_s);
        // The same STB is still the selected one and is simulated with the new value.
        QVERIFY(simulated.wait(5000));
        QVERIFY(ambient()->schedule());
        QTreeWidgetItem* current = ambient()->tree()->currentItem();
        QVERIFY(current);
        QCOMPARE(current->data(0, RegionRole).toUInt(), DemoDat::Region);
        QCOMPARE(current->data(0, StbRole).toInt(), 0);

        d->undo();
        QCOMPARE(volumeShown(), before);
        d->redo();
        QCOMPARE(volumeShown().replace(u',', u'.'), u"0.125"_s);
    }

    void addAndRemoveFromTheDockWithUndo() {
        QVERIFY(selectRow(0, 1));
        const std::size_t n = stb(0).sounds.size();
        QCOMPARE(rowsUnder(0), static_cast<int>(n));
        const AmbientSoundDesc copied = stb(0).sounds[1];
        QVERIFY(edits()->addButton()->isEnabled());
        QSignalSpy simulated(ambient(), &AmbientView::simulated);
        edits()->addButton()->click();
        QVERIFY(edits()->message().isEmpty());
        // After the selected sound, a copy of it with the first Ambient sound type the STB
        // does not play, in the document and in the tree, selected; the STB simulated again.
        QCOMPARE(stb(0).sounds.size(), n + 1);
        AmbientSoundDesc expected = copied;
        expected.soundType = parseSoundType(u"Ambient4").value();
        QCOMPARE(stb(0).sounds[2], expected);
        QCOMPARE(rowsUnder(0), static_cast<int>(n + 1));
        QCOMPARE(row(0, 2)->text(Col::ColName), u"Ambient4"_s);
        QCOMPARE(ambient()->tree()->currentItem(), row(0, 2));
        QVERIFY(simulated.wait(5000));
        QCOMPARE(ambient()->schedule()->rates.size(), n + 1);
        QVERIFY(session()->document()->isModified());

        session()->document()->undo();
        QCOMPARE(stb(0).sounds.size(), n);
        QCOMPARE(rowsUnder(0), static_cast<int>(n));
        session()->document()->redo();
        QCOMPARE(rowsUnder(0), static_cast<int>(n + 1));

        // Remove the first sound: the tree and the document lose it; undo brings it back.
        const AmbientSoundDesc first = stb(0).sounds[0];
        QVERIFY(selectRow(0, 0));
        QVERIFY(edits()->removeButton()->isEnabled());
        edits()->removeButton()->click();
        QCOMPARE(stb(0).sounds.size(), n);
        QCOMPARE(rowsUnder(0), static_cast<int>(n));
        QVERIFY(stb(0).sounds[0] != first);
        session()->document()->undo();
        QCOMPARE(stb(0).sounds[0], first);
        QCOMPARE(rowsUnder(0), static_cast<int>(n + 1));
    }

    void removeEveryOneAndAddToAnEmptyTable() {
        QVERIFY(selectRow(2, 0));
        while (!stb(2).sounds.empty()) {
            QVERIFY(selectRow(2, 0));
            QVERIFY(edits()->removeSound());
        }
        QCOMPARE(rowsUnder(2), 0);
        // The empty STB stays selected and can take a new sound (the defaults, Ambient1).
        QCOMPARE(ambient()->tree()->currentItem(), row(2, -1));
        QVERIFY(!edits()->removeButton()->isEnabled());
        QVERIFY(edits()->addSound());
        QCOMPARE(stb(2).sounds.size(), std::size_t{1});
        QCOMPARE(stb(2).sounds[0],
                 (AmbientSoundDesc{parseSoundType(u"Ambient1").value(), 0.5f, 0.5f, 10.0f, 30.0f}));
    }

    void inPlaceEditorsOnValueCellsOnly() {
        QTreeWidget* tree = ambient()->tree();
        QVERIFY(selectRow(0, 1));
        const auto open = [tree] {
            const auto* editor = tree->viewport()->findChild<QLineEdit*>();
            return editor && editor->isVisible();
        };
        // A click on the volume cell (as a user selects the sound), then F2: an editor; typing
        // a value and Enter edits the document.
        ambient()->tree()->setCurrentItem(tree->topLevelItem(0));
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                          QPoint(tree->header()->sectionViewportPosition(Col::ColVolume) + 4,
                                 tree->visualItemRect(row(0, 1)).center().y()));
        QTRY_COMPARE(tree->currentItem(), row(0, 1));
        QTest::qWait(QApplication::doubleClickInterval() + 100);
        QTest::keyClick(tree, Qt::Key_F2);
        QTRY_VERIFY(open());
        auto* editor = tree->viewport()->findChild<QLineEdit*>();
        editor->selectAll();
        QTest::keyClicks(editor, u"0.2"_s);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(session()->document()->value({Field::AmbientVolume, DemoDat::Region, 0, 1}),
                     std::optional<FieldValue>(FieldValue(0.2f)));
        QTRY_VERIFY(!open());
        // The derived kind, a region row and an STB row: no editor.
        for (const auto& [item, column] :
             {std::pair{row(0, 1), int(Col::ColKind)}, std::pair{tree->topLevelItem(0), 0},
              std::pair{row(0, -1), 0}}) {
            tree->setCurrentItem(item, column);
            QTest::keyClick(tree, Qt::Key_F2);
            QTest::qWait(50);
            QVERIFY(!open());
        }
        // A click on the selected row's volume cell opens it too (after the double-click time).
        QVERIFY(selectRow(0, 1));
        const QRect rect = tree->visualItemRect(row(0, 1));
        const QPoint at(tree->header()->sectionViewportPosition(Col::ColVolume) + 4,
                        rect.center().y());
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, at);
        QTRY_VERIFY(open());
        QTest::keyClick(tree->viewport()->findChild<QLineEdit*>(), Qt::Key_Escape);
        QTRY_VERIFY(!open());
        QCOMPARE(session()->document()->history().count(), 1);
    }

    // Under Xvfb a double-click on a sound of an STB other than the selected one seemed not to
    // open the editor: the first click selects that STB and simulates it in the background, and
    // the result arrives between the two clicks or after. The editor opens, stays open when the
    // simulation arrives, and edits the document.
    void doubleClickOnAnotherTablesSoundEdits() {
        QTreeWidget* tree = ambient()->tree();
        QSignalSpy simulated(ambient(), &AmbientView::simulated);
        QVERIFY(ambient()->selectStb(DemoDat::Region, 0));
        QVERIFY(simulated.wait(10000));
        QVERIFY(selectRow(0, 0));
        tree->scrollToItem(row(1, 1));
        const QPoint at(tree->header()->sectionViewportPosition(Col::ColVolume) + 4,
                        tree->visualItemRect(row(1, 1)).center().y());
        simulated.clear();
        // The events a platform delivers for a double-click: press, release, press, double-click,
        // release (QTest's mouseDClick on a widget sends the double-click alone, on which no
        // view edits; through the window, the offscreen screen is narrower than the window).
        QWidget* viewport = tree->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, at);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at);
        QTest::mousePress(viewport, Qt::LeftButton, {}, at);
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, at);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at);
        QCOMPARE(tree->currentItem(), row(1, 1));
        const auto editor = [tree] {
            auto* e = tree->viewport()->findChild<QLineEdit*>();
            return e && e->isVisible() ? e : nullptr;
        };
        QTRY_VERIFY(editor());
        QVERIFY(simulated.count() > 0 || simulated.wait(10000)); // STB 1's, after the clicks
        QVERIFY(editor());
        editor()->selectAll();
        QTest::keyClicks(editor(), u"0.3"_s);
        QTest::keyClick(editor(), Qt::Key_Return);
        QTRY_COMPARE(session()->document()->value({Field::AmbientVolume, DemoDat::Region, 1, 1}),
                     std::optional<FieldValue>(FieldValue(0.3f)));
        QCOMPARE(session()->document()->history().count(), 1);
    }

    void addAndRemoveNeedASelection() {
        ambient()->tree()->setCurrentItem(ambient()->tree()->topLevelItem(0)); // the region row
        QVERIFY(!edits()->addButton()->isEnabled());
        QVERIFY(!edits()->addSound());
        QVERIFY2(edits()->message().contains(u"Select an ambient table"_s),
                 qPrintable(edits()->message()));
        QVERIFY(selectRow(0, -1));
        QVERIFY(!edits()->removeSound());
        QVERIFY2(edits()->message().contains(u"Select the ambient sound"_s),
                 qPrintable(edits()->message()));
        QVERIFY(!session()->document()->isModified());
    }

    void editEachFieldInTheDock_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("field");
        QTest::addColumn<double>("value");
        QTest::newRow("sound type by name")
            << int(Col::ColName) << u"Ambient7"_s << int(Field::AmbientSoundType)
            << double(parseSoundType(u"Ambient7").value());
        QTest::newRow("volume") << int(Col::ColVolume) << u"0.25"_s << int(Field::AmbientVolume)
                                << 0.25;
        QTest::newRow("base chance 0 (continuous)")
            << int(Col::ColChance) << u"0"_s << int(Field::AmbientBaseChance) << 0.0;
        QTest::newRow("min rate") << int(Col::ColMin) << u"4.5"_s << int(Field::AmbientMinRate)
                                  << 4.5;
        QTest::newRow("max rate") << int(Col::ColMax) << u" 90 "_s << int(Field::AmbientMaxRate)
                                  << 90.0;
    }

    void editEachFieldInTheDock() {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(int, field);
        QFETCH(double, value);
        const FieldRef ref{static_cast<Field>(field), DemoDat::Region, 0, 1};
        Document* d = session()->document();
        const FieldValue before = d->value(ref).value();
        QVERIFY(selectRow(0, 1));
        // In place, as the delegate commits it: the item's text changes, the edit follows.
        row(0, 1)->setText(column, text);
        QTRY_VERIFY(d->isModified());
        const FieldValue after = d->value(ref).value();
        if (std::holds_alternative<quint32>(after))
            QCOMPARE(double(std::get<quint32>(after)), value);
        else
            QCOMPARE(double(std::get<float>(after)), value);
        QVERIFY(edits()->message().isEmpty());
        // The tree shows the document's value, on the same (still selected) row.
        QVERIFY(row(0, 1));
        QCOMPARE(ambient()->tree()->currentItem(), row(0, 1));
        if (column == Col::ColName)
            QCOMPARE(row(0, 1)->text(column), u"Ambient7"_s);
        else if (column != Col::ColMax || value != 0.0)
            QCOMPARE(row(0, 1)->text(column).replace(u',', u'.'), QString::number(value));
        d->undo();
        QCOMPARE(d->value(ref).value(), before);
        QVERIFY(!d->isModified());
        d->redo();
        QCOMPARE(d->value(ref).value(), after);
    }

    void invalidValuesNeverReachTheDocument_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown sound type")
            << int(Col::ColName) << u"Thunder9"_s << u"Sound type"_s << u"not a sound type"_s;
        QTest::newRow("sound type out of range")
            << int(Col::ColName) << u"70000"_s << u"Sound type"_s << u"not a sound type"_s;
        QTest::newRow("volume not a number")
            << int(Col::ColVolume) << u"loud"_s << u"Volume"_s << u"not a number"_s;
        QTest::newRow("negative volume")
            << int(Col::ColVolume) << u"-1"_s << u"Volume"_s << u"cannot be negative"_s;
        QTest::newRow("volume far too loud")
            << int(Col::ColVolume) << u"1000"_s << u"Volume"_s << u"far too loud"_s;
        QTest::newRow("base chance above 1")
            << int(Col::ColChance) << u"1.5"_s << u"Base chance"_s << u"not a probability"_s;
        QTest::newRow("base chance negative")
            << int(Col::ColChance) << u"-0.1"_s << u"Base chance"_s << u"not a probability"_s;
        QTest::newRow("base chance empty")
            << int(Col::ColChance) << u""_s << u"Base chance"_s << u"not a number"_s;
        QTest::newRow("min rate negative")
            << int(Col::ColMin) << u"-3"_s << u"Min rate"_s << u"cannot be negative"_s;
        QTest::newRow("max rate negative")
            << int(Col::ColMax) << u"-3"_s << u"Max rate"_s << u"cannot be negative"_s;
        QTest::newRow("max rate not a number")
            << int(Col::ColMax) << u"soon"_s << u"Max rate"_s << u"not a number"_s;
    }

    void invalidValuesNeverReachTheDocument() {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        QVERIFY(selectRow(0, 1));
        const QString shown = row(0, 1)->text(column);
        QSignalSpy status(session(), &DocumentSession::statusMessage);
        row(0, 1)->setText(column, text);
        QTRY_VERIFY(!edits()->message().isEmpty());
        const QString message = edits()->message();
        // What (the reason), which field and which sound.
        QVERIFY2(message.contains(field + u':') && message.contains(reason) &&
                     message.contains(u"Ambient2"_s) && message.contains(u"STB #0"_s),
                 qPrintable(message));
        QVERIFY(std::any_of(status.begin(), status.end(), [&](const QList<QVariant>& args) {
            return args.front().toString() == message;
        }));
        QVERIFY(!session()->document()->isModified());
        QCOMPARE(session()->document()->history().count(), 0);
        // The tree shows the document's value again.
        QCOMPARE(row(0, 1)->text(column), shown);
        // The next good edit clears the message.
        QVERIFY(edits()->editCell(row(0, 1), Col::ColVolume, u"0.3"_s));
        QVERIFY(edits()->message().isEmpty());
    }

    void journaledSavedAndLeftOutOfAnOverride() {
        QVERIFY(selectRow(1, 0));
        QVERIFY(edits()->addSound());
        QVERIFY(edits()->editCell(row(1, 1), Col::ColVolume, u"0.125"_s));
        QVERIFY(selectRow(1, 2));
        QVERIFY(edits()->removeSound());
        const std::vector<AmbientStbDesc> edited =
            *session()->document()->catalog().regions().at(DemoDat::Region).ambient;

        // Journaled: a document opened on the dat recovers the edits.
        Document* d = session()->document();
        d->flushJournal();
        QVERIFY(QFile::exists(d->journalPath()));
        {
            auto other = Document::open(m_dat, {m_dir.filePath(u"journal"_s), true});
            QVERIFY(other);
            QVERIFY((*other)->hasJournal());
            QVERIFY((*other)->recoverJournal());
            QCOMPARE(*(*other)->catalog().regions().at(DemoDat::Region).ambient, edited);
            (*other)->discardJournal();
        }

        // Export → Override File writes the file and says the ambient edits are not in it.
        QSignalSpy status(session(), &DocumentSession::statusMessage);
        auto* exports = m_window->findChild<ExportActions*>();
        QVERIFY(exports);
        QVERIFY(exports->exportOverride(m_dir.filePath(u"edits.txt"_s)));
        QVERIFY(!status.isEmpty());
        QVERIFY2(status.back().front().toString().contains(u"override files have no lines"_s),
                 qPrintable(status.back().front().toString()));

        // Saved into the dat: reopened, the region holds the edited list.
        m_chosen = m_dir.filePath(u"ambient-saved.dat"_s);
        QFile::remove(m_chosen);
        auto* saves = m_window->findChild<SaveActions*>();
        QVERIFY(saves);
        QVERIFY(saves->saveTo(m_chosen));
        auto reopened = Document::open(m_chosen, {{}, false});
        QVERIFY(reopened);
        QCOMPARE(*(*reopened)->catalog().regions().at(DemoDat::Region).ambient, edited);
    }
};

QTEST_MAIN(TestAmbientEdits)
#include "tst_ambientedits.moc"
