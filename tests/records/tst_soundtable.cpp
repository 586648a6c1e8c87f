#include "core/common/bytewriter.h"
#include "core/records/soundtable.h"
#include "tests/records/resultcheck.h"

#include <QTest>
#include <QtEndian>

#include <random>

#include <cstring>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// The fixtures are written field by field with ByteWriter (a primitive little-endian writer),
// independently of SoundTable::encode().
struct Rec {
    quint32 wave;
    float priority;
    float probability;
    float volume;
};

void writeRecords(ByteWriter& w, std::initializer_list<Rec> records) {
    w.u32(static_cast<quint32>(records.size()));
    for (const Rec& r : records) {
        w.u32(r.wave);
        w.f32(r.priority);
        w.f32(r.probability);
        w.f32(r.volume);
    }
}

void writeChild(ByteWriter& w, quint32 key, std::initializer_list<Rec> records) {
    w.u32(key);
    writeRecords(w, records);
    w.u32(0); // the child's own child count
}

// Like retail 0x20000001 (§3.3): root key 0, one default root record, then children.
QByteArray eor20000001() {
    ByteWriter w;
    w.u32(0x20000001);
    w.u32(0);                                              // root key
    writeRecords(w, {{0, 0, 1, 1}});                       // root record count + record
    w.u32(3);                                              // child count, at 0x1C
    writeChild(w, 0x58, {{0x0A000262, 0.7f, 1.0f, 1.0f}}); // ShieldUp
    writeChild(w, 0x5B, {{0x0A000274, 0.7f, 1.0f, 0.8f}}); // EnchantDown
    writeChild(w, 0x37,
               {{0x0A000100, 0.5f, 1.0f, 0.9f}, {0x0A000101, 0.5f, 0.5f, 0.9f}}); // Footstep1
    return w.take();
}

// Like retail 0x200000A8: Swoosh2 with two records.
QByteArray eor200000A8() {
    ByteWriter w;
    w.u32(0x200000A8);
    w.u32(0);
    writeRecords(w, {{0, 0, 1, 1}});
    w.u32(2);
    writeChild(w, 0x1E, {{0x0A000518, 0.5f, 1.0f, 1.0f}}); // Swoosh1
    writeChild(w, 0x1F,
               {{0x0A000519, 0.5f, 1.0f, 0.9f}, {0x0A00051E, 0.5f, 1.0f, 0.9f}}); // Swoosh2
    return w.take();
}

float bitsToFloat(quint32 bits) {
    float f = 0;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

quint32 floatBits(float f) {
    quint32 bits = 0;
    std::memcpy(&bits, &f, sizeof bits);
    return bits;
}

} // namespace

class TestSoundTable : public QObject {
    Q_OBJECT

private slots:
    void decodesRetailLayout() {
        const QByteArray bytes = eor20000001();
        QCOMPARE(bytes.size(), 32 + (12 + 16) + (12 + 16) + (12 + 32)); // §3.3 size formula
        const auto table = SoundTable::decode(bytes);
        VERIFY_OK(table);
        QCOMPARE(table->id, 0x20000001u);
        QCOMPARE(table->root.key, 0u);
        QCOMPARE(table->root.variants.size(), 1u);
        QCOMPARE(table->root.variants[0], (SoundVariant{0, 0.0f, 1.0f, 1.0f}));
        QCOMPARE(table->root.children.size(), 3u);

        const SoundTableNode* shieldUp = table->sound(0x58);
        QVERIFY(shieldUp);
        QCOMPARE(shieldUp->variants.size(), 1u);
        QCOMPARE(shieldUp->variants[0].wave, 0x0A000262u);
        QCOMPARE(shieldUp->variants[0].priority, 0.7f);
        QCOMPARE(shieldUp->variants[0].probability, 1.0f);
        QCOMPARE(shieldUp->variants[0].volume, 1.0f);

        const SoundTableNode* enchantDown = table->sound(0x5B);
        QVERIFY(enchantDown);
        QCOMPARE(enchantDown->variants[0].wave, 0x0A000274u);
        QCOMPARE(enchantDown->variants[0].volume, 0.8f);

        QCOMPARE(table->root.children[2].key, 0x37u);
        QCOMPARE(table->root.children[2].variants[1].probability, 0.5f);
        QVERIFY(table->sound(0x1F) == nullptr);
        QVERIFY(table->duplicateSoundTypes().empty());
        QCOMPARE(table->encodedSize(), bytes.size());
    }

