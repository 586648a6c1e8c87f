#include "core/override/overrideparser.h"

#include "proposalblock.h"
#include "testsoundtypes.h"

#include <QDir>
#include <QTest>

#include <algorithm>

using namespace soundstage;
using namespace Qt::StringLiterals;

using Severity = OverrideDiagnostic::Severity;
using Kind = OverrideEvent::Kind;

namespace {

using test::proposalBlock;

struct Expected {
    int line;
    const char16_t* name;
    double priority;
    std::vector<std::pair<const char16_t*, double>> alternatives;
};

} // namespace

class TestOverrideParser : public QObject {
    Q_OBJECT

private slots:
    void proposalExampleBlock() {
        const OverrideFile file = parseWithTestTypes(proposalBlock);
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        QCOMPARE(file.volumeUnit, OverrideFile::VolumeUnit::Percent);
        QCOMPARE(file.pick, OverrideFile::PickMode::Uniform);
        QCOMPARE(file.version, 1);

        const std::vector<Expected> expected{
            {4, u"player hits door", 200, {{u"knock.au", 60}}},
            {5, u"player hits locked door", 200, {{u"knock.au", 60}}},
            {6, u"player opens door", 220, {{u"creak.au", 80}}},
            {8, u"dragon moves", 100, {{u"rumble.au", 20}}},
            {9, u"dragon attacks", 0, {}},
            {10, u"goblin dies", 150, {{u"splat.au", 30}}},
            {12, u"firestorm", 210, {{u"whoosh.au", 100}}},
            {13, u"comet", 230, {{u"whoosh.au", 70}, {u"bang.au", 100}, {u"whoosh.au", 40}}},
            {15, u"ambient wind", 10, {{u"wind.au", 10}}},
            {16, u"ambient woods", 10, {{u"whoohoo.au", 20}}},
            {17, u"ambient cave", 10, {{u"rumble.au", 10}}},
            {18, u"ambient cave 2", 10, {{u"drip.au", 20}}},
            {19, u"ambient well", 20, {{u"drip.au", 30}}},
            {21, u"music castle room", 0, {{u"castlemusic.au", 10}, {u"ballad.au", 10}}},
            {22, u"music cave", 0, {{u"cavemen.au", 15}}},
            {23, u"music silly example", 0, {{u"Dsharp.au", 10}, {u"C.au", 10}, {u"Eflat.au", 15}}},
        };
        QCOMPARE(file.entries.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            const OverrideEntry& entry = file.entries[i];
            const Expected& want = expected[i];
            QCOMPARE(entry.line, want.line);
            QCOMPARE(entry.event.kind, Kind::Named);
            QCOMPARE(entry.event.name, QString::fromUtf16(want.name));
            QCOMPARE(entry.priority, want.priority);
            QCOMPARE(entry.isSilenced(), want.alternatives.empty());
            QCOMPARE(entry.alternatives.size(), want.alternatives.size());
            for (size_t k = 0; k < want.alternatives.size(); ++k) {
                const OverrideAlternative& a = entry.alternatives[k];
                QCOMPARE(a.source, OverrideAlternative::Source::File);
                QCOMPARE(a.file, QString::fromUtf16(want.alternatives[k].first));
                QCOMPARE(a.volume, want.alternatives[k].second);
                QCOMPARE(a.probability, 1.0);
                QVERIFY(!a.probabilityWritten);
                QCOMPARE(file.gain(a), want.alternatives[k].second / 100.0);
            }
            QVERIFY(!entry.hasErrors);
        }
        // 6 comment lines and 7 trailing comments, all kept with their place.
        QCOMPARE(file.comments.size(), size_t(13));
        QCOMPARE(file.comments[0].line, 2);
        QCOMPARE(file.comments[0].column, 3);
        QCOMPARE(file.comments[0].text,
                 u" <sound name>, <prio> = <file>, <max vol>; <file>, <max vol>; ..."_s);
        QVERIFY(!file.comments[0].trailing);
        QCOMPARE(file.comments[2].line, 5);
        QCOMPARE(file.comments[2].text, u" same as above"_s);
        QVERIFY(file.comments[2].trailing);
        QCOMPARE(file.directives.size(), size_t(1));
        QCOMPARE(file.directives[0].name, u"volume"_s);
        QCOMPARE(file.directives[0].value, u"percent"_s);
        // The original text and positions of a line.
        QCOMPARE(file.text(file.entries[7]),
                 u"  comet,                   230 = whoosh.au, 70; bang.au, 100, whoosh.au, 40"_s);
        QCOMPARE(file.entries[7].eventSpan, (OverrideSpan{13, 3, 5}));
        QCOMPARE(file.entries[7].alternatives[2].sourceSpan, (OverrideSpan{13, 63, 9}));
        QCOMPARE(file.entries[7].alternatives[2].volumeSpan, (OverrideSpan{13, 74, 2}));
    }

