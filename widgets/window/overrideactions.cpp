#include "widgets/window/overrideactions.h"

#include "core/override/overridepreview.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/filemenucontext.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>

#include <memory>

using namespace Qt::StringLiterals;

namespace soundstage {

OverrideActions::OverrideActions(FileMenuContext* context, QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_session(context->session())
    , m_applyOverride(new QAction(tr("Appl&y Override File…"), this))
    , m_clearOverride(new QAction(tr("C&lear Override Preview"), this)) {
    m_applyOverride->setToolTip(
        tr("Preview an override file on top of the dat (the dat is not changed)"));
    connect(m_applyOverride, &QAction::triggered, this, [this] {
        m_context->ask(FileMenuContext::Purpose::ApplyOverride, QString(),
                       [this](const QString& p) { applyOverride(p); });
    });
    connect(m_clearOverride, &QAction::triggered, this, &OverrideActions::clearOverride);
    connect(m_session, &DocumentSession::documentReplaced, this, &OverrideActions::updateActions);
    connect(m_session, &DocumentSession::overrideChanged, this, &OverrideActions::updateActions);
    updateActions();
}

void OverrideActions::addTo(QMenu* fileMenu) {
    fileMenu->addAction(m_applyOverride);
    fileMenu->addAction(m_clearOverride);
}

void OverrideActions::updateActions() {
    m_applyOverride->setEnabled(m_session->document() != nullptr);
    m_clearOverride->setEnabled(m_session->appliedOverride() != nullptr);
}

bool OverrideActions::applyOverride(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    auto preview = OverridePreview::load(path, document->catalog().tables(), &document->dat());
    if (!preview)
        return m_context->report(preview.error(), tr("Cannot Apply Override File"));
    // The file's diagnostics are the issue log's to show (from the applied preview), at their
    // own severity.
    const int touched = static_cast<int>(preview->report.applied.size());
    const int errors = preview->file.errorCount();
    const int warnings = preview->file.warningCount();
    m_session->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
    m_session->showStatus(
        tr("Previewing %1: %n sound(s) overridden", nullptr, touched)
            .arg(QFileInfo(path).fileName()) +
        (errors > 0 ? tr(", %n error(s) in the issue log", nullptr, errors) : QString()) +
        (warnings > 0 ? tr(", %n warning(s) in the issue log", nullptr, warnings) : QString()) +
        u'.');
    return true;
}

void OverrideActions::clearOverride() {
    if (m_session->appliedOverride())
        m_session->setAppliedOverride(nullptr);
}

} // namespace soundstage
