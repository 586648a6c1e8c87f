// The live override loop: an applied override file edited on disk (in place, or saved by
// renaming a new file over it, as many editors do) is re-applied by itself — the odds and the
// grid follow, the selection stays; a save with errors puts them in the issue log at their line
// and column and leaves the last good version applied; clearing the preview stops the watch.
// Within a second of the save: the reload waits OverrideActions::ReloadDelayMs for the writes
// to settle, and the re-apply itself is timed by bench_liveloops (≤ 50 ms for 1,000 lines).
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "overridewindowfixture.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace soundstage;
using namespace Qt::StringLiterals;

static_assert(OverrideActions::ReloadDelayMs <= 500, "a save is re-applied within a second");

class TestOverrideLive final : public QObject, public test::OverrideWindowFixture {
    Q_OBJECT

    static quint32 swoosh2() { return parseSoundType(u"Swoosh2").value(); }
    TableEditor* editor() const { return m_window->tableEditor(); }

    /// The number of variants the applied override gives the weapon table's Swoosh2.
    int overrideVariants() const {
        const auto preview = session()->appliedOverride();
        const auto sound = preview ? preview->sound(DemoDat::WeaponTable, swoosh2()) : std::nullopt;
        return sound ? static_cast<int>(sound->variants.size()) : -1;
    }
    /// Waits (at most 20 s: the machine may be busy) for the next reload to end.
    bool waitForReload(QSignalSpy& spy) {
        spy.clear();
        return spy.wait(20000);
    }
    /// Writes `text` the way editors that save atomically do: a new file renamed over it.
    bool saveByRename(const QByteArray& text) {
        const QString temporary = m_dir.filePath(u".mod.txt.swp"_s);
        QFile f(temporary);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return false;
        f.close();
        return std::rename(QFile::encodeName(temporary).constData(),
                           QFile::encodeName(m_dir.filePath(u"mod.txt"_s)).constData()) == 0;
    }
    /// The wave the grid shows for variant `row` (its id, without the wave's description).
    QString waveCell(int row) const {
        const QAbstractItemModel* model = editor()->variantModel();
        return model->index(row, VariantModel::WaveColumn).data().toString().left(10);
    }
    /// The issue log's rows as text.
    QStringList issues() const {
        QStringList rows;
        const QAbstractItemModel* model = m_window->issueLog()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            QStringList cells;
            for (int column = 0; column < model->columnCount(); ++column)
                cells << model->index(row, column).data().toString();
            rows << cells.join(u' ');
        }
        return rows;
    }

private slots:
    void initTestCase() { QVERIFY(writeDemo()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    void savingTheFileReappliesItAndKeepsTheSelection() {
        QVERIFY(apply("0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9\n"));
        QCOMPARE(overrideVariants(), 1);
        QCOMPARE(m_actions->watchedFile(), m_dir.filePath(u"mod.txt"_s));
        session()->navigate(DocumentLocation::sound(DemoDat::WeaponTable, swoosh2(), 0));
        QCOMPARE(editor()->variantModel()->rowCount(), 1);
        QSignalSpy reloaded(m_actions, &OverrideActions::reloaded);

        // Edited in place: two alternatives now, picked uniformly.
        QVERIFY(writeFile(u"mod.txt"_s,
                          "0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9; 0x0A000011, 0.7, 0.5\n"));
        QVERIFY(waitForReload(reloaded));
        QCOMPARE(reloaded.front().front().toBool(), true);
        QCOMPARE(overrideVariants(), 2);
        // The editor still shows Swoosh2 of the weapon table, now with the new list and odds.
        QCOMPARE(editor()->table(), DemoDat::WeaponTable);
        QCOMPARE(editor()->currentSoundType(), std::optional<quint32>(swoosh2()));
        QCOMPARE(editor()->variantModel()->rowCount(), 2);
        const auto outcome = session()->outcome(DemoDat::WeaponTable, swoosh2());
        QVERIFY(outcome);
        QCOMPARE(outcome->playChance(1), 0.25); // picked 1/2, gate 0.5

        // Saved by renaming a new file over it.
        // What plays: the grid names the new list's waves.
        QCOMPARE(waveCell(1), u"0x0A000011"_s);

        // Saved by renaming a new file over it, the entry moved down a line: the browser's mark
        // follows it, and the grid plays the new first alternative.
        QVERIFY(saveByRename("# moved\n0x200000A8/Swoosh2, 0 = 0x0A000011, 1; 0x0A000010, 1; "
                             "0x0A000011, 0.5\n"));
        QVERIFY(waitForReload(reloaded));
        QCOMPARE(overrideVariants(), 3);
        QCOMPARE(editor()->variantModel()->rowCount(), 3);
        QCOMPARE(waveCell(0), u"0x0A000011"_s);
        const BrowserModel* browser = m_window->browser()->model();
        const QString mark = browser->indexOf(DocumentLocation::table(DemoDat::WeaponTable))
                                 .data(BrowserModel::OverrideRole)
                                 .toString();
        QVERIFY2(mark.contains(u"line 2"_s), qPrintable(mark));
    }

    void aSaveWithErrorsKeepsTheLastGoodVersion() {
        QVERIFY(apply("0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9\n"));
        QSignalSpy reloaded(m_actions, &OverrideActions::reloaded);
        QVERIFY(writeFile(u"mod.txt"_s, "0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9; 0x0A000011, 0.7\n"
                                        "0x200000A8/Bogus, 0 = 0x0A000010, 1\n"));
        QVERIFY(waitForReload(reloaded));
        QCOMPARE(reloaded.front().front().toBool(), false);
        QCOMPARE(overrideVariants(), 1); // the last good version
        const QString where = m_dir.filePath(u"mod.txt"_s) + u":2:12"_s;
        const QStringList rows = issues();
        QVERIFY2(std::any_of(rows.begin(), rows.end(),
                             [&](const QString& r) { return r.contains(where); }),
                 qPrintable(rows.join(u'\n')));
        // Fixed: applied again.
        QVERIFY(
            writeFile(u"mod.txt"_s, "0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9; 0x0A000011, 0.7\n"));
        QVERIFY(waitForReload(reloaded));
        QCOMPARE(reloaded.front().front().toBool(), true);
        QCOMPARE(overrideVariants(), 2);
    }

    void clearingThePreviewStopsWatching() {
        QVERIFY(apply("0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9\n"));
        m_actions->clearOverrideAction()->trigger();
        QVERIFY(m_actions->watchedFile().isEmpty());
        QSignalSpy reloaded(m_actions, &OverrideActions::reloaded);
        QVERIFY(writeFile(u"mod.txt"_s, "0x200000A8/Swoosh2, 0 = 0x0A000011, 0.9\n"));
        QVERIFY(!reloaded.wait(3 * OverrideActions::ReloadDelayMs + 500));
        QVERIFY(!session()->appliedOverride());
    }
};

QTEST_MAIN(TestOverrideLive)
#include "tst_overridelive.moc"
