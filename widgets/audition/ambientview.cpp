// One unit: the ambient dock's tree, timeline and playback follow one simulation result.
#include "widgets/audition/ambientview.h"

#include "widgets/session/documentsession.h"

#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/ambientsoundedits.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/plothint.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/window/progressindicator.h"

#include "widgets/session/numbertext.h"

#include <qcustomplot.h>

#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {
constexpr int RegionRole = AmbientSoundEdits::RegionRole;
constexpr int StbRole = AmbientSoundEdits::StbRole;
constexpr int SoundRole = AmbientSoundEdits::SoundRole;
using enum AmbientSoundEdits::Column;
enum Graph { HeardGraph, SilentGraph, BarGraph, OverrideGraph };
} // namespace

struct AmbientView::Job {
    AmbientStbDesc stb;
    SoundTable table;                   ///< the dat's, with the override's lists
    AmbientConfig config;               ///< without waveExists
    std::vector<quint32> existingWaves; ///< of the table's records, sorted
    std::map<quint32, OverrideAmbient::Sound> overridden;
};

struct AmbientView::Simulated {
    AmbientSchedule schedule;
    SoundTable table;
    std::map<quint32, OverrideAmbient::Sound> overridden;
};

AmbientView::AmbientView(Auditioner* auditioner, QWidget* parent)
    : QWidget(parent)
    , m_auditioner(auditioner)
    , m_tree(new QTreeWidget(this))
    , m_edits(new AmbientSoundEdits(m_tree, this))
    , m_plot(new QCustomPlot(this))
    , m_seed(new QLineEdit(u"1"_s, this))
    , m_span(new QDoubleSpinBox(this))
    , m_simulate(new QPushButton(tr("Simulate"), this))
    , m_play(new QPushButton(tr("Play Ambience"), this))
    , m_summary(new QLabel(this))
    , m_timer(new QTimer(this))
    , m_simTask(new BackgroundTask(this))
    , m_simProgress(new ProgressIndicator(this)) {
    m_simProgress->watch(m_simTask);
    m_tree->setColumnCount(ColCount);
    m_tree->setHeaderLabels({tr("Ambient table / sound"), tr("Volume"), tr("Base chance"),
                             tr("Min rate (s)"), tr("Max rate (s)"), tr("Kind")});
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_seed->setValidator(new QIntValidator(0, 0x7FFFFFFF, m_seed));
    m_seed->setMaximumWidth(90);
    m_span->setRange(1.0, 3600.0);
    m_span->setValue(120.0);
    m_span->setSuffix(tr(" s"));
    m_summary->setObjectName(u"ambientSummary"_s);
    m_summary->setWordWrap(true);
    // Under the tree, as high as its wrapped text needs at the column's width (the tree gives
    // the room; the timeline beside it keeps the low dock's height). The text is short — the
    // heard and due counts per sound — and the expected rates are in its tooltip: a fixed three
    // lines cut the German summary of three sounds at 1280×720.
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    policy.setHeightForWidth(true);
    m_summary->setSizePolicy(policy);
    m_summary->setContentsMargins(0, 0, 0, 0);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    // Short enough for the tabs under the centre on a 1280×720 screen.
    m_plot->setMinimumHeight(90);
    m_plot->xAxis->setLabel(tr("time (s)"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    // The legend under the timeline, in one row, so it hides no event.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    // Tight, so the timeline keeps the height of the low dock.
    m_plot->legend->setMargins(QMargins(4, 0, 4, 0));
    m_plot->plotLayout()->setRowSpacing(0);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Seed:"), this));
    controls->addWidget(m_seed);
    controls->addWidget(new QLabel(tr("Span:"), this));
    controls->addWidget(m_span);
    controls->addWidget(m_simulate);
    controls->addWidget(m_play);
    controls->addWidget(m_simProgress);
    controls->addStretch(1);

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(controls);
    rightLayout->addWidget(m_plot, 1);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(2);
    leftLayout->addWidget(m_edits);
    leftLayout->addWidget(m_tree, 1);
    leftLayout->addWidget(m_summary);

    // Side by side: the dock sits in the wide, low tabs under the centre.
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, &AmbientView::onTreeSelection);
    connect(m_edits, &AmbientSoundEdits::refused, this, &AmbientView::refreshKeepingSelection);
    connect(m_simulate, &QPushButton::clicked, this, &AmbientView::resimulate);
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (isPlayingAmbience())
            stopAmbience();
        else
            playAmbience();
    });
    m_timer->setInterval(20);
    connect(m_timer, &QTimer::timeout, this, &AmbientView::stepAmbience);
    m_plot->installEventFilter(this);
    drawTimeline();
}

