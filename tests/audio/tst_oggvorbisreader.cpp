// Ogg Vorbis reading of oggenc output, and refusals of what is not (good) Vorbis.
#include "audiotesttools.h"

#include "core/audio/oggvorbisreader.h"

#include <QTemporaryDir>
#include <QTest>

#include <ogg/ogg.h>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {
// A one-page Ogg stream whose first packet is an Opus identification header (built with
// libogg, so the page CRC is right and only the codec is wrong).
QByteArray opusOgg() {
    ogg_stream_state os;
    ogg_stream_init(&os, 1234);
    QByteArray head = "OpusHead\x01\x01\x38\x01\x80\xbb\0\0\0\0\0"_ba;
    ogg_packet packet{};
    packet.packet = reinterpret_cast<unsigned char*>(head.data());
    packet.bytes = head.size();
    packet.b_o_s = 1;
    ogg_stream_packetin(&os, &packet);
    QByteArray out;
    ogg_page page;
    while (ogg_stream_flush(&os, &page)) {
        out.append(reinterpret_cast<const char*>(page.header), page.header_len);
        out.append(reinterpret_cast<const char*>(page.body), page.body_len);
    }
    ogg_stream_clear(&os);
    return out;
}
} // namespace

class TestOggVorbisReader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_ogg;

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(u"sox"_s).isEmpty() ||
            QStandardPaths::findExecutable(u"oggenc"_s).isEmpty())
            return; // the tests that need the fixture skip themselves
        const QString src = m_dir.filePath(u"src.wav"_s);
        const QString ogg = m_dir.filePath(u"src.ogg"_s);
        // 3 s, stereo 44100: 1 kHz left, 500 Hz right, both at -6 dBFS.
        QCOMPARE(run(u"sox"_s, {u"-n"_s, u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s, u"-b"_s, u"16"_s,
                                src, u"synth"_s, u"3"_s, u"sine"_s, u"1000"_s, u"sine"_s, u"500"_s,
                                u"gain"_s, u"-6"_s}),
                 QString());
        QCOMPARE(run(u"oggenc"_s, {u"-Q"_s, u"-q"_s, u"4"_s, u"-o"_s, ogg, src}), QString());
        m_ogg = readAll(ogg);
    }

    void readsOggencOutput() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
        const auto info = OggVorbisReader::probe(m_ogg);
        QVERIFY2(info, qPrintable(info ? QString() : info.error().toString()));
        QCOMPARE(info->channels, 2);
        QCOMPARE(info->sampleRate, 44100);
        QCOMPARE(info->frames, 3 * 44100);
        QCOMPARE(info->links, 1);
        QVERIFY(info->vendor.contains(u"Xiph"_s));

        const auto pcm = OggVorbisReader::decode(m_ogg);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->frames(), 3 * 44100);
        const double sourceRms = std::pow(10.0, -6.0 / 20.0) / std::sqrt(2.0);
        for (int c = 0; c < 2; ++c) {
            const double got = rms(**pcm, c, 4410, 44100 - 4410);
            QVERIFY2(std::abs(got - sourceRms) < 0.03 * sourceRms,
                     qPrintable(QString::number(got)));
        }
        QVERIFY(std::abs(frequency(**pcm, 0, 4410, 39690) - 1000) < 1.0);
        QVERIFY(std::abs(frequency(**pcm, 1, 4410, 39690) - 500) < 1.0);
        QVERIFY(OggVorbisReader::verify(m_ogg));
    }

    void corruptDataIsAnError() {
        SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
        QByteArray broken = m_ogg;
        // Damage bytes in the audio pages (the headers, in the first ~4 KiB, stay intact).
        QVERIFY(broken.size() > 12000);
        for (qsizetype i = broken.size() * 3 / 4; i < broken.size() * 3 / 4 + 64; ++i)
            broken[i] = static_cast<char>(broken[i] ^ 0x5A);
        const auto verified = OggVorbisReader::verify(broken);
        QVERIFY(!verified);
        QCOMPARE(verified.error().code, ErrorCode::BadRecord);
        QVERIFY2(verified.error().offset > 0, qPrintable(verified.error().toString()));
        QVERIFY(!OggVorbisReader::decode(broken));

        QByteArray badHeaders = m_ogg;
        for (qsizetype i = 40; i < 80; ++i)
            badHeaders[i] = 0;
        const auto opened = OggVorbisReader::probe(badHeaders);
        QVERIFY(!opened);
        QVERIFY(opened.error().code == ErrorCode::BadRecord ||
                opened.error().code == ErrorCode::Unsupported);
    }

    void refusesWhatIsNotVorbis() {
        const auto notOgg = OggVorbisReader::decode("RIFF\0\0\0\0WAVE"_ba);
        QVERIFY(!notOgg);
        QCOMPARE(notOgg.error().code, ErrorCode::BadMagic);
        QCOMPARE(notOgg.error().offset, 0);

        const auto opus = OggVorbisReader::probe(opusOgg());
        QVERIFY(!opus);
        QCOMPARE(opus.error().code, ErrorCode::Unsupported);
        QVERIFY2(opus.error().message.contains(u"Opus"_s), qPrintable(opus.error().message));

        const auto empty = OggVorbisReader::probe({});
        QVERIFY(!empty);
        QCOMPARE(empty.error().code, ErrorCode::BadMagic);
        const auto capture = OggVorbisReader::probe("OggS"_ba);
        QVERIFY(!capture);
    }
};

QTEST_GUILESS_MAIN(TestOggVorbisReader)
#include "tst_oggvorbisreader.moc"
