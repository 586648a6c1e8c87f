// The audition side in the main window: the session's location drives the odds chart, the
// waveform and the transport (a selection in the editor and the same location set on the
// session give the same state), adding a variant moves the never-chosen mark, the QA menu starts
// a run, a wave dragged from the browser lands in the listener view, preferences round-trip and
// apply.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/attenuationplot.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/qarunpanel.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/preferencesdialog.h"
#include "windowfixture.h"

#include <QAction>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QPointer>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {
QAction* findAction(QMenuBar* bar, const QString& menu, const QString& text) {
    for (QAction* m : bar->actions())
        if (m->menu() && m->text() == menu)
            for (QAction* a : m->menu()->actions())
                if (a->text() == text)
                    return a;
    return nullptr;
}
} // namespace

class TestAuditionWorkbench final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    AuditionWorkbench* audition() const { return m_window->audition(); }

    /// What the workbench shows, in words: the odds chart's bars and chances, the transport's
    /// list, variant and wave, the waveform's buffer and whether the selected variant can go to
    /// the listener view.
    QStringList workbenchState() const {
        QStringList state;
        const OddsChart* odds = audition()->oddsChart();
        const std::vector<double> chances = odds->playChances();
        for (int i = 0; i < odds->variantCount(); ++i)
            state << u"bar %1 %2 %3"_s.arg(i).arg(odds->tickLabel(i)).arg(chances[std::size_t(i)]);
        for (const int i : odds->neverChosenIndices())
            state << u"never chosen %1"_s.arg(i);
        const Transport* transport = audition()->transport();
        for (const SoundVariant& v : transport->soundList().variants)
            state << u"record %1 %2 %3"_s.arg(hexId(v.wave)).arg(v.probability).arg(v.volume);
        state << u"selected %1, wave %2"_s.arg(transport->selected()).arg(transport->wave());
        const PcmBufferPtr& buffer = audition()->waveform()->buffer();
        state << u"buffer %1"_s.arg(buffer ? buffer->frames() : -1);
        const QAction* add = findAction(m_window->menuBar(), u"&Audition"_s,
                                        u"Add Selected Variant to &Listener View"_s);
        state << u"add to listener %1"_s.arg(add && add->isEnabled());
        return state;
    }

    /// Selects `soundType`'s row and then `variant`'s in the table editor's own widgets, as a
    /// click would (the editor shows `table` first, as the browser asks it to).
    bool selectInEditor(quint32 table, quint32 soundType, int variant) {
        TableEditor* editor = m_window->tableEditor();
        m_window->session()->navigate(DocumentLocation::table(table));
        QListWidget* types = editor->soundTypeList();
        for (int row = 0; row < types->count(); ++row)
            if (types->item(row)->data(Qt::UserRole).value<quint32>() == soundType)
                types->setCurrentRow(row);
        if (editor->currentSoundType() != soundType)
            return false;
        QTableView* grid = editor->variantView();
        grid->setCurrentIndex(grid->model()->index(variant, 0));
        QCoreApplication::processEvents();
        return editor->currentVariant() == variant;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        m_window = test::openedWindow(m_dir, m_dat);
        QVERIFY(m_window);
    }

    void cleanup() { test::closeWindow(m_window); }

    void selectionDrivesOddsAndWaveform() {
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        m_window->session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep, 1));
        QCoreApplication::processEvents();
        OddsChart* odds = audition()->oddsChart();
        const auto& variants = odds->outcome().variants;
        QVERIFY(variants.size() >= 2);
        QCOMPARE(odds->neverChosenIndices(),
                 std::vector<int>{static_cast<int>(variants.size()) - 1});
        QCOMPARE(audition()->transport()->selected(), m_window->tableEditor()->currentVariant());
        QVERIFY(audition()->waveform()->buffer());

        // Adding a variant moves the never-chosen mark to the new last record.
        const auto before = variants.size();
        m_window->tableEditor()->addVariantAction()->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(odds->outcome().variants.size(), before + 1);
        QCOMPARE(odds->neverChosenIndices(), std::vector<int>{static_cast<int>(before)});

        // Its undo takes the row away under the selection: the session's location and the
        // transport name no variant the list lacks.
        m_window->tableEditor()->variantView()->setCurrentIndex(
            m_window->tableEditor()->variantView()->model()->index(static_cast<int>(before), 0));
        QCOMPARE(audition()->transport()->selected(), static_cast<int>(before));
        m_window->session()->document()->undo();
        QCoreApplication::processEvents();
        QCOMPARE(odds->outcome().variants.size(), before);
        QCOMPARE(m_window->session()->currentLocation().index,
                 m_window->tableEditor()->currentVariant());
        QCOMPARE(audition()->transport()->selected(), m_window->tableEditor()->currentVariant());
        QVERIFY(audition()->transport()->selected() < static_cast<int>(before));
    }

    // The workbench reads the selection from the session only: choosing a variant in the
    // editor, setting the same location on the session (the editor showing something else
    // meanwhile) and navigating there give one state; a setup selected after it keeps it.
    void editorAndSessionLocationAgree_data() {
        QTest::addColumn<quint32>("table");
        QTest::addColumn<QString>("soundType");
        QTest::addColumn<int>("variant");
        QTest::newRow("Footstep1 #2") << DemoDat::HumanTable << u"Footstep1"_s << 2;
        QTest::newRow("Swoosh2 #1, never chosen") << DemoDat::WeaponTable << u"Swoosh2"_s << 1;
        QTest::newRow("UI_Bell #0, rare") << DemoDat::InterfaceTable << u"UI_Bell"_s << 0;
        QTest::newRow("Attack1 #0, missing wave") << DemoDat::CreatureTable << u"Attack1"_s << 0;
        QTest::newRow("Wound1 #0, gated off") << DemoDat::CreatureTable << u"Wound1"_s << 0;
    }
    void editorAndSessionLocationAgree() {
        QFETCH(quint32, table);
        QFETCH(QString, soundType);
        QFETCH(int, variant);
        const quint32 type = parseSoundType(soundType).value();
        DocumentSession* session = m_window->session();
        QVERIFY(selectInEditor(table, type, variant));
        QCOMPARE(session->currentLocation(), DocumentLocation::sound(table, type, variant));
        const QStringList chosen = workbenchState();
        QVERIFY2(chosen.contains(u"selected %1, wave 0"_s.arg(variant)),
                 qPrintable(chosen.join(u"; "_s)));

        // The editor elsewhere: another table's first sound type — another state.
        const quint32 other =
            table == DemoDat::HumanTable ? DemoDat::WeaponTable : DemoDat::HumanTable;
        session->navigate(DocumentLocation::table(other));
        QCoreApplication::processEvents();
        const auto shownByEditor = m_window->tableEditor()->currentSoundType();
        QVERIFY(shownByEditor.has_value());
        QVERIFY(workbenchState() != chosen);

        // The location set on the session alone: the editor keeps its selection, the workbench
        // follows the session.
        session->setCurrentLocation(DocumentLocation::sound(table, type, variant));
        QCoreApplication::processEvents();
        QCOMPARE(m_window->tableEditor()->table(), other);
        QCOMPARE(m_window->tableEditor()->currentSoundType(), shownByEditor);
        QCOMPARE(workbenchState(), chosen);

        // A setup selected: the odds and the transport stay those of the sound type.
        session->setCurrentLocation(DocumentLocation::setup(DemoDat::HumanSetup));
        QCoreApplication::processEvents();
        QCOMPARE(workbenchState(), chosen);

        // Navigating there (the editor follows too) gives the same state again.
        session->navigate(DocumentLocation::table(other));
        QCoreApplication::processEvents();
        session->navigate(DocumentLocation::sound(table, type, variant));
        QCoreApplication::processEvents();
        QCOMPARE(m_window->tableEditor()->currentSoundType(), std::optional<quint32>(type));
        QCOMPARE(m_window->tableEditor()->currentVariant(), variant);
        QCOMPARE(workbenchState(), chosen);
    }

    void menusAreThere() {
        QMenuBar* bar = m_window->menuBar();
        QVERIFY(findAction(bar, u"&Audition"_s, u"Play / Stop"_s));
        QVERIFY(findAction(bar, u"&Audition"_s, u"Roll and Play"_s));
        QVERIFY(findAction(bar, u"&Edit"_s, u"&Preferences…"_s));
        QAction* qaTable = findAction(bar, u"&QA"_s, u"Audition All in &Table"_s);
        QVERIFY(qaTable);
        qaTable->trigger();
        QVERIFY(audition()->qaPanel()->run());
        int variants = 0;
        for (const auto& child :
             m_window->session()->document()->table(DemoDat::HumanTable)->root.children)
            variants += static_cast<int>(child.variants.size());
        QCOMPARE(audition()->qaPanel()->run()->count(), variants);
    }

    void browserWaveDropsOnListener() {
        BrowserModel* model = m_window->browser()->model();
        const QModelIndex waves = model->index(BrowserModel::Waves, 0);
        const QModelIndex first = model->index(0, 0, waves);
        QVERIFY(model->flags(first) & Qt::ItemIsDragEnabled);
        std::unique_ptr<QMimeData> mime(model->mimeData({first}));
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QLatin1StringView(ListenerView::WaveMimeType)));

        ListenerView* listener = audition()->listener();
        listener->parentWidget()->show();
        const auto count = listener->sources().size();
        const QPointF at = listener->worldToScreen({12, 4});
        QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(listener, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(listener, &drop);
        QCOMPARE(listener->sources().size(), count + 1);
        const QPointF p = listener->sources().back().position;
        QVERIFY(std::abs(p.x() - 12) < 0.5 && std::abs(p.y() - 4) < 0.5);
        QVERIFY(listener->sources().back().pcm);
    }

    void everyDockDrawsSomething() {
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        m_window->session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep, 0));
        QCoreApplication::processEvents();
        audition()->oddsChart()->roll(10'000, 3);
        // The ambient timeline of the opened dat is simulated in the background.
        QTRY_VERIFY(audition()->ambient()->schedule());
        audition()->listener()->addSource(u"tone"_s, audition()->waveform()->buffer(), 1.0,
                                          QPointF(-20, 15));
        const QString shots = qEnvironmentVariable("SOUNDSTAGE_SHOT_DIR");
        const QList<QWidget*> widgets = {audition()->oddsChart(), audition()->waveform(),
                                         audition()->listener(),  audition()->attenuation(),
                                         audition()->ambient(),   audition()->qaPanel()};
        for (QWidget* w : widgets) {
            w->resize(std::max(w->width(), 700), std::max(w->height(), 360));
            const QImage image = w->grab().toImage();
            QVERIFY(!image.isNull());
            // Not one flat colour: something is drawn.
            QSet<QRgb> colours;
            for (int y = 0; y < image.height() && colours.size() < 16; y += 7)
                for (int x = 0; x < image.width() && colours.size() < 16; x += 7)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() >= 4, w->metaObject()->className());
            if (!shots.isEmpty())
                image.save(shots + u'/' +
                           QString::fromLatin1(w->metaObject()->className()).section(u"::"_s, -1) +
                           u".png"_s);
        }
    }

    void preferencesRoundTripAndApply() {
        Preferences p;
        p.placementMode = PlacementMode::OpenAl;
        p.distanceModel = DistanceModel::ExponentClamped;
        p.referenceDistance = 3.5;
        p.rolloffFactor = 0.75;
        p.volumes.effect = 0.5f;
        p.volumes.ambientEnabled = false;
        p.fpuModel = FpuModel::Double;
        p.stealingPool = true;
        p.voices = 6;
        p.language = u"de"_s;
        QSettings settings(m_dir.filePath(u"prefs.ini"_s), QSettings::IniFormat);
        p.save(settings);
        const Preferences back = Preferences::load(settings);
        QCOMPARE(back.placementMode, p.placementMode);
        QCOMPARE(back.distanceModel, p.distanceModel);
        QCOMPARE(back.referenceDistance, 3.5);
        QCOMPARE(back.rolloffFactor, 0.75);
        QCOMPARE(back.volumes.effect, 0.5f);
        QCOMPARE(back.volumes.ambientEnabled, false);
        QCOMPARE(back.fpuModel, FpuModel::Double);
        QCOMPARE(back.stealingPool, true);
        QCOMPARE(back.voices, 6);
        QCOMPARE(back.language, u"de"_s);

        PreferencesDialog dialog({u"Device A"_s});
        dialog.setPreferences(p);
        const Preferences fromDialog = dialog.preferences();
        QCOMPARE(fromDialog.placementMode, p.placementMode);
        QCOMPARE(fromDialog.distanceModel, p.distanceModel);
        QCOMPARE(fromDialog.volumes.effect, 0.5f);
        QCOMPARE(fromDialog.fpuModel, FpuModel::Double);
        QCOMPARE(fromDialog.voices, 6);
        QCOMPARE(fromDialog.language, u"de"_s);

        // Applied: the listener's retail readout follows the effect slider.
        ListenerView* listener = audition()->listener();
        const int id = listener->addSource(u"x"_s, nullptr, 1.0, QPointF(0, 10));
        const int full = listener->readout(id).attenuation.dB;
        Preferences half;
        half.volumes.effect = 0.5f;
        audition()->applyPreferences(half);
        QCOMPARE(listener->readout(id).attenuation.dB, full - 6);
    }

    void gateModelPreferenceReachesTheGrid() {
        // Footstep1 #0 has probability 1: gate 32767/32768 in single precision, 1 in double
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        m_window->session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep, 0));
        VariantModel* model = m_window->tableEditor()->variantModel();
        const auto gate = [model] {
            return model->index(0, VariantModel::GateColumn)
                .data(VariantModel::ChanceRole)
                .toDouble();
        };
        QCOMPARE(gate(), 32767.0 / 32768.0);
        Preferences p;
        p.fpuModel = FpuModel::Double;
        audition()->applyPreferences(p);
        QCOMPARE(gate(), 1.0);
        p.fpuModel = FpuModel::Single;
        audition()->applyPreferences(p);
        QCOMPARE(gate(), 32767.0 / 32768.0);
    }

    // Found by the ASan suite (2026-11-29): after the QA menu raised its dock, the window
    // deleted the listener's dock before the workbench, whose destructor then stopped the
    // freed listener view. The window deletes its children in their current order, which
    // raising and tabbing docks changes; closing must be clean in any order (the sanitizer
    // build checks the memory), with the views' sounds stopped while the engine still exists.
    void closesInAnyOrder_data() {
        QTest::addColumn<QString>("first");
        QTest::newRow("window order") << QString();
        QTest::newRow("listener dock first") << u"listener"_s;
        QTest::newRow("ambient dock first") << u"ambient"_s;
        QTest::newRow("workbench first") << u"workbench"_s;
    }
    void closesInAnyOrder() {
        QFETCH(QString, first);
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        m_window->session()->navigate(DocumentLocation::sound(DemoDat::HumanTable, footstep, 0));
        QCoreApplication::processEvents();
        QVERIFY(audition()->waveform()->buffer());
        ListenerView* listener = audition()->listener();
        const int id =
            listener->addSource(u"tone"_s, audition()->waveform()->buffer(), 1.0, QPointF(3, 4));
        listener->playSource(id, true);
        findAction(m_window->menuBar(), u"&QA"_s, u"Audition All in &Table"_s)->trigger();
        QPointer<QObject> workbench = audition();
        if (first == u"listener"_s)
            delete listener->parentWidget();
        else if (first == u"ambient"_s)
            delete audition()->ambient()->parentWidget();
        else if (first == u"workbench"_s)
            delete audition();
        m_window.reset();
        QVERIFY(workbench.isNull());
    }
};

QTEST_MAIN(TestAuditionWorkbench)
#include "tst_auditionworkbench.moc"
