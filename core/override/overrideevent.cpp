#include "core/override/overrideevent.h"

#include "core/common/hexid.h"
#include "core/override/overridesyntax.h"

using namespace Qt::StringLiterals;

namespace soundstage {

OverrideEvent OverrideEvent::tableSound(quint32 table, quint32 soundType, QString soundName) {
    OverrideEvent event;
    event.kind = Kind::TableSound;
    event.table = table;
    event.soundType = soundType;
    event.soundName = std::move(soundName);
    return event;
}

OverrideEvent OverrideEvent::everyTable(quint32 soundType, QString soundName) {
    OverrideEvent event = tableSound(0, soundType, std::move(soundName));
    event.kind = Kind::EveryTable;
    return event;
}

OverrideEvent OverrideEvent::forWave(quint32 wave) {
    OverrideEvent event;
    event.kind = Kind::Wave;
    event.wave = wave;
    return event;
}

OverrideEvent OverrideEvent::named(QString name) {
    OverrideEvent event;
    event.kind = Kind::Named;
    event.name = std::move(name);
    return event;
}

OverrideEvent OverrideEvent::animationHook(quint32 animation, int frame,
                                           std::optional<int> hookIndex) {
    OverrideEvent event;
    event.kind = Kind::AnimationHook;
    event.record = animation;
    event.frame = frame;
    event.hookIndex = hookIndex;
    return event;
}

OverrideEvent OverrideEvent::scriptHook(quint32 script, double time, std::optional<int> hookIndex) {
    OverrideEvent event;
    event.kind = Kind::ScriptHook;
    event.record = script;
    event.time = time;
    event.hookIndex = hookIndex;
    return event;
}

QString OverrideEvent::soundDisplay() const {
    if (!soundName.isEmpty())
        return soundName;
    if (soundType)
        return u"0x"_s + QString::number(*soundType, 16).toUpper().rightJustified(2, u'0');
    return soundText;
}

QString OverrideEvent::toText() const {
    switch (kind) {
    case Kind::TableSound:
        return hexId(table) + u'/' + soundDisplay();
    case Kind::EveryTable:
        return u"*/"_s + soundDisplay();
    case Kind::Wave:
        return u"wave "_s + hexId(wave);
    case Kind::AnimationHook:
    case Kind::ScriptHook: {
        QString text = kind == Kind::AnimationHook
                           ? u"anim "_s + hexId(record) + u':' + QString::number(frame)
                           : u"script "_s + hexId(record) + u'@' + OverrideSyntax::formatTime(time);
        if (hookIndex)
            text += u'[' + QString::number(*hookIndex) + u']';
        return text;
    }
    case Kind::Named:
        break;
    }
    return OverrideSyntax::eventNameText(name);
}

bool OverrideEvent::sameTarget(const OverrideEvent& other) const {
    if (kind != other.kind)
        return false;
    switch (kind) {
    case Kind::TableSound:
    case Kind::EveryTable:
        if (kind == Kind::TableSound && table != other.table)
            return false;
        if (soundType && other.soundType)
            return *soundType == *other.soundType;
        return !soundType && !other.soundType && soundText == other.soundText;
    case Kind::Wave:
        return wave == other.wave;
    case Kind::AnimationHook:
    case Kind::ScriptHook:
        return record == other.record && frame == other.frame && time == other.time &&
               hookIndex.value_or(0) == other.hookIndex.value_or(0);
    case Kind::Named:
        break;
    }
    return name == other.name;
}

} // namespace soundstage
