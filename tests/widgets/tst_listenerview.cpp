// The listener view: dragging a source changes its gain and pan exactly as the retail model
// says, playing sounds follow the drag, rings sit at the retail radii, the voice strip drops the
// 17th sound.
#include "core/audio/openalengine.h"
#include "core/retail/attenuation.h"
#include "core/retail/retailpan.h"
#include "demofixture.h"
#include "widgets/audition/listenerview.h"

#include <QImage>
#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {

OpenAlEngine::Options loopback() {
    OpenAlEngine::Options o;
    o.output = OpenAlEngine::Output::Loopback;
    o.sampleRate = 22050;
    return o;
}

double rms(const std::vector<float>& stereo, int channel) {
    double sum = 0;
    std::size_t n = 0;
    for (std::size_t i = static_cast<std::size_t>(channel); i < stereo.size(); i += 2, ++n)
        sum += static_cast<double>(stereo[i]) * stereo[i];
    return n ? std::sqrt(sum / static_cast<double>(n)) : 0.0;
}

void drag(QWidget* w, QPointF from, QPointF to) {
    QTest::mousePress(w, Qt::LeftButton, {}, from.toPoint());
    const QPointF mid = (from + to) / 2;
    QTest::mouseMove(w, mid.toPoint());
    QTest::mouseMove(w, to.toPoint());
    QTest::mouseRelease(w, Qt::LeftButton, {}, to.toPoint());
}

} // namespace

class TestListenerView final : public QObject {
    Q_OBJECT

private slots:
    void dragSourceFollowsRetailModel_data() {
        QTest::addColumn<QPointF>("target");
        QTest::addColumn<double>("heading");
        QTest::newRow("left, 20 m") << QPointF(-20, 0) << 0.0;
        QTest::newRow("right, 30 m") << QPointF(30, 0) << 0.0;
        QTest::newRow("ahead, 4 m (no attenuation, no pan)") << QPointF(0, 4) << 0.0;
        QTest::newRow("behind-left, heading east") << QPointF(-15, -25) << 90.0;
        QTest::newRow("beyond hearing, 120 m") << QPointF(0, -120) << 0.0;
    }

    void dragSourceFollowsRetailModel() {
        QFETCH(QPointF, target);
        QFETCH(double, heading);
        ListenerView view(nullptr);
        view.resize(900, 700);
        view.setPixelsPerMetre(3.0);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setListener({0, 0}, heading);
        const int id = view.addSource(u"tone"_s, sine(0.2), 1.0, QPointF(0, 10));

        const auto before = view.readout(id);
        QCOMPARE(before.attenuation.dB, RetailAttenuation::compute(10.0, 1.0, 1.0).dB);

        drag(&view, view.worldToScreen({0, 10}), view.worldToScreen(target));
        const QPointF at = view.source(id)->position;
        QVERIFY2(std::hypot(at.x() - target.x(), at.y() - target.y()) < 0.5,
                 qPrintable(u"source at %1,%2"_s.arg(at.x()).arg(at.y())));

        const auto r = view.readout(id);
        const double distance = std::hypot(at.x(), at.y());
        const Attenuation expected = RetailAttenuation::compute(distance, 1.0, 1.0);
        const RetailPan pan = RetailPan::compute({at.x(), at.y(), 0}, {0, 0, 0}, heading);
        QCOMPARE(r.attenuation.audible, expected.audible);
        QCOMPARE(r.attenuation.dB, expected.dB);
        QCOMPARE(r.attenuation.gain, expected.gain);
        QCOMPARE(r.pan.panDb, pan.panDb);
        QCOMPARE(r.pan.applied, pan.applied);
    }

    void leftSourceSoundsLeftAfterDrag() {
        OpenAlEngine engine(loopback());
        if (!engine.hasOutput())
            QSKIP(qPrintable(u"OpenAL loopback unavailable: "_s + engine.status()));
        ListenerView view(&engine);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int id = view.addSource(u"tone"_s, sine(1.0), 1.0, QPointF(0, 10));
        QVERIFY(view.playSource(id, true) != 0);
        (void)engine.render(2205);
        // Straight ahead: both channels alike.
        auto mix = engine.render(4410);
        QVERIFY(std::abs(rms(mix, 0) - rms(mix, 1)) < 1e-3);

        drag(&view, view.worldToScreen({0, 10}), view.worldToScreen({-20, 0}));
        const auto r = view.readout(id);
        QCOMPARE(r.pan.panDb, -15);
        (void)engine.render(2205);
        mix = engine.render(4410);
        const double left = rms(mix, 0);
        const double right = rms(mix, 1);
        QVERIFY(left > 0);
        // The far (right) channel is |pan| dB below the near one; the near one carries the
        // attenuation in whole dB (amplitude 0.5 sine: RMS 0.3536).
        QVERIFY2(std::abs(20 * std::log10(right / left) - r.pan.panDb) < 0.3,
                 qPrintable(u"L %1 R %2"_s.arg(left).arg(right)));
        QVERIFY(std::abs(20 * std::log10(left / 0.35355) - r.attenuation.dB) < 0.3);
        view.stopAll();
    }