    void decodesTwoVariantSwoosh() {
        const auto table = SoundTable::decode(eor200000A8());
        QVERIFY(table.has_value());
        const SoundTableNode* swoosh2 = table->sound(0x1F);
        QVERIFY(swoosh2);
        QCOMPARE(swoosh2->variants.size(), 2u);
        QCOMPARE(swoosh2->variants[0].wave, 0x0A000519u);
        QCOMPARE(swoosh2->variants[1].wave, 0x0A00051Eu);
        const std::vector<quint32> waves = table->waveIds();
        QCOMPARE(waves, (std::vector<quint32>{0, 0x0A000518, 0x0A000519, 0x0A00051E}));
    }

    void reencodesIdentically_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("0x20000001-like") << eor20000001();
        QTest::newRow("0x200000A8-like") << eor200000A8();

        ByteWriter odd; // odd floats: NaN with payload, -0, denormal, infinity
        odd.u32(0x20000002);
        odd.u32(0);
        odd.u32(1);
        odd.u32(0);
        odd.u32(0x7FC12345); // NaN payload as priority
        odd.u32(0x80000000); // -0.0
        odd.u32(0x00000001); // smallest denormal
        odd.u32(1);
        odd.u32(0x46);
        odd.u32(1);
        odd.u32(0x0A000001);
        odd.f32(std::numeric_limits<float>::infinity());
        odd.f32(0.1f);
        odd.f32(0.3f);
        odd.u32(0);
        QTest::newRow("odd floats") << odd.take();

