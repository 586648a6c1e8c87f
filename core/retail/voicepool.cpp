#include "core/retail/voicepool.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace soundstage {

namespace {

struct Busy {
    int request = -1;
    double end = 0.0;
    float priority = 0.0f;
    double start = 0.0;
};

VoiceSimulation run(std::span<const VoiceRequest> requests, int voices, bool steal) {
    VoiceSimulation sim;
    sim.results.resize(requests.size());
    std::vector<int> order(requests.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return requests[static_cast<std::size_t>(a)].startSeconds <
               requests[static_cast<std::size_t>(b)].startSeconds;
    });
    std::vector<Busy> pool(static_cast<std::size_t>(voices));

    for (const int r : order) {
        const VoiceRequest& req = requests[static_cast<std::size_t>(r)];
        VoiceResult& res = sim.results[static_cast<std::size_t>(r)];
        res.startSeconds = req.startSeconds;
        for (Busy& b : pool)
            if (b.request >= 0 && b.end <= req.startSeconds)
                b.request = -1;
        auto voice =
            std::find_if(pool.begin(), pool.end(), [](const Busy& b) { return b.request < 0; });
        if (voice == pool.end() && steal) {
            auto victim =
                std::min_element(pool.begin(), pool.end(), [](const Busy& a, const Busy& b) {
                    if (a.priority != b.priority)
                        return a.priority < b.priority;
                    return a.start < b.start;
                });
            if (req.priority > victim->priority) {
                VoiceResult& cut = sim.results[static_cast<std::size_t>(victim->request)];
                cut.outcome = VoiceOutcome::Cut;
                cut.endSeconds = req.startSeconds;
                cut.cutBy = r;
                victim->request = -1;
                voice = victim;
            }
        }
        if (voice == pool.end()) {
            res.outcome = VoiceOutcome::Dropped;
            res.endSeconds = req.startSeconds;
            continue;
        }
        res.outcome = VoiceOutcome::Played;
        res.voice = static_cast<int>(voice - pool.begin());
        res.endSeconds = req.startSeconds + req.durationSeconds;
        *voice = Busy{r, res.endSeconds, req.priority, req.startSeconds};
        const auto busy =
            std::count_if(pool.begin(), pool.end(), [](const Busy& b) { return b.request >= 0; });
        sim.peakVoices = std::max(sim.peakVoices, static_cast<int>(busy));
    }
    for (const VoiceResult& res : sim.results) {
        switch (res.outcome) {
        case VoiceOutcome::Played:
            ++sim.played;
            break;
        case VoiceOutcome::Dropped:
            ++sim.dropped;
            break;
        case VoiceOutcome::Cut:
            ++sim.cut;
            break;
        }
    }
    return sim;
}

std::optional<Error> validate(std::span<const VoiceRequest> requests, int voices, int minVoices) {
    if (voices < minVoices || voices > VoicePool::MaxVoices)
        return Error{ErrorCode::Usage,
                     QCoreApplication::translate("soundstage::VoicePool",
                                                 "the voice count must be %1 to %2, not %3")
                         .arg(minVoices)
                         .arg(VoicePool::MaxVoices)
                         .arg(voices)};
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const VoiceRequest& r = requests[i];
        if (!std::isfinite(r.startSeconds) || !std::isfinite(r.durationSeconds) ||
            r.startSeconds < 0.0 || r.durationSeconds < 0.0 || std::isnan(r.priority))
            return Error{ErrorCode::Usage,
                         QCoreApplication::translate(
                             "soundstage::VoicePool",
                             "sound %1: start and duration must be finite and not negative")
                             .arg(i),
                         {},
                         static_cast<qint64>(i)};
    }
    return std::nullopt;
}

} // namespace

VoiceSimulation VoicePool::simulateRetail(std::span<const VoiceRequest> requests) {
    // Invalid times cannot be ordered meaningfully; the retail entry point clamps them instead
    // of failing so a timeline from any source can be shown.
    std::vector<VoiceRequest> clean(requests.begin(), requests.end());
    for (VoiceRequest& r : clean) {
        if (!std::isfinite(r.startSeconds) || r.startSeconds < 0.0)
            r.startSeconds = 0.0;
        if (!std::isfinite(r.durationSeconds) || r.durationSeconds < 0.0)
            r.durationSeconds = 0.0;
    }
    return run(clean, RetailVoices, false);
}

Result<VoiceSimulation> VoicePool::simulateStealing(std::span<const VoiceRequest> requests,
                                                    int voices) {
    if (auto error = validate(requests, voices, MinVoices))
        return fail(*error);
    return run(requests, voices, true);
}

Result<VoiceSimulation> VoicePool::simulateDropping(std::span<const VoiceRequest> requests,
                                                    int voices) {
    if (auto error = validate(requests, voices, 1))
        return fail(*error);
    return run(requests, voices, false);
}

} // namespace soundstage
