#include "widgets/session/sessiontriggerindex.h"

#include "core/dat/datfile.h"
#include "core/document/documentsaver.h"
#include "core/records/recordtype.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"

#include <QTimer>

#include <algorithm>
#include <utility>
#include <vector>

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

/// The record whose bytes a change altered (an Animation's hooks, a Setup's default table), 0
/// when it altered none the index reads.
quint32 recordAltered(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    if (change.kind == K::HooksChanged)
        return change.record;
    if (change.kind == K::ValueChanged && altersTriggers(change))
        return change.field.record;
    return 0;
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
    connect(m_rebuildTimer, &QTimer::timeout, this, &SessionTriggerIndex::bringUpToDate);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_rebuildTimer->stop();
        m_task->cancel();
        if (m_index)
            disposeInBackground(std::exchange(m_index, nullptr));
        m_current = false;
        m_recordsCurrent = false;
        m_recordsPending = false;
        m_rebuildPending = false;
        m_editedPending.clear();
        m_editedInFlight.clear();
        m_derivePending = false;
        m_deriveInFlight = false;
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
    using K = DocumentChange::Kind;
    if (change.kind == K::Reset && change.scope == DocumentChange::Scope::Everything)
        m_rebuildPending = true;
    else if (const quint32 record = recordAltered(change))
        m_editedPending.insert(record);
    else
        m_derivePending = true; // sound types of a table, a wave, the FPU model
    if (m_rebuildPending || !m_editedPending.empty()) {
        m_recordsCurrent = false;
        m_recordsPending = true;
    }
    if (m_current) {
        m_current = false;
        emit updating();
    }
    m_rebuildTimer->start();
}

void SessionTriggerIndex::bringUpToDate() {
    if (!m_index || m_rebuildPending)
        rebuild();
    else
        updateLocally();
}

void SessionTriggerIndex::updateLocally() {
    const Document* document = m_session->document();
    if (!document)
        return;
    emit updating();
    // What a running update took along is sent again: starting this one cancels it.
    m_editedInFlight.insert(m_editedPending.begin(), m_editedPending.end());
    m_editedPending.clear();
    m_deriveInFlight = m_deriveInFlight || m_derivePending;
    m_derivePending = false;
    m_recordsPending = false;
    // Each edited record's bytes as a save would write them; nothing for one that is the dat's
    // again (undone) or cannot be encoded, which the worker reads from the dat.
    std::vector<std::pair<quint32, std::optional<QByteArray>>> records;
    const std::vector<quint32> edited = document->editedRecords();
    for (quint32 id : m_editedInFlight) {
        std::optional<QByteArray> bytes;
        if (std::ranges::find(edited, id) != edited.end())
            if (auto encoded = DocumentSaver::encodeEdited(*document, id))
                bytes = std::move(*encoded); // else the dat's (broken) bytes, as a build reads
        records.emplace_back(id, std::move(bytes));
    }
    m_task->start(
        tr("Updating what fires each sound…"),
        [base = m_index, dat = document->sharedDat(), catalog = document->catalog(),
         records = std::move(records), derive = m_deriveInFlight,
         model = m_session->fpuModel()](ProgressSink&) -> Result<TriggerIndex> {
            TriggerIndex next = *base; // shares what the edits leave alone
            for (const auto& [id, edit] : records) {
                std::optional<QByteArray> bytes = edit;
                if (!bytes)
                    if (auto read = dat->read(id))
                        bytes = std::move(*read); // the dat lacks it (or cannot read it): gone
                if (auto updated = next.update(
                        id, bytes ? std::optional<QByteArrayView>(*bytes) : std::nullopt, catalog);
                    !updated)
                    return fail(updated.error());
            }
            if (derive || next.model() != model)
                next.refresh(catalog, model);
            return next;
        },
        [this](Result<TriggerIndex> updated) {
            m_editedInFlight.clear();
            m_deriveInFlight = false;
            install(std::move(updated));
        });
}

void SessionTriggerIndex::rebuild() {
    const Document* document = m_session->document();
    if (!document)
        return;
    emit updating();
    m_rebuildPending = false;
    m_recordsPending = false;
    m_editedPending.clear();
    m_editedInFlight.clear();
    m_derivePending = false;
    m_deriveInFlight = false;
    // The worker gets copies: the user may go on editing meanwhile. The catalog's copy shares
    // its data (no copying on this thread; an edit meanwhile copies the document's own first).
    m_task->start(
        tr("Finding what fires each sound…"),
        [dat = document->sharedDat(), catalog = document->catalog(), overlay = overlayOf(*document),
         model = m_session->fpuModel()](ProgressSink& sink) {
            return TriggerIndex::build(*dat, catalog, overlay, model, &sink);
        },
        [this](Result<TriggerIndex> built) { install(std::move(built)); });
}

void SessionTriggerIndex::install(Result<TriggerIndex> made) {
    // A retail index takes milliseconds to free: not on the GUI thread.
    auto old = std::exchange(m_index, made ? std::make_shared<const TriggerIndex>(std::move(*made))
                                           : nullptr);
    if (old)
        disposeInBackground(std::move(old));
    m_error = made ? QString() : made.error().toString();
    // Edits made while it was made have restarted the timer; the next update follows.
    m_current = !m_rebuildTimer->isActive();
    m_recordsCurrent = !m_recordsPending;
    emit indexChanged();
}

} // namespace soundstage
