#include "core/audio/openaldevice.h"

#include <algorithm>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QStringList parseDeviceList(const ALCchar* list) {
    QStringList names;
    while (list && *list) {
        const size_t length = std::strlen(list);
        names.append(QString::fromUtf8(list, static_cast<qsizetype>(length)));
        list += length + 1;
    }
    return names;
}

} // namespace

OpenAlDevice::OpenAlDevice(const OpenAlEngine::Options& options)
    : m_options(options) {}

OpenAlDevice::~OpenAlDevice() {
    close();
}

OpenAlDevice::Scope::Scope(const OpenAlDevice& device)
    : m_device(device) {
    if (!m_device.m_context)
        return;
    if (m_device.m_setThreadContext) {
        m_previous = m_device.m_getThreadContext();
        if (m_previous != m_device.m_context)
            m_device.m_setThreadContext(m_device.m_context);
    } else {
        m_previous = alcGetCurrentContext();
        if (m_previous != m_device.m_context)
            alcMakeContextCurrent(m_device.m_context);
    }
}

OpenAlDevice::Scope::~Scope() {
    if (!m_device.m_context || m_previous == m_device.m_context)
        return;
    if (m_device.m_setThreadContext)
        m_device.m_setThreadContext(m_previous);
    else if (m_previous)
        alcMakeContextCurrent(m_previous);
}

void OpenAlDevice::open() {
    if (isLoopback())
        openLoopback();
    else
        openLive();
}

void OpenAlDevice::loadThreadContextFunctions() {
    if (alcIsExtensionPresent(nullptr, "ALC_EXT_thread_local_context")) {
        m_setThreadContext = reinterpret_cast<PFNALCSETTHREADCONTEXTPROC>(
            alcGetProcAddress(nullptr, "alcSetThreadContext"));
        m_getThreadContext = reinterpret_cast<PFNALCGETTHREADCONTEXTPROC>(
            alcGetProcAddress(nullptr, "alcGetThreadContext"));
        if (!m_setThreadContext || !m_getThreadContext)
            m_setThreadContext = nullptr;
    }
}

std::vector<ALCint> OpenAlDevice::contextAttributes(bool loopback) const {
    // Pairs of attribute and value, then 0 (push_back: inserting an initializer list into the
    // empty vector makes GCC 12 at -O3 warn, falsely, of a memmove overflow).
    std::vector<ALCint> attrs;
    const auto set = [&attrs](ALCint attribute, ALCint value) {
        attrs.push_back(attribute);
        attrs.push_back(value);
    };
    if (loopback) {
        set(ALC_FORMAT_CHANNELS_SOFT, ALC_STEREO_SOFT);
        set(ALC_FORMAT_TYPE_SOFT, ALC_FLOAT_SOFT);
    }
    if (m_options.sampleRate > 0 || loopback)
        set(ALC_FREQUENCY, m_options.sampleRate);
    if (alcIsExtensionPresent(m_device, "ALC_SOFT_HRTF")) {
        const ALCint hrtfValue = m_options.hrtf == OpenAlEngine::Hrtf::On     ? ALC_TRUE
                                 : m_options.hrtf == OpenAlEngine::Hrtf::Auto ? ALC_DONT_CARE_SOFT
                                                                              : ALC_FALSE;
        set(ALC_HRTF_SOFT, hrtfValue);
    }
    // The limiter is a level-dependent compressor: off for the loopback so rendered gains
    // are exact; a live device keeps OpenAL Soft's choice (it prevents clipping).
    if (loopback && alcIsExtensionPresent(m_device, "ALC_SOFT_output_limiter"))
        set(ALC_OUTPUT_LIMITER_SOFT, ALC_FALSE);
    set(ALC_MONO_SOURCES, std::clamp(m_options.maxVoices, 1, 4096) * 2);
    set(ALC_STEREO_SOURCES, 1);
    attrs.push_back(0);
    return attrs;
}

