#pragma once

#include "core/audio/playbackengine.h"
#include "core/common/error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>
#include <vector>

namespace soundstage {

/// PlaybackEngine on OpenAL Soft: a live output device, or a loopback device that renders
/// offline (ALC_SOFT_loopback) — the same API, so tests and the CLI hear exactly what a user
/// would.
///
/// Each sound is a voice of two OpenAL sources that start together (alSourcePlayv) and play the
/// buffer's first two channels (a mono buffer feeds both). Retail and Flat modes place them
/// hard left and hard right with OpenAL's distance attenuation off, which gives exact
/// per-channel gains (DirectSound's pan law on top of the dB attenuation). OpenAl mode puts
/// both at the source position under the chosen distance model (a stereo buffer is heard as
/// its mono mix-down there, as OpenAL only positions mono sources).
///
/// Construction never fails: without a device (or without the loopback extension) the engine
/// has no output, status() says why and every call is a harmless no-op. A live device that
/// disconnects (ALC_EXT_disconnect) is noticed on the next call or poll(): the engine drops its
/// sounds (their handles go stale) and reopens the device, or the default device, or goes
/// silent with a status.
///
/// Built from two halves under one lock: OpenAlDevice (the device, its context, disconnects,
/// loopback rendering) and OpenAlVoices (sources, placement, the buffer cache).
///
/// Threads: every method may be called from any thread; calls are serialized by an internal
/// mutex. The engine makes its context current only for the duration of a call (per thread,
/// through ALC_EXT_thread_local_context when present), so several engines can coexist.
class OpenAlEngine final : public PlaybackEngine {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OpenAlEngine)

public:
    enum class Output {
        Device,   ///< a live output device (Options::deviceName)
        Loopback, ///< no device: render() pulls the mix (float stereo at Options::sampleRate)
    };
    enum class Hrtf {
        Off,  ///< plain stereo panning ("speakers"); the default, and exact for Retail mode
        On,   ///< request HRTF (OpenAl mode sounds binaural; Retail mode is then approximate)
        Auto, ///< let OpenAL Soft decide (its configuration, headphones detection)
    };
    /// The resampler used when a buffer's rate differs from the output rate. Linear is OpenAL
    /// Soft's own default and by far the fastest (SIMD); Cubic and Sinc sound cleaner but cost
    /// 3–5× more per resampled voice (see bench_audio_render).
    enum class Resampler { Linear, Cubic, Sinc };

    struct Options {
        Output output = Output::Device;
        /// Live only: a name from outputDevices(); empty = the default device.
        QString deviceName;
        /// Output rate in Hz. Loopback renders at exactly this rate; a live device is asked
        /// for it (0 = the device's own rate).
        int sampleRate = AuditionDefaults::sampleRate;
        Hrtf hrtf = Hrtf::Off;
        Resampler resampler = Resampler::Linear;
        /// Most sounds at once (each uses two OpenAL sources); play() returns 0 beyond it.
        int maxVoices = 128;
    };

    explicit OpenAlEngine(const Options& options);
    OpenAlEngine();
    ~OpenAlEngine() override;
    Q_DISABLE_COPY_MOVE(OpenAlEngine)

    SoundHandle play(PcmBufferPtr buffer, const Placement& placement, double gain,
                     bool loop = false) override;
    /// Converts `buffer` to the device's format (without holding the engine's lock) and uploads
    /// it into the engine's buffer cache (kept like a played buffer: while `buffer` lives, among
    /// the most recently used idle ones).
    bool prepare(const PcmBufferPtr& buffer) override;
    bool update(SoundHandle handle, const Placement& placement, double gain) override;
    void stop(SoundHandle handle) override;
    void stopAll() override;
    [[nodiscard]] bool isPlaying(SoundHandle handle) override;
    [[nodiscard]] int playingCount() override;
    void poll() override;
    [[nodiscard]] bool hasOutput() const override;
    [[nodiscard]] QString status() const override;

    /// Live only: switches to another output device (a name from outputDevices(); empty = the
    /// default). Every playing sound stops and its handle goes stale; handles issued later still
    /// never repeat earlier ones. Returns hasOutput(); on failure status() says why and the
    /// engine is silent until a later setDevice() succeeds. A loopback engine ignores it.
    bool setDevice(const QString& deviceName);

    /// Loopback only: mixes the next `frames` frames of every playing sound and returns them as
    /// interleaved stereo floats (2·frames values, left first), advancing time by frames /
    /// sampleRate() seconds. Faster than real time and bit-identical from run to run for the
    /// same calls. A loopback engine without output returns silence; a live engine, or
    /// frames ≤ 0, returns an empty vector.
    [[nodiscard]] std::vector<float> render(qint64 frames);

    /// Renders one sound from start to end as heard at `placement`, through a fresh loopback
    /// engine at `sampleRate` Hz: a stereo buffer of ceil(buffer seconds · sampleRate) frames
    /// (silent when the placement drops the sound). The same inputs give the same samples.
    /// Fails with ErrorCode::Unsupported when loopback rendering is unavailable (the message is
    /// the engine's status) and ErrorCode::Usage for a null buffer, a non-positive rate or an
    /// invalid placement.
    [[nodiscard]] static Result<PcmBufferPtr> renderOnce(const PcmBufferPtr& buffer,
                                                         const Placement& placement, double gain,
                                                         int sampleRate = 44100);

    /// One sound of a timeline: `buffer` starts `start` seconds in, at `gain` (as play()).
    struct TimedSound {
        double start = 0.0; ///< seconds from the start of the render, finite and ≥ 0
        PcmBufferPtr buffer;
        double gain = 1.0;
    };
    /// Renders sounds that start at given times from one placement (a motion's firings from
    /// one object) through a fresh loopback engine at `sampleRate` Hz, each started by play()
    /// at frame round(start · sampleRate) of the output, so overlapping sounds mix as they
    /// would live. The result lasts ceil(minSeconds · sampleRate) frames, or longer until the
    /// last sound has ended. A sound play() does not start (Retail mode drops it as inaudible,
    /// or every voice is busy) is silence. The same inputs give the same samples.
    /// Errors: as renderOnce() (a null buffer, a start or `minSeconds` that is negative or not
    /// finite is ErrorCode::Usage), and ErrorCode::Usage when the output would hold more than
    /// AudioDecoder::MaxDecodedSamples samples (the decoded-sound limit).
    [[nodiscard]] static Result<PcmBufferPtr> renderTimeline(std::span<const TimedSound> sounds,
                                                             const Placement& placement,
                                                             double minSeconds,
                                                             int sampleRate = 44100);

    [[nodiscard]] bool isLoopback() const;
    /// The output rate in Hz (0 without output).
    [[nodiscard]] int sampleRate() const;
    /// Whether the device mixes through HRTF.
    [[nodiscard]] bool hrtfEnabled() const;
    /// The name of the open device (empty without output; "loopback" for loopback).
    [[nodiscard]] QString deviceName() const;

    /// The output devices OpenAL lists (ALC_ENUMERATE_ALL_EXT when present), in its order.
    [[nodiscard]] static QStringList outputDevices();
    /// The device OpenAL opens by default (empty when it names none).
    [[nodiscard]] static QString defaultOutputDevice();

private:
    struct Private;
    std::unique_ptr<Private> m_d;
};

} // namespace soundstage
