#include "core/retail/eventoutcome.h"

#include <QTest>

#include <set>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {
SoundVariant v(quint32 wave, float probability = 1.0f, float volume = 1.0f) {
    return SoundVariant{wave, 0.0f, probability, volume};
}
constexpr quint32 W(quint32 n) {
    return 0x0A000000u + n;
}
} // namespace

class TestEventOutcome : public QObject {
    Q_OBJECT

private slots:
    void emptyListIsSilence() {
        const EventOutcome o = EventOutcome::compute({}, FpuModel::Single);
        QVERIFY(o.variants.empty());
        QCOMPARE(o.silence(), Rational(1, 1));
    }

    void singleRecord() {
        const EventOutcome s = EventOutcome::compute({v(W(1))}, FpuModel::Single);
        QCOMPARE(s.variants.size(), std::size_t(1));
        QCOMPARE(s.variants[0].pickCount, qint64(2147483562));
        QCOMPARE(s.variants[0].pick(), Rational(1, 1));
        QCOMPARE(s.variants[0].gateCount, 32767);
        QCOMPARE(s.variants[0].play(), Rational(32767, 32768));
        QCOMPARE(s.silence(), Rational(1, 32768));
        QCOMPARE(s.variants[0].verdicts, 0u);
        const EventOutcome d = EventOutcome::compute({v(W(1))}, FpuModel::Double);
        QCOMPARE(d.silence(), Rational(0, 1));
    }

    void swoosh2ShapedList() {
        // like retail 0x200000A8 / Swoosh2: two records, the second never chosen
        const EventOutcome o =
            EventOutcome::compute({v(0x0A000519), v(0x0A00051E)}, FpuModel::Single);
        QCOMPARE(o.variants[1].pick(), Rational(0, 1));
        QCOMPARE(o.variants[1].gateCount, 32767);
        QCOMPARE(o.variants[1].play(), Rational(0, 1));
        QCOMPARE(verdictKeys(o.variants[1].verdicts), QStringList{QStringLiteral("never chosen")});
        QCOMPARE(o.variants[0].play(), Rational(32767, 32768));
    }

    void verdictsAndExactChances() {
        // N = 3 (double model: exactly 1/2, 1/2, 0)
        const std::set<quint32> dat{W(1), W(2)};
        const WaveExists exists = [&](quint32 id) { return dat.count(id) > 0; };
        {
            const EventOutcome o =
                EventOutcome::compute({v(W(1), 0.5f), v(W(1)), v(W(2))}, FpuModel::Double, exists);
            QCOMPARE(o.variants[0].play(), Rational(1, 4)); // 1/2 · 16384/32768
            QCOMPARE(o.variants[1].play(), Rational(1, 2)); // 1/2 · 1
            QCOMPARE(o.variants[2].play(), Rational(0, 1));
            QCOMPARE(o.silence(), Rational(1, 4));
            QVERIFY(o.variants[0].has(Verdict::DuplicateWave));
            QVERIFY(o.variants[1].has(Verdict::DuplicateWave));
            QVERIFY(o.variants[2].has(Verdict::NeverChosen));
            QVERIFY(!o.variants[2].has(Verdict::DuplicateWave));
        }
        {
            const EventOutcome o = EventOutcome::compute({v(0), v(W(1), 0.0f), v(W(9)), v(W(2))},
                                                         FpuModel::Double, exists);
            QCOMPARE(verdictKeys(o.variants[0].verdicts),
                     QStringList{QStringLiteral("silent record")});
            QCOMPARE(verdictKeys(o.variants[1].verdicts), QStringList{QStringLiteral("gated off")});
            QCOMPARE(verdictKeys(o.variants[2].verdicts),
                     QStringList{QStringLiteral("missing wave")});
            QCOMPARE(verdictKeys(o.variants[3].verdicts),
                     QStringList{QStringLiteral("never chosen")});
            // each of the first three is chosen 1/3; none is heard
            QCOMPARE(o.variants[0].pick(), Rational(1, 3));
            QCOMPARE(o.variants[0].play(), Rational(0, 1));
            QCOMPARE(o.variants[2].play(), Rational(0, 1)); // missing wave: no gate roll, silence
            QCOMPARE(o.silence(), Rational(1, 1));
        }
        // without a wave predicate every wave is assumed present
        const EventOutcome o = EventOutcome::compute({v(W(9))}, FpuModel::Double);
        QCOMPARE(o.variants[0].verdicts, 0u);
        QCOMPARE(o.silence(), Rational(0, 1));
    }

    void duplicateWavesInLongLists() {
        // long lists (an editor allows thousands of records) find duplicates by sorting: the
        // same verdicts as the pairwise search of short lists, wave 0 never a duplicate
        for (const int n : {5, 17, 1000}) {
            std::vector<SoundVariant> list;
            for (int i = 0; i < n; ++i)
                list.push_back(v(W(100 + static_cast<quint32>(i))));
            list[1].wave = list[n - 2].wave; // one duplicate pair, far apart
            list[0].wave = 0;
            list[2].wave = 0; // two silent records: not duplicates of each other
            const EventOutcome o = EventOutcome::compute(list, FpuModel::Single);
            for (int i = 0; i < n; ++i) {
                const bool duplicate = i == 1 || i == n - 2;
                QVERIFY2(o.variants[static_cast<std::size_t>(i)].has(Verdict::DuplicateWave) ==
                             duplicate,
                         qPrintable(QStringLiteral("n=%1 index %2").arg(n).arg(i)));
            }
        }
    }

