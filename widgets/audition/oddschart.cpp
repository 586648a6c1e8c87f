// One unit: the odds chart's bars, legend, roll overlay and fit text are drawn from one
// outcome on one QCustomPlot; splitting them would pass the plot's layout state between files.
#include "widgets/audition/oddschart.h"

#include "core/common/hexid.h"
#include "core/override/overridechances.h"
#include "core/retail/oddstext.h"
#include "widgets/audition/plothint.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/window/progressindicator.h"

#include "widgets/session/numbertext.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace soundstage {

using namespace Qt::StringLiterals;

OddsChart::OddsChart(QWidget* parent)
    : QWidget(parent)
    , m_outcome(std::make_shared<const EventOutcome>())
    , m_plot(new QCustomPlot(this))
    , m_count(new QSpinBox(this))
    , m_seed(new QLineEdit(this))
    , m_rollButton(new QPushButton(tr("Roll"), this))
    , m_fit(new QLabel(this))
    , m_rollTask(new BackgroundTask(this))
    , m_rollProgress(new ProgressIndicator(this)) {
    m_rollProgress->watch(m_rollTask);
    m_plot->setMinimumHeight(180);
    m_plot->plotLayout()->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot, tr("Odds"));
    m_plot->plotLayout()->addElement(0, 0, m_titleElement);
    m_ticker.reset(new QCPAxisTickerText);
    m_plot->xAxis->setTicker(m_ticker);
    connect(m_plot, &QCustomPlot::beforeReplot, this, &OddsChart::fitLabels);
    m_count->setRange(1, static_cast<int>(MaxRollEvents));
    m_count->setValue(10'000);
    m_count->setSingleStep(1000);
    m_count->setToolTip(tr("Number of simulated events (at most %L1)").arg(MaxRollEvents));
    m_seed->setText(u"1"_s);
    m_seed->setValidator(new QIntValidator(0, 0x7FFFFFFF, m_seed));
    m_seed->setMaximumWidth(100);
    m_seed->setToolTip(tr("Seed for the client's Random and the C runtime's rand()"));
    m_rollButton->setToolTip(tr("Simulate events with the retail generators and overlay the "
                                "observed shares"));
    // One line, there from the start, so a roll never changes the chart's size: the verdict
    // first, the whole sentence in the tooltip (fitText()).
    m_fit->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fit->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_fit->setFixedHeight(m_fit->fontMetrics().lineSpacing() + 2);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Events:"), this));
    controls->addWidget(m_count);
    controls->addWidget(new QLabel(tr("Seed:"), this));
    controls->addWidget(m_seed);
    controls->addWidget(m_rollButton);
    controls->addWidget(m_rollProgress);
    controls->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_plot, 1);
    layout->addLayout(controls);
    layout->addWidget(m_fit);

    connect(m_rollButton, &QPushButton::clicked, this, &OddsChart::onRollClicked);
    m_plot->installEventFilter(this);
    rebuild();
}

OddsChart::~OddsChart() = default;

void OddsChart::scheduleReplot() {
    if (std::exchange(m_replotPending, true))
        return;
    QMetaObject::invokeMethod(this, &OddsChart::replotIfPending, Qt::QueuedConnection);
}

