#pragma once

#include <QAction>

namespace soundstage {

class DocumentSession;

/// Audition ▸ Bypass Override Preview: the session's override bypass
/// (DocumentSession::isOverrideBypassed) as one checkable action, shared by every place that
/// offers it (the Audition menu, the editor's override banner). It mirrors the session —
/// checked while bypassed, enabled while an override is applied — and toggling it asks the
/// session; the state is the session's, never the action's own. GUI thread only; `session`
/// must outlive it.
class OverrideBypassAction final : public QAction {
    Q_OBJECT

public:
    explicit OverrideBypassAction(DocumentSession* session, QObject* parent = nullptr);

private:
    void mirror();

    DocumentSession* m_session;
};

} // namespace soundstage
