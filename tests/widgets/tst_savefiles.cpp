// The File menu's writing side on the demo dat: Save / Save As through the dat patcher, Export
// Override File, Apply Override File (marks in the browser and the table editor) and Import
// Sound as New Wave, driven through the window's real actions.
#include "../audio/audiotesttools.h"
#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/override/overrideparser.h"
#include "core/records/recordjson.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/importwavedialog.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/overrideactions.h"
#include "widgets/window/saveactions.h"
#include "windowfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTreeWidget>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::testing::readAll;

namespace {

constexpr quint32 Footstep1 = 0x37;

std::map<quint32, SoundTable> tablesOf(const QString& path) {
    auto dat = DatFile::open(path);
    if (!dat)
        return {};
    auto catalog = SoundCatalog::load(**dat);
    return catalog ? catalog->tables() : std::map<quint32, SoundTable>{};
}

} // namespace

class TestSaveFiles final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    QByteArray m_datBytes;
    std::unique_ptr<MainWindow> m_window;
    FakePrompts* m_prompts = nullptr;
    FileMenuContext* m_fileMenu = nullptr;
    SaveActions* m_save = nullptr;
    ExportActions* m_export = nullptr;
    OverrideActions* m_override = nullptr;
    QString m_chosen;    ///< what the file chooser answers
    int m_questions = 0; ///< how often it was asked

    Document* document() const { return m_window->session()->document(); }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
        m_datBytes = readAll(m_dat);
        QVERIFY(!m_datBytes.isEmpty());
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        auto fake = std::make_unique<FakePrompts>();
        m_prompts = fake.get();
        m_window = std::make_unique<MainWindow>(std::move(fake));
        m_window->fileActions()->setDocumentOptions({m_dir.filePath(u"journal"_s), true});
        m_fileMenu = m_window->findChild<FileMenuContext*>();
        m_save = m_window->findChild<SaveActions*>();
        m_export = m_window->findChild<ExportActions*>();
        m_override = m_window->findChild<OverrideActions*>();
        QVERIFY(m_fileMenu && m_save && m_export && m_override);
        m_questions = 0;
        m_fileMenu->setFileChooser([this](FileMenuContext::Purpose, const QString&) {
            ++m_questions;
            return m_chosen;
        });
        m_window->show();
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
    }

    bool waitForSave() {
        QSignalSpy finished(m_save, &SaveActions::saveFinished);
        return m_save->isSaving() && finished.wait(30000) && finished.at(0).at(0).toBool();
    }

    QStringList leftovers() const {
        return QDir(m_dir.path())
            .entryList({u"*.saving"_s, u"*.patch-*"_s}, QDir::Files | QDir::Hidden);
    }

    void cleanup() {
        m_window.reset();
        // The source dat must never change, whatever a test did.
        QCOMPARE(readAll(m_dat), m_datBytes);
    }

    void saveWritesAPatchedCopy() {
        const int before = int(document()->sound(DemoDat::HumanTable, Footstep1)->variants.size());
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        QVERIFY(document()->isModified());
        const QString journal = document()->journalPath();
        QVERIFY(QFile::exists(journal));

        // First Save asks where (never over the opened dat by itself).
        m_chosen = m_dir.filePath(u"saved.dat"_s);
        m_save->saveAction()->trigger();
        QVERIFY(waitForSave());
        QCOMPARE(m_questions, 1);
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        QVERIFY(!QFile::exists(journal));
        QCOMPARE(document()->path(), m_chosen);
        QVERIFY(!document()->isModified());
        QCOMPARE(int(document()->sound(DemoDat::HumanTable, Footstep1)->variants.size()),
                 before - 1);
        auto verified = DatVerifier::verify(m_chosen);
        QVERIFY(verified.has_value());
        QVERIFY(verified->clean());
        QCOMPARE(readAll(m_dat), m_datBytes);
        auto saved = tablesOf(m_chosen);
        QCOMPARE(int(saved.at(DemoDat::HumanTable).sound(Footstep1)->variants.size()), before - 1);

        // The next Save writes over the file the user chose, atomically, without asking.
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_save->saveAction()->trigger();
        QVERIFY(waitForSave());
        QCOMPARE(m_questions, 1);
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        QVERIFY(!document()->isModified());
        verified = DatVerifier::verify(m_chosen);
        QVERIFY(verified.has_value());
        QVERIFY(verified->clean());
        saved = tablesOf(m_chosen);
        QCOMPARE(int(saved.at(DemoDat::HumanTable).sound(Footstep1)->variants.size()), before - 2);
        // No temporary file left beside it.
        const QStringList left =
            QDir(m_dir.path()).entryList({u"*.saving"_s}, QDir::Files | QDir::Hidden);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u", "_s)));
    }

    void saveAsCancelledWritesNothing() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_chosen.clear();
        m_save->saveAsAction()->trigger();
        QCOMPARE(m_questions, 1);
        QVERIFY(!m_save->isSaving());
        QVERIFY(document()->isModified());
        QCOMPARE(document()->path(), m_dat);
    }

    // The save runs on a worker: the window goes on, Save is disabled meanwhile, and an edit
    // made while it runs is not in the file and keeps the document modified.
    void editsWhileSavingStayUnsaved() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        const auto saved = *document()->table(DemoDat::HumanTable);
        m_chosen = m_dir.filePath(u"while.dat"_s);
        QSignalSpy finished(m_save, &SaveActions::saveFinished);
        m_save->saveAction()->trigger();
        // Nothing has reached the GUI thread yet: the save is under way.
        QVERIFY(m_save->isSaving());
        QVERIFY(!m_save->saveAction()->isEnabled());
        QVERIFY(!m_save->saveAsAction()->isEnabled());
        QVERIFY(!m_save->save()); // a second save does not start
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(finished.at(0).at(1).toString(), m_chosen);
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        QCOMPARE(tablesOf(m_chosen).at(DemoDat::HumanTable), saved);
        QVERIFY(document()->isModified());
        QCOMPARE(document()->path(), m_dat); // not reopened: that would lose the later edit
        QVERIFY(QFile::exists(document()->journalPath()));
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"not in it"_s));
        QVERIFY(m_save->saveAction()->isEnabled());
    }

    // Cancel (the status bar's button) before the worker got far: nothing written, the edits
    // stay. The save's one worker is held busy so the cancel surely comes first.
    void cancelledSaveWritesNothing() {
        QThreadPool pool;
        pool.setMaxThreadCount(1);
        QSemaphore release;
        pool.start([&release] { release.acquire(); });
        m_save->saveTask()->setPool(&pool);
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_chosen = m_dir.filePath(u"cancelled.dat"_s);
        QSignalSpy finished(m_save, &SaveActions::saveFinished);
        m_save->saveAction()->trigger();
        QVERIFY(m_save->saveTask()->isRunning());
        m_save->saveTask()->cancel();
        QVERIFY(m_save->isSaving()); // until the worker says how it ended
        release.release();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(!m_save->isSaving());
        QVERIFY(!QFile::exists(m_chosen));
        QCOMPARE(leftovers(), QStringList());
        QVERIFY(m_prompts->errors.isEmpty());
        QVERIFY(document()->isModified());
        QCOMPARE(document()->path(), m_dat);
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"cancelled"_s));
        pool.waitForDone();
        m_save->saveTask()->setPool(nullptr);
    }

    void failedSaveIsReportedAndKeepsTheEdits() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_chosen = m_dir.filePath(u"no/such/dir/out.dat"_s);
        QSignalSpy errors(m_fileMenu, &FileMenuContext::errorReported);
        QVERIFY(!m_save->saveTo(m_chosen));
        QCOMPARE(errors.size(), 1);
        const auto error = errors.at(0).at(0).value<Error>();
        QCOMPARE(error.code, ErrorCode::Io);
        QVERIFY2(error.toString().contains(u"no/such/dir"_s), qPrintable(error.toString()));
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY(document()->isModified());
        QVERIFY(!m_save->isSaving());
    }

    // Closing while a save runs waits for it, then closes (nothing left to ask).
    void closingWaitsForTheSave() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_chosen = m_dir.filePath(u"closing.dat"_s);
        QSignalSpy finished(m_save, &SaveActions::saveFinished);
        m_save->saveAction()->trigger();
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(finished.wait(30000));
        QTRY_VERIFY(!m_window->isVisible());
        QCOMPARE(m_prompts->closeQuestions, 0);
        QVERIFY(DatVerifier::verify(m_chosen).value().clean());
    }

    void exportOverrideFileFromAnEdit() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 1).has_value());
        const auto expected = document()->sound(DemoDat::HumanTable, Footstep1)->variants;
        m_chosen = m_dir.filePath(u"edits.txt"_s);
        m_export->exportOverrideAction()->trigger();
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        const QByteArray text = readAll(m_chosen);
        QVERIFY(text.contains("# original: demo.dat"));
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(!file.hasErrors()); // a retail-pick warning for a lost last variant may remain
        QCOMPARE(file.entries.size(), size_t(1));
        const OverrideEntry& entry = file.entries[0];
        QCOMPARE(entry.event.kind, OverrideEvent::Kind::TableSound);
        QCOMPARE(entry.event.table, DemoDat::HumanTable);
        QCOMPARE(entry.event.soundType, std::optional<quint32>(Footstep1));
        QCOMPARE(entry.alternatives.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QVERIFY(entry.alternatives[i].isWave());
            QCOMPARE(entry.alternatives[i].wave, expected[i].wave);
            QCOMPARE(float(entry.alternatives[i].probability), expected[i].probability);
        }
        QVERIFY(document()->isModified()); // exporting is not saving
    }

    void exportTableAndWave() {
        QVERIFY(document()->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        m_window->session()->navigate(DocumentLocation::table(DemoDat::HumanTable));
        const SoundTable edited = *document()->table(DemoDat::HumanTable);

        m_chosen = m_dir.filePath(u"table.json"_s);
        m_export->exportTableJsonAction()->trigger();
        auto object = parseJsonObject(readAll(m_chosen));
        QVERIFY(object.has_value());
        auto fromJson = soundTableFromJson(*object);
        QVERIFY(fromJson.has_value());
        QCOMPARE(*fromJson, edited); // the current (edited) state, not the dat's

        m_chosen = m_dir.filePath(u"table.bin"_s);
        m_export->exportTableBinaryAction()->trigger();
        QCOMPARE(readAll(m_chosen), edited.encode());

        // The variant selected when the dat opened names a wave: that is the one to export until
        // another is picked (a new document's first selection counts, not only later clicks).
        QVERIFY(m_export->exportWaveAction()->isEnabled());
        QVERIFY(m_export->currentWave() != 0);
        m_window->session()->navigate(DocumentLocation::wave(0x0A000001));
        QVERIFY(m_export->exportWaveAction()->isEnabled());
        m_chosen = m_dir.filePath(u"wave.wav"_s);
        m_export->exportWaveAction()->trigger();
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        auto wav = WavReader::parse(readAll(m_chosen));
        QVERIFY2(wav.has_value(), wav ? "" : qPrintable(wav.error().toString()));
        auto dat = DatFile::open(m_dat);
        QVERIFY(dat.has_value());
        QCOMPARE(wav->data, Wave::decode((*dat)->read(0x0A000001).value()).value().data);
    }

    void applyOverrideFileMarksSounds() {
        const QString path = m_dir.filePath(u"preview.txt"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0x20000001/Footstep1, 0 = 0x0A000001, 1; step.wav, 0.5\n"
                "this line has no equals sign\n");
        f.close();
        m_chosen = path;
        m_override->applyOverrideAction()->trigger();
        const auto preview = m_window->session()->appliedOverride();
        QVERIFY(preview);
        QVERIFY(preview->report.localSource(DemoDat::HumanTable, Footstep1, 1));

        // Browser: the table carries the mark and the line, others do not.
        BrowserModel* browser = m_window->browser()->model();
        const QModelIndex human = browser->indexOf(DocumentLocation::table(DemoDat::HumanTable));
        QVERIFY(human.isValid());
        const QString mark = human.data(BrowserModel::OverrideRole).toString();
        QVERIFY2(mark.contains(u"preview.txt"_s) && mark.contains(u"line 1"_s), qPrintable(mark));
        QVERIFY(
            human.siblingAtColumn(BrowserModel::DetailColumn).data(Qt::DecorationRole).isValid());
        const QModelIndex creature =
            browser->indexOf(DocumentLocation::table(DemoDat::CreatureTable));
        QVERIFY(creature.data(BrowserModel::OverrideRole).toString().isEmpty());

        // Table editor: the sound type item says which line overrides it.
        m_window->session()->navigate(DocumentLocation::table(DemoDat::HumanTable));
        QListWidget* list = m_window->tableEditor()->soundTypeList();
        int marked = 0;
        for (int row = 0; row < list->count(); ++row) {
            const QString text = list->item(row)->data(TableEditor::OverrideRole).toString();
            if (text.isEmpty())
                continue;
            ++marked;
            QCOMPARE(list->item(row)->data(Qt::UserRole).value<quint32>(), Footstep1);
            QVERIFY2(text.contains(u"line 1"_s), qPrintable(text));
            QVERIFY(list->item(row)->toolTip().contains(text));
        }
        QCOMPARE(marked, 1);

        // Diagnostics went to the issue log: the bad line 2 and the missing step.wav.
        const QAbstractItemModel* log = m_window->issueLog()->model();
        QStringList messages;
        for (int i = 0; i < log->rowCount(); ++i)
            messages << log->index(i, IssueLogDock::IssueColumn).data().toString();
        const QString all = messages.join(u'\n');
        QVERIFY2(all.contains(u"preview.txt:2:"_s), qPrintable(all));
        QVERIFY2(all.contains(u"file missing"_s), qPrintable(all));
        QVERIFY(!document()->isModified()); // a preview changes nothing

        m_override->clearOverrideAction()->trigger();
        QVERIFY(!m_window->session()->appliedOverride());
        QVERIFY(browser->indexOf(DocumentLocation::table(DemoDat::HumanTable))
                    .data(BrowserModel::OverrideRole)
                    .toString()
                    .isEmpty());
    }

    void importSoundThenSave() {
        const QString wav = m_dir.filePath(u"new.wav"_s);
        QFile f(wav);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(WavWriter::pcm16(*testing::sine(500, 0.5, 22050, 0.2)));
        f.close();
        m_chosen = wav;
        const int waves = int(document()->catalog().waves().size());
        m_export->importWaveAction()->trigger();
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        ImportWaveDialog* dialog = m_export->importDialog(); // what it measures, normalise or not
        QVERIFY(dialog);
        dialog->normalizeBox()->setChecked(false);
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(int(document()->newWaves().size()), 1);
        const quint32 id = document()->newWaves().begin()->first;
        QVERIFY(id >= 0x0A000000 && id <= 0x0A00FFFF);
        QCOMPARE(int(document()->catalog().waves().size()), waves + 1);
        QVERIFY(document()->isModified());
        QVERIFY(m_window->session()->waveExists()(id)); // wave-id completion and checks see it
        QVERIFY(m_window->browser()->model()->indexOf(DocumentLocation::wave(id)).isValid());

        // Undo takes it out again; redo brings it back.
        document()->undo();
        QVERIFY(!document()->catalog().hasWave(id));
        document()->redo();
        QVERIFY(document()->catalog().hasWave(id));

        const QString out = m_dir.filePath(u"with-wave.dat"_s);
        QVERIFY(m_save->saveTo(out));
        QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
        auto dat = DatFile::open(out);
        QVERIFY(dat.has_value());
        auto bytes = (*dat)->read(id);
        QVERIFY(bytes.has_value());
        auto decoded = Wave::decode(*bytes);
        QVERIFY(decoded.has_value());
        QCOMPARE(decoded->sampleRate(), 22050u);
        auto verified = DatVerifier::verify(out);
        QVERIFY(verified.has_value());
        QVERIFY(verified->clean());
        QVERIFY(document()->newWaves().empty()); // reopened: now an ordinary wave
        QVERIFY(document()->catalog().hasWave(id));
    }

    void importRefusesAnUndecodableFile() {
        const QString bad = m_dir.filePath(u"bad.wav"_s);
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("RIFF\x04\0\0\0WAVE", 12);
        f.close();
        QVERIFY(!m_export->importWave(bad).has_value());
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY(document()->newWaves().empty());
        QVERIFY(!document()->isModified());
    }
};

QTEST_MAIN(TestSaveFiles)
#include "tst_savefiles.moc"
