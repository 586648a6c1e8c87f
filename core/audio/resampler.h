#pragma once

#include "core/audio/pcmbuffer.h"

namespace soundstage {

/// Sample-rate conversion and channel mixing for imports. Pure functions; safe from any thread.
///
/// The converter is a polyphase Kaiser-windowed sinc (β = 9, 32 zero crossings of the
/// narrower of the two Nyquist bands, cut-off at 94 % of it, each phase normalised to unity DC
/// gain): passband flat to well under 0.01 dB up to ~85 % of the lower Nyquist frequency and
/// images/aliases attenuated by about 90 dB. Samples outside the buffer count as silence, so
/// the output is centred on the input without delay.
class Resampler final {
public:
    Resampler() = delete;

    /// `input` at `targetRate` Hz (1 … 768000). Returns `input` itself when the rate already
    /// matches. The output has ceil(frames × target / source) frames.
    [[nodiscard]] static PcmBufferPtr resample(const PcmBufferPtr& input, int targetRate);

    /// All channels averaged into one. Returns `input` itself when it is already mono.
    [[nodiscard]] static PcmBufferPtr mixToMono(const PcmBufferPtr& input);
};

} // namespace soundstage
