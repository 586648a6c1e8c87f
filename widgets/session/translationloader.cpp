#include "widgets/session/translationloader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace soundstage {

QString installTranslations(QCoreApplication& app, const QString& language,
                            const QString& directory) {
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QLocale::setDefault(locale);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto* own = new QTranslator(&app);
    if (own->load(locale, u"soundstage"_s, u"_"_s, directory) ||
        own->load(u"soundstage_en"_s, directory)) {
        QCoreApplication::installTranslator(own);
        return own->language();
    }
    delete own;
    return {};
}

} // namespace soundstage
