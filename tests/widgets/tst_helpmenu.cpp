// The Help menu and the keys: every key the manual documents is bound in the window (under
// Qt's generic key scheme too, where Save As has no standard binding), every shortcut the
// window has is documented, the keyboard reference lists them all, and the user guide and the
// About link point at the guide shipped beside the program.
#include "widgets/window/aboutdialog.h"
#include "widgets/window/helpactions.h"
#include "widgets/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>

#include <map>
#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

struct DocumentedKey {
    QKeySequence key;
    QString text;
    bool qaPanel = false; ///< a key of the QA panel's own key handling, not a window action
};

// The KEYBOARD section of man soundstage: `.TP`, then `.B KEY` or `.BR KEY ", " KEY …`, then
// the description.
QList<DocumentedKey> manPageKeys() {
    QFile file(QStringLiteral(SOUNDSTAGE_TEST_SOURCE_DIR "/../../packaging/man/soundstage.1"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    QList<DocumentedKey> keys;
    bool inSection = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (line.startsWith(u".SH "_s)) {
            inSection = line == u".SH KEYBOARD"_s;
            continue;
        }
        if (!inSection || line != u".TP"_s || i + 2 >= lines.size())
            continue;
        QString keyLine = lines[i + 1];
        const bool qa = lines[i + 2].contains(u"QA run"_s);
        keyLine.remove(QRegularExpression(u"^\\.BR? "_s));
        for (QString part : keyLine.split(u"\", \""_s)) {
            part.remove(u'"').replace(u"\\-"_s, u"-"_s);
            part = part.trimmed();
            if (!part.isEmpty())
                keys.append({QKeySequence::fromString(part, QKeySequence::PortableText), part, qa});
        }
    }
    return keys;
}

} // namespace

class TestHelpMenu final : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase() {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanupTestCase() { m_window.reset(); }

    void everyDocumentedKeyIsBound() {
        const QList<DocumentedKey> documented = manPageKeys();
        QVERIFY2(documented.size() >= 10, "the KEYBOARD section of man soundstage was not read");
        const auto actions = m_window->findChildren<QAction*>();
        for (const DocumentedKey& key : documented) {
            if (key.qaPanel)
                continue;
            QVERIFY2(!key.key.isEmpty(), qPrintable(key.text));
            const bool bound = std::ranges::any_of(actions, [&](const QAction* action) {
                return action->shortcuts().contains(key.key) &&
                       !action->associatedObjects().isEmpty();
            });
            QVERIFY2(bound, qPrintable(u"%1 is documented but no action has it"_s.arg(key.text)));
        }
    }

    void everyShortcutIsDocumented() {
        const QList<DocumentedKey> documented = manPageKeys();
        const QList<HelpActions::Shortcut> shortcuts = HelpActions::shortcutsOf(m_window.get());
        QVERIFY(shortcuts.size() >= 15);
        QStringList missing;
        for (const HelpActions::Shortcut& shortcut : shortcuts) {
            const QKeySequence primary = shortcut.keys.front();
            const bool found = std::ranges::any_of(
                documented, [&](const DocumentedKey& key) { return key.key == primary; });
            if (!found)
                missing << u"%1 (%2)"_s.arg(primary.toString(QKeySequence::PortableText),
                                            shortcut.action);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(u"not in man soundstage's KEYBOARD: "_s + missing.join(u", "_s)));
    }

