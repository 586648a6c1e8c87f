// Edit Wave in External Editor on a local sound of an applied override file: the editor gets
// the file the selection plays (a variant standing for it, or a wave a `wave` line replaces),
// and a save is written over that file only when the user says so — once, or for every later
// save of the edit — in the file's own format (WAV as saved, Ogg re-encoded, MP3 refused), after
// which the override is applied again. The document and the dat never change.
#include "../audio/audiotesttools.h"
#include "core/audio/audioimport.h"
#include "core/common/hexid.h"
#include "core/records/soundtypes.h"
#include "fakeprompts.h"
#include "overridewindowfixture.h"
#include "standineditor.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/externaleditactions.h"

#include <QSignalSpy>
#include <QTest>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestExternalEditLocal final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    QString m_tone;  ///< 0.4 s of 440 Hz, 22050 Hz mono 16-bit: what the editor saves
    QString m_short; ///< 0.2 s of 880 Hz, same format: a second save

    ExternalEditActions* actions() const { return m_window->externalEditActions(); }
    FakePrompts* prompts() const {
        return static_cast<FakePrompts*>(m_window->findChild<FileMenuContext*>()->prompts());
    }
    static quint32 footstep() { return parseSoundType(u"Footstep1").value(); }

    // `name` made by sox from a 0.3 s 330 Hz tone (the format follows the name's suffix).
    QString makeLocal(const QString& name) {
        const QString wav =
            m_dir.filePath(u"source-"_s + QFileInfo(name).completeBaseName() + u".wav"_s);
        if (!run(u"sox"_s, {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, wav,
                            u"synth"_s, u"0.3"_s, u"sine"_s, u"330"_s})
                 .isEmpty())
            return {};
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        const QString suffix = QFileInfo(name).suffix();
        const QString problem =
            suffix == u"wav"_s   ? (QFile::copy(wav, path) ? QString() : u"copy failed"_s)
            : suffix == u"ogg"_s ? run(u"oggenc"_s, {u"-Q"_s, u"-o"_s, path, wav})
                                 : run(u"lame"_s, {u"--quiet"_s, wav, path});
        return problem.isEmpty() ? path : QString();
    }

    // The override plays `local` for the human table's first footstep variant, selected.
    void applyOnFootstep(const QString& local) {
        QVERIFY(apply(
            u"0x20000001/Footstep1, 0 = %1, 1\n"_s.arg(QFileInfo(local).fileName()).toUtf8()));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        QCOMPARE(actions()->currentLocalFile(), local);
        QVERIFY(actions()->editAction()->isEnabled());
    }

    // makeLocal(name), its bytes kept in `original`, played on the footstep variant.
    QString localOnFootstep(const QString& name, QByteArray& original) {
        const QString local = makeLocal(name);
        if (local.isEmpty())
            return {};
        original = readAll(local);
        applyOnFootstep(local);
        return local;
    }

    static qint64 framesOf(const QString& path) {
        auto pcm = AudioImport::decodeFile(path);
        return pcm ? (*pcm)->frames() : -1;
    }

