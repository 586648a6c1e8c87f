#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

namespace soundstage {

class BackgroundTask;

/// What a BackgroundTask is doing, for a status bar or a panel: its label, a progress bar (busy
/// while the total is unknown) and a Cancel button. Hidden while nothing runs; it appears only
/// once work has run for ShowDelayMs, so short work never flickers, and it polls the task's
/// counter every PollMs (the worker never talks to widgets).
///
/// It may watch several tasks (not owned; a destroyed task is forgotten): it shows the one
/// started last among those running, and Cancel cancels that one. GUI thread only.
class ProgressIndicator final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressIndicator)

public:
    static constexpr int ShowDelayMs = 300;
    static constexpr int PollMs = 50;

    explicit ProgressIndicator(QWidget* parent = nullptr);
    ~ProgressIndicator() override;

    void watch(BackgroundTask* task);

    /// The task shown (running, started last), or nullptr.
    [[nodiscard]] BackgroundTask* shownTask() const;
    [[nodiscard]] QToolButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QProgressBar* bar() const { return m_bar; }
    [[nodiscard]] QLabel* label() const { return m_label; }

private:
    void onStarted(BackgroundTask* task);
    void refresh();

    std::vector<QPointer<BackgroundTask>> m_tasks; ///< running ones, in start order
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    QTimer* m_poll;
};

} // namespace soundstage
