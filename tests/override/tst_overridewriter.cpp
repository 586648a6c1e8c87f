#include "core/override/overrideparser.h"
#include "core/override/overridesyntax.h"
#include "core/override/overridewriter.h"

#include "proposalblock.h"
#include "testsoundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

using test::proposalBlock;

// Written by hand from the writer's rules in soundstage-override(5).
constexpr auto proposalCanonical =
    "!soundstage-override 1\n"
    "!volume percent\n"
    "\n"
    "# <sound name>, <prio> = <file>, <max vol>; <file>, <max vol>; ...\n"
    "# player actions:\n"
    "player hits door,        200 = knock.au, 60\n"
    "player hits locked door, 200 = knock.au, 60  # same as above\n"
    "player opens door,       220 = creak.au, 80\n"
    "\n"
    "# monsters:\n"
    "dragon moves,            100 = rumble.au, 20\n"
    "dragon attacks,            0 =  # no sound\n"
    "goblin dies,             150 = splat.au, 30\n"
    "\n"
    "# spells:\n"
    "firestorm,               210 = whoosh.au, 100  # usual dragon attack\n"
    "comet,                   230 = whoosh.au, 70; bang.au, 100; whoosh.au, 40\n"
    "\n"
    "# ambient sounds:\n"
    "ambient wind,             10 = wind.au, 10\n"
    "ambient woods,            10 = whoohoo.au, 20  # owls\n"
    "ambient cave,             10 = rumble.au, 10   # rocks moving\n"
    "ambient cave 2,           10 = drip.au, 20     # water dripping\n"
    "ambient well,             20 = drip.au, 30\n"
    "\n"
    "# music:\n"
    "music castle room,         0 = castlemusic.au, 10; ballad.au, 10\n"
    "music cave,                0 = cavemen.au, 15\n"
    "music silly example,       0 = Dsharp.au, 10; C.au, 10; Eflat.au, 15  # ...\n";

constexpr auto messy = "# My footstep mod\n"
                       "# by someone\n"
                       "\n"
                       "# Louder swooshes\n"
                       "0x200000A8/0x1F,0.70=0x0A000519,1.0;0x0A00051E , 0.50 , 0.25   # two\n"
                       "!pick retail   # as the client does\n"
                       "wave 0x0A000262 , 0.7 = shield up.wav,0.8\n"
                       "*/Footstep1, 0 = steps/a.ogg, 1.00; steps/b.ogg, .5, 1\n"
                       "0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
                       "\"door, front\", 3 = \"60\", 1e-1; \"a;b.wav\", 1\n"
                       "\n"
                       "# trailing thoughts\n";

constexpr auto messyCanonical =
    "# My footstep mod\n"
    "# by someone\n"
    "\n"
    "!soundstage-override 1\n"
    "!pick retail  # as the client does\n"
    "\n"
    "*/Footstep1,            0 = steps/a.ogg, 1; steps/b.ogg, 0.5\n"
    "0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
    "\n"
    "# Louder swooshes\n"
    "0x200000A8/Swoosh2,   0.7 = 0x0A000519, 1; 0x0A00051E, 0.5, 0.25  # two\n"
    "wave 0x0A000262,      0.7 = shield up.wav, 0.8\n"
    "\"door, front\",          3 = \"60\", 0.1; \"a;b.wav\", 1\n"
    "\n"
    "# trailing thoughts\n";

OverrideFile parse(const QByteArray& text) {
    return OverrideParser(testSoundTypes()).parse(text);
}

QString format(const QByteArray& text) {
    return OverrideWriter::write(parse(text));
}

// What a rewrite must keep: events, priorities and alternatives, in the writer's order.
QStringList meaning(const OverrideFile& file) {
    QStringList lines;
    for (const OverrideEntry& e : file.entries)
        lines << OverrideWriter::entryLine(e);
    lines.sort();
    return lines;
}

} // namespace

class TestOverrideWriter : public QObject {
    Q_OBJECT

private slots:
    void proposalBlockCanonical() {
        QCOMPARE(format(proposalBlock), QString::fromUtf8(proposalCanonical));
    }

    void messyFileCanonical() {
        const OverrideFile file = parse(messy);
        QVERIFY(!file.hasErrors());
        QCOMPARE(OverrideWriter::write(file), QString::fromUtf8(messyCanonical));
    }

