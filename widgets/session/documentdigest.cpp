#include "widgets/session/documentdigest.h"

#include "core/common/progressslice.h"
#include "core/document/document.h"
#include "core/document/qarun.h"

namespace soundstage {

DocumentDigest DocumentDigest::compute(const Document& document, ProgressSink* progress) {
    DocumentDigest digest;
    // The rows take about three quarters of the time, the findings the rest.
    ProgressSlice rows(progress, 0, 750, 1000);
    BrowserRows::Rows built = BrowserRows::build(document, nullptr, progress ? &rows : nullptr);
    if (progress && progress->cancelled())
        return digest;
    std::vector<Finding> findings = DocumentValidator::findings(document.catalog());
    if (progress && progress->cancelled())
        return digest;
    if (progress)
        progress->report(1000, 1000);
    digest.soundFingerprint = QaRun::soundFingerprint(document.catalog());
    digest.browserRows = std::move(built);
    digest.findings = std::move(findings);
    return digest;
}

} // namespace soundstage
