#pragma once

#include <QString>

class QCoreApplication;

namespace soundstage {

/// Installs Qt's own translations and Soundstage's (soundstage_<lang>.qm in `directory`) for
/// `language` (a preference such as "de"; empty: the system locale) and makes its locale the
/// default. A language Soundstage has no translation for — French, the C locale of a minimal
/// system — reads English with English plurals ("used 1 time", not the source text's
/// "used 1 time(s)"): soundstage_en.qm holds them and is installed instead. Returns the language
/// of the Soundstage translation installed as it names itself ("de_DE", "en"), or an empty
/// string when none could be.
QString installTranslations(QCoreApplication& app, const QString& language,
                            const QString& directory);

} // namespace soundstage
