#include "core/audio/vorbisbaker.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/override/overridedatcheck.h"
#include "core/override/overrideparser.h"

#include <QDir>
#include <QFile>
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
};

QTEST_GUILESS_MAIN(TestOverrideDatCheck)
#include "tst_overridedatcheck.moc"
