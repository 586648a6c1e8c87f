// One unit: the workbench wires the audition docks to one session and one auditioner (menus,
// dock placement, selection, listener sources, QA and motion hand-offs); each dock's own
// behaviour lives in its class.
#include "widgets/audition/auditionworkbench.h"

#include "core/audio/openalengine.h"
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/attenuationplot.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/motionpanel.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/qarunpanel.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/standardkey.h"
#include "widgets/window/docklayout.h"
#include "widgets/window/preferencesdialog.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

OpenAlEngine::Options engineOptions(const Preferences& p) {
    OpenAlEngine::Options o;
    o.output = OpenAlEngine::Output::Device;
    o.deviceName = p.outputDevice;
    return o;
}

OpenAlDistanceParameters distanceParameters(const Preferences& p) {
    OpenAlDistanceParameters d;
    d.referenceDistance = p.referenceDistance;
    d.maxDistance = p.maxDistance;
    d.rolloffFactor = p.rolloffFactor;
    return d;
}

} // namespace

AuditionWorkbench::AuditionWorkbench(QMainWindow* window, DocumentSession* session,
                                     TableEditor* editor, BrowserDock* browser)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_editor(editor)
    , m_browser(browser)
    , m_preferences(Preferences::load(QSettings()))
    , m_engine(std::make_unique<OpenAlEngine>(engineOptions(m_preferences)))
    , m_auditioner(std::make_unique<Auditioner>(*m_engine))
    , m_odds(new OddsChart)
    , m_waveform(new WaveformView)
    , m_transport(new Transport(*m_auditioner, m_waveform))
    , m_listener(new ListenerView(m_engine.get()))
    , m_attenuation(new AttenuationPlot)
    , m_ambient(new AmbientView(m_auditioner.get()))
    , m_qa(new QaRunPanel(*m_auditioner))
    , m_motion(new MotionPanel(session, *m_auditioner, m_listener))
    , m_audioStatus(new QLabel)
    , m_overrideStatus(new QLabel)
    , m_addToListener(new QAction(tr("Add Selected Variant to &Listener View"), this)) {
    auto* audition = new QWidget;
    auto* layout = new QVBoxLayout(audition);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_waveform, 1);
    layout->addWidget(m_transport);

    makeDock(tr("Odds"), u"oddsDock"_s, m_odds);
    makeDock(tr("Waveform"), u"waveformDock"_s, audition);
    makeDock(tr("Listener"), u"listenerDock"_s, m_listener);
    makeDock(tr("Attenuation"), u"attenuationDock"_s, m_attenuation);
    // The ambient tree is built when its tab comes to the front (AmbientView::tree()).
    connect(makeDock(tr("Ambient"), u"ambientDock"_s, m_ambient), &QDockWidget::visibilityChanged,
            this, [this](bool visible) {
                if (visible)
                    (void)m_ambient->tree();
            });
    makeDock(tr("QA Run"), u"qaDock"_s, m_qa);
    makeDock(tr("Motion"), u"motionDock"_s, m_motion);

    // Waves drag from the browser onto the listener view.
    m_browser->view()->setDragEnabled(true);
    m_browser->view()->setDragDropMode(QAbstractItemView::DragOnly);

    // Transport shortcuts work anywhere in the window (text fields keep their Space).
    m_window->addActions({m_transport->playAction(), m_transport->loopAction(),
                          m_transport->stopAllAction(), m_transport->rollAction()});

    // The FPU model the rolls and simulations follow is the session's.
    m_auditioner->setSession(m_session);
    m_transport->setSession(m_session);
    m_ambient->setSession(m_session);

    m_audioStatus->setText(m_engine->status());
    m_audioStatus->setToolTip(tr("Audio output"));
    m_window->statusBar()->addPermanentWidget(m_audioStatus);
    m_overrideStatus->setObjectName(u"overrideStatus"_s);
    m_overrideStatus->hide();
    m_window->statusBar()->addPermanentWidget(m_overrideStatus);

    connect(m_transport, &Transport::message, this, &AuditionWorkbench::showStatus);
    // A roll's variant becomes the session's location, which the grid (and every other view)
    // shows.
    connect(m_transport, &Transport::rolled, this, [this](int variant) {
        DocumentLocation location = m_session->currentLocation();
        if (location.kind != DocumentLocation::Kind::Table || !location.hasKey)
            return;
        location.index = variant;
        m_session->navigate(location);
    });
    connect(m_listener, &ListenerView::message, this, &AuditionWorkbench::showStatus);
    connect(m_ambient, &AmbientView::message, this, &AuditionWorkbench::showStatus);
    connect(m_qa, &QaRunPanel::message, this, &AuditionWorkbench::showStatus);
    connect(m_motion, &MotionPanel::message, this, &AuditionWorkbench::showStatus);
    // Stepping through a run shows each variant in the editor (and so its waveform and odds).
    connect(m_qa, &QaRunPanel::locationRequested, this, [this](const DocumentLocation& location) {
        if (std::exchange(m_skipQaJump, false))
            return; // a run resumed after the user went elsewhere: it stays on its row
        if (m_session->document())
            m_session->navigate(location);
    });

    m_fingerprintTask = new BackgroundTask(this);
    connect(m_session, &DocumentSession::currentLocationChanged, this, [this] {
        if (m_fingerprintTask->isRunning())
            m_movedWhileLookingUp = true;
    });
    connect(m_session, &DocumentSession::documentReplaced, this,
            &AuditionWorkbench::onDocumentReplaced);
    connect(m_session, &DocumentSession::overrideChanged, this,
            &AuditionWorkbench::onOverrideChanged);
    // The ambient view follows the document itself (AmbientView::onDocumentChanged).
    connect(m_session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::ModifiedChanged ||
            change.kind == DocumentChange::Kind::HistoryChanged)
            return;
        if (change.kind == DocumentChange::Kind::Reset) {
            // An import (or its undo) under this id: the cache must not keep the audio of
            // the wave that was there before.
            if (change.scope == DocumentChange::Scope::Wave)
                m_auditioner->forgetWave(change.record);
            else if (const Document* d = m_session->document();
                     d && change.scope == DocumentChange::Scope::Everything)
                for (const auto& [id, wave] : d->newWaves())
                    m_auditioner->forgetWave(id);
        }
        onSelectionChanged();
    });
    // The odds, the waveform and the transport follow the session's location (what the user
    // selected, in the editor or anywhere else), never a view's own selection.
    connect(m_session, &DocumentSession::currentLocationChanged, this,
            &AuditionWorkbench::onSelectionChanged);
    connect(m_addToListener, &QAction::triggered, this, &AuditionWorkbench::addSelectedToListener);
    connect(m_listener, &ListenerView::waveDropped, this,
            [this](quint32 wave, QPointF at) { addWaveToListener(wave, at); });
    // Listener sources of local files decode on the auditioner's worker, like the transport's.
    connect(m_auditioner.get(), &Auditioner::fileDecoded, this,
            [this](const QString& path) { onFileDecoded(path); });
    connect(m_listener, &ListenerView::waitingForAudio, this, [this](int id) {
        QTimer::singleShot(Auditioner::DecodingNoticeMs, this, [this, id] {
            const ListenerView::Source* s = m_listener->source(id);
            const auto file = m_pendingFiles.find(id);
            if (s && s->playWhenReady && file != m_pendingFiles.end())
                showStatus(Auditioner::decodingMessage(QFileInfo(file->second).fileName()));
        });
    });

    applyPreferences(m_preferences);
}

