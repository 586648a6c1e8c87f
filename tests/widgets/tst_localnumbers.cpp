// Numbers in the user's language, everywhere in the window: in German no text the window shows
// (labels, buttons, item views, the ambient tree, captions, plot legends, the roll's fit) writes
// a decimal point, and the Ambient dock's volume 0.5 reads "0,5"; in English the same texts do
// use points (so the scan sees them). A tiny chance in the grid gives its exact fraction.
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/attenuationplot.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

void itemTexts(const QAbstractItemModel* model, const QModelIndex& parent, int depth,
               QStringList& out) {
    for (int r = 0; r < model->rowCount(parent) && r < 200; ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            out << index.data(Qt::DisplayRole).toString();
            if (depth > 0 && c == 0)
                itemTexts(model, index, depth - 1, out);
        }
}

/// Every text the window shows in widgets (not the painted ones).
QStringList windowTexts(MainWindow& window) {
    QStringList out;
    for (const QLabel* label : window.findChildren<QLabel*>())
        out << label->text();
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
        out << button->text();
    for (const QAbstractItemView* view : window.findChildren<QAbstractItemView*>())
        if (view->model())
            itemTexts(view->model(), {}, 3, out);
    for (const WaveformView* wave : window.findChildren<WaveformView*>())
        out << wave->caption();
    AttenuationPlot* attenuation = window.audition()->attenuation();
    for (int i = 0; i < attenuation->curveCount(); ++i)
        out << attenuation->curveName(i);
    out << window.audition()->oddsChart()->fitText();
    out.removeAll(QString());
    return out;
}

} // namespace

class TestLocalNumbers final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void numbersFollowTheLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    void numbersFollowTheLanguage() {
        QFETCH(QString, language);
        const bool german = language == u"de"_s;
        // As the application does it (app/gui/main.cpp): the locale, then the translation.
        QLocale::setDefault(german ? QLocale(QLocale::German, QLocale::Germany)
                                   : QLocale(QLocale::English, QLocale::UnitedStates));
        QTranslator translator;
        if (german) {
            QVERIFY(
                translator.load(u"soundstage_de"_s, QStringLiteral(SOUNDSTAGE_BIN_DIR) +
                                                        u"/../share/soundstage/translations"_s));
            QCoreApplication::installTranslator(&translator);
        }
        {
            const auto opened = test::openedWindow(m_dir, m_dat, QSize(1280, 720));
            QVERIFY(opened);
            MainWindow& window = *opened;
            QStringList texts;
            // A variant (grid, explanation, waveform caption), a roll (its fit), a wave page, the
            // ambient tree of the demo's region.
            window.session()->navigate(DocumentLocation::sound(
                DemoDat::HumanTable, parseSoundType(u"Footstep1").value(), 0));
            window.audition()->oddsChart()->roll(2000, 1);
            // The Ambient dock is a tab behind the listener: its tree is built when asked for.
            QVERIFY(window.audition()->ambient()->tree()->topLevelItemCount() > 0);
            texts << windowTexts(window);
            window.session()->navigate(DocumentLocation::wave(0x0A000011));
            texts << windowTexts(window);

            // A decimal point between digits; German thousands grouping ("2.000", "1.234.567")
            // is not one.
            const QRegularExpression point(u"(?<![0-9A-Za-z.])\\d+\\.\\d+"_s);
            const QRegularExpression grouping(
                u"(?<![0-9A-Za-z.])[1-9]\\d{0,2}(\\.\\d{3})+(?![\\d,])"_s);
            QStringList pointed;
            for (const QString& text : std::as_const(texts)) {
                QString stripped = text;
                if (german)
                    stripped.remove(grouping);
                if (point.match(stripped).hasMatch())
                    pointed << text;
            }
            if (german) {
                QVERIFY2(pointed.isEmpty(), qPrintable(pointed.join(u"\n"_s)));
                // The Ambient dock's volume of 0.5.
                auto* tree = window.audition()->ambient()->findChild<QTreeWidget*>();
                QVERIFY(tree);
                QStringList volumes;
                itemTexts(tree->model(), {}, 3, volumes);
                QVERIFY2(volumes.contains(u"0,5"_s), qPrintable(volumes.join(u" | "_s)));
            } else {
                QVERIFY(!pointed.isEmpty()); // the scan sees decimal points where they belong
            }
            window.session()->document()->markSaved();
        }
        if (german)
            QCoreApplication::removeTranslator(&translator);
    }

    // A real but tiny chance reads "< 0.001 %" in the grid, and its exact fraction is the
    // tooltip's first line ("exactly a/b", the count of the client's draws that play it over
    // all of them). Footstep1 given six variants, the first with probability 1e-6: it
    // is picked 1 in 5 and passes the gate 1 in 32,768 (only crt_rand() = 0), so it plays about
    // once in 163,840 events, 0.0006 %.
    void aTinyChanceShowsItsExactFraction() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto opened = test::openedWindow(m_dir, m_dat, QSize(1280, 720));
        QVERIFY(opened);
        MainWindow& window = *opened;
        window.session()->navigate(
            DocumentLocation::sound(DemoDat::HumanTable, parseSoundType(u"Footstep1").value(), 0));
        TableEditor* editor = window.tableEditor();
        QAbstractItemModel* grid = editor->variantModel();
        while (grid->rowCount() < 6)
            editor->duplicateVariantAction()->trigger();
        QCOMPARE(grid->rowCount(), 6);
        QVERIFY(grid->setData(grid->index(0, VariantModel::ProbabilityColumn), u"0.000001"_s,
                              Qt::EditRole));
        const QModelIndex play = grid->index(0, VariantModel::PlayColumn);
        QTRY_COMPARE(play.data().toString(), u"< 0.001 %"_s);
        const QString tip = play.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(u"exactly "_s) && tip.section(u'\n', 0, 0).contains(u'/'),
                 qPrintable(tip));
        // Its gate alone, 1 in 32,768, is shown as a number and has no fraction line.
        const QModelIndex gate = grid->index(0, VariantModel::GateColumn);
        QCOMPARE(gate.data().toString(), u"0.00305 %"_s);
        QVERIFY(!gate.data(Qt::ToolTipRole).toString().startsWith(u"exactly"_s));
        window.session()->document()->markSaved();
    }
};

QTEST_MAIN(TestLocalNumbers)
#include "tst_localnumbers.moc"
