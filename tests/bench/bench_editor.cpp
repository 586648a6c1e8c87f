// One unit: every editor row shares the one synthetic dat and window fixture set up here.
// The editor at scale, on the retail-shaped synthetic dat (SOUNDSTAGE_BENCH_DAT: bench.sh's
// 1 GB one, 79,694 entries; else a 96 MB one with the same counts, see benchdat.h).
// Opening it as a Document, building the browser, one filter keystroke, the issue-log findings,
// the odds of a variant list; and in the whole main window, as a user meets them: opening to a
// populated browser (background opening, every dock updated), a filter keystroke in the browser
// dock, a click on a variant to the first sound start, and the longest stall of the GUI event
// loop while the dat opens and while File → Save writes a patched copy of it (a 1 ms heartbeat
// timer records its largest gap). Run offscreen in a Release build; ALSOFT_DRIVERS=null gives
// the window an output device that needs no card.
#include "../widgets/fakeprompts.h"
#include "benchdat.h"
#include "benchfloor.h"
#include "benchwindow.h"
#include "core/audio/playbackengine.h"
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/documentfield.h"
#include "core/document/documentvalidator.h"
#include "core/document/variantfilter.h"
#include "core/override/overridediff.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "core/retail/eventoutcome.h"
#include "stallmeter.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/transport.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantlistmodel.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/saveactions.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <ctime>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;
using bench::makeWindow;
using bench::openInWindow;
using bench::settle;
using bench::StallMeter;
using bench::windowBusy;

