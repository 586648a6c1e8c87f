#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/playbackengine.h"
#include "core/retail/attenuation.h"
#include "core/retail/retailpan.h"
#include "core/retail/voicepool.h"
#include "widgets/session/preferences.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QWidget>

#include <vector>

class QTimer;

namespace soundstage {

/// A top-down audition stage. A metres grid (x east, y north) with zoom (wheel) and pan (drag
/// the background); the listener (the camera) with a heading (drag the handle at the tip of its
/// arrow, or Q / E to turn 15°; drag its body to move it); sound sources added with addSource()
/// or dropped (MIME type `application/x-soundstage-wave`, the wave id in hex) and dragged.
/// Rings show where a volume-1 source's retail gain falls below −12, −24, −40 and −50 dB (or,
/// in OpenAL placement, where the chosen model's gain does). Each source carries a live readout
/// of retail gain, dB and pan. Double-click a source (or playSource()) to play it; moving it or
/// the listener while it plays updates the sound through PlaybackEngine::update. A voice strip
/// shows which started sounds hold a voice and which were dropped (VoicePool: retail 16, or the
/// preferences' priority-stealing pool).
///
/// The engine is not owned and must outlive the view. GUI thread only.
class ListenerView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ListenerView)

public:
    static constexpr auto WaveMimeType = "application/x-soundstage-wave";

    /// Per-source figures as the retail client computes them.
    struct Readout {
        double distance = 0.0; ///< metres
        Attenuation attenuation;
        RetailPan pan;
    };

    struct Source {
        int id = 0;
        QString label;
        quint32 wave = 0;
        PcmBufferPtr pcm;
        double volume = 1.0;
        float priority = 0.0f;
        QPointF position; ///< metres
        SoundHandle handle = 0;
        double handleVolume = 1.0; ///< the gain `handle` plays at (`volume`, or playAt()'s)
        /// Its audio is on its way (a local file decoding on a worker; setAudioPending()):
        /// playSource() remembers the request instead of playing.
        bool pending = false;
        bool playWhenReady = false; ///< pending, and playSource() was asked
        bool loopWhenReady = false; ///< …with `loop`
    };

    explicit ListenerView(PlaybackEngine* engine, QWidget* parent = nullptr);
    ~ListenerView() override;

    void setPreferences(const Preferences& preferences);

    /// Adds a source at `position` (metres; default: 10 m ahead of the listener). Returns its id.
    int addSource(const QString& label, PcmBufferPtr pcm, double volume,
                  std::optional<QPointF> position = {}, quint32 wave = 0, float priority = 0.0f);
    void removeSource(int id);
    /// Gives a source other audio (e.g. when an override is applied or cleared): stops it if it
    /// plays, keeps its place and priority. Ends a pending state; a play asked for while
    /// pending starts now (when `pcm` is not null).
    void replaceSound(int id, const QString& label, PcmBufferPtr pcm, double volume);
    /// Marks a source's audio as on its way (its owner calls replaceSound() when it is ready,
    /// or removeSource() when it cannot be had); stops it if it plays.
    void setAudioPending(int id);
    void clearSources();
    [[nodiscard]] const std::vector<Source>& sources() const { return m_sources; }
    [[nodiscard]] const Source* source(int id) const;
    void moveSource(int id, QPointF metres);

    void setListener(QPointF metres, double headingDegrees);
    [[nodiscard]] QPointF listenerPosition() const { return m_listener; }
    [[nodiscard]] double listenerHeading() const { return m_heading; }

    /// Retail gain, dB and pan of a source as things stand.
    [[nodiscard]] Readout readout(int id) const;
    /// Plays a source from the start (stopping it first if it plays). Returns the handle; 0
    /// when nothing started, or for a pending source, which starts when its audio arrives
    /// (waitingForAudio() is emitted; stopSource() cancels the wait).
    SoundHandle playSource(int id, bool loop = false);
    /// Plays `pcm` at `volume` from a source's place without replacing the source's own audio
    /// (the firings of a motion from the setup it stands for): it overlaps what the source
    /// plays already, takes a voice in the voice strip (at `priority`), and is the source's
    /// sound from then on (moving the source or the listener moves it; stopSource() stops it).
    /// Returns 0 when nothing started (message() says why), as playSource().
    SoundHandle playAt(int id, const PcmBufferPtr& pcm, double volume, float priority = 0.0f);
    void stopSource(int id);
    void stopAll();

    /// The radius (metres) where a volume-1 source falls below `dB` under the current model.
    [[nodiscard]] double ringRadius(int dB) const;
    /// The voice allocation of the sounds started so far (last minute).
    [[nodiscard]] const VoiceSimulation& voices() const { return m_voiceSim; }

    /// Screen ↔ world, for tests and drops.
    [[nodiscard]] QPointF worldToScreen(QPointF metres) const;
    [[nodiscard]] QPointF screenToWorld(QPointF pixels) const;
    [[nodiscard]] double pixelsPerMetre() const { return m_scale; }
    void setPixelsPerMetre(double scale);
    void centreOn(QPointF metres);

signals:
    /// A wave was dropped at `metres`; the receiver decodes it and calls addSource().
    void waveDropped(quint32 waveId, QPointF metres);
    /// playSource() was asked for a pending source (its owner may say that it is decoding).
    void waitingForAudio(int id);
    /// Sources, listener or readouts changed.
    void changed();
    void message(const QString& text);

public:
    /// What the view says while it has no source, and the box it is drawn in (below the grid's
    /// top labels and the legend, tall enough for every line at the current width): for tests.
    [[nodiscard]] static QString emptyText();
    [[nodiscard]] QRectF emptyTextRect() const;
    /// The legend's box (top right, below the grid's top labels).
    [[nodiscard]] QRectF legendRect() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    enum class Grab { None, Background, Listener, Heading, Source };

    [[nodiscard]] Placement placementFor(const Source& s) const;
    [[nodiscard]] QPointF headingHandle() const;
    [[nodiscard]] int sourceAt(QPointF pixels) const;
    [[nodiscard]] QRectF voiceStripRect() const;
    void updatePlaying();
    /// Starts `pcm` from source `s` (its voice recorded first): playSource() and playAt().
    SoundHandle startVoice(Source& s, const PcmBufferPtr& pcm, double volume, float priority,
                           bool loop);
    void recordStart(int source, double seconds, float priority);
    void recomputeVoices();
    void poll();
    void paintGrid(QPainter& p);
    [[nodiscard]] QString legendText() const;
    void paintRings(QPainter& p);
    void paintListener(QPainter& p);
    void paintSources(QPainter& p);
    void paintVoiceStrip(QPainter& p);

    PlaybackEngine* m_engine;
    Preferences m_preferences;
    std::vector<Source> m_sources;
    int m_nextId = 1;
    QPointF m_listener;
    double m_heading = 0.0;
    QPointF m_centre; ///< world point at the widget centre
    double m_scale = 6.0;
    Grab m_grab = Grab::None;
    int m_grabSource = 0;
    QPointF m_lastMouse;
    QPointF m_grabOffset;

    struct Started {
        int source = 0;
        double start = 0.0;
        double duration = 0.0;
        float priority = 0.0f;
    };
    std::vector<Started> m_started;
    VoiceSimulation m_voiceSim;
    QElapsedTimer m_clock;
    QTimer* m_poll;
};

} // namespace soundstage
