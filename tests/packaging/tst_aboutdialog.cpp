// The About dialog names the program's version and every library Soundstage is built on with
// its licence (issue 8).
#include "widgets/window/aboutdialog.h"

#include <QFile>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

#include <algorithm>

using namespace Qt::StringLiterals;
using soundstage::AboutDialog;

class TestAboutDialog final : public QObject {
    Q_OBJECT

private slots:
    void namesVersion() {
        AboutDialog dialog;
        auto* heading = dialog.findChild<QLabel*>(u"aboutHeading"_s);
        QVERIFY(heading);
        QVERIFY2(heading->text().contains(QStringLiteral(SOUNDSTAGE_VERSION)),
                 qPrintable(heading->text()));
        QVERIFY(heading->text().contains(u"Soundstage"_s));
        QCOMPARE(dialog.windowTitle(), u"About Soundstage"_s);
    }

    void namesEveryLibraryWithLicence_data() {
        QTest::addColumn<QString>("library");
        QTest::addColumn<QString>("licence");
        // The licences as the projects publish them (checked by hand against their COPYING).
        QTest::newRow("Qt") << u"Qt"_s << u"LGPL-3.0"_s;
        QTest::newRow("QCustomPlot") << u"QCustomPlot"_s << u"GPL-3.0"_s;
        QTest::newRow("OpenAL Soft") << u"OpenAL Soft"_s << u"LGPL-2.0"_s;
        QTest::newRow("libvorbis") << u"libvorbis"_s << u"BSD-3-Clause"_s;
        QTest::newRow("libogg") << u"libogg"_s << u"BSD-3-Clause"_s;
        QTest::newRow("libmpg123") << u"libmpg123"_s << u"LGPL-2.1"_s;
        QTest::newRow("libebur128") << u"libebur128"_s << u"MIT"_s;
        QTest::newRow("zlib") << u"zlib"_s << u"Zlib"_s;
    }

    void namesEveryLibraryWithLicence() {
        QFETCH(QString, library);
        QFETCH(QString, licence);
        const auto components = AboutDialog::components();
        const auto it = std::ranges::find_if(components, [&](const AboutDialog::Component& c) {
            return c.name.split(u", "_s).contains(library);
        });
        QVERIFY2(it != components.end(), qPrintable(library));
        QVERIFY2(it->licence.startsWith(licence), qPrintable(it->licence));
        QVERIFY(it->url.startsWith(u"https://"_s));
        QVERIFY(!it->purpose.isEmpty());

        AboutDialog dialog;
        auto* libraries = dialog.findChild<QTextBrowser*>(u"aboutLibraries"_s);
        QVERIFY(libraries);
        const QString shown = libraries->toPlainText();
        QVERIFY2(shown.contains(library), qPrintable(shown));
        QVERIFY2(shown.contains(it->licence), qPrintable(shown));
    }

    void showsTheApplicationIcon() {
        const QString resource = u":/icons/org.soundstage.Soundstage.png"_s;
        if (!QFile::exists(resource))
            QSKIP("the build had no rsvg-convert, so there is no built-in icon");
        QVERIFY(!QIcon(resource).pixmap(96, 96).isNull());
        AboutDialog dialog;
        auto* icon = dialog.findChild<QLabel*>(u"aboutIcon"_s);
        QVERIFY(icon);
        QVERIFY(!icon->pixmap().isNull());
        QCOMPARE(icon->pixmap().width(), 96);
    }

    // The whole translation chain: lupdate contexts, lrelease into the build tree's
    // share/soundstage/translations (where the installed layout has it too), loading.
    void speaksGerman() {
        const QString dir =
            QStringLiteral(SOUNDSTAGE_BIN_DIR) + u"/../share/soundstage/translations"_s;
        QTranslator german;
        QVERIFY2(german.load(QLocale(QLocale::German), u"soundstage"_s, u"_"_s, dir),
                 qPrintable(dir));
        QVERIFY(QCoreApplication::installTranslator(&german));
        {
            AboutDialog dialog;
            QCOMPARE(dialog.windowTitle(), u"Über Soundstage"_s);
        }
        QCoreApplication::removeTranslator(&german);
        AboutDialog english;
        QCOMPARE(english.windowTitle(), u"About Soundstage"_s);
    }

    void reportsTheRunningQt() {
        const auto components = AboutDialog::components();
        QVERIFY(!components.isEmpty());
        QCOMPARE(components.first().name, u"Qt"_s);
        QCOMPARE(components.first().version, QString::fromLatin1(qVersion()));
    }

    void offersAboutQtAndCloses() {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        bool hasAboutQt = false;
        for (auto* button : dialog.findChildren<QPushButton*>())
            hasAboutQt = hasAboutQt || button->text().remove(u'&') == u"About Qt";
        QVERIFY(hasAboutQt);
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
