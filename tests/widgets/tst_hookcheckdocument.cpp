// An applied override's hook lines are checked against the document's records, not the dat's:
// after an unsaved edit inserts a hook (an undoable command), `[N]` counts the new numbering in
// the messages and in the Triggers panel's marks; undo and redo, and both follow.
#include "overridewindowfixture.h"

#include "core/document/document.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/triggersdock.h"
#include "widgets/session/sessiontriggerindex.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Walk = DemoDat::WalkAnimation;

} // namespace

class TestHookCheckDocument final : public QObject, public test::OverrideWindowFixture {
    Q_OBJECT

    Document* document() const { return session()->document(); }

    /// Runs the event loop until the session's index holds the current state and the applied
    /// override (if any) was checked against it.
    bool settle() {
        SessionTriggerIndex* triggers = session()->triggers();
        const bool ready = QTest::qWaitFor([triggers] { return triggers->isCurrent(); }, 20000);
        QCoreApplication::processEvents();
        return ready;
    }

    /// The applied file's error messages.
    QStringList errors() const {
        QStringList out;
        if (const auto preview = session()->appliedOverride())
            for (const OverrideDiagnostic& d : preview->file.diagnostics)
                if (d.severity == OverrideDiagnostic::Severity::Error)
                    out << u"%1:%2: %3"_s.arg(d.line).arg(d.column).arg(d.message);
        return out;
    }

    /// The Triggers panel's row of the hook at `position` of Walk's frame 4, shown fresh.
    QString row(int position) {
        session()->navigate(DocumentLocation::animation(Walk, 4));
        QCoreApplication::processEvents();
        const QTreeWidgetItem* item = m_window->triggers()->findHook(Walk, 4, position);
        return item ? item->text(0) : u"(none)"_s;
    }

private slots:
    void initTestCase() { QVERIFY(writeDemo()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    void bracketFollowsTheDocument() {
        QVERIFY(settle());
        // Walk's frame 4 holds one sound hook (Footstep1); a Swoosh2 hook goes in before it.
        const quint32 swoosh = parseSoundType(u"Swoosh2").value();
        QVERIFY(document()->insertHook(Walk, 4, 0, AnimationHook::make(SoundTableHook{swoosh})));
        QVERIFY(settle());
        // [1] is the Footstep1 hook now, as the document numbers them.
        QVERIFY(apply("anim 0x03000002:4[1], 0 = sound:Fizzle\n"));
        QVERIFY(settle());
        QVERIFY2(errors().isEmpty(), qPrintable(errors().join(u'\n')));
        QVERIFY2(row(1).contains(u"override line 1"_s), qPrintable(row(1)));
        QVERIFY2(!row(0).contains(u"override line"_s), qPrintable(row(0)));

        // Undone, frame 4 has one sound hook again: the message says so, and nothing is marked.
        document()->undo();
        QVERIFY(settle());
        QTRY_COMPARE_WITH_TIMEOUT(errors().size(), 1, 20000);
        QVERIFY2(errors().front().startsWith(u"1:1: frame 4 of animation 0x03000002 has 1 sound "
                                             "hook ([0]); there is no [1]"_s),
                 qPrintable(errors().front()));
        QVERIFY2(!row(0).contains(u"override line"_s), qPrintable(row(0)));
        QVERIFY(session()->appliedOverride()); // still applied, with the message

        // Redone: the line is good again and marks the Footstep1 hook.
        document()->redo();
        QVERIFY(settle());
        QTRY_VERIFY_WITH_TIMEOUT(errors().isEmpty(), 20000);
        QVERIFY2(row(1).contains(u"override line 1"_s), qPrintable(row(1)));
    }

    // Bypassing the preview survives the re-check.
    void recheckKeepsTheBypass() {
        QVERIFY(settle());
        QVERIFY(apply("anim 0x03000002:4[1], 0 = sound:Fizzle\n"));
        QVERIFY(settle());
        QCOMPARE(errors().size(), 1);
        session()->setOverrideBypassed(true);
        const quint32 swoosh = parseSoundType(u"Swoosh2").value();
        QVERIFY(document()->insertHook(Walk, 4, 0, AnimationHook::make(SoundTableHook{swoosh})));
        QVERIFY(settle());
        QTRY_VERIFY_WITH_TIMEOUT(errors().isEmpty(), 20000);
        QVERIFY(session()->isOverrideBypassed());
    }
};

QTEST_MAIN(TestHookCheckDocument)
#include "tst_hookcheckdocument.moc"
