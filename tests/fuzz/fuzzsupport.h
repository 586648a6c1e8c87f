#pragma once
// Helpers shared by the libFuzzer targets: an input as Qt bytes, a property check that aborts
// (so libFuzzer records the input as a crash), and a memfd holding an input as a file.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace soundstage::fuzz {

inline QByteArrayView bytesOf(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)};
}

/// A property every input must keep (round trips, bounds). Failing aborts with a message.
inline void require(bool condition, const char* what) {
    if (!condition) {
        std::fprintf(stderr, "fuzz property violated: %s\n", what);
        std::abort();
    }
}

/// A Result that must hold a value; prints the error it holds instead before aborting.
template <typename R>
void requireOk(const R& result, const char* what) {
    if (!result) {
        std::fprintf(stderr, "error: %s\n", qPrintable(result.error().toString()));
        require(false, what);
    }
}

/// The input as an anonymous in-memory file; path() names it for APIs that open paths.
class MemFile final {
public:
    MemFile(const uint8_t* data, size_t size)
        : m_fd(memfd_create("fuzz-input", 0)) {
        require(m_fd >= 0, "memfd_create");
        size_t done = 0;
        while (done < size) {
            const ssize_t n = ::write(m_fd, data + done, size - done);
            require(n > 0, "write to memfd");
            done += size_t(n);
        }
    }
    ~MemFile() { ::close(m_fd); }
    MemFile(const MemFile&) = delete;
    MemFile& operator=(const MemFile&) = delete;
    [[nodiscard]] QString path() const { return QStringLiteral("/proc/self/fd/%1").arg(m_fd); }

private:
    int m_fd;
};

} // namespace soundstage::fuzz
