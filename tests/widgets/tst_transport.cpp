// Audition: the waveform's envelope, the decode cache, Roll and play following the client's
// generators, Space not stealing a text field's space, no device → silent with a reason.
#include "core/audio/openalengine.h"
#include "core/retail/rollsimulator.h"
#include "demofixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"

#include <QAction>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QVBoxLayout>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {
OpenAlEngine::Options loopback() {
    OpenAlEngine::Options o;
    o.output = OpenAlEngine::Output::Loopback;
    return o;
}

std::vector<SoundVariant> humanList(const SoundCatalog& catalog, QString* name = nullptr) {
    // The demo's four-variant footstep list (or the longest list of the human table).
    const SoundTable* t = catalog.table(DemoDat::HumanTable);
    const SoundTableNode* best = nullptr;
    for (const auto& c : t->root.children)
        if (!best || c.variants.size() > best->variants.size())
            best = &c;
    if (name)
        *name = QString::number(best->key);
    return best->variants;
}
} // namespace

class TestTransport final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;

private slots:
    void initTestCase() { QVERIFY(m_demo.open()); }

    void envelopeHasMinAndMax() {
        const auto buf = PcmBuffer::make({0.0f, 0.5f, -0.25f, 1.0f, -1.0f, 0.0f}, 8000, 2);
        const auto left = WaveformView::envelope(*buf, 0, 3);
        QCOMPARE(left.size(), std::size_t(3));
        QCOMPARE(left[0], std::make_pair(0.0f, 0.0f));
        QCOMPARE(left[1], std::make_pair(-0.25f, -0.25f));
        const auto right = WaveformView::envelope(*buf, 1, 1);
        QCOMPARE(right[0], std::make_pair(0.0f, 1.0f));

        WaveformView view;
        view.resize(400, 120);
        view.setBuffer(sine(0.5), u"tone"_s);
        const QImage image = view.grab().toImage();
        QVERIFY(countColour(image, QColor(0x5f, 0xc0, 0xf0), 10) > 400);
        view.setCursorSeconds(0.25);
        QVERIFY(countColour(view.grab().toImage(), QColor(0xff, 0xd0, 0x40), 10) > 50);
    }

    void auditionerCachesDecodes() {
        OpenAlEngine engine(loopback());
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        const quint32 wave = m_demo.catalog->waves().begin()->first;
        QVERIFY(!auditioner.isCached(wave));
        auditioner.prefetch(wave);
        QVERIFY(auditioner.isCached(wave));
        const auto a = auditioner.wave(wave);
        const auto b = auditioner.wave(wave);
        QVERIFY(a && b);
        QCOMPARE(a->get(), b->get()); // the same buffer, not a second decode
        const auto missing = auditioner.wave(DemoDat::MissingWave);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
        auditioner.setCacheLimit(0);
        (void)auditioner.wave(std::next(m_demo.catalog->waves().begin())->first);
        QVERIFY(!auditioner.isCached(wave)); // evicted, the newest kept
    }

    void rollAndPlayFollowsTheClient() {
        OpenAlEngine engine(loopback());
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        WaveformView waveform;
        Transport transport(auditioner, &waveform);
        const auto variants = humanList(*m_demo.catalog);
        const SoundCatalog& catalog = *m_demo.catalog;
        const WaveExists exists = [&](quint32 id) { return catalog.hasWave(id); };
        transport.setSoundType(variants, 0, u"Footstep"_s, exists);
        transport.setSeed(1234);
        RollSimulator sim(variants, 1234, FpuModel::Single, exists);
        int silent = 0;
        for (int i = 0; i < 40; ++i) {
            const RollStep expected = sim.step();
            const RollStep got = transport.rollAndPlay();
            QCOMPARE(got.index, expected.index);
            QCOMPARE(got.result, expected.result);
            QCOMPARE(got.gateRoll, expected.gateRoll);
            QVERIFY(transport.lastMessage().contains(u"#%1"_s.arg(got.index)));
            if (got.result != RollResult::Played) {
                ++silent;
                QVERIFY(transport.lastMessage().contains(u"silent"_s));
            } else if (engine.hasOutput()) {
                QVERIFY(transport.currentHandle() != 0);
            }
        }
        QVERIFY(transport.selected() >= 0);
        QVERIFY(waveform.buffer());
    }

    void spaceBelongsToTextFields() {
        OpenAlEngine engine(loopback());
        if (!engine.hasOutput())
            QSKIP(qPrintable(u"OpenAL loopback unavailable: "_s + engine.status()));
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* edit = new QLineEdit(&window);
        auto* button = new QPushButton(u"other"_s, &window);
        auto* waveform = new WaveformView(&window);
        auto* transport = new Transport(auditioner, waveform, &window);
        layout->addWidget(edit);
        layout->addWidget(button);
        layout->addWidget(waveform);
        layout->addWidget(transport);
        window.addActions({transport->playAction(), transport->loopAction(),
                           transport->stopAllAction(), transport->rollAction()});
        transport->setSoundType(humanList(*m_demo.catalog), 0);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_Space);
        QCOMPARE(edit->text(), u" "_s);
        QCOMPARE(transport->currentHandle(), SoundHandle(0));

        // Elsewhere (here the waveform) Space plays the selected variant.
        waveform->setFocusPolicy(Qt::StrongFocus);
        waveform->setFocus();
        QTest::keyClick(waveform, Qt::Key_Space);
        QVERIFY(transport->currentHandle() != 0);
        QVERIFY(engine.isPlaying(transport->currentHandle()));
        QTest::keyClick(waveform, Qt::Key_Escape);
        QCOMPARE(engine.playingCount(), 0);
    }

    void noDeviceIsSilentWithAReason() {
        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Device;
        o.deviceName = u"no such device for soundstage tests"_s;
        OpenAlEngine engine(o);
        QVERIFY(!engine.hasOutput());
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        WaveformView waveform;
        Transport transport(auditioner, &waveform);
        transport.setSoundType(humanList(*m_demo.catalog), 0);
        QCOMPARE(transport.playSelected(false), SoundHandle(0));
        QCOMPARE(transport.lastMessage(), engine.status());
        QVERIFY(!transport.lastMessage().isEmpty());
        QVERIFY(waveform.buffer()); // the wave is still drawn
    }
};

QTEST_MAIN(TestTransport)
#include "tst_transport.moc"
