#pragma once

#include <QAbstractTableModel>

namespace soundstage {

class DocumentSession;
struct DocumentChange;

/// The ambient sounds of one ambient STB of a region as an editable grid: sound type, volume,
/// base chance, min and max rate (edits through Document::setValue, undoable), and whether the
/// sound is continuous (derived: base chance 0).
class AmbientModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        SoundColumn,
        VolumeColumn,
        ChanceColumn,
        MinRateColumn,
        MaxRateColumn,
        KindColumn,
        ColumnCount
    };

    explicit AmbientModel(DocumentSession* session, QObject* parent = nullptr);

    void setTarget(quint32 region, int stb);
    void clearTarget();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void onChanged(const DocumentChange& change);
    [[nodiscard]] const struct AmbientStbDesc* stb() const;

    DocumentSession* m_session;
    quint32 m_region = 0;
    int m_stb = -1;
};

} // namespace soundstage
