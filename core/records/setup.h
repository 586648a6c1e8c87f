#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

namespace soundstage {

/// A Setup record (DID 0x02…), of which Soundstage reads and edits one field: the default
/// SoundTable, stored as the second-to-last dword. All other bytes are kept verbatim.
struct Setup {
    quint32 id = 0;
    quint32 defaultSoundTable = 0;
    QByteArray bytes; ///< the whole record as read; encode() patches the sound table dword

    [[nodiscard]] static Result<Setup> decode(QByteArrayView bytes);
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const Setup&, const Setup&) = default;
};

} // namespace soundstage
