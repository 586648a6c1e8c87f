#pragma once

#include "core/common/error.h"

#include <QtGlobal>

#include <span>
#include <vector>

namespace soundstage {

/// One sound asking for a voice.
struct VoiceRequest {
    double startSeconds = 0.0;
    double durationSeconds = 0.0;
    float priority = 0.0f; ///< the table record's priority (ignored by the retail pool)
    quint32 tag = 0;       ///< caller's id (e.g. a wave id), copied to the result
};

enum class VoiceOutcome {
    Played,  ///< got a voice and played to its end
    Dropped, ///< never started: no voice was free and none could be stolen
    Cut,     ///< started, then stopped early because a higher-priority sound took its voice
};

struct VoiceResult {
    VoiceOutcome outcome = VoiceOutcome::Dropped;
    int voice = -1; ///< voice index, -1 when dropped
    double startSeconds = 0.0;
    double endSeconds = 0.0; ///< natural end, the cut time, or the start when dropped
    int cutBy = -1;          ///< request index that took the voice, for Cut
};

struct VoiceSimulation {
    std::vector<VoiceResult> results; ///< one per request, in the order given
    int played = 0;
    int dropped = 0;
    int cut = 0;
    int peakVoices = 0; ///< most voices busy at once
};

/// Voice allocation, driven by timed starts.
///
/// Retail (SoundManager::PlaySoundInternal): 16 voices; the priority compared when all are busy
/// is always 0 (the table's priority never reaches the voice), so a new sound finding every voice
/// busy is dropped. The stealing pool ("what if", Crossfire proposal): N voices; when all are
/// busy, the busy voice with the lowest priority (the oldest among equals) is cut if the new
/// sound's priority is strictly higher, otherwise the new sound is dropped.
/// A voice is free again at the instant its sound ends (end ≤ start). Requests are processed in
/// start order (ties in the order given). Pure.
namespace VoicePool {
inline constexpr int RetailVoices = 16;
inline constexpr int MinVoices = 2;
inline constexpr int MaxVoices = 64;

[[nodiscard]] VoiceSimulation simulateRetail(std::span<const VoiceRequest> requests);
/// Usage error when voices is outside 2…64 or a request has a negative or non-finite time
/// (the error's offset is the request index).
[[nodiscard]] Result<VoiceSimulation> simulateStealing(std::span<const VoiceRequest> requests,
                                                       int voices);
/// Retail behaviour with any voice count (1…64): full → drop. Same errors.
[[nodiscard]] Result<VoiceSimulation> simulateDropping(std::span<const VoiceRequest> requests,
                                                       int voices);
} // namespace VoicePool

} // namespace soundstage
