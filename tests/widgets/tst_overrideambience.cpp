// An applied override file reaches the ambient view (its simulation and "Play ambience" pick from
// the override's lists, local files included, and a silenced sound type stays silent; bypass
// and Clear return to the dat), and local files decode on a worker: a long file plays without
// holding up the GUI thread and its waveform is drawn from the worker's peaks (no sample scanned
// on the GUI thread), a listener source of a long file waits for its decode and starts when it
// is ready, one decode serves every request for it, and an undecodable one is reported by name.
#include "../audio/audiotesttools.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "overridewindowfixture.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/localfiledecoder.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/overrideactions.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Footstep1 = 0x37;
constexpr int ToneRate = 12000; // no demo wave has it
constexpr double ToneSeconds = 0.25;
constexpr int LongRate = 22050;
constexpr int LongSeconds = 60;

quint32 soundType(const char16_t* name) {
    return parseSoundType(QStringView(name)).value_or(0);
}

} // namespace

class TestOverrideAmbience final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    QString m_tone;

    AmbientView* ambient() const { return audition()->ambient(); }

    /// Simulates the grassland STB (its table is DemoDat::GrasslandAmbience) over `seconds` and
    /// waits for the timeline.
    const AmbientSchedule* simulateGrassland(double seconds) {
        QSignalSpy simulated(ambient(), &AmbientView::simulated);
        if (!ambient()->selectStb(DemoDat::Region, 0))
            return nullptr;
        ambient()->simulateInBackground(7, seconds);
        if (!simulated.wait(30000))
            return nullptr;
        // A resimulation queued by the override change may still arrive: wait for quiet.
        while (ambient()->simulationTask()->isRunning())
            if (!simulated.wait(30000))
                return nullptr;
        return ambient()->schedule();
    }

    static int heard(const AmbientSchedule& s, quint32 type) {
        return static_cast<int>(std::ranges::count_if(
            s.events, [type](const AmbientEvent& e) { return e.soundType == type && e.played(); }));
    }