AuditionWorkbench::~AuditionWorkbench() {
    // The views in the docks use the engine and the auditioner, which die with this object, so
    // the docks go first (the listener and ambient views stop what they play as they go). The
    // window deletes its children in their current order, which the dock layout changes when
    // it raises or tabs docks, so a dock may be gone already (its views stopped while the
    // engine was still there): m_docks are QPointers, and only the live ones are deleted here.
    for (const QPointer<QDockWidget>& dock : std::as_const(m_docks))
        delete dock.data();
    m_auditioner->setDat(nullptr);
}

QDockWidget* AuditionWorkbench::makeDock(const QString& title, const QString& objectName,
                                         QWidget* content) {
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    m_docks << dock;
    return dock;
}

void AuditionWorkbench::placeDocks(DockLayout& layout) {
    using P = DockLayout::Place;
    layout.add(m_docks[0], P::RightTop);
    layout.add(m_docks[1], P::RightBottom);
    layout.add(m_docks[2], P::Bottom, true); // the listener in front of the bottom tabs
    for (int i = 3; i < m_docks.size(); ++i)
        layout.add(m_docks[i], P::Bottom);
}

void AuditionWorkbench::addMenus(QMenuBar* bar, QAction* before, QMenu* edit, QMenu* view,
                                 QAction* bypassOverride) {
    auto* audition = new QMenu(tr("&Audition"), bar);
    audition->addAction(m_transport->playAction());
    audition->addAction(m_transport->loopAction());
    audition->addAction(m_transport->stopAllAction());
    audition->addSeparator();
    audition->addAction(m_transport->rollAction());
    audition->addSeparator();
    audition->addAction(bypassOverride);
    audition->addSeparator();
    audition->addAction(m_addToListener);
    QAction* clear = audition->addAction(tr("&Clear Listener View"));
    connect(clear, &QAction::triggered, m_listener, &ListenerView::clearSources);
    audition->addSeparator();
    QAction* motion = audition->addAction(tr("&Motion Audition"));
    connect(motion, &QAction::triggered, this, &AuditionWorkbench::showMotionPanel);
    bar->insertMenu(before, audition);

    auto* qa = new QMenu(tr("&QA"), bar);
    QAction* table = qa->addAction(tr("Audition All in &Table"));
    QAction* all = qa->addAction(tr("Audition All in &Dat"));
    qa->addSeparator();
    QAction* open = qa->addAction(tr("&Open Run…"));
    QMenu* recent = qa->addMenu(tr("&Recent Runs"));
    recent->setObjectName(u"recentQaRuns"_s);
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { fillRecentQaRuns(recent); });
    qa->addSeparator();
    QAction* csv = qa->addAction(tr("Export Report as &CSV…"));
    QAction* md = qa->addAction(tr("Export Report as &Markdown…"));
    connect(table, &QAction::triggered, this, [this] { startQa(false); });
    connect(all, &QAction::triggered, this, [this] { startQa(true); });
    connect(open, &QAction::triggered, this, &AuditionWorkbench::chooseQaRun);
    connect(csv, &QAction::triggered, this, [this] { m_qa->exportReport(false); });
    connect(md, &QAction::triggered, this, [this] { m_qa->exportReport(true); });
    bar->insertMenu(before, qa);

    if (edit) {
        edit->addSeparator();
        QAction* prefs = edit->addAction(tr("&Preferences…"));
        prefs->setShortcuts(standardKeyOr(QKeySequence::Preferences, Qt::CTRL | Qt::Key_Comma));
        prefs->setMenuRole(QAction::PreferencesRole);
        connect(prefs, &QAction::triggered, this, &AuditionWorkbench::showPreferences);
    }
    if (view) {
        view->addSeparator();
        for (QDockWidget* d : std::as_const(m_docks))
            view->addAction(d->toggleViewAction());
    }
}

