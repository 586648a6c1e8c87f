#include "core/common/truncationguard.h"

#include <array>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace soundstage {

namespace {

// One registered mapping. `path` is set last and cleared first, so the handler sees either a
// whole entry or none.
struct Registered {
    std::atomic<const char*> begin{nullptr};
    std::atomic<const char*> end{nullptr};
    std::atomic<const char*> path{nullptr};
    std::atomic<bool> taken{false};
    std::atomic<bool> shortened{false}; ///< zero pages were put over its rest
};

std::array<Registered, TruncationGuard::Capacity> registered;
std::atomic<const char*> programName{"soundstage"};
std::atomic<bool> readZeros{false};
std::atomic<std::uintptr_t> pageSize{4096};
std::array<std::atomic<int>, 2> notifier{-1, -1}; ///< a pipe: read end, write end

void writeAll(const char* text) {
    std::size_t left = std::strlen(text);
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, text, left);
        if (n <= 0)
            return;
        text += n;
        left -= static_cast<std::size_t>(n);
    }
}

// Pages of zeros over `r` from the page holding `address` to its end, in place of the file's
// pages there; false when the system would not. (mmap is a system call without locks, safe in a
// handler on Linux though POSIX does not list it.)
bool zeroRest(Registered& r, const char* address) {
    const std::uintptr_t mask = ~(pageSize.load() - 1);
    const std::uintptr_t from = std::uintptr_t(address) & mask;
    const std::uintptr_t to = (std::uintptr_t(r.end.load()) + pageSize.load() - 1) & mask;
    void* zeros = ::mmap(reinterpret_cast<void*>(from), to - from, PROT_READ,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (zeros == MAP_FAILED)
        return false;
    r.shortened = true;
    const char byte = 1;
    if (const int fd = notifier[1].load(); fd >= 0) [[maybe_unused]]
        const ssize_t written = ::write(fd, &byte, 1); // full: already readable
    return true;
}

// Async-signal-safe: atomics, mmap(), write() and _exit() only.
void onBusError(int signal, siginfo_t* info, void*) {
    const auto* address = static_cast<const char*>(info->si_addr);
    for (Registered& r : registered) {
        const char* path = r.path.load();
        if (path == nullptr || address < r.begin.load() || address >= r.end.load())
            continue;
        if (readZeros.load() && zeroRest(r, address))
            return; // the read that faulted runs again, on zeros
        writeAll(programName.load());
        writeAll(": ");
        writeAll(path);
        writeAll(": the file was shortened by another program while it was read\n");
        ::_exit(2);
    }
    // Not a file we mapped: the system's default (a core dump, as without this handler).
    std::signal(signal, SIG_DFL);
    ::raise(signal);
}

} // namespace

TruncationGuard::TruncationGuard(const void* begin, std::size_t length, QByteArray nativePath)
    : m_nativePath(std::move(nativePath)) {
    for (int i = 0; i < Capacity; ++i) {
        Registered& r = registered[size_t(i)];
        if (r.taken.exchange(true))
            continue;
        r.begin = static_cast<const char*>(begin);
        r.end = static_cast<const char*>(begin) + length;
        r.shortened = false;
        r.path = m_nativePath.constData();
        m_slot = i;
        return;
    }
}

TruncationGuard::~TruncationGuard() {
    if (m_slot < 0)
        return;
    Registered& r = registered[size_t(m_slot)];
    r.path = nullptr;
    r.begin = nullptr;
    r.end = nullptr;
    r.taken = false;
}

bool TruncationGuard::wasShortened() const {
    return m_slot >= 0 && registered[size_t(m_slot)].shortened.load();
}

void TruncationGuard::readZerosOnTruncatedInput(const char* program) {
    if (notifier[0].load() < 0) {
        int ends[2] = {-1, -1};
        if (::pipe2(ends, O_CLOEXEC | O_NONBLOCK) == 0) {
            notifier[1] = ends[1];
            notifier[0] = ends[0];
        }
    }
    pageSize = std::uintptr_t(::sysconf(_SC_PAGESIZE));
    exitOnTruncatedInput(program);
    readZeros = true;
}

int TruncationGuard::shortenedNotifier() {
    return notifier[0].load();
}

int TruncationGuard::takeShortenedNotifications() {
    const int fd = notifier[0].load();
    if (fd < 0)
        return 0;
    int count = 0;
    char bytes[64];
    for (ssize_t n = 0; (n = ::read(fd, bytes, sizeof bytes)) > 0;)
        count += int(n);
    return count;
}

void TruncationGuard::exitOnTruncatedInput(const char* program) {
    programName = program;
    readZeros = false;
    struct sigaction action {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
}

} // namespace soundstage