bool OpenAlDevice::createContext(bool loopback) {
    const std::vector<ALCint> attrs = contextAttributes(loopback);
    m_context = alcCreateContext(m_device, attrs.data());
    if (!m_context)
        return false;
    const Scope scope(*this);
    m_hasFloat = alIsExtensionPresent("AL_EXT_FLOAT32");
    m_hasSourceDistanceModel = alIsExtensionPresent("AL_EXT_source_distance_model");
    if (m_hasSourceDistanceModel)
        alEnable(AL_SOURCE_DISTANCE_MODEL);
    else
        alDistanceModel(AL_NONE); // Retail/Flat exactness wins; OpenAl mode then unattenuated
    if (alIsExtensionPresent("AL_SOFT_deferred_updates")) {
        m_deferUpdates =
            reinterpret_cast<LPALDEFERUPDATESSOFT>(alGetProcAddress("alDeferUpdatesSOFT"));
        m_processUpdates =
            reinterpret_cast<LPALPROCESSUPDATESSOFT>(alGetProcAddress("alProcessUpdatesSOFT"));
        if (!m_deferUpdates || !m_processUpdates)
            m_deferUpdates = nullptr;
    }
    m_resamplerIndex = findResampler();
    ALCint value = 0;
    alcGetIntegerv(m_device, ALC_FREQUENCY, 1, &value);
    m_rate = value;
    value = 0;
    if (alcIsExtensionPresent(m_device, "ALC_SOFT_HRTF"))
        alcGetIntegerv(m_device, ALC_HRTF_SOFT, 1, &value);
    m_hrtf = value == ALC_TRUE;
    alGetError();
    return true;
}

ALint OpenAlDevice::findResampler() const {
    if (!alIsExtensionPresent("AL_SOFT_source_resampler"))
        return -1;
    auto getStringi = reinterpret_cast<LPALGETSTRINGISOFT>(alGetProcAddress("alGetStringiSOFT"));
    if (!getStringi)
        return -1;
    // OpenAL Soft's names; the first that exists wins, else the library default.
    std::vector<const char*> wanted;
    switch (m_options.resampler) {
    case OpenAlEngine::Resampler::Linear:
        wanted = {"Linear"};
        break;
    case OpenAlEngine::Resampler::Cubic:
        wanted = {"Cubic", "Linear"};
        break;
    case OpenAlEngine::Resampler::Sinc:
        wanted = {"11th order Sinc", "12-point Sinc", "bsinc12", "Cubic"};
        break;
    }
    const ALint count = alGetInteger(AL_NUM_RESAMPLERS_SOFT);
    for (const char* name : wanted) {
        for (ALint i = 0; i < count; ++i) {
            const ALchar* have = getStringi(AL_RESAMPLER_NAME_SOFT, i);
            if (have && std::strcmp(have, name) == 0)
                return i;
        }
    }
    return -1;
}

void OpenAlDevice::openLive() {
    const QByteArray name = m_options.deviceName.toUtf8();
    m_device = alcOpenDevice(m_options.deviceName.isEmpty() ? nullptr : name.constData());
    if (!m_device) {
        m_status = m_options.deviceName.isEmpty()
                       ? tr("no audio output: no output device could be opened")
                       : tr("no audio output: the device “%1” could not be opened")
                             .arg(m_options.deviceName);
        return;
    }
    loadThreadContextFunctions();
    if (!createContext(false)) {
        alcCloseDevice(m_device);
        m_device = nullptr;
        m_status = tr("no audio output: OpenAL could not create a context on the device");
        return;
    }
    m_hasDisconnectExt = alcIsExtensionPresent(m_device, "ALC_EXT_disconnect");
    const ALCchar* opened = nullptr;
    if (alcIsExtensionPresent(m_device, "ALC_ENUMERATE_ALL_EXT"))
        opened = alcGetString(m_device, ALC_ALL_DEVICES_SPECIFIER);
    if (!opened)
        opened = alcGetString(m_device, ALC_DEVICE_SPECIFIER);
    m_openedName = opened ? QString::fromUtf8(opened) : m_options.deviceName;
    m_output = true;
    m_status = m_hrtf ? tr("playing on “%1” at %2 Hz (HRTF)").arg(m_openedName).arg(m_rate)
                      : tr("playing on “%1” at %2 Hz").arg(m_openedName).arg(m_rate);
}