void OddsChart::replotIfPending() {
    if (!std::exchange(m_replotPending, false))
        return;
    // Renders the layers into the plot's buffers and asks for a paint (no synchronous repaint).
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

bool OddsChart::eventFilter(QObject* watched, QEvent* event) {
    // A paint before the queued replot ran (grab(), a paint already queued): draw the current
    // data, not the buffers of the list before.
    if (watched == m_plot && event->type() == QEvent::Paint)
        replotIfPending();
    if (watched == m_plot && event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QRect area = m_plot->axisRect()->rect();
        const int x = help->pos().x();
        const int index = x >= area.left() && x <= area.right()
                              ? static_cast<int>(std::lround(m_plot->xAxis->pixelToCoord(x)))
                              : -1;
        if (const QString text = barToolTip(index); !text.isEmpty())
            QToolTip::showText(help->globalPos(), text, m_plot);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString OddsChart::barToolTip(int index) const {
    if (index < 0 || index >= m_barNames.size())
        return {};
    QStringList lines{u"#%1 %2"_s.arg(index).arg(m_barNames[index])};
    const auto at = static_cast<std::size_t>(index);
    if (m_override) {
        const double probability = m_override->entry.alternatives[at].probability;
        lines << (m_override->mode == OverrideFile::PickMode::Weighted
                      ? tr("Weight: %1").arg(QLocale().toString(probability))
                      : tr("Authored probability: %1").arg(OddsText::percent(probability)))
              << tr("Play chance under the override: %1")
                     .arg(OddsText::percent(m_outcome->playChance(at), m_outcome->exactPlay(at)));
        if (m_overrideRoll && m_overrideRoll->events > 0)
            lines << tr("Rolled: %1")
                         .arg(OddsText::percent(static_cast<double>(m_overrideRoll->played[at]) /
                                                static_cast<double>(m_overrideRoll->events)));
    } else {
        const auto& v = m_outcome->variants[at];
        lines << tr("Authored probability: %1")
                     .arg(OddsText::percent(static_cast<double>(v.variant.probability)))
              << tr("Real play chance: %1")
                     .arg(OddsText::percent(m_outcome->playChance(at), m_outcome->exactPlay(at)));
        if (m_roll && m_roll->events > 0)
            lines << tr("Rolled: %1")
                         .arg(OddsText::percent(static_cast<double>(m_roll->played[at]) /
                                                static_cast<double>(m_roll->events)));
    }
    for (const Mark& mark : m_marks)
        if (mark.index == index)
            lines << tr("Marked: %1").arg(mark.text);
    return lines.join(u'\n');
}

QString OddsChart::tickLabel(int index) const {
    return m_ticker->ticks().value(index);
}

QString OddsChart::markText(int index) const {
    for (const Mark& mark : m_marks)
        if (mark.index == index)
            return mark.item->text();
    return {};
}

QRect OddsChart::legendRect() const {
    if (!m_plot->legend->visible())
        return {};
    return m_plot->legend->outerRect().translated(m_plot->pos());
}

QRect OddsChart::barsRect() const {
    return m_plot->axisRect()->rect().translated(m_plot->pos());
}

int OddsChart::barCentre(int index) const {
    return static_cast<int>(std::lround(m_plot->xAxis->coordToPixel(index)));
}

void OddsChart::fitLabels() {
    m_ticker->clear();
    const int n = static_cast<int>(m_barNames.size());
    if (n == 0)
        return;
    // The axis rect as last laid out (its left margin holds the y axis); a guess before that.
    const QMargins margins = m_plot->axisRect()->margins();
    const int axisWidth =
        std::max(1, m_plot->width() - (margins.left() > 0 ? margins.left() : 60) - margins.right());
    const double range = n + 0.4; // -0.7 … n - 0.3
    const double spacing = axisWidth / range;
    const QFontMetrics metrics(m_plot->xAxis->tickLabelFont());
    const int gap = metrics.horizontalAdvance(u"  "_s);
    int widest = 0;
    for (const QString& name : std::as_const(m_barNames))
        widest = std::max(widest, metrics.horizontalAdvance(name));
    // Names whole; else elided from the left (ids differ at their end, an override's "id →
    // file" in its file name); else "#index" alone, as many as fit.
    const bool whole = widest + gap <= spacing;
    const bool elided = !whole && metrics.horizontalAdvance(u"…0000"_s) + gap <= spacing;
    const int numberWidth = metrics.horizontalAdvance(u"#"_s + QString::number(n - 1)) + gap;
    const int step = std::max(1, static_cast<int>(std::ceil(numberWidth / spacing)));
    for (int i = 0; i < n; ++i) {
        if (whole)
            m_ticker->addTick(i, u"#%1\n%2"_s.arg(i).arg(m_barNames[i]));
        else if (elided)
            m_ticker->addTick(
                i, u"#%1\n%2"_s.arg(i).arg(metrics.elidedText(m_barNames[i], Qt::ElideLeft,
                                                              static_cast<int>(spacing) - gap)));
        else
            m_ticker->addTick(i, i % step == 0 ? u"#%1"_s.arg(i) : QString());
    }

    // Marks: centred over their bar, kept inside the axis rect at its ends; "✕" alone where two
    // would overlap or one is wider than the whole axis.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics markMetrics(bold);
    struct Extent {
        double centre;
        double half;
        double low;
        double high;
    };
    std::vector<Extent> extents;
    bool shorten = false;
    for (const Mark& mark : m_marks) {
        const double half =
            (markMetrics.horizontalAdvance(u"✕ "_s + mark.text) + 8 + gap / 2.0) / 2.0 / spacing;
        const double centre =
            std::clamp(static_cast<double>(mark.index), -0.7 + half, n - 0.3 - half);
        extents.push_back({centre, half, centre - half, centre + half});
        shorten = shorten || 2 * half > range;
    }
    for (std::size_t a = 0; a + 1 < extents.size() && !shorten; ++a)
        for (std::size_t b = a + 1; b < extents.size() && !shorten; ++b)
            shorten = extents[a].high > extents[b].low && extents[b].high > extents[a].low;
    for (std::size_t k = 0; k < m_marks.size(); ++k) {
        const Mark& mark = m_marks[k];
        mark.item->setText(shorten ? u"✕"_s : u"✕ "_s + mark.text);
        mark.item->position->setCoords(shorten ? mark.index : extents[k].centre, 0.08);
    }
}

void OddsChart::setVariants(const std::vector<SoundVariant>& variants, const QString& title,
                            const WaveExists& waveExists, FpuModel model,
                            const QStringList& labels) {
    setVariants(
        std::make_shared<const EventOutcome>(EventOutcome::compute(variants, model, waveExists)),
        variants, title, waveExists, labels);
}

void OddsChart::setVariants(std::shared_ptr<const EventOutcome> outcome,
                            const std::vector<SoundVariant>& variants, const QString& title,
                            const WaveExists& waveExists, const QStringList& labels) {
    Q_ASSERT(outcome && outcome->variants.size() == variants.size());
    m_variants = variants;
    m_labels = labels;
    m_title = title;
    m_waveExists = waveExists;
    m_outcome = std::move(outcome);
    m_roll.reset();
    m_override.reset();
    m_overrideRoll.reset();
    m_rollTask->cancel(); // a roll under way is of the old list
    rebuild();
}

void OddsChart::setOverride(const OverrideEntry& entry, OverrideFile::PickMode mode,
                            const QStringList& labels, const QString& title, FpuModel model) {
    setOverride(std::make_shared<const EventOutcome>(OverrideChances::compute(entry, mode, model)),
                entry, mode, labels, title);
}

void OddsChart::setOverride(std::shared_ptr<const EventOutcome> outcome, const OverrideEntry& entry,
                            OverrideFile::PickMode mode, const QStringList& labels,
                            const QString& title) {
    Q_ASSERT(outcome && outcome->variants.size() == entry.alternatives.size());
    m_variants.clear();
    m_waveExists = {};
    m_outcome = std::move(outcome);
    m_roll.reset();
    m_overrideRoll.reset();
    m_rollTask->cancel();
    m_title = title;
    m_override = Override{entry, mode, labels};
    rebuild();
}

int OddsChart::variantCount() const {
    return static_cast<int>(m_outcome->variants.size());
}

std::vector<double> OddsChart::playChances() const {
    std::vector<double> out;
    out.reserve(m_outcome->variants.size());
    for (std::size_t i = 0; i < m_outcome->variants.size(); ++i)
        out.push_back(m_outcome->playChance(i));
    return out;
}

void OddsChart::clear() {
    setVariants({});
}

void OddsChart::onRollClicked() {
    rollInBackground(static_cast<quint64>(m_count->value()), m_seed->text().toUInt());
}

void OddsChart::roll(quint64 count, quint32 seed) {
    m_rollTask->cancel();
    m_capped = count > MaxRollEvents;
    count = std::min(count, MaxRollEvents);
    if (m_override) {
        if (m_override->entry.alternatives.empty())
            return;
        m_overrideRoll = OverrideRoller(m_override->entry, m_override->mode, m_outcome->model)
                             .simulate(count, seed);
        m_seed->setText(QString::number(seed));
        if (count <= static_cast<quint64>(m_count->maximum()))
            m_count->setValue(static_cast<int>(count));
        rebuild();
        emit rollFinished();
        return;
    }
    if (m_variants.empty())
        return;
    showRoll(RollSimulation::simulate(m_variants, count, seed, m_outcome->model, m_waveExists));
}

void OddsChart::rollInBackground(quint64 count, quint32 seed) {
    // An override's list is short and its roller fast: rolled at once.
    if (m_override) {
        roll(count, seed);
        return;
    }
    if (m_variants.empty())
        return;
    m_capped = count > MaxRollEvents;
    count = std::min(count, MaxRollEvents);
    // Which waves exist is asked on the worker: answer from a snapshot, not from the document.
    std::vector<quint8> exists;
    for (const SoundVariant& v : m_variants)
        exists.push_back(!m_waveExists || m_waveExists(v.wave) ? 1 : 0);
    m_rollTask->start(
        tr("Rolling %L1 events…").arg(count),
        [variants = m_variants, exists, count, seed,
         model = m_outcome->model](ProgressSink& progress) {
            const WaveExists snapshot = [&variants, &exists](quint32 wave) {
                for (std::size_t i = 0; i < variants.size(); ++i)
                    if (variants[i].wave == wave)
                        return exists[i] != 0;
                return false;
            };
            return RollSimulation::simulate(variants, count, seed, model, snapshot,
                                            PickerKind::Retail, 0, &progress);
        },
        [this](RollSimulation simulation) {
            if (!simulation.cancelled)
                showRoll(std::move(simulation));
        });
}

void OddsChart::showRoll(RollSimulation simulation) {
    const quint64 count = simulation.events;
    m_seed->setText(QString::number(simulation.seed));
    m_roll = std::move(simulation);
    if (count <= static_cast<quint64>(m_count->maximum()))
        m_count->setValue(static_cast<int>(count));
    rebuild();
    emit rollFinished();
}

std::vector<int> OddsChart::neverChosenIndices() const {
    std::vector<int> out;
    for (const auto& v : m_outcome->variants)
        if (v.has(Verdict::NeverChosen))
            out.push_back(v.index);
    return out;
}

QString OddsChart::fitText() const {
    return m_fit->toolTip();
}

void OddsChart::showFit(quint64 events, quint32 seed, qint64 silent, double exactSilence,
                        const ChiSquareFit& fit, const QString& verdict) {
    const double share = static_cast<double>(silent) / static_cast<double>(events);
    QString text = tr("%1 events, seed %2: silent %3 % (exact %4 %). χ² = %5 with %6 degrees of "
                      "freedom (critical %7 at 99.9 %, p = %8): %9")
                       .arg(events)
                       .arg(seed)
                       .arg(NumberText::fixed(100.0 * share, 2))
                       .arg(NumberText::fixed(100.0 * exactSilence, 2))
                       .arg(NumberText::fixed(fit.statistic, 2))
                       .arg(fit.degreesOfFreedom)
                       .arg(NumberText::fixed(fit.critical, 2))
                       .arg(NumberText::significant(fit.pValue, 3))
                       .arg(verdict);
    QString line = tr("%L1 events: %2").arg(events).arg(verdict);
    if (m_capped) {
        const QString capped =
            tr("capped at %L1 events, the most one roll simulates").arg(MaxRollEvents);
        text += u" ("_s + capped + u")"_s;
        line = tr("%1 — %2").arg(line, capped);
    }
    m_fit->setText(line);
    m_fit->setToolTip(text);
}

int OddsChart::seriesCount() const {
    return m_plot->plottableCount();
}

QCPBars* OddsChart::addBars(const QString& name, const QColor& pen, const QColor& brush,
                            double width) {
    auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(name);
    bars->setPen(QPen(pen));
    bars->setBrush(brush);
    bars->setWidth(width);
    return bars;
}

void OddsChart::addMark(int index, const QString& text) {
    auto* mark = new QCPItemText(m_plot);
    mark->position->setCoords(index, 0.08);
    mark->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    mark->setText(u"✕ "_s + text); // fitLabels() may shorten it
    mark->setColor(QColor(0xc0, 0x20, 0x20));
    QFont f = font();
    f.setBold(true);
    mark->setFont(f);
    mark->setBrush(QColor(255, 255, 255, 220));
    mark->setPadding(QMargins(3, 1, 3, 1));
    m_marks.push_back({mark, index, text});
}

void OddsChart::addVerdictMarks() {
    for (const auto& v : m_outcome->variants) {
        if (!v.has(Verdict::NeverChosen) && v.playable() && !v.has(Verdict::GatedOff))
            continue;
        addMark(v.index, verdictLabels(v.verdicts).join(u", "_s));
    }
}

void OddsChart::fitLegend() {
    // As many entries a row as fit a narrow dock (a long translation never forces the dock,
    // and the window, wider), and room for the rows a roll's third entry needs from the start,
    // so a roll never changes the size of the bars.
    constexpr int MaxRowWidth = 360;
    constexpr int EntriesWithRoll = 3;
    QCPLegend* legend = m_plot->legend;
    int widest = 0;
    int rowHeight = 0;
    // The grid may hold empty cells (a wrapped last row): they are no entries.
    for (int i = 0; i < legend->elementCount(); ++i) {
        const QCPLayoutElement* element = legend->elementAt(i);
        if (!element)
            continue;
        const QSize item = element->minimumOuterSizeHint();
        widest = std::max(widest, item.width());
        rowHeight = std::max(rowHeight, item.height());
    }
    const QMargins margins = legend->margins();
    int columns = EntriesWithRoll;
    while (columns > 1 && columns * widest + (columns - 1) * legend->columnSpacing() +
                                  margins.left() + margins.right() >
                              MaxRowWidth)
        --columns;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    const int rows = (EntriesWithRoll + columns - 1) / columns;
    legend->setMinimumSize(0, rows * rowHeight + (rows - 1) * legend->rowSpacing() + margins.top() +
                                  margins.bottom());
}

void OddsChart::placeLegend() {
    m_plot->legend->setFont(font());
    // The legend goes under the chart, in one row, so it never hides a bar or a mark.
    if (m_plot->axisRect()->insetLayout()->elementCount() > 0) {
        m_plot->axisRect()->insetLayout()->take(m_plot->legend);
        m_plot->plotLayout()->addElement(2, 0, m_plot->legend);
        m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
        m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
        m_plot->legend->setBorderPen(Qt::NoPen);
    }
}

void OddsChart::rebuild() {
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_marks.clear();
    m_barNames.clear();
    m_fit->clear();
    m_fit->setToolTip(QString());
    m_rollButton->setEnabled(variantCount() > 0);
    if (m_override) {
        rebuildOverride();
        return;
    }

    const int n = static_cast<int>(m_outcome->variants.size());
    QVector<double> keys;
    QVector<double> authored;
    QVector<double> play;
    for (const auto& v : m_outcome->variants) {
        keys << v.index;
        authored << std::clamp(static_cast<double>(v.variant.probability), 0.0, 1.0);
        play << m_outcome->playChance(static_cast<std::size_t>(v.index));
        m_barNames << (v.index < m_labels.size() ? m_labels[v.index] : hexId(v.variant.wave));
    }
    m_plot->xAxis->setRange(-0.7, std::max(1, n) - 0.3);
    m_plot->yAxis->setRange(0.0, 1.08);
    m_plot->yAxis->setLabel(tr("chance per event"));
    m_plot->legend->setVisible(n > 0);
    placeLegend();

    m_titleElement->setText(m_title.isEmpty() ? tr("Odds") : m_title);

    if (n > 0) {
        const double width = m_roll ? 0.26 : 0.38;
        auto* authoredBars = addBars(tr("authored probability"), QColor(0x60, 0x60, 0x60),
                                     QColor(0xb0, 0xb0, 0xb0), width);
        auto* playBars = addBars(tr("real play chance"), QColor(0x1f, 0x5f, 0xa8),
                                 QColor(0x3f, 0x8f, 0xe0), width);
        auto* group = new QCPBarsGroup(m_plot);
        authoredBars->setBarsGroup(group);
        playBars->setBarsGroup(group);
        authoredBars->setData(keys, authored, true);
        playBars->setData(keys, play, true);

        if (m_roll && m_roll->events > 0) {
            auto* rollBars = addBars(tr("rolled (seed %1)").arg(m_roll->seed),
                                     QColor(0xb0, 0x60, 0x00), QColor(0xf0, 0xa0, 0x30), width);
            rollBars->setBarsGroup(group);
            QVector<double> observed;
            for (const qint64 c : m_roll->played)
                observed << static_cast<double>(c) / static_cast<double>(m_roll->events);
            rollBars->setData(keys, observed, true);
            const auto& fit = m_roll->fit;
            showFit(m_roll->events, m_roll->seed, m_roll->silent, m_outcome->silenceChance(), fit,
                    fit.consistent() ? tr("consistent with the retail model")
                                     : tr("NOT consistent with the retail model"));
        }

        addVerdictMarks();
        m_plot->legend->setVisible(true);
    } else {
        addPlotHint(m_plot, tr("Select a sound type to see its odds"), Qt::gray);
    }
    fitLegend();
    scheduleReplot();
}

void OddsChart::rebuildOverride() {
    const Override& o = *m_override;
    const int n = static_cast<int>(m_outcome->variants.size());
    QVector<double> keys;
    QVector<double> authored;
    QVector<double> play;
    const std::vector<double> chances = playChances();
    for (int i = 0; i < n; ++i) {
        keys << i;
        authored << std::clamp(o.entry.alternatives[static_cast<std::size_t>(i)].probability, 0.0,
                               1.0);
        play << chances[static_cast<std::size_t>(i)];
        m_barNames << (i < o.labels.size() ? o.labels[i] : QString());
    }
    m_plot->xAxis->setRange(-0.7, std::max(1, n) - 0.3);
    m_plot->yAxis->setRange(0.0, 1.08);
    m_plot->yAxis->setLabel(tr("chance per event"));
    m_plot->legend->setVisible(n > 0);
    placeLegend();
    m_titleElement->setText(m_title.isEmpty() ? tr("Odds") : m_title);

    if (n == 0) {
        addPlotHint(m_plot, tr("The override silences this sound type: nothing plays"),
                    QColor(0xc0, 0x20, 0x20));
        scheduleReplot();
        return;
    }
    const QString mode = OverrideFile::pickModeName(o.mode);
    const double width = m_overrideRoll ? 0.26 : 0.38;
    auto* authoredBars =
        addBars(o.mode == OverrideFile::PickMode::Weighted ? tr("weight (probability)")
                                                           : tr("authored probability"),
                QColor(0x60, 0x60, 0x60), QColor(0xb0, 0xb0, 0xb0), width);
    auto* playBars = addBars(tr("play chance (override, %1 pick)").arg(mode),
                             QColor(0x6a, 0x3d, 0x9a), QColor(0x9b, 0x6f, 0xd0), width);
    auto* group = new QCPBarsGroup(m_plot);
    authoredBars->setBarsGroup(group);
    playBars->setBarsGroup(group);
    authoredBars->setData(keys, authored, true);
    playBars->setData(keys, play, true);

    if (m_overrideRoll && m_overrideRoll->events > 0) {
        const auto& r = *m_overrideRoll;
        auto* rollBars = addBars(tr("rolled (seed %1)").arg(r.seed), QColor(0xb0, 0x60, 0x00),
                                 QColor(0xf0, 0xa0, 0x30), width);
        rollBars->setBarsGroup(group);
        QVector<double> observed;
        for (const qint64 c : r.played)
            observed << static_cast<double>(c) / static_cast<double>(r.events);
        rollBars->setData(keys, observed, true);
        showFit(r.events, r.seed, r.silent, r.exact.silenceChance(), r.fit,
                r.fit.consistent() ? tr("consistent with the override's %1 pick").arg(mode)
                                   : tr("NOT consistent with the override's %1 pick").arg(mode));
    }

    addVerdictMarks();
    fitLegend();
    scheduleReplot();
}

} // namespace soundstage
