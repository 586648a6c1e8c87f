#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/dat/datentry.h"
#include "core/dat/datfile.h"

#include <optional>
#include <vector>

namespace soundstage {

/// Reads every record of `entries` and hands its bytes to `decode(entry, bytes)`, which returns
/// an Error to report (offsets relative to the record) or nothing. Records that cannot be read
/// or decoded become `Problem{id, error}` entries, with record offsets mapped to file offsets
/// and the dat's path attached, so one bad record never stops a whole-dat load. `done` counts
/// records for `progress` across several calls sharing `total`; returns false when cancelled.
/// Used by the whole-dat loaders (SoundCatalog, TriggerIndex); runs on the caller's thread.
template <typename Problem, typename Decode>
bool forEachRecord(const DatFile& dat, const std::vector<DatEntry>& entries,
                   std::vector<Problem>& problems, ProgressSink* progress, qint64& done,
                   qint64 total, Decode decode) {
    for (const DatEntry& entry : entries) {
        if (ProgressSink::reportAndCheck(progress, done++, total))
            return false;
        auto bytes = dat.read(entry);
        if (!bytes) {
            problems.push_back({entry.id, bytes.error()});
            continue;
        }
        if (std::optional<Error> error = decode(entry, *bytes)) {
            if (error->offset >= 0 && !entry.compressed())
                error->offset = dat.fileOffsetOf(entry, error->offset);
            problems.push_back({entry.id, error->inFile(dat.path())});
        }
    }
    return true;
}

} // namespace soundstage
