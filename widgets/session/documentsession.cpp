#include "widgets/session/documentsession.h"

#include "core/document/retailodds.h"
#include "widgets/session/backgroundtask.h"

#include <utility>

namespace soundstage {

DocumentSession::DocumentSession(QObject* parent)
    : QObject(parent)
    , m_odds(std::make_shared<RetailOdds>(FpuModel::Single)) {
    qRegisterMetaType<soundstage::DocumentChange>();
    qRegisterMetaType<soundstage::DocumentLocation>();
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
    if (m_document)
        m_document->setChangeCallback(
            [this](const DocumentChange& change) { emit changed(change); });
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
    emit overrideChanged();
}

void DocumentSession::setOverrideBypassed(bool bypassed) {
    if (bypassed == m_overrideBypassed)
        return;
    m_overrideBypassed = bypassed;
    emit overrideChanged();
}

void DocumentSession::setOddsCalculator(std::shared_ptr<const OddsCalculator> odds) {
    if (!odds)
        return;
    m_odds = std::move(odds);
    DocumentChange change{DocumentChange::Kind::Reset};
    change.scope = DocumentChange::Scope::Odds;
    emit changed(change);
}

WaveLookup DocumentSession::waveLookup() const {
    const Document* document = m_document.get();
    return [document](quint32 wave) { return document && document->catalog().hasWave(wave); };
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

void DocumentSession::navigate(const DocumentLocation& location) {
    emit navigateRequested(location);
}

void DocumentSession::showStatus(const QString& text, int timeoutMs) {
    emit statusMessage(text, timeoutMs);
}

} // namespace soundstage