namespace {

QString g_datPath;

void BM_OpenDocument(benchmark::State& state) {
    for (auto _ : state) {
        auto document = Document::open(g_datPath, {{}, false});
        benchmark::DoNotOptimize(document);
    }
}
BENCHMARK(BM_OpenDocument)->Unit(benchmark::kMillisecond);

void BM_BrowserPopulate(benchmark::State& state) {
    DocumentSession session;
    for (auto _ : state) {
        state.PauseTiming();
        auto document = Document::open(g_datPath, {{}, false});
        state.ResumeTiming();
        session.setDocument(std::move(*document));
        BrowserModel model(&session);
        benchmark::DoNotOptimize(model.rowCount());
    }
}
BENCHMARK(BM_BrowserPopulate)->Unit(benchmark::kMillisecond);

/// The rows a screen shows: the first `rows` of every category, every column, as a view asks.
qsizetype formatScreen(const QAbstractItemModel& model, int rows) {
    qsizetype chars = 0;
    for (int c = 0; c < model.rowCount(); ++c) {
        const QModelIndex category = model.index(c, 0);
        for (int r = 0; r < std::min(rows, model.rowCount(category)); ++r) {
            for (int column = 0; column < model.columnCount(); ++column) {
                const QModelIndex at = model.index(r, column, category);
                chars += at.data(Qt::DisplayRole).toString().size();
                benchmark::DoNotOptimize(at.data(Qt::DecorationRole));
            }
        }
    }
    return chars;
}

/// The browser model alone on an open document (its rows, no filter) and a screen of rows
/// formatted, beside its floor: a walk over the catalog's four record maps putting every id in
/// a list, and the same screen's ids formatted (what any browser of these records must do).
void BM_BrowserModelBuild(benchmark::State& state) {
    DocumentSession session;
    if (!session.open(g_datPath, {{}, false})) {
        state.SkipWithError("cannot open");
        return;
    }
    const SoundCatalog& catalog = session.document()->catalog();
    constexpr int ScreenRows = 40;
    bench::figureBesideFloor(
        state,
        [&] {
            BrowserModel model(&session);
            benchmark::DoNotOptimize(formatScreen(model, ScreenRows));
        },
        [&] {
            std::vector<quint32> ids;
            ids.reserve(catalog.tables().size() + catalog.waves().size() +
                        catalog.regions().size() + catalog.setupTables().size());
            for (const auto& entry : catalog.tables())
                ids.push_back(entry.first);
            for (const auto& entry : catalog.waves())
                ids.push_back(entry.first);
            for (const auto& entry : catalog.regions())
                ids.push_back(entry.first);
            for (const auto& entry : catalog.setupTables())
                ids.push_back(entry.first);
            qsizetype chars = 0;
            for (std::size_t i = 0; i < std::min<std::size_t>(ids.size(), 4 * ScreenRows); ++i)
                chars += hexId(ids[i]).size();
            benchmark::DoNotOptimize(chars);
            benchmark::DoNotOptimize(ids.data());
        });
    state.counters["rows"] = static_cast<double>(catalog.tables().size() + catalog.waves().size() +
                                                 catalog.setupTables().size());
}
BENCHMARK(BM_BrowserModelBuild)->Unit(benchmark::kMillisecond);

/// One keystroke of the filter box (the model's refilter, told as a layout change), beside its
/// floor: one pass over every id a plain word is tested against (each table's id, sound types
/// and variants' waves; every wave and setup id) comparing each with a value — the records
/// must be looked at once, however the test is done.
void BM_FilterKeystroke(benchmark::State& state) {
    DocumentSession session;
    if (!session.open(g_datPath, {{}, false})) {
        state.SkipWithError("cannot open");
        return;
    }
    BrowserModel model(&session);
    const SoundCatalog& catalog = session.document()->catalog();
    const QStringList typed{u"0"_s,        u"0x"_s,   u"0x0a"_s,     u"0x0a00"_s, u"0x0a001"_s,
                            u"0x0a0012"_s, u"foot"_s, u"footstep"_s, u""_s};
    qsizetype i = 0;
    quint32 probe = 0;
    bench::figureBesideFloor(
        state,
        [&] {
            model.setFilterText(typed[i++ % typed.size()]);
            benchmark::DoNotOptimize(model.visibleCount(BrowserModel::Waves));
        },
        [&] {
            int hits = 0;
            ++probe;
            for (const auto& [id, table] : catalog.tables()) {
                hits += id == probe;
                for (const SoundTableNode& sound : table.root.children) {
                    hits += sound.key == probe;
                    for (const SoundVariant& v : sound.variants)
                        hits += v.wave == probe;
                }
            }
            for (const auto& entry : catalog.waves())
                hits += entry.first == probe;
            for (const auto& [id, table] : catalog.setupTables())
                hits += (id == probe) + (table == probe);
            benchmark::DoNotOptimize(hits);
        });
}
BENCHMARK(BM_FilterKeystroke)->Unit(benchmark::kMillisecond);

/// The browser's Variants list for a filter naming variants (`prob<0.5`, then
/// `sound:Footstep* vol>=0.5`, alternately), beside its floor: VariantFilter::select over the
/// dat's tables alone (the matches must be found, however they are shown).
void BM_VariantsList(benchmark::State& state) {
    DocumentSession session;
    if (!session.open(g_datPath, {{}, false})) {
        state.SkipWithError("cannot open");
        return;
    }
    VariantListModel list(&session);
    const SoundCatalog& catalog = session.document()->catalog();
    const std::array filters{*VariantFilter::parse(u"prob<0.5"),
                             *VariantFilter::parse(u"sound:Footstep* vol>=0.5")};
    std::size_t i = 0;
    std::size_t j = 0;
    bench::figureBesideFloor(
        state,
        [&] {
            list.setFilter(filters[i++ % filters.size()]);
            benchmark::DoNotOptimize(list.rowCount());
        },
        [&] {
            VariantFilter::MatchContext context(
                [&catalog](quint32 wave) { return catalog.hasWave(wave); }, session.fpuModel());
            benchmark::DoNotOptimize(
                filters[j++ % filters.size()].select(catalog.tables(), context));
        });
    state.counters["variants"] = static_cast<double>(list.rowCount());
}
BENCHMARK(BM_VariantsList)->Unit(benchmark::kMillisecond);

void BM_Findings(benchmark::State& state) {
    auto document = Document::open(g_datPath, {{}, false});
    for (auto _ : state) {
        auto findings = DocumentValidator::findings((*document)->catalog());
        benchmark::DoNotOptimize(findings.size());
    }
}
BENCHMARK(BM_Findings)->Unit(benchmark::kMillisecond);

void BM_EditOneValue(benchmark::State& state) {
    auto opened = Document::open(g_datPath, {{}, false});
    Document& document = **opened;
    if (document.catalog().tables().empty()) {
        state.SkipWithError("no sound table");
        return;
    }
    const quint32 id = document.catalog().tables().begin()->first;
    const SoundTable* table = document.table(id);
    const quint32 sound = table->root.children.front().key;
    float p = 0.0f;
    for (auto _ : state) {
        p = p > 0.9f ? 0.0f : p + 0.1f;
        auto ok = document.setValue({Field::VariantProbability, id, sound, 0}, p);
        benchmark::DoNotOptimize(ok);
    }
}
BENCHMARK(BM_EditOneValue)->Unit(benchmark::kMicrosecond);

/// File → Export → Override File's work on the GUI thread: the dat's tables as opened against
/// the edited ones (one edit), written as override text.
void BM_ExportOverride(benchmark::State& state) {
    auto opened = Document::open(g_datPath, {{}, false});
    Document& document = **opened;
    const quint32 id = document.catalog().tables().begin()->first;
    const quint32 sound = document.table(id)->root.children.front().key;
    if (!document.setValue({Field::VariantProbability, id, sound, 0}, 0.25f)) {
        state.SkipWithError("the edit was refused");
        return;
    }
    for (auto _ : state) {
        const auto diff =
            OverrideDiff::diff(document.tablesAsOpened(), document.catalog().tables());
        benchmark::DoNotOptimize(OverrideDiff::write(diff, u"synth.dat"_s, u"bench"_s).size());
    }
}
BENCHMARK(BM_ExportOverride)->Unit(benchmark::kMillisecond);

/// File → Apply Override File's work on the GUI thread for a small file (three lines).
void BM_ApplySmallOverride(benchmark::State& state) {
    auto opened = Document::open(g_datPath, {{}, false});
    const Document& document = **opened;
    const quint32 id = document.catalog().tables().begin()->first;
    const quint32 sound = document.table(id)->root.children.front().key;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"small.txt"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        state.SkipWithError("cannot write the override file");
        return;
    }
    file.write(
        u"%1/%2, 0 = 0x0A000001, 0.5; 0x0A000002, 0.5\n"_s.arg(hexId(id)).arg(sound).toUtf8());
    file.close();
    for (auto _ : state) {
        auto preview = OverridePreview::load(path, document.catalog().tables(), &document.dat());
        if (!preview) {
            state.SkipWithError(qPrintable(preview.error().toString()));
            return;
        }
        benchmark::DoNotOptimize(preview->report.applied.size());
    }
}
BENCHMARK(BM_ApplySmallOverride)->Unit(benchmark::kMillisecond);

