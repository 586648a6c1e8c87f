#pragma once

#include "core/override/overridechances.h"
#include "core/override/overrideentry.h"
#include "core/override/overridefile.h"
#include "core/override/overrideroller.h"
#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/rollsimulator.h"

#include <QSharedPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxisTickerText;
class QCPBars;
class QCPItemText;
class QCPTextElement;
class QLabel;
class QSpinBox;
class QLineEdit;
class QPushButton;

namespace soundstage {

class BackgroundTask;
class ProgressIndicator;

/// Odds of one sound type: per variant, the authored probability beside the real play chance
/// (EventOutcome: pick × gate), with a "never chosen" mark on records the client can never
/// pick. "Roll" simulates `count` seeded events (RollSimulator) and overlays the observed
/// shares, with the chi-square fit against the exact chances. The button rolls in the
/// background (rollInBackground(): up to ten million events, with progress and Cancel beside it).
///
/// An override file's list (setOverride()) is shown under the file's `!pick` mode instead: per
/// alternative its probability (a weight under `weighted`) beside its chance of being heard
/// (OverrideChances), marks for never chosen, gated off and silent alternatives, and "Roll"
/// simulates with OverrideRoller against those chances. Either way the chart draws one
/// EventOutcome (outcome()); the window hands it the one the table grid shows
/// (DocumentSession::outcome()), so both always agree.
///
/// Bars are named "#index" over their wave id (or label) while those fit the width; narrower,
/// the names are elided from the left (the distinguishing end stays), then only every few
/// "#index" are written; verdict marks shorten to "✕" where they would collide. Hovering a bar
/// (tooltip) always gives its full name, chances and verdicts (barToolTip()).
///
/// Self-contained (QCustomPlot inside); give it variants with setVariants(). The data and the
/// accessors follow at once; the plot is drawn at the next turn of the event loop (or when it
/// is painted, e.g. grab(), whichever comes first), so a burst of changes — opening a dat
/// selects, clears and selects again — draws once and never inside the burst. GUI thread only.
class OddsChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OddsChart)

public:
    explicit OddsChart(QWidget* parent = nullptr);
    ~OddsChart() override;

    /// Shows a record list. `title` names it (e.g. "Swoosh2 in 0x200000A8"). Clears any roll.
    /// `labels`, when given, name the bars instead of their wave ids (e.g. "0x0A000040 →
    /// door.wav" for a wave an override replaces).
    void setVariants(const std::vector<SoundVariant>& variants, const QString& title = {},
                     const WaveExists& waveExists = {}, FpuModel model = FpuModel::Single,
                     const QStringList& labels = {});
    /// The same with the outcome already computed (EventOutcome::compute() of `variants` under
    /// its model and `waveExists`; rolls use that model). `outcome` must not be null.
    void setVariants(std::shared_ptr<const EventOutcome> outcome,
                     const std::vector<SoundVariant>& variants, const QString& title,
                     const WaveExists& waveExists, const QStringList& labels = {});
    /// Shows an override entry's alternatives under `mode` (ticks name each by `labels`, e.g.
    /// the wave id or the local file name). Clears any roll.
    void setOverride(const OverrideEntry& entry, OverrideFile::PickMode mode,
                     const QStringList& labels, const QString& title = {},
                     FpuModel model = FpuModel::Single);
    /// The same with the outcome already computed (OverrideChances::compute() of `entry`,
    /// perhaps with missing waves and files marked; rolls use its model). Must not be null.
    void setOverride(std::shared_ptr<const EventOutcome> outcome, const OverrideEntry& entry,
                     OverrideFile::PickMode mode, const QStringList& labels,
                     const QString& title = {});
    void clear();
    /// Whether an override's list is shown (setOverride()) rather than a dat list.
    [[nodiscard]] bool isOverride() const { return m_override.has_value(); }

    /// The most events one roll simulates; a larger count is capped there, and the fit line
    /// says so.
    static constexpr quint64 MaxRollEvents = 10'000'000;
    /// Simulates `count` events seeded with `seed` and overlays the histogram (observed share
    /// of events per variant). No-op without variants.
    void roll(quint64 count, quint32 seed);
    /// The same on a worker thread (from a copy of the variants): the overlay appears when it is
    /// done (rollFinished()). Cancelled by the Cancel button, another roll or setVariants();
    /// a cancelled roll leaves the chart as it was.
    void rollInBackground(quint64 count, quint32 seed);
    [[nodiscard]] BackgroundTask* rollTask() const { return m_rollTask; }

    /// The outcome drawn: of the dat list by the client's pick, or of the override's list under
    /// its `!pick` mode (EventOutcome::statedPick).
    [[nodiscard]] const EventOutcome& outcome() const { return *m_outcome; }
    /// The same, shared (the very object the caller handed over, when it did).
    [[nodiscard]] const std::shared_ptr<const EventOutcome>& sharedOutcome() const {
        return m_outcome;
    }
    /// Bars shown: the variants (or the override's alternatives).
    [[nodiscard]] int variantCount() const;
    /// The real play chance drawn per bar (retail, or under the override's pick mode).
    [[nodiscard]] std::vector<double> playChances() const;
    /// The override roll, when the last roll was of an override's list.
    [[nodiscard]] const std::optional<OverrideRoller::Simulation>& overrideRoll() const {
        return m_overrideRoll;
    }
    [[nodiscard]] const std::optional<RollSimulation>& rollResult() const { return m_roll; }
    /// Indices the chart marks as never chosen.
    [[nodiscard]] std::vector<int> neverChosenIndices() const;
    /// The fit under the chart in full ("" before a roll); the line shows its verdict.
    [[nodiscard]] QString fitText() const;
    /// Number of plottables drawn (authored, play chance, and the roll when there is one).
    [[nodiscard]] int seriesCount() const;
    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }
    /// What hovering bar `index` shows: "#index name", the chances and any verdict ("" when
    /// there is no such bar).
    [[nodiscard]] QString barToolTip(int index) const;
    /// The x-axis label of bar `index` as last drawn ("" when hidden to make room).
    [[nodiscard]] QString tickLabel(int index) const;
    /// The text of the verdict mark over bar `index` as last drawn ("" when unmarked).
    [[nodiscard]] QString markText(int index) const;
    /// Where the centre of bar `index` is drawn: x in plot()'s pixels, as last laid out.
    [[nodiscard]] int barCentre(int index) const;
    /// Where the legend is drawn, in this widget's pixels, as last laid out (empty when hidden).
    [[nodiscard]] QRect legendRect() const;
    /// Where the bars are drawn (the axis rectangle), in this widget's pixels.
    [[nodiscard]] QRect barsRect() const;

