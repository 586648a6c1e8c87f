// Damaged inputs: every decoder and reader must answer with a value (a buffer or an Error),
// never crash, hang or allocate from a field alone. Deterministic mutations (fixed seed) of
// valid fixtures built in code or, where noted, by tools.
#include "audiotesttools.h"

#include "core/audio/audioimport.h"
#include "core/audio/oggvorbisreader.h"
#include "core/audio/vorbisbaker.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavreader.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

QByteArray mutate(const QByteArray& in, QRandomGenerator& rng) {
    QByteArray out = in;
    switch (rng.bounded(4)) {
    case 0: // flip a few bytes
        for (int i = 0, n = 1 + rng.bounded(8); i < n && !out.isEmpty(); ++i)
            out[rng.bounded(out.size())] = static_cast<char>(rng.bounded(256));
        break;
    case 1: // truncate
        out.truncate(rng.bounded(out.size() + 1));
        break;
    case 2: // write a large 32-bit value somewhere (sizes, counts, rates)
        if (out.size() >= 4) {
            const qsizetype at = rng.bounded(out.size() - 3);
            const quint32 v = rng.generate() | 0x80000000u;
            std::memcpy(out.data() + at, &v, 4);
        }
        break;
    default: // duplicate a slice
        if (!out.isEmpty()) {
            const qsizetype at = rng.bounded(out.size());
            out.insert(at, out.mid(at, rng.bounded(64)));
        }
        break;
    }
    return out;
}

void sane(const Error& e) {
    QVERIFY(!e.message.isEmpty());
    QVERIFY(e.offset >= -1);
}

} // namespace

class TestAudioRobustness : public QObject {
    Q_OBJECT

private slots:
    void damagedWavFiles() {
        ByteWriter samples;
        for (int i = 0; i < 400; ++i)
            samples.u16(static_cast<quint16>(i * 131));
        const QByteArray fmt = waveFormatEx(1, 2, 22050, 4, 16);
        const QByteArray good = riffWave(chunk("LIST", "INFOabcd"_ba) + chunk("fmt ", fmt) +
                                         chunk("data", samples.take()));
        QVERIFY(WavReader::parse(good));
        QRandomGenerator rng(20261129);
        for (int i = 0; i < 2000; ++i) {
            const QByteArray bad = mutate(good, rng);
            const auto wav = WavReader::parse(bad);
            if (!wav) {
                sane(wav.error());
                QVERIFY(wav.error().offset >= 0 && wav.error().offset <= bad.size());
                continue;
            }
            const auto pcm = WavReader::decode(*wav);
            QVERIFY(pcm);
            QCOMPARE((*pcm)->frames(), wav->frames);
        }
    }

    void damagedWaveRecords() {
        QRandomGenerator rng(4711);
        // Random headers of every supported tag over random data: decode or refuse.
        const quint16 tags[] = {1, 2, 3, 0x55, 0x50, 0xFFFE, 0x11, 0x161};
        for (int i = 0; i < 3000; ++i) {
            QByteArray tail;
            const quint16 tag = tags[rng.bounded(8)];
            if (tag == 2 && rng.bounded(2)) {
                ByteWriter t;
                t.u16(static_cast<quint16>(rng.bounded(3000)));
                const quint16 coefs = static_cast<quint16>(rng.bounded(10));
                t.u16(coefs);
                for (int c = 0; c < rng.bounded(coefs + 2); ++c)
                    t.u32(rng.generate());
                tail = t.take();
            } else if (tag == 0xFFFE) {
                tail = QByteArray(22, '\0');
                tail[6] = static_cast<char>(rng.bounded(4));
            }
            QByteArray format = waveFormatEx(
                tag, static_cast<quint16>(rng.bounded(5)), rng.bounded(2) ? 22050u : rng.generate(),
                static_cast<quint16>(rng.bounded(2) ? rng.bounded(600) : rng.generate()),
                static_cast<quint16>(rng.bounded(2) ? 16 : rng.bounded(70)), tail);
            if (rng.bounded(8) == 0)
                format.truncate(rng.bounded(format.size() + 1));
            QByteArray data(rng.bounded(3000), Qt::Uninitialized);
            for (auto& b : data)
                b = static_cast<char>(rng.bounded(256));
            const auto pcm = WaveDecoder::decode(Wave{0, format, data});
            if (!pcm) {
                sane(pcm.error());
                continue;
            }
            // A decoded buffer is bounded by what the bytes can hold.
            QVERIFY((*pcm)->samples().size() <= size_t(data.size()) * 64 + 4096);
        }
    }

    void damagedOggAndMp3() {
        QRandomGenerator rng(99);
        const auto tone = sine(440, 0.5, 22050, 0.5, 2);
        const auto ogg = VorbisBaker::encode(*tone, 0.4f, 7);
        QVERIFY(ogg);
        for (int i = 0; i < 300; ++i) {
            const QByteArray bad = mutate(*ogg, rng);
            const auto pcm = OggVorbisReader::decode(bad);
            if (!pcm)
                sane(pcm.error());
            const auto verified = OggVorbisReader::verify(bad);
            if (!verified)
                sane(verified.error());
        }

        if (QStandardPaths::findExecutable(u"lame"_s).isEmpty() ||
            QStandardPaths::findExecutable(u"sox"_s).isEmpty())
            QSKIP("lame or sox is not installed: the MP3 part needs them to make a fixture");
        QTemporaryDir dir;
        const QString src = dir.filePath(u"s.wav"_s);
        const QString mp3 = dir.filePath(u"s.mp3"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, src,
                               u"synth"_s, u"0.5"_s, u"sine"_s, u"440"_s});
        SOUNDSTAGE_RUN("lame", {u"--quiet"_s, src, mp3});
        const QByteArray good = readAll(mp3);
        for (int i = 0; i < 300; ++i) {
            const QByteArray bad = mutate(good, rng);
            const auto pcm = AudioImport::decode(bad);
            if (!pcm)
                sane(pcm.error());
        }
    }
};

QTEST_GUILESS_MAIN(TestAudioRobustness)
#include "tst_audiorobustness.moc"