    void formattingTwiceChangesNothing_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("proposal") << QByteArray(proposalBlock);
        QTest::newRow("messy") << QByteArray(messy);
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("only comments") << QByteArray("# a\n\n# b\n# c\n");
        QTest::newRow("header paragraphs")
            << QByteArray("# a\n\n# b\n\n!volume unit\n# lead\nx, 1 = a, 1 # t\n# end\n");
        QTest::newRow("comment before first entry")
            << QByteArray("# about x\nx, 1 = a, 1\n# about w\nw, 2 =\n");
        QTest::newRow("unknown directive") << QByteArray("!colour red  # hm\nx, 1 =\n");
        QTest::newRow("long event") << QByteArray(
            "a very very very very very very very long event name indeed, 1 = a, 1 # c\n"
            "short, 100 = b, 0.5 # d\n");
        QTest::newRow("crlf and bom") << QByteArray("\xEF\xBB\xBFx, 1 = a, 1\r\n# c\r\n");
        // fuzz_override: each rewrite lost one of the CRs (the reader takes the last for CRLF)
        QTest::newRow("comment ending in CRs") << QByteArray("# c\r\r\r\nx, 1 = a, 1\n");
        QTest::newRow("trailing comment ending in CRs") << QByteArray("x, 1 = a, 1 # t\r\r\n");
    }

    void formattingTwiceChangesNothing() {
        QFETCH(QByteArray, text);
        const OverrideFile first = parse(text);
        QVERIFY(!first.hasErrors());
        const QString once = OverrideWriter::write(first);
        const OverrideFile second = parse(once.toUtf8());
        QVERIFY(!second.hasErrors());
        QCOMPARE(OverrideWriter::write(second), once);
        QCOMPARE(meaning(second), meaning(first));
        QCOMPARE(second.comments.size(), first.comments.size());
        for (size_t i = 0; i < first.comments.size(); ++i) {
            QString kept = first.comments[i].text; // all but the CRs at its end
            while (kept.endsWith(u'\r'))
                kept.chop(1);
            QVERIFY(std::ranges::count(second.comments, kept, &OverrideComment::text) > 0);
        }
    }

    void quotingRoundTrips_data() {
        QTest::addColumn<QString>("path");
        for (const QString& p :
             {u"a,b.wav"_s, u" lead.wav"_s, u"trail.wav "_s, u"#.wav"_s, u"say \"hi\".wav"_s,
              u"back\\slash.wav"_s, u"60"_s, u"-1.5"_s, u"1e3"_s, u"0x0A000001"_s, u"60%"_s,
              u"semi;colon.ogg"_s, u"é/ü/😀.wav"_s, u"a=b.wav"_s, u"plain/path.ogg"_s}) {
            QTest::newRow(qPrintable(p)) << p;
        }
    }

    void quotingRoundTrips() {
        QFETCH(QString, path);
        OverrideFile file;
        OverrideEntry entry;
        entry.event = OverrideEvent::named(path);
        entry.alternatives.push_back(OverrideAlternative::fromFile(path, 0.5));
        file.entries.push_back(entry);
        const QString text = OverrideWriter::write(file);
        const OverrideFile back = parse(text.toUtf8());
        QVERIFY2(back.diagnostics.empty(), qPrintable(text));
        QCOMPARE(back.entries.size(), size_t(1));
        QCOMPARE(back.entries[0].event.kind, OverrideEvent::Kind::Named);
        QCOMPARE(back.entries[0].event.name, path);
        QCOMPARE(back.entries[0].alternatives[0].file, path);
        QVERIFY(!back.entries[0].alternatives[0].isWave());
    }

    void quotesOnlyWhereNeeded() {
        QCOMPARE(OverrideSyntax::sourceText(u"plain/path with space.ogg"),
                 u"plain/path with space.ogg"_s);
        QCOMPARE(OverrideSyntax::sourceText(u"a,b"), u"\"a,b\""_s);
        QCOMPARE(OverrideSyntax::sourceText(u"q\"\\"), u"\"q\\\"\\\\\""_s);
        QCOMPARE(OverrideSyntax::eventNameText(u"player hits door"), u"player hits door"_s);
        QCOMPARE(OverrideSyntax::eventNameText(u"wave 5"), u"\"wave 5\""_s);
        QCOMPARE(OverrideSyntax::eventNameText(u"*/x"), u"\"*/x\""_s);
        QCOMPARE(OverrideSyntax::eventNameText(u"!x"), u"\"!x\""_s);
        QCOMPARE(OverrideSyntax::eventNameText(u"door/open"), u"door/open"_s);
    }

    void shortestNumbers_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("integer") << 200.0 << u"200"_s;
        QTest::newRow("zero") << 0.0 << u"0"_s;
        QTest::newRow("negative zero") << -0.0 << u"0"_s;
        QTest::newRow("tenth") << 0.1 << u"0.1"_s;
        QTest::newRow("float 0.8") << double(0.8f) << u"0.8"_s;
        QTest::newRow("float 0.7") << double(0.7f) << u"0.7"_s;
        QTest::newRow("third") << 1.0 / 3.0 << u"0.3333333333333333"_s;
        QTest::newRow("tiny") << 1e-7 << u"1e-07"_s;
        QTest::newRow("huge") << 1e20 << u"1e+20"_s;
        QTest::newRow("quarter") << 0.25 << u"0.25"_s;
    }

    void shortestNumbers() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(OverrideSyntax::formatNumber(value), text);
        const auto back = OverrideSyntax::parseNumber(text);
        QVERIFY(back);
        QCOMPARE(static_cast<float>(*back), static_cast<float>(value));
    }

    void entriesMadeInCode() {
        OverrideFile file;
        file.volumeUnit = OverrideFile::VolumeUnit::Percent;
        OverrideEntry wave;
        wave.event = OverrideEvent::forWave(0x0A000262);
        wave.priority = double(0.7f);
        wave.alternatives.push_back(OverrideAlternative::fromFile(u"up.wav"_s, 80));
        OverrideEntry step;
        step.event = OverrideEvent::tableSound(0x20000001, 0x37, u"Footstep1"_s);
        step.alternatives.push_back(OverrideAlternative::fromWave(0x0A000100, 100, double(0.3f)));
        step.alternatives.push_back(OverrideAlternative::fromWave(0, 100));
        OverrideEntry silent;
        silent.event = OverrideEvent::everyTable(0x46);
        file.entries = {wave, step, silent};
        QCOMPARE(OverrideWriter::write(file),
                 u"!soundstage-override 1\n"
                 u"!volume percent\n"
                 u"\n"
                 u"*/0x46,                 0 =\n"
                 u"0x20000001/Footstep1,   0 = 0x0A000100, 100, 0.3; 0x00000000, 100\n"
                 u"wave 0x0A000262,      0.7 = up.wav, 80\n"_s);
    }

    // The streamed form hands on the same text in bounded pieces: a large file is never held
    // whole as text (comments in blocks and trailing, directives, entries made in code).
    void streamsInPieces() {
        QByteArray text = "# header\n\n!volume percent\n# before the first\n";
        for (int i = 0; i < 3000; ++i) {
            if (i % 7 == 0)
                text += "# block " + QByteArray::number(i) + "\n";
            text += "0x2000" + QByteArray::number(1000 + i / 150) + "/0x" +
                    QByteArray::number(i % 150, 16) + ", 1 = sfx/s" + QByteArray::number(i) +
                    ".wav, 50";
            text += i % 3 == 0 ? "  # trailing\n" : "\n";
        }
        text += "named event, 2 = x.wav, 10\n# the end\n";
        OverrideFile file = OverrideParser(testSoundTypes()).parse(text);
        QVERIFY(!file.hasErrors());
        file.entries.push_back({});
        file.entries.back().event = OverrideEvent::named(u"made in code"_s);

        const QString whole = OverrideWriter::write(file);
        QString joined;
        int pieces = 0;
        OverrideWriter::write(file, [&](QStringView piece) {
            QVERIFY(piece.size() <= 40 * 1024);
            joined += piece;
            ++pieces;
        });
        QCOMPARE(joined, whole);
        QVERIFY2(pieces >= 4, qPrintable(QString::number(pieces)));
        QByteArray bytes;
        OverrideWriter::writeUtf8(file, [&](QByteArrayView piece) { bytes += piece; });
        QCOMPARE(bytes, whole.toUtf8());
        QVERIFY(whole.startsWith(u"# header\n\n!soundstage-override 1\n!volume percent\n"_s));
        QVERIFY(whole.contains(u"# block 2996\n0x20001019/0x"_s));
        // Aligned under `0x20001000/UI_EnterPortal,` (26 characters), after the named event.
        QVERIFY(whole.endsWith(u"named event,"_s + QString(15, u' ') +
                               u"2 = x.wav, 10\nmade in code,"_s + QString(14, u' ') +
                               u"0 =\n\n# the end\n"_s));
    }
};

QTEST_GUILESS_MAIN(TestOverrideWriter)
#include "tst_overridewriter.moc"