signals:
    /// A roll's overlay is shown.
    void rollFinished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Draws the plot later (once, however often it is called before).
    void scheduleReplot();
    /// Draws the plot now if scheduleReplot() asked for it.
    void replotIfPending();
    /// Fits tick labels and verdict marks to the width about to be drawn (before each replot).
    void fitLabels();
    void onRollClicked();
    /// The one-line fit under the chart and its full sentence (tooltip, fitText()).
    void showFit(quint64 events, quint32 seed, qint64 silent, double exactSilence,
                 const ChiSquareFit& fit, const QString& verdict);
    void showRoll(RollSimulation simulation);
    void rebuild();
    void rebuildOverride();
    void placeLegend();
    void fitLegend();
    /// A verdict mark ("✕ never chosen") over bar `index`.
    void addMark(int index, const QString& text);
    /// One bar series of the chart, styled (the caller sets its data and group).
    QCPBars* addBars(const QString& name, const QColor& pen, const QColor& brush, double width);
    /// Verdict marks over the bars that never sound, for either kind of list.
    void addVerdictMarks();

    std::vector<SoundVariant> m_variants;
    WaveExists m_waveExists;
    QString m_title;
    QStringList m_labels;
    std::shared_ptr<const EventOutcome> m_outcome;
    std::optional<RollSimulation> m_roll;
    struct Override {
        OverrideEntry entry;
        OverrideFile::PickMode mode = OverrideFile::PickMode::Uniform;
        QStringList labels;
    };
    std::optional<Override> m_override;
    std::optional<OverrideRoller::Simulation> m_overrideRoll;

    QCustomPlot* m_plot;
    QCPTextElement* m_titleElement = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    /// Per bar, the name under its "#index": wave id or label.
    QStringList m_barNames;
    struct Mark {
        QCPItemText* item;
        int index;
        QString text;
    };
    std::vector<Mark> m_marks;
    QSpinBox* m_count;
    QLineEdit* m_seed;
    QPushButton* m_rollButton;
    QLabel* m_fit;
    BackgroundTask* m_rollTask;
    ProgressIndicator* m_rollProgress;
    bool m_replotPending = false;
    /// The last roll asked for more than MaxRollEvents.
    bool m_capped = false;
};

} // namespace soundstage
