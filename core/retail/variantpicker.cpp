#include "core/retail/variantpicker.h"

#include "core/retail/retailrandom.h"

#include <mutex>
#include <unordered_map>

namespace soundstage {

quint32 VariantPicker::index(qint32 iy, quint32 n, FpuModel model) {
    if (n <= 1)
        return 0;
    const double span = static_cast<double>(n - 1);
    double product = 0.0;
    if (model == FpuModel::Single) {
        double r = roundedProduct24(static_cast<double>(iy), RetailRandom::Scale);
        if (r > RetailRandom::MaxOutput)
            r = RetailRandom::MaxOutput;
        const float u = static_cast<float>(r); // RollDice: r·1 + 0, rounded to 24 bits
        product = roundedProduct24(span, static_cast<double>(u));
    } else {
        product = span * RetailRandom::toUnit(iy);
    }
    return static_cast<quint32>(product); // _ftol2 truncates toward zero
}

std::vector<qint32> VariantPicker::boundaries(quint32 n, FpuModel model) {
    std::vector<qint32> result;
    if (n <= 1)
        return result;
    result.reserve(n - 1);
    constexpr qint64 end = static_cast<qint64>(RetailRandom::MaxState) + 1;
    qint64 from = 1;
    for (quint32 j = 1; j < n; ++j) {
        // first iy in [from, end) with index ≥ j, or end
        qint64 lo = from;
        qint64 hi = end;
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (index(static_cast<qint32>(mid), n, model) >= j)
                hi = mid;
            else
                lo = mid + 1;
        }
        result.push_back(static_cast<qint32>(lo));
        from = lo;
    }
    return result;
}

std::vector<qint64> VariantPicker::counts(quint32 n, FpuModel model) {
    std::vector<qint64> result;
    if (n == 0)
        return result;
    result.reserve(n);
    const std::vector<qint32> starts = boundaries(n, model);
    qint64 previous = 1;
    for (const qint32 b : starts) {
        result.push_back(b - previous);
        previous = b;
    }
    result.push_back(static_cast<qint64>(RetailRandom::MaxState) + 1 - previous);
    return result;
}

std::shared_ptr<const std::vector<qint64>> VariantPicker::memoisedCounts(quint32 n,
                                                                         FpuModel model) {
    struct Memo {
        std::mutex mutex;
        std::unordered_map<quint64, std::shared_ptr<const std::vector<qint64>>> byKey;
        std::size_t counts = 0;
    };
    static Memo memo;
    const quint64 key = (static_cast<quint64>(model == FpuModel::Double) << 32) | n;
    if (n <= MemoisedLength) {
        const std::lock_guard lock(memo.mutex);
        if (const auto found = memo.byKey.find(key); found != memo.byKey.end())
            return found->second;
    }
    // Computed outside the lock: a long list takes milliseconds, and two threads computing the
    // same length at once only waste the work, never disagree.
    auto computed = std::make_shared<const std::vector<qint64>>(counts(n, model));
    if (n <= MemoisedLength) {
        const std::lock_guard lock(memo.mutex);
        if (memo.counts + n <= MemoisedCounts && memo.byKey.emplace(key, computed).second)
            memo.counts += n;
    }
    return computed;
}

std::vector<Rational> VariantPicker::chances(quint32 n, FpuModel model) {
    std::vector<Rational> result;
    for (const qint64 c : counts(n, model))
        result.emplace_back(c, Outcomes);
    return result;
}

} // namespace soundstage