void BM_OddsOfAList(benchmark::State& state) {
    const std::vector<SoundVariant> list{{0x0A000001, 0, 1.0f, 1},
                                         {0x0A000002, 0, 0.5f, 1},
                                         {0x0A000003, 0, 0.25f, 1},
                                         {0x0A000004, 0, 1.0f, 1}};
    // What the grid and the chart show (DocumentSession::outcome(): one computation for both).
    SoundList sound;
    sound.exists = true;
    sound.variants = list;
    sound.localFiles.resize(list.size());
    for (auto _ : state)
        benchmark::DoNotOptimize(DocumentSession::outcomeOf(sound, FpuModel::Single, {}));
}
BENCHMARK(BM_OddsOfAList)->Unit(benchmark::kMicrosecond);

void BM_RetailOddsOfAList(benchmark::State& state) {
    const std::vector<SoundVariant> list{{0x0A000001, 0, 1.0f, 1},
                                         {0x0A000002, 0, 0.5f, 1},
                                         {0x0A000003, 0, 0.25f, 1},
                                         {0x0A000004, 0, 1.0f, 1}};
    for (auto _ : state)
        benchmark::DoNotOptimize(EventOutcome::compute(list, FpuModel::Single));
}
BENCHMARK(BM_RetailOddsOfAList)->Unit(benchmark::kMicrosecond);

