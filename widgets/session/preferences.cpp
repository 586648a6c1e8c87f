#include "widgets/session/preferences.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

// Stable keys in the settings file, independent of enum order; the first is the fallback for an
// unknown or missing key.
template <typename Enum> struct SettingKey {
    Enum value;
    QLatin1StringView key;
};

constexpr SettingKey<PlacementMode> modeKeys[] = {{PlacementMode::Retail, "retail"_L1},
                                                  {PlacementMode::OpenAl, "openal"_L1},
                                                  {PlacementMode::Flat, "flat"_L1}};
constexpr SettingKey<DistanceModel> distanceKeys[] = {
    {DistanceModel::InverseClamped, "inverse"_L1},
    {DistanceModel::LinearClamped, "linear"_L1},
    {DistanceModel::ExponentClamped, "exponent"_L1}};

template <typename Enum, std::size_t N>
QString keyOf(const SettingKey<Enum> (&keys)[N], Enum value) {
    for (const SettingKey<Enum>& k : keys)
        if (k.value == value)
            return k.key;
    return keys[0].key;
}

template <typename Enum, std::size_t N>
Enum valueOf(const SettingKey<Enum> (&keys)[N], const QString& key) {
    for (const SettingKey<Enum>& k : keys)
        if (key == k.key)
            return k.value;
    return keys[0].value;
}

double readDouble(const QSettings& s, const QString& key, double fallback, double lo, double hi) {
    bool ok = false;
    const double v = s.value(key).toDouble(&ok);
    return ok && std::isfinite(v) ? std::clamp(v, lo, hi) : fallback;
}

} // namespace

Placement Preferences::placement() const {
    Placement p;
    p.mode = placementMode;
    p.distanceModel = distanceModel;
    p.referenceDistance = referenceDistance;
    p.maxDistance = maxDistance;
    p.rolloffFactor = rolloffFactor;
    p.retailPreference = effectSlider();
    return p;
}

double Preferences::effectSlider() const {
    return volumes.effectEnabled ? static_cast<double>(volumes.effect) : 0.0;
}

double Preferences::ambientSlider() const {
    const double a = volumes.ambient;
    return volumes.ambientEnabled ? a * a : 0.0;
}

QString Preferences::placementKey(PlacementMode mode) {
    return keyOf(modeKeys, mode);
}

Preferences Preferences::load(const QSettings& s) {
    Preferences p;
    p.outputDevice = s.value(u"preferences/outputDevice"_s).toString();
    p.placementMode = valueOf(modeKeys, s.value(u"preferences/placement"_s).toString());
    p.distanceModel = valueOf(distanceKeys, s.value(u"preferences/distanceModel"_s).toString());
    p.referenceDistance =
        readDouble(s, u"preferences/referenceDistance"_s, p.referenceDistance, 0.0, 1.0e6);
    p.maxDistance = readDouble(s, u"preferences/maxDistance"_s, p.maxDistance, 0.0, 1.0e6);
    p.rolloffFactor = readDouble(s, u"preferences/rolloff"_s, p.rolloffFactor, 0.0, 100.0);
    p.volumes.effect =
        static_cast<float>(readDouble(s, u"preferences/effectVolume"_s, 1.0, 0.0, 1.0));
    p.volumes.ambient =
        static_cast<float>(readDouble(s, u"preferences/ambientVolume"_s, 1.0, 0.0, 1.0));
    p.volumes.interface =
        static_cast<float>(readDouble(s, u"preferences/interfaceVolume"_s, 1.0, 0.0, 1.0));
    p.volumes.effectEnabled = s.value(u"preferences/effectEnabled"_s, true).toBool();
    p.volumes.ambientEnabled = s.value(u"preferences/ambientEnabled"_s, true).toBool();
    p.volumes.interfaceEnabled = s.value(u"preferences/interfaceEnabled"_s, true).toBool();
    p.fpuModel = parseFpuModel(s.value(u"preferences/fpu"_s).toString()).value_or(FpuModel::Single);
    p.voices = static_cast<int>(readDouble(s, u"preferences/voices"_s, 16, 2, 64));
    p.stealingPool = s.value(u"preferences/stealingPool"_s, false).toBool();
    const QString lang = s.value(u"preferences/language"_s).toString();
    p.language = (lang == "en"_L1 || lang == "de"_L1) ? lang : QString();
    p.externalEditor = s.value(u"preferences/externalEditor"_s).toString();
    return p;
}

void Preferences::save(QSettings& s) const {
    s.setValue(u"preferences/outputDevice"_s, outputDevice);
    s.setValue(u"preferences/placement"_s, keyOf(modeKeys, placementMode));
    s.setValue(u"preferences/distanceModel"_s, keyOf(distanceKeys, distanceModel));
    s.setValue(u"preferences/referenceDistance"_s, referenceDistance);
    s.setValue(u"preferences/maxDistance"_s, maxDistance);
    s.setValue(u"preferences/rolloff"_s, rolloffFactor);
    s.setValue(u"preferences/effectVolume"_s, static_cast<double>(volumes.effect));
    s.setValue(u"preferences/ambientVolume"_s, static_cast<double>(volumes.ambient));
    s.setValue(u"preferences/interfaceVolume"_s, static_cast<double>(volumes.interface));
    s.setValue(u"preferences/effectEnabled"_s, volumes.effectEnabled);
    s.setValue(u"preferences/ambientEnabled"_s, volumes.ambientEnabled);
    s.setValue(u"preferences/interfaceEnabled"_s, volumes.interfaceEnabled);
    s.setValue(u"preferences/fpu"_s, fpuModelName(fpuModel));
    s.setValue(u"preferences/voices"_s, voices);
    s.setValue(u"preferences/stealingPool"_s, stealingPool);
    s.setValue(u"preferences/language"_s, language);
    s.setValue(u"preferences/externalEditor"_s, externalEditor);
}

} // namespace soundstage
