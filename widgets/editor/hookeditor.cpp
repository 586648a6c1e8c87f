#include "widgets/editor/hookeditor.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "core/retail/oddstext.h"
#include "core/retail/playgate.h"
#include "widgets/editor/waveidmodel.h"
#include "widgets/session/documentsession.h"

#include <QCompleter>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

/// A row of a label and widgets, hidden as a whole for hook types without that field.
QWidget* fieldRow(const QString& label, std::initializer_list<QWidget*> widgets) {
    auto* rowWidget = new QWidget;
    auto* layout = new QHBoxLayout(rowWidget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(label));
    for (QWidget* w : widgets)
        layout->addWidget(w);
    layout->addStretch();
    return rowWidget;
}

} // namespace

HookEditor::HookEditor(DocumentSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_waveIds(new WaveIdModel(session, this))
    , m_title(new QLabel(this))
    , m_wave(new QLineEdit(this))
    , m_soundType(new QLineEdit(this))
    , m_probability(new QDoubleSpinBox(this))
    , m_volume(new QDoubleSpinBox(this))
    , m_gate(new QLabel(this))
    , m_error(new QLabel(this))
    , m_frame(new QSpinBox(this))
    , m_add(new QToolButton(this))
    , m_remove(new QPushButton(tr("Remove Hook"), this)) {
    setObjectName(u"hookEditor"_s);
    m_title->setWordWrap(true);
    m_wave->setObjectName(u"hookWave"_s);
    m_wave->setPlaceholderText(u"0x0A000000"_s);
    m_wave->setMaximumWidth(fontMetrics().horizontalAdvance(u"0x0A000000"_s) * 2);
    auto* waveCompleter = new QCompleter(m_waveIds, m_wave);
    waveCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_wave->setCompleter(waveCompleter);
    m_soundType->setObjectName(u"hookSoundType"_s);
    m_soundType->setMaximumWidth(fontMetrics().horizontalAdvance(u"BreatheFlaem"_s) * 2);
    auto* typeCompleter =
        new QCompleter(new QStringListModel(soundTypeNames(), m_soundType), m_soundType);
    typeCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    typeCompleter->setFilterMode(Qt::MatchContains);
    m_soundType->setCompleter(typeCompleter);
    m_probability->setObjectName(u"hookProbability"_s);
    m_probability->setRange(0.0, 1.0);
    m_probability->setDecimals(6);
    m_probability->setSingleStep(0.05);
    m_probability->setKeyboardTracking(false);
    m_volume->setObjectName(u"hookVolume"_s);
    m_volume->setRange(0.0, 100.0);
    m_volume->setDecimals(6);
    m_volume->setSingleStep(0.05);
    m_volume->setKeyboardTracking(false);
    m_gate->setObjectName(u"hookGate"_s);
    m_error->setObjectName(u"hookError"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: #b00020;"_s);
    m_frame->setObjectName(u"hookFrame"_s);
    m_remove->setObjectName(u"removeHook"_s);

    m_add->setObjectName(u"addHook"_s);
    m_add->setText(tr("Add Sound Hook"));
    m_add->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_add);
    menu->addAction(tr("SoundTable Hook (a sound type of the object's table)"), this,
                    [this] { addHook(static_cast<quint32>(HookType::SoundTable)); });
    menu->addAction(tr("Sound Hook (a wave, always)"), this,
                    [this] { addHook(static_cast<quint32>(HookType::Sound)); });
    menu->addAction(tr("SoundTweaked Hook (a wave with its own probability and volume)"), this,
                    [this] { addHook(static_cast<quint32>(HookType::SoundTweaked)); });
    m_add->setMenu(menu);

    m_waveRow = fieldRow(tr("Wave:"), {m_wave});
    m_soundTypeRow = fieldRow(tr("Sound type:"), {m_soundType});
    // Probability, its gate and the volume one under the other: the editor sits beside the
    // tree, narrow.
    m_tweakRow = new QWidget;
    auto* tweak = new QVBoxLayout(m_tweakRow);
    tweak->setContentsMargins(0, 0, 0, 0);
    tweak->addWidget(fieldRow(tr("Probability:"), {m_probability}));
    tweak->addWidget(m_gate);
    tweak->addWidget(fieldRow(tr("Volume:"), {m_volume}));
    m_gate->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_waveRow);
    layout->addWidget(m_soundTypeRow);
    layout->addWidget(m_tweakRow);
    layout->addWidget(fieldRow(tr("Frame:"), {m_frame}));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addStretch();

    connect(m_wave, &QLineEdit::editingFinished, this, &HookEditor::applyWave);
    connect(m_soundType, &QLineEdit::editingFinished, this, &HookEditor::applySoundType);
    connect(m_probability, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_filling)
            showGate(static_cast<float>(value)); // at once, before the index follows
        apply(Field::HookProbability, static_cast<float>(value));
    });
    connect(m_volume, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { apply(Field::HookVolume, static_cast<float>(value)); });
    connect(m_remove, &QPushButton::clicked, this, &HookEditor::removeHook);
    connect(session, &DocumentSession::changed, this, &HookEditor::onChanged);
    connect(session, &DocumentSession::documentReplaced, this, &HookEditor::clear);
    clear();
}

