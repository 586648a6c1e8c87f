#include "widgets/window/progressindicator.h"

#include "widgets/session/backgroundtask.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace soundstage {

ProgressIndicator::ProgressIndicator(QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_poll(new QTimer(this)) {
    m_bar->setRange(0, 1000);
    m_bar->setMaximumWidth(160);
    m_bar->setMaximumHeight(m_label->sizeHint().height());
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_cancel->setAutoRaise(true);
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    m_poll->setInterval(PollMs);
    connect(m_poll, &QTimer::timeout, this, &ProgressIndicator::refresh);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (BackgroundTask* task = shownTask())
            task->cancel();
    });
    hide();
}

ProgressIndicator::~ProgressIndicator() = default;

void ProgressIndicator::watch(BackgroundTask* task) {
    connect(task, &BackgroundTask::started, this, [this, task] { onStarted(task); });
    connect(task, &BackgroundTask::finished, this, &ProgressIndicator::refresh);
    connect(task, &BackgroundTask::cancelled, this, &ProgressIndicator::refresh);
    connect(task, &QObject::destroyed, this, &ProgressIndicator::refresh, Qt::QueuedConnection);
    if (task->isRunning())
        onStarted(task);
}

BackgroundTask* ProgressIndicator::shownTask() const {
    for (auto it = m_tasks.rbegin(); it != m_tasks.rend(); ++it)
        if (*it && (*it)->isRunning())
            return *it;
    return nullptr;
}

void ProgressIndicator::onStarted(BackgroundTask* task) {
    std::erase_if(m_tasks, [task](const QPointer<BackgroundTask>& t) { return t == task; });
    m_tasks.emplace_back(task);
    m_poll->start();
    refresh();
}

void ProgressIndicator::refresh() {
    std::erase_if(m_tasks, [](const QPointer<BackgroundTask>& t) { return !t || !t->isRunning(); });
    BackgroundTask* task = shownTask();
    if (!task) {
        m_poll->stop();
        hide();
        return;
    }
    if (task->elapsedMs() < ShowDelayMs) {
        hide();
        return;
    }
    m_label->setText(task->label());
    const double fraction = task->progress() ? task->progress()->fraction() : -1.0;
    if (fraction < 0.0) {
        m_bar->setRange(0, 0); // busy: the total is not known yet
    } else {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(std::lround(fraction * 1000.0)));
    }
    m_cancel->setToolTip(tr("Cancel: %1").arg(task->label()));
    show();
}

} // namespace soundstage
