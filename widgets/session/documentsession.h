#pragma once

#include "core/common/error.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/documentlocation.h"
#include "core/override/overridepreview.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/fpumodel.h"
#include "widgets/session/documentdigest.h"
#include "widgets/session/soundlist.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace soundstage {

class SessionTriggerIndex;
class WaveLoudness;

/// The document the window works on, as seen by the widgets: owns the open Document (or none),
/// turns its change callback into a Qt signal, owns the state every view shares — the gate FPU
/// model the odds are computed under, and the current location (what is selected) — computes
/// the odds of a sound type once per change for every view that shows them (outcome()), and is
/// the one place views ask to show something somewhere else (navigate()).
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
    /// The FPU model the client's picker and gate are modelled under (Preferences::fpuModel):
    /// every chance, roll and simulation of every view follows it. FpuModel::Single until set.
    [[nodiscard]] FpuModel fpuModel() const { return m_fpuModel; }
    /// Sets it; when it changes, emits fpuModelChanged() and a Reset of scope Odds (changed()),
    /// so views recompute their chances.
    void setFpuModel(FpuModel model);
    /// Who fires each sound in the document (hooks, motions, setups), built in the background
    /// after each open and edit that changes it; owned by the session.
    [[nodiscard]] SessionTriggerIndex* triggers() const { return m_triggers; }
    /// The loudness of the document's waves and of local files, measured in the background on
    /// demand and cached; owned by the session.
    [[nodiscard]] WaveLoudness* loudness() const { return m_loudness; }
    /// Whether the dat holds a wave (false without a document). The function reads the
    /// document live: call it on the GUI thread only, and not after documentReplaced().
    [[nodiscard]] WaveExists waveExists() const;

    /// The odds of one event of a sound type, as every view shows them: the list views show
    /// (soundList()) under fpuModel() — the dat's list by the client's pick, an override's list
    /// under the file's `!pick` mode — with missing waves (not replaced by a `wave` line) and
    /// missing local files marked. nullptr when the sound type does not exist. Computed once per
    /// change of the document, the override or the model, and shared by whoever asks.
    [[nodiscard]] std::shared_ptr<const EventOutcome> outcome(quint32 table,
                                                              quint32 soundType) const;
    /// The same for any list (the one path both kinds of list take).
    [[nodiscard]] static EventOutcome outcomeOf(const SoundList& list, FpuModel model,
                                                const WaveExists& waveExists);

    /// What is selected: a table and sound type (and variant), a wave, an ambient STB, a setup
    /// (DocumentLocation; Kind::None when nothing). Set by the view the user selects in;
    /// cleared when the document is replaced.
    [[nodiscard]] const DocumentLocation& currentLocation() const { return m_location; }
    /// Sets it; emits currentLocationChanged() when it changes.
    void setCurrentLocation(const DocumentLocation& location);

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
    /// The sound types the active override adds to `table` (to a dat table, or the table it
    /// adds), in file order: listed and measured beside the dat's while it is active.
    [[nodiscard]] std::vector<quint32> addedSoundTypes(quint32 table) const;
    /// The local file the active override plays at `location`, absolute, or empty: a variant
    /// standing for a local file (soundList()), or a wave that a `wave` line replaces with one
    /// file (a line with several alternatives has no one file).
    [[nodiscard]] QString localFileAt(const DocumentLocation& location) const;

    /// Asks the views to show a place (browser selects it, the editor opens it); it becomes the
    /// current location.
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
    /// fpuModel() changed.
    void fpuModelChanged(soundstage::FpuModel model);
    /// currentLocation() changed.
    void currentLocationChanged(const soundstage::DocumentLocation& location);

private:
    std::unique_ptr<Document> m_document;
    std::unique_ptr<DocumentDigest> m_digest;
    std::shared_ptr<const OverridePreview> m_override;
    bool m_overrideBypassed = false;
    FpuModel m_fpuModel = FpuModel::Single;
    DocumentLocation m_location;
    SessionTriggerIndex* m_triggers;
    WaveLoudness* m_loudness;
    /// outcome()'s last answer, dropped on every change that could alter it.
    struct CachedOutcome {
        quint32 table = 0;
        quint32 soundType = 0;
        std::shared_ptr<const EventOutcome> outcome;
    };
    mutable std::optional<CachedOutcome> m_outcome;
};

} // namespace soundstage

Q_DECLARE_METATYPE(soundstage::DocumentChange)
Q_DECLARE_METATYPE(soundstage::FpuModel)
