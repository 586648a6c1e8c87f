#include "core/audio/vorbisbaker.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/override/overridedatcheck.h"
#include "core/override/overrideparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

// Checks against the built-in demo dat: HumanTable 0x20000001 has Footstep1 but no Footstep2;
// waves 0x0A000001… exist, 0x0A00FFFF does not.
class TestOverrideDatCheck : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<DatFile> m_dat;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto dat = DatFile::open(path);
        QVERIFY2(dat.has_value(), qPrintable(dat ? QString() : dat.error().toString()));
        m_dat = std::move(*dat);
    }

    void clientNamesAreWired() {
        const OverrideFile file = OverrideParser().parse("0x20000001/footstep1, 1 =\n"
                                                         "0x20000001/0x63, 1 =\n"
                                                         "0x20000001/0xCD, 1 =\n");
        QCOMPARE(file.entries[0].event.soundType, std::optional<quint32>(0x37));
        QCOMPARE(file.entries[0].event.toText(), u"0x20000001/Footstep1"_s);
        QCOMPARE(file.entries[1].event.soundName, u"BreatheFlaem"_s);
        QCOMPARE(file.diagnostics.size(), size_t(1)); // 0xCD has no name
        QCOMPARE(file.diagnostics[0].line, 3);
    }

    void datFindings() {
        const QByteArray text = "0x20000001/Footstep1, 0 = 0x0A000001, 1; 0x0A00FFFF, 1\n" // 1
                                "0x20000001/Footstep2, 0 =\n"                              // 2
                                "0x20000099/Footstep1, 0 =\n"                              // 3
                                "wave 0x0A000002, 0 = 0x0, 1\n"                            // 4
                                "wave 0x0A00FFFE, 0 =\n"                                   // 5
                                "*/Footstep2, 0 =\n"                                       // 6
                                "door opens, 0 = 0x0A000040, 1\n";                         // 7
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(!file.hasErrors());
        const auto found = OverrideDatCheck::checkDat(file, *m_dat);
        QCOMPARE(found.size(), size_t(4));
        QCOMPARE(found[0].line, 1);
        QCOMPARE(found[0].column, 42);
        QCOMPARE(found[0].message, u"wave 0x0A00FFFF is not in the dat"_s);
        QCOMPARE(found[1].line, 2);
        QCOMPARE(found[1].column, 1);
        QVERIFY2(found[1].message.startsWith(
                     u"table 0x20000001 has no Footstep2 (it has 8 sound types)"_s),
                 qPrintable(found[1].message));
        QCOMPARE(found[2].line, 3);
        QCOMPARE(found[2].message, u"table 0x20000099 is not in the dat"_s);
        QCOMPARE(found[3].line, 5);
        QCOMPARE(found[3].message, u"wave 0x0A00FFFE is not in the dat"_s);
        for (const auto& d : found)
            QCOMPARE(d.severity, OverrideDiagnostic::Severity::Error);
    }

    void missingFiles() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(u"sounds/steps"_s));
        // A real Ogg Vorbis file: present files are also decoded (see tst_overridefiles).
        std::vector<float> samples(2205, 0.25f);
        auto ogg = VorbisBaker::encode(*PcmBuffer::make(std::move(samples), 22050, 1), 0.2f, 3);
        QVERIFY(ogg.has_value());
        QFile present(dir.filePath(u"sounds/steps/a.ogg"_s));
        QVERIFY(present.open(QIODevice::WriteOnly));
        QCOMPARE(present.write(*ogg), ogg->size());
        present.close();
        const OverrideFile file = OverrideParser().parse("!root sounds\n"
                                                         "x, 0 = steps/a.ogg, 1; steps/b.ogg, 1\n"
                                                         "y, 0 = steps, 1\n");
        const auto found = OverrideDatCheck::checkFiles(file, dir.path());
        QCOMPARE(found.size(), size_t(2));
        QCOMPARE(found[0].line, 2);
        QCOMPARE(found[0].column, 24);
        QCOMPARE(found[0].message, u"file missing: "_s + dir.filePath(u"sounds/steps/b.ogg"_s));
        QCOMPARE(found[1].line, 3); // a folder is not a sound file
    }

    void mergeKeepsOrder() {
        OverrideFile file = OverrideParser().parse("a, 0 = x, 7\nb, 0 = y, 1\n");
        OverrideDatCheck::merge(file, {{2, 8, OverrideDiagnostic::Severity::Error, u"m"_s},
                                       {1, 1, OverrideDiagnostic::Severity::Error, u"n"_s}});
        QCOMPARE(file.diagnostics.size(), size_t(3));
        QCOMPARE(file.diagnostics[0].message, u"n"_s);
        QCOMPARE(file.diagnostics[1].line, 1);
        QCOMPARE(file.diagnostics[2].message, u"m"_s);
    }

    // resolveIn() (the folder worked out once) gives what QDir gives for every kind of path,
    // the plain ones it joins itself included.
    void resolveInMatchesQDir_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("file");
        const QStringList folders = {u"/snd"_s, u"/"_s, u"/a/b/"_s, u"rel/dir"_s, u""_s};
        const QStringList files = {u"x.wav"_s,    u"sub/x.wav"_s,  u"./x.wav"_s,   u"a/./b.wav"_s,
                                   u"../x.wav"_s, u"a/../b.wav"_s, u"a//b.wav"_s,  u"dir/"_s,
                                   u"/abs.wav"_s, u"c:x.wav"_s,    u":/res.wav"_s, u"a\\b.wav"_s,
                                   u"..."_s,      u".hidden"_s,    u"x.wav/."_s,   u"ü.wav"_s};
        for (const QString& folder : folders)
            for (const QString& file : files)
                QTest::addRow("%s + %s", qPrintable(folder), qPrintable(file)) << folder << file;
    }

    void resolveInMatchesQDir() {
        QFETCH(QString, folder);
        QFETCH(QString, file);
        const OverrideAlternative a = OverrideAlternative::fromFile(file, 1.0);
        QCOMPARE(OverrideFile::resolveIn(QDir(folder), a),
                 QDir::cleanPath(QDir(folder).absoluteFilePath(file)));
    }

    // Sound paths that leave the sound folder are warnings (the file is still used), whether
    // by `../`, an absolute path or a symlink pointing out; paths inside are not.
    void pathLeavingTheRoot_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("warns");
        QTest::newRow("inside") << QByteArray("a, 1 = sub/x.wav, 1\n") << false;
        QTest::newRow("dot-dot") << QByteArray("a, 1 = ../x.wav, 1\n") << true;
        QTest::newRow("dot-dot back in") << QByteArray("a, 1 = sub/../x.wav, 1\n") << false;
        QTest::newRow("absolute") << QByteArray("a, 1 = /usr/share/x.wav, 1\n") << true;
        QTest::newRow("symlink out") << QByteArray("a, 1 = out.wav, 1\n") << true;
        QTest::newRow("symlink in") << QByteArray("a, 1 = in.wav, 1\n") << false;
        QTest::newRow("above !root") << QByteArray("!root sounds\na, 1 = ../x.wav, 1\n") << true;
        QTest::newRow("inside !root") << QByteArray("!root sounds\na, 1 = x.wav, 1\n") << false;
    }

    void pathLeavingTheRoot() {
        QFETCH(QByteArray, text);
        QFETCH(bool, warns);
        QTemporaryDir outside;
        QTemporaryDir dir;
        QVERIFY(outside.isValid() && dir.isValid());
        QFile target(outside.filePath(u"x.wav"_s));
        QVERIFY(target.open(QIODevice::WriteOnly));
        target.close();
        QVERIFY(QFile::link(target.fileName(), dir.filePath(u"out.wav"_s)));
        QFile mine(dir.filePath(u"x.wav"_s));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.close();
        QVERIFY(QFile::link(mine.fileName(), dir.filePath(u"in.wav"_s)));
        const OverrideFile file = OverrideParser().parse(text);
        const auto found = OverrideDatCheck::checkContained(file, dir.path());
        QCOMPARE(found.size(), size_t(warns ? 1 : 0));
        if (warns) {
            QCOMPARE(found[0].severity, OverrideDiagnostic::Severity::Warning);
            QVERIFY2(found[0].message.contains(u"outside the sound folder"_s),
                     qPrintable(found[0].message));
        }
    }

    // Many paths, enough per folder that the check lists folders instead of asking path by path
    // (PathSurvey::surveyFolder), give the warnings that resolving each path on its own gives:
    // files and symlinks in and out of a listed folder, a listed folder that is a symlink out,
    // missing names and folders, `../`, `sub/../` and absolute paths, with and without `!root`.
    // Paths are kept as names grouped by folder (OverrideSourcePaths): many of them fill several
    // of its blocks, a name longer than it keeps as one is kept whole, and `!root` may come
    // after every entry.
    void containedMatchesPathByPath_data() {
        QTest::addColumn<QString>("root");
        QTest::addColumn<bool>("rootLast");
        QTest::addColumn<int>("filler");
        QTest::newRow("the file's folder") << QString() << false << 0;
        QTest::newRow("!root sounds") << u"sounds"_s << false << 0;
        QTest::newRow("!root sounds, written last") << u"sounds"_s << true << 0;
        QTest::newRow("many names") << u"sounds"_s << true << 12000;
    }

    void containedMatchesPathByPath() {
        QFETCH(QString, root);
        QFETCH(bool, rootLast);
        QFETCH(int, filler);
        QTemporaryDir outside;
        QTemporaryDir top;
        QVERIFY(outside.isValid() && top.isValid());
        const QDir topDir(top.path());
        const QString baseRelative = root.isEmpty() ? u"."_s : root;
        QVERIFY(topDir.mkpath(baseRelative + u"/sub"_s));
        const QDir base(topDir.filePath(baseRelative));
        const auto touch = [](const QString& path) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
        };
        constexpr int many = 20; // more than PathSurvey::MinNamesToList
        QStringList sources;
        for (int i = 0; i < many; ++i) {
            touch(base.filePath(u"a%1.wav"_s.arg(i)));
            touch(base.filePath(u"sub/b%1.wav"_s.arg(i)));
            touch(outside.filePath(u"c%1.wav"_s.arg(i)));
            sources << u"a%1.wav"_s.arg(i) << u"sub/b%1.wav"_s.arg(i) << u"linked/c%1.wav"_s.arg(i)
                    << u"missing%1.wav"_s.arg(i) << u"nofolder/x%1.wav"_s.arg(i);
        }
        QVERIFY(QFile::link(outside.filePath(u"c0.wav"_s), base.filePath(u"out.wav"_s)));
        QVERIFY(QFile::link(base.filePath(u"a0.wav"_s), base.filePath(u"in.wav"_s)));
        QVERIFY(QFile::link(outside.filePath(u"c1.wav"_s), base.filePath(u"sub/out.wav"_s)));
        QVERIFY(QFile::link(outside.path(), base.filePath(u"linked"_s)));
        QVERIFY(QFile::link(base.filePath(u"gone.wav"_s), base.filePath(u"dangling.wav"_s)));
        sources << u"out.wav"_s << u"in.wav"_s << u"sub/out.wav"_s << u"dangling.wav"_s
                << u"linked/none.wav"_s << u"sub/none.wav"_s << u"../x.wav"_s << u"sub/../a1.wav"_s
                << outside.filePath(u"c2.wav"_s) << u"a1.wav"_s << QString(4096, u'n')
                << u"sub/"_s + QString(5000, u'l') << u"../"_s + QString(5000, u'u');
        for (int i = 0; i < filler; ++i) {
            sources.insert(i % sources.size(),
                           (i % 3 ? u"sub/"_s : QString()) + u"filler-name-%1.wav"_s.arg(i));
        }
        sources << u"sub/b3.wav"_s << u"linked/c3.wav"_s; // after the filler's blocks

        const QByteArray rootLine = root.isEmpty() ? QByteArray() : "!root " + root.toUtf8() + "\n";
        QByteArray text = rootLast ? QByteArray() : rootLine;
        for (qsizetype i = 0; i < sources.size(); ++i)
            text += "e" + QByteArray::number(i) + ", 1 = \"" + sources[i].toUtf8() + "\", 1\n";
        if (rootLast)
            text += rootLine;
        const OverrideFile file = OverrideParser().parse(text);
        QVERIFY(!file.hasErrors());

        // Path by path: lexically outside, or a file that exists and really is elsewhere.
        const QString baseClean = QDir::cleanPath(base.absolutePath());
        const QString canonicalBase = QFileInfo(baseClean).canonicalFilePath();
        const auto inside = [](const QString& path, const QString& folder) {
            return path == folder || path.startsWith(folder + u'/');
        };
        std::vector<int> expected;
        for (const OverrideEntry& entry : file.entries) {
            const QString path = QDir::cleanPath(base.absoluteFilePath(entry.alternatives[0].file));
            const QString real = QFileInfo(path).canonicalFilePath();
            if (!inside(path, baseClean) || (!real.isEmpty() && !inside(real, canonicalBase)))
                expected.push_back(entry.line);
        }
        QVERIFY(expected.size() >= size_t(many) + 4); // linked/c*, out.wav, sub/out.wav, ../, abs

        std::vector<int> found;
        for (const OverrideDiagnostic& d : OverrideDatCheck::checkContained(file, top.path()))
            found.push_back(d.line);
        QCOMPARE(found, expected);
    }
};

QTEST_GUILESS_MAIN(TestOverrideDatCheck)
#include "tst_overridedatcheck.moc"
