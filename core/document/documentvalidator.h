#pragma once

#include "core/document/documentfield.h"
#include "core/document/documentlocation.h"
#include "core/document/soundcatalog.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

/// Something worth telling a user about a document, with the place to jump to.
struct Finding {
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Warning;
    DocumentLocation location;
    QString message; ///< translated, one sentence
};

/// The value rules of the editor, in one place.
///
/// Refused (checkValue): non-finite floats; probability outside 0 … 1; volume below 0 or above
/// 100; priority below 0; min/max rate below 0; a wave id other than 0 outside
/// 0x0A000000–0x0A00FFFF; a table id other than 0 outside 0x20000000–0x2000FFFF; an ambient
/// sound type above 0xFFFF. Accepted but reported (findings): volume above 1 (the client clamps
/// the gain to 1 within 5 m, so louder only carries farther), a wave or table the dat does not
/// hold, a lost last variant, gated-off and silent records, duplicate sound types, and so on.
class DocumentValidator final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DocumentValidator)

public:
    /// Why `value` cannot be stored at `ref`, or nothing when it can. Does not look the place up.
    [[nodiscard]] static std::optional<QString> checkValue(const FieldRef& ref,
                                                           const FieldValue& value);

    /// Every finding of the catalog: tables, regions' ambient sounds, setups. Ordered by record.
    [[nodiscard]] static std::vector<Finding> findings(const SoundCatalog& catalog);
    /// The findings of one table.
    static void tableFindings(const SoundCatalog& catalog, const SoundTable& table,
                              std::vector<Finding>& out);
};

} // namespace soundstage
