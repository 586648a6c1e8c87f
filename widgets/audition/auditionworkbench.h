#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/document/documentlocation.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridepreview.h"
#include "widgets/session/preferences.h"

#include <QPointF>

#include <QObject>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace soundstage {

class AmbientView;
class AttenuationPlot;
class Auditioner;
class BackgroundTask;
class BrowserDock;
class DockLayout;
class DocumentSession;
class ListenerView;
class MotionPanel;
class OddsChart;
class OpenAlEngine;
class QaRunPanel;
struct SoundList;
class TableEditor;
class Transport;
class WaveformView;

/// The editor's audition and analysis side, assembled for the main window: it owns the
/// playback engine (OpenAlEngine on the preferred device; silent with a status when there is
/// none), the Auditioner and the Preferences, and makes the docks — odds chart, waveform with
/// transport, listener view, attenuation plot, ambient view, QA run, motion audition — and the
/// Audition and QA
/// menus and Edit → Preferences. The session's current location (DocumentSession::
/// currentLocation(), set by whichever view the user selects in) drives the odds chart, the
/// waveform and the transport: a table's sound type and variant show their odds and play, a
/// wave plays on its own, an ambient STB or a setup leaves the sound type last shown. Waves
/// dragged from the browser land in the listener view.
///
/// An override file previewed in the session (DocumentSession::activeOverride()) reaches every
/// audition view from here: the auditioner plays its local files and wave replacements, the
/// odds chart and the transport get the override's list of an overridden sound type, listener
/// sources are re-resolved when the override is applied, bypassed or cleared, and a permanent
/// status-bar label names the file.
///
/// The main window stays a thin assembler: it constructs this with itself and its session,
/// editor and browser, and asks for the menus. GUI thread only.
class AuditionWorkbench final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditionWorkbench)

public:
    AuditionWorkbench(QMainWindow* window, DocumentSession* session, TableEditor* editor,
                      BrowserDock* browser);
    ~AuditionWorkbench() override;

    /// Adds the Audition and QA menus before `before` (e.g. Help), Preferences to `edit`, the
    /// docks' toggles to `view`; the Audition menu offers `bypassOverride` (the session's
    /// OverrideBypassAction).
    void addMenus(QMenuBar* bar, QAction* before, QMenu* edit, QMenu* view,
                  QAction* bypassOverride);
    /// Registers the docks for their default places: the odds over the waveform in the right
    /// column, the rest among the tabs under the centre (the listener in front).
    void placeDocks(DockLayout& layout);

    [[nodiscard]] const Preferences& preferences() const { return m_preferences; }
    void applyPreferences(const Preferences& preferences);
    void showPreferences();
    /// Audition → Motion Audition: the Motion dock shown and in front.
    void showMotionPanel();

    [[nodiscard]] OddsChart* oddsChart() const { return m_odds; }
    [[nodiscard]] WaveformView* waveform() const { return m_waveform; }
    [[nodiscard]] Transport* transport() const { return m_transport; }
    [[nodiscard]] ListenerView* listener() const { return m_listener; }
    [[nodiscard]] AttenuationPlot* attenuation() const { return m_attenuation; }
    [[nodiscard]] AmbientView* ambient() const { return m_ambient; }
    [[nodiscard]] QaRunPanel* qaPanel() const { return m_qa; }
    [[nodiscard]] MotionPanel* motionPanel() const { return m_motion; }
    [[nodiscard]] Auditioner* auditioner() const { return m_auditioner.get(); }
    /// The status-bar label naming the previewed override (hidden without one).
    [[nodiscard]] QLabel* overrideStatus() const { return m_overrideStatus; }
    /// The document was saved as `path` and reopened: its QA run goes on with it (once the QA
    /// run of the reopened dat is found, when that is still under way).
    void noteSaved(const QString& path);
    /// True from an opening until the dat's QA run was looked for (by its path and content
    /// fingerprint, computed in the background): the QA panel shows none meanwhile.
    [[nodiscard]] bool isFindingQaRun() const;
    /// The background computation of the opened dat's fingerprint (QaRun::soundFingerprint).
    [[nodiscard]] BackgroundTask* qaLookupTask() const { return m_fingerprintTask; }
    /// QA → Open Run… and the recent runs open through this (for tests: no dialog).
    bool openQaRun(const QString& file);