// --- the main window, as a user meets it ---

/// Beside its floor: the dat opened as a Document alone (DatFile + SoundCatalog), timed after
/// each opening in the window (interleaved, so load falls on both alike). Each opening starts
/// on a settled window; findings_ms is the time until the issue log listed the findings too
/// (computed in the background after the browser is shown).
void BM_OpenToBrowserInWindow(benchmark::State& state) {
    auto window = makeWindow();
    double figureMs = 0.0;
    double floorMs = 0.0;
    double findingsMs = 0.0;
    for (auto _ : state) {
        state.PauseTiming();
        settle(*window);
        state.ResumeTiming();
        QElapsedTimer total;
        total.start();
        const double ms = openInWindow(*window, g_datPath);
        if (ms < 0) {
            state.SkipWithError("the dat did not open");
            return;
        }
        state.SetIterationTime(ms / 1000.0);
        figureMs += ms;
        state.PauseTiming();
        if (window->issueLog()->isChecking()) {
            QEventLoop wait;
            const auto done = QObject::connect(window->issueLog(), &IssueLogDock::refreshed, &wait,
                                               &QEventLoop::quit);
            wait.exec();
            QObject::disconnect(done);
        }
        findingsMs += static_cast<double>(total.nsecsElapsed()) / 1e6;
        settle(*window);
        QElapsedTimer clock;
        clock.start();
        auto floor = Document::open(g_datPath, {{}, false});
        floorMs += static_cast<double>(clock.nsecsElapsed()) / 1e6;
        benchmark::DoNotOptimize(floor);
        state.ResumeTiming();
    }
    const double n = static_cast<double>(state.iterations());
    state.counters["figure_ms"] = figureMs / n;
    state.counters["floor_ms"] = floorMs / n;
    state.counters["ratio"] = floorMs > 0 ? figureMs / floorMs : 0.0;
    state.counters["findings_ms"] = findingsMs / n;
}
BENCHMARK(BM_OpenToBrowserInWindow)->UseManualTime()->Unit(benchmark::kMillisecond);

/// The longest GUI stall while the dat opens in the window, and while the views settle for half
/// a second after; the worst of five openings (each replacing the document the one before
/// opened).
void BM_OpenStallInWindow(benchmark::State& state) {
    auto window = makeWindow();
    double worst = 0.0;
    double worstCpu = 0.0;
    double openMs = 0.0;
    for (auto _ : state) {
        StallMeter meter;
        QObject::connect(
            window->fileActions(), &FileActions::openFinished, window.get(),
            [&meter] { meter.note("opening finished"); }, Qt::SingleShotConnection);
        openMs = openInWindow(*window, g_datPath);
        StallMeter::settle(500);
        if (openMs < 0) {
            state.SkipWithError("the dat did not open");
            return;
        }
        worst = std::max(worst, meter.maxGapMs());
        worstCpu = std::max(worstCpu, meter.maxCpuGapMs());
        state.SetIterationTime(meter.maxGapMs() / 1000.0);
    }
    state.counters["max_stall_ms"] = worst;
    state.counters["max_cpu_ms"] = worstCpu;
    state.counters["open_ms"] = openMs;
    state.counters["dat_MiB"] = static_cast<double>(QFileInfo(g_datPath).size()) / (1 << 20);
}
BENCHMARK(BM_OpenStallInWindow)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

void BM_FilterKeystrokeInWindow(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    QLineEdit* filter = window->browser()->filterEdit();
    filter->setFocus();
    // Typing "footstep" then erasing it again, one key per iteration; each includes the view's
    // relayout and repaint (processEvents).
    const QString word = u"footstep"_s;
    qsizetype typed = 0;
    bool erasing = false;
    for (auto _ : state) {
        if (!erasing) {
            QTest::keyClick(filter, word[typed].toLatin1());
            erasing = ++typed == word.size();
        } else {
            QTest::keyClick(filter, Qt::Key_Backspace);
            erasing = --typed > 0;
        }
        QCoreApplication::processEvents();
    }
    state.counters["tables_shown"] = window->browser()->model()->visibleCount(BrowserModel::Tables);
}
BENCHMARK(BM_FilterKeystrokeInWindow)->Unit(benchmark::kMillisecond);

