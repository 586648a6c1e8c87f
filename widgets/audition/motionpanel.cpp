#include "widgets/audition/motionpanel.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/soundcatalog.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/retail/eventoutcome.h"
#include "core/triggers/triggerindex.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/framestrip.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/motionplayer.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/columnchooser.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <ranges>
#include <utility>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

enum Column { TimeColumn, FrameColumn, HookColumn, SoundColumn, ChoseColumn, ResultColumn };

constexpr double SourceDistance = 4.0; // metres: inside the retail 5 m, heard at full volume

void addCommand(QComboBox* box, quint32 command) {
    if (box->findData(command) < 0)
        box->addItem(MotionCommand::name(command), command);
}

// The label of a sound hook on a strip mark: what it plays.
QString hookLabel(const AnimationHook& hook) {
    if (const auto* t = hook.as<SoundTableHook>())
        return soundTypeName(t->soundType);
    if (const auto* w = hook.as<SoundTweakedHook>())
        return FrameStrip::tr("wave %1 (probability %2)")
            .arg(hexId(w->wave))
            .arg(QLocale().toString(double(w->probability), 'g', 4));
    if (const auto* s = hook.as<SoundHook>())
        return FrameStrip::tr("wave %1").arg(hexId(s->wave));
    return {};
}

} // namespace

