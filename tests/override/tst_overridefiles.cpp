// Override files against the disk and the dat: local sounds that must decode (check), diff of two
// dats and its inverse (apply), and packs baked to Ogg Vorbis.
#include "../audio/audiotesttools.h"
#include "core/audio/oggvorbisreader.h"
#include "core/audio/vorbisbaker.h"
#include "core/audio/wavwriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/override/overrideapply.h"
#include "core/override/overridedatcheck.h"
#include "core/override/overridediff.h"
#include "core/override/overridepack.h"
#include "core/override/overrideparser.h"
#include "core/records/soundtypes.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray goodWav() {
    return WavWriter::pcm16(*testing::sine(440, 0.5, 22050, 0.25));
}

constexpr quint32 Footstep1 = 0x37;

} // namespace

class TestOverrideFiles : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    static std::map<quint32, SoundTable> tablesOf(const QString& path) {
        auto dat = DatFile::open(path);
        if (!dat)
            return {};
        auto catalog = SoundCatalog::load(**dat);
        return catalog ? catalog->tables() : std::map<quint32, SoundTable>{};
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_demo).has_value());
    }

    // --- check: local files decode ---

    void decodability_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("create");
        QTest::addColumn<QString>("expected"); // empty: no finding

        const QByteArray wav = goodWav();
        QTest::newRow("good wav") << u"good.wav"_s << wav << true << QString();
        // Cut in half: the RIFF size field (at 0x4) claims more bytes than the file holds.
        QTest::newRow("truncated wav") << u"cut.wav"_s << wav.left(wav.size() / 2) << true
                                       << u"at 0x4: the RIFF chunk declares"_s;
        QTest::newRow("wav named .ogg") << u"fake.ogg"_s << wav << true << u"at 0x0: "_s;
        QTest::newRow("missing") << u"absent.wav"_s << QByteArray() << false << u"file missing: "_s;
        QTest::newRow("unknown kind") << u"notes.txt"_s << QByteArray("hello, world\n") << true
                                      << u"not a WAV, Ogg Vorbis or MP3 file"_s;
    }

    void decodability() {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(bool, create);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (create)
            QVERIFY(writeBytes(dir.filePath(name), bytes));
        const QByteArray text =
            QByteArray("# one line\nevent, 0 = 0x0A000001, 1; ") + name.toUtf8() + ", 0.5\n";
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(!file.hasErrors());
        const auto found = OverrideDatCheck::checkFiles(file, dir.path());
        if (expected.isEmpty()) {
            QVERIFY2(found.empty(), found.empty() ? "" : qPrintable(found[0].message));
            return;
        }
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].line, 2);
        QCOMPARE(found[0].column, 27); // the file source, not the wave before it
        QCOMPARE(found[0].severity, OverrideDiagnostic::Severity::Error);
        QVERIFY2(found[0].message.contains(dir.filePath(name)), qPrintable(found[0].message));
        QVERIFY2(found[0].message.contains(expected), qPrintable(found[0].message));
    }

    void decodesOggAndMp3() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto ogg = VorbisBaker::encode(*testing::sine(300, 0.5, 22050, 0.3), 0.3f, 7);
        QVERIFY(ogg.has_value());
        QVERIFY(writeBytes(dir.filePath(u"a.ogg"_s), *ogg));
        QCOMPARE(OverrideDatCheck::checkDecodes(dir.filePath(u"a.ogg"_s))
                     .value_or(AudioImport::Kind::Unknown),
                 AudioImport::Kind::OggVorbis);
        // A damaged stream: the middle of the Vorbis data overwritten.
        QByteArray broken = *ogg;
        for (qsizetype i = broken.size() / 2; i < broken.size() / 2 + 64; ++i)
            broken[i] = char(0x5A);
        QVERIFY(writeBytes(dir.filePath(u"b.ogg"_s), broken));
        QVERIFY(!OverrideDatCheck::checkDecodes(dir.filePath(u"b.ogg"_s)).has_value());

        SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
        QVERIFY(writeBytes(dir.filePath(u"in.wav"_s), goodWav()));
        const QString error = testing::run(
            u"lame"_s, {u"--quiet"_s, dir.filePath(u"in.wav"_s), dir.filePath(u"c.mp3"_s)});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(OverrideDatCheck::checkDecodes(dir.filePath(u"c.mp3"_s))
                     .value_or(AudioImport::Kind::Unknown),
                 AudioImport::Kind::Mp3);
    }

    // --- diff and apply ---

    void diffThenApplyReproducesTheEditedTables() {
        auto dat = DatFile::open(m_demo);
        QVERIFY(dat.has_value());
        auto catalog = SoundCatalog::load(**dat);
        QVERIFY(catalog.has_value());
        std::map<quint32, SoundTable> edited = catalog->tables();

        // Change a list (fewer variants, another probability and volume), add a sound type,
        // remove one, and add a whole table.
        SoundTable& human = edited.at(DemoDat::HumanTable);
        SoundTableNode* steps = human.sound(Footstep1);
        QVERIFY(steps && steps->variants.size() >= 3);
        steps->variants.pop_back();
        steps->variants[0].probability = 0.3f;
        steps->variants[1].volume = 0.65f;
        const quint32 added = 0x63;
        QVERIFY(!human.sound(added));
        human.root.children.push_back(
            {added, {{0x0A000001, steps->variants[0].priority, 0.5f, 0.7f}}, {}});
        SoundTable& creature = edited.at(DemoDat::CreatureTable);
        QVERIFY(creature.root.children.size() >= 2);
        const quint32 removed = creature.root.children.front().key;
        creature.root.children.erase(creature.root.children.begin());
        SoundTable fresh = SoundTable::makeEmpty(0x20000055);
        fresh.root.children.push_back(
            {Footstep1, {{0x0A000002, 0, 1, 1}, {0, 0, 0.25f, 0.5f}}, {}});
        edited.emplace(fresh.id, fresh);

        DatPatcher patcher;
        for (quint32 id : {DemoDat::HumanTable, DemoDat::CreatureTable, fresh.id})
            patcher.setRecord(id, edited.at(id).encode());
        const QString editedPath = m_dir.filePath(u"edited.dat"_s);
        QVERIFY(patcher.write(**dat, editedPath).has_value());
        const auto original = tablesOf(m_demo);
        const auto after = tablesOf(editedPath);
        QCOMPARE(after.size(), original.size() + 1);

        const OverrideDiff::Changes diff = OverrideDiff::diff(original, after);
        QCOMPARE(diff.changedSounds, 1);
        QCOMPARE(diff.addedSounds, 2);
        QCOMPARE(diff.removedSounds, 1);
        QVERIFY2(diff.notes.empty(), diff.notes.empty() ? "" : qPrintable(diff.notes[0]));

        const QByteArray text = OverrideDiff::write(diff, u"demo.dat"_s, u"edited.dat"_s);
        QVERIFY(text.startsWith("# Soundstage override"));
        QVERIFY(text.contains("# original: demo.dat\n"));
        QVERIFY(text.contains("# edited:   edited.dat\n"));
        QVERIFY(text.contains("!pick retail\n"));
        const OverrideFile parsed = OverrideParser().parse(text);
        // Parses cleanly: no errors; the only warnings are the retail picker's lost last
        // variants, which the dat's own lists have too.
        QVERIFY(!parsed.hasErrors());
        for (const OverrideDiagnostic& d : parsed.diagnostics)
            QVERIFY2(d.message.contains(u"never chosen"_s), qPrintable(d.toString({})));
        QCOMPARE(parsed.entries.size(), size_t(4));

        std::map<quint32, SoundTable> applied = original;
        const OverrideApply::Report report = OverrideApply::apply(parsed, applied);
        QCOMPARE(report.createdTables, 1);
        QVERIFY(report.skipped.empty());
        QVERIFY(report.localSources.empty());
        QCOMPARE(applied.size(), after.size());
        for (const auto& [id, table] : after)
            QVERIFY2(applied.at(id) == table, qPrintable(u"table 0x%1"_s.arg(id, 8, 16)));
        const OverrideApply::Applied* mark = report.find(DemoDat::CreatureTable, removed);
        QVERIFY(mark);
        QCOMPARE(mark->kind, OverrideApply::Applied::Kind::Removed);
        QVERIFY(mark->line > 0);

        // Nothing differs: nothing to write.
        QVERIFY(OverrideDiff::diff(original, original).file.entries.empty());
    }

    void diffNotesWhatTheLanguageCannotSay() {
        std::map<quint32, SoundTable> original;
        SoundTable table = SoundTable::makeEmpty(0x20000009);
        table.root.children.push_back({Footstep1, {{0x0A000001, 0, 1, 1}}, {}});
        original.emplace(table.id, table);
        std::map<quint32, SoundTable> edited = original;
        auto& variants = edited.at(table.id).root.children[0].variants;
        variants[0].volume = 1.5f;                          // louder than the language allows
        variants.push_back({0x0A000002, 0.5f, 1.0f, 1.0f}); // another priority
        const OverrideDiff::Changes diff = OverrideDiff::diff(original, edited);
        QCOMPARE(diff.notes.size(), size_t(2));
        QCOMPARE(diff.changedSounds, 1);
        const OverrideEntry& entry = diff.file.entries.at(0);
        QCOMPARE(entry.alternatives[0].volume, 1.0);
        QCOMPARE(entry.priority, 0.0);
        const QByteArray text = OverrideDiff::write(diff, u"a"_s, u"b"_s);
        QVERIFY(text.contains("# note: 0x20000009/Footstep1: "));
        QVERIFY(!OverrideParser().parse(text).hasErrors());
    }

    void applyKeepsLocalSourcesAndSkipsPlayTimeEvents() {
        const OverrideFile file =
            OverrideParser().parse("!volume percent\n"
                                   "!root snd\n"
                                   "*/Wound1, 2 = 0x0A000003, 50; step.ogg, 80, 0.5\n"
                                   "0x20000001/Wound1, 1 = a.wav, 100\n"
                                   "wave 0x0A000001, 0 = 0x0A000002, 1\n"
                                   "door opens, 0 =\n");
        QVERIFY(!file.hasErrors());
        constexpr quint32 Wound1 = 0x0C;
        std::map<quint32, SoundTable> tables = tablesOf(m_demo);
        const size_t withSteps = std::ranges::count_if(
            tables, [](const auto& t) { return t.second.sound(Wound1) != nullptr; });
        QVERIFY(withSteps >= 2);
        const auto report = OverrideApply::apply(file, tables, u"/mods"_s);
        QCOMPARE(report.skipped.size(), size_t(2));
        QCOMPARE(report.skipped[0].line, 5);
        QCOMPARE(report.skipped[1].line, 6);
        QCOMPARE(report.applied.size(), withSteps);
        const auto* human = report.find(DemoDat::HumanTable, Wound1);
        QVERIFY(human);
        QCOMPARE(human->line, 4); // the table's own line wins over */Wound1
        const SoundTableNode* steps = tables.at(DemoDat::HumanTable).sound(Wound1);
        QCOMPARE(steps->variants.size(), size_t(1));
        QCOMPARE(steps->variants[0], (SoundVariant{0, 1.0f, 1.0f, 1.0f}));
        const auto* local = report.localSource(DemoDat::HumanTable, Wound1, 0);
        QVERIFY(local);
        QCOMPARE(local->path, u"/mods/snd/a.wav"_s);
        for (const auto& a : report.applied) {
            if (a.table == DemoDat::HumanTable)
                continue;
            QVERIFY(a.everyTable);
            const SoundTableNode* node = tables.at(a.table).sound(Wound1);
            QCOMPARE(node->variants.size(), size_t(2));
            QCOMPARE(node->variants[0], (SoundVariant{0x0A000003, 2.0f, 1.0f, 0.5f}));
            QCOMPARE(node->variants[1], (SoundVariant{0, 2.0f, 0.5f, 0.8f}));
            const auto* s = report.localSource(a.table, Wound1, 1);
            QVERIFY(s);
            QCOMPARE(s->path, u"/mods/snd/step.ogg"_s);
            QCOMPARE(s->line, 3);
        }
    }

    // --- packs ---

    void packBakesEverySoundToVorbis() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(u"src/sfx"_s));
        QVERIFY(writeBytes(dir.filePath(u"src/sfx/step.wav"_s), goodWav()));
        auto ogg = VorbisBaker::encode(*testing::sine(300, 0.5, 11025, 0.3), 0.3f, 9);
        QVERIFY(ogg.has_value());
        QVERIFY(writeBytes(dir.filePath(u"src/sfx/door.ogg"_s), *ogg));
        // Two sources with one base name must not overwrite each other in the pack.
        QVERIFY(QDir(dir.path()).mkpath(u"src/sfx/other"_s));
        QVERIFY(writeBytes(dir.filePath(u"src/sfx/other/step.wav"_s),
                           WavWriter::pcm16(*testing::sine(660, 0.4, 11025, 0.2))));
        const QString overridePath = dir.filePath(u"src/mod.txt"_s);
        QVERIFY(writeBytes(overridePath,
                           "# my mod\n"
                           "!root sfx\n"
                           "0x20000001/Footstep1, 0 = step.wav, 0.8; other/step.wav, 0.7\n"
                           "door opens, 0 = door.ogg, 1 # the door\n"
                           "*/Footstep1, 0 = 0x0A000001, 1; step.wav, 0.5\n"));

        const QString packDir = dir.filePath(u"pack"_s);
        auto summary = OverridePack::pack(overridePath, packDir, {});
        QVERIFY2(summary.has_value(), summary ? "" : qPrintable(summary.error().toString()));
        QCOMPARE(summary->sounds.size(), size_t(3));
        QCOMPARE(summary->encoded, 2);
        QCOMPARE(summary->passedThrough, 1);

        int files = 0;
        QDirIterator it(packDir, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            ++files;
            if (path.endsWith(u"mod.txt"_s))
                continue;
            QVERIFY2(path.endsWith(u".ogg"_s), qPrintable(path));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto info = OggVorbisReader::verify(f.readAll());
            QVERIFY2(info.has_value(), qPrintable(path));
            if (!QStandardPaths::findExecutable(u"oggdec"_s).isEmpty()) {
                const QString error = testing::run(
                    u"oggdec"_s, {u"--quiet"_s, u"-o"_s, dir.filePath(u"check.wav"_s), path});
                QVERIFY2(error.isEmpty(), qPrintable(error));
            }
        }
        QCOMPARE(files, 4);

        QFile rewritten(summary->overrideFile);
        QVERIFY(rewritten.open(QIODevice::ReadOnly));
        const QByteArray text = rewritten.readAll();
        const OverrideFile parsed = OverrideParser().parse(text);
        QVERIFY2(parsed.diagnostics.empty(),
                 parsed.diagnostics.empty() ? "" : qPrintable(parsed.diagnostics[0].toString({})));
        QVERIFY(parsed.root.isEmpty());
        QVERIFY(!text.contains("!root"));
        QVERIFY(text.contains("# my mod"));
        QVERIFY(text.contains("# the door"));
        int localFiles = 0;
        for (const OverrideEntry& entry : parsed.entries) {
            for (const OverrideAlternative& a : entry.alternatives) {
                if (a.isWave())
                    continue;
                ++localFiles;
                QVERIFY2(QDir::isRelativePath(a.file), qPrintable(a.file));
                QVERIFY2(QFileInfo(parsed.resolve(a, packDir)).isFile(), qPrintable(a.file));
            }
        }
        QCOMPARE(localFiles, 4);
        QVERIFY(OverrideDatCheck::checkFiles(parsed, packDir).empty());

        // A second pack into the same, now non-empty, folder needs --force.
        auto again = OverridePack::pack(overridePath, packDir, {});
        QVERIFY(!again.has_value());
        QCOMPARE(again.error().code, ErrorCode::Usage);
        OverridePack::Options force;
        force.force = true;
        QVERIFY(OverridePack::pack(overridePath, packDir, force).has_value());
    }

    void packRefusesBrokenInput() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString bad = dir.filePath(u"bad.txt"_s);
        QVERIFY(writeBytes(bad, "x, 1 = a.wav, 60\n"));
        auto parse = OverridePack::pack(bad, dir.filePath(u"p1"_s), {});
        QVERIFY(!parse.has_value());
        QCOMPARE(parse.error().code, ErrorCode::Parse);
        QCOMPARE(parse.error().line, 1);

        const QString missing = dir.filePath(u"missing.txt"_s);
        QVERIFY(writeBytes(missing, "# x\nx, 1 = gone.wav, 0.6\n"));
        auto notFound = OverridePack::pack(missing, dir.filePath(u"p2"_s), {});
        QVERIFY(!notFound.has_value());
        QCOMPARE(notFound.error().code, ErrorCode::NotFound);
        QCOMPARE(notFound.error().line, 2);
        QVERIFY(!QFile::exists(dir.filePath(u"p2/missing.txt"_s)));

        const QString cut = dir.filePath(u"cut.txt"_s);
        QVERIFY(writeBytes(dir.filePath(u"cut.wav"_s), goodWav().left(300)));
        QVERIFY(writeBytes(cut, "x, 1 = cut.wav, 0.6\n"));
        auto undecodable = OverridePack::pack(cut, dir.filePath(u"p3"_s), {});
        QVERIFY(!undecodable.has_value());
        QVERIFY2(undecodable.error().file.endsWith(u"cut.wav"_s),
                 qPrintable(undecodable.error().toString()));
        QVERIFY(!QFile::exists(dir.filePath(u"p3/cut.txt"_s)));
    }
};

QTEST_GUILESS_MAIN(TestOverrideFiles)
#include "tst_overridefiles.moc"
