#pragma once

#include "core/audio/openalengine.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace soundstage {

/// The device half of OpenAlEngine (see there for the behaviour users see): opens a live
/// output device or a loopback renderer with the engine's options, creates the context, reads
/// back what it got (rate, HRTF, the extensions the voices use), makes the context current for
/// one call at a time (Scope), notices a disconnected live device and reopens, renders loopback
/// samples, and closes. It knows nothing of sounds: OpenAlVoices releases its sources and
/// buffers before the context goes (close(), reconnect()).
///
/// Not thread-safe: OpenAlEngine serialises every call with its mutex. Messages (status()) are
/// the engine's, so they keep its translation context.
class OpenAlDevice final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OpenAlEngine)

public:
    explicit OpenAlDevice(const OpenAlEngine::Options& options);
    /// Closes; the voices must have been released before.
    ~OpenAlDevice();
    Q_DISABLE_COPY_MOVE(OpenAlDevice)

    /// Makes the device's context current for the calling thread while it lives (through
    /// ALC_EXT_thread_local_context when present), restoring the previous one after; nothing
    /// without a context.
    class Scope final {
    public:
        explicit Scope(const OpenAlDevice& device);
        ~Scope();
        Q_DISABLE_COPY_MOVE(Scope)

    private:
        const OpenAlDevice& m_device;
        ALCcontext* m_previous = nullptr;
    };

    /// Opens what the options ask for (live or loopback); on failure status() says why.
    void open();
    /// Destroys the context and closes the device (the voices' objects must be gone).
    void close();
    /// Live devices: switches to `deviceName` (empty: the default): close(), then open().
    void reopen(const QString& deviceName);
    /// Live devices with ALC_EXT_disconnect: whether the device was disconnected. Call it
    /// before taking a Scope: reconnect() replaces the context.
    [[nodiscard]] bool disconnected() const;
    /// After disconnected(): reopens the wanted device, else the default one, else goes
    /// silent; status() says what happened.
    void reconnect();

    [[nodiscard]] bool hasOutput() const { return m_output; }
    [[nodiscard]] bool hasContext() const { return m_context != nullptr; }
    [[nodiscard]] bool isLoopback() const {
        return m_options.output == OpenAlEngine::Output::Loopback;
    }
    [[nodiscard]] const QString& status() const { return m_status; }
    /// The opened device's name ("loopback" for loopback).
    [[nodiscard]] const QString& name() const { return m_openedName; }
    [[nodiscard]] int rate() const { return m_rate; }
    [[nodiscard]] bool hrtf() const { return m_hrtf; }
    [[nodiscard]] const OpenAlEngine::Options& options() const { return m_options; }

    /// What the voices need to know of the context.
    [[nodiscard]] bool hasFloat() const { return m_hasFloat; }
    [[nodiscard]] bool hasSourceDistanceModel() const { return m_hasSourceDistanceModel; }
    /// The index of the options' resampler (AL_SOFT_source_resampler), -1 for the default.
    [[nodiscard]] ALint resamplerIndex() const { return m_resamplerIndex; }
    /// Changes made between these two reach the mix together (AL_SOFT_deferred_updates; a
    /// no-op without it). Inside a Scope.
    void deferUpdates() const;
    void processUpdates() const;

    /// Loopback only, inside a Scope: mixes `frames` frames of interleaved float stereo into
    /// `out` (2·frames floats).
    void renderSamples(float* out, qint64 frames) const;

    /// The output devices OpenAL lists, and the one it opens by default.
    [[nodiscard]] static QStringList outputDevices();
    [[nodiscard]] static QString defaultOutputDevice();

private:
    void loadThreadContextFunctions();
    [[nodiscard]] std::vector<ALCint> contextAttributes(bool loopback) const;
    /// After m_device is set: creates the context and reads back what it got.
    bool createContext(bool loopback);
    [[nodiscard]] ALint findResampler() const;
    void openLive();
    void openLoopback();

    OpenAlEngine::Options m_options;
    ALCdevice* m_device = nullptr;
    ALCcontext* m_context = nullptr;
    bool m_output = false;
    QString m_status;
    QString m_openedName;
    int m_rate = 0;
    bool m_hrtf = false;
    bool m_hasDisconnectExt = false;
    bool m_hasFloat = false;
    bool m_hasSourceDistanceModel = false;
    ALint m_resamplerIndex = -1;

    LPALCRENDERSAMPLESSOFT m_renderSamples = nullptr;
    PFNALCSETTHREADCONTEXTPROC m_setThreadContext = nullptr;
    PFNALCGETTHREADCONTEXTPROC m_getThreadContext = nullptr;
    LPALDEFERUPDATESSOFT m_deferUpdates = nullptr;
    LPALPROCESSUPDATESSOFT m_processUpdates = nullptr;
};

} // namespace soundstage
