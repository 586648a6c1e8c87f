#pragma once

#include <QMetaType>
#include <QtGlobal>

namespace soundstage {

/// A place in a document that a view can show: a record, optionally narrowed to one sound type
/// of a table (or one ambient STB of a region) and one variant (or ambient sound).
struct DocumentLocation {
    enum class Kind { None, Table, Wave, Region, Setup, Animation };

    Kind kind = Kind::None;
    quint32 id = 0;
    bool hasKey = false; ///< `key` is meaningful
    quint32 key = 0;     ///< sound type (Table), STB index (Region) or frame (Animation)
    int index = -1;      ///< variant (Table) or ambient sound (Region); -1 = none

    [[nodiscard]] static DocumentLocation table(quint32 id) { return {Kind::Table, id}; }
    [[nodiscard]] static DocumentLocation sound(quint32 id, quint32 soundType, int variant = -1) {
        return {Kind::Table, id, true, soundType, variant};
    }
    [[nodiscard]] static DocumentLocation wave(quint32 id) { return {Kind::Wave, id}; }
    [[nodiscard]] static DocumentLocation region(quint32 id, int stb = -1, int sound = -1) {
        return {Kind::Region, id, stb >= 0, stb >= 0 ? static_cast<quint32>(stb) : 0u, sound};
    }
    [[nodiscard]] static DocumentLocation setup(quint32 id) { return {Kind::Setup, id}; }
    /// An Animation (0x03…), optionally one of its frames. No browser row lists animations:
    /// the Triggers panel shows them.
    [[nodiscard]] static DocumentLocation animation(quint32 id, int frame = -1) {
        return {Kind::Animation, id, frame >= 0, frame >= 0 ? static_cast<quint32>(frame) : 0u};
    }

    friend bool operator==(const DocumentLocation&, const DocumentLocation&) = default;
};

} // namespace soundstage

// In signals and item data (QVariant) of the views.
Q_DECLARE_METATYPE(soundstage::DocumentLocation)
