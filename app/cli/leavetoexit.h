#pragma once
// A one-shot command's large result handed to the end of the process instead of destroyed.

#include <type_traits>
#include <utility>
#include <vector>

namespace soundstage::cli {

/// Keeps `value` alive until the process ends, never destroying it. A command's model of a
/// large input (100,000 override lines are about 300,000 heap blocks) would otherwise be freed
/// block by block just before the system takes the whole address space back at once: issue 18
/// measured that at 11 % of `override check`. The value stays reachable from a global, so leak
/// checkers do not report it. Only for code on its way to ending the process, and for
/// values that hold nothing the process must release itself: memory, or a read-only mapping of
/// an input file (MappedInput) that the parsed model points into; no lock, no temporary.
template <typename T> void leaveToExit(T&& value) {
    using Value = std::remove_cvref_t<T>;
    // Never destroyed: a static vector would free its array before LeakSanitizer looks.
    static auto* const kept = new std::vector<const void*>;
    kept->push_back(new Value(std::forward<T>(value)));
}

} // namespace soundstage::cli
