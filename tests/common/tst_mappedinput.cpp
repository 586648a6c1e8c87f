// MappedInput: the bytes are the file's, mapped (not copied) for a regular file, empty for an
// empty one, refused as InputFile refuses (missing, special files, too large); TruncationGuard:
// a mapped file shortened while it is read ends the process with a message naming it, and a
// bus error elsewhere is left to the system.
#include "core/common/mappedinput.h"
#include "core/common/truncationguard.h"
#include "writtenfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::test::writeFile;

namespace {

/// Runs `body` in a child process with its standard error in a pipe: the exit status (as
/// waitpid gives it) and what it wrote.
template <typename Body> std::pair<int, QByteArray> inChild(Body body) {
    int pipeEnds[2];
    if (::pipe(pipeEnds) != 0)
        return {-1, {}};
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(pipeEnds[1], STDERR_FILENO);
        ::close(pipeEnds[0]);
        body();
        ::_exit(0);
    }
    ::close(pipeEnds[1]);
    QByteArray written;
    char buffer[512];
    ssize_t n = 0;
    while ((n = ::read(pipeEnds[0], buffer, sizeof buffer)) > 0)
        written.append(buffer, n);
    ::close(pipeEnds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return {status, written};
}

} // namespace

class TestMappedInput : public QObject {
    Q_OBJECT

private slots:
    void bytesAreTheFileMapped() {
        QTemporaryDir dir;
        QByteArray content;
        for (int i = 0; i < 5000; ++i)
            content += "line " + QByteArray::number(i) + '\n';
        const QString path = writeFile(dir, u"text.override"_s, content);
        auto input = MappedInput::open(path, InputFile::MaxOverrideBytes);
        QVERIFY2(input, qPrintable(input ? QString() : input.error().message));
        QCOMPARE(input->bytes(), content);
        QVERIFY(input->isMapped());
        // No copy: every array handed out shares the mapped bytes.
        QCOMPARE(input->bytes().constData(), input->bytes().constData());
        // Moved, it keeps them (the mapping belongs to the file object, which does not move).
        const char* data = input->bytes().constData();
        MappedInput moved = std::move(*input);
        QCOMPARE(moved.bytes().constData(), data);
        QCOMPARE(moved.bytes(), content);
    }

    void emptyFileIsEmptyBytes() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, u"empty.override"_s, {});
        auto input = MappedInput::open(path, InputFile::MaxOverrideBytes);
        QVERIFY(input);
        QVERIFY(input->bytes().isEmpty());
        QVERIFY(!input->isMapped());
    }

    void refusedAsInputFileRefuses() {
        QTemporaryDir dir;
        const auto missing = MappedInput::open(dir.filePath(u"none"_s), 100);
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(u"cannot open"_s));
        QCOMPARE(missing.error().file, dir.filePath(u"none"_s));

        const auto folder = MappedInput::open(dir.path(), 100);
        QVERIFY(!folder);
        QVERIFY(folder.error().message.contains(u"directory"_s));

        const QString fifo = dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto pipe = MappedInput::open(fifo, 100); // no writer: must not block
        QVERIFY(!pipe);
        QVERIFY(pipe.error().message.contains(u"FIFO"_s));

        const QString big = writeFile(dir, u"big"_s, QByteArray(101, 'x'));
        const auto tooLarge = MappedInput::open(big, 100);
        QVERIFY(!tooLarge);
        QVERIFY(tooLarge.error().message.contains(u"101 bytes"_s));
    }

    // The class of input: a file another program cuts short while it is mapped. Reading past
    // its new end raises SIGBUS; with the guard installed the process says which file and exits
    // with status 2 instead of dying with "Bus error".
    void shortenedWhileReadIsNamed() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, u"cut.override"_s, QByteArray(3 * 4096, 'a'));
        const auto [status, stderrText] = inChild([&] {
            TruncationGuard::exitOnTruncatedInput("tst_mappedinput");
            auto input = MappedInput::open(path, InputFile::MaxOverrideBytes);
            if (!input || !QFile::resize(path, 10))
                ::_exit(1);
            const QByteArray bytes = input->bytes();
            volatile char last = bytes.constData()[bytes.size() - 1]; // past the new end
            (void)last;
            ::_exit(0); // not reached
        });
        QVERIFY2(WIFEXITED(status), "the child died of a signal: the guard did not catch it");
        QCOMPARE(WEXITSTATUS(status), 2);
        QCOMPARE(stderrText, "tst_mappedinput: " + QFile::encodeName(path) +
                                 ": the file was shortened by another program while it was "
                                 "read\n");
    }

    // Once the input is gone, its range is no longer named: a bus error there, or anywhere no
    // mapping was registered, is the system's (the process dies of SIGBUS, as without a guard).
    void otherBusErrorsAreLeftToTheSystem() {
        const auto [status, stderrText] = inChild([] {
            TruncationGuard::exitOnTruncatedInput("tst_mappedinput");
            ::raise(SIGBUS);
        });
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), SIGBUS);
        QVERIFY(stderrText.isEmpty());
    }

    void guardUnregistersWhenDestroyed() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, u"gone.override"_s, QByteArray(2 * 4096, 'b'));
        const auto [status, stderrText] = inChild([&] {
            TruncationGuard::exitOnTruncatedInput("tst_mappedinput");
            const char* data = nullptr;
            {
                auto input = MappedInput::open(path, InputFile::MaxOverrideBytes);
                if (!input)
                    ::_exit(1);
                data = input->bytes().constData();
            }
            // The same address range, now registered by nobody, raising a bus error.
            siginfo_t info{};
            info.si_signo = SIGBUS;
            info.si_addr = const_cast<char*>(data);
            ::syscall(SYS_rt_tgsigqueueinfo, ::getpid(), ::gettid(), SIGBUS, &info);
            ::_exit(0);
        });
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), SIGBUS);
        QVERIFY(!stderrText.contains("gone.override"));
    }

    void slotsRunOutQuietly() {
        // More mappings than the guard names: all are still mapped and read.
        QTemporaryDir dir;
        const QString path = writeFile(dir, u"many"_s, "many\n");
        std::vector<MappedInput> inputs;
        for (int i = 0; i < TruncationGuard::Capacity + 4; ++i) {
            auto input = MappedInput::open(path, 100);
            QVERIFY(input);
            inputs.push_back(std::move(*input));
        }
        for (const MappedInput& input : inputs)
            QCOMPARE(input.bytes(), QByteArray("many\n"));
    }
};

QTEST_GUILESS_MAIN(TestMappedInput)
#include "tst_mappedinput.moc"
