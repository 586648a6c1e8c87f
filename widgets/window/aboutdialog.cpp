#include "widgets/window/aboutdialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

const auto appId = u"org.soundstage.Soundstage"_s;

QString escaped(const QString& text) {
    return text.toHtmlEscaped();
}

} // namespace

QString AboutDialog::versionText() {
    return tr("Soundstage %1").arg(QStringLiteral(SOUNDSTAGE_VERSION));
}

QList<AboutDialog::Component> AboutDialog::components() {
    // Versions come from the headers built against where the library offers none at run time;
    // Qt reports the one actually loaded.
    return {
        {u"Qt"_s, QString::fromLatin1(qVersion()), tr("application framework, user interface"),
         u"LGPL-3.0-only or GPL-2.0-or-later"_s, u"https://www.qt.io"_s},
        {u"QCustomPlot"_s, QStringLiteral(SOUNDSTAGE_QCUSTOMPLOT_VERSION), tr("charts and plots"),
         u"GPL-3.0-or-later"_s, u"https://www.qcustomplot.com"_s},
        {u"OpenAL Soft"_s, QString(), tr("audio output, positional sound, offline rendering"),
         u"LGPL-2.0-or-later"_s, u"https://openal-soft.org"_s},
        {u"libvorbis, libogg"_s, QString(), tr("Ogg Vorbis decoding and encoding"),
         u"BSD-3-Clause"_s, u"https://xiph.org/vorbis/"_s},
        {u"libmpg123"_s, QString(), tr("MP3 decoding"), u"LGPL-2.1-only"_s,
         u"https://www.mpg123.de"_s},
        {u"libebur128"_s, QString(), tr("loudness measurement (EBU R128)"), u"MIT"_s,
         u"https://github.com/jiixyj/libebur128"_s},
        {u"zlib"_s, QStringLiteral(ZLIB_VERSION), tr("compressed dat records"), u"Zlib"_s,
         u"https://zlib.net"_s},
    };
}

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("About Soundstage"));
    setObjectName(u"aboutDialog"_s);

    auto* icon = new QLabel(this);
    icon->setObjectName(u"aboutIcon"_s);
    // The installed theme icon first, then the built-in one (absent when the build had no
    // SVG renderer), then whatever the application set.
    QIcon appIcon = QIcon::fromTheme(appId, QIcon(u":/icons/%1.png"_s.arg(appId)));
    if (appIcon.availableSizes().isEmpty())
        appIcon = QApplication::windowIcon();
    if (!appIcon.isNull())
        icon->setPixmap(appIcon.pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);

    auto* heading = new QLabel(this);
    heading->setObjectName(u"aboutHeading"_s);
    heading->setTextFormat(Qt::RichText);
    heading->setOpenExternalLinks(true);
    heading->setWordWrap(true);
    heading->setText(u"<h2>%1</h2><p>%2</p><p><a href=\"%3\">%3</a></p>"_s.arg(
        escaped(versionText()),
        escaped(tr("An editor for the sound data of Asheron's Call client dats: see what "
                   "the retail client does with every variant, hear sounds the way it "
                   "places them, and save the edits into a patched copy of the dat.")),
        QStringLiteral(SOUNDSTAGE_HOMEPAGE)));

    QString table = u"<p>%1</p><table cellpadding=\"3\">"_s.arg(
        escaped(tr("Soundstage is built on these libraries:")));
    table +=
        u"<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th align=\"left\">%3</th></tr>"_s
            .arg(escaped(tr("Library")), escaped(tr("Used for")), escaped(tr("Licence")));
    for (const Component& component : components()) {
        const QString name = component.version.isEmpty()
                                 ? component.name
                                 : u"%1 %2"_s.arg(component.name, component.version);
        table += u"<tr><td><a href=\"%1\">%2</a></td><td>%3</td><td>%4</td></tr>"_s.arg(
            component.url, escaped(name), escaped(component.purpose), escaped(component.licence));
    }
    table += u"</table><p>%1</p>"_s.arg(
        escaped(tr("Built with Qt %1, running on Qt %2.")
                    .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()))));

    auto* libraries = new QTextBrowser(this);
    libraries->setObjectName(u"aboutLibraries"_s);
    libraries->setOpenExternalLinks(true);
    libraries->setHtml(table);
    libraries->setMinimumSize(540, 270);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(heading, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(libraries, 1);
    layout->addWidget(buttons);
}

} // namespace soundstage
