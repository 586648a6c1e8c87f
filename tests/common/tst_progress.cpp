// Progress and cancel through core's long loops: the counter itself; loading a catalog (and so
// opening a document), a reachability report, seeded rolls and an ambient simulation each
// report monotonically up to their total, stop soon after a cancel with what their contract
// says (ErrorCode::Cancelled, or a result flagged cancelled holding a prefix of the full run),
// and give the same results with a sink as without one.
#include "core/common/progresscounter.h"
#include "core/common/progressslice.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/soundcatalog.h"
#include "core/retail/ambientschedule.h"
#include "core/retail/reachability.h"
#include "core/retail/rollsimulator.h"

#include <QTemporaryDir>
#include <QTest>

#include <thread>
#include <utility>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

/// Records every report; says cancelled once `cancelAfter` reports were made (never when < 0).
class RecordingSink final : public ProgressSink {
public:
    explicit RecordingSink(int cancelAfter = -1)
        : m_cancelAfter(cancelAfter) {}

    void report(qint64 done, qint64 total) override { reports.emplace_back(done, total); }
    [[nodiscard]] bool cancelled() const override {
        return m_cancelAfter >= 0 && static_cast<int>(reports.size()) >= m_cancelAfter;
    }

    /// Done never goes backwards nor past a non-zero total, and the total stays put.
    [[nodiscard]] bool monotonic() const {
        for (std::size_t i = 0; i < reports.size(); ++i) {
            const auto [done, total] = reports[i];
            if (done < 0 || (total > 0 && done > total))
                return false;
            if (i > 0 && (done < reports[i - 1].first || total != reports[i - 1].second))
                return false;
        }
        return true;
    }

    std::vector<std::pair<qint64, qint64>> reports;

private:
    int m_cancelAfter;
};

const std::vector<SoundVariant> Four = {{0x0A000001, 0.0f, 1.0f, 1.0f},
                                        {0x0A000002, 0.0f, 0.5f, 1.0f},
                                        {0x0A000003, 0.0f, 0.25f, 1.0f},
                                        {0x0A000004, 0.0f, 1.0f, 1.0f}};

} // namespace