    // No key is bound to two actions (Qt's X11 scheme adds Ctrl+D to the standard Delete,
    // which is Duplicate Variant here): an ambiguous key does nothing at all.
    void noKeyIsBoundTwice() {
        std::map<QString, QString> owner;
        QStringList clashes;
        for (const HelpActions::Shortcut& shortcut : HelpActions::shortcutsOf(m_window.get())) {
            for (const QKeySequence& key : shortcut.keys) {
                const QString text = key.toString(QKeySequence::PortableText);
                const auto [it, fresh] = owner.emplace(text, shortcut.action);
                if (!fresh && it->second != shortcut.action)
                    clashes << u"%1: %2 and %3"_s.arg(text, it->second, shortcut.action);
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    // The class of the Save As bug: a standard key that the generic scheme leaves empty.
    void standardActionsHaveTheirDocumentedKeys_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("key");
        QTest::newRow("Save As") << u"Save As…"_s << u"Ctrl+Shift+S"_s;
        QTest::newRow("Save") << u"Save"_s << u"Ctrl+S"_s;
        QTest::newRow("Open") << u"Open…"_s << u"Ctrl+O"_s;
        QTest::newRow("Redo") << u"Redo"_s << u"Ctrl+Shift+Z"_s;
        QTest::newRow("Undo") << u"Undo"_s << u"Ctrl+Z"_s;
        QTest::newRow("Quit") << u"Quit"_s << u"Ctrl+Q"_s;
        QTest::newRow("User Guide") << u"User Guide"_s << u"F1"_s;
    }
    void standardActionsHaveTheirDocumentedKeys() {
        QFETCH(QString, action);
        QFETCH(QString, key);
        const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::PortableText);
        const QList<HelpActions::Shortcut> shortcuts = HelpActions::shortcutsOf(m_window.get());
        const auto it = std::ranges::find_if(shortcuts, [&](const HelpActions::Shortcut& s) {
            return s.action.startsWith(action.chopped(action.endsWith(u'…') ? 1 : 0));
        });
        QVERIFY2(it != shortcuts.end(), qPrintable(action));
        QVERIFY2(it->keys.contains(sequence),
                 qPrintable(u"%1 has %2"_s.arg(
                     action, it->keys.isEmpty() ? u"no key"_s : it->keys.front().toString())));
    }

    void shortcutsDialogListsEveryShortcut() {
        std::unique_ptr<QWidget> dialog(HelpActions::createShortcutsDialog(m_window.get()));
        const auto* table = dialog->findChild<QTableWidget*>(u"shortcutTable"_s);
        QVERIFY(table);
        const QList<HelpActions::Shortcut> shortcuts = HelpActions::shortcutsOf(m_window.get());
        QCOMPARE(table->rowCount(), shortcuts.size());
        QStringList keys;
        for (int row = 0; row < table->rowCount(); ++row) {
            QVERIFY(!table->item(row, 1)->text().contains(u'&'));
            // A top-level menu is named plainly ("Audition"), a submenu after its menu.
            QVERIFY2(!table->item(row, 0)->text().startsWith(u"→"_s),
                     qPrintable(table->item(row, 0)->text()));
            keys << table->item(row, 2)->text();
        }
        QVERIFY(keys.contains(
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S).toString(QKeySequence::NativeText)));
    }

    void helpMenuHoldsGuideShortcutsAndAbout() {
        QMenu* help = nullptr;
        for (QAction* action : m_window->menuBar()->actions())
            if (action->menu() && action->text().remove(u'&') == u"Help"_s)
                help = action->menu();
        QVERIFY(help);
        QStringList texts;
        for (const QAction* action : help->actions())
            if (!action->isSeparator())
                texts << action->text().remove(u'&');
        QVERIFY2(texts.contains(u"User Guide"_s), qPrintable(texts.join(u", "_s)));
        QVERIFY(texts.contains(u"Keyboard Shortcuts"_s));
        QVERIFY(texts.contains(u"About Soundstage"_s));
    }

    // The guide is built into share/doc/soundstage beside bin/, and About links to it, not to
    // a placeholder address.
    void guideIsShippedAndAboutLinksToIt() {
        const QString path = HelpActions::userGuidePath();
        QVERIFY2(!path.isEmpty(), "share/doc/soundstage/user-guide.html is not in the build tree");
        QFile guide(path);
        QVERIFY(guide.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(guide.readAll());
        QVERIFY(html.contains(u"<title>Soundstage User Guide</title>"_s));
        AboutDialog about(m_window.get());
        const auto* heading = about.findChild<QLabel*>(u"aboutHeading"_s);
        QVERIFY(heading);
        QVERIFY2(heading->text().contains(u"user-guide.html"_s), qPrintable(heading->text()));
        QVERIFY(!heading->text().contains(u".invalid"_s));
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
