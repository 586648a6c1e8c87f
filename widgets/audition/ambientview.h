#pragma once

#include "core/document/documentchange.h"
#include "core/override/overrideambient.h"
#include "core/override/overridepreview.h"
#include "core/retail/ambientschedule.h"

#include <QElapsedTimer>
#include <QWidget>

#include <map>
#include <memory>
#include <optional>

class QCustomPlot;
class QCPItemStraightLine;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace soundstage {

class AmbientSoundEdits;
class Auditioner;
class BackgroundTask;
class DocumentSession;
class ProgressIndicator;
class SoundCatalog;

/// The ambient sound tables of the dat's regions: each STB with its AmbientSoundDescs (sound
/// type, volume, base chance, min and max rate; continuous shown as derived from base chance
/// 0) and the scene types that use it. For the selected STB a seeded AmbientSchedule
/// simulation over a chosen span is drawn as a timeline (events per sound as markers — filled
/// when heard, hollow when the chance roll or the gate kept them silent — and continuous
/// sounds as bars), and "Play ambience" auditions that simulation live: a timer walks the events
/// and plays each heard one through the Auditioner at its direction, distance and volume.
///
/// Selecting an STB or pressing Simulate simulates in the background (simulateInBackground():
/// long spans take a while), with progress and Cancel beside the button.
///
/// With an override file previewed (setOverride()), the simulation and "Play ambience" use the
/// override's list for each sound type the file touches (OverrideAmbient: its alternatives,
/// local files included, under the file's `!pick` mode; a silenced sound type is never heard),
/// and the timeline draws the events it picked apart, naming their local file or wave
/// (eventLabel(), the tooltip over a marker, the sound's axis label).
///
/// The catalog and the auditioner are not owned and must outlive the view (setCatalog(nullptr)
/// first when the catalog goes). GUI thread only; the worker gets copies, never the catalog.
class AmbientView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AmbientView)

public:
    explicit AmbientView(Auditioner* auditioner, QWidget* parent = nullptr);
    ~AmbientView() override;

    void setCatalog(const SoundCatalog* catalog);
    /// The session whose FPU model simulations follow (nullptr, the default:
    /// FpuModel::Single), and that learns which STB the user selects (currentLocation()). The
    /// view follows the session's document changes (onDocumentChanged()).
    void setSession(DocumentSession* session);
    /// What an edit, undo or redo means here: an ambient field or a region's STB list changed →
    /// the tree shows the new values and the selected STB (kept) is simulated again; a table an
    /// STB plays changed, a wave appeared or the gate model changed → the selected STB is
    /// simulated again; a Reset of everything → the tree is rebuilt, the selection kept where it
    /// still exists.
    void onDocumentChanged(const DocumentChange& change);
    /// The override file whose lists the simulation uses (nullptr: the dat's tables alone, e.g.
    /// when the preview is bypassed or cleared). Re-simulates the selected STB in the background
    /// when it changes.
    void setOverride(std::shared_ptr<const OverridePreview> preview);
    [[nodiscard]] const std::shared_ptr<const OverridePreview>& overridePreview() const {
        return m_override;
    }
    /// Selects an STB and simulates it in the background with the current seed and span.
    bool selectStb(quint32 region, int stbIndex);
    /// Simulates the selected STB at once (nothing when none is selected), cancelling a
    /// background simulation.
    const AmbientSchedule* simulate(quint32 seed, double seconds);
    /// Simulates the selected STB on a worker thread: the timeline shows the result when it
    /// arrives (simulated()). Cancelled by the Cancel button, another simulation, another
    /// selection or setCatalog(); a cancelled simulation leaves the view as it was.
    void simulateInBackground(quint32 seed, double seconds);
    [[nodiscard]] BackgroundTask* simulationTask() const { return m_simTask; }
    [[nodiscard]] const AmbientSchedule* schedule() const {
        return m_schedule ? &*m_schedule : nullptr;
    }
    /// Points drawn on the timeline: (seconds, sound index) of heard and of silent events, and
    /// bar segments of continuous sounds.
    [[nodiscard]] int heardMarkerCount() const;
    [[nodiscard]] int silentMarkerCount() const;
    [[nodiscard]] int continuousBarCount() const;
    /// Heard events the override's lists picked (drawn apart from the dat's heard events).
    [[nodiscard]] int overrideMarkerCount() const;
    /// What an event of the shown schedule plays, for a tooltip: the local file's name or the
    /// wave id, and the override line that chose it ("door.mp3 · override line 3").
    [[nodiscard]] QString eventLabel(const AmbientEvent& event) const;
    /// The local file (absolute) an event of the shown schedule plays, or empty.
    [[nodiscard]] QString eventFile(const AmbientEvent& event) const;

    void playAmbience();
    void stopAmbience();
    [[nodiscard]] bool isPlayingAmbience() const;
    [[nodiscard]] int ambienceEventsPlayed() const { return m_played; }

    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }
    /// The timeline's plotting area and its legend's, in plot() coordinates (for layout tests).
    [[nodiscard]] QRect timelineRect() const;
    [[nodiscard]] QRect legendRect() const;
    /// The tree of regions and STBs: filled when the view is on screen at setCatalog(), else
    /// when it is shown or asked for here (a retail dat's regions make thousands of items, not
    /// built for a dock behind another tab while the dat opens: its dock's owner asks when the
    /// tab comes to the front).
    [[nodiscard]] QTreeWidget* tree() const;
    /// Adding, removing and editing ambient sounds on the tree.
    [[nodiscard]] AmbientSoundEdits* edits() const { return m_edits; }

signals:
    void message(const QString& text);
    /// A simulation's timeline is shown.
    void simulated();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Job;
    struct Simulated;
    /// What a simulation of the selected STB needs, copied; nothing when none is selected.
    [[nodiscard]] std::optional<Job> prepare(quint32 seed, double seconds) const;
    void showSchedule(Simulated result, quint32 seed, double seconds);
    void playEvent(const AmbientEvent& event);
    [[nodiscard]] const AmbientEvent* eventNear(QPoint pixel) const;
    void fillTree();
    /// fillTree() now when the view is visible, else when it is shown (or tree() is asked for).
    void fillTreeWhenShown();
    void fillTreeIfStale();
    /// fillTree() keeping the selected STB (and simulating it again) when it still exists.
    void refreshKeepingSelection();
    void onTreeSelection();
    void resimulate();
    void drawTimeline();
    void stepAmbience();

    Auditioner* m_auditioner;
    const SoundCatalog* m_catalog = nullptr;
    bool m_treeStale = false; ///< the tree waits to be filled for m_catalog (fillTreeWhenShown)
    DocumentSession* m_session = nullptr;
    std::shared_ptr<const OverridePreview> m_override;
    std::optional<std::pair<quint32, int>> m_selected;
    std::optional<AmbientSchedule> m_schedule;
    /// The table and the override's sounds the shown schedule was simulated with.
    SoundTable m_scheduleTable;
    std::map<quint32, OverrideAmbient::Sound> m_scheduleOverride;
    std::size_t m_nextEvent = 0;
    int m_played = 0;
    QElapsedTimer m_clock;

    QTreeWidget* m_tree;
    AmbientSoundEdits* m_edits;
    QCustomPlot* m_plot;
    QCPItemStraightLine* m_playhead = nullptr;
    QLineEdit* m_seed;
    QDoubleSpinBox* m_span;
    QPushButton* m_simulate;
    QPushButton* m_play;
    QLabel* m_summary;
    QTimer* m_timer;
    BackgroundTask* m_simTask;
    ProgressIndicator* m_simProgress;
};

} // namespace soundstage
