// The odds chart: authored beside real chances, the never-chosen mark (and where it moves when
// a variant is added), the seeded roll overlay with its fit.
#include "core/retail/eventoutcome.h"
#include "core/retail/rollsimulator.h"
#include "demofixture.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/plothint.h"
#include "widgets/session/backgroundtask.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QHelpEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {
const QColor MarkRed(0xc0, 0x20, 0x20);
const QColor RollOrange(0xf0, 0xa0, 0x30);

std::vector<SoundVariant> twoVariants() {
    return {{0x0A000001, 0.0f, 1.0f, 1.0f}, {0x0A000002, 0.0f, 0.5f, 1.0f}};
}

/// `count` variants naming waves 0x0A000100, 0x0A000101, …, all of probability `probability`.
std::vector<SoundVariant> variants(int count, float probability = 1.0f) {
    std::vector<SoundVariant> out;
    for (int i = 0; i < count; ++i)
        out.push_back({0x0A000100u + static_cast<quint32>(i), 0.0f, probability, 1.0f});
    return out;
}

/// Widest line of a tick label in the chart's tick font.
int labelWidth(const OddsChart& chart, const QString& label) {
    const QFontMetrics metrics(chart.font()); // the plot's tick labels use the widget font
    int widest = 0;
    for (const QString& line : label.split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}
} // namespace

class TestOddsChart final : public QObject {
    Q_OBJECT

private slots:
    // The words shown in place of bars fit the plot, however narrow the dock and long the
    // translation: each line no wider than the plot, none cut at its edges (the axis rect is
    // only part of it then, so the words are not clipped to it).
    void theHintFitsANarrowChart_data() {
        QTest::addColumn<int>("width");
        QTest::newRow("260") << 260;
        QTest::newRow("330") << 330;
        QTest::newRow("600") << 600;
    }
    void theHintFitsANarrowChart() {
        QFETCH(int, width);
        OddsChart chart;
        chart.resize(width, 380);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.clear();
        chart.plot()->replot();
        const int plotWidth = chart.plot()->width();
        int hints = 0;
        for (int i = 0; i < chart.plot()->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(chart.plot()->item(i));
            if (!text)
                continue;
            ++hints;
            QVERIFY(!text->clipToAxisRect());
            const QFontMetrics fm(text->font());
            for (const QString& line : text->text().split(u'\n'))
                QVERIFY2(fm.horizontalAdvance(line) <= plotWidth - 16,
                         qPrintable(u"%1 px of %2: %3"_s.arg(fm.horizontalAdvance(line))
                                        .arg(plotWidth)
                                        .arg(line)));
        }
        QCOMPARE(hints, 1);
    }

    void wrapsAtSpacesWithinTheWidth() {
        const QFont font;
        const QFontMetrics fm(font);
        const QString text = u"Wählen Sie einen Soundtyp, um seine Chancen zu sehen"_s;
        const QString wrapped =
            wrapToWidth(text, font, fm.horizontalAdvance(u"Wählen Sie einen"_s));
        QCOMPARE(wrapped.split(u'\n').first(), u"Wählen Sie einen"_s);
        QCOMPARE(QString(wrapped).replace(u'\n', u' '), text);
        // A word wider than the width stays whole.
        QCOMPARE(wrapToWidth(u"Soundtyp"_s, font, 3), u"Soundtyp"_s);
    }

    void marksNeverChosen() {
        OddsChart chart;
        chart.resize(700, 400);
        chart.setVariants(twoVariants(), u"Swoosh2"_s);
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{1});
        QCOMPARE(chart.seriesCount(), 2);
        // The real play chance of #0 is pick 1 × gate(1.0) under single precision.
        const EventOutcome exact = EventOutcome::compute(twoVariants(), FpuModel::Single);
        QCOMPARE(chart.outcome().variants[0].play(), exact.variants[0].play());
        const QImage image = chart.grab().toImage();
        QVERIFY(countColour(image, MarkRed, 20) > 20);