private slots:
    void initTestCase() {
        QVERIFY(writeDemo());
        QVERIFY(writeFile(u"tone.wav"_s,
                          WavWriter::pcm16(*testing::sine(440, 0.5, ToneRate, ToneSeconds))));
        QVERIFY(writeFile(u"broken.mp3"_s, QByteArray("ID3\x03\0\0\0\0\0\0garbage-not-mpeg", 26)));
        m_tone = QDir::cleanPath(m_dir.filePath(u"tone.wav"_s));
    }

    void init() { QVERIFY(openWindow()); }

    void cleanup() { closeWindow(); }

    void ambientSimulationUsesTheOverride() {
        const quint32 ambient1 = soundType(u"Ambient1"); // continuous in the grassland STB
        const quint32 ambient2 = soundType(u"Ambient2"); // intermittent
        QVERIFY(ambient1 != 0 && ambient2 != 0);

        // The dat's own timeline: both sound types are heard.
        const AmbientSchedule* dat = simulateGrassland(600.0);
        QVERIFY(dat);
        const int datHeard1 = heard(*dat, ambient1);
        QVERIFY(datHeard1 > 0);
        QVERIFY(heard(*dat, ambient2) > 0);
        QCOMPARE(ambient()->overrideMarkerCount(), 0);

        // Ambient2 from a local file, Ambient1 silenced.
        QVERIFY(apply("!pick uniform\n"
                      "0x20000010/Ambient2, 0 = tone.wav, 0.5\n"
                      "0x20000010/Ambient1, 0 =\n"));
        QCOMPARE(ambient()->overridePreview(), session()->activeOverride());
        const AmbientSchedule* over = simulateGrassland(600.0);
        QVERIFY(over);
        QCOMPARE(heard(*over, ambient1), 0);
        int fromFile = 0;
        for (const AmbientEvent& e : over->events) {
            if (e.soundType != ambient2 || !e.played())
                continue;
            QVERIFY(e.picked);
            QCOMPARE(ambient()->eventFile(e), m_tone);
            QVERIFY2(ambient()->eventLabel(e).contains(u"tone.wav"_s),
                     qPrintable(ambient()->eventLabel(e)));
            QVERIFY(ambient()->eventLabel(e).contains(u"line 2"_s));
            ++fromFile;
        }
        QVERIFY(fromFile > 0);
        QCOMPARE(ambient()->overrideMarkerCount(), fromFile);
        // The rates: Ambient2's events are all heard (one alternative, probability 1).
        for (const AmbientSoundRate& r : over->rates)
            if (r.soundType == ambient2) {
                QVERIFY(r.picked);
                QCOMPARE(r.heardChance, Rational(1, 1));
            }

        // Play ambience plays the local file for those events.
        int firstFileEvent = -1;
        for (std::size_t i = 0; i < over->events.size() && firstFileEvent < 0; ++i)
            if (over->events[i].picked && over->events[i].played())
                firstFileEvent = static_cast<int>(i);
        const double due = over->events[static_cast<std::size_t>(firstFileEvent)].timeSeconds;
        if (due < 20.0) {
            ambient()->playAmbience();
            QTRY_VERIFY_WITH_TIMEOUT(auditioner()->lastSound() &&
                                         auditioner()->lastSound()->file == m_tone,
                                     int(due * 1000) + 5000);
            ambient()->stopAmbience();
        }

        // Bypass: the dat's tables again.
        m_window->bypassOverrideAction()->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!ambient()->overridePreview());
        const AmbientSchedule* bypassed = simulateGrassland(600.0);
        QVERIFY(bypassed);
        QCOMPARE(heard(*bypassed, ambient1), datHeard1);
        QVERIFY(std::ranges::none_of(bypassed->events, &AmbientEvent::picked));
        QCOMPARE(ambient()->overrideMarkerCount(), 0);

        // Restored, then cleared.
        m_window->bypassOverrideAction()->trigger();
        QCoreApplication::processEvents();
        QVERIFY(simulateGrassland(600.0));
        QVERIFY(ambient()->overrideMarkerCount() > 0);
        m_actions->clearOverrideAction()->trigger();
        QCoreApplication::processEvents();
        const AmbientSchedule* cleared = simulateGrassland(600.0);
        QVERIFY(cleared);
        QCOMPARE(heard(*cleared, ambient1), datHeard1);
        QCOMPARE(ambient()->overrideMarkerCount(), 0);
    }

    void longLocalFilesPlayWithoutBlocking_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("wav") << u"long.wav"_s;
        QTest::newRow("mp3") << u"long.mp3"_s;
    }

    void longLocalFilesPlayWithoutBlocking() {
        QFETCH(QString, name);
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString wav = m_dir.filePath(u"long.wav"_s);
        if (!QFile::exists(wav))
            SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, QString::number(LongRate), u"-c"_s, u"2"_s,
                                   u"-b"_s, u"16"_s, wav, u"synth"_s, QString::number(LongSeconds),
                                   u"sine"_s, u"300"_s});
        const QString path = QDir::cleanPath(m_dir.filePath(name));
        if (name.endsWith(u".mp3"_s) && !QFile::exists(path)) {
            SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
            SOUNDSTAGE_RUN("lame", {u"--quiet"_s, u"-b"_s, u"96"_s, wav, path});
        }

        const int scansBefore = WaveformView::sampleScans();
        QVERIFY(apply("0x20000001/Footstep1, 0 = " + name.toLatin1() + ", 1\n"));
        // Applying starts decoding the file in the background.
        QVERIFY(auditioner()->isFileDecoding(path) || auditioner()->isFileCached(path));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 0));
        QCoreApplication::processEvents();

        // A heartbeat on the GUI thread keeps beating while the file decodes.
        QElapsedTimer clock;
        qint64 last = 0;
        qint64 longestGap = 0;
        int beats = 0;
        QTimer heartbeat;
        heartbeat.setInterval(2);
        connect(&heartbeat, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            longestGap = std::max(longestGap, now - last);
            last = now;
            ++beats;
        });
        clock.start();
        heartbeat.start();
        const bool decoding = auditioner()->isFileDecoding(path);
        QSignalSpy decoded(auditioner(), &Auditioner::fileDecoded);
        Transport* transport = audition()->transport();
        const SoundHandle h = transport->playSelected(false);
        QVERIFY(h != 0);
        // Still decoding: the click returned at once with a pending sound (the decode's result
        // can only arrive through the event loop, which has not run since).
        if (decoding) {
            QVERIFY(auditioner()->isPending(h));
            QVERIFY(auditioner()->lastSound()->pending);
        }
        QTRY_VERIFY_WITH_TIMEOUT(auditioner()->lastSound()->pcm, 60000);
        heartbeat.stop();
        qInfo("%s: decoding when played: %s; %d heartbeats, longest GUI gap %lld ms over %lld ms",
              qPrintable(name), decoding ? "yes" : "no (already cached)", beats, longestGap,
              clock.elapsed());
        // Whichever request came first, one decode served both, on a worker.
        QVERIFY(decoded.size() <= 1);
        QVERIFY(auditioner()->lastDecodeThread() != nullptr);
        QVERIFY(auditioner()->lastDecodeThread() != QThread::currentThread());

        // The sound is the file's.
        const PcmBufferPtr pcm = auditioner()->lastSound()->pcm;
        QCOMPARE(pcm->sampleRate(), LongRate);
        QCOMPARE(pcm->channels(), 2);
        const qint64 expected = qint64(LongRate) * LongSeconds;
        if (name.endsWith(u".wav"_s))
            QCOMPARE(pcm->frames(), expected);
        else // gapless: lame's delay and padding trimmed, within one MPEG frame
            QVERIFY2(std::abs(pcm->frames() - expected) <= 1152,
                     qPrintable(QString::number(pcm->frames())));
        QVERIFY(auditioner()->isFileCached(path));
        QTRY_VERIFY(audition()->waveform()->buffer() == pcm);
        // The waveform came with the peaks the worker made: drawing it (and resizing it) scanned
        // no sample on the GUI thread.
        QVERIFY(audition()->waveform()->drawsFromPeaks());
        QCOMPARE(WaveformView::sampleScans(), scansBefore);
        audition()->waveform()->resize(audition()->waveform()->width() + 37, 150);
        QVERIFY(audition()->waveform()->drawsFromPeaks());
        QCOMPARE(WaveformView::sampleScans(), scansBefore);
        const WaveformPeaksPtr peaks = auditioner()->lastSound()->peaks;
        QVERIFY(peaks);
        QCOMPARE(peaks->frames(), pcm->frames());
        // They are the file's: each column holds the samples' envelope (widened to whole blocks,
        // so never narrower, and by a sine's period no wider than a hair).
        const auto columns = peaks->columns(1, 100);
        const auto exact = WaveformView::envelope(*pcm, 1, 100);
        QCOMPARE(columns.size(), exact.size());
        for (std::size_t c = 0; c < columns.size(); ++c) {
            QVERIFY(columns[c].first <= exact[c].first &&
                    columns[c].first > exact[c].first - 0.01f);
            QVERIFY(columns[c].second >= exact[c].second &&
                    columns[c].second < exact[c].second + 0.01f);
        }
        QVERIFY(exact.front().second > 0.5f);
        // The engine's conversion and upload ran on that worker too, when there is output.
        QCOMPARE(auditioner()->lastDecodePrepared(), auditioner()->engine().hasOutput());
    }

    // A listener source of a long local file, added from the table or dropped as a wave: the
    // GUI thread never decodes it; a play asked for while it decodes starts when it is ready.
    void listenerSourceOfALongFileDecodesOnAWorker() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString wav = m_dir.filePath(u"long.wav"_s);
        if (!QFile::exists(wav))
            SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, QString::number(LongRate), u"-c"_s, u"2"_s,
                                   u"-b"_s, u"16"_s, wav, u"synth"_s, QString::number(LongSeconds),
                                   u"sine"_s, u"300"_s});
        // MP3 when lame is there (the slowest decode), else the WAV.
        QString name = u"long.wav"_s;
        if (!QStandardPaths::findExecutable(u"lame"_s).isEmpty()) {
            name = u"long.mp3"_s;
            if (!QFile::exists(m_dir.filePath(name)))
                SOUNDSTAGE_RUN("lame", {u"--quiet"_s, u"-b"_s, u"96"_s, wav, m_dir.filePath(name)});
        }
        const QString path = QDir::cleanPath(m_dir.filePath(name));
        const quint32 wave = session()->document()->catalog().waves().begin()->first;
        // Both decode threads busy until released: the file's decode queues behind them, so
        // the play below certainly waits past the decoding notice's delay.
        auto hold = std::make_shared<QSemaphore>();
        const int threads = LocalFileDecoder::decodePool()->maxThreadCount();
        for (int i = 0; i < threads; ++i)
            LocalFileDecoder::decodePool()->start([hold] { hold->acquire(); });
        auto release = qScopeGuard([&] { hold->release(threads); }); // on a failed check too
        QVERIFY(apply("0x20000001/Footstep1, 0 = " + name.toLatin1() + ", 1\nwave " +
                      hexId(wave).toLatin1() + ", 0 = " + name.toLatin1() + ", 1\n"));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 0));
        QCoreApplication::processEvents();
        QAction* addToListener = nullptr;
        for (QAction* a : audition()->findChildren<QAction*>())
            if (a->text() == u"Add Selected Variant to &Listener View"_s)
                addToListener = a;
        QVERIFY(addToListener);
        ListenerView* listener = audition()->listener();
        listener->clearSources();
        const std::size_t startsBefore = listener->voices().results.size();
        QSignalSpy status(session(), &DocumentSession::statusMessage);
        QSignalSpy decoded(auditioner(), &Auditioner::fileDecoded);

        // The file decodes since the override was applied; adding and playing return at once.
        QVERIFY(auditioner()->isFileDecoding(path));
        addToListener->trigger();
        emit listener->waveDropped(wave, QPointF(5, 5));
        QCOMPARE(listener->sources().size(), std::size_t(2));
        const int variantSource = listener->sources()[0].id;
        const int waveSource = listener->sources()[1].id;
        QElapsedTimer clock;
        clock.start();
        // The event loop has not run: the decode's result cannot have arrived.
        for (const auto& source : listener->sources()) {
            QVERIFY(source.pending);
            QVERIFY(!source.pcm);
        }
        QCOMPARE(listener->playSource(variantSource), SoundHandle(0));
        QVERIFY(listener->source(variantSource)->playWhenReady);
        QCOMPARE(listener->voices().results.size(), startsBefore); // not started yet
        // The wait is announced like the transport's ("Decoding long.mp3…").
        const QString notice = Auditioner::decodingMessage(name);
        const auto announced = [&] {
            return std::ranges::count_if(status, [&](const QList<QVariant>& args) {
                return args.at(0).toString() == notice;
            });
        };
        QTRY_COMPARE(announced(), 1);
        QVERIFY(clock.elapsed() >= Auditioner::DecodingNoticeMs);
        release.dismiss();
        hold->release(threads);
        QTRY_VERIFY_WITH_TIMEOUT(!listener->source(variantSource)->pending &&
                                     !listener->source(waveSource)->pending,
                                 60000);
        // Decoded once, on a worker; both sources have the file's audio.
        QVERIFY(decoded.size() <= 1);
        QVERIFY(auditioner()->lastDecodeThread() != nullptr);
        QVERIFY(auditioner()->lastDecodeThread() != QThread::currentThread());
        const qint64 expected = qint64(LongRate) * LongSeconds;
        for (const auto& source : listener->sources()) {
            QVERIFY(source.pcm);
            QCOMPARE(source.pcm->sampleRate(), LongRate);
            QCOMPARE(source.pcm->channels(), 2);
            QVERIFY2(std::abs(source.pcm->frames() - expected) <= 1152,
                     qPrintable(QString::number(source.pcm->frames())));
            QVERIFY2(source.label.contains(name), qPrintable(source.label));
            QVERIFY(!source.playWhenReady);
        }
        QCOMPARE(listener->sources()[0].pcm, listener->sources()[1].pcm);
        // The play asked for while decoding started when the audio arrived (the voice strip
        // counts it; it is heard when there is an output device).
        QCOMPARE(listener->voices().results.size(), startsBefore + 1);
        if (auditioner()->engine().hasOutput())
            QVERIFY(listener->source(variantSource)->handle != 0);
        QCOMPARE(announced(), 1); // once
    }

    // A listener source waiting for a file that does not decode goes, with the reader's error.
    void listenerSourceOfAnUndecodableFileIsRemoved() {
        QVERIFY(apply("0x20000001/Footstep1, 0 = broken.mp3, 1\n"));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 0));
        QCoreApplication::processEvents();
        QSignalSpy status(session(), &DocumentSession::statusMessage);
        ListenerView* listener = audition()->listener();
        listener->clearSources();
        for (QAction* a : audition()->findChildren<QAction*>())
            if (a->text() == u"Add Selected Variant to &Listener View"_s)
                a->trigger();
        // Pending until the worker reports (or already known as undecodable: not added).
        QTRY_VERIFY(listener->sources().empty());
        QVERIFY(std::ranges::any_of(status, [](const QList<QVariant>& args) {
            return args.at(0).toString().contains(u"broken.mp3"_s);
        }));
    }

    void oneDecodeServesEveryRequest() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString path = QDir::cleanPath(m_dir.filePath(u"shared.wav"_s));
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s, u"-b"_s, u"16"_s,
                               path, u"synth"_s, u"30"_s, u"sine"_s, u"200"_s});
        QSignalSpy decoded(auditioner(), &Auditioner::fileDecoded);
        auditioner()->requestFile(path);
        auditioner()->requestFile(path);
        QVERIFY(auditioner()->isFileDecoding(path));
        // A blocking request joins the running decode instead of decoding again.
        const auto pcm = auditioner()->localFile(path);
        QVERIFY(pcm.has_value());
        QCOMPARE((*pcm)->frames(), qint64(44100) * 30);
        QVERIFY(!auditioner()->isFileDecoding(path));
        QTest::qWait(50);
        QCOMPARE(decoded.size(), 1);
        QVERIFY(auditioner()->isFileCached(path));
        // Cached: a later request decodes nothing.
        auditioner()->requestFile(path);
        QVERIFY(!auditioner()->isFileDecoding(path));
    }

    void undecodableFileIsReportedByName() {
        QVERIFY(apply("0x20000001/Footstep1, 0 = broken.mp3, 1\n"));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, Footstep1, 0));
        QCoreApplication::processEvents();
        Transport* transport = audition()->transport();
        transport->playSelected(false);
        QTRY_VERIFY2(transport->lastMessage().contains(u"broken.mp3"_s),
                     qPrintable(transport->lastMessage()));
        QTRY_COMPARE(transport->currentHandle(), SoundHandle(0));
        QVERIFY(!auditioner()->isFileCached(QDir::cleanPath(m_dir.filePath(u"broken.mp3"_s))));
        // The waveform says so too, instead of waiting for ever.
        QTRY_VERIFY(!audition()->waveform()->buffer());
    }

private:
    TableEditor* editor() const { return m_window->tableEditor(); }
};

QTEST_MAIN(TestOverrideAmbience)
#include "tst_overrideambience.moc"
