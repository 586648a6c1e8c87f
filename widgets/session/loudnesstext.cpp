#include "widgets/session/loudnesstext.h"

#include "core/common/hexid.h"
#include "widgets/session/numbertext.h"

#include <QFileInfo>

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString level(double value, const QString& unit, bool signedValue = false) {
    if (!std::isfinite(value))
        return u"—"_s;
    QString number = NumberText::fixed(value, 1);
    if (signedValue && value >= 0.05)
        number.prepend(u'+');
    return number + QChar(0x00A0) + unit; // no line break inside "-18,3 LUFS"
}

} // namespace

QString LoudnessText::lufs(double value) {
    return level(value, u"LUFS"_s);
}

QString LoudnessText::dbtp(double value) {
    return level(value, u"dBTP"_s);
}

QString LoudnessText::lu(double value, bool signedValue) {
    return level(value, u"LU"_s, signedValue);
}

QString LoudnessText::summary(const Loudness& loudness) {
    if (!std::isfinite(loudness.samplePeak))
        return tr("silent");
    if (!std::isfinite(loudness.integrated))
        return tr("below -70 LUFS (under the gate) · true peak %1").arg(dbtp(loudness.truePeak));
    QString text = tr("%1 · true peak %2").arg(lufs(loudness.integrated), dbtp(loudness.truePeak));
    if (std::isfinite(loudness.range))
        text += tr(" · range %1").arg(lu(loudness.range));
    if (loudness.shortClip)
        text += tr(" (shorter than 0.4 s: measured over its whole length, ungated)");
    return text;
}

QString LoudnessText::replacement(const OverridePlay& play, const QString& overrideFile) {
    if (play.line == 0)
        return {};
    const QString where = QFileInfo(overrideFile).fileName();
    switch (play.kind) {
    case OverridePlay::Kind::File:
        return tr("the override's replacement %1 (%2 line %3)")
            .arg(QFileInfo(play.file).fileName(), where)
            .arg(play.line);
    case OverridePlay::Kind::Wave:
        return tr("the override's replacement wave %1 (%2 line %3)")
            .arg(hexId(play.wave), where)
            .arg(play.line);
    case OverridePlay::Kind::Silence:
        break;
    }
    return tr("the override's silence (%1 line %2)").arg(where).arg(play.line);
}

} // namespace soundstage