        // A third variant: #1 becomes choosable, #2 is the never-chosen one.
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three, u"Swoosh2"_s);
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{2});
    }

    void singleVariantHasNoMark() {
        OddsChart chart;
        chart.resize(600, 400);
        chart.setVariants({{0x0A000001, 0.0f, 1.0f, 1.0f}});
        QVERIFY(chart.neverChosenIndices().empty());
        QCOMPARE(countColour(chart.grab().toImage(), MarkRed, 20), 0);
    }

    void rollOverlaysSeededHistogram() {
        OddsChart chart;
        chart.resize(700, 400);
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three);
        QVERIFY(!chart.rollResult());
        QCOMPARE(countColour(chart.grab().toImage(), RollOrange, 12), 0);
        QVERIFY(chart.fitText().isEmpty());

        chart.roll(20000, 7);
        QVERIFY(chart.rollResult());
        QCOMPARE(chart.seriesCount(), 3);
        const auto& r = *chart.rollResult();
        QCOMPARE(r.events, quint64(20000));
        QCOMPARE(r.played[2], qint64(0)); // never chosen, never rolled
        // The same seed through the simulator gives the same counts, step by step.
        RollSimulator sim(three, 7, FpuModel::Single);
        std::vector<qint64> played(3, 0);
        for (int i = 0; i < 20000; ++i) {
            const RollStep s = sim.step();
            if (s.result == RollResult::Played)
                ++played[static_cast<std::size_t>(s.index)];
        }
        QCOMPARE(r.played, played);
        QVERIFY(chart.fitText().contains(u"20000"_s));
        QVERIFY(chart.fitText().contains(u"χ²"_s));
        QVERIFY(countColour(chart.grab().toImage(), RollOrange, 12) > 50);

        // A different seed, different counts (the overlay follows the seed).
        chart.roll(20000, 8);
        QVERIFY(chart.rollResult()->played != played);
    }

    void rollButtonUsesFields() {
        OddsChart chart;
        chart.setVariants(twoVariants());
        auto* button = chart.findChild<QPushButton*>();
        QVERIFY(button);
        QSignalSpy rolled(&chart, &OddsChart::rollFinished);
        QTest::mouseClick(button, Qt::LeftButton); // rolls in the background
        QVERIFY(rolled.wait());
        QVERIFY(chart.rollResult());
        QCOMPARE(chart.rollResult()->seed, 1u);
        QCOMPARE(chart.rollResult()->events, quint64(10000));
    }

    void backgroundRollArrivesAndCancels() {
        OddsChart chart;
        chart.resize(700, 400);
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three);
        QSignalSpy rolled(&chart, &OddsChart::rollFinished);
        chart.rollInBackground(300000, 9);
        QVERIFY(chart.rollTask()->isRunning());
        QVERIFY(rolled.wait());
        QVERIFY(chart.rollResult());
        const RollSimulation direct = RollSimulation::simulate(three, 300000, 9, FpuModel::Single);
        QCOMPARE(chart.rollResult()->events, quint64(300000));
        QCOMPARE(chart.rollResult()->played, direct.played);
        QCOMPARE(chart.rollResult()->silent, direct.silent);
        QCOMPARE(chart.seriesCount(), 3);
        const QString fit = chart.fitText();

        // Cancelled: the chart keeps what it showed.
        chart.rollInBackground(10'000'000, 10);
        chart.rollTask()->cancel();
        QTest::qWait(100);
        QCOMPARE(rolled.size(), 1);
        QCOMPARE(chart.rollResult()->seed, 9u);
        QCOMPARE(chart.fitText(), fit);

        // A new list while rolling: the roll belonged to the old one and is dropped.
        chart.rollInBackground(10'000'000, 11);
        chart.setVariants(twoVariants());
        QVERIFY(!chart.rollTask()->isRunning());
        QTest::qWait(100);
        QCOMPARE(rolled.size(), 1);
        QVERIFY(!chart.rollResult());
    }

    void demoWeaponSwoosh() {
        DemoFixture demo;
        QVERIFY(demo.open());
        const SoundTable* table = demo.catalog->table(DemoDat::WeaponTable);
        QVERIFY(table);
        // Find the demo's two-variant list (the documented never-chosen case).
        const SoundTableNode* two = nullptr;
        for (const auto& child : table->root.children)
            if (child.variants.size() == 2)
                two = &child;
        QVERIFY(two);
        OddsChart chart;
        const SoundCatalog& catalog = *demo.catalog;
        chart.setVariants(two->variants, {}, [&](quint32 id) { return catalog.hasWave(id); });
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{1});
    }

    void tickLabelsNeverOverlap_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("name"); // each bar's label ("" → its wave id)
        QTest::newRow("two, wide") << 2 << 700 << QString();
        QTest::newRow("four in a narrow dock") << 4 << 330 << QString();
        QTest::newRow("twenty-four") << 24 << 400 << QString();
        QTest::newRow("sixty") << 60 << 400 << QString();
        QTest::newRow("long German labels")
            << 6 << 420 << u"0x0A000040 → Türknarren in der großen Halle.wav"_s;
    }

    void tickLabelsNeverOverlap() {
        QFETCH(int, count);
        QFETCH(int, width);
        QFETCH(QString, name);
        OddsChart chart;
        chart.resize(width, 360);
        QStringList labels;
        for (int i = 0; !name.isEmpty() && i < count; ++i)
            labels << name + QString::number(i);
        const auto list = variants(count);
        chart.setVariants(list, u"Many"_s, {}, FpuModel::Single, labels);
        (void)chart.grab(); // lays out and draws at this width
        int shown = 0;
        double lastRight = -1e9;
        for (int i = 0; i < count; ++i) {
            const QString label = chart.tickLabel(i);
            // Every bar keeps its full name in its tooltip, whatever the axis shows.
            const QString full =
                labels.isEmpty()
                    ? u"0x%1"_s.arg(list[static_cast<std::size_t>(i)].wave, 8, 16, QChar(u'0'))
                          .toUpper()
                          .replace(u"0X"_s, u"0x"_s)
                    : labels[i];
            QVERIFY2(chart.barToolTip(i).contains(full), qPrintable(chart.barToolTip(i)));
            QVERIFY2(chart.barToolTip(i).startsWith(u"#%1 "_s.arg(i)),
                     qPrintable(chart.barToolTip(i)));
            if (label.isEmpty())
                continue;
            ++shown;
            QVERIFY2(label.startsWith(u"#%1"_s.arg(i)), qPrintable(label));
            const double centre = chart.barCentre(i);
            const double half = labelWidth(chart, label) / 2.0;
            QVERIFY2(centre - half >= lastRight,
                     qPrintable(u"label %1 (%2) overlaps the one before"_s.arg(i).arg(label)));
            lastRight = centre + half;
        }
        QVERIFY(!chart.tickLabel(0).isEmpty());
        QVERIFY(shown >= std::min(count, 4));
    }

    void wideChartNamesEveryBarInFull() {
        OddsChart chart;
        chart.resize(900, 360);
        chart.setVariants(twoVariants());
        (void)chart.grab();
        QCOMPARE(chart.tickLabel(0), u"#0\n0x0A000001"_s);
        QCOMPARE(chart.tickLabel(1), u"#1\n0x0A000002"_s);
        // Narrower per bar: the ids are elided from the left, keeping the end that tells them
        // apart.
        chart.resize(400, 360);
        chart.setVariants(variants(6));
        (void)chart.grab();
        const QString label = chart.tickLabel(5);
        QVERIFY2(label.startsWith(u"#5\n…"_s), qPrintable(QString(label).replace(u'\n', u'/')));
        QVERIFY2(label.endsWith(u"5"_s), qPrintable(QString(label).replace(u'\n', u'/')));
    }

    void marksShortenWhereTheyWouldCollide() {
        OddsChart chart;
        chart.resize(700, 360);
        chart.setVariants(twoVariants());
        (void)chart.grab();
        const QString neverChosen =
            verdictLabels(static_cast<quint32>(Verdict::NeverChosen)).join(u", "_s);
        QCOMPARE(chart.markText(1), u"✕ "_s + neverChosen);
        QVERIFY(chart.markText(0).isEmpty());
        // Twelve variants of probability 0, each marked "gated off", side by side: only "✕".
        chart.setVariants(variants(12, 0.0f));
        (void)chart.grab();
        for (int i = 0; i < 11; ++i)
            QCOMPARE(chart.markText(i), u"✕"_s);
        QVERIFY(chart.barToolTip(3).contains(
            verdictLabels(static_cast<quint32>(Verdict::GatedOff)).join(u", "_s)));
        // Wide again: there is room for the words.
        chart.resize(2400, 360);
        chart.setVariants(variants(3, 0.0f));
        (void)chart.grab();
        QVERIFY(chart.markText(0).size() > 2);
    }

    void hoveringABarShowsItsToolTip() {
        OddsChart chart;
        chart.resize(700, 360);
        chart.setVariants(twoVariants());
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QWidget* plot = nullptr; // the QCustomPlot inside
        for (QWidget* child : chart.findChildren<QWidget*>())
            if (QByteArrayView(child->metaObject()->className()) == "QCustomPlot")
                plot = child;
        QVERIFY(plot);
        const QPoint at(chart.barCentre(1), plot->height() / 2);
        QHelpEvent help(QEvent::ToolTip, at, plot->mapToGlobal(at));
        QCoreApplication::sendEvent(plot, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), chart.barToolTip(1));
        QVERIFY(QToolTip::text().startsWith(u"#1 0x0A000002"_s));
    }
};

QTEST_MAIN(TestOddsChart)
#include "tst_oddschart.moc"
