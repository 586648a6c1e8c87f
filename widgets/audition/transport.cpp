#include "widgets/audition/transport.h"

#include "widgets/session/documentsession.h"

#include "core/common/hexid.h"
#include "core/override/overrideroller.h"
#include "core/records/wave.h"
#include "core/retail/playgate.h"
#include "core/retail/variantpicker.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/waveformview.h"

#include "widgets/session/loudnesstext.h"
#include "widgets/session/numbertext.h"
#include "widgets/session/waveloudness.h"

#include <QAction>
#include <QDateTime>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace soundstage {

using namespace Qt::StringLiterals;

Transport::Transport(Auditioner& auditioner, WaveformView* waveform, QWidget* parent)
    : QWidget(parent)
    , m_auditioner(auditioner)
    , m_waveform(waveform)
    , m_play(new QAction(tr("Play / Stop"), this))
    , m_loop(new QAction(tr("Loop"), this))
    , m_stopAll(new QAction(tr("Stop All"), this))
    , m_roll(new QAction(tr("Roll and Play"), this))
    , m_seed(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_timer(new QTimer(this)) {
    m_play->setShortcut(QKeySequence(Qt::Key_Space));
    m_loop->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Space));
    m_stopAll->setShortcut(QKeySequence(Qt::Key_Escape));
    m_roll->setShortcut(QKeySequence(Qt::Key_R));
    m_play->setToolTip(tr("Play or stop the selected variant (Space)"));
    m_loop->setToolTip(tr("Loop the selected variant (Shift+Space)"));
    m_stopAll->setToolTip(tr("Stop every sound (Esc)"));
    m_roll->setToolTip(tr("Do what the retail client does for one event: pick a variant, roll "
                          "its play gate, play it if it passes (R)"));
    for (QAction* a : {m_play, m_loop, m_stopAll, m_roll})
        a->setShortcutContext(Qt::WindowShortcut);

    // A text field with focus keeps Space, Shift+Space and R: it claims them through
    // ShortcutOverride, so these shortcuts do not fire there. A click on a button (which takes
    // no focus) always plays, wherever the focus is.
    connect(m_play, &QAction::triggered, this, &Transport::togglePlay);
    connect(m_loop, &QAction::triggered, this, [this] { playSelected(true); });
    connect(m_stopAll, &QAction::triggered, this, &Transport::stopEverything);
    connect(m_roll, &QAction::triggered, this, [this] { rollAndPlay(); });

    m_seed->setPlaceholderText(tr("time"));
    m_seed->setToolTip(tr("Seed of the client's generators; empty seeds from the clock"));
    m_seed->setValidator(new QIntValidator(0, 0x7FFFFFFF, m_seed));
    m_seed->setMaximumWidth(90);
    connect(m_seed, &QLineEdit::editingFinished, this, &Transport::reseedFromField);
    reseedFromField();

    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long message must not widen the dock (and squeeze the table editor): it is cut at the
    // label's width, and the tooltip holds it whole.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setMinimumWidth(0);
    // Three short rows — playing, rolling with its seed, the status line — so the dock stays
    // narrow in every language (the right column of a 1280-pixel screen).
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    const auto button = [this](QAction* a) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
        return b;
    };
    auto* buttons = new QHBoxLayout;
    for (QAction* a : {m_play, m_loop, m_stopAll})
        buttons->addWidget(button(a));
    buttons->addStretch(1);
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(button(m_roll));
    seedRow->addWidget(new QLabel(tr("Seed:"), this));
    seedRow->addWidget(m_seed);
    seedRow->addStretch(1);
    layout->addLayout(buttons);
    layout->addLayout(seedRow);
    layout->addWidget(m_status);

    m_timer->setInterval(30);
    connect(m_timer, &QTimer::timeout, this, &Transport::tick);
    connect(&m_auditioner, &Auditioner::message, this, &Transport::say);
    connect(&m_auditioner, &Auditioner::fileDecoded, this, [this](const QString& path) {
        if (!m_waitingFile.isEmpty() && path == m_waitingFile)
            showVariant(m_selected);
    });
    connect(&m_auditioner, &Auditioner::pendingStarted, this,
            [this](SoundHandle pending, SoundHandle handle) {
                if (pending != m_handle)
                    return;
                if (handle != 0) {
                    startCursor(handle, m_selected, m_looping);
                } else {
                    m_handle = 0;
                    m_timer->stop();
                }
            });
}

Transport::~Transport() = default;

