#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace soundstage {

/// The Help menu: the user guide (F1, opened in the desktop's browser), the keyboard reference
/// (every shortcut the window really has, read from its actions, so it cannot drift from
/// them) and About.
class HelpActions final : public QObject {
    Q_OBJECT

public:
    /// `window` is the main window whose actions the keyboard reference lists; it parents the
    /// dialogs.
    explicit HelpActions(QWidget* window, QObject* parent = nullptr);

    /// Adds the three actions to `menu`.
    void addTo(QMenu* menu) const;

    QAction* userGuideAction() const { return m_userGuide; }
    QAction* shortcutsAction() const { return m_shortcuts; }
    QAction* aboutAction() const { return m_about; }

    /// One row of the keyboard reference.
    struct Shortcut {
        QString menu;   ///< the menu the action sits in ("File", "Audition", …), or empty
        QString action; ///< its text without the & mnemonic
        QList<QKeySequence> keys;
    };
    /// Every action of `window` (its menus, toolbars and the widgets inside) that has a
    /// shortcut, sorted by menu then action; an action reachable twice is listed once.
    [[nodiscard]] static QList<Shortcut> shortcutsOf(const QWidget* window);

    /// Where the user guide is: share/doc/soundstage/user-guide.html beside the program's
    /// bin/ (the build tree and any installation prefix alike). Empty when it is missing.
    [[nodiscard]] static QString userGuidePath();

    /// The keyboard reference as a dialog (not shown).
    [[nodiscard]] static QWidget* createShortcutsDialog(QWidget* window);

private:
    void openUserGuide();

    QWidget* m_window;
    QAction* m_userGuide;
    QAction* m_shortcuts;
    QAction* m_about;
};

} // namespace soundstage
