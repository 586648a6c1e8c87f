#include "widgets/session/documentsession.h"

#include "core/override/overrideoutcome.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/session/waveloudness.h"

#include <algorithm>
#include <utility>

namespace soundstage {

DocumentSession::DocumentSession(QObject* parent)
    : QObject(parent)
    , m_triggers(new SessionTriggerIndex(this))
    , m_loudness(new WaveLoudness(this)) {
    qRegisterMetaType<soundstage::DocumentChange>();
    qRegisterMetaType<soundstage::DocumentLocation>();
    qRegisterMetaType<soundstage::FpuModel>();
}

DocumentSession::~DocumentSession() {
    if (m_document)
        m_document->setChangeCallback({});
}

Result<void> DocumentSession::open(const QString& path, const Document::Options& options) {
    auto document = Document::open(path, options);
    if (!document)
        return fail(document.error());
    setDocument(std::move(*document));
    return {};
}

void DocumentSession::setDocument(std::unique_ptr<Document> document,
                                  std::unique_ptr<DocumentDigest> digest) {
    std::unique_ptr<Document> old = std::exchange(m_document, std::move(document));
    if (old)
        old->setChangeCallback({});
    m_digest = std::move(digest);
    const bool hadOverride = m_override != nullptr;
    m_override.reset();
    m_overrideBypassed = false;
    m_outcome.reset();
    m_location = {};
    if (m_document)
        m_document->setChangeCallback([this](const DocumentChange& change) {
            m_outcome.reset(); // before any view asks again
            emit changed(change);
        });
    emit documentReplaced();
    // Views have let go of the old document; freeing a large one takes milliseconds.
    if (old)
        disposeInBackground(std::move(old));
    if (m_digest)
        disposeInBackground(std::exchange(m_digest, nullptr));
    if (hadOverride)
        emit overrideChanged();
}

void DocumentSession::setAppliedOverride(std::shared_ptr<const OverridePreview> preview) {
    m_override = std::move(preview);
    m_overrideBypassed = false;
    m_outcome.reset();
    emit overrideChanged();
}

void DocumentSession::setOverrideBypassed(bool bypassed) {
    if (bypassed == m_overrideBypassed)
        return;
    m_overrideBypassed = bypassed;
    m_outcome.reset();
    emit overrideChanged();
}

void DocumentSession::setFpuModel(FpuModel model) {
    if (model == m_fpuModel)
        return;
    m_fpuModel = model;
    m_outcome.reset();
    emit fpuModelChanged(model);
    DocumentChange change{DocumentChange::Kind::Reset};
    change.scope = DocumentChange::Scope::Odds;
    emit changed(change);
}

void DocumentSession::setCurrentLocation(const DocumentLocation& location) {
    if (location == m_location)
        return;
    m_location = location;
    emit currentLocationChanged(m_location);
}

WaveExists DocumentSession::waveExists() const {
    const Document* document = m_document.get();
    return [document](quint32 wave) { return document && document->catalog().hasWave(wave); };
}

std::shared_ptr<const EventOutcome> DocumentSession::outcome(quint32 table,
                                                             quint32 soundType) const {
    if (m_outcome && m_outcome->table == table && m_outcome->soundType == soundType)
        return m_outcome->outcome;
    const SoundList list = soundList(table, soundType);
    auto computed =
        list.exists
            ? std::make_shared<const EventOutcome>(outcomeOf(list, m_fpuModel, waveExists()))
            : nullptr;
    m_outcome = CachedOutcome{table, soundType, computed};
    return computed;
}

EventOutcome DocumentSession::outcomeOf(const SoundList& list, FpuModel model,
                                        const WaveExists& waveExists) {
    if (!list.overridden())
        return EventOutcome::compute(list.variants, model, waveExists);
    return OverrideOutcome::of(*list.preview, list.entry, list.variants, list.localFiles, model,
                               waveExists);
}

SoundList DocumentSession::soundList(quint32 table, quint32 soundType) const {
    SoundList list;
    if (!m_document)
        return list;
    if (auto preview = activeOverride()) {
        if (auto sound = preview->sound(table, soundType)) {
            list.exists = true;
            list.variants = std::move(sound->variants);
            list.localFiles = std::move(sound->localFiles);
            list.applied = sound->applied;
            list.entry = sound->entry;
            list.preview = std::move(preview);
            return list;
        }
    }
    if (const SoundTableNode* node = m_document->sound(table, soundType)) {
        list.exists = true;
        list.variants = node->variants;
        list.localFiles.resize(list.variants.size());
    }
    return list;
}

std::vector<quint32> DocumentSession::addedSoundTypes(quint32 table) const {
    std::vector<quint32> types;
    const std::shared_ptr<const OverridePreview> preview = activeOverride();
    if (!preview)
        return types;
    for (const OverrideApply::Applied& applied : preview->report.applied) {
        if (applied.table == table && applied.kind == OverrideApply::Applied::Kind::Added &&
            std::ranges::find(types, applied.soundType) == types.end())
            types.push_back(applied.soundType);
    }
    return types;
}

QString DocumentSession::localFileAt(const DocumentLocation& location) const {
    const std::shared_ptr<const OverridePreview> preview = activeOverride();
    if (!preview)
        return {};
    if (location.kind == DocumentLocation::Kind::Table && location.hasKey)
        return soundList(location.id, location.key).localFile(location.index);
    if (location.kind != DocumentLocation::Kind::Wave)
        return {};
    const OverrideEntry* line = preview->waveReplacement(location.id);
    if (!line || line->alternatives.size() != 1 ||
        line->alternatives.front().source != OverrideAlternative::Source::File)
        return {};
    return preview->resolve(line->alternatives.front());
}

void DocumentSession::navigate(const DocumentLocation& location) {
    setCurrentLocation(location);
    emit navigateRequested(location);
}

void DocumentSession::showStatus(const QString& text, int timeoutMs) {
    emit statusMessage(text, timeoutMs);
}

} // namespace soundstage