    // The empty-state words fit their box whole at every width, below the top labels and the
    // legend; the legend keeps clear of the labels along the top.
    void emptyTextAndLegendAreWhole_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size :
             {QSize(320, 220), QSize(520, 230), QSize(740, 260), QSize(810, 270), QSize(1200, 400)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    void emptyTextAndLegendAreWhole() {
        QFETCH(QSize, size);
        ListenerView view(nullptr);
        view.resize(size);
        const QFontMetrics fm(view.font());
        const QRectF text = view.emptyTextRect();
        const QRect needed = fm.boundingRect(QRect(0, 0, int(text.width()), 10000),
                                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                             ListenerView::emptyText());
        QVERIFY(needed.height() <= text.height());
        QVERIFY(needed.width() <= text.width() + 0.5);
        QVERIFY(text.right() <= size.width());
        const QRectF legend = view.legendRect();
        QVERIFY(legend.top() >= fm.height()); // below the x labels
        QVERIFY(legend.right() <= size.width());
        QVERIFY(text.top() >= legend.bottom()); // the two never overlap
        // The words stay left of the listener (at the origin) and its heading handle above it,
        // which are drawn over them, wherever the width leaves them room to.
        const double listenerX = view.worldToScreen(QPointF(0, 0)).x();
        QVERIFY2(text.right() <= listenerX - 6 || text.width() <= 120.0,
                 qPrintable(u"%1 vs %2"_s.arg(text.right()).arg(listenerX)));
        // Nothing is drawn beside the words (a y label half under their box read as a stray
        // character before them): left of the text, across its rows, only the background.
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.grab().toImage();
        const double dpr = shot.devicePixelRatio();
        const QColor background = shot.pixelColor(int(2 * dpr), int((text.top() - 1) * dpr));
        for (int y = int(text.top() * dpr); y < int(text.bottom() * dpr); ++y)
            for (int x = 0; x < int((text.left() - 1) * dpr); ++x)
                QVERIFY2(shot.pixelColor(x, y) == background,
                         qPrintable(u"pixel %1,%2"_s.arg(x).arg(y)));
    }

    void ringsAtRetailRadii() {
        ListenerView view(nullptr);
        QCOMPARE(view.ringRadius(-50), RetailAttenuation::hearingRadius(1.0, 1.0));
        for (const int level : {-12, -24, -40}) {
            const double r = view.ringRadius(level);
            QCOMPARE(RetailAttenuation::compute(r * 0.999, 1.0, 1.0).dB, level);
            QVERIFY(RetailAttenuation::compute(r * 1.001, 1.0, 1.0).dB < level);
        }
    }

    void headingTurnsWithKeysAndHandle() {
        ListenerView view(nullptr);
        view.resize(600, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::keyClick(&view, Qt::Key_E);
        QCOMPARE(view.listenerHeading(), 15.0);
        QTest::keyClick(&view, Qt::Key_Q);
        QTest::keyClick(&view, Qt::Key_Q);
        QCOMPARE(view.listenerHeading(), 345.0);
        view.setListener({0, 0}, 0);
        // Drag the handle (42 px north of the listener) to the east.
        const QPointF c = view.worldToScreen({0, 0});
        drag(&view, c + QPointF(0, -42), c + QPointF(60, 0));
        QVERIFY(std::abs(view.listenerHeading() - 90.0) < 0.5);
    }

    void panAndZoom() {
        ListenerView view(nullptr);
        view.resize(600, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPointF before = view.screenToWorld({100, 100});
        drag(&view, {100, 100}, {160, 100});
        const QPointF after = view.screenToWorld({160, 100});
        QVERIFY(std::abs(after.x() - before.x()) < 1e-9);
        const double scale = view.pixelsPerMetre();
        QWheelEvent wheel(QPointF(300, 250), view.mapToGlobal(QPointF(300, 250)), {}, {0, 120},
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
        QVERIFY(view.pixelsPerMetre() > scale);
    }

    void voiceStripDropsTheSeventeenth() {
        OpenAlEngine engine(loopback());
        ListenerView view(&engine);
        for (int i = 0; i < 17; ++i) {
            const int id = view.addSource(u"s%1"_s.arg(i), sine(2.0), 1.0, QPointF(i, 3));
            view.playSource(id, true);
        }
        QCOMPARE(view.voices().results.size(), std::size_t(17));
        QCOMPARE(view.voices().dropped, 1);
        QCOMPARE(view.voices().results.back().outcome, VoiceOutcome::Dropped);
        if (engine.hasOutput())
            QCOMPARE(view.sources().back().handle, SoundHandle(0));
        view.stopAll();
    }

    void drawsSourcesAndRings() {
        ListenerView view(nullptr);
        view.resize(700, 600);
        view.setPixelsPerMetre(3.0);
        const QImage empty = view.grab().toImage();
        QCOMPARE(countColour(empty, QColor(0xf0, 0x80, 0x40), 10), 0);
        view.addSource(u"tone"_s, sine(0.2), 1.0, QPointF(10, 10));
        const QImage image = view.grab().toImage();
        QVERIFY(countColour(image, QColor(0xf0, 0x80, 0x40), 10) > 100); // the source disc
        QVERIFY(countColour(image, QColor(0x30, 0x60, 0xc0), 10) > 100); // the listener
    }
};

QTEST_MAIN(TestListenerView)
#include "tst_listenerview.moc"
