#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

namespace soundstage {

/// The loudness of a sound by EBU R128 / ITU-R BS.1770-4, measured with libebur128 (the
/// standard's reference implementation).
///
/// Units: LUFS for loudness, LU for the range, dBTP for the true peak (4× oversampled below
/// 96 kHz), dBFS for the sample peak. Values that do not exist are −infinity (silence, or a
/// range of a sound too short to have one): callers test std::isfinite().
///
/// Two decisions, both because game sounds are not programmes:
/// - A mono sound counts as dual mono (BS.1770's weighting for a mono signal reproduced over
///   two loudspeakers, which is how the client plays a centred mono source): a mono 1 kHz sine
///   at −23 dBFS peak measures −23 LUFS, as the same sine on both channels of a stereo file
///   does. More channels follow libebur128's order: L, R, C, LFE (not counted), Ls, Rs.
/// - Integrated loudness needs one full 400 ms gating block; most footsteps and swooshes are
///   shorter. For a sound shorter than that, `integrated` is the K-weighted loudness over the
///   whole sound, ungated (what a 400 ms block would measure if the sound filled it), and
///   `shortClip` says so.
struct Loudness {
    double integrated = 0.0; ///< LUFS; −inf for digital silence
    double range = 0.0;      ///< LU (EBU Tech 3342); −inf when the sound is shorter than 3 s
    double truePeak = 0.0;   ///< dBTP, the highest over the channels; −inf for silence
    double samplePeak = 0.0; ///< dBFS, the highest over the channels; −inf for silence
    double seconds = 0.0;
    bool shortClip = false; ///< shorter than one 400 ms gating block (see above)
};

/// Measures one decoded sound. Fails (ErrorCode::Unsupported) only for what libebur128
/// refuses: more than 64 channels, or a sample rate outside 16 Hz … 2.822 MHz. An empty buffer
/// measures as silence. Thread-safe: every call has its own state. Cost: linear in the frames,
/// about 20 ns per stereo frame at 48 kHz with true peak.
[[nodiscard]] Result<Loudness> measureLoudness(const PcmBuffer& pcm);

/// `value` gained by `gain` (linear amplitude, e.g. a variant's volume) in the same unit:
/// value + 20·log10(gain); −inf stays −inf, and a gain ≤ 0 gives −inf.
[[nodiscard]] double withGain(double loudnessOrPeak, double gain);

} // namespace soundstage
