// Load checks of issue 9 that are correctness, not speed (the figures are benchmark rows):
// a sound with 1,000 variants survives decode / encode / JSON and gets an exact retail outcome.
#include "core/records/recordjson.h"
#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/variantpicker.h"

#include <QTest>

using namespace soundstage;

class TestLoadChecks : public QObject {
    Q_OBJECT

    static SoundTable bigTable(int variants) {
        SoundTable table = SoundTable::makeEmpty(0x20000F00);
        SoundTableNode node;
        node.key = 0x37;
        for (int v = 0; v < variants; ++v)
            node.variants.push_back({0x0A000000u + quint32(v), 0.5f, float(v % 10) / 10.0f, 1.0f});
        table.root.children.push_back(std::move(node));
        return table;
    }

private slots:
    void thousandVariantsRoundTrip() {
        const SoundTable table = bigTable(1000);
        const QByteArray bytes = table.encode();
        // 32 bytes of root + 12 of the child header + 16 per record
        QCOMPARE(bytes.size(), qsizetype(32 + 12 + 16 * 1000));
        const auto decoded = SoundTable::decode(bytes);
        QVERIFY(decoded.has_value());
        QCOMPARE(*decoded, table);
        QCOMPARE(decoded->encode(), bytes);
        const auto fromJson = soundTableFromJson(toJson(table));
        QVERIFY(fromJson.has_value());
        QCOMPARE(*fromJson, table);
    }

    void thousandVariantsRetailOutcome() {
        const SoundTable table = bigTable(1000);
        const auto& variants = table.root.children.front().variants;
        const EventOutcome outcome = EventOutcome::compute(variants, FpuModel::Single);
        QCOMPARE(int(outcome.variants.size()), 1000);
        // trunc((N−1)·r) never reaches N−1: the last record is never chosen, all others are
        QVERIFY(outcome.variants.back().has(Verdict::NeverChosen));
        qint64 picks = 0;
        for (int i = 0; i < 999; ++i) {
            QVERIFY(outcome.variants[size_t(i)].pickCount > 0);
            picks += outcome.variants[size_t(i)].pickCount;
        }
        QCOMPARE(picks, qint64(2147483562)); // every ran2 output picks exactly one record
        // records with probability 0 (every tenth) are gated off
        QVERIFY(outcome.variants[0].has(Verdict::GatedOff));
        QVERIFY(!outcome.variants[1].has(Verdict::GatedOff));
        QVERIFY(outcome.heardCount > 0 && outcome.heardCount < VariantOutcome::PlayOutcomes);
    }
};

QTEST_GUILESS_MAIN(TestLoadChecks)
#include "tst_loadchecks.moc"