class TestProgress final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_dat = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_dat).has_value());
    }

    void counter() {
        ProgressCounter c;
        QCOMPARE(c.fraction(), -1.0); // total not known yet
        QVERIFY(!c.cancelled());
        c.report(5, 20);
        QCOMPARE(c.done(), 5);
        QCOMPARE(c.total(), 20);
        QCOMPARE(c.fraction(), 0.25);
        c.report(30, 20); // clamped for display
        QCOMPARE(c.fraction(), 1.0);
        QVERIFY(!ProgressSink::reportAndCheck(&c, 6, 20));
        c.cancel();
        QVERIFY(c.cancelled());
        QVERIFY(ProgressSink::reportAndCheck(&c, 7, 20));
        QVERIFY(!ProgressSink::reportAndCheck(nullptr, 7, 20));
        QCOMPARE(ProgressSink::cancelledError().code, ErrorCode::Cancelled);
        QVERIFY(!ProgressSink::cancelledError().message.isEmpty());
    }

    void slices() {
        RecordingSink whole;
        ProgressSlice first(&whole, 0, 300, 1000);
        ProgressSlice second(&whole, 300, 700, 1000);
        first.report(0, 10);
        first.report(5, 10);
        first.report(10, 10);
        second.report(0, 0); // step total unknown: the start of the slice
        second.report(1, 4);
        second.report(4, 4);
        const std::vector<std::pair<qint64, qint64>> expected = {
            {0, 1000}, {150, 1000}, {300, 1000}, {300, 1000}, {475, 1000}, {1000, 1000}};
        QCOMPARE(whole.reports, expected);
        QVERIFY(whole.monotonic());
        QVERIFY(!second.cancelled());
        RecordingSink cancelling(0);
        QVERIFY(ProgressSlice(&cancelling, 0, 1, 1).cancelled());
        ProgressSlice orphan(nullptr, 0, 1, 1);
        orphan.report(1, 1);
        QVERIFY(!orphan.cancelled());
    }

    void counterAcrossThreads() {
        ProgressCounter c;
        qint64 seen = 0;
        std::thread worker([&c, &seen] {
            qint64 i = 0;
            while (!c.cancelled())
                c.report(++i, 0);
            seen = i;
        });
        QTRY_VERIFY(c.done() > 1000);
        c.cancel();
        worker.join();
        QVERIFY(seen >= 1000);
        QCOMPARE(c.done(), seen);
    }

    void catalogLoadReportsAndCancels() {
        auto dat = DatFile::open(m_dat);
        QVERIFY(dat);
        const auto plain = SoundCatalog::load(**dat);
        QVERIFY(plain);
        // Every table, region and setup is one unit.
        const auto records = static_cast<qint64>(plain->tables().size() + plain->regions().size() +
                                                 plain->setupTables().size());

        RecordingSink sink;
        const auto loaded = SoundCatalog::load(**dat, &sink);
        QVERIFY(loaded);
        QCOMPARE(loaded->tables().size(), plain->tables().size());
        QCOMPARE(loaded->waves().size(), plain->waves().size());
        QVERIFY(sink.monotonic());
        QVERIFY(!sink.reports.empty());
        QCOMPARE(sink.reports.front(), std::make_pair(qint64(0), records));
        QCOMPARE(sink.reports.back(), std::make_pair(records, records));

        RecordingSink cancelling(3);
        const auto cancelled = SoundCatalog::load(**dat, &cancelling);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
        QCOMPARE(static_cast<int>(cancelling.reports.size()), 3); // stopped at the first check
    }

    void documentOpenCancels() {
        RecordingSink sink(1);
        const auto opened = Document::open(m_dat, {{}, false}, &sink);
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, ErrorCode::Cancelled);

        ProgressCounter counter;
        const auto whole = Document::open(m_dat, {{}, false}, &counter);
        QVERIFY(whole);
        QVERIFY(counter.total() > 0);
        QCOMPARE(counter.done(), counter.total());
    }

    void reachReportReportsAndCancels() {
        auto dat = DatFile::open(m_dat);
        QVERIFY(dat);
        const auto catalog = SoundCatalog::load(**dat);
        QVERIFY(catalog);
        std::vector<SoundTable> tables;
        for (const auto& [id, table] : catalog->tables())
            tables.push_back(table);
        QVERIFY(tables.size() >= 3);
        const ReachReport plain = ReachReport::analyse(tables, FpuModel::Single);
        QVERIFY(!plain.cancelled);

        RecordingSink sink;
        const ReachReport reported = ReachReport::analyse(tables, FpuModel::Single, {}, &sink);
        QVERIFY(!reported.cancelled);
        QCOMPARE(reported.variants, plain.variants);
        QCOMPARE(reported.unheard, plain.unheard);
        QCOMPARE(reported.affectedTables, plain.affectedTables);
        QVERIFY(sink.monotonic());
        const auto n = static_cast<qint64>(tables.size());
        QCOMPARE(sink.reports.back(), std::make_pair(n, n));

        RecordingSink cancelling(3); // reports before tables 0, 1, 2: cancelled before table 2
        const ReachReport part = ReachReport::analyse(tables, FpuModel::Single, {}, &cancelling);
        QVERIFY(part.cancelled);
        QCOMPARE(part.tables.size(), std::size_t(2));
        QCOMPARE(part.tables[1].tableId, plain.tables[1].tableId);
    }

    void rollsInChunksAreTheSameRolls() {
        // Three and a half chunks of 2^20: the chunked loop draws the same sequence.
        const quint64 events = (quint64(7) << 20) / 2;
        const RollSimulation plain = RollSimulation::simulate(Four, events, 11, FpuModel::Single);
        RecordingSink sink;
        const RollSimulation chunked = RollSimulation::simulate(Four, events, 11, FpuModel::Single,
                                                                {}, PickerKind::Retail, 0, &sink);
        QVERIFY(!chunked.cancelled);
        QCOMPARE(chunked.events, events);
        QCOMPARE(chunked.played, plain.played);
        QCOMPARE(chunked.silent, plain.silent);
        QCOMPARE(chunked.fit.statistic, plain.fit.statistic);
        QVERIFY(sink.monotonic());
        QCOMPARE(sink.reports.size(), std::size_t(5)); // 0, 1, 2, 3 chunks, then the end
        QCOMPARE(sink.reports.back(),
                 std::make_pair(static_cast<qint64>(events), static_cast<qint64>(events)));
    }

    void cancelledRollsAreAPrefix() {
        const quint64 chunk = quint64(1) << 20;
        RecordingSink cancelling(3); // checks at 0, 1 and 2 chunks: two chunks were rolled
        const RollSimulation part = RollSimulation::simulate(
            Four, 10 * chunk, 5, FpuModel::Single, {}, PickerKind::Retail, 0, &cancelling);
        QVERIFY(part.cancelled);
        QCOMPARE(part.events, 2 * chunk);
        const RollSimulation prefix =
            RollSimulation::simulate(Four, 2 * chunk, 5, FpuModel::Single);
        QCOMPARE(part.played, prefix.played);
        QCOMPARE(part.silent, prefix.silent);
        qint64 sum = part.silent;
        for (const qint64 p : part.played)
            sum += p;
        QCOMPARE(static_cast<quint64>(sum), part.events);
    }

    void ambientSimulationReportsAndCancels() {
        AmbientStbDesc stb;
        stb.soundTable = 0x20000001;
        AmbientSoundDesc often;
        often.soundType = 1;
        often.volume = 0.5f;
        often.baseChance = 1.0f;
        often.minRate = 0.01f;
        often.maxRate = 0.02f;
        stb.sounds.push_back(often);
        SoundTable table = SoundTable::makeEmpty(0x20000001);
        SoundTableNode node;
        node.key = 1;
        node.variants = Four;
        table.root.children.push_back(node);

        AmbientConfig config;
        config.seed = 3;
        config.seconds = 600.0; // about 40,000 events
        const AmbientSchedule plain = AmbientSchedule::simulate(stb, table, config);
        QVERIFY(plain.events.size() > 3 * 4096);

        RecordingSink sink;
        config.progress = &sink;
        const AmbientSchedule reported = AmbientSchedule::simulate(stb, table, config);
        QVERIFY(!reported.cancelled);
        QCOMPARE(reported.events.size(), plain.events.size());
        QVERIFY(sink.monotonic());
        QCOMPARE(sink.reports.back(), std::make_pair(qint64(600000), qint64(600000)));

        RecordingSink cancelling(3); // checked before events 0, 4096, 8192
        config.progress = &cancelling;
        const AmbientSchedule part = AmbientSchedule::simulate(stb, table, config);
        QVERIFY(part.cancelled);
        QCOMPARE(part.events.size(), std::size_t(2 * 4096));
        for (std::size_t i = 0; i < part.events.size(); ++i) {
            QCOMPARE(part.events[i].timeSeconds, plain.events[i].timeSeconds);
            QCOMPARE(part.events[i].variantIndex, plain.events[i].variantIndex);
        }
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
