// What a parser that walks UTF-8 bytes can get wrong: line ends (LF, CRLF, a lone CR, none at
// the end, a byte-order mark), columns after non-ASCII characters, invalid UTF-8, NUL bytes,
// a 1 MB line — and that the parsed model stays compact (no copy of the text per line).
#include "core/override/overrideparser.h"

#include "testsoundtypes.h"

#include <QTest>

#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

using Severity = OverrideDiagnostic::Severity;

namespace {

// Two entries, a comment and a hook line, written with `end` after each line.
QByteArray twoLines(const QByteArray& end) {
    return "0x20000001/Footstep1, 1 = a.wav, 0.5  # step" + end + "x, 2 = \"b c.wav\", 1, 0.25" +
           end + "anim 0x03000004:8[1], 0 = sound:Swoosh2" + end;
}

} // namespace

class TestOverrideBytes : public QObject {
    Q_OBJECT

private slots:
    void lineEnds_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("lf") << twoLines("\n");
        QTest::newRow("crlf") << twoLines("\r\n");
        QTest::newRow("bom lf") << "\xEF\xBB\xBF" + twoLines("\n");
        QTest::newRow("bom crlf") << "\xEF\xBB\xBF" + twoLines("\r\n");
        QTest::newRow("last line without newline") << twoLines("\n").chopped(1);
        QTest::newRow("crlf, last without") << twoLines("\r\n").chopped(2);
    }

    // Every way of ending lines gives the same model, spans and line texts.
    void lineEnds() {
        QFETCH(QByteArray, text);
        const OverrideFile file = parseWithTestTypes(text);
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        QCOMPARE(file.entries.size(), size_t(3));
        QCOMPARE(file.text(file.entries[0]), u"0x20000001/Footstep1, 1 = a.wav, 0.5  # step"_s);
        QCOMPARE(file.text(file.entries[1]), u"x, 2 = \"b c.wav\", 1, 0.25"_s);
        QCOMPARE(file.text(file.entries[2]), u"anim 0x03000004:8[1], 0 = sound:Swoosh2"_s);
        QCOMPARE(file.comments.size(), size_t(1));
        QCOMPARE(file.comments[0].text, u" step"_s); // no CR in it
        QCOMPARE(file.comments[0].column, 39);
        QCOMPARE(file.entries[1].line, 2);
        QCOMPARE(file.entries[1].alternatives[0].file, u"b c.wav"_s);
        QCOMPARE(file.entries[1].alternatives[0].sourceSpan, (OverrideSpan{2, 8, 9}));
        QCOMPARE(file.entries[1].alternatives[0].probabilitySpan, (OverrideSpan{2, 22, 4}));
        QCOMPARE(file.entries[2].event.kind, OverrideEvent::Kind::AnimationHook);
        QCOMPARE(file.entries[2].event.hookIndex, std::optional<int>(1));
        QCOMPARE(file.entries[2].firesSoundSpan, (OverrideSpan{3, 27, 13}));
    }

    void byteOrderMarkOnALaterLine() {
        // Only the file's first mark is skipped; on a later line it is a character (U+FEFF is
        // no blank), so it is part of the event and counts as a column.
        const OverrideFile file =
            parseWithTestTypes("\xEF\xBB\xBFx, 1 = a.wav, 1\n\xEF\xBB\xBFy, 1 = b.wav, 2\n");
        QCOMPARE(file.entries.size(), size_t(2));
        QCOMPARE(file.entries[0].event.name, u"x"_s);
        QCOMPARE(file.entries[1].event.name, QString(QChar(0xFEFF) + u"y"_s));
        QCOMPARE(file.diagnostics.size(), size_t(1));
        QCOMPARE(file.diagnostics[0].line, 2);
        QCOMPARE(file.diagnostics[0].column, 16);
    }

    void twoMarksAtTheStart() {
        // parse() has always skipped two marks at the start (one as bytes, one as text) and
        // parseText() one; a third is a character of the first line.
        const QByteArray mark = "\xEF\xBB\xBF";
        const OverrideFile two = parseWithTestTypes(mark + mark + "x, 1 = a.wav, 2");
        QCOMPARE(two.entries.at(0).event.name, u"x"_s);
        QCOMPARE(two.diagnostics.at(0).column, 15);
        const OverrideFile three = parseWithTestTypes(mark + mark + mark + "x, 1 = a.wav, 2");
        QCOMPARE(three.entries.at(0).event.name, QString(QChar(0xFEFF) + u"x"_s));
        QCOMPARE(three.diagnostics.at(0).column, 16);
        const QString marked = QString(2, QChar(0xFEFF)) + u"x, 1 = a.wav, 2"_s;
        const OverrideFile text = OverrideParser(testSoundTypes()).parseText(marked);
        QCOMPARE(text.entries.at(0).event.name, QString(QChar(0xFEFF) + u"x"_s));
    }

    void lonelyCarriageReturnIsABlank() {
        // A CR not followed by LF ends no line: it is a blank (one column) inside its line.
        const OverrideFile file = parseWithTestTypes("x,\r1 = a.wav, 1\r# c\ny, 1 = b.wav, 2\n");
        QCOMPARE(file.entries.size(), size_t(2));
        QCOMPARE(file.entries[0].prioritySpan, (OverrideSpan{1, 4, 1}));
        QCOMPARE(file.comments.size(), size_t(1));
        QCOMPARE(file.comments[0].line, 1);
        QCOMPARE(file.comments[0].column, 17);
        QCOMPARE(file.diagnostics.size(), size_t(1));
        QCOMPARE(file.diagnostics[0].line, 2);
        QCOMPARE(file.diagnostics[0].column, 15);
    }

    void columnsAfterNonAscii_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("sourceColumn");
        QTest::addColumn<int>("sourceLength");
        QTest::addColumn<int>("volumeColumn");
        // é is two bytes, 音 three, 😀 four (a surrogate pair in UTF-16): each one column.
        QTest::newRow("latin") << QByteArray("\xC3\xA9, 1 = \xC3\xBC.wav, 2") << 8 << 5 << 15;
        QTest::newRow("cjk") << QByteArray("\xE9\x9F\xB3, 1 = \xE9\x9F\xB3.wav, 2") << 8 << 5 << 15;
        QTest::newRow("emoji") << QByteArray("\xF0\x9F\x98\x80, 1 = \xF0\x9F\x98\x80.wav, 2") << 8
                               << 5 << 15;
        QTest::newRow("quoted path")
            << QByteArray("x, 1 = \"\xF0\x9F\x98\x80 \xC3\xA9.wav\", 2") << 8 << 9 << 19;
        QTest::newRow("after bom")
            << QByteArray("\xEF\xBB\xBF\xC3\xA9, 1 = \xC3\xBC.wav, 2") << 8 << 5 << 15;
    }

    void columnsAfterNonAscii() {
        QFETCH(QByteArray, text);
        QFETCH(int, sourceColumn);
        QFETCH(int, sourceLength);
        QFETCH(int, volumeColumn);
        const OverrideFile file = parseWithTestTypes(text);
        QCOMPARE(file.entries.size(), size_t(1));
        const OverrideAlternative& a = file.entries[0].alternatives.at(0);
        QCOMPARE(a.sourceSpan, (OverrideSpan{1, sourceColumn, sourceLength}));
        QCOMPARE(a.volumeSpan.column, volumeColumn);
        QCOMPARE(file.diagnostics.size(), size_t(1)); // volume 2 is outside 0..1
        QCOMPARE(file.diagnostics[0].column, volumeColumn);
        // The line text comes back decoded, without a byte-order mark.
        QVERIFY(!file.text(file.entries[0]).startsWith(QChar(0xFEFF)));
        QCOMPARE(file.text(file.entries[0]).toUtf8(),
                 text.startsWith("\xEF") ? text.sliced(3) : text);
    }

    void invalidUtf8_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("lone continuation") << QByteArray("x, 1 = a\x80.wav, 1") << 1 << 9;
        QTest::newRow("overlong") << QByteArray("x, 1 = a\xC0\x80.wav, 1") << 1 << 9;
        QTest::newRow("encoded surrogate") << QByteArray("x, 1 = \xED\xA0\x80.wav, 1") << 1 << 8;
        QTest::newRow("above U+10FFFF") << QByteArray("x, 1 = \xF4\x90\x80\x80.wav, 1") << 1 << 8;
        QTest::newRow("cut at line end")
            << QByteArray("y, 1 = b.wav, 1\nx, 1 = a.wav, 1, 0.5 # \xE2\x82\nz, 1 = c, 1\n") << 2
            << 24;
        QTest::newRow("cut at file end") << QByteArray("x, 1 = a.wav, 1 # \xF0\x9F\x98") << 1 << 19;
        QTest::newRow("after non-ascii")
            << QByteArray("\xC3\xA9, 1 = \xC3\xBC\xFF.wav, 1") << 1 << 9;
    }

    // A clear error at the line and column of the first bad byte, the rest read as U+FFFD.
    void invalidUtf8() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const OverrideFile file = parseWithTestTypes(text);
        QVERIFY2(!file.diagnostics.empty(), "no diagnostic");
        const auto bad = std::ranges::find_if(file.diagnostics, [](const OverrideDiagnostic& d) {
            return d.message.startsWith(u"invalid UTF-8 here"_s);
        });
        QVERIFY2(bad != file.diagnostics.end(), qPrintable(describeDiagnostics(file)));
        QCOMPARE(bad->line, line);
        QCOMPARE(bad->column, column);
        QCOMPARE(bad->severity, Severity::Error);
        const auto entry = std::ranges::find(file.entries, line, &OverrideEntry::line);
        QVERIFY(entry != file.entries.end());
        QVERIFY(file.text(*entry).contains(QChar(QChar::ReplacementCharacter)));
        // The lines after it are read as usual.
        if (text.count('\n') > line)
            QCOMPARE(file.entries.back().line, line + 1);
    }

    void nulBytes() {
        // A NUL counts as one column like any character; it ends neither a line nor a field.
        const OverrideFile file =
            parseWithTestTypes(QByteArray("a\0b, 1 = x.wav, 2  # c\0d\n\0", 26));
        QCOMPARE(file.entries.size(), size_t(1));
        QCOMPARE(file.entries[0].event.name, QString::fromUtf8("a\0b", 3));
        QCOMPARE(file.comments.size(), size_t(1));
        QCOMPARE(file.comments[0].text, QString::fromUtf8(" c\0d", 4));
        QVERIFY2(file.diagnostics.size() == 2, qPrintable(describeDiagnostics(file)));
        QCOMPARE(file.diagnostics[0].line, 1); // volume 2 is outside 0..1
        QCOMPARE(file.diagnostics[0].column, 17);
        QCOMPARE(file.diagnostics[1].line, 2); // a line of one NUL is no entry
        QCOMPARE(file.text(file.entries[0]).size(), 24);
    }

    void megabyteLine() {
        // Over the line limit: one error at its start, the next line still read.
        QByteArray text =
            "a, 1 = b.wav, 1\nx, 1 = " + QByteArray(1 << 20, 'n') + ".wav, 1\n" + "y, 1 = c.wav, 1";
        const OverrideFile skipped = parseWithTestTypes(text);
        QCOMPARE(skipped.entries.size(), size_t(2));
        QCOMPARE(skipped.entries[1].line, 3);
        QCOMPARE(skipped.diagnostics.size(), size_t(1));
        QCOMPARE(skipped.diagnostics[0].line, 2);
        QCOMPARE(skipped.diagnostics[0].column, 1);
        QVERIFY(skipped.diagnostics[0].message.startsWith(u"this line is 1048590 characters"_s));

        // Within a raised limit it is read whole, its positions right after the megabyte.
        OverrideParser parser(testSoundTypes());
        OverrideParser::Limits limits;
        limits.maxLineLength = 2 << 20;
        parser.setLimits(limits);
        text = "a, 1 = b.wav, 1\nx, 1 = " + QByteArray(1 << 20, 'n') + ".wav, 3\ny, 1 = c.wav, 1";
        const OverrideFile read = parser.parse(text);
        QCOMPARE(read.entries.size(), size_t(3));
        const OverrideAlternative& a = read.entries[1].alternatives.at(0);
        QCOMPARE(a.file.size(), (1 << 20) + 4);
        QCOMPARE(a.volumeSpan, (OverrideSpan{2, 8 + (1 << 20) + 4 + 2, 1}));
        QCOMPARE(read.diagnostics.size(), size_t(1));
        QCOMPARE(read.diagnostics[0].column, a.volumeSpan.column);
        QCOMPARE(read.text(read.entries[1]).size(), 7 + (1 << 20) + 7);
    }

    // The model holds no copy of the text: the source is the caller's bytes (shared), an
    // entry's line is an offset into them, and file names and comments are carved from a few
    // shared blocks (TextPool), not allocated one by one. (Memory per line is what the report's
    // RSS figures measure; this fixes the shape.)
    void modelStaysCompact() {
        QByteArray text;
        for (int i = 0; i < 2000; ++i)
            text += "e" + QByteArray::number(i) + ", 1 = b.wav, 0.5; c.wav, 1  # note\n";
        const OverrideFile file = parseWithTestTypes(text);
        QVERIFY2(file.diagnostics.empty(), qPrintable(describeDiagnostics(file)));
        QCOMPARE(file.entries.size(), size_t(2000));
        QCOMPARE(file.source.constData(), text.constData()); // shared, not copied
        QCOMPARE(file.entries[1234].textOffset, text.indexOf("e1234,"));
        QCOMPARE(file.text(file.entries[1234]), u"e1234, 1 = b.wav, 0.5; c.wav, 1  # note"_s);
        // 6,000 strings of about 36,000 characters: three blocks of TextPool::blockUnits.
        std::set<const void*> blocks;
        for (size_t i = 0; i < file.entries.size(); ++i) {
            const auto& alternatives = file.entries[i].alternatives;
            QCOMPARE(alternatives.size(), size_t(2));
            QCOMPARE(alternatives[0].file, u"b.wav"_s);
            QCOMPARE(alternatives[1].file, u"c.wav"_s);
            for (const OverrideAlternative& a : alternatives)
                blocks.insert(a.file.data_ptr().d);
            QCOMPARE(file.comments[i].text, u" note"_s);
            blocks.insert(file.comments[i].text.data_ptr().d);
        }
        QCOMPARE_LE(blocks.size(), size_t(4));
        // A view that is not a QByteArray is copied once, never per line.
        const OverrideFile fromView = OverrideParser(testSoundTypes()).parse(QByteArrayView(text));
        QCOMPARE(fromView.source, text);
        QVERIFY(fromView.source.constData() != text.constData());
        // No padding between the members of the per-line structures.
        QCOMPARE_LE(sizeof(OverrideAlternative), size_t(88));
        QCOMPARE_LE(sizeof(OverrideEntry), size_t(240));
    }

    void parseTextAgreesWithBytes() {
        const QByteArray bytes = twoLines("\r\n") + "\xC3\xA9, 1 = \xF0\x9F\x98\x80.wav, 2\n";
        const OverrideFile a = parseWithTestTypes(bytes);
        const OverrideFile b = OverrideParser(testSoundTypes())
                                   .parseText(QString(QChar(0xFEFF) + QString::fromUtf8(bytes)));
        QCOMPARE(describeDiagnostics(a), describeDiagnostics(b));
        QCOMPARE(a.entries.size(), b.entries.size());
        for (size_t i = 0; i < a.entries.size(); ++i) {
            QCOMPARE(a.text(a.entries[i]), b.text(b.entries[i]));
            QCOMPARE(a.entries[i].eventSpan, b.entries[i].eventSpan);
        }
    }
};

QTEST_GUILESS_MAIN(TestOverrideBytes)
#include "tst_overridebytes.moc"
