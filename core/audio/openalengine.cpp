#include "core/audio/openalengine.h"

#include "core/audio/openaldevice.h"
#include "core/audio/openalvoices.h"
#include "core/audio/retailmix.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <mutex>

namespace soundstage {

namespace {

// Rendered in slices so a long render never asks OpenAL for a huge block at once.
constexpr qint64 kRenderSlice = 4096;

} // namespace

// The engine is its two halves under one lock: the device (OpenAlDevice: opening, the context,
// disconnects, rendering) and the voices (OpenAlVoices: sources, placement, the buffer cache).
// The engine decides the order: voices are released before the device closes or reconnects.
struct OpenAlEngine::Private {
    explicit Private(const Options& options)
        : device(options)
        , voices(device) {}

    mutable std::mutex mutex;
    OpenAlDevice device;
    OpenAlVoices voices;

    void releaseVoices() {
        const OpenAlDevice::Scope scope(device);
        voices.releaseAll(device.hasContext());
    }
    // Live devices only. Before taking a Scope: a reconnect replaces the context.
    void checkConnection() {
        if (!device.disconnected())
            return;
        releaseVoices();
        device.reconnect();
    }
};

OpenAlEngine::OpenAlEngine()
    : OpenAlEngine(Options{}) {}

OpenAlEngine::OpenAlEngine(const Options& options)
    : m_d(std::make_unique<Private>(options)) {
    m_d->device.open();
}

OpenAlEngine::~OpenAlEngine() {
    const std::lock_guard lock(m_d->mutex);
    m_d->releaseVoices();
    m_d->device.close();
}

SoundHandle OpenAlEngine::play(PcmBufferPtr buffer, const Placement& placement, double gain,
                               bool loop) {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->device.hasOutput())
        return 0;
    const OpenAlDevice::Scope scope(m_d->device);
    return m_d->voices.play(std::move(buffer), placement, gain, loop);
}

bool OpenAlEngine::prepare(const PcmBufferPtr& buffer) {
    if (!buffer || !OpenAlVoices::uploadable(*buffer))
        return false;
    bool asFloat = false;
    {
        const std::lock_guard lock(m_d->mutex);
        if (!m_d->device.hasOutput())
            return false;
        if (m_d->voices.isCached(buffer.get()))
            return true;
        asFloat = m_d->device.hasFloat();
    }
    // The conversion (the part proportional to the length) runs without the lock, so the GUI
    // thread's calls never wait for it; only alBufferData's copy does.
    std::array<OpenAlVoices::ChannelData, 2> converted;
    converted[0] = OpenAlVoices::convertChannel(*buffer, 0, asFloat);
    if (buffer->channels() >= 2)
        converted[1] = OpenAlVoices::convertChannel(*buffer, 1, asFloat);
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    // The device may have changed (setDevice, a reconnect) while converting.
    if (!m_d->device.hasOutput() || m_d->device.hasFloat() != asFloat)
        return false;
    const OpenAlDevice::Scope scope(m_d->device);
    return m_d->voices.upload(buffer, &converted);
}

bool OpenAlEngine::update(SoundHandle handle, const Placement& placement, double gain) {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->device.hasOutput())
        return false;
    const OpenAlDevice::Scope scope(m_d->device);
    return m_d->voices.update(handle, placement, gain);
}

void OpenAlEngine::stop(SoundHandle handle) {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->device.hasOutput())
        return;
    const OpenAlDevice::Scope scope(m_d->device);
    m_d->voices.stop(handle);
}

void OpenAlEngine::stopAll() {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->device.hasOutput())
        return;
    const OpenAlDevice::Scope scope(m_d->device);
    m_d->voices.stopAll();
}

bool OpenAlEngine::isPlaying(SoundHandle handle) {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->device.hasOutput())
        return false;
    const OpenAlDevice::Scope scope(m_d->device);
    return m_d->voices.isPlaying(handle);
}

int OpenAlEngine::playingCount() {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->device.hasOutput())
        return 0;
    const OpenAlDevice::Scope scope(m_d->device);
    return m_d->voices.playingCount();
}

void OpenAlEngine::poll() {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->device.hasOutput())
        return;
    const OpenAlDevice::Scope scope(m_d->device);
    m_d->voices.tidy();
}

bool OpenAlEngine::hasOutput() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->device.hasOutput();
}

QString OpenAlEngine::status() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->device.status();
}

bool OpenAlEngine::setDevice(const QString& deviceName) {
    const std::lock_guard lock(m_d->mutex);
    if (m_d->device.isLoopback())
        return m_d->device.hasOutput();
    m_d->releaseVoices();
    m_d->device.reopen(deviceName);
    return m_d->device.hasOutput();
}

std::vector<float> OpenAlEngine::render(qint64 frames) {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->device.isLoopback() || frames <= 0)
        return {};
    std::vector<float> out(static_cast<size_t>(frames) * 2, 0.0f);
    if (!m_d->device.hasOutput())
        return out;
    const OpenAlDevice::Scope scope(m_d->device);
    for (qint64 done = 0; done < frames;) {
        const qint64 slice = std::min(kRenderSlice, frames - done);
        m_d->device.renderSamples(out.data() + done * 2, slice);
        done += slice;
    }
    return out;
}

Result<PcmBufferPtr> OpenAlEngine::renderOnce(const PcmBufferPtr& buffer,
                                              const Placement& placement, double gain,
                                              int sampleRate) {
    if (!buffer)
        return fail(ErrorCode::Usage, tr("no sound to render"));
    if (sampleRate <= 0)
        return fail(ErrorCode::Usage,
                    tr("the output rate must be positive, not %1").arg(sampleRate));
    if (!OpenAlVoices::placementValid(placement, gain))
        return fail(ErrorCode::Usage,
                    tr("the placement has a non-finite number or a negative distance setting"));
    Options options;
    options.output = Output::Loopback;
    options.sampleRate = sampleRate;
    OpenAlEngine engine(options);
    if (!engine.hasOutput())
        return fail(ErrorCode::Unsupported, engine.status());
    const auto frames = static_cast<qint64>(
        std::ceil(static_cast<double>(buffer->frames()) * sampleRate / buffer->sampleRate()));
    engine.play(buffer, placement, gain);
    std::vector<float> samples = engine.render(frames);
    return PcmBuffer::make(std::move(samples), sampleRate, 2);
}

bool OpenAlEngine::isLoopback() const {
    return m_d->device.isLoopback();
}

int OpenAlEngine::sampleRate() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->device.rate();
}

bool OpenAlEngine::hrtfEnabled() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->device.hrtf();
}

QString OpenAlEngine::deviceName() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->device.hasOutput() ? m_d->device.name() : QString();
}

QStringList OpenAlEngine::outputDevices() {
    return OpenAlDevice::outputDevices();
}

QString OpenAlEngine::defaultOutputDevice() {
    return OpenAlDevice::defaultOutputDevice();
}

} // namespace soundstage
