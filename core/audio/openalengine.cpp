#include "core/audio/openalengine.h"

#include "core/audio/audiodecoder.h"
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
    const TimedSound sound{0.0, buffer, gain};
    return renderTimeline(std::span(&sound, 1), placement, 0.0, sampleRate);
}

Result<PcmBufferPtr> OpenAlEngine::renderTimeline(std::span<const TimedSound> sounds,
                                                  const Placement& placement, double minSeconds,
                                                  int sampleRate) {
    if (sampleRate <= 0)
        return fail(ErrorCode::Usage,
                    tr("the output rate must be positive, not %1").arg(sampleRate));
    if (!std::isfinite(minSeconds) || minSeconds < 0.0)
        return fail(ErrorCode::Usage, tr("the length to render must be a number of seconds ≥ 0"));
    // Where each sound starts and ends, in output frames; checked before anything is allocated.
    struct Slot {
        qint64 start = 0;
        const TimedSound* sound = nullptr;
    };
    std::vector<Slot> starts;
    starts.reserve(sounds.size());
    double lastFrame = std::ceil(minSeconds * sampleRate);
    for (const TimedSound& sound : sounds) {
        if (!sound.buffer)
            return fail(ErrorCode::Usage, tr("no sound to render"));
        if (!OpenAlVoices::placementValid(placement, sound.gain))
            return fail(ErrorCode::Usage, tr("the placement has a non-finite number or a "
                                             "negative distance setting"));
        if (!std::isfinite(sound.start) || sound.start < 0.0)
            return fail(
                ErrorCode::Usage,
                tr("a sound's start must be a number of seconds ≥ 0, not %1").arg(sound.start));
        const double start = std::round(sound.start * sampleRate);
        const double length = std::ceil(static_cast<double>(sound.buffer->frames()) * sampleRate /
                                        sound.buffer->sampleRate());
        lastFrame = std::max(lastFrame, start + length);
        if (lastFrame * 2 > static_cast<double>(AudioDecoder::MaxDecodedSamples))
            break; // refused below; the rest need not be looked at
        starts.push_back({static_cast<qint64>(start), &sound});
    }
    if (lastFrame * 2 > static_cast<double>(AudioDecoder::MaxDecodedSamples))
        return fail(ErrorCode::Usage,
                    tr("the render would last %1 s at %2 Hz, more than the %3 samples a decoded "
                       "sound may hold")
                        .arg(lastFrame / sampleRate, 0, 'f', 1)
                        .arg(sampleRate)
                        .arg(AudioDecoder::MaxDecodedSamples));
    std::ranges::stable_sort(starts, {}, &Slot::start);

    Options options;
    options.output = Output::Loopback;
    options.sampleRate = sampleRate;
    OpenAlEngine engine(options);
    if (!engine.hasOutput())
        return fail(ErrorCode::Unsupported, engine.status());
    const auto frames = static_cast<qint64>(lastFrame);
    std::vector<float> samples;
    samples.reserve(static_cast<std::size_t>(frames) * 2);
    qint64 done = 0;
    const auto renderTo = [&](qint64 frame) {
        if (frame <= done)
            return;
        const std::vector<float> part = engine.render(frame - done);
        samples.insert(samples.end(), part.begin(), part.end());
        done = frame;
    };
    for (const Slot& slot : starts) {
        renderTo(slot.start);
        engine.play(slot.sound->buffer, placement, slot.sound->gain);
    }
    renderTo(frames);
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
