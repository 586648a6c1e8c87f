// The waveform's caption: whole when it fits, shortened in the middle when it does not (what it
// names and the facts at its end both stay, never cut at the left), the whole text as tooltip,
// and legible over a loud wave (a dark box behind it).
#include "core/audio/pcmbuffer.h"
#include "widgets/audition/waveformview.h"

#include <QFontMetrics>
#include <QImage>
#include <QTest>

#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

/// A full-scale square wave: its envelope fills each lane from top to bottom.
PcmBufferPtr loudWave() {
    std::vector<float> samples(22050);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = (i / 20) % 2 == 0 ? 1.0f : -1.0f;
    return PcmBuffer::make(std::move(samples), 22050, 1);
}

const QString LongCaption =
    u"Footstep1 #0 · /home/someone/mods/steps/very/deep/folder/soft1.wav · "
    u"local file (override line 12) · 11025 Hz mono · 0.16 s · -17.6 LUFS"_s;

} // namespace

class TestWaveformCaption : public QObject {
    Q_OBJECT

private slots:
    void fitsWhole() {
        WaveformView view;
        view.resize(900, 120);
        view.setBuffer(loudWave(), u"#0 · 0x0A000001 · 0.16 s"_s);
        QCOMPARE(view.visibleCaption(), u"#0 · 0x0A000001 · 0.16 s"_s);
        QCOMPARE(view.toolTip(), u"#0 · 0x0A000001 · 0.16 s"_s);
    }

    void shortenedInTheMiddle_data() {
        QTest::addColumn<int>("width");
        for (int width : {160, 240, 320, 480})
            QTest::addRow("%d px", width) << width;
    }

    void shortenedInTheMiddle() {
        QFETCH(int, width);
        WaveformView view;
        view.resize(width, 120);
        view.setBuffer(loudWave(), LongCaption);
        const QString shown = view.visibleCaption();
        QVERIFY2(shown != LongCaption, qPrintable(shown));
        QVERIFY2(shown.contains(QChar(0x2026)), qPrintable(shown));
        // Its start (what it is) and its end (the numbers) are both there.
        QVERIFY2(shown.startsWith(u"Foot"_s), qPrintable(shown));
        QVERIFY2(shown.endsWith(u"S"_s), qPrintable(shown));
        QVERIFY(QFontMetrics(view.font()).horizontalAdvance(shown) <= width - 12);
        QCOMPARE(view.toolTip(), LongCaption);
        // A later caption (a loudness arriving) is shortened the same way.
        view.setCaption(LongCaption + u" · more"_s);
        QVERIFY(view.visibleCaption().startsWith(u"Foot"_s));
        QVERIFY(view.visibleCaption().endsWith(u"more"_s));
    }

    void legibleOverALoudWave() {
        WaveformView view;
        view.resize(400, 120);
        view.setBuffer(loudWave(), u"0x0A000001 · 11025 Hz mono"_s);
        const QImage image = view.grab().toImage();
        const QFontMetrics metrics(view.font());
        const int boxWidth = metrics.horizontalAdvance(view.visibleCaption()) + 8;
        const int boxLeft = view.width() - 6 - boxWidth;
        // Inside the box, before the first glyph: the box's dark colour, not the wave's blue.
        const QColor inBox = image.pixelColor(boxLeft + 1, 4);
        QVERIFY2(inBox.blue() < 0x70, qPrintable(inBox.name()));
        // Left of the box the loud wave is drawn as it is.
        const QColor outside = image.pixelColor(boxLeft - 20, 4);
        QVERIFY2(outside.blue() > 0xc0, qPrintable(outside.name()));
    }

    void placeholderHasNoCaption() {
        WaveformView view;
        view.setBuffer(loudWave(), LongCaption);
        view.setPlaceholder(u"Select a variant"_s);
        QVERIFY(view.caption().isEmpty());
        QVERIFY(view.toolTip().isEmpty());
        QVERIFY(view.visibleCaption().isEmpty());
    }
};

QTEST_MAIN(TestWaveformCaption)
#include "tst_waveformcaption.moc"
