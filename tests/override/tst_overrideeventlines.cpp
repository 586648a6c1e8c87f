// OverrideEventLines: the first line of every event, whatever the table's size — grown from
// empty or reserved, keys that differ in any part (kind, table, sound, wave) kept apart, names
// and unresolved sounds by their text.
#include "core/override/overrideeventlines.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestOverrideEventLines : public QObject {
    Q_OBJECT

private slots:
    void firstLineOfEachEvent_data() {
        QTest::addColumn<qsizetype>("reserved");
        QTest::addColumn<bool>("copyNames");
        QTest::newRow("grown from empty") << qsizetype(0) << false;
        QTest::newRow("reserved too small") << qsizetype(100) << false;
        QTest::newRow("reserved") << qsizetype(30'000) << false;
        QTest::newRow("names copied") << qsizetype(0) << true;
    }

    void firstLineOfEachEvent() {
        QFETCH(qsizetype, reserved);
        QFETCH(bool, copyNames);
        OverrideEventLines lines;
        lines.setCopyNames(copyNames);
        if (reserved > 0)
            lines.reserve(reserved);
        // Tables far apart and close together, sound types 0..99, the same numbers as waves and
        // as every-table events: 3 × 100 × 100 keys, each defined first on its own line.
        std::vector<OverrideEvent> events;
        for (quint32 t = 0; t < 100; ++t) {
            const quint32 table = t % 2 ? 0x20000000 + t : 0x2F000000 + (t << 12);
            for (quint32 sound = 0; sound < 100; ++sound) {
                events.push_back(OverrideEvent::tableSound(table, sound));
                events.push_back(OverrideEvent::forWave(0x0A000000 + t * 100 + sound));
                if (t == 0)
                    events.push_back(OverrideEvent::everyTable(sound));
            }
        }
        events.push_back(OverrideEvent::named(u"player hits door"_s));
        OverrideEvent unresolved = OverrideEvent::tableSound(0x20000001, 0);
        unresolved.soundType.reset();
        unresolved.soundName = u"NoSuchSound"_s;
        events.push_back(unresolved);
        // Names by the thousand (the names' table grows many times), names one character
        // apart, and an unresolved sound written like a name.
        for (int i = 0; i < 5000; ++i) {
            events.push_back(OverrideEvent::named(u"door %1"_s.arg(i)));
            events.push_back(OverrideEvent::named(u"door %1 "_s.arg(i)));
        }
        events.push_back(OverrideEvent::named(unresolved.toText()));
        for (size_t i = 0; i < events.size(); ++i)
            QCOMPARE(lines.firstLine(events[i], int(i) + 1), int(i) + 1);
        // Defined again later: the first line is the answer, and it stays.
        for (size_t i = 0; i < events.size(); ++i) {
            lines.prefetch(events[i]);
            QCOMPARE(lines.firstLine(events[i], int(events.size() + i) + 1), int(i) + 1);
        }
    }

    void keysChosenToShareSlotsStayCheap_data() {
        QTest::addColumn<quint64>("step");
        QTest::addColumn<bool>("reserved");
        // 514229 is a Fibonacci number: keys stepping by it fell into one run of slots under
        // the unseeded golden-ratio multiply the table used (a file could choose them).
        for (const bool reserved : {false, true}) {
            const char* how = reserved ? "reserved" : "grown";
            QTest::addRow("Fibonacci step, %s", how) << quint64(514229) << reserved;
            QTest::addRow("sound types in a row, %s", how) << quint64(1) << reserved;
            QTest::addRow("tables in a row, %s", how) << (quint64(1) << 32) << reserved;
            QTest::addRow("power-of-two step, %s", how) << (quint64(1) << 20) << reserved;
        }
    }

    void keysChosenToShareSlotsStayCheap() {
        QFETCH(quint64, step);
        QFETCH(bool, reserved);
        constexpr int count = 50'000;
        OverrideEventLines lines;
        if (reserved)
            lines.reserve(count);
        std::vector<OverrideEvent> events;
        events.reserve(count);
        for (quint64 i = 0, key = 0; i < count; ++i, key += step) {
            events.push_back(OverrideEvent::tableSound(0x20000000 | quint32((key >> 32) & 0xFFFFFF),
                                                       quint32(key)));
        }
        for (int i = 0; i < count; ++i)
            QCOMPARE(lines.firstLine(events[size_t(i)], i + 1), i + 1);
        for (int i = 0; i < count; ++i)
            QCOMPARE(lines.firstLine(events[size_t(i)], count + i + 1), i + 1);
        // Slots picked at random, at most 70 % used, make about one step per lookup past the
        // first slot; keys crowded into one run of slots make thousands.
        qInfo() << "probes per lookup" << double(lines.probes()) / (2 * count);
        QCOMPARE_LT(lines.probes(), std::size_t(4 * 2 * count));
    }

    void packedKeysTellEventsApart() {
        const auto key = [](const OverrideEvent& e) { return OverrideEventLines::packedKey(e); };
        QVERIFY(key(OverrideEvent::tableSound(0x20000001, 5)) !=
                key(OverrideEvent::tableSound(0x20000002, 5)));
        QVERIFY(key(OverrideEvent::tableSound(0x20000001, 5)) !=
                key(OverrideEvent::tableSound(0x20000001, 6)));
        QVERIFY(key(OverrideEvent::everyTable(5)) != key(OverrideEvent::tableSound(0, 5)));
        QVERIFY(key(OverrideEvent::forWave(0x0A000005)) != key(OverrideEvent::tableSound(0, 5)));
        QVERIFY(!key(OverrideEvent::named(u"x"_s)));
    }
};

QTEST_GUILESS_MAIN(TestOverrideEventLines)
#include "tst_overrideeventlines.moc"
