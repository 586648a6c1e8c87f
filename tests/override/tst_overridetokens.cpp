// The override lexer works on the file's UTF-8 bytes (issue #18): every class of input a byte
// lexer could read differently from the decoded text it replaced — tabs, trailing and Unicode
// blanks, CRLF, marks, non-ASCII names, strings and comments before and inside errors, numbers at
// the edges, NUL bytes, invalid UTF-8, long lines. The expected diagnostics are the ones the
// UTF-16 parser gave (checked against it when this test was written), except the one row marked
// as a fix.
#include "core/override/overrideparser.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QString u8s(const char* text) {
    return QString::fromUtf8(text);
}

QStringList diagnosticsOf(const OverrideFile& file) {
    QStringList out;
    for (const OverrideDiagnostic& d : file.diagnostics)
        out << d.toString(u"f"_s);
    return out;
}

} // namespace

class TestOverrideTokens : public QObject {
    Q_OBJECT

private slots:
    void diagnostics_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("entries");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("tabs around fields")
            << QByteArray(
                   "\0110x20000001/Footstep1\011,\0111\011=\011a.wav\011,\0110.5\011;\011b.wav, 2",
                   50)
            << 1
            << QStringList{u8s("f:1:50: error: volume 2 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("trailing spaces and tab")
            << QByteArray("x, 1 = a.wav, 0.5   \011\012x2, 1 = b.wav, 7  ", 40) << 2
            << QStringList{u8s("f:2:16: error: volume 7 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("crlf with error on second line")
            << QByteArray("x, 1 = a.wav, 1\015\012y, 1 = b.wav, 9\015\012", 34) << 2
            << QStringList{u8s("f:2:15: error: volume 9 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("unicode blanks are blanks")
            << QByteArray("\302\240x\343\200\200, 1 =\302\205a.wav, 3", 21) << 1
            << QStringList{u8s("f:1:17: error: volume 3 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("non-ascii name before an error")
            << QByteArray("\303\251t\303\251 \351\237\263 \360\237\230\200, 1 = a.wav, -2", 29) << 1
            << QStringList{u8s("f:1:21: error: volume -2 is negative; volumes are 0 or more")};
        QTest::newRow("non-ascii inside the bad value")
            << QByteArray("x, 1 = a.wav, 1\303\251", 17) << 1
            << QStringList{u8s("f:1:13: error: missing volume after `a.wav`: an alternative is "
                               "`source, volume[, probability]`"),
                           u8s("f:1:17: error: missing volume after `1\303\251`: an alternative is "
                               "`source, volume[, probability]`")};
        QTest::newRow("non-ascii in a quoted file name")
            << QByteArray("x, 1 = \"\360\237\230\200 \303\251.wav\", 1, 2", 26) << 1
            << QStringList{u8s("f:1:22: error: probability 2 is outside 0..1")};
        QTest::newRow("non-ascii comment then error")
            << QByteArray("# \303\251\360\237\230\200 comment\012x, 1 = \351\237\263.wav 5", 33)
            << 1
            << QStringList{u8s("f:2:15: error: missing volume after `\351\237\263.wav 5`: an "
                               "alternative is `source, volume[, probability]`")};
        QTest::newRow("non-ascii in a trailing comment")
            << QByteArray("x, 1 = a.wav, 1 # \360\237\230\200 ok\012y, 1 = \"b.wav\" z", 42) << 2
            << QStringList{u8s("f:2:15: error: missing volume after `b.wav`: an alternative is "
                               "`source, volume[, probability]`"),
                           u8s("f:2:16: error: unexpected text after the closing quote; put the "
                               "whole value in quotes")};
        QTest::newRow("number 1e309 out of range")
            << QByteArray("x, 1 = a.wav, 1e309", 19) << 1
            << QStringList{u8s("f:1:15: error: volume `1e309` is out of range")};
        QTest::newRow("priority 1e309")
            << QByteArray("x, 1e309 = a.wav, 1", 19) << 1
            << QStringList{u8s("f:1:4: error: priority `1e309` is out of range")};
        QTest::newRow("minus zero")
            << QByteArray("x, -0 = a.wav, -0, -0.0", 23) << 1
            << QStringList{u8s("f:1:20: warning: probability 0: this alternative never plays")};
        QTest::newRow("leading plus")
            << QByteArray("x, +1 = a.wav, +0.5", 19) << 1
            << QStringList{u8s("f:1:4: error: priority `+1` is not a number"),
                           u8s("f:1:14: error: missing volume after `a.wav`: an alternative is "
                               "`source, volume[, probability]`"),
                           u8s("f:1:20: error: missing volume after `+0.5`: an alternative is "
                               "`source, volume[, probability]`")};
        QTest::newRow("hex wave lower and upper")
            << QByteArray("x, 1 = 0x0a00001f, 1; 0X0A00001F, 1", 35) << 1 << QStringList{};
        QTest::newRow("hex with no digits")
            << QByteArray("x, 1 = 0x, 1\012wave 0x, 1 = a.wav, 1\0120x/Footstep1, 1 = a.wav, 1", 61)
            << 3
            << QStringList{u8s("f:2:6: error: `0x` is not a wave id (write it as `0x0A000262`)"),
                           u8s("f:3:1: error: `0x` is not a table id (write it as `0x20000001`)")};
        QTest::newRow("hex table with upper digits")
            << QByteArray("0X2000000A/0X37, 1 = a.wav, 1", 29) << 1 << QStringList{};
        QTest::newRow("exponent edges")
            << QByteArray("x, 1 = a.wav, 1e-400, 0\012y, 1 = b.wav, 5e-1\012z, 1 = c.wav, 1e, 1",
                          62)
            << 3
            << QStringList{u8s("f:1:15: error: volume `1e-400` is out of range"),
                           u8s("f:1:23: warning: probability 0: this alternative never plays"),
                           u8s("f:3:13: error: missing volume after `c.wav`: an alternative is "
                               "`source, volume[, probability]`")};
        QTest::newRow("long number")
            << QByteArray("x, 1 = a.wav, "
                          "0."
                          "000000000000000000000000000000000000000000000000000000000000000000000000"
                          "000000000000000000000000000000000000000000000000000000000000000000000000"
                          "000000000000000000000000000000000000000000000000000000000000000000000000"
                          "000000000000000000000000000000000000000000000000000000000000000000000000"
                          "000000000000000000000000000000000000000000000000000000000000000000000000"
                          "0000000000000000000000000000000000000000000000000000000000001",
                          437)
            << 1
            << QStringList{u8s("f:1:15: error: volume `0.00000000000000000000000000000000000000` "
                               "is out of range")};
        // Fixed: the UTF-16 lexer quoted half of the surrogate pair here (printed as U+FFFD).
        QTest::newRow("astral escape")
            << QByteArray("x, 1 = \"a\\\360\237\230\200.wav\", 1", 22) << 1
            << QStringList{u8s("f:1:10: warning: `\\\360\237\230\200` is not an escape (only "
                               "`\\\"` and `\\\\` are); the backslash is kept")};
        QTest::newRow("latin escape")
            << QByteArray("x, 1 = \"a\\\303\251.wav\", 2", 20) << 1
            << QStringList{u8s("f:1:10: warning: `\\\303\251` is not an escape (only `\\\"` and "
                               "`\\\\` are); the backslash is kept"),
                           u8s("f:1:19: error: volume 2 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("mark inside a name")
            << QByteArray("x\357\273\277y, 1 = a.wav, 1\012\357\273\277z, 1 = a.wav, 3", 38) << 2
            << QStringList{u8s("f:2:16: error: volume 3 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("invalid utf-8 in a quoted name")
            << QByteArray("x, 1 = \"a\377 b.wav\", 1, 2", 23) << 1
            << QStringList{u8s("f:1:10: error: invalid UTF-8 here (read as U+FFFD); save the file "
                               "as UTF-8"),
                           u8s("f:1:23: error: probability 2 is outside 0..1")};
        QTest::newRow("invalid utf-8 in a comment")
            << QByteArray("x, 1 = a.wav, 1 # \303( note\012y, 1 = b.wav, 3", 41) << 2
            << QStringList{u8s("f:1:19: error: invalid UTF-8 here (read as U+FFFD); save the file "
                               "as UTF-8"),
                           u8s("f:2:15: error: volume 3 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("invalid utf-8 then an error")
            << QByteArray("\340\200x, 1 = a.wav, 9", 17) << 1
            << QStringList{
                   u8s("f:1:1: error: invalid UTF-8 here (read as U+FFFD); save the file as UTF-8"),
                   u8s("f:1:17: error: volume 9 is outside 0..1 \342\200\224 add `!volume percent` "
                       "if the file uses percentages")};
        QTest::newRow("nul in a file name")
            << QByteArray("x, 1 = a\000b.wav, 1", 17) << 1
            << QStringList{u8s("f:1:9: error: the file name contains a NUL byte")};
        QTest::newRow("nul in a quoted file name")
            << QByteArray("x, 1 = \"a\000b.wav\", 1", 19) << 1
            << QStringList{u8s("f:1:10: error: the file name contains a NUL byte")};
        QTest::newRow("non-ascii digit after hash on a hook")
            << QByteArray("anim 0x03000001:4#\331\243, 1 = a.wav, 1", 34) << 0
            << QStringList{u8s("f:1:18: error: `#` starts a comment: write the hook number in "
                               "brackets (`anim 0x03000001:4[\331\243]`)")};
        QTest::newRow("ascii digit after hash on a hook")
            << QByteArray("anim 0x03000001:4#1, 1 = a.wav, 1", 33) << 0
            << QStringList{u8s("f:1:18: error: `#` starts a comment: write the hook number in "
                               "brackets (`anim 0x03000001:4[1]`)")};
        QTest::newRow("hook error after non-ascii blank")
            << QByteArray("anim\302\2400x03000001:x, 1 = a.wav, 1", 32) << 1
            << QStringList{u8s("f:1:5: error: `\302\2400x03000001` is not an animation id (write "
                               "it as `0x03000514`)")};
        QTest::newRow("long s folds into sound")
            << QByteArray("anim 0x03000001:4, 1 = \305\277ound:Swoosh2", 37) << 1 << QStringList{};
        QTest::newRow("unknown sound type non-ascii")
            << QByteArray("0x20000001/Fo\303\266tstep, 1 = a.wav, 1", 34) << 1
            << QStringList{
                   u8s("f:1:12: error: unknown sound type `Fo\303\266tstep` (names are as in the "
                       "client, e.g. `Footstep1`, or write the number, e.g. `0x37`)")};
        QTest::newRow("sound type number non-ascii digit")
            << QByteArray("0x20000001/\331\243, 1 = a.wav, 1", 27) << 1
            << QStringList{u8s("f:1:12: error: `\331\243` is not a sound type number (write it as "
                               "`0x37` or `55`)")};
        QTest::newRow("wave id error after blanks")
            << QByteArray("wave \011 0x0B000001, 1 = a.wav, 1\012wave 0xZZ, 1 = a.wav, 1", 55) << 2
            << QStringList{u8s("f:1:8: error: 0x0B000001 is not a wave id: waves are 0x0A000000 to "
                               "0x0AFFFFFF"),
                           u8s("f:2:6: error: `0xZZ` is not a wave id (write it as `0x0A000262`)")};
        QTest::newRow("directive non-ascii value")
            << QByteArray("!root s\303\266unds/  # c\012!volume \303\251\012!p\303\251ck x", 39)
            << 0
            << QStringList{u8s("f:2:9: error: `!volume` takes `unit` (volumes 0..1) or `percent` "
                               "(volumes 0..100), not `\303\251`"),
                           u8s("f:3:1: warning: unknown directive `!p\303\251ck` is ignored "
                               "(known: `!soundstage-override`, `!volume`, `!pick`, `!root`)")};
        QTest::newRow("directive with nbsp")
            << QByteArray("!volume\302\240percent\012x, 1 = a.wav, 200", 34) << 1
            << QStringList{u8s("f:2:15: error: volume 200 is outside 0..100")};
        QTest::newRow("bad escape ascii and quote after")
            << QByteArray("x, 1 = \"a\\q.wav\" tail, 1", 24) << 1
            << QStringList{u8s("f:1:10: warning: `\\q` is not an escape (only `\\\"` and `\\\\` "
                               "are); the backslash is kept"),
                           u8s("f:1:18: error: unexpected text after the closing quote; put the "
                               "whole value in quotes")};
        QTest::newRow("unclosed quote with non-ascii")
            << QByteArray("x, 1 = \"\303\251 a.wav, 1", 19) << 1
            << QStringList{u8s("f:1:8: error: this quoted text has no closing `\"`"),
                           u8s("f:1:19: error: missing volume after `\"\303\251 a.wav, 1\"`: an "
                               "alternative is `source, volume[, probability]`")};
        QTest::newRow("percent volume")
            << QByteArray("x, 1 = a.wav, 50%", 17) << 1
            << QStringList{u8s("f:1:15: error: write `50%` without `%` and add `!volume percent` "
                               "at the top of the file"),
                           u8s("f:1:15: error: volume 50 is outside 0..1 \342\200\224 add `!volume "
                               "percent` if the file uses percentages")};
        QTest::newRow("too many commas non-ascii")
            << QByteArray("\303\251, b, 1 = a.wav, 1", 19) << 1
            << QStringList{u8s("f:1:4: error: too many `,` before `=`: an entry starts `event, "
                               "priority =` (put an event name that holds a comma in quotes)")};
        QTest::newRow("missing equals after non-ascii")
            << QByteArray("\351\237\263\351\237\263, 1 a.wav", 15) << 0
            << QStringList{u8s("f:1:12: error: missing `=`: an entry is `event, priority = "
                               "sources` (an empty right side silences the event)")};
        QTest::newRow("duplicate event")
            << QByteArray("0x20000001/Footstep1, 1 = a.wav, 1\0120x20000001/0x1, 1 = b.wav, "
                          "1\012\303\251, 1 =\012\303\251, 2 =",
                          79)
            << 4
            << QStringList{
                   u8s("f:4:1: error: `\303\251` is defined twice: on line 3 and on line 4")};
    }

    // Line:column, severity and message of every diagnostic, with the client's sound types (as
    // soundstage-cli reads files).
    void diagnostics() {
        QFETCH(QByteArray, text);
        QFETCH(int, entries);
        QFETCH(QStringList, expected);
        const OverrideFile file = OverrideParser().parse(text);
        QCOMPARE(diagnosticsOf(file), expected);
        QCOMPARE(file.entries.size(), size_t(entries));
        // The same text handed in decoded gives the same positions (valid UTF-8 only: decoding
        // replaces invalid bytes before the parser could report them).
        if (QUtf8StringView(text).isValidUtf8())
            QCOMPARE(diagnosticsOf(OverrideParser().parseText(QString::fromUtf8(text))), expected);
    }

    // What the model keeps from non-ASCII text: names, files and comments exactly as written.
    void nonAsciiText() {
        const QByteArray text =
            "\xC3\xA9t\xC3\xA9 \xF0\x9F\x98\x80, 1 = \"\xE9\x9F\xB3 a.wav\", 1  "
            "# \xC3\xA9 note\n"
            "x\xEF\xBB\xBFy, 2 = \xC3\xBC.wav, 0.5\n";
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(file.diagnostics.empty());
        QCOMPARE(file.entries.size(), size_t(2));
        QCOMPARE(file.entries[0].event.name, u8s("\xC3\xA9t\xC3\xA9 \xF0\x9F\x98\x80"));
        QCOMPARE(file.entries[0].eventSpan, (OverrideSpan{1, 1, 5}));
        QCOMPARE(file.entries[0].alternatives[0].file, u8s("\xE9\x9F\xB3 a.wav"));
        QCOMPARE(file.entries[0].alternatives[0].sourceSpan, (OverrideSpan{1, 12, 9}));
        QCOMPARE(file.comments[0].text, u8s(" \xC3\xA9 note"));
        QCOMPARE(file.comments[0].column, 26);
        // A mark inside a line is a character of the name (U+FEFF), not dropped.
        QCOMPARE(file.entries[1].event.name, QString(u"x"_s + QChar(0xFEFF) + u"y"_s));
        QCOMPARE(file.entries[1].alternatives[0].file, u8s("\xC3\xBC.wav"));
        QCOMPARE(file.entries[1].alternatives[0].volumeSpan, (OverrideSpan{2, 17, 3}));
    }

    void numbersAtTheEdges_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<double>("priority");
        QTest::addColumn<double>("volume");
        QTest::newRow("minus zero") << QByteArray("x, -0 = a.wav, -0.0") << 0.0 << 0.0;
        QTest::newRow("fraction only") << QByteArray("x, .5 = a.wav, 5e-1") << 0.5 << 0.5;
        QTest::newRow("no fraction digits") << QByteArray("x, 5. = a.wav, 1.") << 5.0 << 1.0;
        QTest::newRow("sixteen digits")
            << QByteArray("x, 1234567890123456 = a.wav, 0.1000000000000001") << 1234567890123456.0
            << 0.1000000000000001;
        QTest::newRow("exponent") << QByteArray("x, 1E2 = a.wav, 1e-300") << 100.0 << 1e-300;
        QTest::newRow("largest double")
            << QByteArray("x, 1.7976931348623157e308 = a.wav, 1") << 1.7976931348623157e308 << 1.0;
    }

    // Values as std::from_chars reads them (the nearest double), -0 as 0.
    void numbersAtTheEdges() {
        QFETCH(QByteArray, text);
        QFETCH(double, priority);
        QFETCH(double, volume);
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY2(file.diagnostics.empty(), qPrintable(diagnosticsOf(file).join(u'\n')));
        QCOMPARE(file.entries[0].priority, priority);
        QCOMPARE(file.entries[0].alternatives[0].volume, volume);
        QVERIFY(!std::signbit(file.entries[0].priority));
        QVERIFY(!std::signbit(file.entries[0].alternatives[0].volume));
    }

    void hexIdsInEitherCase() {
        const OverrideFile file =
            OverrideParser().parse("0X2000000a/0X37, 1 = 0x0a00001f, 1; 0X0A00001F, 1\n");
        QVERIFY(file.diagnostics.empty());
        const OverrideEntry& e = file.entries.at(0);
        QCOMPARE(e.event.table, 0x2000000Au);
        QCOMPARE(e.event.soundType, std::optional<quint32>(0x37));
        QCOMPARE(e.alternatives.at(0).wave, 0x0A00001Fu);
        QCOMPARE(e.alternatives.at(1).wave, 0x0A00001Fu);
    }

    // The line limit counts UTF-16 code units, as it always did (a 😀 is two), while columns
    // count code points; a long non-ASCII line inside a raised limit keeps its columns.
    void longNonAsciiLines() {
        QByteArray emoji;
        for (int i = 0; i < 40000; ++i)
            emoji += "\xF0\x9F\x98\x80";
        const OverrideFile skipped =
            OverrideParser().parse(QByteArray("x, 1 = " + emoji + ", 1\ny, 1 = a, 9"));
        QCOMPARE(skipped.entries.size(), size_t(1));
        QCOMPARE(
            diagnosticsOf(skipped),
            (QStringList{u"f:1:1: error: this line is 80010 characters long; lines longer "
                         "than 65536 characters are skipped"_s,
                         u"f:2:11: error: volume 9 is outside 0..1 \u2014 add `!volume percent` if "
                         "the file uses percentages"_s}));

        QByteArray latin;
        for (int i = 0; i < (1 << 19); ++i)
            latin += "\xC3\xA9"; // a megabyte of é
        OverrideParser parser;
        OverrideParser::Limits limits;
        limits.maxLineLength = 1 << 20;
        parser.setLimits(limits);
        const OverrideFile read = parser.parse(QByteArray("x, 1 = " + latin + ", 3\n"));
        QCOMPARE(read.entries.size(), size_t(1));
        QCOMPARE(read.entries[0].alternatives[0].file.size(), 1 << 19);
        QCOMPARE(read.entries[0].alternatives[0].volumeSpan,
                 (OverrideSpan{1, 8 + (1 << 19) + 2, 1}));
        QCOMPARE(read.diagnostics.size(), size_t(1));
        QCOMPARE(read.diagnostics[0].column, 8 + (1 << 19) + 2);
    }

    // Invalid UTF-8: one error per line at its first bad byte, the text read with U+FFFD in
    // its place (each bad byte one character, so the columns after it count it).
    void invalidUtf8IsReadAsReplacement() {
        const OverrideFile file =
            OverrideParser().parse("x, 1 = \"a\xFF\xFE b.wav\", 1, 2  # \xC3\n");
        QCOMPARE(diagnosticsOf(file),
                 (QStringList{u"f:1:10: error: invalid UTF-8 here (read as U+FFFD); save the file "
                              "as UTF-8"_s,
                              u"f:1:24: error: probability 2 is outside 0..1"_s}));
        QCOMPARE(file.entries[0].alternatives[0].file,
                 QString(u"a"_s + QChar(0xFFFD) + QChar(0xFFFD) + u" b.wav"_s));
        QCOMPARE(file.comments[0].text, QString(u" "_s + QChar(0xFFFD)));
    }
};

QTEST_GUILESS_MAIN(TestOverrideTokens)
#include "tst_overridetokens.moc"