void AuditionWorkbench::applyPreferences(const Preferences& preferences) {
    const bool deviceChanged = preferences.outputDevice != m_preferences.outputDevice;
    m_preferences = preferences;
    if (deviceChanged)
        m_engine->setDevice(preferences.outputDevice);
    m_auditioner->setPreferences(preferences);
    m_listener->setPreferences(preferences);
    m_attenuation->setParameters(distanceParameters(preferences), 1.0, preferences.effectSlider());
    // One owner: every chance, roll and simulation follows the session's model.
    m_session->setFpuModel(preferences.fpuModel);
    m_audioStatus->setText(m_engine->status());
    onSelectionChanged();
}

void AuditionWorkbench::showPreferences() {
    PreferencesDialog dialog(OpenAlEngine::outputDevices(), m_window);
    dialog.setPreferences(m_preferences);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences p = dialog.preferences();
    QSettings settings;
    p.save(settings);
    if (p.language != m_preferences.language)
        showStatus(tr("The language changes the next time Soundstage starts."));
    applyPreferences(p);
}

void AuditionWorkbench::onDocumentReplaced() {
    Document* d = m_session->document();
    m_listener->clearSources();
    m_sourceOrigins.clear();
    m_pendingFiles.clear();
    m_oddsKey.reset();
    m_shown = {}; // onSelectionChanged() takes the new document's location
    m_auditioner->setDocument(d);
    m_ambient->setCatalog(d ? &d->catalog() : nullptr);
    m_ambient->setOverride(m_session->activeOverride());
    if (d && d->catalog().regions().contains(0x13000000))
        m_ambient->selectStb(0x13000000, 0);
    else if (d)
        for (const auto& [id, region] : d->catalog().regions())
            if (region.ambient && !region.ambient->empty()) {
                m_ambient->selectStb(id, 0);
                break;
            }
    onSelectionChanged();
    m_audioStatus->setText(m_engine->status());
    // A QA run is the dat's: it comes back with it, on the row where it stopped, found by the
    // dat's path or content. The content's fingerprint is computed from a copy of the catalog
    // as opened (a copy shares the data) while the window already shows the dat.
    m_openedFingerprint.clear();
    m_savedWhileFingerprinting.clear();
    m_skipQaJump = false;
    if (m_lookupCatalog)
        disposeInBackground(*std::exchange(m_lookupCatalog, std::nullopt));
    m_qa->suspend();
    if (!d) {
        m_fingerprintTask->cancel();
        return;
    }
    m_lookupCatalog = d->catalog();
    m_fingerprintTask->start(
        tr("Finding the QA run of %1…").arg(DocumentPlaces::displayName(d->path())),
        [catalog = d->catalog()](ProgressSink&) { return QaRun::soundFingerprint(catalog); },
        [this](QString fingerprint) { onFingerprinted(fingerprint); });
    // What the views chose while the document was replaced is no move of the user's.
    m_movedWhileLookingUp = false;
}

