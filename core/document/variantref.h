#pragma once

#include <QtGlobal>

#include <compare>

namespace soundstage {

/// One variant of a table as the client consults it: the record at `index` of the first root
/// child keyed `soundType` of table `table` (the list Document edits; a shadowed second child of
/// the same key is never addressed). Ordered by table, sound type, index.
struct VariantRef {
    quint32 table = 0;
    quint32 soundType = 0;
    int index = 0;

    friend auto operator<=>(const VariantRef&, const VariantRef&) = default;
};

} // namespace soundstage
