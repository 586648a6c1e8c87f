#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/playbackengine.h"
#include "core/common/error.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtable.h"
#include "core/retail/crtrandom.h"
#include "core/retail/retailrandom.h"
#include "widgets/audition/waveformpeaks.h"
#include "widgets/session/preferences.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <list>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace soundstage {

class DatFile;
class Document;
class DocumentSession;
class LocalFileDecoder;
struct DecodedFile;

/// Plays waves of the open dat through a PlaybackEngine the way the retail client would place
/// them. Decodes each wave once (WaveDecoder) and keeps the most recently used ones in a small
/// cache (by decoded bytes), so a second click on a variant starts at once; prefetch() decodes
/// ahead of the click (e.g. when a variant is selected).
///
/// With an override file previewed (setOverride()), it also plays the override's sources: local
/// files (WAV, Ogg Vorbis, MP3 through AudioImport; cached like waves, in the same budget) for
/// variants of the override's lists, and — wherever a dat wave plays through waveSound(),
/// playWave() or playAmbient() — the replacement a `wave 0x0A…` line names instead of that
/// wave. playVariant() alone keeps to the dat (the QA run audits the dat as it ships).
///
/// Local files decode on worker threads (LocalFileDecoder), never on the GUI thread from the
/// window's play paths: with Decode::Async a file not decoded yet comes back as a pending Sound,
/// playSound() returns a pending handle for it and starts it when the decode is done
/// (pendingStarted()), saying "Decoding door.mp3…" when that takes longer than a moment. Two
/// requests for a file that is decoding share one decode. setOverride() pre-decodes the
/// override's local files in the background. The worker also does the rest of the per-file work
/// (the waveform's peaks, Sound::peaks; the engine's conversion and upload,
/// PlaybackEngine::prepare), so a local file starts and is drawn without GUI-thread work
/// proportional to its length. Dat waves still decode at once on the GUI thread (they are small
/// and cached; click to sound stays within milliseconds).
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
    /// The document waves come from (its dat's, and the new waves imported but not saved yet,
    /// Document::waveRecord()); the same as setDat() otherwise. nullptr: none.
    void setDocument(const Document* document);
    /// Drops wave `waveId` from the cache (a new wave imported, undone or redone under it).
    void forgetWave(quint32 waveId);
    void setPreferences(const Preferences& preferences) { m_preferences = preferences; }
    /// The session whose FPU model override rolls follow (nullptr, the default:
    /// FpuModel::Single). Preferences::fpuModel is not read: the session owns the model.
    void setSession(const DocumentSession* session) { m_session = session; }
    [[nodiscard]] const Preferences& preferences() const { return m_preferences; }

    /// The override whose sources play (nullptr: the dat alone). A preview other than the last
    /// one forgets decoded local files (they may have changed on disk since; bypassing and
    /// restoring the same preview keeps them), and its local files start decoding in the
    /// background. Re-seeds the generator that rolls among a replacement's alternatives
    /// (seed 1), so a preview plays the same way each time.
    void setOverride(std::shared_ptr<const OverridePreview> preview);
    [[nodiscard]] const std::shared_ptr<const OverridePreview>& overridePreview() const {
        return m_override;
    }

    /// The decoded wave (cached). Fails with NotFound without a dat or when the dat lacks it,
    /// or with the decoder's error. Always the dat's own wave (no override).
    [[nodiscard]] Result<PcmBufferPtr> wave(quint32 waveId);
    /// Decodes into the cache if not there yet; errors are ignored (play() reports them).
    void prefetch(quint32 waveId);
    [[nodiscard]] bool isCached(quint32 waveId) const;
    /// A local file (absolute path) decoded, cached. Fails with the reader's error naming the
    /// file (Io when it cannot be read, Unsupported or BadRecord when it does not decode).
    /// Blocks until it is decoded (joining a decode that runs); the window's play paths use
    /// Decode::Async instead.
    [[nodiscard]] Result<PcmBufferPtr> localFile(const QString& path);
    [[nodiscard]] bool isFileCached(const QString& path) const;
    /// Starts decoding a local file on a worker unless it is cached or decoding; fileDecoded()
    /// follows. `background`: after the files someone waits for (pre-decoding).
    void requestFile(const QString& path, bool background = false);
    [[nodiscard]] bool isFileDecoding(const QString& path) const;
    /// The thread that decoded the last local file (nullptr before any): never the GUI thread.
    [[nodiscard]] QThread* lastDecodeThread() const { return m_lastDecodeThread; }
    /// Whether the engine prepared the last decoded local file on that worker
    /// (PlaybackEngine::prepare; false without output).
    [[nodiscard]] bool lastDecodePrepared() const { return m_lastDecodePrepared; }
    /// Most decoded bytes kept (default 64 MiB); the least recently used go first.
    void setCacheLimit(qint64 bytes);

    /// What plays: decoded audio and where it came from.
    struct Sound {
        PcmBufferPtr pcm;     ///< nullptr: nothing plays (silenced by the override, or rolled so)
        double gain = 1.0;    ///< linear 0..1 applied on top of the record's volume
        quint32 wave = 0;     ///< the dat wave that plays; 0 for a local file or silence
        QString file;         ///< the local file that plays (absolute), or empty
        int overrideLine = 0; ///< the override line that chose it; 0 for the dat's own wave
        QString label;        ///< for status lines: "0x0A000001", "step.wav", "silence"
        /// A decoded local file's waveform peaks (made on the worker), for
        /// WaveformView::setBuffer(); null for dat waves.
        WaveformPeaksPtr peaks;
        /// Decode::Async: `file` is decoding on a worker; `pcm` is null until fileDecoded().
        /// playSound() plays it when it is ready.
        bool pending = false;
        [[nodiscard]] bool silent() const { return !pcm && !pending; }
    };
    /// Which alternative of a `wave` replacement with several: the first that can sound (for
    /// showing it), or one rolled under the file's `!pick` mode (for playing it).
    enum class Choice { First, Roll };
    /// What to do with a local file that is not decoded yet: decode it here and wait (Wait), or
    /// start decoding it on a worker and return a pending Sound (Async).
    enum class Decode { Wait, Async };

    /// What plays for a dat wave: the wave itself, or the replacement the override's `wave`
    /// line names (a dat wave — never replaced again — or a local file, with its volume as
    /// `gain`). Errors: those of wave() and localFile(), prefixed with the override line.
    [[nodiscard]] Result<Sound> waveSound(quint32 waveId, Choice choice = Choice::First,
                                          Decode decode = Decode::Wait);
    /// What plays for a variant: `localFile` when it is not empty (a variant of an override's
    /// list standing for a file), else waveSound(variant.wave). Wave 0 is silence.
    /// With Decode::Async a missing file still fails at once (naming it); an undecodable one
    /// fails later, with message() naming it, and at once from then on (until another preview).
    [[nodiscard]] Result<Sound> variantSound(const SoundVariant& variant, const QString& localFile,
                                             Choice choice = Choice::First,
                                             Decode decode = Decode::Wait);

    /// Plays a sound at `volume` × its gain at `placement` (positions and heading used; mode
    /// and model come from the preferences; the effect slider, or with `ambient` the ambient
    /// slider applied twice as the client does). Records it as lastSound(). Returns 0 and emits
    /// message() when nothing started (silent sound, no output, dropped as inaudible). A
    /// pending sound returns a pending handle (isPending()) that stop() cancels; when its file
    /// is decoded it starts and pendingStarted() gives the engine's handle (0 when it could not
    /// start, with message() saying why — an undecodable file by name).
    SoundHandle playSound(const Sound& sound, double volume, const Placement& placement = {},
                          bool loop = false, bool ambient = false);
    /// Plays a wave at `placement`, replaced per the override (a rolled alternative).
    /// `volume` is the record's linear volume. Returns 0 and emits message() when nothing
    /// started (no output, decode failure, dropped as inaudible).
    SoundHandle playWave(quint32 waveId, double volume, const Placement& placement,
                         bool loop = false);
    /// A buffer at a placement, same rules (the placement is used as given).
    SoundHandle playBuffer(const PcmBufferPtr& buffer, double volume, const Placement& placement,
                           bool loop = false);
    /// A dat record as heard at the listener (distance 0): its own wave at its volume, without
    /// the override.
    SoundHandle playVariant(const SoundVariant& variant, bool loop = false);
    /// An ambient sound (replaced per the override): the ambient slider applied twice.
    SoundHandle playAmbient(quint32 waveId, double volume, const Placement& placement,
                            bool loop = false);

    /// The sound the last playSound() (or playWave(), playAmbient()) chose, whether or not it
    /// could start — what a status line names, and what tests check.
    [[nodiscard]] const std::optional<Sound>& lastSound() const { return m_lastSound; }

    /// A handle playSound() returned for a sound still decoding.
    [[nodiscard]] bool isPending(SoundHandle handle) const;
    /// Pending, or playing in the engine.
    [[nodiscard]] bool isActive(SoundHandle handle) const;

    /// Stops a sound, or cancels a pending one.
    void stop(SoundHandle handle);
    /// Stops every sound and cancels every pending one.
    void stopAll();
    /// How long a local file may decode before the status line says so (decodingMessage()).
    static constexpr int DecodingNoticeMs = 150;
    /// "Decoding door.mp3…": the status line while a sound someone asked to play decodes
    /// (`label`: the file's name).
    [[nodiscard]] static QString decodingMessage(const QString& label);
    /// The engine's status line ("no audio output: …" without a device).
    [[nodiscard]] QString status() const { return m_engine.status(); }