void Transport::setSoundType(const std::vector<SoundVariant>& variants, int selected,
                             const QString& name, const WaveExists& waveExists) {
    SoundList list;
    list.exists = true;
    list.variants = variants;
    list.localFiles.resize(variants.size());
    setSoundList(list, selected, name, waveExists);
}

void Transport::setWave(quint32 wave, const WaveExists& waveExists) {
    SoundList list;
    list.exists = true;
    list.variants = {SoundVariant{wave, 0.0f, 1.0f, 1.0f}};
    setSoundList(list, 0, hexId(wave), waveExists);
    m_wave = wave;
    showVariant(0); // again, captioned as a wave
}

void Transport::setSoundList(const SoundList& list, int selected, const QString& name,
                             const WaveExists& waveExists) {
    m_wave = 0;
    m_list = list;
    m_list.localFiles.resize(m_list.variants.size());
    m_name = name;
    m_waveExists = waveExists;
    setSelected(selected);
}

QString Transport::variantLabel(int index) const {
    const QString file = m_list.localFile(index);
    if (!file.isEmpty())
        return QFileInfo(file).fileName();
    return hexId(m_list.variants[static_cast<std::size_t>(index)].wave);
}

void Transport::setSelected(int index) {
    m_selected = index >= 0 && index < static_cast<int>(m_list.variants.size()) ? index : -1;
    showVariant(m_selected);
}

void Transport::showVariant(int index) {
    m_waitingFile.clear();
    if (!m_waveform)
        return;
    if (index < 0) {
        m_waveform->setPlaceholder(tr("Select a variant to see its wave"));
        return;
    }
    const SoundVariant& v = m_list.variants[static_cast<std::size_t>(index)];
    const QString file = m_list.localFile(index);
    if (v.wave == 0 && file.isEmpty()) {
        m_waveform->setPlaceholder(tr("Variant #%1 names wave 0: it plays silence").arg(index));
        return;
    }
    auto sound =
        m_auditioner.variantSound(v, file, Auditioner::Choice::First, Auditioner::Decode::Async);
    if (!sound) {
        m_waveform->setPlaceholder(
            tr("Variant #%1: %2: %3").arg(index).arg(variantLabel(index), sound.error().message));
        return;
    }
    if (sound->pending) {
        m_waitingFile = sound->file;
        m_waveform->setPlaceholder(tr("Variant #%1: decoding %2…").arg(index).arg(sound->label));
        return;
    }
    if (sound->silent()) {
        m_waveform->setPlaceholder(tr("Variant #%1: %2").arg(index).arg(sound->label));
        return;
    }
    const PcmBuffer& b = *sound->pcm;
    QString caption = tr("#%1 · %2 · %3 Hz %4 · %5 s")
                          .arg(index)
                          .arg(sound->label)
                          .arg(b.sampleRate())
                          .arg(b.channels() == 1 ? tr("mono") : tr("stereo"))
                          .arg(NumberText::fixed(b.seconds(), 2));
    if (m_wave != 0)
        caption = tr("Wave %1 · %2 Hz %3 · %4 s")
                      .arg(sound->label)
                      .arg(b.sampleRate())
                      .arg(b.channels() == 1 ? tr("mono") : tr("stereo"))
                      .arg(NumberText::fixed(b.seconds(), 2));
    if (sound->overrideLine > 0)
        caption +=
            tr(" · replaces %1 (override line %2)").arg(hexId(v.wave)).arg(sound->overrideLine);
    else if (!file.isEmpty() && m_list.applied)
        caption += tr(" · local file (override line %1)").arg(m_list.applied->line);
    m_baseCaption = caption;
    m_loudnessWave = sound->file.isEmpty() ? sound->wave : 0;
    m_loudnessFile = sound->file;
    m_waveform->setBuffer(sound->pcm, caption + loudnessCaption(), sound->peaks);
}

void Transport::setSession(const DocumentSession* session) {
    m_session = session;
    connect(session->loudness(), &WaveLoudness::measured, this, [this] {
        if (!m_loudnessPending || !m_waveform || m_waveform->caption() != m_baseCaption)
            return; // nothing waits, or the waveform shows something else by now
        m_waveform->setCaption(m_baseCaption + loudnessCaption());
    });
}

