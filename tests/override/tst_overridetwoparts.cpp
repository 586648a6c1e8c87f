// A large override file is read in two parts at once (OverrideParser::Limits::twoPartsFrom): the
// result is the one-part reading's, whatever line the second part starts on — entries, comments,
// directives, settings and every report in the same order, including what needs the lines
// before the second part (duplicates, directives set once, `!soundstage-override` first, the
// settings at the end) and the diagnostics limit (then the file is read again in one part).
#include "../bench/overridefile.h"
#include "core/override/overridelinegrammar.h"
#include "core/override/overrideparser.h"
#include "overridedescribe.h"

#include <QTest>

#include <cstdlib>
#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;
using overridedescribe::describeAll;
using overridedescribe::describeDirectives;
using overridedescribe::manyLines;

namespace {

OverrideParser::Limits limitsWith(qsizetype twoPartsFrom, int maxDiagnostics = 10000,
                                  int maxLineLength = 65536) {
    OverrideParser::Limits limits;
    limits.twoPartsFrom = twoPartsFrom;
    limits.maxDiagnostics = maxDiagnostics;
    limits.maxLineLength = maxLineLength;
    return limits;
}

OverrideFile parseWith(const QByteArray& text, const OverrideParser::Limits& limits) {
    OverrideParser parser;
    parser.setLimits(limits);
    return parser.parse(text);
}

// Everything a parse keeps, `hasErrors` and the comments included.
QStringList describeFile(const OverrideFile& file) {
    QStringList out = describeAll(file.entries);
    for (const OverrideEntry& entry : file.entries)
        out << u"%1 errors %2"_s.arg(entry.line).arg(entry.hasErrors);
    for (const OverrideComment& c : file.comments)
        out << u"# %1:%2 %3 %4"_s.arg(c.line).arg(c.column).arg(c.text).arg(c.trailing);
    out << describeDirectives(file);
    for (const OverrideDiagnostic& d : file.diagnostics)
        out << d.toString(u"f"_s);
    out << u"version %1 unit %2 pick %3 root %4"_s.arg(file.version)
               .arg(OverrideFile::volumeUnitName(file.volumeUnit),
                    OverrideFile::pickModeName(file.pick), file.root);
    return out;
}

// Whether the grammar reads `text` in two parts under `limits`.
bool readsInTwoParts(const QByteArray& text, const OverrideParser::Limits& limits) {
    const SoundTypeLookup soundTypes = SoundTypeLookup::client();
    OverrideLineGrammar grammar(soundTypes, limits);
    const OverrideFile file = grammar.run(text, 0, 0);
    return grammar.readInTwoParts();
}

} // namespace