void AuditionWorkbench::finishQaLookup() {
    if (!m_fingerprintTask->isRunning() || !m_lookupCatalog)
        return;
    m_fingerprintTask->cancel();
    onFingerprinted(QaRun::soundFingerprint(*m_lookupCatalog));
}

void AuditionWorkbench::onFingerprinted(const QString& fingerprint) {
    // The catalog as opened is let go of on a worker: when the document was edited meanwhile,
    // this is the last copy of its data, thousands of tables to free.
    if (m_lookupCatalog)
        disposeInBackground(*std::exchange(m_lookupCatalog, std::nullopt));
    const Document* d = m_session->document();
    if (!d)
        return;
    m_openedFingerprint = fingerprint;
    m_skipQaJump = std::exchange(m_movedWhileLookingUp, false);
    if (!m_qa->resume(d->catalog(), d->path(), m_openedFingerprint))
        m_skipQaJump = false;
    if (!m_savedWhileFingerprinting.isEmpty())
        noteSaved(std::exchange(m_savedWhileFingerprinting, {}));
}

bool AuditionWorkbench::isFindingQaRun() const {
    return m_fingerprintTask->isRunning();
}

void AuditionWorkbench::noteSaved(const QString& path) {
    // The QA run is found first (it may be the one that goes on with the saved copy).
    if (m_fingerprintTask->isRunning()) {
        m_savedWhileFingerprinting = path;
        return;
    }
    // The saved dat was reopened (its fingerprint is the one of that opening) unless the user
    // opened another meanwhile.
    if (const Document* d = m_session->document())
        m_qa->datSaved(d->catalog(), path,
                       d->path() == path ? m_openedFingerprint
                                         : QaRun::soundFingerprint(d->catalog()));
}

bool AuditionWorkbench::openQaRun(const QString& file) {
    finishQaLookup();
    m_skipQaJump = false;
    if (!m_qa->openRun(file))
        return false;
    m_docks[5]->show();
    m_docks[5]->raise();
    return true;
}

void AuditionWorkbench::chooseQaRun() {
    const QString file = QFileDialog::getOpenFileName(
        m_window, tr("Open QA Run"), m_qa->storageDirectory(), tr("QA runs (*.json)"));
    if (!file.isEmpty())
        openQaRun(file);
}

void AuditionWorkbench::fillRecentQaRuns(QMenu* menu) {
    menu->clear();
    const std::vector<QaRunIndex::Entry> runs = m_qa->recentRuns();
    if (runs.empty()) {
        menu->addAction(tr("No QA runs yet"))->setEnabled(false);
        return;
    }
    for (const QaRunIndex::Entry& run : runs) {
        const QString scope = run.table ? hexId(*run.table) : tr("whole dat");
        const QString text =
            tr("%1 — %2: %3 of %4 marked (%5)")
                .arg(run.datName.isEmpty() ? QFileInfo(run.datPaths.value(0)).fileName()
                                           : run.datName,
                     scope)
                .arg(run.passed + run.failed)
                .arg(run.count)
                .arg(QLocale().toString(run.updated.toLocalTime(), QLocale::ShortFormat));
        QAction* action = menu->addAction(text);
        action->setToolTip(run.datPaths.join(u'\n'));
        connect(action, &QAction::triggered, this, [this, file = run.file] { openQaRun(file); });
    }
}

