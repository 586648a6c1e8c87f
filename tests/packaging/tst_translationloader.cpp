// The editor's translations as users meet them: German for "de"; for a language Soundstage has
// no translation for (French, the C locale of a minimal system) English with English plurals —
// "used once", not the source text's "1 time(s)" (seen on the table page under LANG=C).
#include "widgets/session/translationloader.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestTranslationLoader final : public QObject {
    Q_OBJECT

    /// The .qm files of the build tree (resources/CMakeLists.txt builds them there).
    static QString directory() {
        return QStringLiteral(SOUNDSTAGE_BIN_DIR) + u"/../share/soundstage/translations"_s;
    }
    static QString usedTimes(int n) {
        return QCoreApplication::translate("soundstage::TableEditor", "%n time(s)", nullptr, n);
    }

private slots:
    void cleanup() {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QLocale::setDefault(QLocale::c());
    }

    void eachLanguageReadsItsOwnOrEnglish_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("installed");
        QTest::addColumn<QString>("once");
        QTest::addColumn<QString>("three");
        QTest::newRow("German") << u"de"_s << u"de"_s << u"einmal"_s << u"3-mal"_s;
        QTest::newRow("English") << u"en"_s << u"en"_s << u"once"_s << u"3 times"_s;
        QTest::newRow("French: no translation, English")
            << u"fr"_s << u"en"_s << u"once"_s << u"3 times"_s;
        QTest::newRow("the C locale: English") << u"C"_s << u"en"_s << u"once"_s << u"3 times"_s;
    }
    void eachLanguageReadsItsOwnOrEnglish() {
        QFETCH(QString, language);
        QFETCH(QString, installed);
        QFETCH(QString, once);
        QFETCH(QString, three);
        QCOMPARE(installTranslations(*QCoreApplication::instance(), language, directory()).left(2),
                 installed);
        QCOMPARE(usedTimes(1), once);
        QCOMPARE(usedTimes(3), three);
        QCOMPARE(QLocale().name().left(2), QLocale(language).name().left(2));
    }

    // No .qm where they are looked for: nothing installed, the source texts stay.
    void aMissingDirectoryInstallsNothing() {
        QCOMPARE(installTranslations(*QCoreApplication::instance(), u"de"_s,
                                     u"/nonexistent/translations"_s),
                 QString());
        QCOMPARE(usedTimes(2), u"2 time(s)"_s);
    }
};

QTEST_GUILESS_MAIN(TestTranslationLoader)
#include "tst_translationloader.moc"
