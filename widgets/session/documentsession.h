#pragma once

#include "core/common/error.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/documentlocation.h"
#include "core/document/variantodds.h"
#include "core/override/overridepreview.h"
#include "widgets/session/documentdigest.h"
#include "widgets/session/soundlist.h"

#include <QObject>
#include <QString>

#include <memory>

namespace soundstage {

/// The document the window works on, as seen by the widgets: owns the open Document (or none),
/// turns its change callback into a Qt signal, carries the odds calculator every view uses, and
/// is the one place views ask to show something somewhere else (navigate()).
/// Views take a DocumentSession* in their constructor and never keep Document pointers across
/// documentReplaced(). GUI thread only; a Document built on a worker (FileActions) is handed
/// over whole through setDocument().
class DocumentSession final : public QObject {
    Q_OBJECT

public:
    explicit DocumentSession(QObject* parent = nullptr);
    ~DocumentSession() override;

    /// Opens a dat; on success the old document is replaced (documentReplaced). On failure the
    /// current document stays as it was.
    Result<void> open(const QString& path, const Document::Options& options = {});
    /// Makes `document` the open one (documentReplaced), replacing any other. `digest`
    /// (optional): what the views derive from it, computed where it was opened; views take
    /// their parts while documentReplaced is emitted (digest()), then it is dropped.
    void setDocument(std::unique_ptr<Document> document,
                     std::unique_ptr<DocumentDigest> digest = {});
    /// The new document's digest while documentReplaced is emitted, else nullptr.
    [[nodiscard]] DocumentDigest* digest() const { return m_digest.get(); }
    /// The open document, or nullptr.
    [[nodiscard]] Document* document() const { return m_document.get(); }
    /// The odds every view shows: the retail model (RetailOdds, single-precision gate) unless
    /// another calculator is set.
    [[nodiscard]] const OddsCalculator& odds() const { return *m_odds; }
    /// Plugs in another calculator (the retail model); views recompute.
    void setOddsCalculator(std::shared_ptr<const OddsCalculator> odds);
    /// Whether the dat holds a wave (false without a document).
    [[nodiscard]] WaveLookup waveLookup() const;

    /// The override file previewed on top of the document (File → Apply Override File), or
    /// nullptr. Read-only: the document itself is not changed. Views mark what
    /// `report.applied` touches; an auditioner plays `report.localSource(table, sound, variant)`
    /// for variants that stand for local files, and `tables` holds the variant lists as the
    /// override makes them. Cleared when the document is replaced (a preview belongs to the dat
    /// it was applied to). Shared so a view may keep it while it plays.
    [[nodiscard]] std::shared_ptr<const OverridePreview> appliedOverride() const {
        return m_override;
    }
    /// Sets (or with nullptr clears) the previewed override; emits overrideChanged(). A new
    /// override starts un-bypassed.
    void setAppliedOverride(std::shared_ptr<const OverridePreview> preview);

    /// The override that views show and play: appliedOverride() unless the user bypassed it to
    /// hear and edit the dat's own lists (A/B). Marks of what the file touches stay either way.
    [[nodiscard]] std::shared_ptr<const OverridePreview> activeOverride() const {
        return m_overrideBypassed ? nullptr : m_override;
    }
    [[nodiscard]] bool isOverrideBypassed() const { return m_overrideBypassed; }
    /// Bypasses (or restores) the applied override; emits overrideChanged() when it changes.
    void setOverrideBypassed(bool bypassed);

    /// The variant list views show and play for a sound type: the active override's when it
    /// touches the sound type, else the dat's (`exists` false when neither has it).
    [[nodiscard]] SoundList soundList(quint32 table, quint32 soundType) const;

    /// Asks the views to show a place (browser selects it, the editor opens it).
    void navigate(const DocumentLocation& location);
    /// A message for the status bar.
    void showStatus(const QString& text, int timeoutMs = 5000);

signals:
    void documentReplaced();
    void changed(const soundstage::DocumentChange& change);
    void navigateRequested(const soundstage::DocumentLocation& location);
    void statusMessage(const QString& text, int timeoutMs);
    /// appliedOverride() changed (set, replaced or cleared), or it was bypassed or restored.
    void overrideChanged();

private:
    std::unique_ptr<Document> m_document;
    std::unique_ptr<DocumentDigest> m_digest;
    std::shared_ptr<const OddsCalculator> m_odds;
    std::shared_ptr<const OverridePreview> m_override;
    bool m_overrideBypassed = false;
};

} // namespace soundstage

Q_DECLARE_METATYPE(soundstage::DocumentChange)
Q_DECLARE_METATYPE(soundstage::DocumentLocation)
