#pragma once

#include "core/retail/fpumodel.h"
#include "core/retail/rational.h"

#include <QtGlobal>

#include <memory>
#include <vector>

namespace soundstage {

/// SoundManager::GetSound (acclient 0x00550680): with N records the client takes
/// `index = trunc((N − 1) · RollDice(0, 1))`; N = 0 plays nothing.
///
/// The ran2 output is an integer iy ∈ [1, 2147483562] (all equally likely to within 2^−31 over
/// the generator's period), so the exact pick chance of index i is count_i / 2147483562, where
/// count_i is the number of iy that map to i. The map iy → index is monotonic, so the counts
/// come from N − 1 binary searches for the first iy of each index.
///
/// How the map is evaluated (documented assumption, see fpumodel.h):
/// - `r = iy · 4.656613057391769e-10` rounded per the model, clamped to 0.99999988 when above;
/// - `u = RollDice(0, 1) = r · (1 − 0) + 0`, rounded per the model (a no-op except that the
///   clamp constant becomes the float 1 − 2^−23 under `Single`);
/// - `index = trunc((N − 1) · u)` with the product rounded per the model (fild is exact).
/// Under both models the last index of N ≥ 2 is never reached for any realistic N (< 2^23).
/// Pure functions, thread-safe.
class VariantPicker final {
public:
    static constexpr qint64 Outcomes = 2147483562; ///< number of ran2 integer outputs

    /// The index chosen among n ≥ 1 records for ran2 output iy.
    [[nodiscard]] static quint32 index(qint32 iy, quint32 n, FpuModel model);

    /// First iy of each index 1 … n−1 (ascending; 2147483563 when an index is never reached).
    /// Empty for n ≤ 1. index(iy) = the number of boundaries ≤ iy.
    [[nodiscard]] static std::vector<qint32> boundaries(quint32 n, FpuModel model);

    /// Exact counts per index (size n, summing to Outcomes for n ≥ 1; empty for n = 0).
    [[nodiscard]] static std::vector<qint64> counts(quint32 n, FpuModel model);

    /// counts(n, model), memoised for the life of the process: they depend on nothing else, and
    /// reports and views ask for the same few lengths again and again. Lengths up to
    /// MemoisedLength are kept while the memo holds fewer than MemoisedCounts counts in all (so
    /// its memory stays bounded whatever lists a dat holds); longer ones are computed each time.
    /// Never null. Thread-safe; the counts are immutable and may be kept.
    [[nodiscard]] static std::shared_ptr<const std::vector<qint64>> memoisedCounts(quint32 n,
                                                                                   FpuModel model);
    static constexpr quint32 MemoisedLength = 4096;
    static constexpr std::size_t MemoisedCounts = std::size_t(1) << 20; ///< 8 MiB of counts

    /// counts / Outcomes, reduced.
    [[nodiscard]] static std::vector<Rational> chances(quint32 n, FpuModel model);
};

} // namespace soundstage
