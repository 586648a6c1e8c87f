#pragma once

#include <QKeySequence>
#include <QList>

namespace soundstage {

/// The keys of a standard action: the platform's bindings for `key` where it has some, else
/// `fallback`. Qt's generic X11 scheme (no KDE or GNOME theme, as under Xvfb, a plain window
/// manager or offscreen) binds nothing to Save As or Preferences; the documented key
/// (man soundstage, Help → Keyboard Shortcuts) must work there too.
[[nodiscard]] inline QList<QKeySequence> standardKeyOr(QKeySequence::StandardKey key,
                                                       const QKeySequence& fallback) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        keys.append(fallback);
    return keys;
}

} // namespace soundstage