/// A click on a variant row of the table editor, then Play: until the engine has started the
/// sound. Each iteration a variant whose wave was not played before (cold: read from the dat and
/// decoded), after the table was shown (not timed).
void BM_ClickVariantToFirstSound(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    const Document* document = window->session()->document();
    struct Target {
        quint32 table;
        quint32 sound;
        int variant;
    };
    std::vector<Target> targets;
    std::set<quint32> seen;
    for (const auto& [id, table] : document->catalog().tables())
        for (const SoundTableNode& node : table.root.children)
            for (std::size_t v = 0; v < node.variants.size(); ++v)
                if (document->catalog().hasWave(node.variants[v].wave) &&
                    seen.insert(node.variants[v].wave).second)
                    targets.push_back({id, node.key, static_cast<int>(v)});
    PlaybackEngine& engine = window->audition()->auditioner()->engine();
    TableEditor* editor = window->tableEditor();
    QTableView* view = editor->variantView();
    QAction* play = window->audition()->transport()->playAction();
    std::size_t next = 0;
    int started = 0;
    int selected = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const Target t = targets[next++ % targets.size()];
        window->session()->navigate(DocumentLocation::sound(t.table, t.sound));
        QCoreApplication::processEvents();
        if (editor->currentVariant() == t.variant) {
            // The click must change the selection, as a user's click on another row does.
            if (view->model()->rowCount() > 1)
                editor->selectVariant(t.variant == 0 ? 1 : 0);
            else
                view->setCurrentIndex({});
        }
        // Cold: the auditioner's wave cache emptied (setDat clears it and stops every sound).
        window->audition()->auditioner()->setDat(&document->dat());
        QCoreApplication::processEvents();
        const QRect cell = view->visualRect(view->model()->index(t.variant, 1));
        state.ResumeTiming();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        play->trigger();
        state.PauseTiming();
        started += engine.playingCount() > 0 ? 1 : 0;
        selected += editor->currentVariant() == t.variant ? 1 : 0;
        state.ResumeTiming();
    }
    window->audition()->auditioner()->stopAll();
    // Both should equal the iterations: every click selected its row and started a sound.
    state.counters["started"] = started;
    state.counters["selected"] = selected;
    state.counters["engine_output"] = engine.hasOutput() ? 1 : 0;
}
BENCHMARK(BM_ClickVariantToFirstSound)->Unit(benchmark::kMillisecond);

/// File → Save of one edit into a patched copy, as a user meets it: the longest GUI stall from
/// the Save until the saved copy is written and reopened as the document (and half a second of
/// settling after), and how long that took. Each iteration edits the document it has (the copy
/// the iteration before saved) and writes the next copy; the copies go next to the dat.
void BM_SaveStallInWindow(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    auto* actions = window->findChild<SaveActions*>();
    QTemporaryDir dir(QFileInfo(g_datPath).absolutePath() + u"/save-bench-XXXXXX"_s);
    double worst = 0.0;
    double worstCpu = 0.0;
    double saveMs = 0.0;
    int iteration = 0;
    for (auto _ : state) {
        Document* document = window->session()->document();
        const quint32 table = document->catalog().tables().begin()->first;
        const quint32 sound = document->table(table)->root.children.front().key;
        const float probability = iteration % 2 == 0 ? 0.25f : 0.5f;
        if (!document->setValue({Field::VariantProbability, table, sound, 0}, probability)) {
            state.SkipWithError("the edit was refused");
            return;
        }
        const QString target = dir.filePath(u"saved-%1.dat"_s.arg(iteration++));
        StallMeter meter;
        QEventLoop loop;
        bool saved = false;
        QObject::connect(
            actions, &SaveActions::saveFinished, &loop,
            [&](bool ok) {
                saved = ok;
                loop.quit();
            },
            Qt::SingleShotConnection);
        if (!actions->startSave(target)) {
            state.SkipWithError("the save did not start");
            return;
        }
        loop.exec();
        saveMs = meter.elapsedMs();
        meter.note("save finished");
        StallMeter::settle(500);
        if (!saved || window->session()->document()->path() != target ||
            window->session()->document()->isModified()) {
            state.SkipWithError("the save failed or the copy was not reopened");
            return;
        }
        worst = std::max(worst, meter.maxGapMs());
        worstCpu = std::max(worstCpu, meter.maxCpuGapMs());
        state.SetIterationTime(meter.maxGapMs() / 1000.0);
        // The copy before this one is no longer the document: free the disk space.
        if (iteration >= 2)
            QFile::remove(dir.filePath(u"saved-%1.dat"_s.arg(iteration - 2)));
    }
    state.counters["max_stall_ms"] = worst;
    state.counters["max_cpu_ms"] = worstCpu;
    state.counters["save_and_reopen_ms"] = saveMs;
    state.counters["dat_MiB"] = static_cast<double>(QFileInfo(g_datPath).size()) / (1 << 20);
}
BENCHMARK(BM_SaveStallInWindow)->UseManualTime()->Iterations(3)->Unit(benchmark::kMillisecond);

