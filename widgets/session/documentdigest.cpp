#include "widgets/session/documentdigest.h"

#include "core/common/progresssink.h"
#include "core/document/document.h"

namespace soundstage {

DocumentDigest DocumentDigest::compute(const Document& document, ProgressSink* progress) {
    DocumentDigest digest;
    BrowserRows::Rows built = BrowserRows::build(document, nullptr, progress);
    if (progress && progress->cancelled())
        return digest;
    digest.browserRows = std::move(built);
    return digest;
}

} // namespace soundstage
