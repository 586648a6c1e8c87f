// File ▸ Import Sound as New Wave with normalising (issue #19): the dialog measures the chosen
// file, offers the CLI's --normalize (LoudnessNormalizer through AudioImport::toWave, the one
// code path) and says what the result will measure; the imported wave is measured here with
// libebur128 itself (not through the project's measureLoudness), so the test checks the
// product against the reference implementation. Sources are made by sox at test time.
#include "../audio/audiotesttools.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavwriter.h"
#include "core/document/document.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/loudnesstext.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/importwavedialog.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <ebur128.h>

#include <cmath>
#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

struct Reference {
    double integrated = 0.0; ///< LUFS
    double truePeak = 0.0;   ///< dBTP, the highest channel
};

// libebur128 over the decoded wave, integrated loudness and true peak. A mono wave is counted as
// dual mono, as measureLoudness() documents (and as the client plays a centred source).
std::optional<Reference> reference(const PcmBuffer& pcm) {
    const auto channels = static_cast<unsigned>(pcm.channels());
    ebur128_state* state = ebur128_init(channels, static_cast<unsigned long>(pcm.sampleRate()),
                                        EBUR128_MODE_I | EBUR128_MODE_TRUE_PEAK);
    if (!state)
        return std::nullopt;
    if (channels == 1)
        ebur128_set_channel(state, 0, EBUR128_DUAL_MONO);
    Reference r;
    bool ok = ebur128_add_frames_float(state, pcm.samples().data(),
                                       static_cast<size_t>(pcm.frames())) == EBUR128_SUCCESS &&
              ebur128_loudness_global(state, &r.integrated) == EBUR128_SUCCESS;
    double peak = 0.0;
    for (unsigned c = 0; ok && c < channels; ++c) {
        double p = 0.0;
        ok = ebur128_true_peak(state, c, &p) == EBUR128_SUCCESS;
        peak = std::max(peak, p);
    }
    ebur128_destroy(&state);
    r.truePeak = 20.0 * std::log10(peak);
    return ok ? std::optional(r) : std::nullopt;
}

} // namespace

