#pragma once

#include "core/common/error.h"

#include "core/document/documentfield.h"

#include <QAbstractTableModel>

#include <optional>

namespace soundstage {

class Document;
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

    /// The Field a column edits (nothing for the derived kind). The Ambient dock's tree has the
    /// same columns (AmbientSoundEdits::Column).
    [[nodiscard]] static std::optional<Field> fieldOf(int column);
    /// One ambient value typed as text (a sound type's name or number, a number in the user's
    /// or the C locale) set through Document::setValue: the one edit path of the STB page's
    /// grid and the Ambient dock. Refusals (Usage: not a number or sound type, or the
    /// validator's reason) start with the field's name (Document::ambientFieldName()).
    static Result<void> edit(Document& document, const FieldRef& ref, const QString& text);

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