private:
    QDockWidget* makeDock(const QString& title, const QString& objectName, QWidget* content);
    void onDocumentReplaced();
    void onSelectionChanged();
    /// The sound type the odds and the transport show (m_shown's), if any.
    [[nodiscard]] std::optional<quint32> shownSoundType() const;
    /// m_shown's variant when `list` has it, else -1.
    [[nodiscard]] int shownVariant(const SoundList& list) const;
    void addSelectedToListener();
    void addWaveToListener(quint32 wave, std::optional<QPointF> at);
    void onOverrideChanged();
    void syncOverride();
    /// Where a listener source's audio came from, to resolve it again when the override changes.
    struct SourceOrigin {
        quint32 table = 0;
        std::optional<quint32> soundType; ///< set for a variant, unset for a dropped wave
        int variant = -1;
        quint32 wave = 0;
    };
    /// Label, audio and volume of a source from `origin` as things stand; nullopt with a status
    /// message when it cannot be resolved.
    struct ResolvedSource {
        QString label;
        PcmBufferPtr pcm;    ///< null while `pendingFile` decodes
        QString pendingFile; ///< a local file decoding on a worker (pcm null until it is done)
        double volume = 1.0;
        quint32 wave = 0;
        float priority = 0.0f;
    };
    std::optional<ResolvedSource> resolveSource(const SourceOrigin& origin);
    /// Marks listener source `id` pending when `resolved` waits for a decode.
    void notePending(int id, const ResolvedSource& resolved);
    /// A local file finished decoding: the listener sources waiting for it get their audio
    /// (and start if a play was asked for), or go with a status message when it failed.
    void onFileDecoded(const QString& path);
    void startQa(bool wholeDat);
    void chooseQaRun();
    void fillRecentQaRuns(QMenu* menu);
    void showStatus(const QString& text);

    QMainWindow* m_window;
    DocumentSession* m_session;
    TableEditor* m_editor;
    BrowserDock* m_browser;
    Preferences m_preferences;
    std::unique_ptr<OpenAlEngine> m_engine;
    std::unique_ptr<Auditioner> m_auditioner;

    OddsChart* m_odds;
    WaveformView* m_waveform;
    Transport* m_transport;
    ListenerView* m_listener;
    AttenuationPlot* m_attenuation;
    AmbientView* m_ambient;
    QaRunPanel* m_qa;
    MotionPanel* m_motion;
    QLabel* m_audioStatus;
    QLabel* m_overrideStatus;
    std::map<int, SourceOrigin> m_sourceOrigins; ///< listener source id → origin
    std::map<int, QString> m_pendingFiles;       ///< listener source id → the file it waits for
    /// What the odds chart shows, so a selection change within it keeps a roll overlay.
    struct OddsKey {
        const OverridePreview* preview = nullptr;
        quint32 table = 0;
        quint32 soundType = 0;
        FpuModel model = FpuModel::Single;
        friend bool operator==(const OddsKey&, const OddsKey&) = default;
    };
    std::optional<OddsKey> m_oddsKey;
    /// The last location of a table the session had (Kind::Table, or None): what the odds and
    /// the transport show while the location is a wave, an STB or a setup.
    DocumentLocation m_shown;
    QList<QPointer<QDockWidget>> m_docks; // the window owns them; see the destructor
    QAction* m_addToListener;
    QString m_openedFingerprint; ///< QaRun::soundFingerprint of the document as opened
    /// Computes m_openedFingerprint after an opening (a SHA-1 over every table: milliseconds on
    /// a retail dat, not spent before the window shows the dat); the QA run resumes after it.
    BackgroundTask* m_fingerprintTask = nullptr;
    /// The catalog as opened while its fingerprint is computed (a copy: it shares the data).
    std::optional<SoundCatalog> m_lookupCatalog;
    /// Where the document was saved while its fingerprint was still computed (noteSaved()).
    QString m_savedWhileFingerprinting;
    /// The user chose a place while the QA run was looked for: a resumed run does not jump
    /// away from it (its first locationRequested is not followed).
    bool m_movedWhileLookingUp = false;
    bool m_skipQaJump = false;
    void onFingerprinted(const QString& fingerprint);
    /// Ends the QA run's lookup now (on this thread) when it is under way: a QA action of the
    /// user's comes after the resume it would otherwise race.
    void finishQaLookup();
};

} // namespace soundstage