    void eventForms() {
        const OverrideFile file =
            parseWithTestTypes("0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
                               "0x200000A8/0x1F, 0 = 0x0A000519, 1, 0.25\n"
                               "*/Ambient1, 1 =\n"
                               "wave 0x0A000262, 0.7 = shield.wav, 1\n"
                               "player hits door, 200 = knock.au, 0.6\n"
                               "\"0x20000001/Footstep1\", 1 = a.wav, 1\n"
                               "wave goodbye, 1 = bye.wav, 1\n"
                               "door/open, 1 = creak.wav, 1\n"
                               "0x20000001/55, 1 = b.wav, 1\n");
        QCOMPARE(file.diagnostics.size(), size_t(1)); // line 9 repeats line 1
        QCOMPARE(file.diagnostics[0].line, 9);
        QCOMPARE(file.entries.size(), size_t(9));
        const auto& e = file.entries;
        QCOMPARE(e[0].event.kind, Kind::TableSound);
        QCOMPARE(e[0].event.table, 0x20000001u);
        QCOMPARE(e[0].event.soundType, std::optional<quint32>(0x37));
        QCOMPARE(e[0].event.soundName, u"Footstep1"_s);
        QCOMPARE(e[0].priority, 0.5);
        QCOMPARE(e[1].event.kind, Kind::TableSound);
        QCOMPARE(e[1].event.soundType, std::optional<quint32>(0x1F));
        QCOMPARE(e[1].event.soundName, u"Swoosh2"_s);
        QCOMPARE(e[1].event.toText(), u"0x200000A8/Swoosh2"_s);
        QVERIFY(e[1].alternatives[0].isWave());
        QCOMPARE(e[1].alternatives[0].wave, 0x0A000519u);
        QCOMPARE(e[1].alternatives[0].probability, 0.25);
        QVERIFY(e[1].alternatives[0].probabilityWritten);
        QCOMPARE(e[2].event.kind, Kind::EveryTable);
        QCOMPARE(e[2].event.soundType, std::optional<quint32>(0x46));
        QVERIFY(e[2].isSilenced());
        QCOMPARE(e[3].event.kind, Kind::Wave);
        QCOMPARE(e[3].event.wave, 0x0A000262u);
        QCOMPARE(e[4].event.kind, Kind::Named);
        QCOMPARE(e[4].event.name, u"player hits door"_s);
        QCOMPARE(e[5].event.kind, Kind::Named); // quoted: always a name
        QCOMPARE(e[5].event.name, u"0x20000001/Footstep1"_s);
        QCOMPARE(e[6].event.kind, Kind::Named);
        QCOMPARE(e[7].event.kind, Kind::Named);
        QCOMPARE(e[8].event.soundType, std::optional<quint32>(55));
        QVERIFY(e[8].hasErrors);
        QVERIFY(!e[0].hasErrors);
    }

    void sources() {
        const OverrideFile file = parseWithTestTypes(
            "x, 1 = \"a, b; #c.wav\", 1; \"  pad.wav \", 0.5; \"say \\\"hi\\\".wav\", 1; "
            "\"back\\\\slash.wav\", 1"
            "\n"
            "y, 1 = \"60\", 1; \"0x0A000262\", 1; C:\\sounds\\a.wav, 1; 0x0A000262, 0.8; 0x0, 1"
            "\n");
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        const auto& x = file.entries[0].alternatives;
        QCOMPARE(x.size(), size_t(4));
        QCOMPARE(x[0].file, u"a, b; #c.wav"_s);
        QCOMPARE(x[1].file, u"  pad.wav "_s);
        QCOMPARE(x[1].volume, 0.5);
        QCOMPARE(x[2].file, u"say \"hi\".wav"_s);
        QCOMPARE(x[3].file, u"back\\slash.wav"_s);
        const auto& y = file.entries[1].alternatives;
        QCOMPARE(y.size(), size_t(5));
        QCOMPARE(y[0].file, u"60"_s);
        QVERIFY(!y[1].isWave());
        QCOMPARE(y[1].file, u"0x0A000262"_s);
        QCOMPARE(y[2].file, u"C:\\sounds\\a.wav"_s);
        QVERIFY(y[3].isWave());
        QCOMPARE(y[3].wave, 0x0A000262u);
        QVERIFY(y[4].isWave());
        QCOMPARE(y[4].wave, 0u);
    }