void HookEditor::setPlace(quint32 animation, int frame, int position) {
    m_animation = animation;
    m_hookFrame = frame;
    m_position = position;
    m_error->clear();
    refresh();
}

void HookEditor::clear() {
    setPlace(0, -1, -1);
}

std::optional<AnimationHook> HookEditor::currentHook() const {
    const Document* document = m_session->document();
    if (!document || !m_animation || m_hookFrame < 0 || m_position < 0)
        return std::nullopt;
    auto animation = document->animation(m_animation);
    if (!animation || m_hookFrame >= static_cast<int>(animation->frames.size()))
        return std::nullopt;
    const auto& hooks = animation->frames[static_cast<std::size_t>(m_hookFrame)].hooks;
    if (m_position >= static_cast<int>(hooks.size()) ||
        !hooks[static_cast<std::size_t>(m_position)].isSound())
        return std::nullopt;
    return hooks[static_cast<std::size_t>(m_position)];
}

void HookEditor::refresh() {
    m_filling = true;
    const Document* document = m_session->document();
    auto animation = document && m_animation ? document->animation(m_animation)
                                             : Result<Animation>(fail(ErrorCode::NotFound, {}));
    const std::optional<AnimationHook> hook = currentHook();
    m_waveRow->setVisible(hook && !hook->as<SoundTableHook>());
    m_soundTypeRow->setVisible(hook && hook->as<SoundTableHook>());
    m_tweakRow->setVisible(hook && hook->as<SoundTweakedHook>());
    m_remove->setEnabled(hook.has_value());
    const bool hasFrames = animation && !animation->frames.empty();
    m_frame->setEnabled(hasFrames);
    m_add->setEnabled(hasFrames);
    if (hasFrames) {
        m_frame->setRange(0, static_cast<int>(animation->frames.size()) - 1);
        if (m_hookFrame >= 0)
            m_frame->setValue(m_hookFrame);
    }
    if (!hook) {
        m_title->setText(hasFrames ? tr("Animation %1: choose a frame to add a sound hook to, or "
                                        "select a hook to edit it.")
                                         .arg(hexId(m_animation))
                                   : tr("Select a hook of an animation to edit it. Hooks of "
                                        "physics scripts are shown, not edited, here."));
        m_filling = false;
        return;
    }
    if (!hook->as<SoundTableHook>())
        m_waveIds->refresh(); // lazy: only when a wave may be typed
    m_title->setText(tr("%1 hook on frame %2 of animation %3")
                         .arg(hookTypeName(hook->type))
                         .arg(m_hookFrame)
                         .arg(hexId(m_animation)));
    if (const auto* sound = hook->as<SoundHook>())
        m_wave->setText(hexId(sound->wave));
    if (const auto* table = hook->as<SoundTableHook>())
        m_soundType->setText(soundTypeName(table->soundType));
    if (const auto* tweaked = hook->as<SoundTweakedHook>()) {
        m_wave->setText(hexId(tweaked->wave));
        m_probability->setValue(tweaked->probability);
        m_volume->setValue(tweaked->volume);
        showGate(tweaked->probability);
    }
    m_filling = false;
}

