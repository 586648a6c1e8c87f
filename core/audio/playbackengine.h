#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/placement.h"

#include <QString>
#include <QtGlobal>

namespace soundstage {

/// Identifies one started sound. 64-bit, issued in increasing order and never reused within an
/// engine, so a stale handle can never reach a later sound. 0 means "not started".
using SoundHandle = quint64;

/// Plays decoded buffers at a placement. The interface the editor and the CLI use; the OpenAL
/// implementation is OpenAlEngine.
///
/// Ownership: the engine keeps its own reference to each PcmBuffer while the sound plays
/// (buffers are immutable, so the caller may drop or reuse its pointer at once) and copies the
/// Placement; nothing points back into editable objects.
///
/// Without an output device every call is a harmless no-op: play() returns 0, update() and
/// isPlaying() false, and status() says why.
///
/// Threads: implementations are safe to call from any thread; calls are serialized.
class PlaybackEngine {
public:
    PlaybackEngine() = default;
    virtual ~PlaybackEngine() = default;
    Q_DISABLE_COPY_MOVE(PlaybackEngine)

    /// Starts `buffer` at `placement`. `gain` is the record's volume (0..1) in Retail mode,
    /// else a linear gain clamped to 0..1. `loop` repeats the buffer until stopped (continuous
    /// ambience). Returns 0 when nothing was started: no output, a null or empty buffer, a
    /// placement with non-finite numbers or negative distances, no free voice, or (Retail mode)
    /// the retail client would drop the sound as inaudible.
    virtual SoundHandle play(PcmBufferPtr buffer, const Placement& placement, double gain,
                             bool loop = false) = 0;

    /// Does ahead of play() what play() would do per sample for `buffer` (conversion to the
    /// output's format, upload), so that a later play() of the same buffer only starts it. Meant
    /// for worker threads (a decoder's): may take time proportional to the buffer's length.
    /// Returns true when the buffer is ready (already or now); false without output, for a null
    /// or empty buffer, or when the engine does not prepare (the default).
    virtual bool prepare(const PcmBufferPtr& buffer) {
        (void)buffer;
        return false;
    }

    /// Moves a playing sound and changes its gain (the same meanings as play(); the mode may
    /// change too). In Retail mode a placement the client would drop silences the sound but
    /// keeps it playing. Returns false, and changes nothing, when the handle is 0, unknown,
    /// stopped or finished, when the placement is invalid, or without output.
    virtual bool update(SoundHandle handle, const Placement& placement, double gain) = 0;

    /// Stops one sound at once; unknown or finished handles are ignored.
    virtual void stop(SoundHandle handle) = 0;
    /// Stops every sound of this engine.
    virtual void stopAll() = 0;
    /// True while the sound is audible or looping; false once finished, stopped or unknown.
    [[nodiscard]] virtual bool isPlaying(SoundHandle handle) = 0;
    /// How many sounds are playing now.
    [[nodiscard]] virtual int playingCount() = 0;

    /// Housekeeping: frees finished voices and checks the output device (disconnection).
    /// Cheap; call it from a UI timer (e.g. every 100–250 ms).
    virtual void poll() = 0;

    /// True when sounds can be heard (or rendered).
    [[nodiscard]] virtual bool hasOutput() const = 0;
    /// One translated line for a status bar: the device in use, or "no audio output: …".
    [[nodiscard]] virtual QString status() const = 0;
};

} // namespace soundstage
