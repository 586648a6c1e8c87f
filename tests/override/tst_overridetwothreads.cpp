// A large override file is read as two parts on two threads (OverrideParser::Limits::
// twoThreadsFrom). What the user gets must not show it: every entry, comment, directive,
// setting and report — their order, the duplicate checks across the parts, the diagnostics
// limit, the end-of-file checks of `!volume` and `!pick` — is what reading the file on one
// thread gives. Files of every kind of line (valid, wrong, directives late in the file, hook
// lines, long lines, invalid UTF-8, CRLF) are read both ways and compared whole.
#include "../bench/overridefile.h"
#include "core/override/overrideparser.h"
#include "overridedescription.h"

#include <QTest>

#include <algorithm>
#include <limits>
#include <memory>

#include <mutex>
#include <random>
#include <set>
#include <thread>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

// Everything the parse gives, one line of text per part of the model.
QStringList describe(const OverrideFile& file) {
    QStringList out;
    out << u"version %1 volume %2 pick %3 root %4"_s.arg(file.version)
               .arg(OverrideFile::volumeUnitName(file.volumeUnit),
                    OverrideFile::pickModeName(file.pick), file.root);
    // (with what a streaming sink cannot know: errors on the line, every volume)
    for (const OverrideEntry& e : file.entries) {
        QString line = describeEntry(e) + (e.hasErrors ? u" (errors)"_s : QString());
        for (const OverrideAlternative& a : e.alternatives)
            line += u" | v%1 %2"_s.arg(a.volume).arg(a.probabilityWritten);
        out << line;
    }
    for (const OverrideComment& c : file.comments)
        out << u"comment %1:%2 %3 [%4]"_s.arg(c.line).arg(c.column).arg(c.trailing).arg(c.text);
    out << describeDirectives(file);
    for (const OverrideDiagnostic& d : file.diagnostics)
        out << u"report %1:%2 %3 %4"_s.arg(d.line)
                   .arg(d.column)
                   .arg(int(d.severity))
                   .arg(d.message);
    return out;
}

// The client's names, noting every thread that asks for one: the parse's threads.
struct ThreadsSeen {
    std::mutex mutex;
    std::set<std::thread::id> ids;
    void note() {
        const std::scoped_lock lock(mutex);
        ids.insert(std::this_thread::get_id());
    }
};

SoundTypeLookup noting(const std::shared_ptr<ThreadsSeen>& seen) {
    const SoundTypeLookup client = SoundTypeLookup::client();
    return SoundTypeLookup(
        [client, seen](quint32 code) {
            seen->note();
            return client.nameOf(code);
        },
        [client, seen](QStringView name) {
            seen->note();
            return client.codeOf(name);
        });
}

// Lines of every kind; `N` becomes a small number, so events repeat across the two parts.
const QList<QByteArray>& kindsOfLine() {
    static const QList<QByteArray> lines{
        "0x2000000N/Footstep1, 0.5 = sfx/stepN.ogg, 0.8; 0x0A000N01, 1, 0.25  # note",
        "0x2000000N/0xN, 0 = \"sounds/with, comma N.wav\", 0.5; b.wav, 1, 0.5; c.wav, 0.3",
        "wave 0x0A0000N1, 0.7 = wN.wav, 1",
        "player does thing N,   200 = knock.au, 0.6, whoosh.au, 0.4",
        "0x2000000N/Swoosh2, 1 =",
        "# a comment N",
        "",
        "   ",
        "0x2000000N/Nonsense, 1 = a.wav, 1",
        "event without an equals sign N",
        "0x2000000N/Footstep1, -1 = a.wav, 2",
        "thing N, 1 = a.wav, 1.5, 7, 8",
        "0x2000000N/Footstep2, 1 = 0x0B000001, 1",
        "bad \"quote N, 1 = a.wav, 1",
        "thing N, 1 = a.wav, 50%",
        "0x2000000N/Footstep1, 1 = a.wav, 0.5, 0",
        "0x2000000N/Footstep1, 1 = a.wav, 0.5;",
        "loud N, 1 = a.wav, 40",
        "louder N, 1 = a.wav, 400; b.wav",
        "anim 0x0300000N:8, 0 = sound:Swoosh2   # the attack whooshes",
        "anim 0x0300000N:12[1], 0.9 = clap.wav, 0.4, 0.25",
        "script 0x3300000N@0.25, 0 = sound:0x37",
        "anim 0x0300000N:1#2, 0 = a.wav, 1",
        "café N, 1 = straße/ä.wav, 1 ; 🎵.wav, 0.5",
        "three, comma, N, 1 = a.wav, 1",
        "0x2000000N/Footstep1 = a.wav, 1",
        "x N, = a.wav, 1",
        "x N, 1 = a.wav, 1,",
        "x N, 1 = a.wav,, 1",
        "x N, 1 = ; ; a.wav, 1",
    };
    return lines;
}