void OpenAlDevice::openLoopback() {
    // ALC_SOFT_loopback is a device-independent extension; its entry points are what count
    // (the render format is then checked on the loopback device itself).
    auto openLoopbackDevice = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(
        alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
    auto formatSupported = reinterpret_cast<LPALCISRENDERFORMATSUPPORTEDSOFT>(
        alcGetProcAddress(nullptr, "alcIsRenderFormatSupportedSOFT"));
    m_renderSamples = reinterpret_cast<LPALCRENDERSAMPLESSOFT>(
        alcGetProcAddress(nullptr, "alcRenderSamplesSOFT"));
    if (!openLoopbackDevice || !formatSupported || !m_renderSamples) {
        m_status = tr("no audio output: OpenAL has no loopback rendering (ALC_SOFT_loopback)");
        return;
    }
    m_device = openLoopbackDevice(nullptr);
    if (!m_device) {
        m_status = tr("no audio output: the loopback device could not be opened");
        return;
    }
    if (m_options.sampleRate <= 0 ||
        !formatSupported(m_device, m_options.sampleRate, ALC_STEREO_SOFT, ALC_FLOAT_SOFT)) {
        alcCloseDevice(m_device);
        m_device = nullptr;
        m_status = tr("no audio output: loopback rendering at %1 Hz float stereo is not supported")
                       .arg(m_options.sampleRate);
        return;
    }
    loadThreadContextFunctions();
    if (!createContext(true)) {
        alcCloseDevice(m_device);
        m_device = nullptr;
        m_status = tr("no audio output: OpenAL could not create a loopback context");
        return;
    }
    m_openedName = u"loopback"_s;
    m_output = true;
    m_status = m_hrtf ? tr("rendering offline at %1 Hz (HRTF)").arg(m_rate)
                      : tr("rendering offline at %1 Hz").arg(m_rate);
}

void OpenAlDevice::close() {
    if (m_context) {
        if (m_setThreadContext && m_getThreadContext() == m_context)
            m_setThreadContext(nullptr);
        if (alcGetCurrentContext() == m_context)
            alcMakeContextCurrent(nullptr);
        alcDestroyContext(m_context);
    }
    m_context = nullptr;
    if (m_device)
        alcCloseDevice(m_device);
    m_device = nullptr;
    m_output = false;
    m_rate = 0;
    m_hrtf = false;
}

void OpenAlDevice::reopen(const QString& deviceName) {
    close();
    m_options.deviceName = deviceName;
    openLive();
}

bool OpenAlDevice::disconnected() const {
    if (!m_output || !m_hasDisconnectExt || isLoopback())
        return false;
    ALCint connected = ALC_TRUE;
    alcGetIntegerv(m_device, ALC_CONNECTED, 1, &connected);
    return !connected;
}

void OpenAlDevice::reconnect() {
    const QString lost = m_openedName;
    close();
    openLive();
    if (!m_output && !m_options.deviceName.isEmpty()) {
        // The wanted device stays wanted (a later setDevice() or reconnect tries it again).
        const QString wanted = m_options.deviceName;
        m_options.deviceName.clear();
        openLive();
        m_options.deviceName = wanted;
    }
    m_status = m_output ? tr("the output device “%1” was disconnected; now playing on “%2”")
                              .arg(lost, m_openedName)
                        : tr("no audio output: the device “%1” was disconnected").arg(lost);
}

void OpenAlDevice::deferUpdates() const {
    if (m_deferUpdates && m_processUpdates)
        m_deferUpdates();
}

void OpenAlDevice::processUpdates() const {
    if (m_deferUpdates && m_processUpdates)
        m_processUpdates();
}

void OpenAlDevice::renderSamples(float* out, qint64 frames) const {
    if (m_renderSamples)
        m_renderSamples(m_device, out, static_cast<ALCsizei>(frames));
}

QStringList OpenAlDevice::outputDevices() {
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATE_ALL_EXT"))
        return parseDeviceList(alcGetString(nullptr, ALC_ALL_DEVICES_SPECIFIER));
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATION_EXT"))
        return parseDeviceList(alcGetString(nullptr, ALC_DEVICE_SPECIFIER));
    return {};
}

QString OpenAlDevice::defaultOutputDevice() {
    const ALCchar* name = nullptr;
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATE_ALL_EXT"))
        name = alcGetString(nullptr, ALC_DEFAULT_ALL_DEVICES_SPECIFIER);
    else
        name = alcGetString(nullptr, ALC_DEFAULT_DEVICE_SPECIFIER);
    return name ? QString::fromUtf8(name) : QString();
}

} // namespace soundstage
