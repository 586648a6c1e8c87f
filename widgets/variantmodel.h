#pragma once

#include "core/document/variantodds.h"

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
    enum Role { VerdictsRole = Qt::UserRole + 1, ChanceRole };

    explicit VariantModel(DocumentSession* session, QObject* parent = nullptr);

    /// Shows a sound type of a table (nothing when absent).
    void setTarget(quint32 table, quint32 soundType);
    void clearTarget();
    [[nodiscard]] bool hasTarget() const { return m_hasTarget; }
    [[nodiscard]] quint32 table() const { return m_table; }
    [[nodiscard]] quint32 soundType() const { return m_soundType; }
    [[nodiscard]] const std::vector<VariantOdds>& odds() const { return m_odds; }

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

    DocumentSession* m_session;
    bool m_hasTarget = false;
    quint32 m_table = 0;
    quint32 m_soundType = 0;
    std::vector<VariantOdds> m_odds;
    QIcon m_warningIcon;
    QIcon m_infoIcon;
    QIcon m_okIcon;
};

} // namespace soundstage