AmbientView::~AmbientView() {
    stopAmbience();
}

QRect AmbientView::timelineRect() const {
    return m_plot->axisRect()->rect();
}

QRect AmbientView::legendRect() const {
    return m_plot->legend->visible() ? m_plot->legend->outerRect() : QRect();
}

void AmbientView::setCatalog(const SoundCatalog* catalog) {
    stopAmbience();
    m_simTask->cancel();
    m_catalog = catalog;
    m_selected.reset();
    m_schedule.reset();
    fillTreeWhenShown();
    drawTimeline();
}

void AmbientView::fillTreeWhenShown() {
    // A dock behind another tab counts as visible but is moved off the window: nothing of it is
    // on screen (its dock's visibilityChanged tells when it comes to the front: tree()).
    if (isVisible() && !visibleRegion().isEmpty()) {
        fillTree();
        return;
    }
    m_treeStale = true;
    if (m_tree->topLevelItemCount() > 0) {
        const QSignalBlocker block(m_tree);
        m_tree->clear(); // nothing of the catalog before stays
    }
}

void AmbientView::fillTreeIfStale() {
    if (m_treeStale)
        fillTree();
}

QTreeWidget* AmbientView::tree() const {
    // Filling is not a change of what the view shows, only of when it is built.
    const_cast<AmbientView*>(this)->fillTreeIfStale();
    return m_tree;
}

void AmbientView::showEvent(QShowEvent* event) {
    fillTreeIfStale();
    QWidget::showEvent(event);
}

void AmbientView::setSession(DocumentSession* session) {
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_edits->setSession(session);
    if (m_session)
        connect(m_session, &DocumentSession::changed, this, &AmbientView::onDocumentChanged);
}

void AmbientView::onDocumentChanged(const DocumentChange& change) {
    if (!m_catalog)
        return;
    using Kind = DocumentChange::Kind;
    switch (change.kind) {
    case Kind::ModifiedChanged:
    case Kind::HistoryChanged:
    case Kind::HooksChanged: // animations play no ambient sound
        return;
    case Kind::RegionChanged:
        refreshKeepingSelection();
        return;
    case Kind::ValueChanged:
        if (isAmbientField(change.field.field)) {
            refreshKeepingSelection();
            return;
        }
        break;
    case Kind::Reset:
        if (change.scope == DocumentChange::Scope::Everything) {
            refreshKeepingSelection();
            return;
        }
        if (m_selected)
            resimulate(); // the gate model or a wave's presence: what plays may differ
        return;
    case Kind::TableChanged:
    case Kind::VariantsChanged:
        break;
    }
    // A table changed: the selected STB is simulated again if it plays that table.
    if (!m_selected)
        return;
    const auto region = m_catalog->regions().find(m_selected->first);
    if (region == m_catalog->regions().end() || !region->second.ambient)
        return;
    const AmbientStbDesc& stb =
        (*region->second.ambient)[static_cast<std::size_t>(m_selected->second)];
    if (stb.soundTable == change.record) {
        if (change.kind == Kind::TableChanged)
            refreshKeepingSelection(); // the tree marks STBs whose table is missing
        else
            resimulate();
    }
}

