#pragma once

#include <QKeySequence>
#include <QList>

namespace soundstage {

/// The keys of a standard action: `documented` first (the key man soundstage and Help →
/// Keyboard Shortcuts name, the same on every platform), then whatever else the platform binds
/// to `key`. Qt's generic X11 scheme (no KDE or GNOME theme, as under Xvfb, a plain window
/// manager or offscreen) binds nothing to Save As or Preferences, and the schemes disagree on
/// Redo (Ctrl+Shift+Z, Ctrl+Y or both): the documented key must work everywhere.
[[nodiscard]] inline QList<QKeySequence> standardKeyOr(QKeySequence::StandardKey key,
                                                       const QKeySequence& documented) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    keys.removeAll(documented);
    keys.prepend(documented);
    return keys;
}

} // namespace soundstage
