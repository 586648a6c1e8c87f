#pragma once

#include "core/document/documentvalidator.h"
#include "widgets/session/browserrows.h"

#include <optional>
#include <vector>

namespace soundstage {

class Document;
class ProgressSink;

/// What the views derive from a whole document and would otherwise build on the GUI thread the
/// moment it becomes the session's document: the browser's rows and the issue log's findings
/// (each over 100 ms for a retail-sized dat), and the QA panel's fingerprint (milliseconds).
/// FileActions computes it on the worker that opened the document and hands both to
/// DocumentSession::setDocument(); during documentReplaced each view takes its part (and builds its
/// own when the part is missing).
struct DocumentDigest {
    std::optional<BrowserRows::Rows> browserRows;
    std::optional<std::vector<Finding>> findings;
    /// QaRun::soundFingerprint() of the document as opened: how the QA panel finds its run.
    QString soundFingerprint;

    /// Everything, for a document no other thread uses meanwhile (any thread). `progress`
    /// (optional) counts tables; the members stay empty when it was cancelled.
    [[nodiscard]] static DocumentDigest compute(const Document& document,
                                                ProgressSink* progress = nullptr);
};

} // namespace soundstage