void AmbientView::refreshKeepingSelection() {
    const std::optional<std::pair<quint32, int>> selected = m_selected;
    // The selected sound row too, when there is one (an edit of its values keeps it selected).
    const QTreeWidgetItem* current = m_tree->currentItem();
    const QVariant sound = current ? current->data(ColName, SoundRole) : QVariant();
    stopAmbience();
    m_simTask->cancel();
    m_selected.reset();
    fillTree();
    if (selected) {
        // Select the same row in the tree again (without signals: onTreeSelection would tell the
        // session of a selection the user did not make).
        const QSignalBlocker block(m_tree);
        QTreeWidgetItem* stbRow = nullptr;
        QTreeWidgetItem* soundRow = nullptr;
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
            if ((*it)->data(ColName, RegionRole).toUInt() != selected->first ||
                (*it)->data(ColName, StbRole).toInt() != selected->second)
                continue;
            const QVariant k = (*it)->data(ColName, SoundRole);
            if (!k.isValid())
                stbRow = *it;
            else if (sound.isValid() && k.toInt() == sound.toInt())
                soundRow = *it;
        }
        if (QTreeWidgetItem* row = soundRow ? soundRow : stbRow)
            m_tree->setCurrentItem(row);
        m_edits->updateButtons();
        if (selectStb(selected->first, selected->second))
            return;
    }
    m_schedule.reset();
    drawTimeline();
}

void AmbientView::setOverride(std::shared_ptr<const OverridePreview> preview) {
    if (preview == m_override)
        return;
    m_override = std::move(preview);
    if (m_selected)
        resimulate();
}

void AmbientView::fillTree() {
    m_treeStale = false;
    const QSignalBlocker block(m_tree);
    m_tree->clear();
    if (!m_catalog)
        return;
    for (const auto& [id, region] : m_catalog->regions()) {
        if (!region.ambient)
            continue;
        auto* regionItem = new QTreeWidgetItem(m_tree);
        regionItem->setText(ColName, tr("Region %1 “%2” (%3 ambient tables)")
                                         .arg(hexId(id), region.name)
                                         .arg(region.ambient->size()));
        regionItem->setFirstColumnSpanned(true);
        for (int s = 0; s < static_cast<int>(region.ambient->size()); ++s) {
            const AmbientStbDesc& stb = (*region.ambient)[static_cast<std::size_t>(s)];
            QStringList users;
            if (region.sceneTypes)
                for (int t = 0; t < static_cast<int>(region.sceneTypes->size()); ++t) {
                    const SceneType& st = (*region.sceneTypes)[static_cast<std::size_t>(t)];
                    if (st.stbIndex == static_cast<quint32>(s))
                        users << tr("scene type %1 (%n scenes)", nullptr,
                                    static_cast<int>(st.scenes.size()))
                                     .arg(t);
                }
            auto* stbItem = new QTreeWidgetItem(regionItem);
            stbItem->setText(ColName,
                             tr("STB #%1 · table %2 · used by %3")
                                 .arg(s)
                                 .arg(hexId(stb.soundTable))
                                 .arg(users.isEmpty() ? tr("no scene type") : users.join(u", "_s)));
            stbItem->setFirstColumnSpanned(true);
            stbItem->setData(ColName, RegionRole, id);
            stbItem->setData(ColName, StbRole, s);
            if (!m_catalog->table(stb.soundTable))
                stbItem->setForeground(ColName, QColor(0xc0, 0x20, 0x20));
            for (int k = 0; k < static_cast<int>(stb.sounds.size()); ++k) {
                const AmbientSoundDesc& d = stb.sounds[static_cast<std::size_t>(k)];
                auto* soundItem = new QTreeWidgetItem(stbItem);
                soundItem->setData(ColName, SoundRole, k);
                AmbientSoundEdits::markEditable(soundItem);
                soundItem->setText(ColName, soundTypeName(d.soundType));
                soundItem->setText(ColVolume,
                                   NumberText::significant(static_cast<double>(d.volume), 4));
                soundItem->setText(ColChance,
                                   NumberText::significant(static_cast<double>(d.baseChance), 4));
                soundItem->setText(ColMin,
                                   NumberText::significant(static_cast<double>(d.minRate), 4));
                soundItem->setText(ColMax, d.continuous() ? tr("— (unused)")
                                                          : NumberText::significant(
                                                                static_cast<double>(d.maxRate), 4));
                soundItem->setText(ColKind, d.continuous()
                                                ? tr("continuous (derived: base chance 0)")
                                                : tr("intermittent"));
                soundItem->setToolTip(
                    ColKind, d.continuous() ? tr("Re-triggered every min rate seconds while its "
                                                 "volume is at least 0.03; max rate is unused")
                                            : tr("At each due time plays if RollDice(0,1) ≤ play "
                                                 "chance, then waits RollDice(min, max) seconds"));
                soundItem->setData(ColName, RegionRole, id);
                soundItem->setData(ColName, StbRole, s);
            }
        }
        regionItem->setExpanded(true);
    }
    m_tree->expandAll();
}