        ByteWriter noRoot; // no root records, no children
        noRoot.u32(0x20000003);
        noRoot.u32(0);
        noRoot.u32(0);
        noRoot.u32(0);
        QTest::newRow("empty") << noRoot.take();
    }

    void reencodesIdentically() {
        QFETCH(QByteArray, bytes);
        const auto table = SoundTable::decode(bytes);
        VERIFY_OK(table);
        QCOMPARE(table->encode(), bytes);
        QCOMPARE(table->encodedSize(), bytes.size());
        // (not compared as structs: the NaN row is never == itself)
        QCOMPARE(SoundTable::decode(table->encode())->encode(), bytes);
    }

    void keepsFloatBitsExactly() {
        ByteWriter w;
        w.u32(0x20000002);
        w.u32(0);
        w.u32(1);
        w.u32(0);
        w.u32(0x7FC12345);
        w.u32(0x80000000);
        w.u32(0x00000001);
        w.u32(0);
        const auto table = SoundTable::decode(w.data());
        QVERIFY(table.has_value());
        QCOMPARE(floatBits(table->root.variants[0].priority), 0x7FC12345u);
        QCOMPARE(floatBits(table->root.variants[0].probability), 0x80000000u);
        QCOMPARE(table->root.variants[0].volume, bitsToFloat(1));
    }

    void recursesIntoNestedChildren() {
        ByteWriter w;
        w.u32(0x20000010);
        w.u32(0);
        writeRecords(w, {{0, 0, 1, 1}});
        w.u32(2);
        // child 1 (Attack1) with two children of its own, the second of which has one more
        w.u32(0x03);
        writeRecords(w, {{0x0A000001, 0, 1, 1}});
        w.u32(2);
        writeChild(w, 0x100, {{0x0A000002, 0, 1, 1}});
        w.u32(0x101);
        writeRecords(w, {});
        w.u32(1);
        writeChild(w, 0x200, {{0x0A000003, 0.25f, 0.5f, 0.75f}});
        // child 2 (Attack2), plain
        writeChild(w, 0x04, {{0x0A000004, 0, 1, 1}});
        const QByteArray bytes = w.take();

        const auto table = SoundTable::decode(bytes);
        VERIFY_OK(table);
        QCOMPARE(table->root.children.size(), 2u);
        const SoundTableNode& attack1 = table->root.children[0];
        QCOMPARE(attack1.children.size(), 2u);
        QCOMPARE(attack1.children[0].key, 0x100u);
        QCOMPARE(attack1.children[1].key, 0x101u);
        QCOMPARE(attack1.children[1].variants.size(), 0u);
        QCOMPARE(attack1.children[1].children.size(), 1u);
        QCOMPARE(attack1.children[1].children[0].variants[0].wave, 0x0A000003u);
        QCOMPARE(attack1.children[1].children[0].variants[0].volume, 0.75f);
        QCOMPARE(table->root.children[1].key, 0x04u);
        QVERIFY(table->sound(0x100) == nullptr); // lookups only see the root's children
        QCOMPARE(table->encode(), bytes);
    }

    void acceptsDuplicateKeysFirstWins() {
        ByteWriter w;
        w.u32(0x20000020);
        w.u32(0);
        writeRecords(w, {{0, 0, 1, 1}});
        w.u32(5);
        writeChild(w, 0x1F, {{0x0A000001, 0, 1, 1}});
        writeChild(w, 0x37, {{0x0A000002, 0, 1, 1}});
        writeChild(w, 0x1F, {{0x0A000003, 0, 1, 1}});
        writeChild(w, 0x37, {{0x0A000004, 0, 1, 1}});
        writeChild(w, 0x1F, {{0x0A000005, 0, 1, 1}});
        const QByteArray bytes = w.take();
        auto table = SoundTable::decode(bytes);
        QVERIFY(table.has_value());
        QCOMPARE(table->sound(0x1F)->variants[0].wave, 0x0A000001u);
        QCOMPARE(table->duplicateSoundTypes(), (std::vector<quint32>{0x1F, 0x37}));
        QCOMPARE(table->encode(), bytes);
        table->sound(0x37)->variants[0].volume = 0.5f; // the mutable lookup edits the first
        QCOMPARE(table->root.children[1].variants[0].volume, 0.5f);
        QCOMPARE(table->root.children[3].variants[0].volume, 1.0f);
    }

    void editedTableEncodesTheEdit() {
        auto table = SoundTable::decode(eor20000001());
        QVERIFY(table.has_value());
        table->sound(0x5B)->variants.push_back({0x0A000999, 0.1f, 0.2f, 0.3f});
        const QByteArray bytes = table->encode();
        QCOMPARE(bytes.size(), eor20000001().size() + 16);
        const auto back = SoundTable::decode(bytes);
        QVERIFY(back.has_value());
        QCOMPARE(*back, *table);
    }

    void makeEmptyIsRetailShaped() {
        const SoundTable table = SoundTable::makeEmpty(0x20000042);
        ByteWriter w;
        w.u32(0x20000042);
        w.u32(0);
        writeRecords(w, {{0, 0, 1, 1}});
        w.u32(0);
        QCOMPARE(table.encode(), w.data());
        QCOMPARE(table.root.children.size(), 0u);
    }

    void rejectsMalformed_data() {
        addRejectColumns();
        const auto truncated = static_cast<int>(ErrorCode::Truncated);
        const auto bad = static_cast<int>(ErrorCode::BadRecord);
        const QByteArray good = eor20000001();

        QTest::newRow("empty") << QByteArray() << truncated << qint64(0) << u"needs 4"_s;
        QTest::newRow("id only") << good.left(4) << truncated << qint64(4) << u"needs 4"_s;
        QTest::newRow("cut inside root record") // the count check sees it first
            << good.left(0x14) << bad << qint64(8) << u"record count is 1"_s;
        QTest::newRow("no child count")
            << good.left(0x1C) << truncated << qint64(0x1C) << u"needs 4"_s;
        QTest::newRow("cut inside 3rd child")
            << good.left(0x5E) << truncated << qint64(0x5C) << u"needs 4"_s;
        QTest::newRow("last dword missing")
            << good.left(good.size() - 2) << truncated << qint64(good.size() - 4) << u"needs 4"_s;

        QByteArray rootCount = good;
        rootCount[8] = '\x10'; // 16 root records: 256 bytes, far more than what follows
        QTest::newRow("root record count too large")
            << rootCount << bad << qint64(8) << u"record count is 16"_s;

        QByteArray hugeCount = good;
        hugeCount.replace(8, 4, QByteArray("\xFF\xFF\xFF\xFF", 4));
        QTest::newRow("record count 0xFFFFFFFF")
            << hugeCount << bad << qint64(8) << u"record count is 4294967295"_s;

        QByteArray childCount = good;
        childCount[0x1C] = '\x09'; // 9 children need ≥ 108 bytes; 100 remain
        QTest::newRow("child count too large")
            << childCount << bad << qint64(0x1C) << u"child count is 9"_s;

        QByteArray childRecords2 = good;
        childRecords2[0x20 + 4] = '\x07'; // 7 × 16 = 112 > 108 remaining
        QTest::newRow("child record count too large")
            << childRecords2 << bad << qint64(0x24) << u"record count is 7"_s;

        QByteArray grandChildren = good;
        grandChildren[0x20 + 24] = '\x01'; // ShieldUp's own child count: 1, which eats the rest
        QTest::newRow("nested count breaks the layout")
            << grandChildren << truncated << qint64(good.size()) << u"needs 4"_s;

        QTest::newRow("trailing bytes")
            << good + QByteArray(3, '\0') << bad << qint64(good.size()) << u"3 trailing bytes"_s;

        // A chain of nodes each with one child, deeper than MaxDepth.
        ByteWriter deep;
        deep.u32(0x20000099);
        qint64 tooDeepAt = -1;
        for (int depth = 0; depth <= SoundTable::MaxDepth + 2; ++depth) {
            if (depth == SoundTable::MaxDepth + 1)
                tooDeepAt = deep.size();
            deep.u32(static_cast<quint32>(depth)); // key
            deep.u32(0);                           // no records
            deep.u32(depth <= SoundTable::MaxDepth + 1 ? 1 : 0);
        }
        QTest::newRow("nesting too deep")
            << deep.take() << bad << tooDeepAt << u"nested deeper than 16"_s;
    }

    void rejectsMalformed() {
        checkRejected([](const QByteArray& bytes) { return SoundTable::decode(bytes); });
    }

    void nestingAtTheLimitIsAccepted() {
        ByteWriter w;
        w.u32(0x20000098);
        for (int depth = 0; depth <= SoundTable::MaxDepth; ++depth) {
            w.u32(static_cast<quint32>(depth));
            w.u32(0);
            w.u32(depth < SoundTable::MaxDepth ? 1 : 0);
        }
        const auto table = SoundTable::decode(w.data());
        VERIFY_OK(table);
        QCOMPARE(table->encode(), w.data());
    }

    void mutatedInputEitherFailsOrRoundTrips() {
        // Deterministic mutations of a valid table (byte flips, dword overwrites with extreme
        // values, cuts): decoding never crashes, and whatever decodes re-encodes to exactly the
        // bytes it came from (the format has no slack).
        const QByteArray good = eor20000001();
        std::mt19937 random(12345);
        int decoded = 0;
        for (int round = 0; round < 4000; ++round) {
            QByteArray bytes = good;
            const int kind = round % 3;
            const auto at = static_cast<qsizetype>(random() % static_cast<quint32>(bytes.size()));
            if (kind == 0) {
                bytes[at] = static_cast<char>(random());
            } else if (kind == 1) {
                const qsizetype dword = (at / 4) * 4;
                const quint32 values[] = {0, 1, 2, 0xFF, 0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF};
                qToLittleEndian(values[random() % 7], bytes.data() + dword);
            } else {
                bytes.truncate(at);
            }
            const auto table = SoundTable::decode(bytes);
            if (table) {
                ++decoded;
                QCOMPARE(table->encode(), bytes);
            } else {
                QVERIFY(table.error().offset >= 0 && table.error().offset <= bytes.size());
            }
        }
        QVERIFY(decoded > 0);
    }

    void errorNamesTheRecord() {
        QByteArray bytes = eor20000001();
        bytes[0x1C] = '\x09';
        const auto table = SoundTable::decode(bytes);
        QVERIFY(!table.has_value());
        QVERIFY(table.error().message.startsWith(u"SoundTable 0x20000001: "));
        QCOMPARE(table.error().toString(), u"at 0x1C: "_s + table.error().message);
    }
};

QTEST_GUILESS_MAIN(TestSoundTable)
#include "tst_soundtable.moc"
