#pragma once

#include <QString>
#include <QStringView>

#include <functional>
#include <optional>
#include <span>
#include <utility>

namespace soundstage {

/// How the override language turns sound-type names into SoundType codes and back.
///
/// A seam, so the override module does not depend on where the names come from: the
/// application wires it to the 205 names of the SoundType enum (ac-dat-format.md §7), tests
/// give it a handful. Both functions are optional; a lookup without them knows no names (then
/// every sound name in a file is reported as unknown and numeric sound types are not checked).
///
/// Values are copied; the functions must be safe to call from the thread that parses.
class SoundTypeLookup final {
public:
    using NameOf = std::function<std::optional<QString>(quint32)>;
    using CodeOf = std::function<std::optional<quint32>(QStringView)>;

    SoundTypeLookup() = default;
    SoundTypeLookup(NameOf nameOf, CodeOf codeOf);

    /// The client's 205 SoundType names (core/records/soundtypes.h): names match exactly first,
    /// then ignoring case, and come back in the client's spelling; codes above 0xCC have none.
    [[nodiscard]] static SoundTypeLookup client();

    /// A lookup over a fixed list of (code, name) pairs; names compare case-sensitively.
    [[nodiscard]] static SoundTypeLookup
    fromTable(std::span<const std::pair<quint32, QString>> table);

    /// The canonical name of a code, or nothing when the code has no name.
    [[nodiscard]] std::optional<QString> nameOf(quint32 code) const;
    /// The code of a name as written in a file, or nothing when the name is unknown.
    [[nodiscard]] std::optional<quint32> codeOf(QStringView name) const;
    /// Whether this lookup knows any names at all (checks depend on it).
    [[nodiscard]] bool isEmpty() const { return !m_nameOf && !m_codeOf; }

private:
    NameOf m_nameOf;
    CodeOf m_codeOf;
};

} // namespace soundstage
