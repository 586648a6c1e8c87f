#include "widgets/qarunpanel.h"

#include "core/common/hexid.h"
#include "core/records/soundtypes.h"
#include "widgets/auditioner.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {
enum Column {
    ColTable,
    ColType,
    ColIndex,
    ColWave,
    ColPlay,
    ColVerdicts,
    ColMark,
    ColNote,
    ColCount
};
}

QaRunPanel::QaRunPanel(Auditioner& auditioner, QWidget* parent)
    : QWidget(parent)
    , m_auditioner(auditioner)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_note(new QLineEdit(this)) {
    m_table->setColumnCount(ColCount);
    m_table->setHorizontalHeaderLabels({tr("Table"), tr("Sound type"), tr("#"), tr("Wave"),
                                        tr("Play %"), tr("Verdicts"), tr("Mark"), tr("Note")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->installEventFilter(this);
    installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);

    m_note->setPlaceholderText(tr("Note for this variant (saved with Pass / Fail)"));

    auto* prev = new QPushButton(tr("Previous (P)"), this);
    auto* nextB = new QPushButton(tr("Next (N)"), this);
    auto* again = new QPushButton(tr("Replay (Space)"), this);
    auto* pass = new QPushButton(tr("Pass (1)"), this);
    auto* failB = new QPushButton(tr("Fail (2)"), this);
    auto* csv = new QPushButton(tr("Export CSV…"), this);
    auto* md = new QPushButton(tr("Export Markdown…"), this);
    for (auto* b : {prev, nextB, again, pass, failB})
        b->setFocusPolicy(Qt::NoFocus);
    connect(prev, &QPushButton::clicked, this, &QaRunPanel::previous);
    connect(nextB, &QPushButton::clicked, this, &QaRunPanel::next);
    connect(again, &QPushButton::clicked, this, &QaRunPanel::replay);
    connect(pass, &QPushButton::clicked, this, [this] { markCurrent(QaRun::Mark::Pass); });
    connect(failB, &QPushButton::clicked, this, [this] { markCurrent(QaRun::Mark::Fail); });
    connect(csv, &QPushButton::clicked, this, [this] { exportReport(false); });
    connect(md, &QPushButton::clicked, this, [this] { exportReport(true); });
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row, int, int previousRow, int) {
                if (row >= 0 && row != previousRow && m_run && row != m_run->current())
                    goTo(row, true);
            });

    auto* buttons = new QHBoxLayout;
    for (auto* b : {prev, nextB, again, pass, failB})
        buttons->addWidget(b);
    buttons->addWidget(m_note, 1);
    auto* exports = new QHBoxLayout;
    exports->addWidget(m_summary, 1);
    exports->addWidget(csv);
    exports->addWidget(md);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(exports);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    refreshSummary();
}

QaRunPanel::~QaRunPanel() = default;

void QaRunPanel::start(const SoundCatalog& catalog, const QString& datPath,
                       std::optional<quint32> table, FpuModel model,
                       const QString& storageDirectory) {
    m_run = std::make_unique<QaRun>(datPath, storageDirectory);
    m_run->build(catalog, table, model);
    m_table->setRowCount(m_run->count());
    for (int r = 0; r < m_run->count(); ++r)
        refreshRow(r);
    m_table->resizeColumnsToContents();
    refreshSummary();
    goTo(m_run->current(), false);
    m_table->setFocus();
}

void QaRunPanel::refreshRow(int row) {
    const QaRun::Item& i = m_run->item(row);
    const QStringList cells = {hexId(i.table),
                               soundTypeName(i.soundType),
                               QString::number(i.variant),
                               hexId(i.wave),
                               QString::number(i.play * 100.0, 'f', 2),
                               i.verdicts.join(u", "_s),
                               QaRun::markLabel(i.mark),
                               i.note};
    for (int c = 0; c < ColCount; ++c) {
        auto* cell = m_table->item(row, c);
        if (!cell) {
            cell = new QTableWidgetItem;
            m_table->setItem(row, c, cell);
        }
        cell->setText(cells[c]);
    }
    const QColor colour = i.mark == QaRun::Mark::Pass   ? QColor(0xd8, 0xf0, 0xd8)
                          : i.mark == QaRun::Mark::Fail ? QColor(0xf8, 0xd0, 0xd0)
                                                        : QColor();
    for (int c = 0; c < ColCount; ++c)
        m_table->item(row, c)->setBackground(colour.isValid() ? QBrush(colour) : QBrush());
}