QString Transport::loudnessCaption() {
    m_loudnessPending = false;
    if (!m_session || (m_loudnessWave == 0 && m_loudnessFile.isEmpty()))
        return {};
    WaveLoudness* loudness = m_session->loudness();
    const WaveLoudness::Measurement* measured =
        m_loudnessFile.isEmpty() ? loudness->wave(m_loudnessWave) : loudness->file(m_loudnessFile);
    if (!measured) {
        m_loudnessPending = true;
        return {};
    }
    if (!measured->ok() || !std::isfinite(measured->loudness.integrated))
        return {};
    // Short: the caption is drawn in one line over the waveform (the peak is on the wave page).
    return tr(" · %1").arg(LoudnessText::lufs(measured->loudness.integrated));
}

void Transport::say(const QString& text) {
    m_lastMessage = text;
    m_status->setText(text);
    m_status->setToolTip(text);
    emit message(text);
}

SoundHandle Transport::playSelected(bool loop) {
    if (m_handle != 0)
        m_auditioner.stop(m_handle);
    m_handle = 0;
    if (m_selected < 0) {
        say(tr("Select a variant to play"));
        return 0;
    }
    const SoundVariant& v = m_list.variants[static_cast<std::size_t>(m_selected)];
    const QString file = m_list.localFile(m_selected);
    if (v.wave == 0 && file.isEmpty()) {
        say(tr("Wave id 0: this record plays silence."));
        return 0;
    }
    auto sound =
        m_auditioner.variantSound(v, file, Auditioner::Choice::Roll, Auditioner::Decode::Async);
    if (!sound) {
        say(tr("Variant #%1: %2").arg(m_selected).arg(sound.error().message));
        return 0;
    }
    const SoundHandle h = m_auditioner.playSound(*sound, static_cast<double>(v.volume), {}, loop);
    if (h != 0) {
        if (m_wave != 0)
            say(loop ? tr("Looping wave %1").arg(sound->label)
                     : tr("Playing wave %1").arg(sound->label));
        else
            say(loop ? tr("Looping #%1 (%2)").arg(m_selected).arg(sound->label)
                     : tr("Playing #%1 (%2)").arg(m_selected).arg(sound->label));
        startCursor(h, m_selected, loop);
    }
    return h;
}

void Transport::togglePlay() {
    if (m_auditioner.isActive(m_handle)) {
        m_auditioner.stop(m_handle);
        m_handle = 0;
        m_timer->stop();
        if (m_waveform)
            m_waveform->setCursorSeconds(-1);
        say(tr("Stopped"));
        return;
    }
    playSelected(false);
}

void Transport::stopEverything() {
    m_auditioner.stopAll();
    m_handle = 0;
    m_timer->stop();
    if (m_waveform)
        m_waveform->setCursorSeconds(-1);
    say(tr("Stopped all sounds"));
}

void Transport::setSeed(quint32 seed) {
    m_random.seed(seed);
    m_crt.srand(seed);
    m_seed->setText(QString::number(seed));
}