/// The longest gaps between two ticks of a 1 ms timer from `action` (run at once) until the
/// event loop has settled for 300 ms after it, in ms: what a user would see as a freeze (wall
/// clock), and the same in the GUI thread's CPU time (without the waits for a core on a loaded
/// machine).
struct Stall {
    double wallMs = 0.0;
    double cpuMs = 0.0;
};
template <typename Action> Stall longestStall(Action&& action) {
    StallMeter meter;
    StallMeter::settle(
        20); // the heartbeat ticks first, so the gaps measured below are the action's
    meter.restart();
    action();
    StallMeter::settle(300);
    return {meter.maxGapMs(), meter.maxCpuGapMs()};
}

/// File → Import Sound as New Wave as the window meets it: Document::addNewWave (what the action
/// calls after decoding the file), then every view updates (browser row, marks, issue log). The
/// longest GUI stall from the call until the views settled; the worst of five imports.
void BM_ImportWaveStallInWindow(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    Document* document = window->session()->document();
    Wave wave;
    wave.format = Wave::pcmFormat(1, 22050, 16);
    wave.data = QByteArray(4410, '\0');
    Stall worst;
    int imported = 0;
    for (auto _ : state) {
        const Stall stall = longestStall([&] {
            if (document->addNewWave(wave))
                ++imported;
        });
        worst.wallMs = std::max(worst.wallMs, stall.wallMs);
        worst.cpuMs = std::max(worst.cpuMs, stall.cpuMs);
        state.SetIterationTime(stall.wallMs / 1000.0);
    }
    state.counters["max_stall_ms"] = worst.wallMs;
    state.counters["max_cpu_ms"] = worst.cpuMs;
    state.counters["imported"] = imported;
    state.counters["waves_listed"] = window->browser()->model()->totalCount(BrowserModel::Waves);
}
BENCHMARK(BM_ImportWaveStallInWindow)
    ->UseManualTime()
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond);

