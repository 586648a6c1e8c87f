#include "widgets/auditionworkbench.h"

#include "core/audio/openalengine.h"
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/ambientview.h"
#include "widgets/attenuationplot.h"
#include "widgets/auditioner.h"
#include "widgets/browserdock.h"
#include "widgets/documentsession.h"
#include "widgets/listenerview.h"
#include "widgets/oddschart.h"
#include "widgets/preferencesdialog.h"
#include "widgets/qarunpanel.h"
#include "widgets/tableeditor.h"
#include "widgets/transport.h"
#include "widgets/waveformview.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

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
    , m_audioStatus(new QLabel)
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
    makeDock(tr("Ambient"), u"ambientDock"_s, m_ambient);
    makeDock(tr("QA Run"), u"qaDock"_s, m_qa);

    // Waves drag from the browser onto the listener view.
    m_browser->view()->setDragEnabled(true);
    m_browser->view()->setDragDropMode(QAbstractItemView::DragOnly);

    // Transport shortcuts work anywhere in the window (text fields keep their Space).
    m_window->addActions({m_transport->playAction(), m_transport->loopAction(),
                          m_transport->stopAllAction(), m_transport->rollAction()});

    m_audioStatus->setText(m_engine->status());
    m_audioStatus->setToolTip(tr("Audio output"));
    m_window->statusBar()->addPermanentWidget(m_audioStatus);

    connect(m_transport, &Transport::message, this, &AuditionWorkbench::showStatus);
    connect(m_listener, &ListenerView::message, this, &AuditionWorkbench::showStatus);
    connect(m_ambient, &AmbientView::message, this, &AuditionWorkbench::showStatus);
    connect(m_qa, &QaRunPanel::message, this, &AuditionWorkbench::showStatus);

    connect(m_session, &DocumentSession::documentReplaced, this,
            &AuditionWorkbench::onDocumentReplaced);
    connect(m_session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        switch (change.kind) {
        case DocumentChange::Kind::ModifiedChanged:
        case DocumentChange::Kind::HistoryChanged:
            return;
        case DocumentChange::Kind::RegionChanged:
        case DocumentChange::Kind::Reset:
            if (Document* d = m_session->document())
                m_ambient->setCatalog(&d->catalog());
            break;
        default:
            break;
        }
        onSelectionChanged();
    });
    connect(m_editor->soundTypeList(), &QListWidget::currentRowChanged, this,
            &AuditionWorkbench::onSelectionChanged);
    connect(m_editor->variantView()->selectionModel(), &QItemSelectionModel::currentRowChanged,
            this, &AuditionWorkbench::onSelectionChanged);
    connect(m_addToListener, &QAction::triggered, this, &AuditionWorkbench::addSelectedToListener);
    connect(m_listener, &ListenerView::waveDropped, this,
            [this](quint32 wave, QPointF at) { addWaveToListener(wave, at); });

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

void AuditionWorkbench::placeDocks(QDockWidget* tabWith) {
    QDockWidget* odds = m_docks[0];
    QDockWidget* wave = m_docks[1];
    m_window->addDockWidget(Qt::RightDockWidgetArea, odds);
    m_window->addDockWidget(Qt::RightDockWidgetArea, wave);
    m_window->splitDockWidget(odds, wave, Qt::Vertical);
    QDockWidget* previous = tabWith;
    for (int i = 2; i < m_docks.size(); ++i) {
        if (previous) {
            m_window->tabifyDockWidget(previous, m_docks[i]);
        } else {
            m_window->addDockWidget(Qt::BottomDockWidgetArea, m_docks[i]);
        }
        previous = m_docks[i];
    }
    m_window->resizeDocks({odds}, {520}, Qt::Horizontal);
    m_window->resizeDocks({odds, wave}, {420, 220}, Qt::Vertical);
    m_docks[2]->raise(); // the listener in front of the bottom tabs
}

