#include "core/override/overrideroller.h"

#include "core/retail/playgate.h"
#include "core/retail/variantpicker.h"

#include <algorithm>

namespace soundstage {

OverrideRoller::OverrideRoller(const OverrideEntry& entry, OverrideFile::PickMode mode,
                               FpuModel model)
    : m_entry(entry)
    , m_mode(mode)
    , m_model(model) {
    const auto n = entry.alternatives.size();
    double sum = 0;
    for (const OverrideAlternative& a : entry.alternatives) {
        m_probability.push_back(a.probability);
        m_silent.push_back(a.isWave() && a.wave == 0);
        m_gateCount.push_back(PlayGate::count(static_cast<float>(a.probability), m_model));
        sum += std::max(0.0, a.probability);
        m_cumulative.push_back(sum);
    }
    if (mode == OverrideFile::PickMode::Retail)
        m_boundaries = VariantPicker::boundaries(static_cast<quint32>(n), m_model);
}

OverrideRoller::Step OverrideRoller::step(RetailRandom& random, CrtRandom& crt) const {
    Step s;
    const int n = size();
    if (n == 0)
        return s;
    switch (m_mode) {
    case OverrideFile::PickMode::Retail: {
        const qint32 iy = random.nextState();
        int i = 0;
        while (i < n - 1 && iy >= m_boundaries[static_cast<std::size_t>(i)])
            ++i;
        s.index = i;
        if (m_silent[static_cast<std::size_t>(i)]) {
            s.result = Outcome::SilentRecord;
            return s;
        }
        s.result = crt.rand() < m_gateCount[static_cast<std::size_t>(i)] ? Outcome::Played
                                                                         : Outcome::GatedOut;
        return s;
    }
    case OverrideFile::PickMode::Uniform: {
        const double u = random.rand();
        s.index = std::min(n - 1, static_cast<int>(u * n));
        const auto i = static_cast<std::size_t>(s.index);
        if (m_silent[i]) {
            s.result = Outcome::SilentRecord;
            return s;
        }
        s.result = random.rand() < m_probability[i] ? Outcome::Played : Outcome::GatedOut;
        return s;
    }
    case OverrideFile::PickMode::Weighted: {
        const double total = m_cumulative.back();
        if (!(total > 0))
            return s;
        const double target = random.rand() * total;
        int chosen = -1;
        for (int i = 0; i < n; ++i) {
            if (std::max(0.0, m_probability[static_cast<std::size_t>(i)]) <= 0)
                continue;
            chosen = i; // the last weighted one catches rounding at the top end
            if (target < m_cumulative[static_cast<std::size_t>(i)])
                break;
        }
        s.index = chosen;
        s.result =
            m_silent[static_cast<std::size_t>(chosen)] ? Outcome::SilentRecord : Outcome::Played;
        return s;
    }
    }
    return s;
}

OverrideRoller::Simulation OverrideRoller::simulate(quint64 events, quint32 seed) const {
    Simulation sim;
    sim.seed = seed;
    sim.events = events;
    sim.played.assign(static_cast<std::size_t>(size()), 0);
    sim.exact = OverrideChances::compute(m_entry, m_mode, m_model);
    RetailRandom random(seed);
    CrtRandom crt(seed);
    for (quint64 e = 0; e < events; ++e) {
        const Step s = step(random, crt);
        if (s.result == Outcome::Played)
            ++sim.played[static_cast<std::size_t>(s.index)];
        else
            ++sim.silent;
    }
    std::vector<qint64> observed = sim.played;
    observed.push_back(sim.silent);
    std::vector<double> expected;
    for (std::size_t i = 0; i < sim.exact.variants.size(); ++i)
        expected.push_back(sim.exact.playChance(i));
    expected.push_back(sim.exact.silenceChance());
    if (events > 0)
        sim.fit = ChiSquareFit::compute(observed, expected);
    return sim;
}

RollResult rollResultOf(OverrideRoller::Outcome outcome) {
    switch (outcome) {
    case OverrideRoller::Outcome::Played:
        return RollResult::Played;
    case OverrideRoller::Outcome::GatedOut:
        return RollResult::GatedOut;
    case OverrideRoller::Outcome::SilentRecord:
        return RollResult::SilentRecord;
    case OverrideRoller::Outcome::NothingChosen:
        break;
    }
    return RollResult::NoRecords;
}

} // namespace soundstage
