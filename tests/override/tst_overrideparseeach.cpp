// The streaming parse (OverrideParser::parseEach): every entry reaches the sink once, in file
// order, as parse() would keep it; the file's settings, directives and diagnostics are parse()'s,
// including the checks that need the whole file (duplicates across the batches of the
// duplicate check, a `!volume` or `!pick` written after the entries, the diagnostics limit).
#include "../bench/overridefile.h"
#include "core/override/overrideparser.h"
#include "overridedescribe.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

using overridedescribe::describeAll;
using overridedescribe::describeDirectives;
using overridedescribe::manyLines;

class TestOverrideParseEach : public QObject {
    Q_OBJECT

private slots:
    void sameAsParse_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("maxDiagnostics");
        QTest::newRow("the benchmark's mix") << bench::makeFile(3000) << 10000;
        // Duplicates a batch of checks apart and next to each other, of every kind of event;
        // events that cannot be read (so are not checked) between them.
        QTest::newRow("duplicates")
            << manyLines(40, "0x20000001/0xN, 1 = a.wav, 1") +
                   "0x20000001/0x3, 1 = b.wav, 1\n"
                   "wave 0x0A000001, 0 =\nwave 0x0A000001, 0 =\n"
                   "named N, 0 =\nnamed N, 0 =\n"
                   "0x2, 0 = x.wav, 1\n0x2, 0 = x.wav, 1\n"
                   "anim 0x03000004:8[1], 0 = sound:Swoosh2\n"
                   "anim 0x03000004:8[1], 0 = c.wav, 1\n"
                   "script 0x33000001@0.5, 0 = d.wav, 1, 0.5\n"
                   "script 0x33000001@0.5, 0 = e.wav, 1\n" +
                   manyLines(40, "*/0xN, 2 = 0x0A00000N, 0.5; s.wav, 1") + "*/0x27, 0 =\n"
            << 10000;
        // The settings that count are only known at the end: volumes and the retail pick are
        // judged by the first `!volume` and `!pick`, written after the entries.
        QTest::newRow("settings after the entries")
            << QByteArray("x, 0 = a.wav, 50; b.wav; c.wav, -1\ny, 0 = a.wav, 150, 0.5\n"
                          "z, 0 = a.wav, 0.5\n!pick retail\n!volume percent\n!pick uniform\n"
                          "w, 0 = q.wav, 2; r.wav\n")
            << 10000;
        QTest::newRow("settled pick first")
            << QByteArray("!pick uniform\nx, 0 = a.wav, 1; b.wav, 1\n!pick retail\n"
                          "y, 0 = a.wav; b.wav\n")
            << 10000;
        QTest::newRow("unit volumes, retail")
            << QByteArray("!pick retail\nx, 0 = a.wav, 2; b.wav, 1, 0.5\ny, 0 = a.wav, 3\n")
            << 10000;
        QTest::newRow("lines with errors")
            << QByteArray(
                   "x 1 = a.wav\n0x20000001/Nope, z = 0x0B000000, 1\n\"q\"w, 1 = a.wav, 1, 2, 3\n"
                   "y, 1 = 5, 1\nanim 0x03000004#1, 0 = a.wav, 1\nv, 1 = a.wav, 1 # done\n"
                   "bad \xFF line, 1 = a.wav, 1\n\xEF\xBB\xBFz, 1 = \"a\\\"b.wav\", 1\r\n!root\n")
            << 10000;
        // At the limit, which problems are listed depends on the order they were found in:
        // those of the end (volumes against `!volume`) come last in both.
        QTest::newRow("diagnostics limit")
            << manyLines(30, "eN, 1 = a.wav, 7") + manyLines(5, "eN, 1 = a.wav, 1, 2") << 12;
    }

    void sameAsParse() {
        QFETCH(QByteArray, text);
        QFETCH(int, maxDiagnostics);
        OverrideParser parser;
        OverrideParser::Limits limits;
        limits.maxDiagnostics = maxDiagnostics;
        parser.setLimits(limits);
        const OverrideFile whole = parser.parse(text);

        std::vector<OverrideEntry> streamed;
        const OverrideFile each =
            parser.parseEach(text, [&](OverrideEntry&& entry) { streamed.push_back(entry); });

        QVERIFY(each.entries.empty());
        QVERIFY(each.comments.empty());
        QVERIFY(whole.entries.size() > 1);
        if (maxDiagnostics < 100) // the row is at the limit
            QVERIFY(whole.diagnostics.back().message.startsWith(u"more than 12 problems"_s));
        QCOMPARE(describeAll(streamed), describeAll(whole.entries));
        QCOMPARE(each.diagnostics, whole.diagnostics);
        QCOMPARE(describeDirectives(each), describeDirectives(whole));
        QCOMPARE(each.version, whole.version);
        QCOMPARE(each.volumeUnit, whole.volumeUnit);
        QCOMPARE(each.pick, whole.pick);
        QCOMPARE(each.root, whole.root);
        QCOMPARE(each.source, whole.source);
        for (const OverrideEntry& entry : streamed)
            QVERIFY(!entry.hasErrors); // not known yet when the sink has it
    }

    // The end-of-file checks the streaming parse shares with parse(), spelled out.
    void lateSettingsJudgeEarlierLines() {
        const OverrideFile file =
            OverrideParser().parseEach("x, 0 = a.wav, 50; b.wav, 1; c.wav, 1\n"
                                       "y, 0 = a.wav, 150\n"
                                       "!volume percent\n!pick retail\n",
                                       [](OverrideEntry&&) {});
        QStringList found;
        for (const OverrideDiagnostic& d : file.diagnostics)
            found << d.toString(u"f"_s);
        QCOMPARE(found, (QStringList{
                            u"f:1:29: warning: with `!pick retail` the last of 3 alternatives is "
                            u"never chosen (the client picks among the first 2)"_s,
                            u"f:2:15: error: volume 150 is outside 0..100"_s,
                        }));
    }

    // Entries come one at a time, in file order, each once; an empty file gives none.
    void sinkSeesEntriesInOrder() {
        const QByteArray text = bench::makeFile(2000);
        std::vector<int> lines;
        const OverrideFile file = OverrideParser().parseEach(
            text, [&](OverrideEntry&& entry) { lines.push_back(entry.line); });
        QCOMPARE(lines.size(), OverrideParser().parse(text).entries.size());
        QVERIFY(std::ranges::is_sorted(lines));
        QVERIFY(std::ranges::adjacent_find(lines) == lines.end());

        int calls = 0;
        const OverrideFile empty = OverrideParser().parseEach(QByteArray("# only a comment\n"),
                                                              [&](OverrideEntry&&) { ++calls; });
        QCOMPARE(calls, 0);
        QVERIFY(empty.diagnostics.empty());
    }
};

QTEST_GUILESS_MAIN(TestOverrideParseEach)
#include "tst_overrideparseeach.moc"
