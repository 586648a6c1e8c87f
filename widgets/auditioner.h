#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/playbackengine.h"
#include "core/common/error.h"
#include "core/records/soundtable.h"
#include "widgets/preferences.h"

#include <QObject>

#include <list>
#include <unordered_map>

namespace soundstage {

class DatFile;

/// Plays waves of the open dat through a PlaybackEngine the way the retail client would place
/// them. Decodes each wave once (WaveDecoder) and keeps the most recently used ones in a small
/// cache (by decoded bytes), so a second click on a variant starts at once; prefetch() decodes
/// ahead of the click (e.g. when a variant is selected).
///
/// Ownership: the engine and the dat are not owned and must outlive the auditioner (setDat(nullptr)
/// before the dat goes away). GUI thread only. Never talks to OpenAL itself.
class Auditioner final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Auditioner)

public:
    explicit Auditioner(PlaybackEngine& engine, QObject* parent = nullptr);
    ~Auditioner() override;

    [[nodiscard]] PlaybackEngine& engine() const { return m_engine; }

    /// The dat waves come from; clears the cache and stops every sound.
    void setDat(const DatFile* dat);
    [[nodiscard]] const DatFile* dat() const { return m_dat; }
    void setPreferences(const Preferences& preferences) { m_preferences = preferences; }
    [[nodiscard]] const Preferences& preferences() const { return m_preferences; }

    /// The decoded wave (cached). Fails with NotFound without a dat or when the dat lacks it,
    /// or with the decoder's error.
    [[nodiscard]] Result<PcmBufferPtr> wave(quint32 waveId);
    /// Decodes into the cache if not there yet; errors are ignored (play() reports them).
    void prefetch(quint32 waveId);
    [[nodiscard]] bool isCached(quint32 waveId) const { return m_cache.contains(waveId); }
    /// Most decoded bytes kept (default 64 MiB); the least recently used waves go first.
    void setCacheLimit(qint64 bytes);

    /// Plays a wave at `placement` (positions and heading used; mode, model and slider are taken
    /// from the preferences). `volume` is the record's linear volume. Returns 0 and emits
    /// message() when nothing started (no output, decode failure, dropped as inaudible).
    SoundHandle playWave(quint32 waveId, double volume, const Placement& placement,
                         bool loop = false);
    /// A buffer at a placement, same rules.
    SoundHandle playBuffer(const PcmBufferPtr& buffer, double volume, const Placement& placement,
                           bool loop = false);
    /// A variant as heard at the listener (distance 0): its wave at its volume.
    SoundHandle playVariant(const SoundVariant& variant, bool loop = false);
    /// An ambient sound: the ambient slider applied twice, as the client does.
    SoundHandle playAmbient(quint32 waveId, double volume, const Placement& placement,
                            bool loop = false);

    void stop(SoundHandle handle);
    void stopAll();
    /// The engine's status line ("no audio output: …" without a device).
    [[nodiscard]] QString status() const { return m_engine.status(); }

signals:
    /// A translated one-line explanation of what happened (for a status bar).
    void message(const QString& text);

private:
    [[nodiscard]] Placement placementFor(const Placement& geometry, double slider) const;

    PlaybackEngine& m_engine;
    const DatFile* m_dat = nullptr;
    Preferences m_preferences;
    std::unordered_map<quint32, PcmBufferPtr> m_cache;
    std::list<quint32> m_recent; ///< most recent first
    qint64 m_cacheBytes = 0;
    qint64 m_cacheLimit = 64LL << 20;
};

} // namespace soundstage
