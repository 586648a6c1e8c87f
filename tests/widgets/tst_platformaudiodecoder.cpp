// Qt Multimedia's decoder as the importer of formats core does not read (FLAC here), checked
// against files made by sox at test time.
#include "widgets/audition/platformaudiodecoder.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestPlatformAudioDecoder : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString makeWithSox(const QString& name, const QStringList& effect) {
        const QString sox = QStandardPaths::findExecutable(u"sox"_s);
        if (sox.isEmpty())
            return {};
        const QString path = m_dir.filePath(name);
        QStringList args{u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, path};
        args += effect;
        if (QProcess::execute(sox, args) != 0)
            return {};
        return path;
    }

private slots:
    void decodesFlacMadeBySox() {
        const QString flac = makeWithSox(
            u"tone.flac"_s, {u"synth"_s, u"0.5"_s, u"sine"_s, u"440"_s, u"vol"_s, u"0.5"_s});
        if (flac.isEmpty())
            QSKIP("sox is not installed (Debian: sox): no FLAC fixture");
        auto pcm = PlatformAudioDecoder::decodeFile(flac, 20000);
        if (!pcm && pcm.error().code == ErrorCode::Unsupported)
            QSKIP(qPrintable(u"no platform FLAC decoder here: "_s + pcm.error().toString()));
        QVERIFY2(pcm.has_value(), qPrintable(pcm ? QString() : pcm.error().toString()));
        QCOMPARE((*pcm)->channels(), 1);
        QCOMPARE((*pcm)->sampleRate(), 22050);
        QVERIFY(std::abs(static_cast<double>((*pcm)->frames()) - 11025.0) < 64.0);
        double sum = 0;
        for (float s : (*pcm)->samples())
            sum += double(s) * s;
        const double rms = std::sqrt(sum / static_cast<double>((*pcm)->samples().size()));
        QVERIFY2(std::abs(rms - 0.5 / std::sqrt(2.0)) < 0.01, qPrintable(QString::number(rms)));
    }

    void missingFileSaysSo() {
        auto pcm = PlatformAudioDecoder::decodeFile(m_dir.filePath(u"absent.flac"_s));
        QVERIFY(!pcm);
        QCOMPARE(pcm.error().code, ErrorCode::Io);
        QVERIFY(pcm.error().toString().contains(u"absent.flac"));
    }

    void garbageIsRefusedNotHung() {
        const QString path = m_dir.filePath(u"noise.flac"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        auto pcm = PlatformAudioDecoder::decodeFile(path, 10000);
        QVERIFY(!pcm);
        QVERIFY(pcm.error().toString().contains(u"noise.flac"));
    }
};

QTEST_MAIN(TestPlatformAudioDecoder)
#include "tst_platformaudiodecoder.moc"