void AmbientView::onTreeSelection() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item || !item->data(ColName, StbRole).isValid())
        return;
    const auto region = item->data(ColName, RegionRole).toUInt();
    const int stb = item->data(ColName, StbRole).toInt();
    if (m_selected && m_selected->first == region && m_selected->second == stb)
        return;
    if (m_session)
        m_session->setCurrentLocation(DocumentLocation::region(region, stb));
    selectStb(region, stb);
}

bool AmbientView::selectStb(quint32 region, int stbIndex) {
    stopAmbience();
    if (!m_catalog)
        return false;
    const auto it = m_catalog->regions().find(region);
    if (it == m_catalog->regions().end() || !it->second.ambient || stbIndex < 0 ||
        stbIndex >= static_cast<int>(it->second.ambient->size()))
        return false;
    m_selected = {region, stbIndex};
    resimulate();
    return true;
}

void AmbientView::resimulate() {
    simulateInBackground(m_seed->text().toUInt(), m_span->value());
}

std::optional<AmbientView::Job> AmbientView::prepare(quint32 seed, double seconds) const {
    if (!m_catalog || !m_selected)
        return std::nullopt;
    const RegionDesc& region = m_catalog->regions().at(m_selected->first);
    Job job;
    job.stb = (*region.ambient)[static_cast<std::size_t>(m_selected->second)];
    const SoundTable* datTable = m_catalog->table(job.stb.soundTable);
    const FpuModel model = m_session ? m_session->fpuModel() : FpuModel::Single;
    if (m_override) {
        OverrideAmbient o = OverrideAmbient::make(*m_override, job.stb, datTable, model);
        job.table = std::move(o.table);
        job.config.pickers = std::move(o.pickers);
        job.overridden = std::move(o.sounds);
    } else if (datTable) {
        job.table = *datTable;
    }
    job.config.seed = seed;
    job.config.seconds = seconds;
    job.config.model = model;
    if (m_auditioner)
        job.config.preferences = m_auditioner->preferences().volumes;
    for (const SoundTableNode& node : job.table.root.children)
        for (const SoundVariant& v : node.variants)
            if (m_catalog->hasWave(v.wave))
                job.existingWaves.push_back(v.wave);
    std::ranges::sort(job.existingWaves);
    return job;
}

const AmbientSchedule* AmbientView::simulate(quint32 seed, double seconds) {
    stopAmbience();
    m_simTask->cancel();
    m_schedule.reset();
    if (std::optional<Job> job = prepare(seed, seconds)) {
        const SoundCatalog* catalog = m_catalog;
        job->config.waveExists = [catalog](quint32 id) { return catalog->hasWave(id); };
        AmbientSchedule schedule = AmbientSchedule::simulate(job->stb, job->table, job->config);
        showSchedule({std::move(schedule), std::move(job->table), std::move(job->overridden)}, seed,
                     seconds);
    } else {
        drawTimeline();
    }
    return schedule();
}

void AmbientView::simulateInBackground(quint32 seed, double seconds) {
    stopAmbience();
    std::optional<Job> job = prepare(seed, seconds);
    if (!job) {
        m_simTask->cancel();
        m_schedule.reset();
        drawTimeline();
        return;
    }
    m_simTask->start(
        tr("Simulating %L1 s of ambience…").arg(seconds),
        [work = std::move(*job)](ProgressSink& progress) mutable {
            const std::vector<quint32>& waves = work.existingWaves;
            work.config.waveExists = [&waves](quint32 id) {
                return std::ranges::binary_search(waves, id);
            };
            work.config.progress = &progress;
            AmbientSchedule schedule = AmbientSchedule::simulate(work.stb, work.table, work.config);
            return Simulated{std::move(schedule), std::move(work.table),
                             std::move(work.overridden)};
        },
        [this, seed, seconds](Simulated result) {
            if (!result.schedule.cancelled)
                showSchedule(std::move(result), seed, seconds);
        });
}

