#include "core/retail/attenuation.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

Attenuation RetailAttenuation::compute(double distanceMetres, double volume, double slider) {
    Attenuation a;
    double g =
        distanceMetres < MinDistance ? volume : 25.0 * volume / (distanceMetres * distanceMetres);
    g = std::min(g, 1.0);
    a.distanceGain = g;
    g *= slider;
    a.gain = g;
    if (!(g > 0.0)) {
        a.dB = MinDb;
        a.audible = false;
        return a;
    }
    const double db = std::ceil(std::log2(g) * DbPerOctave);
    if (db < MinDb) {
        a.dB = MinDb;
        a.audible = false;
        return a;
    }
    a.dB = static_cast<int>(db);
    a.audible = true;
    return a;
}

double RetailAttenuation::hearingRadius(double volume, double slider) {
    // Audible iff log2(g)·6.0206 > −51 (ceil ≥ −50), i.e. g > 2^(−51/6.0206).
    const double threshold = std::exp2(-(static_cast<double>(-MinDb) + 1.0) / DbPerOctave);
    if (!(std::min(volume, 1.0) * slider > threshold))
        return 0.0;
    return std::sqrt(25.0 * volume * slider / threshold);
}

RetailAttenuation::RouteVolume
RetailAttenuation::routeVolume(SoundRoute route, const VolumePreferences& prefs,
                               double recordVolume, double wireVolume, double ambientVolume) {
    RouteVolume r;
    switch (route) {
    case SoundRoute::TableSound:
        r = {prefs.effectEnabled, recordVolume, prefs.effect};
        break;
    case SoundRoute::ServerEvent:
        r = {prefs.effectEnabled, wireVolume, prefs.effect};
        break;
    case SoundRoute::DirectWave:
        r = {prefs.effectEnabled, prefs.effect, prefs.effect};
        break;
    case SoundRoute::Ambient:
        r = {prefs.ambientEnabled, ambientVolume * prefs.ambient, prefs.ambient};
        break;
    case SoundRoute::Interface:
        r = {prefs.interfaceEnabled, recordVolume, prefs.effect};
        break;
    }
    return r;
}

Attenuation RetailAttenuation::forRoute(SoundRoute route, const VolumePreferences& prefs,
                                        double distanceMetres, double recordVolume,
                                        double wireVolume, double ambientVolume) {
    const RouteVolume r = routeVolume(route, prefs, recordVolume, wireVolume, ambientVolume);
    const double d = route == SoundRoute::Interface ? 0.0 : distanceMetres;
    Attenuation a = compute(d, r.volume, r.slider);
    if (!r.enabled) {
        a.audible = false;
        a.dB = MinDb;
    }
    return a;
}

QString RetailAttenuation::routeKey(SoundRoute route) {
    switch (route) {
    case SoundRoute::TableSound:
        return u"table"_s;
    case SoundRoute::ServerEvent:
        return u"server"_s;
    case SoundRoute::DirectWave:
        return u"direct-wave"_s;
    case SoundRoute::Ambient:
        return u"ambient"_s;
    case SoundRoute::Interface:
        return u"interface"_s;
    }
    return {};
}

} // namespace soundstage
