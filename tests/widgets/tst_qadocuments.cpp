// QA runs are documents: a run comes back when its dat is opened again (after a restart, no
// question asked) on the row where it stopped, goes on with a dat saved under another name,
// is found for a copy of the dat by its content, opens from QA → Open Run and the recent runs,
// and stepping through it shows each variant in the editor.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/document/qarun.h"
#include "overridewindowfixture.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/qarunpanel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/saveactions.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestQaDocuments final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    QaRunPanel* qa() const { return audition()->qaPanel(); }

    QAction* menuAction(const QString& text) const {
        for (QAction* a : m_window->findChildren<QAction*>())
            if (a->text() == text)
                return a;
        return nullptr;
    }

    /// Opens `path` in a new window, as a restart would.
    bool restartWith(QString path) {
        closeWindow();
        const QString dat = std::exchange(m_dat, std::move(path));
        const bool opened = openWindow();
        return opened;
    }

    bool waitForRun() {
        if (qa()->run())
            return true;
        QSignalSpy ready(qa(), &QaRunPanel::runReady);
        return ready.wait(10000);
    }

private slots:
    void initTestCase() {
        QVERIFY(writeDemo());
        QDir(QaRun::defaultStorageDirectory()).removeRecursively();
    }
    void init() { QVERIFY(openWindow()); }
    void cleanup() {
        closeWindow();
        QDir(QaRun::defaultStorageDirectory()).removeRecursively();
    }

    void aRunComesBackWhereItStopped() {
        QVERIFY(!qa()->run());
        session()->navigate(DocumentLocation::table(DemoDat::HumanTable));
        QAction* table = menuAction(u"Audition All in &Table"_s);
        QVERIFY(table);
        table->trigger();
        QVERIFY(qa()->run());
        const int count = qa()->run()->count();
        QVERIFY(count >= 3);
        qa()->markCurrent(QaRun::Mark::Pass);
        qa()->markCurrent(QaRun::Mark::Fail);
        QCOMPARE(qa()->run()->current(), 2);
        // Stepping showed the variant in the editor.
        const QaRun::Item item = qa()->run()->item(2); // a copy: the window goes below
        QCOMPARE(session()->currentLocation(),
                 DocumentLocation::sound(item.table, item.soundType, item.variant));
        QCOMPARE(qa()->run()->settings().datName, u"demo.dat"_s);
        QCOMPARE(qa()->run()->settings().placement, u"retail"_s);

        QVERIFY(restartWith(m_dat));
        QVERIFY(waitForRun());
        QCOMPARE(qa()->run()->count(), count);
        QCOMPARE(qa()->run()->current(), 2);
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Pass), 1);
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Fail), 1);
        QCOMPARE(session()->currentLocation(),
                 DocumentLocation::sound(item.table, item.soundType, item.variant));
    }

    void aCopyOfTheDatFindsItsRun() {
        menuAction(u"Audition All in &Dat"_s)->trigger();
        QVERIFY(waitForRun());
        qa()->markCurrent(QaRun::Mark::Fail);
        const QString copy = m_dir.filePath(u"copy-of-demo.dat"_s);
        QFile::remove(copy);
        QVERIFY(QFile::copy(m_dat, copy));
        QVERIFY(restartWith(copy));
        QVERIFY(waitForRun());
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Fail), 1);
        QVERIFY(!qa()->run()->settings().table);
    }

    void aRunGoesOnWithTheDatSavedAs() {
        session()->navigate(DocumentLocation::table(DemoDat::HumanTable));
        menuAction(u"Audition All in &Table"_s)->trigger();
        QVERIFY(qa()->run());
        qa()->markCurrent(QaRun::Mark::Pass);
        // An edit, so the saved copy's content differs from the dat the run was started on.
        const SoundTable& weapon =
            session()->document()->catalog().tables().at(DemoDat::WeaponTable);
        QVERIFY(!weapon.root.children.empty() && !weapon.root.children.front().variants.empty());
        QVERIFY(session()
                    ->document()
                    ->removeVariant(DemoDat::WeaponTable, weapon.root.children.front().key, 0)
                    .has_value());
        m_chosen = m_dir.filePath(u"saved-as.dat"_s);
        QFile::remove(m_chosen);
        auto* save = m_window->findChild<SaveActions*>();
        QVERIFY(save);
        QSignalSpy finished(save, &SaveActions::saveFinished);
        save->saveAsAction()->trigger();
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.front().front().toBool());
        QCOMPARE(session()->document()->path(), m_chosen);
        QVERIFY(waitForRun());
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Pass), 1);

        QVERIFY(restartWith(m_chosen));
        QVERIFY(waitForRun());
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Pass), 1);
    }

    void openRunAndRecentRuns() {
        session()->navigate(DocumentLocation::table(DemoDat::WeaponTable));
        menuAction(u"Audition All in &Table"_s)->trigger();
        QVERIFY(qa()->run());
        qa()->markCurrent(QaRun::Mark::Fail);
        const QString file = qa()->run()->storageFile();

        auto* recent = m_window->findChild<QMenu*>(u"recentQaRuns"_s);
        QVERIFY(recent);
        emit recent->aboutToShow();
        QCOMPARE(recent->actions().size(), 1);
        QVERIFY2(recent->actions().front()->text().contains(hexId(DemoDat::WeaponTable)),
                 qPrintable(recent->actions().front()->text()));
        QVERIFY(recent->actions().front()->text().contains(u"1 of"_s));

        // Another run takes the panel, then the stored one comes back by its file.
        session()->navigate(DocumentLocation::table(DemoDat::HumanTable));
        menuAction(u"Audition All in &Table"_s)->trigger();
        QCOMPARE(qa()->run()->settings().table, std::optional<quint32>(DemoDat::HumanTable));
        QVERIFY(audition()->openQaRun(file));
        QCOMPARE(qa()->run()->settings().table, std::optional<quint32>(DemoDat::WeaponTable));
        QCOMPARE(qa()->run()->countMarked(QaRun::Mark::Fail), 1);
        QVERIFY(!audition()->openQaRun(m_dir.filePath(u"no-such-run.json"_s)));
    }
};

QTEST_MAIN(TestQaDocuments)
#include "tst_qadocuments.moc"