void AuditionWorkbench::syncOverride() {
    if (m_auditioner->overridePreview() != m_session->activeOverride())
        m_auditioner->setOverride(m_session->activeOverride());
    m_ambient->setOverride(m_session->activeOverride());
}

void AuditionWorkbench::onOverrideChanged() {
    syncOverride();
    const auto preview = m_session->appliedOverride();
    if (!preview) {
        m_overrideStatus->hide();
    } else {
        const QString name = QFileInfo(preview->path).fileName();
        const int sounds = static_cast<int>(preview->report.applied.size());
        const int waves = static_cast<int>(preview->waveReplacements().size());
        const int named = static_cast<int>(preview->namedEvents().size());
        QStringList parts{tr("%n sound(s)", nullptr, sounds)};
        if (waves > 0)
            parts << tr("%n wave(s) replaced", nullptr, waves);
        if (named > 0)
            parts << tr("%n named event(s) not previewed", nullptr, named);
        m_overrideStatus->setText(m_session->isOverrideBypassed()
                                      ? tr("Override bypassed: %1").arg(name)
                                      : tr("Override: %1 (%2)").arg(name, parts.join(u", "_s)));
        m_overrideStatus->setToolTip(QDir::toNativeSeparators(preview->path));
        m_overrideStatus->show();
    }
    // Listener sources follow: their audio is what the override (or the dat) plays now.
    for (auto it = m_sourceOrigins.begin(); it != m_sourceOrigins.end();) {
        if (!m_listener->source(it->first)) {
            it = m_sourceOrigins.erase(it);
            continue;
        }
        m_pendingFiles.erase(it->first);
        if (auto resolved = resolveSource(it->second)) {
            m_listener->replaceSound(it->first, resolved->label, resolved->pcm, resolved->volume);
            notePending(it->first, *resolved);
            ++it;
        } else {
            m_listener->removeSource(it->first);
            it = m_sourceOrigins.erase(it);
        }
    }
    m_oddsKey.reset();
    onSelectionChanged();
}