std::optional<quint32> Transport::seed() const {
    bool ok = false;
    const quint32 value = m_seed->text().toUInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

void Transport::reseedFromField() {
    bool ok = false;
    const quint32 seed = m_seed->text().toUInt(&ok);
    const quint32 s = ok ? seed : static_cast<quint32>(QDateTime::currentSecsSinceEpoch());
    m_random.seed(s);
    m_crt.srand(s);
}

RollStep Transport::rollAndPlay() {
    const RollStep step = roll();
    if (step.index >= 0)
        emit rolled(step.index);
    return step;
}

RollStep Transport::roll() {
    RollStep step;
    if (m_wave != 0) {
        say(tr("Wave %1 is not a sound type: select one in a table to roll its variants")
                .arg(hexId(m_wave)));
        return step;
    }
    const auto n = static_cast<quint32>(m_list.variants.size());
    if (n == 0) {
        say(tr("%1 has no variants: nothing plays")
                .arg(m_name.isEmpty() ? tr("This sound type") : m_name));
        return step;
    }
    if (m_list.overridden() && m_list.entry &&
        m_list.entry->alternatives.size() == m_list.variants.size())
        return rollOverride();
    const FpuModel model = m_session ? m_session->fpuModel() : FpuModel::Single;
    step.pickState = m_random.nextState();
    step.index = static_cast<int>(VariantPicker::index(step.pickState, n, model));
    const SoundVariant& v = m_list.variants[static_cast<std::size_t>(step.index)];
    const bool replaced =
        m_auditioner.overridePreview() && m_auditioner.overridePreview()->waveReplacement(v.wave);
    if (v.wave == 0) {
        step.result = RollResult::SilentRecord;
        say(tr("Rolled #%1: it names wave 0, so this event is silent").arg(step.index));
        return step;
    }
    if (!replaced && m_waveExists && !m_waveExists(v.wave)) {
        step.result = RollResult::MissingWave;
        say(tr("Rolled #%1: wave %2 is not in the dat, so this event is silent")
                .arg(step.index)
                .arg(hexId(v.wave)));
        return step;
    }
    step.gateRoll = m_crt.rand();
    if (!PlayGate::passes(step.gateRoll, v.probability, model)) {
        step.result = RollResult::GatedOut;
        say(tr("Rolled #%1 (%2), but the gate failed (rand() = %3, probability %4): silent")
                .arg(step.index)
                .arg(hexId(v.wave))
                .arg(step.gateRoll)
                .arg(NumberText::significant(static_cast<double>(v.probability), 6)));
        return step;
    }
    step.result = RollResult::Played;
    playRolled(step.index, QString());
    return step;
}

RollStep Transport::rollOverride() {
    RollStep step;
    const OverrideFile::PickMode pick = m_list.preview->file.pick;
    const OverrideRoller roller(*m_list.entry, pick,
                                m_session ? m_session->fpuModel() : FpuModel::Single);
    const OverrideRoller::Step rolled = roller.step(m_random, m_crt);
    step.index = rolled.index;
    const QString mode = OverrideFile::pickModeName(pick);
    switch (rolled.result) {
    case OverrideRoller::Outcome::NothingChosen:
        step.result = RollResult::NoRecords;
        say(tr("Rolled under the override's %1 pick: nothing is chosen (every weight is 0)")
                .arg(mode));
        return step;
    case OverrideRoller::Outcome::SilentRecord:
        step.result = RollResult::SilentRecord;
        say(tr("Rolled #%1 under the override's %2 pick: it names wave 0, so this event is silent")
                .arg(step.index)
                .arg(mode));
        return step;
    case OverrideRoller::Outcome::GatedOut: {
        step.result = RollResult::GatedOut;
        const SoundVariant& v = m_list.variants[static_cast<std::size_t>(step.index)];
        say(tr("Rolled #%1 (%2) under the override's %3 pick, but its gate (probability %4) "
               "failed: silent")
                .arg(step.index)
                .arg(variantLabel(step.index), mode)
                .arg(NumberText::significant(static_cast<double>(v.probability), 6)));
        return step;
    }
    case OverrideRoller::Outcome::Played:
        break;
    }
    step.result = RollResult::Played;
    playRolled(step.index, tr(" under the override's %1 pick").arg(mode));
    return step;
}

void Transport::playRolled(int index, const QString& how) {
    setSelected(index);
    if (m_handle != 0)
        m_auditioner.stop(m_handle);
    m_handle = 0;
    const SoundVariant& v = m_list.variants[static_cast<std::size_t>(index)];
    auto sound = m_auditioner.variantSound(v, m_list.localFile(index), Auditioner::Choice::Roll,
                                           Auditioner::Decode::Async);
    if (!sound) {
        say(tr("Rolled #%1%2, but it cannot play: %3").arg(index).arg(how, sound.error().message));
        return;
    }
    if (sound->silent()) {
        m_auditioner.playSound(*sound, static_cast<double>(v.volume));
        say(tr("Rolled #%1%2: %3").arg(index).arg(how, sound->label));
        return;
    }
    m_handle = m_auditioner.playSound(*sound, static_cast<double>(v.volume));
    if (m_handle != 0)
        startCursor(m_handle, index, false);
    QString text = tr("Rolled #%1 (%2)%3: plays").arg(index).arg(sound->label, how);
    if (m_handle == 0)
        text += u" — "_s + m_auditioner.status();
    say(text);
}

void Transport::startCursor(SoundHandle handle, int variant, bool loop) {
    m_handle = handle;
    m_looping = loop;
    m_duration = 0.0;
    if (variant >= 0 && m_waveform && m_waveform->buffer())
        m_duration = m_waveform->buffer()->seconds();
    m_started.start();
    m_timer->start();
}

void Transport::tick() {
    if (!m_auditioner.isActive(m_handle)) {
        m_timer->stop();
        if (m_waveform)
            m_waveform->setCursorSeconds(-1);
        return;
    }
    if (m_auditioner.isPending(m_handle))
        return; // the cursor starts with the sound (pendingStarted)
    double t = static_cast<double>(m_started.elapsed()) / 1000.0;
    if (m_looping && m_duration > 0)
        t = std::fmod(t, m_duration);
    if (m_waveform)
        m_waveform->setCursorSeconds(t);
}

} // namespace soundstage
