#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QCoreApplication>
#include <QString>

namespace soundstage {

/// Decodes audio files through Qt Multimedia's QAudioDecoder (GStreamer on Linux): FLAC, AAC,
/// Opus and whatever else the platform decodes, for importing sounds core cannot read itself
/// (core reads WAV, Ogg Vorbis and MP3 without it). Lives in widgets because Qt Multimedia
/// pulls in Qt Gui, which core must not link.
///
/// Blocking: runs a local event loop until the decoder finishes, fails or `timeoutMs` passes
/// (a missing GStreamer plugin can leave QAudioDecoder silent forever). Call it from the GUI
/// thread or any thread with no other event loop running on it.
class PlatformAudioDecoder final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::PlatformAudioDecoder)

public:
    /// Interleaved float frames at the file's own rate and channel count. Errors name the file.
    [[nodiscard]] static Result<PcmBufferPtr> decodeFile(const QString& path,
                                                         int timeoutMs = 30000);
};

} // namespace soundstage
