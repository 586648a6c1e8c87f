// Long work off the GUI thread: BackgroundTask runs work on a worker and hands its result to the
// GUI thread; a cancel (the Cancel button, another start) drops the result even when the worker
// had already finished; destroying the task waits for its worker. ProgressIndicator stays hidden
// for short work, shows label, bar and Cancel once work has run for its delay, and its Cancel
// stops the work.
#include "widgets/session/backgroundtask.h"
#include "widgets/window/progressindicator.h"

#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QToolButton>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

/// Work that runs until it is cancelled, reporting 5 of 10; `returned` once it has returned.
auto untilCancelled(std::shared_ptr<std::atomic<bool>> returned) {
    return [returned](ProgressSink& progress) {
        while (!progress.cancelled()) {
            progress.report(5, 10);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        returned->store(true);
        return 1;
    };
}

/// Counts, when destroyed, whether that was on the thread that made it.
struct ThreadRecorder {
    std::shared_ptr<std::atomic<int>> onMaker;
    std::shared_ptr<std::atomic<int>> destroyed;
    QThread* maker = QThread::currentThread();
    ThreadRecorder(std::shared_ptr<std::atomic<int>> m, std::shared_ptr<std::atomic<int>> d)
        : onMaker(std::move(m))
        , destroyed(std::move(d)) {}
    ThreadRecorder(ThreadRecorder&& other) noexcept
        : onMaker(std::move(other.onMaker))
        , destroyed(std::move(other.destroyed))
        , maker(other.maker) {}
    ThreadRecorder(const ThreadRecorder&) = delete;
    ThreadRecorder& operator=(const ThreadRecorder&) = delete;
    ThreadRecorder& operator=(ThreadRecorder&&) = delete;
    ~ThreadRecorder() {
        if (!destroyed) // moved from
            return;
        if (QThread::currentThread() == maker)
            ++*onMaker;
        ++*destroyed;
    }
};

/// Counts Show events of a widget.
class ShowCounter final : public QObject {
public:
    int shows = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show)
            ++shows;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestBackgroundTask final : public QObject {
    Q_OBJECT

private slots:
    void resultArrivesOnTheOwningThread() {
        BackgroundTask task;
        QSignalSpy started(&task, &BackgroundTask::started);
        QSignalSpy finished(&task, &BackgroundTask::finished);
        QThread* workThread = nullptr;
        QThread* doneThread = nullptr;
        std::unique_ptr<int> got;
        task.start(
            u"answering"_s,
            [&workThread](ProgressSink& progress) {
                workThread = QThread::currentThread();
                progress.report(1, 1);
                return std::make_unique<int>(42); // move-only results are fine
            },
            [&](std::unique_ptr<int> value) {
                doneThread = QThread::currentThread();
                got = std::move(value);
            });
        QCOMPARE(started.size(), 1);
        QVERIFY(task.isRunning());
        QCOMPARE(task.label(), u"answering"_s);
        QVERIFY(task.progress());
        QVERIFY(task.elapsedMs() >= 0);
        QVERIFY(finished.wait());
        QVERIFY(workThread);
        QVERIFY(workThread != QThread::currentThread());
        QCOMPARE(doneThread, QThread::currentThread());
        QVERIFY(got);
        QCOMPARE(*got, 42);
        QVERIFY(!task.isRunning());
        QVERIFY(!task.progress());
        QCOMPARE(task.elapsedMs(), qint64(-1));
        QCOMPARE(task.label(), QString());
    }

    void cancelDropsTheResult() {
        BackgroundTask task;
        QSignalSpy cancelled(&task, &BackgroundTask::cancelled);
        QSignalSpy finished(&task, &BackgroundTask::finished);
        auto returned = std::make_shared<std::atomic<bool>>(false);
        int done = 0;
        task.start(u"spinning"_s, untilCancelled(returned), [&done](int) { ++done; });
        QTRY_COMPARE(task.progress()->done(), qint64(5));
        task.cancel();
        // At once, for the GUI: no longer running, cancelled said.
        QVERIFY(!task.isRunning());
        QCOMPARE(cancelled.size(), 1);
        QTRY_VERIFY(returned->load());
        QTest::qWait(50);
        QCOMPARE(done, 0);
        QCOMPARE(finished.size(), 0);
        task.cancel(); // idle: nothing
        QCOMPARE(cancelled.size(), 1);
    }

    void cancelAfterTheWorkerFinishedStillDrops() {
        BackgroundTask task;
        std::atomic<bool> ran = false;
        int done = 0;
        task.start(
            u"quick"_s,
            [&ran](ProgressSink&) {
                ran = true;
                return 7;
            },
            [&done](int) { ++done; });
        // Wait without running the event loop, so the result cannot be delivered yet.
        for (int i = 0; i < 5000 && !ran.load(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        QVERIFY(ran.load());
        std::this_thread::sleep_for(std::chrono::milliseconds(20)); // the worker has returned
        task.cancel(); // its result is waiting in the event queue
        QTest::qWait(50);
        QCOMPARE(done, 0);
    }

    // CancelMode::Finish: the work is asked to stop and its result still arrives — what it
    // returned after noticing, or the complete result when it had finished already.
    void finishModeDeliversWhatTheWorkReturned() {
        BackgroundTask task;
        task.setCancelMode(BackgroundTask::CancelMode::Finish);
        QSignalSpy cancelled(&task, &BackgroundTask::cancelled);
        QSignalSpy finished(&task, &BackgroundTask::finished);
        auto returned = std::make_shared<std::atomic<bool>>(false);
        std::vector<int> got;
        task.start(u"spinning"_s, untilCancelled(returned), [&got](int v) { got.push_back(v); });
        QTRY_COMPARE(task.progress()->done(), qint64(5));
        task.cancel();
        QVERIFY(task.isRunning()); // until the work returns
        QVERIFY(task.progress()->cancelled());
        QVERIFY(finished.wait());
        QCOMPARE(got, std::vector<int>{1});
        QCOMPARE(cancelled.size(), 0);
        QVERIFY(!task.isRunning());

        // Finished before the cancel reached it: the complete result.
        std::atomic<bool> ran = false;
        task.start(
            u"quick"_s,
            [&ran](ProgressSink& progress) {
                ran = true;
                return progress.cancelled() ? -1 : 7;
            },
            [&got](int v) { got.push_back(v); });
        for (int i = 0; i < 5000 && !ran.load(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        task.cancel();
        QVERIFY(finished.wait());
        QCOMPARE(got, (std::vector<int>{1, 7}));
        QCOMPARE(cancelled.size(), 0);
    }

    void startingAgainCancelsTheRunningWork() {
        BackgroundTask task;
        QSignalSpy cancelled(&task, &BackgroundTask::cancelled);
        QSignalSpy finished(&task, &BackgroundTask::finished);
        auto returned = std::make_shared<std::atomic<bool>>(false);
        QList<int> results;
        task.start(u"first"_s, untilCancelled(returned), [&results](int) { results << 1; });
        task.start(
            u"second"_s, [](ProgressSink&) { return 2; }, [&results](int v) { results << v; });
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(finished.wait());
        QTRY_VERIFY(returned->load());
        QTest::qWait(50);
        QCOMPARE(results, QList<int>{2});
        QCOMPARE(finished.size(), 1);
    }

    void destroyingTheTaskWaitsForTheWorker() {
        auto finishedWork = std::make_shared<std::atomic<bool>>(false);
        {
            BackgroundTask task;
            task.start(
                u"slow to stop"_s,
                [finishedWork](ProgressSink& progress) {
                    while (!progress.cancelled())
                        std::this_thread::sleep_for(std::chrono::milliseconds(1));
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    finishedWork->store(true);
                    return 0;
                },
                [](int) { QFAIL("a destroyed task delivers nothing"); });
            QTest::qWait(20);
        }
        QVERIFY(finishedWork->load());
    }

    void longWorkDoesNotHoldUpOtherWork() {
        // Three pieces of long work (a roll, an export, a simulation) run; an opening still
        // starts and finishes at once, whatever the number of cores.
        QVERIFY(BackgroundTask::pool()->maxThreadCount() >= 4);
        std::vector<std::unique_ptr<BackgroundTask>> busy;
        std::vector<std::shared_ptr<std::atomic<bool>>> returned;
        for (int i = 0; i < 3; ++i) {
            busy.push_back(std::make_unique<BackgroundTask>());
            returned.push_back(std::make_shared<std::atomic<bool>>(false));
            busy.back()->start(u"long"_s, untilCancelled(returned.back()), [](int) {});
        }
        BackgroundTask opening;
        QSignalSpy finished(&opening, &BackgroundTask::finished);
        opening.start(
            u"opening"_s, [](ProgressSink&) { return 1; }, [](int) {});
        QVERIFY(finished.wait(2000));
        for (const auto& task : busy)
            QVERIFY(task->isRunning());
        busy.clear(); // cancels and waits
        for (const auto& r : returned)
            QVERIFY(r->load());
    }

    void doneMayStartNewWork() {
        BackgroundTask task;
        QSignalSpy finished(&task, &BackgroundTask::finished);
        QList<int> results;
        task.start(
            u"one"_s, [](ProgressSink&) { return 1; },
            [&](int v) {
                results << v;
                task.start(
                    u"two"_s, [](ProgressSink&) { return 2; }, [&results](int w) { results << w; });
            });
        QTRY_COMPARE(finished.size(), 2);
        QCOMPARE(results, (QList<int>{1, 2}));
        QVERIFY(!task.isRunning());
    }

    void whatOneWorkerMadeAnotherReads() {
        // An opening worker builds a document, the GUI takes it, and another worker reads it (the
        // trigger index is built from the dat that way): every write of the first worker happens
        // before every read of the second (ThreadSanitizer checks it in its build).
        struct Made {
            std::vector<int> values;
            int header = 0;
        };
        for (int round = 0; round < 8; ++round) {
            BackgroundTask maker;
            BackgroundTask reader;
            BackgroundTask busy; // keeps one worker occupied, so the two tasks meet on others
            std::atomic<bool> release{false};
            busy.start(
                u"busy"_s,
                [&release](ProgressSink&) {
                    while (!release.load())
                        std::this_thread::sleep_for(std::chrono::milliseconds(1));
                    return 0;
                },
                [](int) {});
            std::shared_ptr<const Made> made;
            maker.start(
                u"make"_s,
                [round](ProgressSink&) {
                    auto m = std::make_shared<Made>();
                    m->header = round + 1;
                    m->values.assign(1000, round);
                    return std::shared_ptr<const Made>(std::move(m));
                },
                [&made](std::shared_ptr<const Made> m) { made = std::move(m); });
            QTRY_VERIFY(made);
            int sum = -1;
            reader.start(
                u"read"_s,
                [made](ProgressSink&) {
                    int total = made->header;
                    for (int v : made->values)
                        total += v;
                    return total;
                },
                [&sum](int total) { sum = total; });
            QTRY_COMPARE(sum, round + 1 + 1000 * round);
            release = true;
            QTRY_VERIFY(!busy.isRunning());
        }
    }

    void disposeInBackgroundNeverDestroysOnTheCaller() {
        // A worker that finished before the caller let go of its own reference used to leave the
        // destructor (a whole Document's, milliseconds long) to the GUI thread, now and then.
        auto onMaker = std::make_shared<std::atomic<int>>(0);
        auto destroyed = std::make_shared<std::atomic<int>>(0);
        constexpr int Count = 20000;
        for (int i = 0; i < Count; ++i)
            disposeInBackground(ThreadRecorder(onMaker, destroyed));
        QVERIFY(BackgroundTask::pool()->waitForDone(30000));
        QCOMPARE(destroyed->load(), Count);
        QCOMPARE(onMaker->load(), 0);
    }

    void indicatorStaysHiddenForShortWork() {
        QWidget window;
        auto* indicator = new ProgressIndicator(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ShowCounter counter;
        indicator->installEventFilter(&counter);
        BackgroundTask task;
        indicator->watch(&task);
        QSignalSpy finished(&task, &BackgroundTask::finished);
        task.start(
            u"short"_s,
            [](ProgressSink&) {
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
                return 0;
            },
            [](int) {});
        QVERIFY(finished.wait());
        QTest::qWait(ProgressIndicator::ShowDelayMs + 100);
        QCOMPARE(counter.shows, 0);
        QVERIFY(indicator->isHidden());
    }

    void indicatorShowsProgressAndCancels() {
        QWidget window;
        auto* indicator = new ProgressIndicator(&window);
        window.resize(600, 60);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BackgroundTask task;
        indicator->watch(&task);
        QSignalSpy cancelled(&task, &BackgroundTask::cancelled);
        auto returned = std::make_shared<std::atomic<bool>>(false);
        int done = 0;
        task.start(u"Opening big.dat…"_s, untilCancelled(returned), [&done](int) { ++done; });
        QVERIFY(indicator->isHidden()); // not before its delay
        QTRY_VERIFY_WITH_TIMEOUT(indicator->isVisible(), 2000);
        QCOMPARE(indicator->shownTask(), &task);
        QCOMPARE(indicator->label()->text(), u"Opening big.dat…"_s);
        QTRY_COMPARE(indicator->bar()->value(), 500); // 5 of 10
        QVERIFY(indicator->cancelButton()->isVisible());
        QTest::mouseClick(indicator->cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!task.isRunning());
        QVERIFY(indicator->isHidden());
        QTRY_VERIFY(returned->load());
        QTest::qWait(50);
        QCOMPARE(done, 0);
    }

    void indicatorShowsTheLatestOfSeveralTasks() {
        QWidget window;
        auto* indicator = new ProgressIndicator(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BackgroundTask first;
        BackgroundTask second;
        indicator->watch(&first);
        indicator->watch(&second);
        auto r1 = std::make_shared<std::atomic<bool>>(false);
        auto r2 = std::make_shared<std::atomic<bool>>(false);
        first.start(u"first"_s, untilCancelled(r1), [](int) {});
        second.start(u"second"_s, untilCancelled(r2), [](int) {});
        QTRY_VERIFY_WITH_TIMEOUT(indicator->isVisible(), 2000);
        QCOMPARE(indicator->shownTask(), &second);
        QTest::mouseClick(indicator->cancelButton(), Qt::LeftButton);
        QVERIFY(!second.isRunning());
        QVERIFY(first.isRunning()); // Cancel stops the one shown
        QCOMPARE(indicator->shownTask(), &first);
        QTRY_COMPARE(indicator->label()->text(), u"first"_s);
        first.cancel();
        QTRY_VERIFY(indicator->isHidden());
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