class TestOverrideTwoParts : public QObject {
    Q_OBJECT

private slots:
    void sameAsOnePart_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("maxDiagnostics");
        QTest::addColumn<int>("maxLineLength");
        QTest::newRow("the benchmark's mix") << bench::makeFile(600) << 10000 << 65536;
        // Duplicates of every kind of event, some within a part, some across the two.
        QTest::newRow("duplicates") << manyLines(20, "0x20000001/0xN, 1 = a.wav, 1") +
                                           "wave 0x0A000001, 0 =\nnamed 1, 0 =\n0x2, 0 = x.wav, 1\n"
                                           "anim 0x03000004:8[1], 0 = sound:Swoosh2\n"
                                           "script 0x33000001@0.5, 0 = d.wav, 1, 0.5\n" +
                                           manyLines(20, "0x20000001/0xN, 1 = a.wav, 1") +
                                           "wave 0x0A000001, 0 =\nnamed 1, 0 =\n0x2, 0 = x.wav, 1\n"
                                           "anim 0x03000004:8[1], 0 = c.wav, 1\n"
                                           "script 0x33000001@0.5, 0 = e.wav, 1\n"
                                           "0x20000001/0x3, 1 = b.wav, 1\nnamed 1, 0 =\n"
                                    << 10000 << 65536;
        // Directives late in the file: set again, repeated, unknown, the version not first; the
        // settings that count judge the volumes and picks of both parts.
        QTest::newRow("directives late")
            << manyLines(12, "# comment N") + "!pick uniform # first\n" +
                   manyLines(12, "eN, 1 = a.wav, 50; b.wav, 1") +
                   "!soundstage-override 1\n!volume percent # late\n!pick retail\n!pick uniform\n"
                   "!volume percent\n!frobnicate on\n!\n!root \"snd dir\"\n" +
                   manyLines(12, "fN, 1 = a.wav, 150, 0.5; b.wav # fN")
            << 10000 << 65536;
        QTest::newRow("version after comments only")
            << manyLines(30, "# comment N") + "!soundstage-override 2\nx, 0 = a.wav, 1\n"
            << 10000 << 65536;
        QTest::newRow("version after an entry")
            << manyLines(30, "# comment N") + "x, 0 = a.wav, 1\n" + manyLines(30, "# more N") +
                   "!soundstage-override 1\n"
            << 10000 << 65536;
        // Invalid UTF-8 on both sides, a directive among them; CRLF; a mark starting a line;
        // lines too long; hooks; errors of every layer; no end of line at the end.
        QTest::newRow("hostile lines")
            << QByteArray("\xEF\xBB\xBFx 1 = a.wav\r\n0x20000001/Nope, z = 0x0B000000, 1\r\n") +
                   manyLines(10, "bad \xFF line N, 1 = a.wav, 1") +
                   "\"q\"w, 1 = a.wav, 1, 2, 3\ny, 1 = 5, 1\nanim 0x03000004#1, 0 = a.wav, 1\n" +
                   QByteArray(300, 'L') +
                   "\n!vol\xFFume percent\n\xEF\xBB\xBFz, 1 = \"a\\\"b.wav\", 1\n" +
                   manyLines(10, "v, N = a.wav, 1 # done\xC3") + QByteArray(300, 'M') +
                   "\n!root\nlast, 0 = a.wav, 1"
            << 10000 << 200;
        QTest::newRow("ends with an empty line") << manyLines(40, "eN, 1 = a.wav, 1") + "\n"
                                                 << 10000 << 65536;
        // Past the limit which problems are listed depends on the order one part finds them in:
        // the file is read again in one part.
        QTest::newRow("diagnostics limit")
            << manyLines(30, "eN, 1 = a.wav, 7") + manyLines(5, "eN, 1 = a.wav, 1, 2") +
                   manyLines(30, "gN, 1 = a.wav, 7; b.wav")
            << 12 << 65536;
        QTest::newRow("diagnostics limit in the second part")
            << manyLines(60, "eN, 1 = a.wav, 1") + manyLines(30, "gN, 1 = 1.wav, 1, 2, 3") << 20
            << 65536;
    }

    // Every line the second part may start on: comment lines before the text move the middle
    // of the file towards its start, comment lines after it towards its end.
    void sameAsOnePart() {
        QFETCH(QByteArray, text);
        QFETCH(int, maxDiagnostics);
        QFETCH(int, maxLineLength);
        const auto onePart =
            limitsWith(std::numeric_limits<qsizetype>::max(), maxDiagnostics, maxLineLength);
        const auto twoParts = limitsWith(0, maxDiagnostics, maxLineLength);
        const qsizetype steps = 16;
        for (qsizetype step = -steps; step <= steps; ++step) {
            const QByteArray comments = QByteArray("# pad\n").repeated(
                static_cast<qsizetype>(text.size() * std::abs(step) / steps / 6));
            const QByteArray padded =
                step < 0 ? QByteArray(comments + text) : QByteArray(text + '\n' + comments);
            QVERIFY(readsInTwoParts(padded, twoParts));
            const QStringList expected = describeFile(parseWith(padded, onePart));
            const QStringList got = describeFile(parseWith(padded, twoParts));
            if (got != expected) {
                for (qsizetype i = 0; i < std::min(got.size(), expected.size()); ++i)
                    QCOMPARE(got[i], expected[i]);
                QCOMPARE(got.size(), expected.size());
            }
        }
    }

    // Two parts from Limits::twoPartsFrom bytes on; a smaller file, one line, or a streaming
    // parse (whose entries must reach the sink in order) in one.
    void whenTwoParts() {
        const QByteArray text = manyLines(100, "eN, 1 = a.wav, 1");
        QVERIFY(readsInTwoParts(text, limitsWith(text.size())));
        QVERIFY(!readsInTwoParts(text, limitsWith(text.size() + 1)));
        QVERIFY(!readsInTwoParts(QByteArray(5000, 'x'), limitsWith(0)));
        QVERIFY(!readsInTwoParts(QByteArray(), limitsWith(0)));
        QVERIFY(!readsInTwoParts("x\n", limitsWith(0)));

        OverrideParser::EntrySink sink = [](OverrideEntry&&) {};
        const auto limits = limitsWith(0);
        const SoundTypeLookup soundTypes = SoundTypeLookup::client();
        OverrideLineGrammar streaming(soundTypes, limits, &sink);
        const OverrideFile file = streaming.run(text, 0, 0);
        QVERIFY(!streaming.readInTwoParts());
    }

    // The default: a large file's two parts, as the benchmark's is, give what one part gives.
    void largeFileByDefault() {
        const QByteArray text = bench::makeFile(20'000);
        QVERIFY(text.size() >= OverrideParser::Limits().twoPartsFrom);
        QVERIFY(readsInTwoParts(text, OverrideParser::Limits()));
        const OverrideFile two = OverrideParser().parse(text);
        QCOMPARE(describeFile(two),
                 describeFile(parseWith(text, limitsWith(std::numeric_limits<qsizetype>::max()))));
    }
};

QTEST_GUILESS_MAIN(TestOverrideTwoParts)
#include "tst_overridetwoparts.moc"
