#include "core/common/truncationguard.h"

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>
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
};

std::array<Registered, TruncationGuard::Capacity> registered;
std::atomic<const char*> programName{"soundstage"};

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

// Async-signal-safe: atomics, write() and _exit() only.
void onBusError(int signal, siginfo_t* info, void*) {
    const auto* address = static_cast<const char*>(info->si_addr);
    for (const Registered& r : registered) {
        const char* path = r.path.load();
        if (path == nullptr || address < r.begin.load() || address >= r.end.load())
            continue;
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

void TruncationGuard::exitOnTruncatedInput(const char* program) {
    programName = program;
    struct sigaction action {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
}

} // namespace soundstage