void AmbientView::showSchedule(Simulated result, quint32 seed, double seconds) {
    stopAmbience();
    m_schedule = std::move(result.schedule);
    m_scheduleTable = std::move(result.table);
    m_scheduleOverride = std::move(result.overridden);
    m_seed->setText(QString::number(seed));
    m_span->setValue(seconds);
    drawTimeline();
    emit simulated();
}

int AmbientView::heardMarkerCount() const {
    return m_plot->graphCount() > HeardGraph ? m_plot->graph(HeardGraph)->dataCount() : 0;
}

int AmbientView::silentMarkerCount() const {
    return m_plot->graphCount() > SilentGraph ? m_plot->graph(SilentGraph)->dataCount() : 0;
}

int AmbientView::overrideMarkerCount() const {
    return m_plot->graphCount() > OverrideGraph ? m_plot->graph(OverrideGraph)->dataCount() : 0;
}

QString AmbientView::eventFile(const AmbientEvent& event) const {
    const auto it = m_scheduleOverride.find(event.soundType);
    if (it == m_scheduleOverride.end() || event.variantIndex < 0 ||
        event.variantIndex >= static_cast<int>(it->second.localFiles.size()))
        return {};
    return it->second.localFiles[static_cast<std::size_t>(event.variantIndex)];
}

QString AmbientView::eventLabel(const AmbientEvent& event) const {
    const auto it = m_scheduleOverride.find(event.soundType);
    QString what;
    if (const QString file = eventFile(event); !file.isEmpty())
        what = QFileInfo(file).fileName();
    else if (event.variantIndex >= 0)
        what = event.wave == 0 ? tr("silence (wave 0)") : hexId(event.wave);
    else if (it != m_scheduleOverride.end() && it->second.silenced)
        what = tr("silenced");
    else
        what = tr("nothing chosen");
    if (it != m_scheduleOverride.end() && it->second.line > 0)
        return tr("%1 · override line %2").arg(what).arg(it->second.line);
    return what;
}

int AmbientView::continuousBarCount() const {
    if (m_plot->graphCount() < 3)
        return 0;
    // Each bar is two points and a gap.
    return m_plot->graph(2)->dataCount() / 3;
}

