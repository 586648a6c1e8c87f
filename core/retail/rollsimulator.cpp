#include "core/retail/rollsimulator.h"

#include "core/retail/playgate.h"
#include "core/retail/variantpicker.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace soundstage {

QString rollResultKey(RollResult result) {
    switch (result) {
    case RollResult::Played:
        return u"played"_s;
    case RollResult::GatedOut:
        return u"gated out"_s;
    case RollResult::SilentRecord:
        return u"silent record"_s;
    case RollResult::MissingWave:
        return u"missing wave"_s;
    case RollResult::NoRecords:
        return u"no records"_s;
    case RollResult::FellThrough:
        return u"fell through"_s;
    }
    return {};
}

RollSimulator::RollSimulator(const std::vector<SoundVariant>& variants, quint32 seed,
                             FpuModel model, const WaveExists& waveExists, PickerKind picker)
    : m_random(seed)
    , m_crt(seed)
    , m_picker(picker)
    , m_boundaries(VariantPicker::boundaries(static_cast<quint32>(variants.size()), model)) {
    for (const SoundVariant& v : variants) {
        m_gateCount.push_back(PlayGate::count(v.probability, model));
        m_probability.push_back(v.probability);
        if (v.wave == 0)
            m_buffer.push_back(Buffer::Silent);
        else if (waveExists && !waveExists(v.wave))
            m_buffer.push_back(Buffer::Missing);
        else
            m_buffer.push_back(Buffer::Present);
    }
}

int RollSimulator::cumulativeIndex(double u) const {
    double sum = 0.0;
    for (std::size_t i = 0; i < m_probability.size(); ++i) {
        sum += m_probability[i];
        if (sum > u)
            return static_cast<int>(i);
    }
    return -1;
}

void RollSimulator::run(quint64 events, std::vector<qint64>& played, qint64& silent) {
    played.resize(m_gateCount.size(), 0);
    const std::size_t n = m_gateCount.size();
    if (m_picker == PickerKind::Retail && n > 0) {
        // The same draws as step(), without building a RollStep per event. A gate of −1 stands
        // for "no buffer": such records never roll the gate.
        std::vector<int> gate(n);
        for (std::size_t i = 0; i < n; ++i)
            gate[i] = m_buffer[i] == Buffer::Present ? m_gateCount[i] : -1;
        const qint32* bounds = m_boundaries.data();
        const std::size_t last = n - 1;
        // Local copies keep the generator state in registers (no stores through `this`).
        RetailRandom random = m_random;
        CrtRandom crt = m_crt;
        std::vector<qint64> local(n, 0);
        qint64* counts = local.data();
        const int* gates = gate.data();
        qint64 heard = 0;
        for (quint64 e = 0; e < events; ++e) {
            const qint32 iy = random.nextState();
            // branch-free: the index is the number of boundaries at or below iy
            std::size_t i = 0;
            for (std::size_t b = 0; b < last; ++b)
                i += static_cast<std::size_t>(iy >= bounds[b]);
            const int g = gates[i];
            if (g >= 0) {
                const qint64 pass = crt.rand() < g ? 1 : 0;
                counts[i] += pass;
                heard += pass;
            }
        }
        m_random = random;
        m_crt = crt;
        for (std::size_t i = 0; i < n; ++i)
            played[i] += local[i];
        silent += static_cast<qint64>(events) - heard;
        return;
    }
    for (quint64 e = 0; e < events; ++e) {
        const RollStep s = step();
        if (s.result == RollResult::Played)
            ++played[static_cast<std::size_t>(s.index)];
        else
            ++silent;
    }
}

RollSimulation RollSimulation::simulate(const std::vector<SoundVariant>& variants, quint64 events,
                                        quint32 seed, FpuModel model, const WaveExists& waveExists,
                                        PickerKind picker, quint64 traceLimit,
                                        ProgressSink* progress) {
    RollSimulation result;
    result.seed = seed;
    result.events = events;
    result.model = model;
    result.picker = picker;
    result.exact = EventOutcome::compute(variants, model, waveExists);
    result.played.assign(variants.size(), 0);

    RollSimulator sim(variants, seed, model, waveExists, picker);
    const quint64 traced = std::min(events, traceLimit);
    result.trace.reserve(static_cast<std::size_t>(std::min<quint64>(traced, 1u << 16)));
    for (quint64 e = 0; e < traced; ++e) {
        const RollStep s = sim.step();
        result.trace.push_back(s);
        if (s.result == RollResult::Played)
            ++result.played[static_cast<std::size_t>(s.index)];
        else
            ++result.silent;
    }
    // Chunks only matter with a sink: the loop in run() is the hot path of the ≥ 50 M/s figure.
    constexpr quint64 Chunk = quint64(1) << 20;
    const auto total =
        static_cast<qint64>(std::min<quint64>(events, std::numeric_limits<qint64>::max()));
    for (quint64 done = traced; done < events;) {
        if (ProgressSink::reportAndCheck(progress, static_cast<qint64>(done), total)) {
            result.cancelled = true;
            result.events = done;
            break;
        }
        const quint64 n = progress ? std::min(Chunk, events - done) : events - done;
        sim.run(n, result.played, result.silent);
        done += n;
    }
    if (progress && !result.cancelled)
        progress->report(total, total);

    std::vector<qint64> observed = result.played;
    observed.push_back(result.silent);
    std::vector<double> probability;
    for (const VariantOutcome& v : result.exact.variants)
        probability.push_back(v.play().toDouble());
    probability.push_back(result.exact.silence().toDouble());
    result.fit = ChiSquareFit::compute(observed, probability);
    return result;
}

} // namespace soundstage