class TestImportNormalize final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    QString m_chosen; ///< what the file chooser answers
    std::unique_ptr<MainWindow> m_window;

    Document* document() const { return m_window->session()->document(); }
    ExportActions* exports() const { return m_window->findChild<ExportActions*>(); }

    // Triggers File ▸ Import Sound as New Wave… on `file`; the dialog it opens.
    ImportWaveDialog* openDialog(const QString& file) {
        m_chosen = file;
        exports()->importWaveAction()->trigger();
        return exports()->importDialog();
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QSettings().remove(u"import"_s);
        m_window = test::openedWindow(m_dir, m_dat, {}, test::Journal::None);
        QVERIFY(m_window);
        m_window->findChild<FileMenuContext*>()->setFileChooser(
            [this](FileMenuContext::Purpose, const QString&) { return m_chosen; });
    }

    void cleanup() {
        if (m_window && document())
            document()->markSaved();
        m_window.reset();
    }

    // Each row: the sox source, the target and ceiling asked for, whether the ceiling wins.
    void importNormalises_data() {
        QTest::addColumn<QStringList>("sox");
        QTest::addColumn<double>("target");
        QTest::addColumn<double>("ceiling");
        QTest::addColumn<bool>("limited");
        // EBU Tech 3341 case 1 (stereo 1 kHz at -23 dBFS peak: -23 LUFS) raised to -16 LUFS:
        // a sine's true peak is its loudness here, so -16 stays far under -1 dBTP.
        QTest::newRow("Tech 3341 sine up to -16")
            << QStringList{u"-r"_s,   u"48000"_s, u"-c"_s,   u"2"_s,     u"-n"_s,
                           u"-b"_s,   u"16"_s,    u"@out"_s, u"synth"_s, u"3"_s,
                           u"sine"_s, u"1000"_s,  u"gain"_s, u"-23"_s}
            << -16.0 << -1.0 << false;
        // A loud mono tone brought down (a negative gain).
        QTest::newRow("mono loud down to -24")
            << QStringList{u"-r"_s,   u"22050"_s, u"-c"_s, u"1"_s,    u"-n"_s,  u"-b"_s,   u"16"_s,
                           u"@out"_s, u"synth"_s, u"2"_s,  u"sine"_s, u"440"_s, u"gain"_s, u"-3"_s}
            << -24.0 << -1.0 << false;
        // Pink noise's crest factor is over 10 dB: at -6 LUFS its true peak would pass -2 dBTP,
        // so the ceiling sets the gain and the wave stays quieter than the target.
        QTest::newRow("pink noise held at the ceiling")
            << QStringList{u"-R"_s, u"-r"_s,        u"48000"_s, u"-c"_s,   u"1"_s,
                           u"-n"_s, u"-b"_s,        u"16"_s,    u"@out"_s, u"synth"_s,
                           u"3"_s,  u"pinknoise"_s, u"gain"_s,  u"-30"_s}
            << -6.0 << -2.0 << true;
    }
    void importNormalises() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QStringList, sox);
        QFETCH(double, target);
        QFETCH(double, ceiling);
        QFETCH(bool, limited);
        const QString source =
            m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".wav"_s);
        sox.replaceInStrings(u"@out"_s, source);
        SOUNDSTAGE_RUN("sox", sox);
        auto sourcePcm = testing::readWavFile(source);
        QVERIFY(sourcePcm);
        const auto before = reference(*sourcePcm);
        QVERIFY(before);

        ImportWaveDialog* dialog = openDialog(source);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // What the file measures before, in the dialog's words.
        QVERIFY2(dialog->beforeLabel()->text().contains(LoudnessText::lufs(before->integrated)),
                 qPrintable(dialog->beforeLabel()->text()));
        QVERIFY(!dialog->normalizeBox()->isChecked()); // off until asked for
        QVERIFY(!dialog->targetBox()->isEnabled());
        dialog->normalizeBox()->setChecked(true);
        dialog->targetBox()->setValue(target);
        dialog->ceilingBox()->setValue(ceiling);
        const QString after = dialog->afterLabel()->text();
        QCOMPARE(after.contains(u"held the gain back"_s), limited);
        if (!limited)
            QVERIFY2(after.contains(LoudnessText::lufs(target)), qPrintable(after));
        QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());

        QSignalSpy status(m_window->session(), &DocumentSession::statusMessage);
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(int(document()->newWaves().size()), 1);
        const quint32 id = document()->newWaves().begin()->first;
        QVERIFY(!status.isEmpty());
        const QString said = status.last().at(0).toString();
        QVERIFY2(said.contains(u"Normalised from "_s + LoudnessText::lufs(before->integrated)),
                 qPrintable(said));
        QCOMPARE(said.contains(u"held the gain back"_s), limited);

        // The stored wave, measured by the reference implementation.
        auto wave = document()->waveRecord(id);
        QVERIFY(wave.has_value());
        auto pcm = WaveDecoder::decode(*wave);
        QVERIFY(pcm.has_value());
        QCOMPARE((*pcm)->sampleRate(), sourcePcm->sampleRate()); // rate and channels kept
        QCOMPARE((*pcm)->channels(), sourcePcm->channels());
        const auto measured = reference(**pcm);
        QVERIFY(measured);
        const QString figures =
            u"%1 LUFS, %2 dBTP"_s.arg(measured->integrated).arg(measured->truePeak);
        if (limited) {
            QVERIFY2(std::abs(measured->truePeak - ceiling) <= 0.1, qPrintable(figures));
            QVERIFY2(measured->integrated < target - 1.0, qPrintable(figures));
        } else {
            QVERIFY2(std::abs(measured->integrated - target) <= 0.1, qPrintable(figures));
        }
        QVERIFY2(measured->truePeak <= ceiling + 0.1, qPrintable(figures));

        // One undo step like any import.
        document()->undo();
        QVERIFY(!document()->catalog().hasWave(id));
        document()->redo();
        QVERIFY(document()->catalog().hasWave(id));
    }

    // Without the box the level is kept: the wave measures what the file does.
    void levelKeptWhenNotAsked() {
        const QString source = m_dir.filePath(u"kept.wav"_s);
        QVERIFY(testing::writeAll(source, WavWriter::pcm16(*testing::sine(1000, 0.1, 22050, 1.0))));
        auto sourcePcm = testing::readWavFile(source);
        QVERIFY(sourcePcm);
        ImportWaveDialog* dialog = openDialog(source);
        QVERIFY(dialog);
        QVERIFY(dialog->afterLabel()->text().contains(u"kept"_s));
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(int(document()->newWaves().size()), 1);
        auto pcm = WaveDecoder::decode(document()->newWaves().begin()->second);
        QVERIFY(pcm.has_value());
        const auto a = reference(*sourcePcm);
        const auto b = reference(**pcm);
        QVERIFY(a && b);
        QVERIFY(std::abs(a->integrated - b->integrated) <= 0.01);
    }

    // A silent sound has no loudness to aim: normalising says so and the import waits until the
    // box is cleared. Cancel imports nothing.
    void silenceCannotBeNormalised() {
        const QString source = m_dir.filePath(u"silence.wav"_s);
        QVERIFY(testing::writeAll(source, WavWriter::pcm16(*testing::sine(1000, 0.0, 22050, 1.0))));
        ImportWaveDialog* dialog = openDialog(source);
        QVERIFY(dialog);
        QVERIFY2(dialog->beforeLabel()->text().contains(u"silent"_s),
                 qPrintable(dialog->beforeLabel()->text()));
        dialog->normalizeBox()->setChecked(true);
        QVERIFY2(dialog->afterLabel()->text().startsWith(u"Cannot normalise"_s),
                 qPrintable(dialog->afterLabel()->text()));
        QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->normalizeBox()->setChecked(false);
        QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->buttons()->button(QDialogButtonBox::Cancel)->click();
        QVERIFY(document()->newWaves().empty());
        QVERIFY(!document()->isModified());
    }

    // A file that does not decode is reported before any dialog opens.
    void undecodableFileIsReported() {
        const QString bad = m_dir.filePath(u"bad.wav"_s);
        QVERIFY(testing::writeAll(bad, QByteArray("RIFF\x04\0\0\0WAVE", 12)));
        QVERIFY(!openDialog(bad));
        QVERIFY(document()->newWaves().empty());
    }

    // In German the dialog's numbers are German, the spin boxes' as the labels' (seen at
    // 1600×1000: the boxes once showed "-16.0" beside "-40,5").
    void germanNumbers() {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString source = m_dir.filePath(u"german.wav"_s);
        QVERIFY(testing::writeAll(source, WavWriter::pcm16(*testing::sine(1000, 0.1, 22050, 1.0))));
        ImportWaveDialog* dialog = openDialog(source);
        QVERIFY(dialog);
        dialog->normalizeBox()->setChecked(true);
        QCOMPARE(dialog->targetBox()->text(), u"-16,0\u00A0LUFS"_s);
        QCOMPARE(dialog->ceilingBox()->text(), u"-1,0\u00A0dBTP"_s);
        QVERIFY2(dialog->beforeLabel()->text().contains(u"-20,0\u00A0LUFS"_s),
                 qPrintable(dialog->beforeLabel()->text()));
        QVERIFY2(dialog->afterLabel()->text().contains(u"-16,0\u00A0LUFS"_s),
                 qPrintable(dialog->afterLabel()->text()));
        dialog->reject();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // The choice and the values are kept for the next import.
    void choiceIsRemembered() {
        const QString source = m_dir.filePath(u"again.wav"_s);
        QVERIFY(testing::writeAll(source, WavWriter::pcm16(*testing::sine(500, 0.2, 22050, 1.0))));
        ImportWaveDialog* dialog = openDialog(source);
        QVERIFY(dialog);
        dialog->normalizeBox()->setChecked(true);
        dialog->targetBox()->setValue(-20.0);
        dialog->ceilingBox()->setValue(-3.0);
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!exports()->importDialog());
        dialog = openDialog(source);
        QVERIFY(dialog);
        QVERIFY(dialog->normalizeBox()->isChecked());
        QCOMPARE(dialog->targetBox()->value(), -20.0);
        QCOMPARE(dialog->ceilingBox()->value(), -3.0);
        const AudioImport::Options options = dialog->options();
        QVERIFY(options.normalize);
        QCOMPARE(options.normalize->integratedLufs, -20.0);
        QCOMPARE(options.normalize->truePeakCeiling, -3.0);
        dialog->reject();
    }
};

QTEST_MAIN(TestImportNormalize)
#include "tst_importnormalize.moc"