void AuditionWorkbench::onSelectionChanged() {
    const Document* d = m_session->document();
    // The table editor reacts to documentReplaced before this workbench does (slots run in
    // connection order) and selects a variant of the new document: never let the auditioner
    // read that selection's wave from the dat of the document just destroyed.
    if (const DatFile* current = d ? &d->dat() : nullptr; m_auditioner->dat() != current)
        m_auditioner->setDocument(d);
    syncOverride();
    const DocumentLocation& at = m_session->currentLocation();
    if (at.kind == DocumentLocation::Kind::Table)
        m_shown = at;
    if (d && at.kind == DocumentLocation::Kind::Wave) {
        // The odds stay those of the sound type last shown; the transport plays the wave.
        m_transport->setWave(at.id, m_session->waveExists());
        m_addToListener->setEnabled(false);
        return;
    }
    const auto soundType = shownSoundType();
    const quint32 table = m_shown.id;
    const SoundList list = d && soundType ? m_session->soundList(table, *soundType) : SoundList{};
    if (!list.exists) {
        m_odds->clear();
        m_oddsKey.reset();
        m_transport->setSoundType({}, -1);
        m_addToListener->setEnabled(false);
        return;
    }
    const WaveExists exists = m_session->waveExists();
    // The odds the table grid shows for this sound type, computed once for both.
    const std::shared_ptr<const EventOutcome> outcome = m_session->outcome(table, *soundType);
    QString title = tr("%1 in %2").arg(soundTypeName(*soundType), hexId(table));
    const int variant = shownVariant(list);
    if (list.overridden() && list.entry &&
        list.entry->alternatives.size() == list.variants.size()) {
        title = tr("%1 — override line %2").arg(title).arg(list.entry->line);
        const OddsKey key{list.preview.get(), table, *soundType, outcome->model};
        if (m_oddsKey != key) {
            QStringList labels;
            for (std::size_t i = 0; i < list.variants.size(); ++i)
                labels << (list.localFiles[i].isEmpty() ? hexId(list.variants[i].wave)
                                                        : QFileInfo(list.localFiles[i]).fileName());
            m_odds->setOverride(outcome, *list.entry, list.preview->file.pick, labels, title);
            m_oddsKey = key;
        }
    } else {
        // Bars of waves a `wave` line replaces say so.
        QStringList labels;
        if (const auto preview = m_session->activeOverride()) {
            bool any = false;
            for (const SoundVariant& v : list.variants) {
                const OverrideEntry* e = v.wave ? preview->waveReplacement(v.wave) : nullptr;
                QString label = hexId(v.wave);
                if (e && e->isSilenced()) {
                    label += u"\n→ "_s + tr("silence");
                } else if (e) {
                    const OverrideAlternative& a = e->alternatives.front();
                    label += u"\n→ "_s +
                             (a.isWave() ? hexId(a.wave) : QFileInfo(a.file).fileName()) +
                             (e->alternatives.size() > 1 ? u" …"_s : QString());
                }
                labels << label;
                any = any || e;
            }
            if (!any)
                labels.clear();
        }
        const OddsKey key{m_session->activeOverride().get(), table, *soundType, outcome->model};
        if (m_odds->isOverride() || m_oddsKey != key ||
            m_odds->outcome().variants.size() != list.variants.size() ||
            !std::ranges::equal(list.variants, m_odds->outcome().variants, {}, {},
                                &VariantOutcome::variant))
            m_odds->setVariants(outcome, list.variants, title, exists, labels);
        m_oddsKey = key;
    }
    m_transport->setSoundList(list, variant, title, exists);
    m_addToListener->setEnabled(variant >= 0);
}

std::optional<AuditionWorkbench::ResolvedSource>
AuditionWorkbench::resolveSource(const SourceOrigin& origin) {
    ResolvedSource r;
    if (origin.soundType) {
        const SoundList list = m_session->soundList(origin.table, *origin.soundType);
        if (origin.variant < 0 || origin.variant >= static_cast<int>(list.variants.size())) {
            showStatus(tr("%1 #%2 is gone from the list: its listener source was removed.")
                           .arg(soundTypeName(*origin.soundType))
                           .arg(origin.variant));
            return std::nullopt;
        }
        const SoundVariant& v = list.variants[static_cast<std::size_t>(origin.variant)];
        auto sound =
            m_auditioner->variantSound(v, list.localFile(origin.variant), Auditioner::Choice::First,
                                       Auditioner::Decode::Async);
        if (!sound) {
            showStatus(tr("%1 #%2: %3")
                           .arg(soundTypeName(*origin.soundType))
                           .arg(origin.variant)
                           .arg(sound.error().message));
            return std::nullopt;
        }
        if (sound->silent()) {
            showStatus(tr("%1 #%2 plays nothing: %3")
                           .arg(soundTypeName(*origin.soundType))
                           .arg(origin.variant)
                           .arg(sound->label));
            return std::nullopt;
        }
        r.label = u"%1 #%2"_s.arg(soundTypeName(*origin.soundType)).arg(origin.variant);
        if (sound->overrideLine > 0 || !sound->file.isEmpty())
            r.label += u" (%1)"_s.arg(sound->label);
        r.pcm = sound->pcm;
        if (sound->pending)
            r.pendingFile = sound->file;
        r.volume = static_cast<double>(v.volume) * sound->gain;
        r.wave = v.wave;
        r.priority = v.priority;
        return r;
    }
    auto sound =
        m_auditioner->waveSound(origin.wave, Auditioner::Choice::First, Auditioner::Decode::Async);
    if (!sound) {
        showStatus(tr("Wave %1: %2").arg(hexId(origin.wave), sound.error().message));
        return std::nullopt;
    }
    if (sound->silent()) {
        showStatus(tr("Wave %1 plays nothing: %2").arg(hexId(origin.wave), sound->label));
        return std::nullopt;
    }
    r.label = hexId(origin.wave);
    if (sound->overrideLine > 0)
        r.label += u" → %1"_s.arg(sound->label);
    r.pcm = sound->pcm;
    if (sound->pending)
        r.pendingFile = sound->file;
    r.volume = sound->gain;
    r.wave = origin.wave;
    return r;
}

