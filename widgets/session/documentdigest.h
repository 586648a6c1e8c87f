#pragma once

#include "widgets/session/browserrows.h"

#include <optional>

namespace soundstage {

class Document;
class ProgressSink;

/// What the views derive from a whole document and need the moment it becomes the session's
/// document, so it is built on the worker that opened it rather than on the GUI thread: the
/// browser's rows. FileActions computes it there and hands it to DocumentSession::setDocument();
/// during documentReplaced the browser takes it (and builds its own rows when it is missing).
/// What the window can show a moment later — the issue log's findings, the QA run's content
/// fingerprint — is computed by those views in the background after the document was replaced,
/// off the opening's path (a retail dat's findings take longer than its whole opening).
struct DocumentDigest {
    std::optional<BrowserRows::Rows> browserRows;

    /// The rows, for a document no other thread uses meanwhile (any thread). `progress`
    /// (optional) counts tables; the rows stay empty when it was cancelled.
    [[nodiscard]] static DocumentDigest compute(const Document& document,
                                                ProgressSink* progress = nullptr);
};

} // namespace soundstage
