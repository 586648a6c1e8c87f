// The editor at scale: a synthetic dat with 1,500 sound tables and 10,000 waves.
// Opening it as a Document, building the browser, one filter keystroke, the issue-log findings,
// the odds of a variant list. Run offscreen in a Release build.
#include "core/dat/datwriter.h"
#include "core/document/document.h"
#include "core/document/documentvalidator.h"
#include "core/document/retailodds.h"
#include "core/document/variantodds.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"
#include "widgets/browsermodel.h"
#include "widgets/documentsession.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr int TableCount = 1500;
constexpr int WaveCount = 10000;

QString g_datPath;

QByteArray pcmWave(quint32 id) {
    QByteArray format(18, '\0');
    const auto put16 = [&](int at, quint16 v) {
        format[at] = static_cast<char>(v & 0xFF);
        format[at + 1] = static_cast<char>(v >> 8);
    };
    const auto put32 = [&](int at, quint32 v) {
        put16(at, static_cast<quint16>(v & 0xFFFF));
        put16(at + 2, static_cast<quint16>(v >> 16));
    };
    put16(0, 1);
    put16(2, 1);
    put32(4, 11025);
    put32(8, 22050);
    put16(12, 2);
    put16(14, 16);
    return Wave{id, format, QByteArray(64, '\0')}.encode();
}

bool writeDat(const QString& path) {
    DatWriter writer;
    for (int w = 0; w < WaveCount; ++w)
        writer.add(0x0A000000u + static_cast<quint32>(w),
                   pcmWave(0x0A000000u + static_cast<quint32>(w)));
    for (int t = 0; t < TableCount; ++t) {
        SoundTable table = SoundTable::makeEmpty(0x20000000u + static_cast<quint32>(t));
        for (quint32 sound = 0; sound < 6; ++sound) {
            SoundTableNode node;
            node.key = (static_cast<quint32>(t) * 7 + sound * 13) % 205;
            if (std::any_of(table.root.children.begin(), table.root.children.end(),
                            [&](const SoundTableNode& n) { return n.key == node.key; }))
                continue;
            for (quint32 v = 0; v < 1 + (sound % 4); ++v)
                node.variants.push_back(
                    {0x0A000000u +
                         (static_cast<quint32>(t) * 31 + sound * 5 + v) % (WaveCount + 50),
                     0.5f, v == 2 ? 0.5f : 1.0f, 0.8f});
            table.root.children.push_back(std::move(node));
        }
        writer.add(table.id, table.encode());
    }
    return writer.write(path).has_value();
}

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

void BM_FilterKeystroke(benchmark::State& state) {
    DocumentSession session;
    if (!session.open(g_datPath, {{}, false})) {
        state.SkipWithError("cannot open");
        return;
    }
    BrowserModel model(&session);
    const QStringList typed{u"0"_s,        u"0x"_s,   u"0x0a"_s,     u"0x0a00"_s, u"0x0a001"_s,
                            u"0x0a0012"_s, u"foot"_s, u"footstep"_s, u""_s};
    qsizetype i = 0;
    for (auto _ : state) {
        model.setFilterText(typed[i++ % typed.size()]);
        benchmark::DoNotOptimize(model.visibleCount(BrowserModel::Waves));
    }
}
BENCHMARK(BM_FilterKeystroke)->Unit(benchmark::kMillisecond);

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
    const SoundTable* table = document.table(0x20000000);
    const quint32 sound = table->root.children.front().key;
    float p = 0.0f;
    for (auto _ : state) {
        p = p > 0.9f ? 0.0f : p + 0.1f;
        auto ok = document.setValue({Field::VariantProbability, 0x20000000, sound, 0}, p);
        benchmark::DoNotOptimize(ok);
    }
}
BENCHMARK(BM_EditOneValue)->Unit(benchmark::kMicrosecond);

void BM_OddsOfAList(benchmark::State& state) {
    const std::vector<SoundVariant> list{{0x0A000001, 0, 1.0f, 1},
                                         {0x0A000002, 0, 0.5f, 1},
                                         {0x0A000003, 0, 0.25f, 1},
                                         {0x0A000004, 0, 1.0f, 1}};
    FallbackOdds odds;
    for (auto _ : state)
        benchmark::DoNotOptimize(odds.compute(list, {}));
}
BENCHMARK(BM_OddsOfAList)->Unit(benchmark::kMicrosecond);

void BM_RetailOddsOfAList(benchmark::State& state) {
    const std::vector<SoundVariant> list{{0x0A000001, 0, 1.0f, 1},
                                         {0x0A000002, 0, 0.5f, 1},
                                         {0x0A000003, 0, 0.25f, 1},
                                         {0x0A000004, 0, 1.0f, 1}};
    RetailOdds odds;
    for (auto _ : state)
        benchmark::DoNotOptimize(odds.compute(list, {}));
}
BENCHMARK(BM_RetailOddsOfAList)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    g_datPath = dir.filePath(u"synthetic.dat"_s);
    if (!writeDat(g_datPath))
        return 1;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
