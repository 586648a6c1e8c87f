#include "widgets/session/overridebypassaction.h"
#include "widgets/session/documentsession.h"

#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace soundstage {

OverrideBypassAction::OverrideBypassAction(DocumentSession* session, QObject* parent)
    : QAction(tr("&Bypass Override Preview"), parent)
    , m_session(session) {
    setObjectName(u"bypassOverride"_s);
    setCheckable(true);
    setIconText(tr("Bypass"));
    setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
    setToolTip(tr("Hear and edit the dat's own lists while the override file stays applied (A/B)"));
    connect(this, &QAction::toggled, this,
            [this](bool bypassed) { m_session->setOverrideBypassed(bypassed); });
    connect(m_session, &DocumentSession::overrideChanged, this, &OverrideBypassAction::mirror);
    connect(m_session, &DocumentSession::documentReplaced, this, &OverrideBypassAction::mirror);
    mirror();
}

void OverrideBypassAction::mirror() {
    const QSignalBlocker block(this); // shows the session's state: no toggle back
    setChecked(m_session->isOverrideBypassed());
    setEnabled(m_session->appliedOverride() != nullptr);
}

} // namespace soundstage
