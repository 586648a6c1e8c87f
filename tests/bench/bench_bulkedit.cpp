// Bulk edits at scale, on the retail-shaped synthetic dat (benchdat.h): 70,000 variants set in
// one step (Document::editVariants: plan, one EditVariants command, a TableChanged per table)
// and undone in one step; then the same edit with the editor's views listening (the browser's
// rows, the table editor) and the journal written, as a user pays for it. Each row beside its
// floor: finding the same 70,000 variants in a copy of the tables and writing the new value,
// the work an edit of them cannot avoid. Goal (#19): ≤ 100 ms, one undo step.
#include "benchdat.h"
#include "benchfloor.h"
#include "benchwindow.h"
#include "core/document/document.h"
#include "core/document/variantedit.h"
#include "core/document/variantfilter.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/overridebypassaction.h"

#include <QApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <chrono>
#include <map>
#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr std::size_t Variants = 70000;

QString g_datPath;

/// The synthetic dat as a Document without a journal; null (the row skipped) when it fails.
std::unique_ptr<Document> openSynthetic(benchmark::State& state) {
    auto opened = Document::open(g_datPath, {{}, false});
    if (!opened) {
        state.SkipWithError("cannot open the synthetic dat");
        return nullptr;
    }
    return std::move(*opened);
}

/// The first 70,000 variants of the dat's consulted lists, or fewer when it has fewer.
std::vector<VariantRef> firstVariants(const Document& document) {
    VariantFilter::MatchContext context;
    std::vector<VariantRef> all = VariantFilter().select(document.catalog().tables(), context);
    if (all.size() > Variants)
        all.resize(Variants);
    return all;
}

/// The floor: each variant found in (a copy of) the tables and its volume written.
void writeEach(std::map<quint32, SoundTable>& tables, const std::vector<VariantRef>& refs,
               float volume) {
    for (const VariantRef& r : refs) {
        SoundTableNode* node = tables.find(r.table)->second.sound(r.soundType);
        node->variants[static_cast<std::size_t>(r.index)].volume = volume;
    }
    benchmark::DoNotOptimize(tables);
}

/// Volumes no variant of the synthetic dat holds, alternating, so that every edit changes every
/// variant. Figure and floor each keep their own.
class Alternating final {
public:
    float next() { return (m_i++ % 2) ? 0.123f : 0.456f; }

private:
    int m_i = 0;
};

void BM_BulkEdit70kVariants(benchmark::State& state) {
    const std::unique_ptr<Document> opened = openSynthetic(state);
    if (!opened)
        return;
    Document& document = *opened;
    const std::vector<VariantRef> refs = firstVariants(document);
    if (refs.size() < Variants) {
        state.SkipWithError("the synthetic dat has fewer than 70,000 variants");
        return;
    }
    auto tables = document.catalog().tables();
    bool oneStep = true;
    Alternating figureVolume;
    Alternating floorVolume;
    bench::figureBesideFloor(
        state,
        [&] {
            const int before = document.history().count();
            auto changed = document.editVariants(
                refs, {VariantEdit::Change::set(Field::VariantVolume, figureVolume.next())});
            oneStep = oneStep && changed && *changed == int(Variants) &&
                      document.history().count() == before + 1;
        },
        [&] { writeEach(tables, refs, floorVolume.next()); });
    if (!oneStep)
        state.SkipWithError("the edit was not one step changing every variant");
    state.counters["variants"] = double(refs.size());
}
BENCHMARK(BM_BulkEdit70kVariants)->Unit(benchmark::kMillisecond);

// The undo alone is timed (the edit before it is not): the framework's loop times the undo,
// the floor is timed beside it with the same clock, as figureBesideFloor does.
void BM_BulkUndo70kVariants(benchmark::State& state) {
    const std::unique_ptr<Document> opened = openSynthetic(state);
    if (!opened)
        return;
    Document& document = *opened;
    const std::vector<VariantRef> refs = firstVariants(document);
    auto tables = document.catalog().tables();
    const auto original = document.catalog().tables();
    using Clock = std::chrono::steady_clock;
    Clock::duration undoTime{};
    Clock::duration floorTime{};
    Alternating floorVolume;
    for (auto _ : state) {
        state.PauseTiming();
        (void)document.editVariants(refs, {VariantEdit::Change::set(Field::VariantVolume, 0.456f)});
        state.ResumeTiming();
        const auto start = Clock::now();
        document.undo();
        undoTime += Clock::now() - start;
        state.PauseTiming();
        const auto floorStart = Clock::now();
        writeEach(tables, refs, floorVolume.next());
        floorTime += Clock::now() - floorStart;
        state.ResumeTiming();
    }
    // One undo brought every variant back.
    if (document.catalog().tables() != original)
        state.SkipWithError("one undo did not restore every variant");
    const double n = double(state.iterations());
    const double figureMs = std::chrono::duration<double, std::milli>(undoTime).count() / n;
    const double floorMs = std::chrono::duration<double, std::milli>(floorTime).count() / n;
    state.counters["figure_ms"] = figureMs;
    state.counters["floor_ms"] = floorMs;
    state.counters["ratio"] = floorMs > 0 ? figureMs / floorMs : 0;
    state.counters["variants"] = double(refs.size());
}
BENCHMARK(BM_BulkUndo70kVariants)->Unit(benchmark::kMillisecond);

// With the views that listen in the editor (the browser's rows of every table touched, the
// table editor showing the first) and the crash journal: 1,400 edited tables are journaled on
// the JournalWriter's worker, so the step pays for copying them, not for writing the JSON.
void BM_BulkEdit70kVariantsWithViews(benchmark::State& state) {
    DocumentSession session;
    QTemporaryDir journal;
    if (!session.open(g_datPath, {journal.path(), true})) {
        state.SkipWithError("cannot open the synthetic dat");
        return;
    }
    BrowserModel browser(&session);
    OverrideBypassAction bypass(&session);
    TableEditor editor(&session, &bypass);
    Document& document = *session.document();
    const std::vector<VariantRef> refs = firstVariants(document);
    editor.showLocation(DocumentLocation::table(refs.front().table));
    auto tables = document.catalog().tables();
    Alternating figureVolume;
    Alternating floorVolume;
    bench::figureBesideFloor(
        state,
        [&] {
            auto changed = document.editVariants(
                refs, {VariantEdit::Change::set(Field::VariantVolume, figureVolume.next())});
            benchmark::DoNotOptimize(changed);
        },
        [&] { writeEach(tables, refs, floorVolume.next()); });
    state.counters["variants"] = double(refs.size());
}
BENCHMARK(BM_BulkEdit70kVariantsWithViews)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::windowBenchmarkMain(argc, argv, g_datPath);
}
