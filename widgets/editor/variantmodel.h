#pragma once

#include "core/document/variantodds.h"
#include "widgets/session/soundlist.h"

#include <QAbstractTableModel>
#include <QIcon>

#include <optional>
#include <vector>

namespace soundstage {

class DocumentSession;
struct DocumentChange;

/// The variants of one sound type of one table as a grid: index, wave, priority, probability,
/// volume (editable; edits go through Document::setValue, one undo step each, merged while
/// typing) and the computed pick, gate, play chances and verdicts (read-only; from the
/// session's OddsCalculator, recomputed on every change of the list).
///
/// When the session's active override touches the sound type (DocumentSession::soundList()),
/// the grid shows the override's list instead, read-only: its chances under the file's `!pick`
/// mode (OverrideChances), local files by name in the wave column, and the line behind it in
/// OverrideRole. Waves a `wave` line of the override replaces are marked in any list.
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
        ColumnCount
    };
    enum Role {
        VerdictsRole = Qt::UserRole + 1,
        ChanceRole,
        /// On the wave column: the local file or the replacement the override plays for this
        /// variant, naming its line; empty when the variant plays its dat wave.
        OverrideRole,
    };

    explicit VariantModel(DocumentSession* session, QObject* parent = nullptr);

    /// Shows a sound type of a table (nothing when absent).
    void setTarget(quint32 table, quint32 soundType);
    void clearTarget();
    [[nodiscard]] bool hasTarget() const { return m_hasTarget; }
    [[nodiscard]] quint32 table() const { return m_table; }
    [[nodiscard]] quint32 soundType() const { return m_soundType; }
    [[nodiscard]] const std::vector<VariantOdds>& odds() const { return m_odds; }
    /// The list shown (the dat's, or the override's).
    [[nodiscard]] const SoundList& soundList() const { return m_list; }
    /// Whether the rows are the override's list (read-only).
    [[nodiscard]] bool isOverridden() const { return m_list.overridden(); }
    /// A sentence or two on what a user hears from a row and why (retail terms for a dat list,
    /// the override's pick mode for an override's list).
    [[nodiscard]] QString explain(int row) const;

    /// Why `text` cannot be stored in the cell, or an empty string when it can.
    [[nodiscard]] QString refusal(const QModelIndex& index, const QString& text) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Parses a float as users type it (their locale or C notation).
    [[nodiscard]] static std::optional<float> parseNumber(const QString& text);

signals:
    /// An edit was refused; `reason` says why in words.
    void editRefused(const QModelIndex& index, const QString& reason);

private:
    void onChanged(const DocumentChange& change);
    void recompute();
    [[nodiscard]] const std::vector<SoundVariant>* variants() const;
    void computeOverrideOdds();
    [[nodiscard]] QString overrideText(int row) const;

    DocumentSession* m_session;
    bool m_hasTarget = false;
    quint32 m_table = 0;
    quint32 m_soundType = 0;
    std::vector<VariantOdds> m_odds;
    SoundList m_list;
    std::vector<bool> m_fileMissing; ///< per row of an override's list
    QIcon m_warningIcon;
    QIcon m_infoIcon;
    QIcon m_okIcon;
    QIcon m_overrideIcon;
};

} // namespace soundstage
