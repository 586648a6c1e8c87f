#include "core/override/overridealternative.h"

#include "core/common/hexid.h"
#include "core/override/overridesyntax.h"

namespace soundstage {

OverrideAlternative OverrideAlternative::fromFile(QString path, double volume, double probability) {
    OverrideAlternative alternative;
    alternative.source = Source::File;
    alternative.file = std::move(path);
    alternative.volume = volume;
    alternative.probability = probability;
    alternative.probabilityWritten = probability != 1.0;
    return alternative;
}

OverrideAlternative OverrideAlternative::fromWave(quint32 wave, double volume, double probability) {
    OverrideAlternative alternative;
    alternative.source = Source::Wave;
    alternative.wave = wave;
    alternative.volume = volume;
    alternative.probability = probability;
    alternative.probabilityWritten = probability != 1.0;
    return alternative;
}

QString OverrideAlternative::sourceText() const {
    return isWave() ? hexId(wave) : OverrideSyntax::sourceText(file);
}

} // namespace soundstage