const QList<QByteArray>& directives() {
    static const QList<QByteArray> lines{
        "!volume percent",  "!volume unit",           "!pick retail", "!pick uniform",
        "!root sounds/",    "!soundstage-override 1", "!bogus 1",     "!",
        "!volume \"unit\"",
    };
    return lines;
}

struct FileShape {
    int lines = 0;
    int directiveChance = 0; ///< in 1000 per line after the first few
    bool crlf = false;
    bool endsWithNewline = true;
    bool longLines = false;
    bool invalidUtf8 = false;
};

QByteArray makeFile(std::mt19937& random, const FileShape& shape) {
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    QByteArray out;
    for (int i = 0; i < shape.lines; ++i) {
        QByteArray line;
        if (i < 3 && pick(2) == 0)
            line = directives()[pick(int(directives().size()))];
        else if (pick(1000) < shape.directiveChance)
            line = directives()[pick(int(directives().size()))];
        else
            line = QByteArray(kindsOfLine()[pick(int(kindsOfLine().size()))])
                       .replace("N", QByteArray::number(pick(6)));
        if (shape.longLines && pick(40) == 0)
            line += ", " + QByteArray(300, 'x');
        if (shape.invalidUtf8 && pick(60) == 0)
            line.insert(pick(int(line.size()) + 1), "\xff");
        out += line;
        if (i + 1 < shape.lines || shape.endsWithNewline)
            out += shape.crlf ? "\r\n" : "\n";
    }
    return out;
}

OverrideFile parseWith(const QByteArray& bytes, OverrideParser::Limits limits,
                       qsizetype twoThreadsFrom, const SoundTypeLookup& lookup) {
    OverrideParser parser(lookup);
    limits.twoThreadsFrom = twoThreadsFrom;
    parser.setLimits(limits);
    return parser.parse(bytes);
}

constexpr qsizetype never = std::numeric_limits<qsizetype>::max();

} // namespace