/// File → Apply Override File and Clear Override as the window meets them, with a file that
/// replaces one sound type of a dat table and creates a table the dat lacks (arg 1: and replaces
/// that sound type in every table, `*/sound`): the preview is
/// loaded first (not timed here: SaveActions loads it, see load_ms), then
/// DocumentSession::setAppliedOverride and every view updating. The longest GUI stall of the
/// apply (time) and of the clear (clear_stall_ms); the worst of five each.
void BM_ApplyOverrideStallInWindow(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    DocumentSession* session = window->session();
    const Document* document = session->document();
    const auto& [tableId, table] = *document->catalog().tables().begin();
    quint32 created = 0x20FFFF00;
    while (document->catalog().table(created))
        ++created;
    const quint32 wave = document->catalog().waves().begin()->first;
    const QString path = bench::tempDir().filePath(u"bench-override.txt"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        state.SkipWithError("cannot write the override file");
        return;
    }
    const QString sound = soundTypeName(table.root.children.front().key);
    QString text = u"%1/%2, 0 = %3, 1, 0.5\n%4/%2, 0 = %3, 1, 0.5\n"_s.arg(
        hexId(tableId), sound, hexId(wave), hexId(created));
    // Arg 1: also `*/sound`, which touches every table with that sound type.
    if (state.range(0) == 1)
        text += u"*/%1, 0 = %2, 1, 0.5\n"_s.arg(sound, hexId(wave));
    file.write(text.toUtf8());
    file.close();
    QElapsedTimer loadClock;
    loadClock.start();
    auto preview = OverridePreview::load(path, document->catalog().tables(), &document->dat());
    const double loadMs = static_cast<double>(loadClock.nsecsElapsed()) / 1e6;
    if (!preview || preview->report.createdTables != 1) {
        state.SkipWithError("the override did not load");
        return;
    }
    const auto shared = std::make_shared<const OverridePreview>(std::move(*preview));
    std::set<quint32> touched;
    for (const auto& applied : shared->report.applied)
        touched.insert(applied.table);
    Stall worst;
    Stall worstClear;
    for (auto _ : state) {
        const Stall stall = longestStall([&] { session->setAppliedOverride(shared); });
        worst.wallMs = std::max(worst.wallMs, stall.wallMs);
        worst.cpuMs = std::max(worst.cpuMs, stall.cpuMs);
        state.SetIterationTime(stall.wallMs / 1000.0);
        state.PauseTiming();
        const Stall clear = longestStall([&] { session->setAppliedOverride({}); });
        worstClear.wallMs = std::max(worstClear.wallMs, clear.wallMs);
        worstClear.cpuMs = std::max(worstClear.cpuMs, clear.cpuMs);
        state.ResumeTiming();
    }
    state.counters["max_stall_ms"] = worst.wallMs;
    state.counters["max_cpu_ms"] = worst.cpuMs;
    state.counters["clear_stall_ms"] = worstClear.wallMs;
    state.counters["clear_cpu_ms"] = worstClear.cpuMs;
    state.counters["tables_touched"] = static_cast<double>(touched.size());
    state.counters["load_ms"] = loadMs;
}
BENCHMARK(BM_ApplyOverrideStallInWindow)
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond);

/// A Reset of every record (DocumentChange::Scope::Everything; nothing in the editor sends one
/// today, a journal recovery might): the browser copies the catalog and rebuilds its rows on a
/// worker. The longest GUI stall from the change until the rows are swapped in and the views
/// settled; rebuild_ms is the time until the swap.
void BM_FullResetStallInWindow(benchmark::State& state) {
    auto window = makeWindow();
    if (openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    DocumentSession* session = window->session();
    BrowserModel* model = window->browser()->model();
    Stall worst;
    double rebuildMs = 0.0;
    for (auto _ : state) {
        QElapsedTimer clock;
        const Stall stall = longestStall([&] {
            clock.start();
            emit session->changed(DocumentChange{DocumentChange::Kind::Reset});
            QEventLoop wait;
            const auto done =
                QObject::connect(model, &BrowserModel::rowsRebuilt, &wait, &QEventLoop::quit);
            if (model->isRebuilding())
                wait.exec();
            QObject::disconnect(done);
            rebuildMs = std::max(rebuildMs, static_cast<double>(clock.nsecsElapsed()) / 1e6);
        });
        worst.wallMs = std::max(worst.wallMs, stall.wallMs);
        worst.cpuMs = std::max(worst.cpuMs, stall.cpuMs);
        state.SetIterationTime(stall.wallMs / 1000.0);
    }
    state.counters["max_stall_ms"] = worst.wallMs;
    state.counters["max_cpu_ms"] = worst.cpuMs;
    state.counters["rebuild_ms"] = rebuildMs;
}
BENCHMARK(BM_FullResetStallInWindow)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::windowBenchmarkMain(argc, argv, g_datPath);
}