private slots:
    void initTestCase() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QVERIFY(writeDemo());
        m_tone = m_dir.filePath(u"tone.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s,
                               m_tone, u"synth"_s, u"0.4"_s, u"sine"_s, u"440"_s});
        m_short = m_dir.filePath(u"short.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s,
                               m_short, u"synth"_s, u"0.2"_s, u"sine"_s, u"880"_s});
    }

    void init() { QVERIFY(openWindow()); }

    void cleanup() {
        closeWindow();
        QSettings().remove(u"preferences/externalEditor"_s);
    }

    // Said yes to, the save of a local WAV is written over it as the editor saved it, and the
    // override is applied again; the document does not change.
    void replacedWhenTheUserSaysSo() {
        const QString local = makeLocal(u"step.wav"_s);
        QVERIFY(!local.isEmpty());
        const QByteArray dat = readAll(m_dat);
        applyOnFootstep(local);
        prompts()->replaceAnswer = UserPrompts::ReplaceAnswer::Replace;
        QSignalSpy reloaded(m_actions, &OverrideActions::reloaded);
        QVERIFY(test::useStandInEditor(
            m_dir, u"editor"_s,
            u"sleep 0.3\ncp \"%1\" \"$1.part\" && mv \"$1.part\" \"$1\"\n"_s.arg(m_tone)));
        const auto before = session()->appliedOverride();
        actions()->editAction()->trigger();
        // The editor was given the local WAV as it is.
        const QString given = actions()->fileOfLocal(local);
        QVERIFY(!given.isEmpty());
        QCOMPARE(readAll(given), readAll(local));

        QTRY_COMPARE_WITH_TIMEOUT(readAll(local), readAll(m_tone), 10000);
        QCOMPARE(prompts()->replaceQuestions, QStringList{local});
        QTRY_COMPARE(reloaded.size(), 1);
        QCOMPARE(reloaded.first().first().toBool(), true);
        QVERIFY(session()->appliedOverride() != before);
        QCOMPARE(session()->soundList(DemoDat::HumanTable, footstep()).localFile(0), local);
        QVERIFY(session()->document()->newWaves().empty());
        QVERIFY(!session()->document()->isModified());
        QCOMPARE(readAll(m_dat), dat);
    }

    // Said no to, the local file stays byte for byte, and nothing is applied again; the next
    // save asks again.
    void keptWhenTheUserSaysNo() {
        QByteArray original;
        const QString local = localOnFootstep(u"kept.wav"_s, original);
        QVERIFY(!local.isEmpty());
        prompts()->replaceAnswer = UserPrompts::ReplaceAnswer::Keep;
        QSignalSpy reloaded(m_actions, &OverrideActions::reloaded);
        QVERIFY(test::useStandInEditor(
            m_dir, u"kept"_s,
            u"sleep 0.3\ncp \"%1\" \"$1\"\nsleep 1\ncp \"%2\" \"$1\"\n"_s.arg(m_tone, m_short)));
        actions()->editAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(prompts()->replaceQuestions.size(), 2, 15000);
        QCOMPARE(readAll(local), original);
        QCOMPARE(reloaded.size(), 0);
    }

    // A local Ogg: the editor gets it decoded as a WAV; the WAV it saves is encoded back to Ogg
    // Vorbis over the file. "At every later save" asks once: the second save replaces it too.
    void oggIsEncodedBackAndAskedOnce() {
        SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
        const QString local = makeLocal(u"step.ogg"_s);
        QVERIFY(!local.isEmpty());
        applyOnFootstep(local);
        prompts()->replaceAnswer = UserPrompts::ReplaceAnswer::ReplaceAlways;
        QVERIFY(test::useStandInEditor(
            m_dir, u"ogg"_s,
            u"sleep 0.3\ncp \"%1\" \"$1\"\nsleep 1.5\ncp \"%2\" \"$1\"\n"_s.arg(m_tone, m_short)));
        actions()->editAction()->trigger();
        const QString given = actions()->fileOfLocal(local);
        QVERIFY(readAll(given).startsWith("RIFF"));
        QCOMPARE(framesOf(given), framesOf(local));

        QTRY_COMPARE_WITH_TIMEOUT(framesOf(local), qint64(0.4 * 22050), 10000);
        QVERIFY(readAll(local).startsWith("OggS"));
        QTRY_COMPARE_WITH_TIMEOUT(framesOf(local), qint64(0.2 * 22050), 10000);
        QVERIFY(readAll(local).startsWith("OggS"));
        QCOMPARE(prompts()->replaceQuestions, QStringList{local});
    }

    // Soundstage writes no MP3: the answer says so and how to go on; the file stays.
    void mp3IsNotWritten() {
        SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
        QByteArray original;
        const QString local = localOnFootstep(u"step.mp3"_s, original);
        QVERIFY(!local.isEmpty());
        prompts()->replaceAnswer = UserPrompts::ReplaceAnswer::Replace;
        QVERIFY(test::useStandInEditor(m_dir, u"mp3"_s,
                                       u"sleep 0.3\ncp \"%1\" \"$1\"\n"_s.arg(m_tone)));
        actions()->editAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(prompts()->errors.size(), 1, 10000);
        QVERIFY2(prompts()->errors.first().contains(u"not .mp3"_s),
                 qPrintable(prompts()->errors.first()));
        QCOMPARE(readAll(local), original);
    }

    // A save that does not read is not offered for replacing: no question, the file stays.
    void unreadableSaveIsNotOffered() {
        QByteArray original;
        const QString local = localOnFootstep(u"odd.wav"_s, original);
        QVERIFY(!local.isEmpty());
        QSignalSpy errors(m_window->findChild<FileMenuContext*>(), &FileMenuContext::errorReported);
        QVERIFY(test::useStandInEditor(m_dir, u"garbage"_s,
                                       u"sleep 0.3\necho 'not audio' > \"$1\"\n"_s));
        actions()->editAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        QVERIFY(prompts()->replaceQuestions.isEmpty());
        QCOMPARE(readAll(local), original);
    }

    // An override variant naming a dat wave: the editor (and Export) get that wave, the one the
    // grid shows and the auditioner plays, not the dat variant's at the same row; bypassed, the
    // dat's again.
    void overrideVariantNamesItsWave() {
        const auto* sound = session()->document()->sound(DemoDat::HumanTable, footstep());
        const quint32 datWave = sound->variants[0].wave;
        const quint32 other = sound->variants[1].wave;
        QVERIFY(datWave != other);
        QVERIFY(apply("0x20000001/Footstep1, 0 = " + hexId(other).toLatin1() + ", 1\n"));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        QVERIFY(actions()->currentLocalFile().isEmpty());
        QCOMPARE(m_window->exportActions()->currentWave(), other);
        QVERIFY(actions()->editAction()->isEnabled());
        session()->setOverrideBypassed(true);
        QCOMPARE(m_window->exportActions()->currentWave(), datWave);
        // A variant standing for a local file names no wave to export.
        session()->setOverrideBypassed(false);
        const QString local = makeLocal(u"only.wav"_s);
        QVERIFY(!local.isEmpty());
        applyOnFootstep(local);
        QCOMPARE(m_window->exportActions()->currentWave(), 0u);
        QVERIFY(!m_window->exportActions()->exportWaveAction()->isEnabled());
        QVERIFY(actions()->editAction()->isEnabled());
    }

    // A wave a `wave` line replaces with one file: selecting the wave edits that file; with
    // several alternatives there is no one file, and the dat's wave is what the action edits.
    void waveLineWithOneFile() {
        const QString local = makeLocal(u"swap.wav"_s);
        QVERIFY(!local.isEmpty());
        const quint32 wave =
            session()->document()->sound(DemoDat::HumanTable, footstep())->variants[1].wave;
        QVERIFY(apply("wave " + hexId(wave).toLatin1() + ", 0 = swap.wav, 0.5\n"));
        session()->navigate(DocumentLocation::wave(wave));
        QCOMPARE(actions()->currentLocalFile(), local);
        QVERIFY(apply("wave " + hexId(wave).toLatin1() + ", 0 = swap.wav, 0.5; swap.wav, 1\n",
                      u"two.txt"_s));
        session()->navigate(DocumentLocation::wave(wave));
        QVERIFY(actions()->currentLocalFile().isEmpty());
        QVERIFY(actions()->editAction()->isEnabled()); // the dat's wave
        // Bypassed, the override plays nothing of its own.
        QVERIFY(apply("wave " + hexId(wave).toLatin1() + ", 0 = swap.wav, 0.5\n", u"one.txt"_s));
        session()->setOverrideBypassed(true);
        QVERIFY(actions()->currentLocalFile().isEmpty());
    }
};

QTEST_MAIN(TestExternalEditLocal)
#include "tst_externaleditlocal.moc"