    void commaStartsNewSourceOnlyForNonNumbers() {
        // After `a.wav, 1` a number is the probability; a non-number starts the next source.
        const OverrideFile file =
            parseWithTestTypes("x, 1 = a.wav, 1, 0.5, b.wav, 0.3, c.wav, 0.2, 1\n");
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        const auto& a = file.entries[0].alternatives;
        QCOMPARE(a.size(), size_t(3));
        QCOMPARE(a[0].probability, 0.5);
        QCOMPARE(a[1].file, u"b.wav"_s);
        QCOMPARE(a[1].volume, 0.3);
        QCOMPARE(a[1].probability, 1.0);
        QCOMPARE(a[2].volume, 0.2);
        QCOMPARE(a[2].probability, 1.0);
    }

    void directives() {
        const OverrideFile file =
            parseWithTestTypes("!soundstage-override 1\n!volume percent # 0..100\n"
                               "!pick retail\n!root \"my sounds/\"\n");
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        QCOMPARE(file.volumeUnit, OverrideFile::VolumeUnit::Percent);
        QCOMPARE(file.pick, OverrideFile::PickMode::Retail);
        QCOMPARE(file.root, u"my sounds/"_s);
        QCOMPARE(file.directives.size(), size_t(4));
        QCOMPARE(file.comments.size(), size_t(1));
        QVERIFY(file.comments[0].trailing);
        QCOMPARE(file.directives[1].text, u"!volume percent"_s);
        QCOMPARE(file.sourceFolder(u"/mods/x"_s), u"/mods/x/my sounds"_s);
        const OverrideAlternative a = OverrideAlternative::fromFile(u"a/../b.wav"_s, 1);
        QCOMPARE(file.resolve(a, u"/mods/x"_s), u"/mods/x/my sounds/b.wav"_s);

        const OverrideFile weighted = parseWithTestTypes("!pick weighted\n");
        QCOMPARE(weighted.pick, OverrideFile::PickMode::Weighted);
    }

    // The quick join of a plain relative path gives what QDir's clean join gives, at every
    // kind of segment the quick path must hand over to QDir.
    void resolveMatchesCleanJoin_data() {
        QTest::addColumn<QString>("path");
        for (const QString& path : {u"b.wav"_s,      u"a/b.wav"_s,    u"a/./b.wav"_s,
                                    u"a/../b.wav"_s, u"./b.wav"_s,    u"../b.wav"_s,
                                    u"a//b.wav"_s,   u"a/"_s,         u"."_s,
                                    u".."_s,         u"a/."_s,        u"a/.."_s,
                                    u"..."_s,        u"a/.../b"_s,    u"..b"_s,
                                    u"b.."_s,        u".hidden"_s,    u"c:d.wav"_s,
                                    u"a\\b.wav"_s,   u"/abs/b.wav"_s, u"caf\u00e9/b.wav"_s})
            QTest::newRow(qPrintable(path)) << path;
    }
    void resolveMatchesCleanJoin() {
        QFETCH(QString, path);
        const OverrideAlternative a = OverrideAlternative::fromFile(path, 1);
        const QDir folder(u"/mods/x"_s);
        QCOMPARE(OverrideFile::resolveIn(folder, a),
                 QDir::cleanPath(folder.absoluteFilePath(path)));
    }

    void diagnostics_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<bool>("isError");
        QTest::addColumn<QString>("message"); // the whole message, or a part ending in "…"
        QTest::addColumn<int>("count");

