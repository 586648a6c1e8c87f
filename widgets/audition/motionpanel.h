#pragma once

#include "core/audio/playbackengine.h"
#include "core/triggers/motionsimulation.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace soundstage {

struct MotionTable;
class Auditioner;
class DocumentSession;
class FrameStrip;
class ListenerView;
class MotionPlayer;
class TriggerIndex;

/// Motion audition: choose a Setup (one with a motion table), a style and a motion (the
/// commands its motion table plays in that style, by their MotionCommand names), a seed and a
/// length, press Play, and the motion's sounds fire in rhythm through the playback engine —
/// the events MotionSimulation computes for that seed (the client's pick and gate per firing,
/// the same as `soundstage-cli motion` lists), under the session's FPU model and on the open
/// document's tables as edited. A frame strip shows the playing animation, its sound hooks and
/// the playhead; a list shows each firing as it happens with what it chose (variant and wave,
/// or why it is silent). The setup is a source in the listener view (added on the first Play,
/// 4 m ahead of the listener, 30° to the right): its firings play from there, placed as every
/// listener source is.
///
/// It plays from the session's trigger index (DocumentSession::triggers(), with the document's
/// unsaved hook and Setup edits in it) and takes each new one as it is built: a hook edited or
/// undone changes what the next Play plays and what the strip marks, without reopening. Play
/// pressed while the index is being rebuilt after an edit waits for it and then plays. A play
/// that runs when the index is replaced goes on with the index it was simulated on (the player
/// keeps it). Default pairings only (the setup's own motion and sound table), which the panel
/// says.
///
/// Ownership: the session, the auditioner and the listener view are not owned; the session and
/// the auditioner must outlive the panel (the listener view may go first). GUI thread only.
class MotionPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MotionPanel)

public:
    /// `listener` may be null: the firings then play at the listener (distance 0).
    MotionPanel(DocumentSession* session, Auditioner& auditioner, ListenerView* listener,
                QWidget* parent = nullptr);
    ~MotionPanel() override;

    /// The panel has an index of the open document (setups listed, Play possible).
    [[nodiscard]] bool isIndexReady() const { return m_index != nullptr; }

    /// Chooses a setup, a motion and (optionally) a style in the boxes; false when the index
    /// lacks it or the motion table has no such motion there.
    bool selectMotion(quint32 setup, quint32 command, std::optional<quint32> style = {});
    void setSeed(quint32 seed);
    void setSeconds(double seconds);
    /// Simulates the chosen motion and starts playing it (Play); while the session's index is
    /// being rebuilt after an edit, once the new one is ready (isPlayPending()).
    void play();
    /// Stops the play and every sound it started (Stop), and a play that waits.
    void stop();
    /// Play was pressed and waits for the index of the document's current state.
    [[nodiscard]] bool isPlayPending() const { return m_playPending; }

    [[nodiscard]] MotionPlayer* player() const { return m_player; }
    [[nodiscard]] FrameStrip* frameStrip() const { return m_strip; }
    [[nodiscard]] QTreeWidget* firingList() const { return m_list; }
    [[nodiscard]] QPushButton* playButton() const { return m_playButton; }
    [[nodiscard]] QPushButton* stopButton() const { return m_stopButton; }
    [[nodiscard]] QComboBox* setupBox() const { return m_setupBox; }
    [[nodiscard]] QComboBox* styleBox() const { return m_styleBox; }
    [[nodiscard]] QComboBox* motionBox() const { return m_motionBox; }
    [[nodiscard]] QSpinBox* seedBox() const { return m_seedBox; }
    [[nodiscard]] QDoubleSpinBox* secondsBox() const { return m_secondsBox; }
    [[nodiscard]] QLabel* summary() const { return m_summary; }
    /// The listener source standing for the setup (0 before the first Play).
    [[nodiscard]] int listenerSource() const { return m_sourceId; }
    /// The engine handles of the sounds this play started, in firing order (0 where a firing
    /// that plays could not start: no output, dropped, inaudible).
    [[nodiscard]] const std::vector<SoundHandle>& startedSounds() const { return m_started; }

    /// What a firing did, in words: "played", "silent: gate", … (translated).
    [[nodiscard]] static QString outcomeText(MotionSoundEvent::Outcome outcome);

signals:
    /// The panel took a new index of the session's (isIndexReady()): after an open, and after
    /// each edit that changes the triggers.
    void indexReady();
    /// A line for the status bar.
    void message(const QString& text);

private:
    void onDocumentReplaced();
    void onIndexChanged();
    /// Simulates and plays with the index the panel holds.
    void playNow();
    /// The motion table of the setup in the box (nullptr without one).
    [[nodiscard]] const MotionTable* chosenTable() const;
    void fillSetups();
    void fillStyles();
    void fillMotions();
    void onFired(std::size_t index);
    void onMoved(double seconds);
    void updateButtons();
    void updateSummary();
    void ensureListenerSource(quint32 setup);

    DocumentSession* m_session;
    Auditioner& m_auditioner;
    QPointer<ListenerView> m_listener;
    std::shared_ptr<const TriggerIndex> m_index; ///< the session's, as last taken
    MotionPlayer* m_player;

    QComboBox* m_setupBox;
    QComboBox* m_styleBox;
    QComboBox* m_motionBox;
    QSpinBox* m_seedBox;
    QDoubleSpinBox* m_secondsBox;
    QPushButton* m_playButton;
    QPushButton* m_stopButton;
    QLabel* m_summary;
    FrameStrip* m_strip;
    QTreeWidget* m_list;

    int m_sourceId = 0;
    bool m_playPending = false;
    std::vector<SoundHandle> m_started;
    std::optional<MotionRequest> m_request; ///< of the play shown
    AnimData m_stripAnim;                   ///< what the strip shows
    QString m_problem;                      ///< why nothing can play (shown in the summary)
};

} // namespace soundstage
