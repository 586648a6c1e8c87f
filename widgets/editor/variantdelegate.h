#pragma once

#include <QStyledItemDelegate>

namespace soundstage {

class DocumentSession;
class WaveIdModel;

/// Editors for the variant grid: a line edit per cell, with completion from the dat's waves in
/// the wave column (the ids are read when such an editor opens, not when a dat is opened). A value
/// the document would refuse is refused in place: Enter or Tab keeps the editor open, marks it and
/// shows the reason beside it (and in the status bar).
class VariantDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit VariantDelegate(DocumentSession* session, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    /// Stores the editor's text through VariantModel::commit() unless it is what the cell holds
    /// or was stored already; returns the refusal, or an empty string.
    QString commitEditor(QWidget* editor) const;
    void showRefusal(QWidget* editor, const QString& reason) const;

    DocumentSession* m_session;
    WaveIdModel* m_waves;
};

} // namespace soundstage
