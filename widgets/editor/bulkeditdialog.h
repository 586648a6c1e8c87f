#pragma once

#include "core/common/error.h"
#include "core/document/variantedit.h"
#include "widgets/editor/variantselection.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace soundstage {

class DocumentSession;

/// "Edit Variants": one change (set a field, multiply it, or replace the wave) for every variant
/// of a VariantSelection, applied as one undo step (Document::editVariants). While the user
/// types, the dialog shows the plan (VariantEdit::plan): how many variants change, and every
/// table and sound type it touches with its first change (a find and replace of a wave shows
/// where the wave goes); a plan that is refused says why and cannot be applied.
/// GUI thread; the selection is a value taken when the dialog opened.
class BulkEditDialog final : public QDialog {
    Q_OBJECT

public:
    BulkEditDialog(DocumentSession* session, VariantSelection selection, QWidget* parent = nullptr);

    [[nodiscard]] QComboBox* fieldBox() const { return m_field; }
    /// "Set to" (row 0) or "Multiply by" (row 1; not for the wave).
    [[nodiscard]] QComboBox* modeBox() const { return m_mode; }
    [[nodiscard]] QLineEdit* valueEdit() const { return m_value; }
    /// One row per table and sound type the plan touches (at most MaxPreviewRows, then a row
    /// saying how many more).
    [[nodiscard]] QTreeWidget* preview() const { return m_preview; }
    /// How many variants change, or why nothing can.
    [[nodiscard]] QLabel* summaryLabel() const { return m_summary; }
    [[nodiscard]] QDialogButtonBox* buttons() const { return m_buttons; }

    /// Selects the field (a Variant… field) and mode and enters the value text, as a user would.
    void setChange(Field field, VariantEdit::Change::Mode mode, const QString& value);
    /// The entries the values entered now would change; empty when they cannot be applied.
    [[nodiscard]] const std::vector<VariantEdit::Entry>& plan() const { return m_plan; }
    /// Applies the plan (Document::editVariants); the number of variants changed, or why not.
    Result<int> apply();

    static constexpr int MaxPreviewRows = 500;

private:
    /// The change the inputs describe, or why they describe none.
    [[nodiscard]] Result<VariantEdit::Change> change() const;
    void replan();

    DocumentSession* m_session;
    VariantSelection m_selection;
    std::vector<VariantEdit::Entry> m_plan;
    QComboBox* m_field;
    QComboBox* m_mode;
    QLineEdit* m_value;
    QLabel* m_summary;
    QTreeWidget* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace soundstage