void QaRunPanel::refreshSummary() {
    if (!m_run) {
        m_summary->setText(tr("No QA run. Use QA → Audition All to start one."));
        return;
    }
    m_summary->setText(tr("%1 of %2 · %3 passed · %4 failed · %5 untested")
                           .arg(m_run->count() ? m_run->current() + 1 : 0)
                           .arg(m_run->count())
                           .arg(m_run->countMarked(QaRun::Mark::Pass))
                           .arg(m_run->countMarked(QaRun::Mark::Fail))
                           .arg(m_run->countMarked(QaRun::Mark::Untested)));
}

void QaRunPanel::goTo(int index, bool play) {
    if (!m_run || m_run->count() == 0)
        return;
    m_run->setCurrent(index);
    const int cur = m_run->current();
    {
        const QSignalBlocker block(m_table);
        m_table->setCurrentCell(cur, ColTable);
    }
    m_table->scrollToItem(m_table->item(cur, ColTable));
    m_note->setText(m_run->item(cur).note);
    refreshSummary();
    if (play)
        replay();
}

void QaRunPanel::next() {
    if (m_run && m_run->next())
        goTo(m_run->current(), true);
}

void QaRunPanel::previous() {
    if (m_run && m_run->previous())
        goTo(m_run->current(), true);
}

void QaRunPanel::replay() {
    if (!m_run || m_run->count() == 0)
        return;
    const QaRun::Item& i = m_run->item(m_run->current());
    m_auditioner.stopAll();
    SoundVariant v;
    v.wave = i.wave;
    v.volume = i.volume;
    v.probability = i.probability;
    if (m_auditioner.playVariant(v) != 0)
        emit message(tr("QA: playing %1 #%2 (%3)")
                         .arg(soundTypeName(i.soundType))
                         .arg(i.variant)
                         .arg(hexId(i.wave)));
}

void QaRunPanel::markCurrent(QaRun::Mark mark) {
    if (!m_run || m_run->count() == 0)
        return;
    const int cur = m_run->current();
    if (auto saved = m_run->mark(cur, mark, m_note->text()); !saved)
        emit message(tr("QA run not saved: %1").arg(saved.error().message));
    refreshRow(cur);
    refreshSummary();
    next();
}

void QaRunPanel::exportReport(bool markdown) {
    if (!m_run)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, markdown ? tr("Export QA Report (Markdown)") : tr("Export QA Report (CSV)"), {},
        markdown ? tr("Markdown (*.md)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const auto written = QaRun::writeText(path, markdown ? m_run->toMarkdown() : m_run->toCsv());
    emit message(written ? tr("QA report written to %1").arg(path)
                         : tr("QA report not written: %1").arg(written.error().message));
}

bool QaRunPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return QWidget::eventFilter(watched, event);
    const int k = key->key();
    if (k != Qt::Key_N && k != Qt::Key_P && k != Qt::Key_Space && k != Qt::Key_1 && k != Qt::Key_2)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        // Keep these keys from the window's shortcuts (Space plays the table editor's variant)
        // while the run has focus.
        event->accept();
        return true;
    }
    switch (k) {
    case Qt::Key_N:
        next();
        break;
    case Qt::Key_P:
        previous();
        break;
    case Qt::Key_Space:
        replay();
        break;
    case Qt::Key_1:
        markCurrent(QaRun::Mark::Pass);
        break;
    case Qt::Key_2:
        markCurrent(QaRun::Mark::Fail);
        break;
    default:
        break;
    }
    return true;
}

} // namespace soundstage
