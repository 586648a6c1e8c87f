#include "widgets/editor/overridebanner.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace soundstage {

OverrideBanner::OverrideBanner(QAction* bypass, QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel) {
    m_label->setObjectName(u"overrideBanner"_s);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* bypassButton = new QToolButton;
    bypassButton->setDefaultAction(bypass);
    bypassButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    setObjectName(u"overrideBannerBox"_s);
    setAutoFillBackground(true);
    QPalette bannerPalette = palette();
    bannerPalette.setColor(QPalette::Window, QColor(0xee, 0xe6, 0xf8));
    bannerPalette.setColor(QPalette::WindowText, QColor(0x30, 0x20, 0x48));
    setPalette(bannerPalette);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(bypassButton, 0, Qt::AlignVCenter);
    hide();
}

void OverrideBanner::showApplied(const OverridePreview* preview,
                                 const OverrideApply::Applied* applied, bool bypassed, int rows) {
    if (!preview || !applied) {
        hide();
        return;
    }
    const QString where = tr("%1 line %2")
                              .arg(QFileInfo(preview->path).fileName().toHtmlEscaped())
                              .arg(applied->line);
    QString text;
    QString why;
    if (bypassed) {
        text = tr("<b>Override bypassed:</b> the dat's own list (%1 overrides it)").arg(where);
        why = tr("Edits here change the dat. Uncheck Bypass to hear the override again.");
    } else if (applied->kind == OverrideApply::Applied::Kind::Removed) {
        text = tr("<b>Silenced</b> by %1: nothing plays").arg(where);
        why = tr("Under the override this sound type plays nothing. Bypass the override to see "
                 "and edit the dat's own list.");
    } else {
        text = tr("<b>Overridden</b> by %1: %n variant(s), %2 pick, read-only", nullptr, rows)
                   .arg(where, OverrideFile::pickModeName(preview->file.pick));
        why = tr("The grid, the odds, playing and rolling use the override's list. It is "
                 "read-only here: bypass the override to see and edit the dat's own list.");
    }
    m_label->setToolTip(applied->text + u"\n\n"_s + why);
    m_label->setText(text);
    show();
}

} // namespace soundstage
