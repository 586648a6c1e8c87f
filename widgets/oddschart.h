#pragma once

#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/rollsimulator.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCustomPlot;
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
/// Self-contained (QCustomPlot inside); give it variants with setVariants(). GUI thread only.
class OddsChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OddsChart)

public:
    explicit OddsChart(QWidget* parent = nullptr);
    ~OddsChart() override;

    /// Shows a record list. `title` names it (e.g. "Swoosh2 in 0x200000A8"). Clears any roll.
    void setVariants(const std::vector<SoundVariant>& variants, const QString& title = {},
                     const WaveExists& waveExists = {}, FpuModel model = FpuModel::Single);
    void clear();

    /// Simulates `count` events seeded with `seed` and overlays the histogram (observed share
    /// of events per variant). No-op without variants.
    void roll(quint64 count, quint32 seed);
    /// The same on a worker thread (from a copy of the variants): the overlay appears when it is
    /// done (rollFinished()). Cancelled by the Cancel button, another roll or setVariants();
    /// a cancelled roll leaves the chart as it was.
    void rollInBackground(quint64 count, quint32 seed);
    [[nodiscard]] BackgroundTask* rollTask() const { return m_rollTask; }

    [[nodiscard]] const EventOutcome& outcome() const { return m_outcome; }
    [[nodiscard]] const std::optional<RollSimulation>& rollResult() const { return m_roll; }
    /// Indices the chart marks as never chosen.
    [[nodiscard]] std::vector<int> neverChosenIndices() const;
    /// The fit line under the chart ("" before a roll).
    [[nodiscard]] QString fitText() const;
    /// Number of plottables drawn (authored, play chance, and the roll when there is one).
    [[nodiscard]] int seriesCount() const;
    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }

signals:
    /// A roll's overlay is shown.
    void rollFinished();

private:
    void onRollClicked();
    void showRoll(RollSimulation simulation);
    void rebuild();

    std::vector<SoundVariant> m_variants;
    WaveExists m_waveExists;
    FpuModel m_model = FpuModel::Single;
    QString m_title;
    EventOutcome m_outcome;
    std::optional<RollSimulation> m_roll;

    QCustomPlot* m_plot;
    QCPTextElement* m_titleElement = nullptr;
    QSpinBox* m_count;
    QLineEdit* m_seed;
    QPushButton* m_rollButton;
    QLabel* m_fit;
    BackgroundTask* m_rollTask;
    ProgressIndicator* m_rollProgress;
};

} // namespace soundstage
