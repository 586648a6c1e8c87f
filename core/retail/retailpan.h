#pragma once

namespace soundstage {

/// A point in the world, metres: x east, y north, z up.
struct WorldPoint {
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;
};

enum class StereoChannel { None, Left, Right };

/// The client's software pan for one sound (PlaySoundInternal 0x00550170).
struct RetailPan {
    /// Pan in whole dB with DirectSound's sign: negative attenuates the right channel (the left
    /// is louder), positive attenuates the left. Range −15 … 15.
    int panDb = 0;
    bool applied = false; ///< false: mono output, closer than 5 m, or pan 0 (SetPan not called)
    [[nodiscard]] StereoChannel attenuatedChannel() const {
        return panDb < 0   ? StereoChannel::Right
               : panDb > 0 ? StereoChannel::Left
                           : StereoChannel::None;
    }
    [[nodiscard]] int attenuationDb() const { return panDb < 0 ? -panDb : panDb; } ///< ≥ 0
    [[nodiscard]] int directSoundPan() const { return panDb * 100; } ///< hundredths of a dB

    /// When stereo and trunc(distance) ≥ 5 m: pan = trunc(sin(Δ)·−15) clamped to ±15, where Δ
    /// is the source's bearing from the listener's heading measured toward the listener's left
    /// (so a source to the left gives −15: the right channel 15 dB down). The distance is 3-D;
    /// the bearing uses the horizontal plane. `listenerHeadingDegrees`: compass heading, 0 =
    /// north (+y), 90 = east (+x). (The client's own angle convention is stated by the
    /// reference as heading(sound, listener) − listener heading; we fix the sign by the
    /// behaviour: left source → right channel attenuated.)
    [[nodiscard]] static RetailPan compute(const WorldPoint& source, const WorldPoint& listener,
                                           double listenerHeadingDegrees, bool stereo = true);

    /// The same from a relative bearing: degrees, 0 = straight ahead, positive = to the right.
    [[nodiscard]] static RetailPan fromBearing(double bearingDegrees, double distanceMetres,
                                               bool stereo = true);
};

} // namespace soundstage
