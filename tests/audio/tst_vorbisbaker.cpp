// Baking WAV/Ogg to Ogg Vorbis: determinism, verification by oggdec and by our reader, counters.
#include "audiotesttools.h"

#include "core/audio/oggvorbisreader.h"
#include "core/audio/vorbisbaker.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestVorbisBaker : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString makeWav(const QString& name, const QStringList& format, int rate, int channels,
                    const QString& seconds = u"0.8"_s) {
        const QString path = m_dir.filePath(name);
        const QString problem =
            run(u"sox"_s, QStringList{u"-n"_s, u"-r"_s, QString::number(rate), u"-c"_s,
                                      QString::number(channels)} +
                              format +
                              QStringList{path, u"synth"_s, seconds, u"sine"_s, u"440"_s, u"sine"_s,
                                          u"880"_s, u"gain"_s, u"-3"_s});
        return problem.isEmpty() ? path : QString();
    }

private slots:
    void bakesWavDeterministicallyAndOggdecOpensIt_data() {
        QTest::addColumn<QStringList>("format");
        QTest::addColumn<int>("rate");
        QTest::addColumn<int>("channels");
        QTest::newRow("s16 mono 22050") << QStringList{u"-b"_s, u"16"_s} << 22050 << 1;
        QTest::newRow("u8 mono 11025") << QStringList{u"-b"_s, u"8"_s} << 11025 << 1;
        QTest::newRow("s24 stereo 44100") << QStringList{u"-b"_s, u"24"_s} << 44100 << 2;
        QTest::newRow("s32 stereo 48000") << QStringList{u"-b"_s, u"32"_s} << 48000 << 2;
        QTest::newRow("f32 mono 22050")
            << QStringList{u"-e"_s, u"floating-point"_s, u"-b"_s, u"32"_s} << 22050 << 1;
    }

    void bakesWavDeterministicallyAndOggdecOpensIt() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("oggdec", "vorbis-tools");
        QFETCH(QStringList, format);
        QFETCH(int, rate);
        QFETCH(int, channels);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
        const QString wav = makeWav(tag + u".wav"_s, format, rate, channels);
        QVERIFY(!wav.isEmpty());
        const qint64 frames = qint64(0.8 * rate);

        VorbisBaker first;
        VorbisBaker second;
        const QString outA = m_dir.filePath(tag + u"_a.ogg"_s);
        const QString outB = m_dir.filePath(tag + u"_b.ogg"_s);
        const auto a = first.bakeFile(wav, outA);
        QVERIFY2(a, qPrintable(a ? QString() : a.error().toString()));
        const auto b = second.bakeFile(wav, outB);
        QVERIFY(b);
        QCOMPARE(a->route, VorbisBaker::Route::Encoded);
        const QByteArray bytesA = readAll(outA);
        QVERIFY(!bytesA.isEmpty());
        QCOMPARE(bytesA, readAll(outB)); // identical bytes, run to run
        QCOMPARE(bytesA, a->bytes);
        // The stream serial number comes from the input, not from a clock or a counter.
        QCOMPARE(qFromLittleEndian<quint32>(bytesA.constData() + 14),
                 VorbisBaker::serialFor(readAll(wav)));

        // oggdec, an independent decoder, opens it and finds every frame.
        const QString decoded = m_dir.filePath(tag + u"_dec.wav"_s);
        SOUNDSTAGE_RUN("oggdec", {u"-Q"_s, u"-o"_s, decoded, outA});
        QByteArray fmt;
        QByteArray data;
        QVERIFY(splitRiff(readAll(decoded), fmt, data));
        QCOMPARE(qFromLittleEndian<quint16>(fmt.constData() + 2), quint16(channels));
        QCOMPARE(qFromLittleEndian<quint32>(fmt.constData() + 4), quint32(rate));
        QCOMPARE(data.size(), frames * channels * 2);

        // And so does our reader: same frames, and the same level as oggdec's decode.
        QCOMPARE(a->info.frames, frames);
        const auto pcm = OggVorbisReader::decode(bytesA);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->frames(), frames);
        double sum = 0;
        for (qint64 f = frames / 10; f < frames - frames / 10; ++f) {
            const double v =
                qFromLittleEndian<qint16>(data.constData() + 2 * f * channels) / 32768.0;
            sum += v * v;
        }
        const double oggdecRms = std::sqrt(sum / double(frames - 2 * (frames / 10)));
        const double ours = rms(**pcm, 0, frames / 10, frames - frames / 10);
        QVERIFY(oggdecRms > 0.3);
        QVERIFY2(std::abs(ours - oggdecRms) < 0.01 * oggdecRms,
                 qPrintable(u"ours %1, oggdec %2"_s.arg(ours).arg(oggdecRms)));
    }

    void oggPassesThroughUnchanged() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
        const QString wav = makeWav(u"pass.wav"_s, {u"-b"_s, u"16"_s}, 22050, 1);
        const QString ogg = m_dir.filePath(u"authored.ogg"_s);
        SOUNDSTAGE_RUN("oggenc", {u"-Q"_s, u"-o"_s, ogg, wav});
        VorbisBaker baker;
        const QString out = m_dir.filePath(u"passed.ogg"_s);
        const auto baked = baker.bakeFile(ogg, out);
        QVERIFY(baked);
        QCOMPARE(baked->route, VorbisBaker::Route::PassedThrough);
        QCOMPARE(readAll(out), readAll(ogg));
    }

    void countersAddUp() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
        const QString w1 = makeWav(u"c1.wav"_s, {u"-b"_s, u"16"_s}, 22050, 1);
        const QString w2 = makeWav(u"c2.wav"_s, {u"-b"_s, u"8"_s}, 11025, 2);
        const QString ogg = m_dir.filePath(u"c3.ogg"_s);
        SOUNDSTAGE_RUN("oggenc", {u"-Q"_s, u"-o"_s, ogg, w1});
        const QString bad = m_dir.filePath(u"c4.wav"_s);
        QVERIFY(writeAll(bad, "RIFF\x04\0\0\0WAVE"_ba));

        QDir out(m_dir.filePath(u"counted"_s));
        QVERIFY(out.mkpath(u"."_s));
        VorbisBaker baker;
        qint64 in = 0;
        qint64 written = 0;
        for (const QString& f : {w1, w2, ogg}) {
            const QString target = out.filePath(QFileInfo(f).completeBaseName() + u".ogg"_s);
            QVERIFY(baker.bakeFile(f, target));
            in += QFileInfo(f).size();
            written += QFileInfo(target).size();
        }
        const auto failed = baker.bakeFile(bad, out.filePath(u"c4.ogg"_s));
        QVERIFY(!failed);
        QCOMPARE(failed.error().code, ErrorCode::BadHeader); // no 'fmt ' chunk
        QCOMPARE(failed.error().file, bad);
        QCOMPARE(failed.error().offset, 12);
        QVERIFY(!QFileInfo::exists(out.filePath(u"c4.ogg"_s)));

        QCOMPARE(baker.counters().encoded, 2);
        QCOMPARE(baker.counters().passedThrough, 1);
        QCOMPARE(baker.counters().inputBytes, in);
        QCOMPARE(baker.counters().outputBytes, written);
    }

    void refusesBadInputs() {
        VorbisBaker baker;
        const auto neither = baker.bake("ID3\x03 not audio we bake"_ba);
        QVERIFY(!neither);
        QCOMPARE(neither.error().code, ErrorCode::BadMagic);
        QCOMPARE(neither.error().offset, 0);

        // A WAV breaking the authoring rules fails the bake with the reader's offset.
        ByteWriter fmt;
        fmt.u16(1);
        fmt.u16(2);
        fmt.u32(22050);
        fmt.u32(88200);
        fmt.u16(4);
        fmt.u16(16);
        const QByteArray truncated =
            riffWave(chunk("fmt ", fmt.data()) + chunk("data", "\x01\x02\x03\x04\x05\x06"_ba));
        const auto bad = baker.bake(truncated);
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, ErrorCode::Truncated);
        QCOMPARE(bad.error().offset, 40);
    }

    void qualityMatters() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString wav = makeWav(u"q.wav"_s, {u"-b"_s, u"16"_s}, 44100, 2, u"2"_s);
        const QByteArray input = readAll(wav);
        const auto low = VorbisBaker(0.0f).bake(input);
        const auto high = VorbisBaker(0.9f).bake(input);
        QVERIFY(low && high);
        QVERIFY2(high->bytes.size() > low->bytes.size(),
                 qPrintable(u"%1 vs %2"_s.arg(high->bytes.size()).arg(low->bytes.size())));
        QCOMPARE(VorbisBaker(7.0f).quality(), VorbisBaker::MaxQuality);
    }

    void encodeRefusesImpossibleModes() {
        // Vorbis allows at most 255 channels.
        const auto encoded = VorbisBaker::encode(
            *PcmBuffer::make(std::vector<float>(256, 0.0f), 22050, 256), 0.4f, 1);
        QVERIFY(!encoded);
        QCOMPARE(encoded.error().code, ErrorCode::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestVorbisBaker)
#include "tst_vorbisbaker.moc"
