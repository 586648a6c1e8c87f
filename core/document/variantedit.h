#pragma once

#include "core/common/error.h"
#include "core/document/documentfield.h"
#include "core/document/variantref.h"
#include "core/records/soundtable.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <vector>

namespace soundstage {

class SoundCatalog;

/// A bulk edit of variants, planned before it is applied: which variants change, from what to
/// what. Document::editVariants() applies a plan as one undo step; `soundstage-cli edit` and the
/// editor's bulk edit both go through it, so they refuse and round alike.
///
/// A Change sets a field to a value or scales it by a factor:
/// - probability (0 … 1), volume (≥ 0, at most 100) and priority (≥ 0) are 32-bit floats; a
///   scaled value is `float(double(old) · factor)`; every result must pass the validator
///   (DocumentValidator::checkValue), or the whole plan is refused;
/// - wave can only be set (find and replace), to 0 (silence) or a wave the catalog lists (the
///   dat's, or a pending import).
/// Changes apply in the order given; a variant whose result equals what it holds is not an
/// entry. Pure functions, thread-safe on distinct inputs; errors are ErrorCode::Usage (a bad
/// change) or ErrorCode::NotFound (a variant or wave that is not there), translated.
class VariantEdit final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::VariantEdit)

public:
    VariantEdit() = delete;

    struct Change {
        enum class Mode { Set, Scale };
        Field field = Field::VariantProbability; ///< a Variant… field
        Mode mode = Mode::Set;
        FieldValue value = 0.0f; ///< Set: u32 for VariantWave, float otherwise
        double factor = 1;       ///< Scale: finite, ≥ 0

        [[nodiscard]] static Change set(Field field, FieldValue value) {
            return {field, Mode::Set, value, 1};
        }
        [[nodiscard]] static Change scale(Field field, double factor) {
            return {field, Mode::Scale, 0.0f, factor};
        }
    };

    /// One variant that changes.
    struct Entry {
        VariantRef ref;
        SoundVariant before;
        SoundVariant after;
    };

    /// Reads `FIELD=VALUE` as users type it: FIELD is probability, volume, priority (or prob,
    /// vol, prio) or wave; VALUE a number, or for wave an id (hex or decimal).
    [[nodiscard]] static Result<Change> parseSet(QStringView text);
    /// Reads `FIELD=FACTOR` (probability, volume or priority; a finite factor ≥ 0).
    [[nodiscard]] static Result<Change> parseScale(QStringView text);

    /// The entries of applying `changes` to `variants` (duplicates count once) in `catalog`,
    /// sorted by VariantRef. Refused, with nothing planned, when a variant is not in the catalog,
    /// a change is malformed, or any result is not a valid value of its field (the message names
    /// how many variants and the first of them).
    [[nodiscard]] static Result<std::vector<Entry>> plan(const SoundCatalog& catalog,
                                                         std::vector<VariantRef> variants,
                                                         const std::vector<Change>& changes);

    /// The undo text of a plan of `count` changed variants: "Set Probability of 12 Variants",
    /// "Scale Volume of 3 Variants", "Replace Wave in 2 Variants", "Edit 5 Variants" for several
    /// changes (translated).
    [[nodiscard]] static QString describe(const std::vector<Change>& changes, int count);
    /// The field's name as parseSet() reads it ("probability", "volume", "priority", "wave").
    [[nodiscard]] static QString fieldKey(Field field);
};

} // namespace soundstage