signals:
    /// A translated one-line explanation of what happened (for a status bar).
    void message(const QString& text);
    /// A local file finished decoding (`ok` false: it did not decode; it is not cached).
    void fileDecoded(const QString& path, bool ok);
    /// A pending sound (`pending`, from playSound()) started as `handle`, or 0 when it could
    /// not.
    void pendingStarted(soundstage::SoundHandle pending, soundstage::SoundHandle handle);

private:
    [[nodiscard]] Placement placementFor(const Placement& geometry, double slider) const;
    [[nodiscard]] PcmBufferPtr cached(const QString& key);
    void store(const QString& key, const PcmBufferPtr& pcm);
    void clearFiles();
    void onFileDecoded(const QString& path, const Result<DecodedFile>& result, QThread* worker);
    void forget(const QString& key);
    /// The local file of a sound: cached, or (Async) pending, or (Wait) decoded here.
    Result<PcmBufferPtr> fileSound(Sound& sound, Decode decode);
    void predecode();

    struct Pending {
        SoundHandle ticket = 0;
        Sound sound;
        double volume = 1.0;
        Placement placement;
        bool loop = false;
        bool ambient = false;
    };

    PlaybackEngine& m_engine;
    const DatFile* m_dat = nullptr;
    const Document* m_document = nullptr;
    Preferences m_preferences;
    const DocumentSession* m_session = nullptr;
    std::shared_ptr<const OverridePreview> m_override;
    /// The preview whose local files the cache holds (kept while it is bypassed).
    std::shared_ptr<const OverridePreview> m_filesOf;
    RetailRandom m_random;
    CrtRandom m_crt;
    std::optional<Sound> m_lastSound;
    QHash<QString, PcmBufferPtr> m_cache;     ///< "w:0x0A000001" or "f:/abs/path"
    QHash<QString, WaveformPeaksPtr> m_peaks; ///< of the cached local files ("f:…")
    std::list<QString> m_recent;              ///< most recent first
    qint64 m_cacheBytes = 0;
    qint64 m_cacheLimit = 64LL << 20;
    LocalFileDecoder* m_decoder;
    /// Local files that did not decode, with the reader's error (until another preview): not
    /// decoded again on every click.
    QHash<QString, Error> m_undecodable;
    std::vector<Pending> m_pending;
    SoundHandle m_nextTicket = 1;
    QThread* m_lastDecodeThread = nullptr;
    bool m_lastDecodePrepared = false;
};

} // namespace soundstage