void AuditionWorkbench::addMenus(QMenuBar* bar, QAction* before, QMenu* edit, QMenu* view) {
    auto* audition = new QMenu(tr("&Audition"), bar);
    audition->addAction(m_transport->playAction());
    audition->addAction(m_transport->loopAction());
    audition->addAction(m_transport->stopAllAction());
    audition->addSeparator();
    audition->addAction(m_transport->rollAction());
    audition->addSeparator();
    audition->addAction(m_addToListener);
    QAction* clear = audition->addAction(tr("&Clear Listener View"));
    connect(clear, &QAction::triggered, m_listener, &ListenerView::clearSources);
    bar->insertMenu(before, audition);

    auto* qa = new QMenu(tr("&QA"), bar);
    QAction* table = qa->addAction(tr("Audition All in &Table"));
    QAction* all = qa->addAction(tr("Audition All in &Dat"));
    qa->addSeparator();
    QAction* csv = qa->addAction(tr("Export Report as &CSV…"));
    QAction* md = qa->addAction(tr("Export Report as &Markdown…"));
    connect(table, &QAction::triggered, this, [this] { startQa(false); });
    connect(all, &QAction::triggered, this, [this] { startQa(true); });
    connect(csv, &QAction::triggered, this, [this] { m_qa->exportReport(false); });
    connect(md, &QAction::triggered, this, [this] { m_qa->exportReport(true); });
    bar->insertMenu(before, qa);

    if (edit) {
        edit->addSeparator();
        QAction* prefs = edit->addAction(tr("&Preferences…"));
        prefs->setShortcut(QKeySequence::Preferences);
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
    m_ambient->setFpuModel(preferences.fpuModel);
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
    m_auditioner->setDat(d ? &d->dat() : nullptr);
    m_ambient->setCatalog(d ? &d->catalog() : nullptr);
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
}

void AuditionWorkbench::onSelectionChanged() {
    const Document* d = m_session->document();
    // The table editor reacts to documentReplaced before this workbench does (slots run in
    // connection order) and selects a variant of the new document: never let the auditioner
    // read that selection's wave from the dat of the document just destroyed.
    if (const DatFile* current = d ? &d->dat() : nullptr; m_auditioner->dat() != current)
        m_auditioner->setDat(current);
    const auto soundType = m_editor->currentSoundType();
    const SoundTableNode* node = d && soundType ? d->sound(m_editor->table(), *soundType) : nullptr;
    if (!node) {
        m_odds->clear();
        m_transport->setSoundType({}, -1);
        m_addToListener->setEnabled(false);
        return;
    }
    const WaveExists exists = m_session->waveLookup();
    const QString title = tr("%1 in %2").arg(soundTypeName(*soundType), hexId(m_editor->table()));
    const int variant = m_editor->currentVariant();
    if (m_odds->outcome().variants.size() != node->variants.size() ||
        !std::ranges::equal(node->variants, m_odds->outcome().variants, {}, {},
                            &VariantOutcome::variant))
        m_odds->setVariants(node->variants, title, exists, m_preferences.fpuModel);
    m_transport->setSoundType(node->variants, variant, title, exists, m_preferences.fpuModel);
    m_addToListener->setEnabled(variant >= 0);
}

void AuditionWorkbench::addSelectedToListener() {
    const Document* d = m_session->document();
    const auto soundType = m_editor->currentSoundType();
    const int variant = m_editor->currentVariant();
    const SoundTableNode* node = d && soundType ? d->sound(m_editor->table(), *soundType) : nullptr;
    if (!node || variant < 0 || variant >= static_cast<int>(node->variants.size()))
        return;
    const SoundVariant& v = node->variants[static_cast<std::size_t>(variant)];
    auto pcm = m_auditioner->wave(v.wave);
    if (!pcm) {
        showStatus(tr("Wave %1: %2").arg(hexId(v.wave), pcm.error().message));
        return;
    }
    m_listener->addSource(u"%1 #%2"_s.arg(soundTypeName(*soundType)).arg(variant), *pcm,
                          static_cast<double>(v.volume), {}, v.wave, v.priority);
    m_docks[2]->show();
    m_docks[2]->raise();
}

void AuditionWorkbench::addWaveToListener(quint32 wave, std::optional<QPointF> at) {
    auto pcm = m_auditioner->wave(wave);
    if (!pcm) {
        showStatus(tr("Wave %1: %2").arg(hexId(wave), pcm.error().message));
        return;
    }
    m_listener->addSource(hexId(wave), *pcm, 1.0, at, wave);
}

void AuditionWorkbench::startQa(bool wholeDat) {
    const Document* d = m_session->document();
    if (!d)
        return;
    std::optional<quint32> table;
    if (!wholeDat) {
        if (m_editor->table() == 0) {
            showStatus(tr("Open a sound table first, or audition the whole dat."));
            return;
        }
        table = m_editor->table();
    }
    m_qa->start(d->catalog(), d->path(), table, m_preferences.fpuModel);
    m_docks[5]->show();
    m_docks[5]->raise();
}

void AuditionWorkbench::showStatus(const QString& text) {
    m_session->showStatus(text);
}

} // namespace soundstage