std::optional<quint32> AuditionWorkbench::shownSoundType() const {
    return m_shown.kind == DocumentLocation::Kind::Table && m_shown.hasKey
               ? std::optional<quint32>(m_shown.key)
               : std::nullopt;
}

int AuditionWorkbench::shownVariant(const SoundList& list) const {
    // A location set before the list shrank (an undo of an added variant) names no variant.
    return m_shown.index >= 0 && std::cmp_less(m_shown.index, list.variants.size()) ? m_shown.index
                                                                                    : -1;
}

void AuditionWorkbench::addSelectedToListener() {
    const auto soundType = shownSoundType();
    if (!m_session->document() || !soundType)
        return;
    syncOverride();
    const int variant = shownVariant(m_session->soundList(m_shown.id, *soundType));
    if (variant < 0)
        return;
    const SourceOrigin origin{m_shown.id, soundType, variant, 0};
    const auto resolved = resolveSource(origin);
    if (!resolved)
        return;
    const int id = m_listener->addSource(resolved->label, resolved->pcm, resolved->volume, {},
                                         resolved->wave, resolved->priority);
    m_sourceOrigins[id] = origin;
    notePending(id, *resolved);
    m_docks[2]->show();
    m_docks[2]->raise();
}

void AuditionWorkbench::addWaveToListener(quint32 wave, std::optional<QPointF> at) {
    syncOverride();
    const SourceOrigin origin{0, std::nullopt, -1, wave};
    const auto resolved = resolveSource(origin);
    if (!resolved)
        return;
    const int id =
        m_listener->addSource(resolved->label, resolved->pcm, resolved->volume, at, wave);
    m_sourceOrigins[id] = origin;
    notePending(id, *resolved);
}

void AuditionWorkbench::notePending(int id, const ResolvedSource& resolved) {
    if (resolved.pendingFile.isEmpty())
        return;
    m_pendingFiles[id] = resolved.pendingFile;
    m_listener->setAudioPending(id);
}

void AuditionWorkbench::onFileDecoded(const QString& path) {
    std::vector<int> waiting;
    for (const auto& [id, file] : m_pendingFiles)
        if (file == path)
            waiting.push_back(id);
    for (const int id : waiting) {
        m_pendingFiles.erase(id);
        const auto origin = m_sourceOrigins.find(id);
        if (origin == m_sourceOrigins.end() || !m_listener->source(id))
            continue;
        // Cached now (or known undecodable, which resolveSource() reports by name).
        if (auto resolved = resolveSource(origin->second)) {
            m_listener->replaceSound(id, resolved->label, resolved->pcm, resolved->volume);
            notePending(id, *resolved);
        } else {
            m_listener->removeSource(id);
            m_sourceOrigins.erase(origin);
        }
    }
}

void AuditionWorkbench::showMotionPanel() {
    QDockWidget* dock = m_docks[6];
    dock->show();
    dock->raise();
    m_motion->setFocus();
}

void AuditionWorkbench::startQa(bool wholeDat) {
    const Document* d = m_session->document();
    if (!d)
        return;
    // The run records the dat's fingerprint, and a resume must not replace it afterwards.
    finishQaLookup();
    m_skipQaJump = false;
    std::optional<quint32> table;
    if (!wholeDat) {
        if (m_shown.kind != DocumentLocation::Kind::Table ||
            !m_session->document()->table(m_shown.id)) {
            showStatus(tr("Open a sound table first, or audition the whole dat."));
            return;
        }
        table = m_shown.id;
    }
    QaRun::Settings settings;
    settings.datName = DocumentPlaces::displayName(d->path());
    // The dat as opened (a run belongs to it; edits since do not change which dat it is).
    settings.fingerprint = m_openedFingerprint;
    settings.model = m_session->fpuModel();
    settings.placement = Preferences::placementKey(m_preferences.placementMode);
    settings.seed = m_transport->seed();
    m_qa->start(d->catalog(), d->path(), table, std::move(settings));
    m_docks[5]->show();
    m_docks[5]->raise();
}

void AuditionWorkbench::showStatus(const QString& text) {
    m_session->showStatus(text);
}

} // namespace soundstage
