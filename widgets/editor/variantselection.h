#pragma once

#include "core/document/variantref.h"
#include "core/retail/fpumodel.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace soundstage {

class TableEditor;
class VariantFilter;
class Document;

/// The variants a bulk edit acts on, with a sentence saying where they come from. Three ways to
/// choose them:
/// - in the table editor: several sound types selected in its list mean every variant of each;
///   otherwise the rows selected in the grid of the one shown (none while the grid shows an
///   override's read-only list);
/// - in the browser: the variants of every table the filter matches that match it too;
/// - in the browser's Variants list: the rows selected there (ofList());
/// - tables selected in the browser (for "Make Every Variant Reachable").
/// GUI thread; the results are values (they keep no pointer into the document).
class VariantSelection final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::VariantSelection)

public:
    VariantSelection() = default;

    /// What `editor` (showing a table of `document`) has selected.
    [[nodiscard]] static VariantSelection ofEditor(const TableEditor& editor,
                                                   const Document& document);
    /// Every variant of `document` that `filter` (typed as `filterText`) matches, its verdicts
    /// under `model`.
    [[nodiscard]] static VariantSelection ofFilter(const Document& document,
                                                   const VariantFilter& filter, FpuModel model,
                                                   const QString& filterText);

    /// The variants `variants` (rows selected in the browser's Variants list, listing the
    /// matches of `filterText`).
    [[nodiscard]] static VariantSelection ofList(std::vector<VariantRef> variants,
                                                 const QString& filterText);

    [[nodiscard]] const std::vector<VariantRef>& variants() const { return m_variants; }
    [[nodiscard]] bool isEmpty() const { return m_variants.empty(); }
    /// "4 variants of Footstep1 in table 0x20000001", "12 variants matching “prob<0.5”" …
    [[nodiscard]] const QString& description() const { return m_description; }

private:
    std::vector<VariantRef> m_variants;
    QString m_description;
};

} // namespace soundstage