MotionPanel::MotionPanel(DocumentSession* session, Auditioner& auditioner, ListenerView* listener,
                         QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_auditioner(auditioner)
    , m_listener(listener)
    , m_player(new MotionPlayer(this))
    , m_setupBox(new QComboBox)
    , m_styleBox(new QComboBox)
    , m_motionBox(new QComboBox)
    , m_seedBox(new QSpinBox)
    , m_secondsBox(new QDoubleSpinBox)
    , m_playButton(new QPushButton(tr("&Play Motion")))
    , m_stopButton(new QPushButton(tr("St&op")))
    , m_summary(new QLabel)
    , m_strip(new FrameStrip)
    , m_list(new QTreeWidget) {
    // The pairing note lives here, not under the strip: on a laptop the strip needs the
    // dock's height for its title, frames and legend.
    m_setupBox->setToolTip(tr("Setups with a motion table. Each plays with its default "
                              "pairings: the setup's own motion table and sound table (the "
                              "server can give an object others)."));
    m_setupBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_styleBox->setToolTip(tr("The stance the motion plays in"));
    m_motionBox->setToolTip(tr("The motion command: a cycle (played in a loop) or an action "
                               "(played once, then the style's default cycle)"));
    // Random::Seed and srand take 32 bits; the box offers the non-negative half.
    m_seedBox->setRange(0, std::numeric_limits<int>::max());
    m_seedBox->setValue(1);
    m_seedBox->setToolTip(tr("Random::Seed and srand: the same seed gives the same firings"));
    m_secondsBox->setRange(0.5, 3600.0);
    m_secondsBox->setDecimals(1);
    m_secondsBox->setValue(30.0);
    m_secondsBox->setSuffix(tr(" s"));
    m_secondsBox->setToolTip(tr("How long the motion plays"));
    m_summary->setWordWrap(true);
    m_summary->setObjectName(u"motionSummary"_s);

    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setTextElideMode(Qt::ElideRight);
    // Animation frames and physics-script start times share the column: both say where in
    // its record the hook sits ("0x03000002 : 4", "0x33000002 @ 0.5 s").
    m_list->setHeaderLabels(
        {tr("Time"), tr("Frame / time"), tr("Hook"), tr("Sound"), tr("Chose"), tr("Result")});
    QTreeWidgetItem* header = m_list->headerItem();
    header->setToolTip(TimeColumn, tr("Time of the firing (s)"));
    header->setToolTip(FrameColumn,
                       tr("Frame / time: animation : frame, or physics script @ its hook's time"));
    header->setToolTip(HookColumn, tr("Hook type"));
    header->setToolTip(SoundColumn, tr("Sound type"));
    header->setToolTip(ChoseColumn, tr("Chose: the variant and wave the pick chose"));
    header->setToolTip(ResultColumn, tr("Result: played or why silent, and the volume"));
    // Widths for what the columns hold (measuring every row as firings arrive would cost a
    // pass over the list per firing); the result takes the rest and elides (its tooltip, as
    // every cell's, has the whole row).
    const QFontMetrics fm(m_list->font());
    const QStringList samples{u"0000.000"_s, u"0x03000000 : 000"_s, u"SoundTweaked"_s,
                              u"Footstep1"_s, u"#0 · wave 0x0A000000"_s};
    for (int c = 0; c < samples.size(); ++c)
        m_list->setColumnWidth(
            c,
            std::max(fm.horizontalAdvance(samples[c]), fm.horizontalAdvance(header->text(c))) + 16);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setMinimumSectionSize(fm.horizontalAdvance(u"00.0…"_s) + 8);
    // In the low dock at 1280 px the list has room for four columns: when, what sound, what
    // the pick chose and what became of it; the frame and the hook type are in the header's
    // menu and every row's tooltip.
    new ColumnChooser(m_list->header(),
                      {u"time"_s, u"frame"_s, u"hook"_s, u"sound"_s, u"chose"_s, u"result"_s},
                      u"motion/hiddenFiringColumns"_s, {u"frame"_s, u"hook"_s}, u"firingColumn-"_s);

    auto* choose = new QHBoxLayout;
    choose->addWidget(new QLabel(tr("Setup:")));
    choose->addWidget(m_setupBox, 2);
    choose->addWidget(new QLabel(tr("Style:")));
    choose->addWidget(m_styleBox, 1);
    choose->addWidget(new QLabel(tr("Motion:")));
    choose->addWidget(m_motionBox, 1);
    auto* run = new QHBoxLayout;
    run->addWidget(new QLabel(tr("Seed:")));
    run->addWidget(m_seedBox);
    run->addWidget(new QLabel(tr("Length:")));
    run->addWidget(m_secondsBox);
    run->addWidget(m_playButton);
    run->addWidget(m_stopButton);
    run->addWidget(m_summary, 1);
    // The strip beside the firing list, so the list gets the dock's height: in the low tabs
    // under the centre (1280×720) the two on top of each other left it 3 rows.
    auto* stripSide = new QWidget;
    auto* stripLayout = new QVBoxLayout(stripSide);
    stripLayout->setContentsMargins(0, 0, 0, 0);
    stripLayout->addWidget(m_strip);
    stripLayout->addStretch(1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(u"motionSplit"_s);
    split->setChildrenCollapsible(false);
    split->addWidget(stripSide);
    split->addWidget(m_list);
    // The list's columns want more of the width than the strip's frames (whose size hint
    // alone would give it most of the dock): a third and two thirds.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setSizes({1000, 2000});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choose);
    layout->addLayout(run);
    layout->addWidget(split, 1);

    connect(m_setupBox, &QComboBox::currentIndexChanged, this, [this] { fillStyles(); });
    connect(m_styleBox, &QComboBox::currentIndexChanged, this, [this] { fillMotions(); });
    connect(m_motionBox, &QComboBox::currentIndexChanged, this, [this] { updateButtons(); });
    connect(m_playButton, &QPushButton::clicked, this, &MotionPanel::play);
    connect(m_stopButton, &QPushButton::clicked, this, &MotionPanel::stop);
    connect(m_player, &MotionPlayer::fired, this, &MotionPanel::onFired);
    connect(m_player, &MotionPlayer::moved, this, &MotionPanel::onMoved);
    connect(m_player, &MotionPlayer::finished, this, [this] {
        updateButtons();
        updateSummary();
    });
    connect(m_player, &MotionPlayer::stopped, this, [this] {
        updateButtons();
        updateSummary();
    });
    connect(m_session, &DocumentSession::documentReplaced, this, &MotionPanel::onDocumentReplaced);
    connect(m_session->triggers(), &SessionTriggerIndex::indexChanged, this,
            &MotionPanel::onIndexChanged);
    onDocumentReplaced();
    onIndexChanged();
}

MotionPanel::~MotionPanel() {
    stop();
}

void MotionPanel::onDocumentReplaced() {
    stop();
    // The session's index of the new document comes with indexChanged(); until then there is
    // none (the session emitted indexChanged() for the old one going already).
    if (m_index)
        disposeInBackground(std::exchange(m_index, nullptr));
    m_request.reset();
    m_sourceId = 0; // the listener view clears its sources with the document
    m_list->clear();
    m_strip->clear();
    m_stripAnim = {};
    m_problem.clear();
    fillSetups();
}

void MotionPanel::onIndexChanged() {
    const SessionTriggerIndex* triggers = m_session->triggers();
    // A retail index takes milliseconds to free: not on the GUI thread (the player may still
    // hold this one for the play it shows).
    if (auto old = std::exchange(m_index, triggers->index()); old && old != m_index)
        disposeInBackground(std::move(old));
    m_problem = m_index || triggers->error().isEmpty()
                    ? QString()
                    : tr("The motion tables could not be read: %1").arg(triggers->error());
    fillSetups();
    if (!m_index) {
        m_playPending = false;
        updateButtons();
        updateSummary();
        return;
    }
    emit indexReady();
    if (m_playPending && triggers->hasCurrentRecords()) {
        m_playPending = false;
        playNow();
    }
}

void MotionPanel::fillSetups() {
    // What is chosen stays chosen when the new index still has it (a hook edit rebuilds it).
    const QVariant setup = m_setupBox->currentData();
    const QVariant style = m_styleBox->currentData();
    const QVariant motion = m_motionBox->currentData();
    {
        const QSignalBlocker block(m_setupBox);
        m_setupBox->clear();
        if (m_index) {
            for (const auto& [id, info] : m_index->setups())
                if (m_index->motionTable(info.motionTable))
                    m_setupBox->addItem(
                        tr("%1 (motion table %2, sound table %3)")
                            .arg(hexId(id), hexId(info.motionTable),
                                 info.soundTable ? hexId(info.soundTable) : tr("none")),
                        id);
            if (m_setupBox->count() == 0)
                m_problem = tr("No setup of this dat has a motion table.");
            if (const int kept = m_setupBox->findData(setup); setup.isValid() && kept >= 0)
                m_setupBox->setCurrentIndex(kept);
        }
    }
    fillStyles();
    // Each through its box's signal: the style refills the motions, the motion the buttons.
    if (const int kept = m_styleBox->findData(style); style.isValid() && kept >= 0)
        m_styleBox->setCurrentIndex(kept);
    if (const int kept = m_motionBox->findData(motion); motion.isValid() && kept >= 0)
        m_motionBox->setCurrentIndex(kept);
}

const MotionTable* MotionPanel::chosenTable() const {
    const TriggerIndex::SetupInfo* setup =
        m_index ? m_index->setup(m_setupBox->currentData().toUInt()) : nullptr;
    return setup ? m_index->motionTable(setup->motionTable) : nullptr;
}

void MotionPanel::fillStyles() {
    const QSignalBlocker block(m_styleBox);
    m_styleBox->clear();
    if (const MotionTable* table = chosenTable()) {
        addCommand(m_styleBox, table->defaultStyle);
        for (const MotionEntry& cycle : table->cycles)
            addCommand(m_styleBox, cycle.style());
        m_styleBox->setCurrentIndex(m_styleBox->findData(table->defaultStyle));
    }
    fillMotions();
}

void MotionPanel::fillMotions() {
    const QSignalBlocker block(m_motionBox);
    m_motionBox->clear();
    const quint32 style = m_styleBox->currentData().toUInt();
    if (const MotionTable* table = chosenTable()) {
        // Its cycles, the motions the client derives from them, then the actions its links
        // lead to (MotionSimulation plays each the way the client does).
        for (const MotionEntry& cycle : table->cycles)
            if (cycle.style() == style)
                addCommand(m_motionBox, cycle.motion());
        for (const MotionDerivation& derived : motionDerivations())
            if (table->cycle(style, derived.cycle))
                addCommand(m_motionBox, derived.command);
        for (const MotionLink& link : table->links)
            if ((0x80000000u | (link.key >> 16)) == style)
                for (const auto& target : link.targets | std::views::keys)
                    if (!table->cycle(style, target))
                        addCommand(m_motionBox, target);
        const int walk = m_motionBox->findData(MotionCommand::WalkForward);
        m_motionBox->setCurrentIndex(walk >= 0 ? walk : 0);
    }
    updateButtons();
    updateSummary();
}

bool MotionPanel::selectMotion(quint32 setup, quint32 command, std::optional<quint32> style) {
    const int s = m_setupBox->findData(setup);
    if (s < 0)
        return false;
    m_setupBox->setCurrentIndex(s);
    if (style) {
        const int st = m_styleBox->findData(*style);
        if (st < 0)
            return false;
        m_styleBox->setCurrentIndex(st);
    }
    const int m = m_motionBox->findData(command);
    if (m < 0)
        return false;
    m_motionBox->setCurrentIndex(m);
    return true;
}

void MotionPanel::setSeed(quint32 seed) {
    m_seedBox->setValue(static_cast<int>(std::min<quint32>(seed, quint32(m_seedBox->maximum()))));
}

void MotionPanel::setSeconds(double seconds) {
    m_secondsBox->setValue(seconds);
}

void MotionPanel::play() {
    if (!m_session->document() || !m_index || m_motionBox->currentIndex() < 0)
        return;
    if (!m_session->triggers()->hasCurrentRecords()) {
        // An edit since the index was built may have changed the hooks: play the new one.
        stop();
        m_playPending = true;
        updateSummary();
        return;
    }
    playNow();
}

void MotionPanel::playNow() {
    const Document* d = m_session->document();
    stop();
    MotionRequest request;
    request.setup = m_setupBox->currentData().toUInt();
    request.style = m_styleBox->currentData().toUInt();
    request.command = m_motionBox->currentData().toUInt();
    request.seconds = m_secondsBox->value();
    request.seed = static_cast<quint32>(m_seedBox->value());
    request.model = m_session->fpuModel();
    // The applied override plays as it does everywhere else (table, hook and wave lines).
    request.preview = m_session->activeOverride();
    // The document's tables as edited: picks follow edits made since the index was built.
    auto simulation = MotionSimulation::run(*m_index, d->catalog(), request);
    m_list->clear();
    m_started.clear();
    if (!simulation) {
        m_request.reset();
        m_problem = simulation.error().message;
        updateButtons();
        updateSummary();
        emit message(m_problem);
        return;
    }
    m_problem.clear();
    m_request = request;
    // Decoded before the clock starts, so no firing waits for a decode.
    for (const MotionSoundEvent& e : simulation->events)
        if (e.outcome == MotionSoundEvent::Outcome::Played && e.file.isEmpty())
            m_auditioner.prefetch(e.wave);
    ensureListenerSource(request.setup);
    m_stripAnim = {};
    m_player->play(std::move(*simulation), request.seconds, m_index);
    updateButtons();
}

void MotionPanel::stop() {
    m_playPending = false;
    m_player->stop();
    for (const SoundHandle h : m_started)
        if (h != 0)
            m_auditioner.engine().stop(h);
    updateButtons();
}

void MotionPanel::ensureListenerSource(quint32 setup) {
    if (!m_listener)
        return;
    const QString label = tr("Setup %1 (motion)").arg(hexId(setup));
    if (m_sourceId != 0 && m_listener->source(m_sourceId)) {
        if (m_listener->source(m_sourceId)->label != label)
            m_listener->replaceSound(m_sourceId, label, nullptr, 1.0);
        return;
    }
    // Ahead and a little to the right, clear of the listener's heading handle.
    const double h = (m_listener->listenerHeading() + 30.0) * std::numbers::pi / 180.0;
    const QPointF ahead =
        m_listener->listenerPosition() + QPointF(std::sin(h), std::cos(h)) * SourceDistance;
    m_sourceId = m_listener->addSource(label, nullptr, 1.0, ahead);
}

void MotionPanel::onFired(std::size_t index) {
    const MotionSimulation& sim = m_player->simulation();
    const MotionSoundEvent& e = sim.events[index];
    using Outcome = MotionSoundEvent::Outcome;
    const bool table = e.hookType == static_cast<quint32>(HookType::SoundTable);
    QString chose = QStringLiteral("—");
    const QString source =
        e.file.isEmpty() ? tr("wave %1").arg(hexId(e.wave)) : QFileInfo(e.file).fileName();
    if (e.variant >= 0)
        chose = tr("#%1 · %2").arg(e.variant).arg(source);
    else if (!table && (e.wave != 0 || !e.file.isEmpty()))
        chose = source;
    QString result = outcomeText(e.outcome);
    if (e.outcome == Outcome::Played || e.outcome == Outcome::SilentGate)
        result += tr(" (volume %1)").arg(locale().toString(double(e.volume) * e.gain, 'g', 4));
    if (const int line = e.waveLine > 0 ? e.waveLine : e.hookLine; line > 0)
        result += tr(" · override line %1").arg(line);
    const MotionScriptStart* start = e.start >= 0 && std::size_t(e.start) < sim.scripts.size()
                                         ? &sim.scripts[std::size_t(e.start)]
                                         : nullptr;
    const QString where =
        start ? tr("%1 @ %2 s").arg(hexId(e.script), locale().toString(e.scriptTime, 'g', 4))
              : tr("%1 : %2").arg(hexId(e.animation)).arg(e.frame);
    const QStringList cells{locale().toString(e.time, 'f', 3),
                            where,
                            hookTypeName(e.hookType),
                            table ? soundTypeName(e.soundType) : QStringLiteral("—"),
                            chose,
                            result};
    auto* item = new QTreeWidgetItem(cells);
    item->setData(TimeColumn, Qt::UserRole, qulonglong(index));
    // Every cell's tooltip is the whole row: the list shows only some columns in the dock.
    QStringList tip;
    for (int c = TimeColumn; c <= ResultColumn; ++c)
        tip << tr("%1: %2").arg(m_list->headerItem()->text(c), cells[c]);
    if (e.gateRoll >= 0)
        tip << tr("gate roll %1 of 32768").arg(e.gateRoll);
    if (start) {
        const QString by = start->frame >= 0
                               ? tr("the %1 hook of animation %2, frame %3")
                                     .arg(hookTypeName(start->hookType), hexId(start->record))
                                     .arg(start->frame)
                               : tr("the %1 hook of script %2 at %3 s")
                                     .arg(hookTypeName(start->hookType), hexId(start->record),
                                          locale().toString(start->at, 'g', 4));
        tip << (start->delay != 0.0
                    ? tr("Script %1, started at %2 s by %3 (a delay of %4 s drawn)")
                          .arg(hexId(e.script), locale().toString(start->time, 'f', 3), by,
                               locale().toString(start->delay, 'f', 3))
                    : tr("Script %1, started at %2 s by %3")
                          .arg(hexId(e.script), locale().toString(start->time, 'f', 3), by));
    }
    for (int c = TimeColumn; c <= ResultColumn; ++c)
        item->setToolTip(c, tip.join(u'\n'));
    if (e.outcome != Outcome::Played)
        for (int c = 0; c <= ResultColumn; ++c)
            item->setForeground(c, palette().brush(QPalette::Disabled, QPalette::Text));
    m_list->addTopLevelItem(item);
    m_list->scrollToItem(item);

    if (e.outcome != Outcome::Played)
        return;
    SoundHandle handle = 0;
    const double volume = double(e.volume) * e.gain;
    if (auto pcm = e.file.isEmpty() ? m_auditioner.wave(e.wave) : m_auditioner.localFile(e.file);
        !pcm) {
        emit message(e.file.isEmpty() ? tr("Wave %1: %2").arg(hexId(e.wave), pcm.error().message)
                                      : pcm.error().message);
    } else if (m_listener) {
        ensureListenerSource(sim.setup);
        // The variant's priority for the voice strip (the hooks' own is never read).
        float priority = 0.0f;
        if (const SoundTable* t = m_session->document()->catalog().table(sim.soundTable))
            if (const SoundTableNode* node = findSoundNode(*t, e.soundType);
                node && e.variant >= 0 && std::size_t(e.variant) < node->variants.size())
                priority = node->variants[std::size_t(e.variant)].priority;
        handle = m_listener->playAt(m_sourceId, *pcm, volume, priority);
    } else {
        handle = m_auditioner.playBuffer(*pcm, volume, Placement{});
    }
    m_started.push_back(handle);
}

void MotionPanel::onMoved(double seconds) {
    const MotionPlayer::Position pos = m_player->position(seconds);
    if (pos.anim.animation == 0) {
        m_strip->setPlayhead(-1.0);
    } else {
        if (!(pos.anim == m_stripAnim)) {
            m_stripAnim = pos.anim;
            std::vector<FrameStrip::Mark> marks;
            // The index the play was simulated on: the session may have a newer one by now.
            if (const auto* info = m_player->index()->animation(pos.anim.animation))
                for (const HookSite& site : info->hooks) {
                    if (!site.hook.isSound())
                        continue;
                    FrameStrip::Mark m;
                    m.frame = site.frame;
                    m.direction = site.hook.direction;
                    m.hookType = site.hook.type;
                    m.label = hookLabel(site.hook);
                    m.fires = pos.range.fires(site.frame, site.hook.direction);
                    m.whyNot = FrameStrip::whyNotFired(pos.range, site.frame, site.hook.direction);
                    marks.push_back(std::move(m));
                }
            m_strip->setAnimation(pos.anim.animation, pos.frameCount, pos.range, std::move(marks));
        }
        m_strip->setPlayhead(pos.frame);
    }
    updateSummary();
}

void MotionPanel::updateButtons() {
    const bool playing = m_player->isPlaying();
    m_playButton->setEnabled(m_index && m_motionBox->currentIndex() >= 0);
    m_stopButton->setEnabled(playing);
}

void MotionPanel::updateSummary() {
    if (!m_session->document()) {
        m_summary->setText(tr("No dat is open."));
        return;
    }
    if (!m_problem.isEmpty()) {
        m_summary->setText(m_problem);
        return;
    }
    if (!m_index) {
        m_summary->setText(tr("Reading the animations and motion tables…"));
        return;
    }
    if (m_playPending) {
        m_summary->setText(
            tr("Updating what fires each sound: the motion plays when it is ready."));
        return;
    }
    if (!m_request) {
        m_summary->setText(tr("Ready: press Play Motion."));
        return;
    }
    const MotionSimulation& sim = m_player->simulation();
    const std::size_t fired = m_player->firedCount();
    std::size_t played = 0;
    for (std::size_t i = 0; i < fired; ++i)
        played += sim.events[i].outcome == MotionSoundEvent::Outcome::Played;
    m_summary->setText(tr("%1 %2, seed %3: %4 of %5 firings (%6 played, %7 silent) · %8 / %9 s")
                           .arg(MotionCommand::name(sim.style), MotionCommand::name(sim.command))
                           .arg(m_request->seed)
                           .arg(fired)
                           .arg(sim.events.size())
                           .arg(played)
                           .arg(fired - played)
                           .arg(locale().toString(m_player->seconds(), 'f', 1),
                                locale().toString(m_player->length(), 'f', 1)));
}

QString MotionPanel::outcomeText(MotionSoundEvent::Outcome outcome) {
    switch (outcome) {
    case MotionSoundEvent::Outcome::Played:
        return tr("played");
    case MotionSoundEvent::Outcome::SilentGate:
        return tr("silent: gate");
    case MotionSoundEvent::Outcome::NoTable:
        return tr("silent: no sound table");
    case MotionSoundEvent::Outcome::NotInTable:
        return tr("silent: not in the table");
    case MotionSoundEvent::Outcome::SilentRecord:
        return tr("silent: the variant names wave 0");
    case MotionSoundEvent::Outcome::MissingWave:
        return tr("silent: the wave is missing");
    case MotionSoundEvent::Outcome::Silenced:
        return tr("silent: the override silences it");
    }
    return {};
}

} // namespace soundstage
