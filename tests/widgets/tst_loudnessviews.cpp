// Loudness in the editor (issue #19): the wave page's line, the grid's optional Loudness column
// (with the variant's volume) and a table's spread, all measured in the background by the
// session's WaveLoudness and cached per wave id until the wave changes. The waves are sines of
// known level imported into the demo dat: a 1 kHz sine at -20 dBFS peak measures -20 LUFS (mono
// counts as dual mono, EBU Tech 3341's case 1 at another level).
#include "../audio/audiotesttools.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/document/documentchange.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/tableloudness.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/soundlist.h"
#include "widgets/session/waveloudness.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestLoudnessViews final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    DocumentSession* session() const { return m_window->session(); }
    Document* document() const { return session()->document(); }
    TableEditor* editor() const { return m_window->tableEditor(); }
    static quint32 footstep() { return parseSoundType(u"Footstep1").value(); }

    // A 1 s mono 1 kHz sine at `dbfs` peak, imported as a new wave; its id.
    std::optional<quint32> importSine(double dbfs) {
        const QString wav = m_dir.filePath(u"sine%1.wav"_s.arg(dbfs));
        const double amplitude = std::pow(10.0, dbfs / 20.0);
        if (!testing::writeAll(wav, WavWriter::pcm16(*testing::sine(1000, amplitude, 48000, 1.0))))
            return std::nullopt;
        return m_window->findChild<ExportActions*>()->importWave(wav);
    }

    // The first "-20.0 LUFS" (a no-break space before the unit) in `text`, read in the current
    // locale.
    static std::optional<double> firstLufs(const QString& text) {
        const auto match = QRegularExpression(u"(-?[0-9]+[.,][0-9])\u00A0LUFS"_s).match(text);
        if (!match.hasMatch())
            return std::nullopt;
        bool ok = false;
        const double value = QLocale().toDouble(match.captured(1), &ok);
        return ok ? std::optional(value) : std::nullopt;
    }

    void setVariant(int variant, quint32 wave, float volume) {
        QVERIFY(document()
                    ->setValue({Field::VariantWave, DemoDat::HumanTable, footstep(), variant}, wave)
                    .has_value());
        QVERIFY(
            document()
                ->setValue({Field::VariantVolume, DemoDat::HumanTable, footstep(), variant}, volume)
                .has_value());
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        m_window = test::openedWindow(m_dir, m_dat);
        QVERIFY(m_window);
    }

    void cleanup() {
        if (m_window && document())
            document()->markSaved();
        m_window.reset();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // The page says "measuring…" until the worker is done, then the values, in the locale's
    // numbers; undoing the import drops the cached value, redoing measures again.
    void wavePageShowsTheLoudness_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("English") << u"en_US"_s << u"-20.0\u00A0LUFS"_s;
        QTest::newRow("German") << u"de_DE"_s << u"-20,0\u00A0LUFS"_s;
    }
    void wavePageShowsTheLoudness() {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(locale));
        const auto id = importSine(-20.0);
        QVERIFY(id);
        session()->navigate(DocumentLocation::wave(*id));
        auto* line = m_window->recordPanel()->findChild<QLabel*>(u"waveLoudness"_s);
        QVERIFY(line);
        QVERIFY(line->isVisible());
        QVERIFY2(line->text().contains(u"measuring"_s), qPrintable(line->text()));
        QTRY_VERIFY_WITH_TIMEOUT(line->text().contains(u"LUFS"_s), 20000);
        QVERIFY2(line->text().contains(expected), qPrintable(line->text()));
        QVERIFY2(line->text().contains(u"dBTP"_s), qPrintable(line->text()));
        QVERIFY(session()->loudness()->cachedWave(*id));
        const double truePeak = session()->loudness()->cachedWave(*id)->loudness.truePeak;
        QVERIFY2(std::abs(truePeak - -20.0) <= 0.1, qPrintable(QString::number(truePeak)));

        document()->undo(); // the import
        QVERIFY(!session()->loudness()->cachedWave(*id));
        document()->redo();
        session()->navigate(DocumentLocation::wave(*id));
        QVERIFY2(line->text().contains(u"measuring"_s), qPrintable(line->text()));
        QTRY_VERIFY_WITH_TIMEOUT(line->text().contains(expected), 20000);
    }

    // A dat wave too (the worker reads the shared dat), and one that does not decode says so.
    void datWavesAndErrors() {
        session()->navigate(DocumentLocation::wave(0x0A000001));
        auto* line = m_window->recordPanel()->findChild<QLabel*>(u"waveLoudness"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!line->text().contains(u"measuring"_s), 20000);
        QVERIFY2(firstLufs(line->text()) || line->text().contains(u"silent"_s),
                 qPrintable(line->text()));
        // A missing wave is cached with its error, not measured again and again.
        const WaveLoudness::Measurement* missing = session()->loudness()->wave(0x0A00FFF0);
        QVERIFY(!missing);
        QTRY_VERIFY_WITH_TIMEOUT(session()->loudness()->cachedWave(0x0A00FFF0), 20000);
        QVERIFY(!session()->loudness()->cachedWave(0x0A00FFF0)->ok());
        QVERIFY(!session()->loudness()->isBusy());
        QVERIFY(session()->loudness()->wave(0x0A00FFF0));
        QVERIFY(!session()->loudness()->isBusy());
    }

    // Thousands asked for at once are measured in batches of MaxBatch: results come after each
    // batch (a view fills in as they come), and a document change drops what was measured for
    // the old one. (The progress over the whole queue is seen in bench_loudness, on real waves:
    // these missing ones measure too fast to watch.)
    void manyWavesFillInBatches() {
        WaveLoudness* loudness = session()->loudness();
        constexpr int Count = 3 * int(WaveLoudness::MaxBatch) + 10;
        const quint32 first = 0x0A00C000; // not in the demo dat: each measures as an error
        QSignalSpy measured(loudness, &WaveLoudness::measured);
        for (int i = 0; i < Count; ++i)
            QVERIFY(!loudness->wave(first + quint32(i)));
        QVERIFY(loudness->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!loudness->isBusy(), 20000);
        QCOMPARE(measured.size(), 4); // 256 + 256 + 256 + 10
        for (int i = 0; i < Count; ++i)
            QVERIFY(loudness->cachedWave(first + quint32(i)));

        // Asked again after a change of every record: the old results are gone, the batch that
        // runs is dropped, the new run measures them again.
        for (int i = 0; i < Count; ++i)
            QVERIFY(!loudness->wave(first + 0x1000 + quint32(i)));
        // Still queued or running (missing waves measure in microseconds, so waiting to see the
        // task run could miss it on a loaded machine): the change comes while it is in flight.
        QVERIFY(loudness->isBusy());
        emit session()->changed(DocumentChange{DocumentChange::Kind::Reset});
        QVERIFY(!loudness->cachedWave(first));
        QTest::qWait(200); // (the views ask for their own waves again: those may be measured)
        QVERIFY(!loudness->cachedWave(first + 0x1000)); // a dropped result never lands
    }

    // A local file (an override's sound) is measured by path and kept while it stays the same
    // file; written again (another size and time), it is measured again.
    void localFilesFollowTheirFile() {
        const QString path = m_dir.filePath(u"local.wav"_s);
        QVERIFY(testing::writeAll(path, WavWriter::pcm16(*testing::sine(1000, 0.1, 48000, 1.0))));
        WaveLoudness* loudness = session()->loudness();
        QVERIFY(!loudness->file(path));
        QTRY_VERIFY_WITH_TIMEOUT(loudness->file(path), 20000);
        QVERIFY(std::abs(loudness->file(path)->loudness.integrated - -20.0) <= 0.1);
        // Another level and length, and a later modification time.
        QFile::remove(path);
        QVERIFY(testing::writeAll(path, WavWriter::pcm16(*testing::sine(1000, 0.5, 48000, 2.0))));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(5),
                                 QFileDevice::FileModificationTime));
        file.close();
        QVERIFY(!loudness->file(path));
        QTRY_VERIFY_WITH_TIMEOUT(loudness->file(path), 20000);
        QVERIFY(std::abs(loudness->file(path)->loudness.integrated - -6.0) <= 0.1);
        // A file that is not audio is cached with its error.
        const QString text = m_dir.filePath(u"notes.wav"_s);
        QVERIFY(testing::writeAll(text, "not a sound"));
        QVERIFY(!loudness->file(text));
        QTRY_VERIFY_WITH_TIMEOUT(loudness->file(text), 20000);
        QVERIFY(!loudness->file(text)->ok());
    }

    // An applied override whose `wave` line puts a local file in a dat wave's place: the grid
    // column, the table's spread and the wave page measure that file (not the dat's wave) and
    // say it is the override's; without the override they measure the dat's wave again.
    void overrideReplacementIsMeasured() {
        const QString local = m_dir.filePath(u"replacement.wav"_s);
        const double amplitude = std::pow(10.0, -12.0 / 20.0); // a sine at -12 dBFS: -12 LUFS
        QVERIFY(testing::writeAll(local,
                                  WavWriter::pcm16(*testing::sine(1000, amplitude, 48000, 1.0))));
        const SoundTableNode* node = document()->sound(DemoDat::HumanTable, footstep());
        QVERIFY(node && !node->variants.empty());
        const quint32 wave = node->variants[0].wave;
        QVERIFY(wave != 0);
        const double volume = node->variants[0].volume;

        editor()->loudnessColumnAction()->trigger();
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        VariantModel* model = editor()->variantModel();
        const auto cell = [&](int role) {
            return model->index(0, VariantModel::LoudnessColumn).data(role);
        };
        QTRY_VERIFY_WITH_TIMEOUT(cell(VariantModel::LoudnessRole).isValid(), 20000);
        const QVariant datLevel = cell(VariantModel::LoudnessRole);
        QVERIFY(!cell(Qt::ToolTipRole).toString().contains(u"override"_s));

        const QString path = m_dir.filePath(u"waves.txt"_s);
        QVERIFY(testing::writeAll(
            path, u"wave %1, 0 = replacement.wav, 1\n"_s.arg(hexId(wave)).toUtf8()));
        auto preview =
            OverridePreview::load(path, document()->catalog().tables(), &document()->dat());
        QVERIFY(preview.has_value());
        session()->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));

        const SoundList list = session()->soundList(DemoDat::HumanTable, footstep());
        const OverridePlay play = session()->loudness()->playOf(list, 0);
        QCOMPARE(play.kind, OverridePlay::Kind::File);
        QCOMPARE(QFileInfo(play.file).fileName(), u"replacement.wav"_s);
        QCOMPARE(play.line, 1);
        QCOMPARE(play.gain, 1.0);
        const double expected = -12.0 + 20.0 * std::log10(volume);
        QTRY_VERIFY_WITH_TIMEOUT(cell(VariantModel::LoudnessRole).isValid(), 20000);
        QVERIFY2(std::abs(cell(VariantModel::LoudnessRole).toDouble() - expected) <= 0.1,
                 qPrintable(cell(VariantModel::LoudnessRole).toString()));
        const QString tip = cell(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"the override's replacement replacement.wav (waves.txt line 1)"_s),
                 qPrintable(tip));

        // The wave page: the replacement's loudness, said to be the override's.
        session()->navigate(DocumentLocation::wave(wave));
        auto* line = m_window->recordPanel()->findChild<QLabel*>(u"waveLoudness"_s);
        QVERIFY(line);
        QTRY_VERIFY_WITH_TIMEOUT(line->text().contains(u"LUFS"_s), 20000);
        QVERIFY2(line->text().startsWith(u"Loudness of the override's replacement "
                                         u"replacement.wav (waves.txt line 1): "_s),
                 qPrintable(line->text()));
        QVERIFY2(line->text().contains(u"-12.0\u00A0LUFS"_s), qPrintable(line->text()));

        // Cleared: the dat's wave again, on the page and in the column.
        session()->setAppliedOverride(nullptr);
        QVERIFY2(!line->text().contains(u"override"_s), qPrintable(line->text()));
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        QTRY_VERIFY_WITH_TIMEOUT(cell(VariantModel::LoudnessRole).isValid(), 20000);
        QCOMPARE(cell(VariantModel::LoudnessRole), datLevel);
    }

    // Off by default and nothing measured for it; on (from the header's menu or the View menu,
    // one action), each row shows its wave's loudness plus 20·log10(volume).
    void gridColumnWithTheVolume() {
        const auto quiet = importSine(-20.0);
        QVERIFY(quiet);
        setVariant(0, *quiet, 0.5f);
        setVariant(1, *quiet, 1.0f);
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        QTableView* view = editor()->variantView();
        VariantModel* model = editor()->variantModel();
        QAction* toggle = editor()->loudnessColumnAction();
        QVERIFY(view->isColumnHidden(VariantModel::LoudnessColumn));
        QVERIFY(!toggle->isChecked());
        QVERIFY(!model->index(0, VariantModel::LoudnessColumn).data().isValid());
        QVERIFY(view->horizontalHeader()->actions().contains(toggle));
        bool inViewMenu = false;
        for (QAction* menu : m_window->menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(toggle))
                inViewMenu = true;
        QVERIFY(inViewMenu);

        toggle->trigger();
        QVERIFY(!view->isColumnHidden(VariantModel::LoudnessColumn));
        QCOMPARE(model->headerData(VariantModel::LoudnessColumn, Qt::Horizontal).toString(),
                 u"LUFS"_s);
        const auto level = [&](int row) {
            return model->index(row, VariantModel::LoudnessColumn).data(VariantModel::LoudnessRole);
        };
        QTRY_VERIFY_WITH_TIMEOUT(level(0).isValid() && level(1).isValid(), 20000);
        QVERIFY2(std::abs(level(1).toDouble() - -20.0) <= 0.1, qPrintable(level(1).toString()));
        // Half the volume is 6.02 dB quieter.
        QVERIFY2(std::abs(level(0).toDouble() - (-20.0 + 20.0 * std::log10(0.5))) <= 0.1,
                 qPrintable(level(0).toString()));
        // The number alone (the unit is in the header, "LUFS"), in the locale.
        QCOMPARE(model->index(0, VariantModel::LoudnessColumn).data().toString(),
                 QLocale().toString(level(0).toDouble(), 'f', 1));
        // A volume edit changes the column at once: the wave's measurement is cached.
        QVERIFY(document()
                    ->setValue({Field::VariantVolume, DemoDat::HumanTable, footstep(), 0}, 0.1f)
                    .has_value());
        QVERIFY(level(0).isValid());
        QVERIFY(std::abs(level(0).toDouble() - -40.0) <= 0.1);

        toggle->trigger();
        QVERIFY(view->isColumnHidden(VariantModel::LoudnessColumn));
        QVERIFY(!level(0).isValid());
    }

    // The rule of the spread line, on levels written down.
    void spreadRule_data() {
        QTest::addColumn<QList<double>>("footsteps");
        QTest::addColumn<QList<double>>("swooshes");
        QTest::addColumn<double>("span");
        QTest::addColumn<int>("outlier"); // Footstep1 variant, -1: none stands out
        QTest::addColumn<double>("deviation");
        QTest::newRow("one loud footstep")
            << QList<double>{-20, -21, -14, -20} << QList<double>{-30, -29} << 16.0 << 2 << 6.0;
        QTest::newRow("one quiet footstep")
            << QList<double>{-20, -20, -20, -32} << QList<double>{-21} << 12.0 << 3 << -12.0;
        QTest::newRow("close together")
            << QList<double>{-20, -21, -19} << QList<double>{-25, -23.5} << 6.0 << -1 << 0.0;
        QTest::newRow("a lone variant has no siblings")
            << QList<double>{-10} << QList<double>{-30, -29} << 20.0 << -1 << 0.0;
    }
    void spreadRule() {
        QFETCH(QList<double>, footsteps);
        QFETCH(QList<double>, swooshes);
        QFETCH(double, span);
        QFETCH(int, outlier);
        QFETCH(double, deviation);
        std::vector<TableLoudness::Level> levels;
        for (int i = 0; i < footsteps.size(); ++i)
            levels.push_back({footstep(), i, footsteps[i]});
        for (int i = 0; i < swooshes.size(); ++i)
            levels.push_back({parseSoundType(u"Swoosh2").value(), i, swooshes[i]});
        const auto spread = TableLoudness::spreadOf(levels);
        QVERIFY(spread);
        QCOMPARE(spread->high - spread->low, span);
        QCOMPARE(spread->outlier.has_value(), outlier >= 0);
        if (outlier >= 0) {
            QCOMPARE(spread->outlier->soundType, footstep());
            QCOMPARE(spread->outlier->variant, outlier);
            QCOMPARE(spread->outlier->deviation, deviation);
        }
        QVERIFY(!TableLoudness::spreadOf({}));
    }

    // The line on the table page: far apart variants are named, with the volume counted.
    void tableSpreadLine() {
        const auto quiet = importSine(-40.0);
        const auto loud = importSine(-6.0);
        QVERIFY(quiet && loud);
        const int variants =
            static_cast<int>(document()->sound(DemoDat::HumanTable, footstep())->variants.size());
        QVERIFY(variants >= 3);
        for (int v = 0; v < variants; ++v)
            setVariant(v, v == 2 ? *loud : *quiet, 1.0f);
        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        TableLoudness* line = editor()->loudnessLine();
        QVERIFY(line->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!line->text().contains(u"measuring"_s), 30000);
        QVERIFY2(line->text().contains(u"Footstep1 #2 is 34.0\u00A0LU louder than its siblings"_s),
                 qPrintable(line->text()));
        QVERIFY2(line->toolTip().contains(u"Footstep1: 34.0\u00A0LU"_s),
                 qPrintable(line->toolTip()));
        // Its volume brought down to the siblings' level: it no longer stands out.
        QVERIFY(document()
                    ->setValue({Field::VariantVolume, DemoDat::HumanTable, footstep(), 2},
                               float(std::pow(10.0, -34.0 / 20.0)))
                    .has_value());
        QVERIFY2(!line->text().contains(u"Footstep1 #2"_s), qPrintable(line->text()));
    }

    // A sound type an applied override adds to the table is measured in its spread (its local
    // files, 30 LU apart) and named in the tooltip; cleared, it is gone from both.
    void tableSpreadCountsAddedSoundTypes() {
        for (const auto& [name, dbfs] :
             {std::pair{u"added-loud.wav"_s, -10.0}, std::pair{u"added-quiet.wav"_s, -40.0}})
            QVERIFY(testing::writeAll(
                m_dir.filePath(name),
                WavWriter::pcm16(*testing::sine(1000, std::pow(10.0, dbfs / 20.0), 48000, 1.0))));
        const quint32 added = parseSoundType(u"Footstep2").value();
        QVERIFY(document()->sound(DemoDat::HumanTable, added) == nullptr);
        const QString path = m_dir.filePath(u"adds.txt"_s);
        QVERIFY(testing::writeAll(path, "0x20000001/Footstep2, 0 = added-loud.wav, 1; "
                                        "added-quiet.wav, 1\n"));
        auto preview =
            OverridePreview::load(path, document()->catalog().tables(), &document()->dat());
        QVERIFY(preview.has_value());
        session()->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
        QCOMPARE(session()->addedSoundTypes(DemoDat::HumanTable), std::vector<quint32>{added});

        session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep(), 0));
        TableLoudness* line = editor()->loudnessLine();
        QTRY_VERIFY_WITH_TIMEOUT(!line->text().contains(u"measuring"_s), 30000);
        QVERIFY2(line->toolTip().contains(u"Footstep2: 30.0\u00A0LU"_s),
                 qPrintable(line->toolTip()));

        session()->setAppliedOverride(nullptr);
        QVERIFY(session()->addedSoundTypes(DemoDat::HumanTable).empty());
        QTRY_VERIFY_WITH_TIMEOUT(!line->text().contains(u"measuring"_s), 30000);
        QVERIFY2(!line->toolTip().contains(u"Footstep2"_s), qPrintable(line->toolTip()));
    }
};

QTEST_MAIN(TestLoudnessViews)
#include "tst_loudnessviews.moc"
