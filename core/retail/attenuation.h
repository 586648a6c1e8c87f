#pragma once

#include <QString>

namespace soundstage {

/// The client's three sound preferences (SoundManager::InitPrefs 0x005503F0). Sliders are
/// linear gains in [0, 1]; the enabled flags are the inverse of the "…Disabled" prefs.
struct VolumePreferences {
    float effect = 1.0f;    ///< Sound.SoundVolume
    float ambient = 1.0f;   ///< Sound.AmbientSoundVolume
    float interface = 1.0f; ///< Sound.InterfaceSoundVolume — registered, never read by retail
    bool effectEnabled = true;
    bool ambientEnabled = true;
    bool interfaceEnabled = true;
};

/// The routes into SoundManager that differ in which volume they use.
enum class SoundRoute {
    TableSound,  ///< animation hook / table-driven PlaySoundA(type, obj): the record's volume
    ServerEvent, ///< message 0xF750 PlaySoundA(type, obj, vol): the wire volume, record ignored
    DirectWave,  ///< PlaySoundA(waveId, obj): volume = effect slider, then the slider again
    Ambient,     ///< PlayAmbientSound: volume × ambient slider, then the ambient slider again
    Interface,   ///< PlaySoundFromCenter: distance 0, the effect slider (interface slider unread)
};

/// The outcome of GetAttenuation.
struct Attenuation {
    double distanceGain = 0.0; ///< linear gain before the preference slider (≤ 1)
    double gain = 0.0;         ///< linear gain after the slider
    int dB = -50;         ///< ceil(20·log10(gain)) as the client computes it; −50 when dropped
    bool audible = false; ///< false: the client does not start the sound
    [[nodiscard]] int directSoundVolume() const { return dB * 100; } ///< hundredths of a dB
};

/// SoundManager::GetAttenuation (0x00550020) and the volume rules around it. Pure functions.
namespace RetailAttenuation {
inline constexpr double MinDistance = 5.0; ///< metres; closer sounds are not attenuated
inline constexpr int MinDb = -50;          ///< VOL_MIN
/// The client's 20·log10(2) (it computes ceil(log2(g)·6.0206)).
inline constexpr double DbPerOctave = 6.0206;

/// GetAttenuation(d, v, ambient): g = v when d < 5 m, else 25·v/d²; g = min(g, 1);
/// g ×= slider (effect, or ambient when `ambient`); g ≤ 0 → dropped; dB = ceil(log2(g)·6.0206);
/// dB < −50 → dropped. `distanceMetres` ≥ 0; `volume` linear.
[[nodiscard]] Attenuation compute(double distanceMetres, double volume, double slider);

/// Distance (metres) below which a sound of linear `volume` under `slider` is audible; 0 when
/// it is never audible. At volume = slider = 1 about 94.2 m.
[[nodiscard]] double hearingRadius(double volume, double slider);

/// The volume a route hands to GetAttenuation, and the slider GetAttenuation applies.
struct RouteVolume {
    bool enabled = true; ///< false: the route's enabled pref is off, nothing plays
    double volume = 0.0;
    double slider = 1.0;
};
/// `recordVolume`: the table record's volume; `wireVolume`: the 0xF750 message's volume;
/// `ambientVolume`: the AmbientSoundDesc volume (or a continuous sound's current volume).
[[nodiscard]] RouteVolume routeVolume(SoundRoute route, const VolumePreferences& prefs,
                                      double recordVolume, double wireVolume = 1.0,
                                      double ambientVolume = 1.0);
/// routeVolume + compute (Interface uses distance 0). Not enabled → not audible.
[[nodiscard]] Attenuation forRoute(SoundRoute route, const VolumePreferences& prefs,
                                   double distanceMetres, double recordVolume,
                                   double wireVolume = 1.0, double ambientVolume = 1.0);

/// "table", "server", "direct-wave", "ambient", "interface".
[[nodiscard]] QString routeKey(SoundRoute route);
} // namespace RetailAttenuation

} // namespace soundstage