    void singleModelCountsMultiply() {
        const EventOutcome o =
            EventOutcome::compute({v(W(1), 0.1f), v(W(2)), v(W(3))}, FpuModel::Single);
        QCOMPARE(o.variants[0].pickCount, qint64(1073741749));
        QCOMPARE(o.variants[0].gateCount, 3277);
        QCOMPARE(o.variants[0].play(), Rational(1073741749, 2147483562) * Rational(3277, 32768));
        const Rational heard = o.variants[0].play() + o.variants[1].play();
        QCOMPARE(o.silence(), Rational(1, 1) - heard);
        QVERIFY(
            std::abs(o.silence().toDouble() - (1.0 - (1073741749.0 * 3277 + 1073741813.0 * 32767) /
                                                         (2147483562.0 * 32768))) < 1e-15);
    }

    void gatedItemIsAListOfOne() {
        // A hook's own gate (one probability, no pick): what a list of one record gives.
        const SoundVariant item{0x0A000001, 0, 0.5f, 1};
        for (const FpuModel model : {FpuModel::Single, FpuModel::Double}) {
            const VariantOutcome one = gatedItemOutcome(item, model);
            const EventOutcome list = EventOutcome::compute({item}, model);
            QCOMPARE(one.pick(), Rational::fromInt(1));
            QCOMPARE(one.gateCount, list.variants[0].gateCount);
            QCOMPARE(one.play(), list.variants[0].play());
            QCOMPARE(one.verdicts, list.variants[0].verdicts);
        }
        const SoundVariant full{0x0A000001, 0, 1.0f, 1};
        QCOMPARE(gatedItemOutcome(full, FpuModel::Single).play(), Rational(32767, 32768));
        QCOMPARE(gatedItemOutcome(full, FpuModel::Double).play(), Rational::fromInt(1));
        const VariantOutcome missing =
            gatedItemOutcome(full, FpuModel::Double, [](quint32) { return false; });
        QVERIFY(missing.has(Verdict::MissingWave));
        QVERIFY(missing.play().isZero());
        QVERIFY(
            gatedItemOutcome({0x0A000001, 0, 0.0f, 1}, FpuModel::Single).has(Verdict::GatedOff));
    }

    void statedChancesAnswerLikeTheClientPick() {
        // An outcome whose chances another pick rule states (an override's `!pick`): the
        // accessors read them, a record that plays nothing is heard 0, and a verdict found
        // later (a missing file) moves its share to the silence.
        EventOutcome o;
        o.statedPick = true;
        o.variants.resize(2);
        o.variants[1].verdicts = static_cast<quint32>(Verdict::SilentRecord);
        o.stated = {{0.5, 0.5, 0.25, Rational(1, 4)}, {0.5, 1, 0.5, Rational(1, 2)}};
        o.statedSilence = 0.75;
        o.exactStatedSilence = Rational(3, 4);
        QCOMPARE(o.pickChance(0), 0.5);
        QCOMPARE(o.gateChance(0), 0.5);
        QCOMPARE(o.playChance(0), 0.25);
        QCOMPARE(o.playChance(1), 0.0);
        QCOMPARE(o.exactPlay(1), std::optional<Rational>(Rational()));
        o.addVerdict(1, Verdict::MissingFile); // already silent: nothing moves
        QCOMPARE(o.silenceChance(), 0.75);
        o.addVerdict(0, Verdict::MissingFile);
        QCOMPARE(o.playChance(0), 0.0);
        QCOMPARE(o.exactStatedSilence, std::optional<Rational>(Rational::fromInt(1)));
        QCOMPARE(o.silenceChance(), 1.0);
        QCOMPARE(verdictLabels(o.variants[0].verdicts), QStringList{u"file missing"_s});
    }

    void addVerdictToTheClientPick() {
        EventOutcome o = EventOutcome::compute({v(W(1)), v(W(2)), v(W(1))}, FpuModel::Double);
        const Rational heard = o.heard();
        const Rational first = o.variants[0].play();
        o.addVerdict(0, Verdict::MissingWave);
        QVERIFY(o.variants[0].play().isZero());
        QCOMPARE(o.heard(), heard - first);
        QCOMPARE(o.playChance(0), 0.0);
    }

    void findSoundNodeTakesFirst() {
        SoundTable t;
        t.id = 0x20000001;
        t.root.children.push_back(SoundTableNode{31, {v(W(1))}, {}});
        t.root.children.push_back(SoundTableNode{31, {v(W(2))}, {}});
        QCOMPARE(findSoundNode(t, 31), &t.root.children[0]);
        QCOMPARE(findSoundNode(t, 32), nullptr);
    }
};

QTEST_GUILESS_MAIN(TestEventOutcome)
#include "tst_eventoutcome.moc"
