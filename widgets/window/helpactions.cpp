#include "widgets/window/helpactions.h"

#include "widgets/window/aboutdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString withoutMnemonic(QString text) {
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

// The menu title an action sits in: its first QMenu among the widgets it is added to.
QString menuOf(const QAction* action) {
    for (const QObject* widget : action->associatedObjects()) {
        if (const auto* menu = qobject_cast<const QMenu*>(widget)) {
            // A submenu names its top-level menu: "File → Export".
            QString title = withoutMnemonic(menu->title());
            if (const QAction* parentAction = menu->menuAction()) {
                for (const QObject* outer : parentAction->associatedObjects()) {
                    // Only a titled menu holding this one makes it a submenu (a top-level
                    // menu's action also sits in untitled popups, e.g. the menu bar's
                    // overflow).
                    const auto* outerMenu = qobject_cast<const QMenu*>(outer);
                    if (outerMenu != nullptr && outerMenu != menu &&
                        !outerMenu->title().isEmpty()) {
                        title = withoutMnemonic(outerMenu->title()) + u" → "_s + title;
                        break;
                    }
                }
            }
            return title;
        }
    }
    return {};
}

} // namespace

HelpActions::HelpActions(QWidget* window, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_userGuide(new QAction(tr("&User Guide"), this))
    , m_shortcuts(new QAction(tr("&Keyboard Shortcuts"), this))
    , m_about(new QAction(tr("&About Soundstage"), this)) {
    m_userGuide->setShortcuts(QKeySequence::HelpContents);
    if (m_userGuide->shortcuts().isEmpty())
        m_userGuide->setShortcut(Qt::Key_F1);
    m_userGuide->setToolTip(tr("Open the user guide in your web browser"));
    connect(m_userGuide, &QAction::triggered, this, &HelpActions::openUserGuide);
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        QWidget* dialog = createShortcutsDialog(m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_about, &QAction::triggered, this, [this] {
        AboutDialog dialog(m_window);
        dialog.exec();
    });
}

void HelpActions::addTo(QMenu* menu) const {
    menu->addAction(m_userGuide);
    menu->addAction(m_shortcuts);
    menu->addSeparator();
    menu->addAction(m_about);
}

QString HelpActions::userGuidePath() {
    const QString path =
        QCoreApplication::applicationDirPath() + u"/../share/doc/soundstage/user-guide.html"_s;
    const QFileInfo info(path);
    return info.isFile() ? info.canonicalFilePath() : QString();
}

void HelpActions::openUserGuide() {
    const QString path = userGuidePath();
    if (path.isEmpty() || !QDesktopServices::openUrl(QUrl::fromLocalFile(path))) {
        QMessageBox::information(
            m_window, tr("User Guide"),
            path.isEmpty()
                ? tr("The user guide is not installed (share/doc/soundstage/user-guide.html). "
                     "The manual is also available as 'man soundstage'.")
                : tr("No web browser could open the user guide. It is at %1.").arg(path));
    }
}

QList<HelpActions::Shortcut> HelpActions::shortcutsOf(const QWidget* window) {
    QList<Shortcut> rows;
    std::set<const QAction*> seen;
    const auto add = [&](const QAction* action) {
        if (action->shortcuts().isEmpty() || action->isSeparator() || !seen.insert(action).second)
            return;
        rows.append({menuOf(action), withoutMnemonic(action->text()), action->shortcuts()});
    };
    for (const QAction* action : window->findChildren<QAction*>())
        add(action);
    std::ranges::sort(rows, [](const Shortcut& a, const Shortcut& b) {
        return std::tie(a.menu, a.action) < std::tie(b.menu, b.action);
    });
    return rows;
}

QWidget* HelpActions::createShortcutsDialog(QWidget* window) {
    auto* dialog = new QDialog(window);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto* table = new QTableWidget(dialog);
    table->setObjectName(u"shortcutTable"_s);
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    const QList<Shortcut> rows = shortcutsOf(window);
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        QStringList keys;
        for (const QKeySequence& key : rows[i].keys)
            keys << key.toString(QKeySequence::NativeText);
        table->setItem(i, 0, new QTableWidgetItem(rows[i].menu));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].action));
        table->setItem(i, 2, new QTableWidgetItem(keys.join(u", "_s)));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    auto* note = new QLabel(
        tr("In a QA run, N and P step to the next and previous variant, Space replays it, "
           "and 1 and 2 mark it Pass and Fail."),
        dialog);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(note);
    layout->addWidget(buttons);
    dialog->resize(560, 480);
    return dialog;
}

} // namespace soundstage