void AmbientView::drawTimeline() {
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_playhead = nullptr;
    auto* heard = m_plot->addGraph();
    heard->setName(tr("heard"));
    heard->setLineStyle(QCPGraph::lsNone);
    heard->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x1f, 0x6f, 0xc0),
                                           QColor(0x1f, 0x6f, 0xc0), 7));
    auto* silent = m_plot->addGraph();
    silent->setName(tr("silent (chance or gate)"));
    silent->setLineStyle(QCPGraph::lsNone);
    silent->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0xa0, 0xa0, 0xa0)), Qt::NoBrush, 6));
    auto* bars = m_plot->addGraph();
    bars->setName(tr("continuous"));
    bars->setPen(QPen(QColor(0x30, 0xa0, 0x50), 6));
    bars->setLineStyle(QCPGraph::lsLine);
    auto* fromOverride = m_plot->addGraph();
    fromOverride->setName(tr("heard (override file)"));
    fromOverride->setLineStyle(QCPGraph::lsNone);
    fromOverride->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssDiamond, QColor(0xd0, 0x60, 0x00), QColor(0xf0, 0x90, 0x20), 9));
    // Only a legend entry when the override touches a sound of this STB.
    if (m_scheduleOverride.empty() || !m_schedule)
        fromOverride->removeFromLegend();

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    m_plot->yAxis->setTicker(ticker);
    m_plot->legend->setVisible(m_schedule.has_value());
    m_plot->legend->setFont(font());
    if (!m_schedule) {
        m_plot->xAxis->setRange(0, m_span->value());
        m_plot->yAxis->setRange(-1, 1);
        addPlotHint(m_plot, tr("Select an ambient table to simulate it"), Qt::gray);
        m_summary->clear();
        m_summary->setToolTip(QString());
        m_play->setEnabled(false);
        // Queued: a new document empties the view just before its simulation arrives, and one
        // drawing then does for both (a replot takes milliseconds of the GUI thread).
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const AmbientSchedule& s = *m_schedule;
    const int sounds = static_cast<int>(s.rates.size());
    for (const auto& r : s.rates) {
        QString name = soundTypeName(r.soundType);
        if (const auto o = m_scheduleOverride.find(r.soundType); o != m_scheduleOverride.end())
            name = o->second.silenced
                       ? tr("%1 (silenced by override line %2)").arg(name).arg(o->second.line)
                       : tr("%1 (override line %2)").arg(name).arg(o->second.line);
        ticker->addTick(r.soundIndex, name);
    }
    QVector<double> hx, hy, sx, sy, bx, by, ox, oy;
    for (const AmbientEvent& e : s.events) {
        const double y = e.soundIndex;
        if (e.continuous && e.played()) {
            const double minRate = static_cast<double>(
                s.rates[static_cast<std::size_t>(e.soundIndex)].meanIntervalSeconds);
            bx << e.timeSeconds << std::min(e.timeSeconds + minRate, s.seconds)
               << e.timeSeconds + minRate;
            by << y << y << qQNaN();
        } else if (e.played() && m_scheduleOverride.contains(e.soundType)) {
            ox << e.timeSeconds;
            oy << y;
        } else if (e.played()) {
            hx << e.timeSeconds;
            hy << y;
        } else {
            sx << e.timeSeconds;
            sy << y;
        }
    }
    heard->setData(hx, hy, true);
    silent->setData(sx, sy, true);
    bars->setData(bx, by, true);
    fromOverride->setData(ox, oy, true);
    m_plot->xAxis->setRange(0, s.seconds);
    m_plot->yAxis->setRange(-0.7, std::max(1, sounds) - 0.3);
    m_playhead = new QCPItemStraightLine(m_plot);
    m_playhead->point1->setCoords(-1, 0);
    m_playhead->point2->setCoords(-1, 1);
    m_playhead->setPen(QPen(QColor(0xe0, 0x80, 0x00), 2));
    m_playhead->setVisible(false);

    QStringList counts;
    QStringList lines;
    qint64 heardCount = 0;
    for (const auto& r : s.rates) {
        heardCount += r.simulatedPlays;
        // A sound and its counts never wrap apart (a no-break space between them).
        counts << soundTypeName(r.soundType) + u'\u00A0' +
                      u"%1/%2"_s.arg(r.simulatedPlays).arg(r.simulatedEvents);
        lines << tr("%1: %2 due, %3 heard (expected %4 heard per minute)")
                     .arg(soundTypeName(r.soundType))
                     .arg(r.simulatedEvents)
                     .arg(r.simulatedPlays)
                     .arg(NumberText::fixed(r.expectedPlaysPerMinute, 2));
    }
    const QString headline = tr("Seed %1, %2 s: %3 events, %4 heard%5.")
                                 .arg(m_seed->text())
                                 .arg(NumberText::significant(s.seconds, 6))
                                 .arg(s.events.size())
                                 .arg(heardCount)
                                 .arg(s.truncated ? tr(" (truncated)") : QString());
    m_summary->setText(counts.isEmpty()
                           ? headline
                           : headline + u' ' + tr("Heard/due: %1").arg(counts.join(u" · "_s)));
    m_summary->setToolTip(headline + u'\n' + lines.join(u'\n'));
    m_play->setEnabled(true);
    m_plot->replot();
}

void AmbientView::playAmbience() {
    if (!m_schedule || !m_auditioner)
        return;
    if (!m_auditioner->engine().hasOutput())
        emit message(tr("Playing the ambience silently: %1").arg(m_auditioner->status()));
    m_nextEvent = 0;
    m_played = 0;
    m_clock.start();
    m_timer->start();
    m_play->setText(tr("Stop Ambience"));
    if (m_playhead)
        m_playhead->setVisible(true);
    stepAmbience();
}

