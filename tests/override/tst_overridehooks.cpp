// Hook lines of override files (`anim 0x03000514:4`, `script 0x33000010@0.5`, `[N]`, `= sound:`):
// the parser's forms and every error at its column, the checks against a dat per hook kind, the
// canonical text, and what a motion plays with them (MotionSimulation with the preview).
#include "../triggers/triggerfixture.h"

#include "core/demo/demodat.h"
#include "core/override/overrideapply.h"
#include "core/override/overridedatcheck.h"
#include "core/override/overridehookcheck.h"
#include "core/override/overridehookdiff.h"
#include "core/override/overrideparser.h"
#include "core/override/overridepreview.h"
#include "core/override/overridewriter.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"

#include "core/triggers/motionsimulation.h"
#include <QFileInfo>

#include <QFile>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

using Kind = OverrideEvent::Kind;

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestOverrideHooks final : public QObject {
    Q_OBJECT

    std::unique_ptr<fixture::Loaded> m_demo; ///< the demo dat with its catalog and index

private slots:
    void initTestCase() {
        m_demo = fixture::loadDemo();
        QVERIFY(m_demo);
    }

    void validEvents_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<quint32>("record");
        QTest::addColumn<int>("frame");
        QTest::addColumn<double>("time");
        QTest::addColumn<int>("index"); // -1: not written
        QTest::addColumn<QString>("canonical");
        QTest::newRow("frame") << u"anim 0x03000514:0"_s << int(Kind::AnimationHook) << 0x03000514u
                               << 0 << 0.0 << -1 << u"anim 0x03000514:0"_s;
        QTest::newRow("index, blanks, case")
            << u"ANIM 0x03000514 : 12 [ 1 ]"_s << int(Kind::AnimationHook) << 0x03000514u << 12
            << 0.0 << 1 << u"anim 0x03000514:12[1]"_s;
        QTest::newRow("script") << u"script 0x33000010@0.5"_s << int(Kind::ScriptHook)
                                << 0x33000010u << 0 << 0.5 << -1 << u"script 0x33000010@0.5"_s;
        QTest::newRow("script time as a double")
            << u"script 0x33000010@1e-1[2]"_s << int(Kind::ScriptHook) << 0x33000010u << 0 << 0.1
            << 2 << u"script 0x33000010@0.1[2]"_s;
        QTest::newRow("not a hook: a name")
            << u"anim door"_s << int(Kind::Named) << 0u << 0 << 0.0 << -1 << u"anim door"_s;
    }

    void validEvents() {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(quint32, record);
        QFETCH(int, frame);
        QFETCH(double, time);
        QFETCH(int, index);
        QFETCH(QString, canonical);
        const OverrideFile file = OverrideParser().parse((text + u", 0 ="_s).toUtf8());
        QVERIFY2(!file.hasErrors(),
                 qPrintable(file.diagnostics.empty() ? QString() : file.diagnostics[0].message));
        const OverrideEvent& e = file.entries.at(0).event;
        QCOMPARE(int(e.kind), kind);
        QCOMPARE(e.record, record);
        QCOMPARE(e.frame, frame);
        QCOMPARE(e.time, time);
        QCOMPARE(e.hookIndex, index < 0 ? std::nullopt : std::optional<int>(index));
        QCOMPARE(e.toText(), canonical);
        // The canonical text reads back as the same event.
        const OverrideFile again = OverrideParser().parse((canonical + u", 0 ="_s).toUtf8());
        QVERIFY(again.entries.at(0).event.sameTarget(e));
    }

    void rightSides() {
        const OverrideFile file =
            OverrideParser().parse("anim 0x03000004:8, 0 = sound:Swoosh2   # the attack whooshes\n"
                                   "anim 0x03000004:12, 0.9 = clap.wav, 0.4, 0.25\n"
                                   "anim 0x03000005:5, 0 =\n"
                                   "script 0x33000001@0.25, 0 = sound:0x37\n");
        QVERIFY(!file.hasErrors());
        QCOMPARE(file.entries[0].firesSound, std::optional<quint32>(quint32(0x1F)));
        QVERIFY(!file.entries[0].isSilenced());
        QCOMPARE(OverrideWriter::entryLine(file.entries[0]),
                 u"anim 0x03000004:8, 0 = sound:Swoosh2"_s);
        QCOMPARE(OverrideWriter::entryLine(file.entries[1]),
                 u"anim 0x03000004:12, 0.9 = clap.wav, 0.4, 0.25"_s);
        QVERIFY(file.entries[2].isSilenced());
        QCOMPARE(OverrideWriter::entryLine(file.entries[3]),
                 u"script 0x33000001@0.25, 0 = sound:Footstep1"_s);
        // Canonical form sorts table, wave, animation, then script lines, and reads back alike.
        const QString formatted = OverrideWriter::write(file);
        QVERIFY(formatted.contains(u"anim 0x03000004:8,  "_s) ||
                formatted.contains(u"anim 0x03000004:8,"_s));
        QCOMPARE(OverrideWriter::write(OverrideParser().parse(formatted.toUtf8())), formatted);
    }

    void parseErrors_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        // The column points at the token the message names.
        QTest::newRow("not an animation")
            << QByteArray("anim 0x02000001:0, 0 =") << 6 << u"0x02000001 is not an Animation id"_s;
        QTest::newRow("id not hex")
            << QByteArray("anim 5x:0, 0 =") << 6 << u"`5x` is not an animation id"_s;
        QTest::newRow("no frame") << QByteArray("anim 0x03000001, 0 =") << 16
                                  << u"missing `:FRAME` after the animation id"_s;
        QTest::newRow("frame empty")
            << QByteArray("anim 0x03000001:, 0 =") << 17 << u"missing frame number after `:`"_s;
        QTest::newRow("frame not a number")
            << QByteArray("anim 0x03000001:x, 0 =") << 17 << u"`x` is not a frame number"_s;
        QTest::newRow("frame too large") << QByteArray("anim 0x03000001:1234567, 0 =") << 17
                                         << u"`1234567` is not a frame number"_s;
        QTest::newRow("index empty")
            << QByteArray("anim 0x03000001:1[], 0 =") << 19 << u"missing hook number in `[]`"_s;
        QTest::newRow("index not a number")
            << QByteArray("anim 0x03000001:1[a], 0 =") << 19 << u"`a` is not a hook number"_s;
        QTest::newRow("bracket open")
            << QByteArray("anim 0x03000001:1[1, 0 =") << 18 << u"`[` without its `]`"_s;
        QTest::newRow("after the bracket") << QByteArray("anim 0x03000001:1[1]x, 0 =") << 21
                                           << u"unexpected `x` after the hook number"_s;
        QTest::newRow("hash is a comment")
            << QByteArray("anim 0x03000001:1#2, 0 =") << 18 << u"`#` starts a comment"_s;
        QTest::newRow("not a script") << QByteArray("script 0x03000001@0, 0 =") << 8
                                      << u"0x03000001 is not a PhysicsScript id"_s;
        QTest::newRow("no time") << QByteArray("script 0x33000001, 0 =") << 18
                                 << u"missing `@TIME` after the script id"_s;
        QTest::newRow("negative time") << QByteArray("script 0x33000001@-1, 0 =") << 19
                                       << u"`-1` is not a start time in seconds"_s;
        QTest::newRow("two sources") << QByteArray("anim 0x03000001:1, 0 = a.wav, 1; b.wav, 1")
                                     << 34 << u"a hook plays one sound"_s;
        QTest::newRow("sound: empty") << QByteArray("anim 0x03000001:1, 0 = sound:") << 30
                                      << u"missing sound type after `sound:`"_s;
        QTest::newRow("sound: unknown") << QByteArray("anim 0x03000001:1, 0 = sound:Bogus") << 30
                                        << u"unknown sound type `Bogus`"_s;
        QTest::newRow("sound: with more") << QByteArray("anim 0x03000001:1, 0 = sound:Swoosh2, 1")
                                          << 37 << u"nothing follows `sound:NAME`"_s;
        QTest::newRow("twice") << QByteArray("anim 0x03000001:1, 0 =\nanim 0x03000001:1, 0 =") << 1
                               << u"`anim 0x03000001:1` is defined twice"_s;
    }

    void parseErrors() {
        QFETCH(QByteArray, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const OverrideFile file = OverrideParser().parse(line);
        QVERIFY(file.hasErrors());
        const auto it = std::ranges::find_if(file.diagnostics, [](const OverrideDiagnostic& d) {
            return d.severity == OverrideDiagnostic::Severity::Error;
        });
        QVERIFY2(it->message.startsWith(message), qPrintable(it->message));
        QCOMPARE(it->column, column);
        QCOMPARE(it->line, line.count('\n') + 1);
    }

    // Against the demo dat: Walk 0x03000002 has Footstep1 SoundTable hooks on frames 4, 9, 14, 19
    // (20 frames); Attack 0x03000004 Swoosh2 on 8 and a SoundTweaked on 12; Cheer 0x03000005 a
    // Sound hook on 5; SparkScript 0x33000001 a SoundTable hook at 0.25 s.
    void checkAgainstTheDemoDat_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("column"); // 0: no error
        QTest::addColumn<QString>("message");
        QTest::newRow("table hook, sound type")
            << QByteArray("anim 0x03000002:4, 0 = sound:Swoosh2") << 0 << QString();
        QTest::newRow("tweaked, file")
            << QByteArray("anim 0x03000004:12, 0 = x.wav, 0.4, 0.5") << 0 << QString();
        QTest::newRow("sound hook, dat wave")
            << QByteArray("anim 0x03000005:5[0], 0 = 0x0A000011, 1") << 0 << QString();
        QTest::newRow("script hook silenced")
            << QByteArray("script 0x33000001@0.25, 0 =") << 0 << QString();
        QTest::newRow("animation missing") << QByteArray("anim 0x03000099:1, 0 =") << 1
                                           << u"animation 0x03000099 is not in the dat"_s;
        QTest::newRow("script missing") << QByteArray("script 0x33000099@0, 0 =") << 1
                                        << u"script 0x33000099 is not in the dat"_s;
        QTest::newRow("frame past the end")
            << QByteArray("anim 0x03000002:20, 0 =") << 1
            << u"animation 0x03000002 has 20 frames (0 to 19); there is no frame 20"_s;
        QTest::newRow("no sound hook there")
            << QByteArray("anim 0x03000002:3, 0 =") << 1
            << u"frame 3 of animation 0x03000002 has no sound hook"_s;
        QTest::newRow("no such hook number")
            << QByteArray("anim 0x03000002:4[1], 0 =") << 1
            << u"frame 4 of animation 0x03000002 has 1 sound hook ([0]); there is no [1]"_s;
        QTest::newRow("script time without a hook")
            << QByteArray("script 0x33000001@0, 0 =") << 1
            << u"0 s of script 0x33000001 has no sound hook"_s;
        QTest::newRow("table hook given a wave")
            << QByteArray("anim 0x03000002:4, 0 = 0x0A000011, 1") << 24
            << u"sound hook [0] of frame 4 of animation 0x03000002 is a SoundTable hook"_s;
        QTest::newRow("tweaked given a sound type")
            << QByteArray("anim 0x03000004:12, 0 = sound:Swoosh2") << 25
            << u"sound hook [0] of frame 12 of animation 0x03000004 is a SoundTweaked hook: it "
               "plays a wave"_s;
        QTest::newRow("sound hook given a volume")
            << QByteArray("anim 0x03000005:5, 0 = x.wav, 0.5") << 31
            << u"sound hook [0] of frame 5 of animation 0x03000005 is a Sound hook: it has no "
               "volume"_s;
        QTest::newRow("sound hook given a probability")
            << QByteArray("anim 0x03000005:5, 0 = x.wav, 1, 0.5") << 34
            << u"sound hook [0] of frame 5 of animation 0x03000005 is a Sound hook: it always "
               "plays"_s;
        QTest::newRow("wave the dat lacks") << QByteArray("anim 0x03000005:5, 0 = 0x0A00FFFF, 1")
                                            << 24 << u"wave 0x0A00FFFF is not in the dat"_s;
    }

    void checkAgainstTheDemoDat() {
        QFETCH(QByteArray, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const OverrideFile file = OverrideParser().parse(line);
        QVERIFY(!file.hasErrors());
        const auto found = OverrideDatCheck::checkDat(file, *m_demo->dat);
        if (column == 0) {
            QVERIFY2(found.empty(), qPrintable(found.empty() ? QString() : found[0].message));
            return;
        }
        QCOMPARE(found.size(), size_t(1));
        QVERIFY2(found[0].message.startsWith(message), qPrintable(found[0].message));
        QCOMPARE(found[0].line, 1);
        QCOMPARE(found[0].column, column);
    }

    // A frame with two sound hooks must say which one.
    void severalHooksOnAFrame() {
        auto loaded = fixture::load(
            {{0x03000010, fixture::animation(0x03000010, 4,
                                             {{1, fixture::tableHook(quint32(0x37))},
                                              {1, AnimationHook::make(SoundHook{0x0A000001})}})
                              .encode()}});
        QVERIFY(loaded);
        const auto check = [&](const QByteArray& text) {
            return OverrideHookCheck::check(OverrideParser().parse(text),
                                            OverrideHookCheck::datLookup(*loaded->dat));
        };
        auto found = check("anim 0x03000010:1, 0 =");
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].message,
                 u"frame 1 of animation 0x03000010 has 2 sound hooks: say which one with `[0]` "
                 "to `[1]` (`anim 0x03000010:1[0]`)"_s);
        QCOMPARE(found[0].column, 1);
        QVERIFY(check("anim 0x03000010:1[0], 0 = sound:Swoosh2").empty());
        QVERIFY(check("anim 0x03000010:1[1], 0 = 0x0A000002, 1").empty());
        found = check("anim 0x03000010:1[2], 0 =");
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].message, u"frame 1 of animation 0x03000010 has 2 sound hooks ([0] to "
                                   "[1]); there is no [2]"_s);
        // [1] is the Sound hook: a sound type is refused there, at `sound:`.
        found = check("anim 0x03000010:1[1], 0 = sound:Swoosh2");
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].column, 27);
    }

    // diff(A, B) written, read back and applied onto A's hooks gives B's hooks.
    void diffRoundTrip() {
        using fixture::animation;
        using fixture::tableHook;
        const auto tweaked = [](quint32 wave, float p, float prio, float vol) {
            return AnimationHook::make(SoundTweakedHook{wave, p, prio, vol});
        };
        const auto sound = [](quint32 wave) { return AnimationHook::make(SoundHook{wave}); };
        const auto other = AnimationHook::makeOpaque(HookType::Diffuse, QByteArray(12, '\1'));
        const Animation a1 = animation(0x03000010, 6,
                                       {{1, tableHook(0x37)},
                                        {1, other},
                                        {1, sound(0x0A000001)},
                                        {3, tweaked(0x0A000002, 0.5f, 0.9f, 0.8f)},
                                        {4, tableHook(0x1F)},
                                        {4, tableHook(0x20)},
                                        {5, tableHook(0x37)}});
        // Frame 1: the SoundTable hook fires Swoosh2, the Sound hook another wave; frame 3: the
        // tweaked hook's wave, gate, priority and volume; frame 4: the first hook removed;
        // frame 5 unchanged.
        const Animation b1 = animation(0x03000010, 6,
                                       {{1, tableHook(0x1F)},
                                        {1, other},
                                        {1, sound(0x0A000003)},
                                        {3, tweaked(0x0A000004, 0.1f, 0.7f, 0.35f)},
                                        {4, tableHook(0x20)},
                                        {5, tableHook(0x37)}});
        PhysicsScript s1;
        s1.id = 0x33000010;
        s1.entries = {{0.1, tableHook(0x37)}, {0.5, sound(0x0A000001)}};
        PhysicsScript s2 = s1;
        s2.entries[0].hook = tableHook(0x5E);
        const OverrideHookDiff::Records before{{a1.id, OverrideHookCheck::recordOf(a1)},
                                               {s1.id, OverrideHookCheck::recordOf(s1)}};
        const OverrideHookDiff::Records after{{b1.id, OverrideHookCheck::recordOf(b1)},
                                              {s2.id, OverrideHookCheck::recordOf(s2)}};
        OverrideDiff::Changes changes;
        OverrideHookDiff::diff(before, after, changes);
        QVERIFY2(changes.notes.empty(),
                 qPrintable(changes.notes.empty() ? QString() : changes.notes[0]));
        QCOMPARE(changes.changedHooks, 4);
        QCOMPARE(changes.silencedHooks, 1);
        const QByteArray text = OverrideDiff::write(changes, u"a.dat"_s, u"b.dat"_s);
        // The canonical form pads the columns; compare the words.
        const QString words = QString::fromUtf8(text).simplified();
        for (const char* line :
             {"anim 0x03000010:1[0], 0 = sound:Swoosh2", "anim 0x03000010:1[1], 0 = 0x0A000003, 1",
              "anim 0x03000010:3, 0.7 = 0x0A000004, 0.35, 0.1",
              "anim 0x03000010:4[0], 0 =", "script 0x33000010@0.1, 0 = sound:Fizzle"})
            QVERIFY2(words.contains(QLatin1StringView(line)), text.constData());

        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(!file.hasErrors());
        std::map<quint32, SoundTable> tables;
        const OverrideApply::Report report = OverrideApply::apply(file, tables);
        QCOMPARE(report.hooks.size(), size_t(5));
        for (const auto& [id, record] : before) {
            // A's sound hooks with the lines applied, silenced ones dropped.
            std::vector<AnimationHook> applied;
            for (const HookSite& site : record.soundHooks) {
                const auto [ordinal, count] = OverrideHookCheck::ordinalOf(record.soundHooks, site);
                const auto* change = report.hook(id, site.frame, site.time, ordinal, count);
                if (change && change->silenced)
                    continue;
                applied.push_back(change ? OverrideHookDiff::applied(site.hook, *change)
                                         : site.hook);
            }
            std::vector<AnimationHook> expected;
            for (const HookSite& site : after.at(id).soundHooks)
                expected.push_back(site.hook);
            QCOMPARE(applied.size(), expected.size());
            for (std::size_t i = 0; i < applied.size(); ++i)
                QVERIFY2(applied[i] == expected[i], qPrintable(u"%1 hook %2"_s.arg(id).arg(i)));
        }
    }

    void diffNotesWhatHookLinesCannotSay() {
        using fixture::animation;
        using fixture::tableHook;
        const Animation a = animation(0x03000010, 3, {{1, tableHook(0x37)}});
        const Animation kind =
            animation(0x03000010, 3, {{1, AnimationHook::make(SoundHook{0x0A000001})}});
        const Animation added =
            animation(0x03000010, 3, {{1, tableHook(0x37)}, {1, tableHook(0x1F)}});
        const Animation direction =
            animation(0x03000010, 3, {{1, tableHook(0x1F, HookDirection::Forward)}});
        const auto notes = [&](const Animation& edited, const OverrideHookDiff::Records& base) {
            OverrideDiff::Changes changes;
            OverrideHookDiff::diff(base, {{edited.id, OverrideHookCheck::recordOf(edited)}},
                                   changes);
            return changes;
        };
        const OverrideHookDiff::Records base{{a.id, OverrideHookCheck::recordOf(a)}};
        auto c = notes(kind, base);
        QCOMPARE(c.notes.size(), size_t(1));
        QVERIFY(c.notes[0].contains(u"kind changed (SoundTable to Sound)"_s));
        QVERIFY(c.file.entries.empty());
        c = notes(added, base);
        QCOMPARE(c.notes.size(), size_t(1));
        QVERIFY(c.notes[0].contains(u"added or reordered"_s));
        c = notes(direction, base);
        QCOMPARE(c.notes.size(), size_t(1)); // the direction cannot be said; the sound type can
        QCOMPARE(c.changedHooks, 1);
        c = notes(a, {});
        QCOMPARE(c.notes.size(), size_t(1));
        QVERIFY(c.notes[0].contains(u"a new record"_s));
    }

    // What a motion plays with hook lines and a wave line (seed 7, exact events).
    void motionPlaysTheHookLines() {
        const QString path = m_demo->dir.filePath(u"hooks.txt"_s);
        QVERIFY(write(path, "anim 0x03000002:4, 0 = sound:Swoosh2\n"      // 1
                            "anim 0x03000002:14, 0 =\n"                   // 2
                            "anim 0x03000004:12, 0 = clap.wav, 0.4, 1\n"  // 3
                            "anim 0x03000005:5, 0 = 0x0A000011, 1\n"      // 4
                            "wave 0x0A000011, 0 = clap.wav, 0.5\n"        // 5
                            "script 0x33000002@0, 0 = 0x0A000011, 1\n")); // 6
        auto preview = OverridePreview::load(path, m_demo->catalog.tables(), m_demo->dat.get());
        QVERIFY(preview.has_value());
        QCOMPARE(preview->report.hooks.size(), size_t(5));
        const auto shared = std::make_shared<const OverridePreview>(std::move(*preview));
        const auto run = [&](quint32 command, bool withOverride) {
            MotionRequest request;
            request.setup = DemoDat::HumanoidSetup;
            request.command = command;
            request.seconds = 1.2;
            request.seed = 7;
            if (withOverride)
                request.preview = shared;
            auto sim = MotionSimulation::run(*m_demo->index, m_demo->catalog, request);
            return sim ? sim->events : std::vector<MotionSoundEvent>{};
        };
        using Outcome = MotionSoundEvent::Outcome;
        // WalkForward: frame 4 fires Swoosh2 instead of Footstep1, frame 14 is silenced (no draw).
        auto walk = run(MotionCommand::WalkForward, true);
        QCOMPARE(walk.size(), size_t(4));
        QCOMPARE(walk[0].frame, 4);
        QCOMPARE(walk[0].soundType, quint32(0x1F));
        QCOMPARE(walk[0].hookLine, 1);
        QCOMPARE(walk[0].outcome, Outcome::Played);
        QCOMPARE(walk[1].frame, 14);
        QCOMPARE(walk[1].outcome, Outcome::Silenced);
        QCOMPARE(walk[1].gateRoll, -1);
        QCOMPARE(walk[1].hookLine, 2);
        const auto plain = run(MotionCommand::WalkForward, false);
        QCOMPARE(plain[0].soundType, quint32(0x37));
        QCOMPARE(plain[1].outcome, Outcome::Played);
        // AttackHigh1: the SoundTweaked hook plays the local file at 0.4, gate 1.
        const auto attack = run(*MotionCommand::parse(u"AttackHigh1"), true);
        const auto tweaked = std::ranges::find(attack, 12, &MotionSoundEvent::frame);
        QVERIFY(tweaked != attack.end());
        QCOMPARE(QFileInfo(tweaked->file).fileName(), u"clap.wav"_s);
        QCOMPARE(tweaked->volume, 0.4f);
        QCOMPARE(tweaked->outcome, Outcome::Played);
        QVERIFY(tweaked->gateRoll >= 0); // still one rand() for its gate
        // Cheer: the Sound hook plays 0x0A000011, which the wave line makes clap.wav at 0.5.
        // Frame 20's DefaultScript starts ChimeScript at 0.7 s: line 6 makes its Sound hook play
        // 0x0A000011 instead of the chime, and line 5 makes that clap.wav too.
        const auto cheer = run(*MotionCommand::parse(u"Cheer"), true);
        QCOMPARE(cheer.size(), size_t(2));
        QCOMPARE(cheer[0].hookLine, 4);
        QCOMPARE(cheer[0].waveLine, 5);
        QCOMPARE(QFileInfo(cheer[0].file).fileName(), u"clap.wav"_s);
        QCOMPARE(cheer[0].gain, 0.5);
        QCOMPARE(cheer[1].script, DemoDat::ChimeScript);
        QCOMPARE(cheer[1].time, 21.0 / 30.0);
        QCOMPARE(cheer[1].hookLine, 6);
        QCOMPARE(cheer[1].waveLine, 5);
        QCOMPARE(QFileInfo(cheer[1].file).fileName(), u"clap.wav"_s);
        const auto cheerPlain = run(*MotionCommand::parse(u"Cheer"), false);
        QCOMPARE(cheerPlain.size(), size_t(2));
        QCOMPARE(cheerPlain[1].wave, quint32(0x0A000020)); // the demo's chime
        QCOMPARE(cheerPlain[1].hookLine, 0);
        // Same request, same events.
        const auto again = run(MotionCommand::WalkForward, true);
        QCOMPARE(again.size(), walk.size());
        for (std::size_t i = 0; i < walk.size(); ++i) {
            QCOMPARE(again[i].time, walk[i].time);
            QCOMPARE(again[i].variant, walk[i].variant);
            QCOMPARE(again[i].gateRoll, walk[i].gateRoll);
        }
    }
};

QTEST_GUILESS_MAIN(TestOverrideHooks)
#include "tst_overridehooks.moc"
