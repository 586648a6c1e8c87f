#include "widgets/session/sessiontriggerindex.h"

#include "core/document/documentsaver.h"
#include "core/records/recordtype.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"

#include <QTimer>

#include <utility>

namespace soundstage {

namespace {

/// Whether a change can alter what the index holds (hooks, setups' tables, sound types of the
/// tables, the waves the dat has, gate counts under the FPU model).
bool altersTriggers(const DocumentChange& change) {
    switch (change.kind) {
    case DocumentChange::Kind::Reset:
    case DocumentChange::Kind::TableChanged:
    case DocumentChange::Kind::HooksChanged:
        return true;
    case DocumentChange::Kind::ValueChanged:
        return isHookField(change.field.field) || change.field.field == Field::SetupTable;
    case DocumentChange::Kind::VariantsChanged:
    case DocumentChange::Kind::RegionChanged:
    case DocumentChange::Kind::ModifiedChanged:
    case DocumentChange::Kind::HistoryChanged:
        return false;
    }
    return true;
}

/// Whether a change can alter the records the index reads (animations, motion tables, setups),
/// not only what it derives from the tables, the waves and the FPU model.
bool altersRecords(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    return change.kind == K::HooksChanged ||
           (change.kind == K::Reset && change.scope == DocumentChange::Scope::Everything) ||
           (change.kind == K::ValueChanged && altersTriggers(change));
}

/// The bytes of the document's unsaved Animation and Setup edits, as a save would write them.
TriggerIndex::Overlay overlayOf(const Document& document) {
    TriggerIndex::Overlay overlay;
    for (quint32 id : document.editedRecords()) {
        const auto type = recordTypeOf(id);
        if (type != RecordType::Animation && type != RecordType::Setup)
            continue;
        // A Setup the dat no longer decodes keeps the dat's (broken) bytes: the index reports it.
        if (auto bytes = DocumentSaver::encodeEdited(document, id))
            overlay.emplace(id, std::move(*bytes));
    }
    return overlay;
}

} // namespace

SessionTriggerIndex::SessionTriggerIndex(DocumentSession* session)
    : QObject(session)
    , m_session(session)
    , m_task(new BackgroundTask(this))
    , m_rebuildTimer(new QTimer(this)) {
    // A burst of edits (a spin box stepped, typing) builds once at its end.
    m_rebuildTimer->setSingleShot(true);
    m_rebuildTimer->setInterval(120);
    connect(m_rebuildTimer, &QTimer::timeout, this, &SessionTriggerIndex::rebuild);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_rebuildTimer->stop();
        m_task->cancel();
        if (m_index)
            disposeInBackground(std::exchange(m_index, nullptr));
        m_current = false;
        m_recordsCurrent = false;
        m_recordsPending = false;
        m_error.clear();
        emit indexChanged();
        if (m_session->document())
            rebuild();
    });
    connect(session, &DocumentSession::changed, this, &SessionTriggerIndex::onChanged);
}

SessionTriggerIndex::~SessionTriggerIndex() = default;

void SessionTriggerIndex::onChanged(const DocumentChange& change) {
    if (!m_session->document() || !altersTriggers(change))
        return;
    if (altersRecords(change)) {
        m_recordsCurrent = false;
        m_recordsPending = true;
    }
    if (m_current) {
        m_current = false;
        emit updating();
    }
    m_rebuildTimer->start();
}

void SessionTriggerIndex::rebuild() {
    const Document* document = m_session->document();
    if (!document)
        return;
    emit updating();
    m_recordsPending = false;
    // The worker gets copies: the user may go on editing meanwhile. The catalog's copy shares
    // its data (no copying on this thread; an edit meanwhile copies the document's own first).
    m_task->start(
        tr("Finding what fires each sound…"),
        [dat = document->sharedDat(), catalog = document->catalog(), overlay = overlayOf(*document),
         model = m_session->fpuModel()](ProgressSink& sink) {
            return TriggerIndex::build(*dat, catalog, overlay, model, &sink);
        },
        [this](Result<TriggerIndex> built) {
            // A retail index takes milliseconds to free: not on the GUI thread.
            auto old = std::exchange(
                m_index, built ? std::make_shared<const TriggerIndex>(std::move(*built)) : nullptr);
            if (old)
                disposeInBackground(std::move(old));
            m_error = built ? QString() : built.error().toString();
            // Edits made while it was built have restarted the timer; the next build follows.
            m_current = !m_rebuildTimer->isActive();
            m_recordsCurrent = !m_recordsPending;
            emit indexChanged();
        });
}

} // namespace soundstage
