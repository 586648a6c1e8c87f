// The Ambient dock follows every edit of what it shows: an ambient field changed (in the STB
// page or anywhere else through the document) shows its new value in the tree, keeps the
// selected STB and simulates it again; undo shows the old value again; an edit elsewhere does
// not disturb it.
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "overridewindowfixture.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/mainwindow.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace soundstage;
using namespace Qt::StringLiterals;

// The tree's item roles (widgets/audition/ambientview.cpp).
constexpr int RegionRole = Qt::UserRole;
constexpr int StbRole = Qt::UserRole + 1;

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
};

QTEST_MAIN(TestAmbientEdits)
#include "tst_ambientedits.moc"