void HookEditor::showGate(float probability) {
    const int count = PlayGate::count(probability, m_session->fpuModel());
    m_gate->setText(tr("plays %1 of the time (%2 of 32768 rolls)")
                        .arg(OddsText::percent(double(count) / double(PlayGate::Outcomes)))
                        .arg(count));
}

void HookEditor::onChanged(const DocumentChange& change) {
    const bool ours = change.record == m_animation;
    if (change.kind == DocumentChange::Kind::HooksChanged && ours) {
        // Positions may have moved: the panel selects again once the index follows.
        const int frame = m_frame->value();
        setPlace(m_animation, -1, -1);
        m_frame->setValue(frame);
    } else if ((change.kind == DocumentChange::Kind::ValueChanged &&
                isHookField(change.field.field) && ours) ||
               change.kind == DocumentChange::Kind::Reset) {
        refresh();
    }
}

void HookEditor::report(const QString& error) {
    m_error->setText(error);
    if (!error.isEmpty())
        m_session->showStatus(error, 8000);
}

void HookEditor::apply(Field field, const FieldValue& value) {
    Document* document = m_session->document();
    if (m_filling || !document || !currentHook())
        return;
    auto result = document->setValue(
        {field, m_animation, static_cast<quint32>(m_hookFrame), m_position}, value);
    report(result ? QString() : tr("Not changed: %1").arg(result.error().message));
}

void HookEditor::applyWave() {
    if (m_filling)
        return;
    if (const auto id = parseId(m_wave->text().trimmed()))
        apply(Field::HookWave, *id);
    else
        report(tr("\"%1\" is not a wave id.").arg(m_wave->text()));
}

void HookEditor::applySoundType() {
    if (m_filling)
        return;
    if (const auto type = parseSoundType(m_soundType->text().trimmed()))
        apply(Field::HookSoundType, *type);
    else
        report(tr("\"%1\" is not a sound type.").arg(m_soundType->text()));
}

void HookEditor::addHook(quint32 type) {
    Document* document = m_session->document();
    if (!document || !m_animation)
        return;
    auto animation = document->animation(m_animation);
    const int frame = m_frame->value();
    if (!animation || frame < 0 || frame >= static_cast<int>(animation->frames.size()))
        return;
    // The new hook starts from the one shown, the panel's sound type or the dat's first wave.
    const std::optional<AnimationHook> shown = currentHook();
    quint32 wave = 0;
    std::optional<quint32> soundType = m_suggested;
    if (shown) {
        if (const auto* s = shown->as<SoundHook>())
            wave = s->wave;
        else if (const auto* w = shown->as<SoundTweakedHook>())
            wave = w->wave;
        else if (const auto* t = shown->as<SoundTableHook>())
            soundType = t->soundType;
    }
    if (!wave && !document->catalog().waves().empty())
        wave = document->catalog().waves().begin()->first;
    AnimationHook hook;
    switch (static_cast<HookType>(type)) {
    case HookType::SoundTable:
        hook = AnimationHook::make(SoundTableHook{soundType.value_or(0x01)});
        break;
    case HookType::Sound:
        hook = AnimationHook::make(SoundHook{wave});
        break;
    default:
        hook = AnimationHook::make(SoundTweakedHook{wave, 1.0f, 0.9f, 1.0f});
        break;
    }
    const int position =
        static_cast<int>(animation->frames[static_cast<std::size_t>(frame)].hooks.size());
    auto result = document->insertHook(m_animation, frame, position, hook);
    if (!result) {
        report(tr("Not added: %1").arg(result.error().message));
        return;
    }
    report({});
    emit hookAdded(m_animation, frame, position);
}

void HookEditor::removeHook() {
    Document* document = m_session->document();
    if (!document || !currentHook())
        return;
    auto result = document->removeHook(m_animation, m_hookFrame, m_position);
    report(result ? QString() : tr("Not removed: %1").arg(result.error().message));
}

} // namespace soundstage
