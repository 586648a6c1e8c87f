#pragma once

#include "core/audio/placement.h"
#include "core/retail/attenuation.h"
#include "core/retail/fpumodel.h"

#include <QString>

class QSettings;

namespace soundstage {

/// The editor's user preferences as one value: what the audition widgets read to place, mix and
/// judge sounds. Stored in QSettings under "preferences/…" (load() falls back to the defaults
/// for anything missing or unreadable). Plain value type.
struct Preferences {
    /// Output device name from OpenAlEngine::outputDevices(); empty = the system default.
    QString outputDevice;
    /// How the listener view and auditions place sounds (Retail by default, as the client).
    PlacementMode placementMode = PlacementMode::Retail;
    /// OpenAL distance model and parameters (used when placementMode is OpenAl).
    DistanceModel distanceModel = DistanceModel::InverseClamped;
    /// (AuditionDefaults: the same as `soundstage-cli render`'s.)
    double referenceDistance = AuditionDefaults::referenceDistance; ///< metres
    double maxDistance = AuditionDefaults::maxDistance;             ///< metres
    double rolloffFactor = AuditionDefaults::rolloffFactor;
    /// The client's effect / ambient / interface sliders (linear 0..1) and enabled flags.
    VolumePreferences volumes;
    /// The x87 precision the play gate is evaluated with (single = Direct3D's default).
    FpuModel fpuModel = FpuModel::Single;
    /// Voices in the listener view's voice strip: 16 and dropping = retail; otherwise a
    /// priority-stealing pool of `voices` (2..64), the Crossfire "what if".
    int voices = 16;
    bool stealingPool = false;
    /// "" = follow the system locale, "en" or "de".
    QString language;
    /// The audio editor Edit Wave in External Editor starts: a command line whose `%f` is the
    /// file (else the file follows it); "" = Audacity when installed, else the desktop's
    /// application for WAV files (ExternalEditActions).
    QString externalEditor;

    /// A placement template carrying the mode, the model parameters and the effect slider
    /// (positions left at the origin, heading 0).
    [[nodiscard]] Placement placement() const;
    /// The slider the retail GetAttenuation applies for table sounds: the effect volume, or 0
    /// when effects are disabled.
    [[nodiscard]] double effectSlider() const;
    /// The ambient path's factor: the ambient slider squared (the client applies it twice), 0
    /// when ambient sounds are disabled.
    [[nodiscard]] double ambientSlider() const;

    /// The key a placement mode is stored under ("retail", "openal", "flat"), also what QA
    /// reports name it.
    [[nodiscard]] static QString placementKey(PlacementMode mode);

    [[nodiscard]] static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;
};

} // namespace soundstage