        const auto row = [](const char* name, const QByteArray& text, int line, int column,
                            bool isError, const QString& message, int count = 1) {
            QTest::newRow(name) << text << line << column << isError << message << count;
        };
        row("volume above 1", "x, 1 = a.wav, 60", 1, 15, true,
            u"volume 60 is outside 0..1 — add `!volume percent` if the file uses percentages"_s);
        row("volume far above 1", "x, 1 = a.wav, 250", 1, 15, true,
            u"volume 250 is outside 0..1"_s);
        row("volume above 100", "!volume percent\nx, 1 = a.wav, 150", 2, 15, true,
            u"volume 150 is outside 0..100"_s);
        row("negative volume", "x, 1 = a.wav, -0.5", 1, 15, true,
            u"volume -0.5 is negative; volumes are 0 or more"_s);
        row("negative priority", "x, -1 = a.wav, 1", 1, 4, true,
            u"priority -1 is negative; priorities are 0 or more"_s);
        row("priority not a number", "x, high = a.wav, 1", 1, 4, true,
            u"priority `high` is not a number"_s);
        row("missing priority", "x = a.wav, 1", 1, 3, true, u"missing `, priority` before `=`…"_s);
        row("empty priority", "x, = a.wav, 1", 1, 4, true, u"missing priority before `=`"_s);
        row("too many commas", "a, b, 1 = c.wav, 1", 1, 4, true, u"too many `,` before `=`…"_s);
        row("missing equals", "x, 1 a.wav, 1", 1, 14, true, u"missing `=`…"_s);
        row("missing volume", "x, 1 = a.wav", 1, 13, true,
            u"missing volume after `a.wav`: an alternative is `source, volume[, probability]`"_s);
        row("missing volume before next", "x, 1 = a.wav; b.wav, 1", 1, 13, true,
            u"missing volume after `a.wav`…"_s);
        row("too many numbers", "x, 1 = a.wav, 1, 0.5, 0.3", 1, 23, true,
            u"too many numbers after `a.wav`…"_s);
        row("probability above 1", "x, 1 = a.wav, 1, 1.5", 1, 18, true,
            u"probability 1.5 is outside 0..1"_s);
        row("probability 0", "x, 1 = a.wav, 1, 0", 1, 18, false,
            u"probability 0: this alternative never plays"_s);
        row("volume not a number", "x, 1 = a.wav, loud", 1, 13, true,
            u"missing volume after `a.wav`…"_s, 2);
        row("percent sign", "!volume percent\nx, 1 = a.wav, 60%", 2, 15, true,
            u"write `60%` without `%` and add `!volume percent` at the top of the file"_s);
        row("number as source", "x, 1 = 60", 1, 8, true, u"`60` stands where a source belongs…"_s);
        row("empty value after comma", "x, 1 = a.wav, , 1", 1, 15, true,
            u"missing value after `,`"_s);
        row("trailing semicolon", "x, 1 = a.wav, 1;", 1, 16, false,
            u"`;` with no alternative after it"_s);
        row("empty alternative", "x, 1 = a.wav, 1; ; b.wav, 1", 1, 18, false,
            u"empty alternative between `;` separators"_s);
        row("source wave out of range", "x, 1 = 0x20000001, 1", 1, 8, true,
            u"`0x20000001` is not a wave id…"_s);
        row("unclosed quote", "x, 1 = \"a.wav, 1", 1, 8, true,
            u"this quoted text has no closing `\"`"_s, 2);
        row("text after quote", "x, 1 = \"a\" b, 1", 1, 12, true,
            u"unexpected text after the closing quote; put the whole value in quotes"_s);
        row("unknown escape", "x, 1 = \"a\\q.wav\", 1", 1, 10, false, u"`\\q` is not an escape…"_s);
        row("quote inside bare text", "x, 1 = a\"b.wav, 1", 1, 9, true,
            u"a `\"` inside unquoted text…"_s);
        row("duplicate event", "0x20000001/Footstep1, 1 = a.wav, 1\n0x20000001/0x37, 1 = b.wav, 1",
            2, 1, true, u"`0x20000001/Footstep1` is defined twice: on line 1 and on line 2"_s);
        row("duplicate named", "door, 1 = a.wav, 1\n\n# c\ndoor, 2 =", 4, 1, true,
            u"`door` is defined twice: on line 1 and on line 4"_s);
        row("duplicate wave", "wave 0x0A000001, 1 =\nWAVE 0x0a000001, 1 =", 2, 1, true,
            u"`wave 0x0A000001` is defined twice: on line 1 and on line 2"_s);
        row("unknown sound type", "0x20000001/Footstepp1, 1 = a.wav, 1", 1, 12, true,
            u"unknown sound type `Footstepp1`…"_s);
        row("unnamed sound number", "0x20000001/0xFF, 1 = a.wav, 1", 1, 12, false,
            u"sound type 0xFF is not one the client knows"_s);
        row("bad sound number", "0x20000001/0x3Z, 1 = a.wav, 1", 1, 12, true,
            u"`0x3Z` is not a sound type number…"_s);
        row("missing sound", "0x20000001/, 1 = a.wav, 1", 1, 11, true,
            u"missing sound type after `/`…"_s);
        row("not a table id", "0x0A000001/Footstep1, 1 = a.wav, 1", 1, 1, true,
            u"0x0A000001 is not a SoundTable id: tables are 0x20000000 to 0x20FFFFFF"_s);
        row("bad table id", "0x2000001G/Footstep1, 1 = a.wav, 1", 1, 1, true,
            u"`0x2000001G` is not a table id…"_s);
        row("not a wave event", "wave 0x20000001, 1 = a.wav, 1", 1, 6, true,
            u"0x20000001 is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF"_s);
        row("missing event", ", 1 = a.wav, 1", 1, 1, true,
            u"missing event at the start of the entry"_s);
        row("unknown directive", "!foo bar", 1, 1, false,
            u"unknown directive `!foo` is ignored…"_s);
        row("bare bang", "!", 1, 1, true, u"a directive name must follow `!` (as in `!volume`)"_s);
        row("bad volume value", "!volume db", 1, 9, true,
            u"`!volume` takes `unit` (volumes 0..1) or `percent` (volumes 0..100), not `db`"_s);
        row("missing pick value", "!pick", 1, 6, true, u"`!pick` needs a value…"_s);
        row("bad pick value", "!pick random", 1, 7, true, u"`!pick` takes…"_s);
        row("missing root", "!root   # none", 1, 9, true, u"`!root` needs a value…"_s);
        row("future version", "!soundstage-override 2", 1, 22, true,
            u"this file is written in version 2 of the override language; this Soundstage "
            u"reads version 1"_s);
        row("bad version", "!soundstage-override one", 1, 22, true,
            u"`!soundstage-override` takes a version number…"_s);
        row("version not first", "!volume unit\n!soundstage-override 1", 2, 1, false,
            u"`!soundstage-override` belongs on the first line…"_s);
        row("directive set twice", "!volume unit\n!volume percent", 2, 1, true,
            u"`!volume` is set again (first on line 1); a file sets it once, and the first one "
            u"counts"_s);
        row("directive repeated", "!pick uniform\n!pick uniform", 2, 1, false,
            u"`!pick` repeats line 1"_s);
        row("retail last never chosen", "!pick retail\nx, 1 = a.wav, 1; b.wav, 1", 2, 18, false,
            u"with `!pick retail` the last of 2 alternatives is never chosen (the client picks "
            u"among the first 1)"_s);
        row("invalid utf-8", "x, 1 = \xC3\xA9\xFF.wav, 1", 1, 9, true, u"invalid UTF-8 here…"_s);
        row("columns count characters", "\xC3\xA9\xF0\x9F\x98\x80, 1 = a.wav, 60", 1, 16, true,
            u"volume 60 is outside…"_s);
        row("bom and crlf", "\xEF\xBB\xBFx, 1 = a.wav, 0.5\r\ny, 1 = b.wav, 60\r\n", 2, 15, true,
            u"volume 60 is outside…"_s);
        row("tab counts one", "x,\t1\t=\ta.wav,\t60", 1, 15, true, u"volume 60 is outside…"_s);
    }

    void diagnostics() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(bool, isError);
        QFETCH(QString, message);
        QFETCH(int, count);

        const OverrideFile file = parseWithTestTypes(text);
        QVERIFY2(static_cast<int>(file.diagnostics.size()) == count,
                 qPrintable(describeDiagnostics(file)));
        const OverrideDiagnostic& d = file.diagnostics.front();
        QVERIFY2(d.line == line && d.column == column, qPrintable(describeDiagnostics(file)));
        QCOMPARE(d.severity, isError ? Severity::Error : Severity::Warning);
        if (message.endsWith(u'…'))
            QVERIFY2(d.message.startsWith(message.chopped(1)), qPrintable(d.message));
        else
            QCOMPARE(d.message, message);
        QCOMPARE(file.hasErrors(), isError);
    }

    void keepsEveryLineItCanRead() {
        const OverrideFile file =
            parseWithTestTypes("a, 1 = x.wav, 60\n"   // error: volume
                               "b, 1 y.wav, 1\n"      // error: no '=' → not an entry
                               "c, -2 = z.wav, 0.5\n" // error: priority
                               "d, 1 = w.wav, 0.5\n");
        QCOMPARE(file.errorCount(), 3);
        QCOMPARE(file.entries.size(), size_t(3));
        QVERIFY(file.entries[0].hasErrors);
        QVERIFY(file.entries[1].hasErrors);
        QCOMPARE(file.entries[1].event.name, u"c"_s);
        QCOMPARE(file.entries[1].alternatives[0].volume, 0.5);
        QVERIFY(!file.entries[2].hasErrors);
        // Diagnostics come sorted by line and column.
        QCOMPARE(file.diagnostics[0].line, 1);
        QCOMPARE(file.diagnostics[1].line, 2);
        QCOMPARE(file.diagnostics[2].line, 3);
    }

    void missingVolumeDefaultsToFullScale() {
        const OverrideFile unit = parseWithTestTypes("x, 1 = a.wav\n");
        QCOMPARE(unit.entries[0].alternatives[0].volume, 1.0);
        const OverrideFile percent = parseWithTestTypes("!volume percent\nx, 1 = a.wav\n");
        QCOMPARE(percent.entries[0].alternatives[0].volume, 100.0);
    }

    void withoutLookupNamesAreUnknown() {
        const OverrideFile file = OverrideParser(SoundTypeLookup())
                                      .parse("0x20000001/Footstep1, 1 =\n"
                                             "0x20000001/0x37, 1 =\n");
        QCOMPARE(file.diagnostics.size(), size_t(1));
        QVERIFY(file.diagnostics[0].message.startsWith(u"unknown sound type `Footstep1`"_s));
        QCOMPARE(file.entries[1].event.soundType, std::optional<quint32>(0x37));
        QCOMPARE(file.entries[1].event.toText(), u"0x20000001/0x37"_s);
    }

    void duplicatesAmongManyEvents() {
        // thousands of distinct table, sound and wave events: exactly the repeats are errors,
        // each naming the line of the first
        QByteArray text;
        int lines = 0;
        for (quint32 t = 0; t < 40; ++t)
            for (quint32 sound = 1; sound <= 60; ++sound, ++lines)
                text += "0x" + QByteArray::number(0x20000000u + t, 16) + "/0x" +
                        QByteArray::number(sound, 16) + ", 1 =\n";
        for (quint32 w = 0; w < 600; ++w, ++lines)
            text += "wave 0x" + QByteArray::number(0x0A000000u + w, 16) + ", 1 =\n";
        text += "0x20000000/0x1, 1 =\n";  // repeats line 1
        text += "0x20000027/0x3c, 1 =\n"; // repeats the last table entry, line 2400
        text += "wave 0x0A000257, 1 =\n"; // repeats the last wave, line 3000
        text += "0x20000028/0x1, 1 =\n";  // new: a table not seen before
        const OverrideFile file = OverrideParser(testSoundTypes()).parse(text);
        QCOMPARE(lines, 3000);
        QCOMPARE(file.entries.size(), size_t(3004));
        // (the test lookup names few sound types: the others are warnings, not errors)
        std::vector<OverrideDiagnostic> errors;
        for (const OverrideDiagnostic& d : file.diagnostics)
            if (d.severity == OverrideDiagnostic::Severity::Error)
                errors.push_back(d);
        QCOMPARE(errors.size(), size_t(3));
        QCOMPARE(errors[0].line, 3001);
        QVERIFY(errors[0].message.endsWith(u"on line 1 and on line 3001"_s));
        QCOMPARE(errors[1].line, 3002);
        QVERIFY(errors[1].message.endsWith(u"on line 2400 and on line 3002"_s));
        QCOMPARE(errors[2].line, 3003);
        QVERIFY(errors[2].message.endsWith(u"on line 3000 and on line 3003"_s));
    }

    void limits() {
        OverrideParser parser(testSoundTypes());
        OverrideParser::Limits limits;
        limits.maxLineLength = 40;
        limits.maxAlternatives = 3;
        limits.maxDiagnostics = 5;
        parser.setLimits(limits);

        const OverrideFile longLine =
            parser.parse(QByteArray("x, 1 = " + QByteArray(50, 'a') + ", 1\ny, 1 = b.wav, 1\n"));
        QCOMPARE(longLine.entries.size(), size_t(1));
        QCOMPARE(longLine.diagnostics.size(), size_t(1));
        QCOMPARE(longLine.diagnostics[0].line, 1);
        QCOMPARE(longLine.diagnostics[0].column, 1);
        QVERIFY(longLine.diagnostics[0].message.contains(u"lines longer than 40"_s));

        const OverrideFile many = parser.parse("x, 1 = a, 1; b, 1; c, 1; d, 1; e, 1\n");
        QCOMPARE(many.entries[0].alternatives.size(), size_t(3));
        QCOMPARE(many.diagnostics.size(), size_t(1));
        QCOMPARE(many.diagnostics[0].column, 26);
        QVERIFY(many.diagnostics[0].message.startsWith(u"more than 3 alternatives"_s));

        QByteArray bad;
        for (int i = 0; i < 10; ++i)
            bad += "e" + QByteArray::number(i) + ", 1 = a, 7\n";
        const OverrideFile noisy = parser.parse(bad);
        QCOMPARE(noisy.entries.size(), size_t(10));
        QCOMPARE(noisy.diagnostics.size(), size_t(6));
        QVERIFY(noisy.diagnostics.back().message.startsWith(u"more than 5 problems"_s));
    }

    void hostileInputStaysBounded() {
        // A 4 MB line of alternatives and a 1 MB quoted string: refused per line, quickly.
        QByteArray huge = "x, 1 = ";
        for (int i = 0; i < 1'000'000; ++i)
            huge += "a,1;";
        huge += "\n\"" + QByteArray(1'000'000, 'q') + "\n";
        const OverrideFile file = parseWithTestTypes(huge);
        QCOMPARE(file.entries.size(), size_t(0));
        QCOMPARE(file.diagnostics.size(), size_t(2));

        // Many alternatives within the line limit: kept up to the cap.
        QByteArray wide = "x, 1 = ";
        for (int i = 0; i < 8000; ++i)
            wide += "a,1;";
        const OverrideFile capped = parseWithTestTypes(wide);
        QCOMPARE(capped.entries[0].alternatives.size(), size_t(4096));
        QCOMPARE(capped.errorCount(), 1);

        // Garbage bytes: diagnostics, no crash.
        QByteArray noise;
        for (int i = 0; i < 100'000; ++i)
            noise += static_cast<char>((i * 7919) % 256);
        const OverrideFile garbage = parseWithTestTypes(noise);
        QVERIFY(garbage.hasErrors());
    }

    // A NUL byte in a file name is a diagnostic at its own column, quoted or not, and the name
    // never reaches the file system.
    void nulInFileName_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("column");
        QTest::newRow("bare") << QByteArray("x, 1 = a\0b.wav, 1\n", 19) << 9;
        QTest::newRow("quoted") << QByteArray("x, 1 = \"a\0b.wav\", 1\n", 21) << 10;
        QTest::newRow("second alternative")
            << QByteArray("x, 1 = a.wav, 1; 0.5 = \0.wav, 1\n", 33) << 24;
    }

    void nulInFileName() {
        QFETCH(QByteArray, text);
        QFETCH(int, column);
        const OverrideFile file = parseWithTestTypes(text);
        const auto nul = std::find_if(
            file.diagnostics.begin(), file.diagnostics.end(), [](const OverrideDiagnostic& d) {
                return d.message == u"the file name contains a NUL byte"_s;
            });
        QVERIFY(nul != file.diagnostics.end());
        QCOMPARE(nul->severity, Severity::Error);
        QCOMPARE(nul->line, 1);
        QCOMPARE(nul->column, column);
        for (const OverrideAlternative& a : file.entries.at(0).alternatives)
            QVERIFY(!a.file.contains(QChar(u'\0')));
    }
};

QTEST_GUILESS_MAIN(TestOverrideParser)
#include "tst_overrideparser.moc"