void AmbientView::stopAmbience() {
    if (!m_timer->isActive())
        return;
    m_timer->stop();
    if (m_auditioner)
        m_auditioner->stopAll();
    m_play->setText(tr("Play Ambience"));
    if (m_playhead) {
        m_playhead->setVisible(false);
        m_plot->replot();
    }
}

bool AmbientView::isPlayingAmbience() const {
    return m_timer->isActive();
}

void AmbientView::stepAmbience() {
    if (!m_schedule) {
        stopAmbience();
        return;
    }
    const double now = static_cast<double>(m_clock.elapsed()) / 1000.0;
    const auto& events = m_schedule->events;
    while (m_nextEvent < events.size() && events[m_nextEvent].timeSeconds <= now) {
        const AmbientEvent& e = events[m_nextEvent++];
        if (!e.played())
            continue;
        ++m_played;
        playEvent(e);
    }
    if (m_playhead) {
        m_playhead->point1->setCoords(now, 0);
        m_playhead->point2->setCoords(now, 1);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    if (now >= m_schedule->seconds)
        stopAmbience();
}

void AmbientView::playEvent(const AmbientEvent& e) {
    if (!m_auditioner)
        return;
    Placement where;
    if (!e.continuous) {
        // Compass bearing from the listener at the origin facing north.
        where.source = Vec3{e.distanceMetres * std::sin(e.bearingRadians),
                            e.distanceMetres * std::cos(e.bearingRadians), 0.0};
    }
    if (!m_scheduleOverride.contains(e.soundType)) {
        m_auditioner->playAmbient(e.wave, e.volume, where);
        return;
    }
    // The override's list: its variant (a dat wave, or a local file) at the alternative's gain
    // on top of the ambient volume, as a `wave` replacement line plays.
    const SoundTableNode* node = m_scheduleTable.sound(e.soundType);
    if (!node || e.variantIndex < 0 || e.variantIndex >= static_cast<int>(node->variants.size()))
        return;
    const SoundVariant& v = node->variants[static_cast<std::size_t>(e.variantIndex)];
    auto sound = m_auditioner->variantSound(v, eventFile(e), Auditioner::Choice::Roll,
                                            Auditioner::Decode::Async);
    if (!sound) {
        emit message(tr("Ambient %1: %2").arg(soundTypeName(e.soundType), sound.error().message));
        return;
    }
    m_auditioner->playSound(*sound, e.volume * static_cast<double>(v.volume), where, false, true);
}

const AmbientEvent* AmbientView::eventNear(QPoint pixel) const {
    if (!m_schedule || m_schedule->events.empty())
        return nullptr;
    constexpr double Reach = 6.0; // pixels
    const double t0 = m_plot->xAxis->pixelToCoord(pixel.x() - Reach);
    const double t1 = m_plot->xAxis->pixelToCoord(pixel.x() + Reach);
    const auto& events = m_schedule->events;
    auto it = std::ranges::lower_bound(events, t0, {}, &AmbientEvent::timeSeconds);
    const AmbientEvent* best = nullptr;
    double bestDistance = Reach * Reach * 2;
    for (; it != events.end() && it->timeSeconds <= t1; ++it) {
        const double dx = m_plot->xAxis->coordToPixel(it->timeSeconds) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(it->soundIndex) - pixel.y();
        if (const double d = dx * dx + dy * dy; d < bestDistance) {
            bestDistance = d;
            best = &*it;
        }
    }
    return best;
}

bool AmbientView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const AmbientEvent* e = eventNear(help->pos())) {
            const QString state = e->played() ? tr("heard") : tr("silent");
            QToolTip::showText(help->globalPos(),
                               tr("%1 at %2 s: %3 (%4)")
                                   .arg(soundTypeName(e->soundType))
                                   .arg(NumberText::fixed(e->timeSeconds, 2))
                                   .arg(eventLabel(*e), state),
                               m_plot);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace soundstage
