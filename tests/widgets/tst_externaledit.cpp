// Edit Wave in External Editor, in the window on the demo dat, with stand-in editors: shell
// scripts that do what audio editors do to the file they were given (save by renaming a new
// file over it, save in place, save twice, save something that is not audio, never start).
// Each good save comes back as one undo step that puts a new wave in every variant that named
// the old one; the dat's wave and the source dat stay untouched.
#include "../audio/audiotesttools.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "standineditor.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/externaleditactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestExternalEdit final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    QString m_newSound; ///< a 0.4 s 440 Hz tone made by sox
    std::unique_ptr<MainWindow> m_window;

    Document* document() const { return m_window->session()->document(); }
    ExternalEditActions* actions() const { return m_window->externalEditActions(); }
    // Where the window's file actions report (issue log, prompts, status bar).
    FileMenuContext* reports() const { return m_window->findChild<FileMenuContext*>(); }
    static quint32 footstep() { return parseSoundType(u"Footstep1").value(); }

    // The wave of the human table's first footstep variant, selected in the window.
    quint32 selectFootstepWave() {
        m_window->session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        return document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave;
    }

    void useEditor(const QString& name, const QString& body) {
        QVERIFY(test::useStandInEditor(m_dir, name, body));
    }

private slots:
    void initTestCase() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
        m_newSound = m_dir.filePath(u"tone.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s,
                               m_newSound, u"synth"_s, u"0.4"_s, u"sine"_s, u"440"_s});
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        m_window = test::openedWindow(m_dir, m_dat, QSize(1280, 720), test::Journal::None);
        QVERIFY(m_window);
    }

    void cleanup() {
        test::closeWindow(m_window);
        QSettings().remove(u"preferences/externalEditor"_s);
    }

    // The two ways editors save: a new file renamed over the old one (Audacity's export, most
    // editors' safe save) and writing into the same file.
    void saveComesBackAsOneUndoStep_data() {
        QTest::addColumn<QString>("save");
        QTest::newRow("renamed over") << u"cp \"%1\" \"$1.part\" && mv \"$1.part\" \"$1\""_s;
        QTest::newRow("written in place") << u"cat \"%1\" > \"$1\""_s;
    }

    void saveComesBackAsOneUndoStep() {
        QFETCH(QString, save);
        const QByteArray source = readAll(m_dat);
        const quint32 old = selectFootstepWave();
        const size_t uses = document()->catalog().usesOfWave(old).size();
        QVERIFY(actions()->editAction()->isEnabled());
        useEditor(u"editor"_s, u"sleep 0.3\n"_s + save.arg(m_newSound) + u'\n');
        actions()->editAction()->trigger();
        const QString file = actions()->fileOf(old);
        QVERIFY(!file.isEmpty());
        // What the editor was given is the wave itself, as a WAV.
        const Wave stored = document()->waveRecord(old).value();
        const QByteArray given = readAll(file);
        QCOMPARE(given.size(), 12 + 8 + stored.format.size() + 8 + stored.data.size());
        QVERIFY(given.endsWith(stored.data));

        QTRY_COMPARE_WITH_TIMEOUT(document()->newWaves().size(), size_t(1), 10000);
        const quint32 edited = document()->newWaves().begin()->first;
        QVERIFY(edited != old);
        QCOMPARE(document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave, edited);
        QCOMPARE(document()->catalog().usesOfWave(edited).size(), uses);
        QVERIFY(document()->catalog().usesOfWave(old).empty());
        // The tone, as the editor saved it: 0.4 s of 22050 Hz mono 16-bit.
        QCOMPARE(document()->newWaves().at(edited).data.size(), qsizetype(0.4 * 22050) * 2);
        QVERIFY(document()->history().undoText().contains(u"Externally"_s));

        document()->undo();
        QVERIFY(document()->newWaves().empty());
        QCOMPARE(document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave, old);
        QVERIFY(!document()->isModified());
        QCOMPARE(readAll(m_dat), source);
    }

    // A second save replaces the wave the first one made; after an undo of it, the next save
    // starts from the original again.
    void savesChain() {
        const quint32 old = selectFootstepWave();
        useEditor(u"twice"_s, u"sleep 0.3\ncp \"%1\" \"$1\"\nsleep 1\nsox \"%1\" \"$1.part.wav\" "
                              "vol 0.5 && mv \"$1.part.wav\" \"$1\"\n"_s.arg(m_newSound));
        actions()->editAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(document()->history().index(), 2, 15000);
        const quint32 last = document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave;
        QCOMPARE(document()->newWaves().size(), size_t(2));
        QVERIFY(document()->catalog().usesOfWave(old).empty());
        QVERIFY(!document()->catalog().usesOfWave(last).empty());
        // The second save made `last` from the first save's wave, which no variant names now.
        const quint32 first = document()->newWaves().begin()->first == last
                                  ? std::prev(document()->newWaves().end())->first
                                  : document()->newWaves().begin()->first;
        QVERIFY(document()->catalog().usesOfWave(first).empty());
        document()->undo(); // the second save
        document()->undo(); // the first
        QCOMPARE(document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave, old);
        // The file changes once more: it comes back from the original wave.
        QFile::remove(actions()->fileOf(old));
        QVERIFY(QFile::copy(m_newSound, actions()->fileOf(old)));
        actions()->readBackChanged();
        QCOMPARE(document()->newWaves().size(), size_t(1));
        QVERIFY(document()->catalog().usesOfWave(old).empty());
    }

    // A save that is not audio is reported (status bar, issue log) and changes nothing; the
    // next good save is taken.
    void unreadableSaveWaitsForTheNext() {
        const quint32 old = selectFootstepWave();
        QSignalSpy errors(reports(), &FileMenuContext::errorReported);
        useEditor(u"garbage"_s, u"sleep 0.3\necho 'not audio' > \"$1\"\n"_s);
        actions()->editAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 10000);
        const Error error = errors.first().first().value<Error>();
        QCOMPARE(error.file, actions()->fileOf(old));
        QVERIFY(document()->newWaves().empty());
        QVERIFY(!document()->isModified());
        QFile::remove(actions()->fileOf(old));
        QVERIFY(QFile::copy(m_newSound, actions()->fileOf(old)));
        actions()->readBackChanged();
        QCOMPARE(document()->newWaves().size(), size_t(1));
    }

    // An editor that cannot start says which program and where to change it; nothing changes.
    void editorThatCannotStart() {
        selectFootstepWave();
        QSettings().setValue(u"preferences/externalEditor"_s, u"/no/such/audio-editor --open %f"_s);
        QSignalSpy errors(reports(), &FileMenuContext::errorReported);
        QVERIFY(
            !actions()->edit(document()->sound(DemoDat::HumanTable, footstep())->variants[0].wave));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().first().value<Error>().message.contains(u"/no/such/audio-editor"_s));
        QVERIFY(!document()->isModified());
    }

    // How the preference becomes a command: %f placed (also inside a word), else appended;
    // empty means Audacity when found, else the desktop's handler.
    void editorCommand_data() {
        QTest::addColumn<QString>("preference");
        QTest::addColumn<QString>("audacity");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("arguments");
        const QString f = u"/tmp/x y.wav"_s;
        QTest::newRow("empty, Audacity installed")
            << QString() << u"/usr/bin/audacity"_s << u"/usr/bin/audacity"_s << QStringList{f};
        QTest::newRow("empty, no Audacity") << u"  "_s << QString() << QString() << QStringList{};
        QTest::newRow("program only")
            << u"ocenaudio"_s << QString() << u"ocenaudio"_s << QStringList{f};
        QTest::newRow("%f placed") << u"sweep --file %f --mono"_s << QString() << u"sweep"_s
                                   << QStringList{u"--file"_s, f, u"--mono"_s};
        QTest::newRow("%f in a word")
            << u"ed --in=%f"_s << QString() << u"ed"_s << QStringList{u"--in="_s + f};
        QTest::newRow("quoted program") << u"\"/opt/My Editor/bin/ed\""_s << QString()
                                        << u"/opt/My Editor/bin/ed"_s << QStringList{f};
    }

    void editorCommand() {
        QFETCH(QString, preference);
        QFETCH(QString, audacity);
        QFETCH(QString, program);
        QFETCH(QStringList, arguments);
        const auto command =
            ExternalEditActions::editorCommand(preference, u"/tmp/x y.wav"_s, audacity);
        QCOMPARE(command.program, program);
        QCOMPARE(command.arguments, arguments);
    }

    // Opening another dat ends the edits of this one: their files are gone, a late save of
    // them changes nothing.
    void anotherDocumentEndsTheEdits() {
        const quint32 old = selectFootstepWave();
        useEditor(u"idle"_s, u"true\n"_s);
        actions()->editAction()->trigger();
        const QString file = actions()->fileOf(old);
        QVERIFY(QFile::exists(file));
        document()->markSaved();
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
        QVERIFY(actions()->fileOf(old).isEmpty());
        QVERIFY(!QFile::exists(file));
        QVERIFY(QFile::copy(m_newSound, file));
        actions()->readBackChanged();
        QVERIFY(document()->newWaves().empty());
    }
};

QTEST_MAIN(TestExternalEdit)
#include "tst_externaledit.moc"
