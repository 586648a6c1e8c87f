#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace soundstage {

/// One playback record of a SoundTable (16 bytes on disk): which wave, and its three floats.
/// Field values are kept exactly as stored (bit-identical floats) so re-encoding is lossless.
struct SoundVariant {
    quint32 wave = 0;         ///< Wave DID (0x0A…); 0 means "silence"
    float priority = 0.0f;    ///< preserved, but has no audible effect in the retail client
    float probability = 1.0f; ///< play gate: the record plays if crt_rand()·c < probability
    float volume = 1.0f;      ///< linear volume for table-driven sounds

    friend bool operator==(const SoundVariant&, const SoundVariant&) = default;
};

/// The client's recursive SoundTableData node: a key (the SoundType it answers to; 0 for the
/// root), its playback records, and its children in file order.
struct SoundTableNode {
    quint32 key = 0;
    std::vector<SoundVariant> variants;
    std::vector<SoundTableNode> children;

    friend bool operator==(const SoundTableNode&, const SoundTableNode&) = default;
};

/// A SoundTable record (DID 0x20xxxxxx). The runtime only consults the root's children: each
/// child is one sound type (its key) with its list of variants. Grandchildren are kept and
/// re-encoded but never played.
struct SoundTable {
    /// Deepest node decode() accepts: the root is depth 0, sound types depth 1 (retail never goes
    /// deeper). Anything nested further is refused as hostile.
    static constexpr int MaxDepth = 16;

    quint32 id = 0;
    SoundTableNode root;

    /// The root's child for a sound type, or nullptr. Duplicate keys: the first wins (as in the
    /// client, which refuses to insert a second child with the same key).
    [[nodiscard]] const SoundTableNode* sound(quint32 soundType) const;
    [[nodiscard]] SoundTableNode* sound(quint32 soundType);

    /// Sound types that key more than one root child, each once, in file order of their second
    /// occurrence. decode() accepts duplicates (so such a record can still be shown and fixed);
    /// the client only ever uses the first child of a key.
    [[nodiscard]] std::vector<quint32> duplicateSoundTypes() const;

    /// Every wave id the table names (root, sound types and deeper nodes), in file order, with
    /// repeats, 0 included.
    [[nodiscard]] std::vector<quint32> waveIds() const;

    /// Size of encode()'s result in bytes.
    [[nodiscard]] qint64 encodedSize() const;

    /// Decodes the exact client layout (§3 of ac-dat-format.md). Errors carry the byte offset
    /// within the record: ErrorCode::Truncated when the bytes end inside a field,
    /// ErrorCode::BadRecord for a count larger than the bytes left (checked before anything is
    /// allocated, offset = the count), nesting deeper than MaxDepth (offset = the node) and
    /// trailing bytes after the root node (offset = the first extra byte).
    [[nodiscard]] static Result<SoundTable> decode(QByteArrayView bytes);
    /// Encodes; an unedited decoded table gives back the same bytes.
    [[nodiscard]] QByteArray encode() const;

    /// A new table shaped like retail ones: root key 0 with one default record {0, 0, 1, 1}.
    [[nodiscard]] static SoundTable makeEmpty(quint32 id);

    friend bool operator==(const SoundTable&, const SoundTable&) = default;
};

} // namespace soundstage