class TestOverrideTwoThreads : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (std::thread::hardware_concurrency() < 2)
            QSKIP("one core: files are read on one thread");
    }

    // Files of every kind of line, read both ways, the same whole.
    void sameAsOneThread_data() {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("lines");
        QTest::addColumn<int>("directiveChance");
        QTest::addColumn<bool>("crlf");
        QTest::addColumn<bool>("endsWithNewline");
        QTest::addColumn<bool>("longLines");
        QTest::addColumn<bool>("invalidUtf8");
        QTest::addColumn<int>("maxDiagnostics");
        for (int seed = 1; seed <= 240; ++seed) {
            const int lines = 2 + (seed * 37) % 400;
            const int directiveChance = seed % 3 == 0 ? 8 : 0;
            const bool crlf = seed % 5 == 0;
            const bool endsWithNewline = seed % 7 != 0;
            const bool longLines = seed % 4 == 1;
            const bool invalidUtf8 = seed % 11 == 0;
            // A limit the reports of both parts together cross, in either part or only joined.
            const int maxDiagnostics = seed % 6 == 2 ? 1 + seed % 40 : 10000;
            QTest::addRow("seed %d", seed)
                << seed << lines << directiveChance << crlf << endsWithNewline << longLines
                << invalidUtf8 << maxDiagnostics;
        }
    }
    void sameAsOneThread() {
        QFETCH(int, seed);
        QFETCH(int, lines);
        QFETCH(int, directiveChance);
        QFETCH(bool, crlf);
        QFETCH(bool, endsWithNewline);
        QFETCH(bool, longLines);
        QFETCH(bool, invalidUtf8);
        QFETCH(int, maxDiagnostics);
        std::mt19937 random(static_cast<unsigned>(seed));
        const QByteArray bytes = makeFile(
            random, {lines, directiveChance, crlf, endsWithNewline, longLines, invalidUtf8});
        OverrideParser::Limits limits;
        limits.maxDiagnostics = maxDiagnostics;
        limits.maxLineLength = 200;
        limits.maxAlternatives = 3;
        const auto seen = std::make_shared<ThreadsSeen>();
        const QStringList one =
            describe(parseWith(bytes, limits, never, SoundTypeLookup::client()));
        const QStringList two = describe(parseWith(bytes, limits, 1, noting(seen)));
        QCOMPARE(two, one);
        ++m_files;
        if (seen->ids.size() >= 2)
            ++m_filesOnTwoThreads;
    }
    // Most of those files were read on two threads (not those with invalid UTF-8, whose lines
    // are repaired on one, nor those whose second part names no sound type).
    void mostFilesReadOnTwoThreads() {
        QCOMPARE(m_files, 240);
        QVERIFY2(m_filesOnTwoThreads > m_files / 2,
                 qPrintable(QString::number(m_filesOnTwoThreads)));
    }

    // The benchmark's file (a realistic mix, no errors), as large as the editor meets them.
    void largeFileSameAsOneThread() {
        const QByteArray bytes = bench::makeFile(60'000);
        const auto seen = std::make_shared<ThreadsSeen>();
        const OverrideFile two =
            parseWith(bytes, {}, OverrideParser::Limits().twoThreadsFrom, noting(seen));
        QCOMPARE(seen->ids.size(), size_t(2));
        QVERIFY(!two.hasErrors());
        QCOMPARE(describe(two), describe(parseWith(bytes, {}, never, SoundTypeLookup::client())));
    }

    // Repeated events across the parts: each later definition names the file's first one,
    // however many times it repeats and in which part.
    void duplicatesAcrossTheParts() {
        QByteArray bytes;
        for (int i = 0; i < 3000; ++i)
            bytes += "0x20000001/Footstep1, 1 = a.wav, 1\nwave 0x0A000001, 1 = b.wav, 1\n"
                     "named thing, 1 = c.wav, 1\n0x20000002/0x" +
                     QByteArray::number(i % 200, 16) + ", 1 = d.wav, 1\n";
        const auto seen = std::make_shared<ThreadsSeen>();
        const OverrideFile two = parseWith(bytes, {}, 1, noting(seen));
        QCOMPARE(seen->ids.size(), size_t(2));
        const OverrideFile one = parseWith(bytes, {}, never, SoundTypeLookup::client());
        QCOMPARE(describe(two), describe(one));
        // (the limit of 10,000 reports is crossed in the joined part)
        QCOMPARE(two.diagnostics.size(), size_t(10001));
        QCOMPARE(two.diagnostics.back().message, one.diagnostics.back().message);
        // the second part's repeats name the first part's line
        QVERIFY(std::ranges::any_of(two.diagnostics, [](const OverrideDiagnostic& d) {
            return d.line > 9000 && d.message.contains(u"on line 1 and on line"_s);
        }));
    }

    // A directive in the second part: what it means depends on the lines before it (here, that
    // `!volume` was set on line 1), so the first part's thread reads on from there.
    void directiveInTheSecondPart() {
        QByteArray middle;
        for (int i = 0; i < 800; ++i)
            middle += "line " + QByteArray::number(i) + ", 1 = a.wav, 0.5; b.wav, 1\n";
        const QByteArray bytes = "!volume unit\n" + middle + "!volume percent\n" + middle;
        const OverrideFile two = parseWith(bytes, {}, 1, SoundTypeLookup::client());
        QCOMPARE(describe(two), describe(parseWith(bytes, {}, never, SoundTypeLookup::client())));
        QCOMPARE(two.volumeUnit, OverrideFile::VolumeUnit::Unit);
        QCOMPARE(two.directives.size(), size_t(2));
        // the 800 repeated events, and the directive set again
        QCOMPARE(two.diagnostics.size(), size_t(801));
        QCOMPARE(two.diagnostics.front().line, 802);
        QVERIFY(two.diagnostics.front().message.contains(u"first on line 1"_s));
    }

    // Every problem in the second part, more than the limit: the list ends with the line that
    // says more were left out, an error because errors were among them.
    void limitCrossedInTheSecondPart() {
        QByteArray bytes;
        for (int i = 0; i < 500; ++i)
            bytes += "clean " + QByteArray::number(i) + ", 1 = a.wav, 1\n";
        for (int i = 0; i < 10; ++i)
            bytes += "never " + QByteArray::number(i) + ", 1 = a.wav, 1, 0\n";
        for (int i = 0; i < 490; ++i)
            bytes += "wrong " + QByteArray::number(i) + ", 1 = 0x0B000001, 1\n";
        OverrideParser::Limits limits;
        limits.maxDiagnostics = 10;
        const auto seen = std::make_shared<ThreadsSeen>();
        const OverrideFile two = parseWith(bytes, limits, 1, noting(seen));
        QCOMPARE(describe(two),
                 describe(parseWith(bytes, limits, never, SoundTypeLookup::client())));
        QCOMPARE(two.diagnostics.size(), size_t(11));
        QCOMPARE(two.diagnostics.front().severity, OverrideDiagnostic::Severity::Warning);
        QCOMPARE(two.diagnostics.back().severity, OverrideDiagnostic::Severity::Error);
        QVERIFY(two.diagnostics.back().message.contains(u"more than 10 problems"_s));
    }

    // `!pick retail` in the first part: the second part's entries of several alternatives get
    // its warning too; `!volume percent` there reads the second part's volumes in percent.
    void firstPartSettingsReachTheSecond() {
        QByteArray bytes = "!pick retail\n!volume percent\n";
        for (int i = 0; i < 2000; ++i)
            bytes += "e " + QByteArray::number(i) + ", 1 = a.wav, 50; b.wav, 100\n";
        const OverrideFile two = parseWith(bytes, {}, 1, SoundTypeLookup::client());
        QCOMPARE(describe(two), describe(parseWith(bytes, {}, never, SoundTypeLookup::client())));
        QCOMPARE(two.diagnostics.size(), size_t(2000));
        QCOMPARE(two.diagnostics.back().line, 2002);
        QCOMPARE(two.entries.back().alternatives.back().volume, 100.0);
    }

    // Below the limit a file is read on one thread; from it, on two.
    void twoThreadsFromTheLimitOnly() {
        const qsizetype limit = OverrideParser::Limits().twoThreadsFrom;
        QByteArray bytes;
        while (bytes.size() < limit - 200)
            bytes += "0x20000001/Footstep1, 1 = a.wav, 1\n";
        const auto small = std::make_shared<ThreadsSeen>();
        (void)parseWith(bytes, {}, limit, noting(small));
        QCOMPARE(small->ids.size(), size_t(1));
        while (bytes.size() < limit)
            bytes += "0x20000001/Footstep1, 1 = a.wav, 1\n";
        const auto large = std::make_shared<ThreadsSeen>();
        (void)parseWith(bytes, {}, limit, noting(large));
        QCOMPARE(large->ids.size(), size_t(2));
        // A streaming parse hands entries over in order as they are read: one thread.
        const auto streamed = std::make_shared<ThreadsSeen>();
        OverrideParser parser(noting(streamed));
        size_t handed = 0;
        (void)parser.parseEach(bytes, [&](OverrideEntry&&) { ++handed; });
        QCOMPARE(streamed->ids.size(), size_t(1));
        QVERIFY(handed > 0);
    }

private:
    int m_files = 0;
    int m_filesOnTwoThreads = 0;
};

QTEST_GUILESS_MAIN(TestOverrideTwoThreads)
#include "tst_overridetwothreads.moc"
