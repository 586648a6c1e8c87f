// Inputs the fuzz targets (tests/fuzz) once crashed or mis-handled, each as a row: the input
// must now give a clean result or a clear error — never a crash, a hang or a sanitizer report.
// The build-asan CI run executes this under ASan + UBSan.
#include "core/audio/oggvorbisreader.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavreader.h"
#include "core/records/recordjson.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// Same layout as tests/fuzz/wavecodecinput.h: one byte L, L bytes of WAVEFORMATEX, the stream.
Result<PcmBufferPtr> decodeWithTag(const QByteArray& input, quint16 tag) {
    const qsizetype formatSize = std::min<qsizetype>(quint8(input.at(0)), input.size() - 1);
    QByteArray format = input.mid(1, formatSize);
    if (format.size() >= 2) {
        format[0] = char(tag & 0xFF);
        format[1] = char(tag >> 8);
    }
    auto decoder = WaveDecoder::open(format, input.mid(1 + formatSize), 1, 1 + formatSize);
    if (!decoder)
        return fail(decoder.error());
    return (*decoder)->readAll();
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void inputs_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("accepted");
        // fuzz_soundtable, 2026-11-29: a priority of NaN (0xFFFFFFFF). Decodes and re-encodes
        // byte for byte; the JSON round trip keeps it as "nan" (the fuzz property compared
        // tables with ==, where NaN != NaN, and now compares their JSON).
        QTest::newRow("soundtable: NaN priority")
            << u"soundtable"_s
            << QByteArray::fromHex(
                   "02000020000000000100000000000000000000000000803f0000803f0400000072000000"
                   "01000000a0fffff5ffffffff0000803f0000803f000000005400000001000000610000"
                   "0a3333333f0000803f0000803f000000006d000000010000000000000000000000000080"
                   "3f0000803f0000000077000000020000002100000a000000000000803ecdcc4c3f200000"
                   "0a000000000000803fcdcc4c3f00000000")
            << true;
        // fuzz_soundtable, 2026-11-29: a probability of −FLT_MAX (0xFF7FFFFF). toJson wrote it
        // as -3.4028235e38, which the JSON reader refused as "outside the range of a 32-bit
        // float" (it compared the double with FLT_MAX); fixed in recordjson.cpp.
        QTest::newRow("soundtable: probability -FLT_MAX")
            << u"soundtable"_s
            << QByteArray::fromHex(
                   "0100002000000000020000000100"
                   "00fcffffffc0ffff7fff6666663fffffffffffffff050000003f0000803f00000000")
            << true;
        // Ogg: a granule position and a channel count that lie made the reader reserve up to
        // 64 frames × channels per input byte (found in review; now 64 samples per byte).
        QTest::newRow("ogg: not an ogg stream") << u"ogg"_s << QByteArray("OggS\0\0", 6) << false;
    }
    void inputs() {
        QFETCH(QString, target);
        QFETCH(QByteArray, input);
        QFETCH(bool, accepted);
        bool ok = false;
        if (target == u"soundtable"_s) {
            const auto table = SoundTable::decode(input);
            ok = table.has_value();
            if (table) {
                QCOMPARE(table->encode(), input);
                const auto back = soundTableFromJson(toJson(*table));
                QVERIFY(back.has_value());
                QCOMPARE(toJson(*back), toJson(*table));
            }
        } else if (target == u"wave"_s) {
            const auto wave = Wave::decode(input);
            ok = wave && WaveDecoder::decode(*wave).has_value();
        } else if (target == u"regiondesc"_s)
            ok = RegionDesc::decode(input).has_value();
        else if (target == u"setup"_s)
            ok = Setup::decode(input).has_value();
        else if (target == u"recordjson"_s)
            ok = parseJsonObject(input).has_value();
        else if (target == u"wavreader"_s) {
            const auto file = WavReader::parseContainer(input);
            ok = file && WavReader::decode(*file).has_value();
        } else if (target == u"ogg"_s)
            ok = OggVorbisReader::decode(input).has_value();
        else if (target == u"adpcm"_s)
            ok = decodeWithTag(input, 0x0002).has_value();
        else if (target == u"mp3"_s)
            ok = decodeWithTag(input, 0x0055).has_value();
        else
            QFAIL("unknown target");
        QCOMPARE(ok, accepted);
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
