#include "core/override/overridehookevent.h"

#include "core/common/hexid.h"
#include "core/override/overridesyntax.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// The messages belong with the parser's (they are the parser's diagnostics).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideParser)
};

constexpr int maxIndex = 999999;

bool isBlank(QChar c) {
    return c == u' ' || c == u'\t';
}

/// Reads the text of [pos, end of the field at one of `stops`) with its blanks trimmed.
QStringView fieldUntil(QStringView text, qsizetype& pos, QStringView stops, qsizetype& begin) {
    while (pos < text.size() && isBlank(text[pos]))
        ++pos;
    begin = pos;
    while (pos < text.size() && !stops.contains(text[pos]))
        ++pos;
    qsizetype end = pos;
    while (end > begin && isBlank(text[end - 1]))
        --end;
    return text.sliced(begin, end - begin);
}

std::optional<int> readIndex(QStringView digits) {
    if (digits.isEmpty() || digits.size() > 6)
        return std::nullopt;
    int value = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

std::optional<quint32> readHexId(QStringView text) {
    if (!OverrideSyntax::looksLikeHexId(text) || text.size() > 10)
        return std::nullopt;
    bool ok = false;
    const quint32 value = text.sliced(2).toUInt(&ok, 16);
    return ok ? std::optional(value) : std::nullopt;
}

OverrideHookEvent::Parsed failAt(qsizetype at, QString message) {
    return {std::nullopt, at, std::move(message)};
}

} // namespace

bool OverrideHookEvent::isHookEvent(QStringView text) {
    const QStringView keyword = OverrideSyntax::eventKeyword(text);
    return !keyword.isEmpty() && (keyword.front().unicode() | 0x20) != u'w';
}

OverrideHookEvent::Parsed OverrideHookEvent::parse(QStringView text) {
    const QStringView keyword = OverrideSyntax::eventKeyword(text);
    const bool anim = !keyword.isEmpty() && (keyword.front().unicode() | 0x20) == u'a';
    qsizetype pos = keyword.data() - text.data() + keyword.size();
    const QChar separator = anim ? u':' : u'@';
    qsizetype idAt = 0;
    const QStringView idText = fieldUntil(text, pos, anim ? u":[" : u"@[", idAt);
    const auto id = readHexId(idText);
    const quint32 first = anim ? 0x03000000 : 0x33000000;
    if (!id) {
        return failAt(
            idAt, anim
                      ? Tr::tr("`%1` is not an animation id (write it as `0x03000514`)").arg(idText)
                      : Tr::tr("`%1` is not a PhysicsScript id (write it as "
                               "`0x33000010`)")
                            .arg(idText));
    }
    if ((*id & 0xFF000000) != first) {
        return failAt(idAt, anim ? Tr::tr("%1 is not an Animation id: animations are 0x03000000 "
                                          "to 0x03FFFFFF")
                                       .arg(hexId(*id))
                                 : Tr::tr("%1 is not a PhysicsScript id: scripts are 0x33000000 "
                                          "to 0x33FFFFFF")
                                       .arg(hexId(*id)));
    }
    if (pos >= text.size() || text[pos] != separator) {
        return failAt(
            idAt + idText.size(),
            anim ? Tr::tr("missing `:FRAME` after the animation id (`anim %1:0`)").arg(hexId(*id))
                 : Tr::tr("missing `@TIME` after the script id (`script %1@0.5`)").arg(hexId(*id)));
    }
    ++pos;
    qsizetype placeAt = 0;
    const QStringView placeText = fieldUntil(text, pos, u"[", placeAt);
    OverrideEvent event;
    if (anim) {
        const auto frame = readIndex(placeText);
        if (!frame) {
            return failAt(placeAt, placeText.isEmpty()
                                       ? Tr::tr("missing frame number after `:`")
                                       : Tr::tr("`%1` is not a frame number (0, 1, 2, … up to "
                                                "%2)")
                                             .arg(placeText)
                                             .arg(maxIndex));
        }
        event = OverrideEvent::animationHook(*id, *frame);
    } else {
        const auto time = OverrideSyntax::parseNumber(placeText);
        if (!time || *time < 0 || !std::isfinite(*time)) {
            return failAt(placeAt, placeText.isEmpty()
                                       ? Tr::tr("missing start time after `@`")
                                       : Tr::tr("`%1` is not a start time in seconds (0, 0.5, "
                                                "1.25, …)")
                                             .arg(placeText));
        }
        event = OverrideEvent::scriptHook(*id, *time == 0 ? 0.0 : *time); // -0 reads as 0
    }
    if (pos < text.size()) {
        const qsizetype open = pos++; // the `[`
        qsizetype indexAt = 0;
        const QStringView indexText = fieldUntil(text, pos, u"]", indexAt);
        const auto index = readIndex(indexText);
        if (!index) {
            return failAt(indexAt, indexText.isEmpty()
                                       ? Tr::tr("missing hook number in `[]` (0 is the first "
                                                "sound hook there)")
                                       : Tr::tr("`%1` is not a hook number (0, 1, 2, … up to %2)")
                                             .arg(indexText)
                                             .arg(maxIndex));
        }
        if (pos >= text.size())
            return failAt(open, Tr::tr("`[` without its `]`"));
        ++pos;
        while (pos < text.size() && isBlank(text[pos]))
            ++pos;
        if (pos < text.size())
            return failAt(pos,
                          Tr::tr("unexpected `%1` after the hook number").arg(text.sliced(pos)));
        event.hookIndex = *index;
    }
    return {std::move(event), 0, {}};
}

} // namespace soundstage
