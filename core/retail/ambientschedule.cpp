#include "core/retail/ambientschedule.h"

#include "core/retail/playgate.h"
#include "core/retail/retailrandom.h"
#include "core/retail/variantpicker.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <queue>

namespace soundstage {

namespace {

constexpr double MinVolume = 0.03;    // ambient_sound_min_vol
constexpr double MinInterval = 0.001; // our guard against a zero re-queue spinning forever
constexpr double HeadingSpread = std::numbers::pi / 16.0;

double octantBearing(int octant) {
    constexpr double q = std::numbers::pi / 4.0;
    switch (octant) {
    case 1:
        return 0.0;
    case 2:
        return 4 * q;
    case 3:
        return 2 * q;
    case 4:
        return 6 * q;
    case 5:
        return 7 * q;
    case 6:
        return 5 * q;
    case 7:
        return q;
    case 8:
        return 3 * q;
    default:
        return 0.0;
    }
}

struct Shell {
    int octant = 0;
    double min = 0.0;
    double max = 0.0;
};

// ran2 outputs with RollDice(0,1) ≤ chance, counted exactly (toUnit is monotonic in iy).
qint64 chanceCount(double chance) {
    qint64 lo = 1;
    qint64 hi = static_cast<qint64>(RetailRandom::MaxState) + 1;
    while (lo < hi) {
        const qint64 mid = lo + (hi - lo) / 2;
        if (RetailRandom::toUnit(static_cast<qint32>(mid)) > chance)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo - 1;
}

struct Due {
    double time;
    int sound;
    bool operator>(const Due& o) const { return time != o.time ? time > o.time : sound > o.sound; }
};

} // namespace

double AmbientSchedule::cellWeight(double d) {
    const double d2 = d * d;
    if (d2 < 400.0)
        return 1.0;
    if (d2 <= 14400.0)
        return 400.0 / d2;
    return 0.0;
}

AmbientSchedule AmbientSchedule::simulate(const AmbientStbDesc& stb, const SoundTable& table,
                                          const AmbientConfig& config) {
    AmbientSchedule schedule;
    schedule.seconds = config.seconds;
    const FpuModel model = config.model;

    std::vector<AmbientCell> cells = config.cells;
    if (cells.empty())
        cells.push_back(AmbientCell{});
    double count = 0.0;
    double total = 0.0;
    std::map<int, Shell> shells;
    for (const AmbientCell& cell : cells) {
        const double w = cellWeight(cell.distanceMetres);
        total += w;
        if (!cell.sameStb || w <= 0.0)
            continue;
        count += w;
        const int octant = cell.octant >= 1 && cell.octant <= 8 ? cell.octant : 0;
        const auto merge = [&](int o, double lo, double hi) {
            auto [it, inserted] = shells.try_emplace(o, Shell{o, lo, hi});
            if (!inserted) {
                it->second.min = std::min(it->second.min, lo);
                it->second.max = std::max(it->second.max, hi);
            }
        };
        if (octant == 0)
            for (int o = 1; o <= 8; ++o)
                merge(o, 4.0, 10.0);
        else
            merge(octant, std::max(0.0, cell.distanceMetres - 10.0), cell.distanceMetres + 10.0);
    }
    std::vector<Shell> directions;
    for (const auto& [o, s] : shells)
        directions.push_back(s);
    const double share = total > 0.0 ? count / total : 0.0;

    // Per sound: the exact event outcome and the simulator's lookup tables.
    struct SoundState {
        const SoundTableNode* node = nullptr;
        std::vector<qint32> boundaries;
        std::vector<int> gates;
        std::vector<bool> buffer;
        const AmbientPicker* picker = nullptr;
    };
    std::vector<SoundState> states(stb.sounds.size());
    schedule.rates.resize(stb.sounds.size());
    std::priority_queue<Due, std::vector<Due>, std::greater<>> queue;

    for (std::size_t i = 0; i < stb.sounds.size(); ++i) {
        const AmbientSoundDesc& desc = stb.sounds[i];
        AmbientSoundRate& rate = schedule.rates[i];
        SoundState& st = states[i];
        rate.soundIndex = static_cast<int>(i);
        rate.soundType = desc.soundType;
        rate.continuous = desc.continuous();
        rate.weightShare = share;
        st.node = findSoundNode(table, desc.soundType);
        rate.inTable = st.node != nullptr;
        if (const auto p = config.pickers.find(desc.soundType); p != config.pickers.end()) {
            st.picker = &p->second;
            rate.picked = true;
        }
        if (st.node) {
            const auto n = static_cast<quint32>(st.node->variants.size());
            st.boundaries = VariantPicker::boundaries(n, model);
            for (const SoundVariant& v : st.node->variants) {
                st.gates.push_back(PlayGate::count(v.probability, model));
                st.buffer.push_back(v.wave != 0 &&
                                    (!config.waveExists || config.waveExists(v.wave)));
            }
            if (st.picker) {
                rate.heardChance = st.picker->heardChance;
            } else {
                const EventOutcome outcome =
                    EventOutcome::compute(st.node->variants, model, config.waveExists);
                rate.heardChance = outcome.heard();
            }
        }
        const double minRate = desc.minRate;
        const double maxRate = desc.maxRate;
        if (rate.continuous) {
            rate.currentVolume = static_cast<double>(desc.volume) * share;
            rate.loudEnough = rate.currentVolume >= MinVolume;
            rate.meanIntervalSeconds = minRate;
            rate.triggerChance = rate.loudEnough ? Rational(1, 1) : Rational();
        } else {
            rate.playChance = static_cast<double>(desc.baseChance) * share;
            rate.meanIntervalSeconds = 0.5 * (minRate + maxRate);
            rate.triggerChance = Rational(chanceCount(rate.playChance), VariantPicker::Outcomes);
        }
        if (!(std::isfinite(rate.meanIntervalSeconds) && rate.meanIntervalSeconds >= MinInterval))
            rate.meanIntervalSeconds = MinInterval;
        rate.expectedEventsPerMinute =
            (rate.continuous && !rate.loudEnough) ? 0.0 : 60.0 / rate.meanIntervalSeconds;
        rate.expectedPlaysPerMinute = rate.expectedEventsPerMinute * rate.triggerChance.toDouble() *
                                      rate.heardChance.toDouble();
        if (rate.continuous && !rate.loudEnough)
            continue; // never audible: the client does not play it
        if (total > 0.0)
            queue.push(Due{0.0, static_cast<int>(i)});
    }

    RetailRandom random(config.seed);
    CrtRandom crt(config.seed);
    const auto interval = [&](double value) {
        if (!(std::isfinite(value) && value >= MinInterval)) {
            schedule.intervalsClamped = true;
            return MinInterval;
        }
        return value;
    };

    const qint64 totalMs = std::isfinite(config.seconds) && config.seconds > 0.0
                               ? static_cast<qint64>(std::min(config.seconds, 1e12) * 1000.0)
                               : 0;
    while (!queue.empty()) {
        const Due due = queue.top();
        if (!(due.time < config.seconds))
            break;
        if (schedule.events.size() >= config.maxEvents) {
            schedule.truncated = true;
            break;
        }
        if (config.progress && schedule.events.size() % 4096 == 0 &&
            ProgressSink::reportAndCheck(config.progress, static_cast<qint64>(due.time * 1000.0),
                                         totalMs)) {
            schedule.cancelled = true;
            break;
        }
        queue.pop();
        const auto si = static_cast<std::size_t>(due.sound);
        const AmbientSoundDesc& desc = stb.sounds[si];
        AmbientSoundRate& rate = schedule.rates[si];
        SoundState& st = states[si];

        AmbientEvent ev;
        ev.timeSeconds = due.time;
        ev.soundIndex = due.sound;
        ev.soundType = desc.soundType;
        ev.continuous = rate.continuous;
        ++rate.simulatedEvents;

        bool play = true;
        if (rate.continuous) {
            ev.volume = rate.currentVolume;
        } else {
            ev.volume = desc.volume;
            ev.chancePassed = random.rollDice(0.0f, 1.0f) <= rate.playChance;
            play = ev.chancePassed;
            if (play && !directions.empty()) {
                const int pickDir = random.rollDice(0, static_cast<int>(directions.size()) - 1);
                const Shell& shell = directions[static_cast<std::size_t>(pickDir)];
                const double r = random.rollDice(0.0f, 1.0f);
                ev.octant = shell.octant;
                ev.distanceMetres = shell.min + (shell.max - shell.min) * r * r;
                const double offset = random.rollDice(static_cast<float>(-HeadingSpread),
                                                      static_cast<float>(HeadingSpread));
                ev.bearingRadians =
                    std::fmod(octantBearing(shell.octant) + offset + 2.0 * std::numbers::pi,
                              2.0 * std::numbers::pi);
            }
        }
        if (play && st.node && st.picker && st.picker->pick) {
            const AmbientPick pick = st.picker->pick(random, crt);
            ev.picked = true;
            ev.result = pick.result;
            if (pick.variant >= 0 &&
                static_cast<std::size_t>(pick.variant) < st.node->variants.size()) {
                ev.variantIndex = pick.variant;
                ev.wave = st.node->variants[static_cast<std::size_t>(pick.variant)].wave;
                // A dat wave the dat lacks has no buffer: silent, as the retail path says.
                if (ev.result == RollResult::Played && ev.wave != 0 && config.waveExists &&
                    !config.waveExists(ev.wave))
                    ev.result = RollResult::MissingWave;
            } else if (ev.result == RollResult::Played) {
                ev.result = RollResult::NoRecords; // a picker out of step with the list
            }
        } else if (play && st.node && !st.node->variants.empty()) {
            const qint32 iy = random.nextState();
            int idx = 0;
            while (static_cast<std::size_t>(idx) < st.boundaries.size() &&
                   iy >= st.boundaries[static_cast<std::size_t>(idx)])
                ++idx;
            const auto ui = static_cast<std::size_t>(idx);
            ev.variantIndex = idx;
            ev.wave = st.node->variants[ui].wave;
            if (!st.buffer[ui]) {
                ev.result = ev.wave == 0 ? RollResult::SilentRecord : RollResult::MissingWave;
            } else {
                ev.result = crt.rand() < st.gates[ui] ? RollResult::Played : RollResult::GatedOut;
            }
        }
        ev.attenuation = RetailAttenuation::forRoute(SoundRoute::Ambient, config.preferences,
                                                     ev.distanceMetres, 1.0, 1.0, ev.volume);
        if (ev.played())
            ++rate.simulatedPlays;

        const double next = rate.continuous ? interval(desc.minRate)
                                            : interval(random.rollDice(desc.minRate, desc.maxRate));
        queue.push(Due{due.time + next, due.sound});
        schedule.events.push_back(ev);
    }
    if (config.progress && !schedule.cancelled)
        config.progress->report(totalMs, totalMs);
    return schedule;
}

} // namespace soundstage
