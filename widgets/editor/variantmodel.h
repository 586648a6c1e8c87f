#pragma once

#include "core/retail/eventoutcome.h"
#include "widgets/session/soundlist.h"

#include <QAbstractTableModel>
#include <QIcon>

#include <memory>
#include <optional>
#include <vector>

namespace soundstage {

class DocumentSession;
struct DocumentChange;

/// The variants of one sound type of one table as a grid: index, wave, priority, probability,
/// volume (editable; edits go through Document::setValue, one undo step each, merged while
/// typing) and the computed pick, gate, play chances and verdicts (read-only; the session's
/// outcome() of the sound type, which the odds chart shares, new on every change of the list
/// or of the session's FPU model).
///
/// When the session's active override touches the sound type (DocumentSession::soundList()),
/// the grid shows the override's list instead, read-only: its chances under the file's `!pick`
/// mode (OverrideChances), local files by name in the wave column, and the line behind it in
/// OverrideRole. Waves a `wave` line of the override replaces are marked in any list.
/// An optional last column gives each variant's loudness with its volume (LoudnessColumn).
class VariantModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        IndexColumn,
        WaveColumn,
        PriorityColumn,
        ProbabilityColumn,
        VolumeColumn,
        PickColumn,
        GateColumn,
        PlayColumn,
        VerdictColumn,
        /// Optional (setLoudnessShown()): what the variant plays, in LUFS with its volume.
        LoudnessColumn,
        ColumnCount
    };
    enum Role {
        VerdictsRole = Qt::UserRole + 1,
        ChanceRole,
        /// On the wave column: the local file or the replacement the override plays for this
        /// variant, naming its line; empty when the variant plays its dat wave.
        OverrideRole,
        /// On the loudness column: the integrated loudness with the variant's volume, LUFS
        /// (double; −inf for silence), or an invalid QVariant while it is measured or failed.
        LoudnessRole,
    };

    explicit VariantModel(DocumentSession* session, QObject* parent = nullptr);

    /// Shows a sound type of a table (nothing when absent).
    void setTarget(quint32 table, quint32 soundType);
    void clearTarget();
    [[nodiscard]] bool hasTarget() const { return m_hasTarget; }
    [[nodiscard]] quint32 table() const { return m_table; }
    [[nodiscard]] quint32 soundType() const { return m_soundType; }
    /// The odds shown (the session's outcome() of the target), or nullptr without one.
    [[nodiscard]] const std::shared_ptr<const EventOutcome>& outcome() const { return m_outcome; }
    /// The list shown (the dat's, or the override's).
    [[nodiscard]] const SoundList& soundList() const { return m_list; }
    /// Whether the rows are the override's list (read-only).
    [[nodiscard]] bool isOverridden() const { return m_list.overridden(); }
    /// A sentence or two on what a user hears from a row and why (retail terms for a dat list,
    /// the override's pick mode for an override's list).
    [[nodiscard]] QString explain(int row) const;

    /// Stores `text` in the cell as one edit (Document::setValue, which validates it: the only
    /// check on the way). Returns why it was refused, or an empty string when it was stored (or
    /// was already the value). setData() does the same and emits editRefused() on a refusal.
    [[nodiscard]] QString commit(const QModelIndex& index, const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Whether the Loudness column is filled: off by default, so nothing is measured for a grid
    /// that does not show it. On, every row's wave or local file is measured in the background
    /// (DocumentSession::loudness()) and the column fills in as results arrive.
    void setLoudnessShown(bool shown);
    [[nodiscard]] bool loudnessShown() const { return m_loudnessShown; }

    /// Parses a float as users type it (their locale or C notation).
    [[nodiscard]] static std::optional<float> parseNumber(const QString& text);

signals:
    /// An edit was refused; `reason` says why in words.
    void editRefused(const QModelIndex& index, const QString& reason);

private:
    void onChanged(const DocumentChange& change);
    void recompute();
    [[nodiscard]] const std::vector<SoundVariant>* variants() const;
    [[nodiscard]] QString overrideText(int row) const;
    [[nodiscard]] bool fileMissing(std::size_t row) const;
    [[nodiscard]] QVariant loudnessData(int row, int role) const;

    DocumentSession* m_session;
    bool m_hasTarget = false;
    bool m_loudnessShown = false;
    quint32 m_table = 0;
    quint32 m_soundType = 0;
    std::shared_ptr<const EventOutcome> m_outcome;
    SoundList m_list;
    QIcon m_warningIcon;
    QIcon m_infoIcon;
    QIcon m_okIcon;
    QIcon m_overrideIcon;
};

} // namespace soundstage
