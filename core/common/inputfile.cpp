#include "core/common/inputfile.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::InputFile" whatever function it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::InputFile)
};

QString errnoText(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

// What a non-regular file is, in words for the refusal.
QString kindOf(mode_t mode) {
    if (S_ISDIR(mode))
        return Tr::tr("a directory");
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    if (S_ISCHR(mode))
        return Tr::tr("a character device");
    if (S_ISBLK(mode))
        return Tr::tr("a block device");
    return Tr::tr("not a file");
}

Error notRegular(const QString& path, mode_t mode) {
    return Error{ErrorCode::Unsupported, Tr::tr("not a regular file (it is %1)").arg(kindOf(mode)),
                 path};
}

Error tooLarge(const QString& path, qint64 size, qint64 limit) {
    return Error{ErrorCode::Unsupported,
                 Tr::tr("the file is %1 bytes long; this kind of file is read only up to %2 bytes")
                     .arg(size)
                     .arg(limit),
                 path};
}

// Closes a descriptor unless released (the early returns of open()).
struct FdGuard {
    int fd = -1;
    ~FdGuard() {
        if (fd >= 0)
            ::close(fd);
    }
    int release() { return std::exchange(fd, -1); }
};

} // namespace

Result<InputFile> InputFile::open(const QString& path, qint64 maxBytes) {
    if (path.isEmpty())
        return fail(ErrorCode::Usage, Tr::tr("no file name given"), -1, path);
    const QByteArray native = QFile::encodeName(path);
    if (native.contains('\0'))
        return fail(ErrorCode::Usage, Tr::tr("the file name contains a NUL byte"), -1, path);
    FdGuard guard;
    do {
        guard.fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    } while (guard.fd < 0 && errno == EINTR);
    if (guard.fd < 0) {
        const int code = errno;
        // A socket cannot be opened at all (ENXIO); say what it is rather than "no such device".
        struct stat st {};
        if (code == ENXIO && ::stat(native.constData(), &st) == 0 && !S_ISREG(st.st_mode))
            return fail(notRegular(path, st.st_mode));
        return fail(ErrorCode::Io, Tr::tr("cannot open: %1").arg(errnoText(code)), -1, path);
    }
    struct stat st {};
    if (::fstat(guard.fd, &st) != 0)
        return fail(ErrorCode::Io, Tr::tr("cannot open: %1").arg(errnoText(errno)), -1, path);
    if (!S_ISREG(st.st_mode))
        return fail(notRegular(path, st.st_mode));
    if (maxBytes > 0 && st.st_size > maxBytes)
        return fail(tooLarge(path, st.st_size, maxBytes));
    const int flags = ::fcntl(guard.fd, F_GETFL);
    if (flags < 0 || ::fcntl(guard.fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
        return fail(ErrorCode::Io, Tr::tr("cannot open: %1").arg(errnoText(errno)), -1, path);

    InputFile input;
    input.m_file = std::make_unique<QFile>();
    input.m_file->setFileName(path);
    if (!input.m_file->open(guard.fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        return fail(ErrorCode::Io, Tr::tr("cannot open: %1").arg(input.m_file->errorString()), -1,
                    path);
    guard.release();
    input.m_path = path;
    input.m_size = qint64(st.st_size);
    return input;
}

Result<QByteArray> InputFile::readAll(const QString& path, qint64 maxBytes) {
    auto input = open(path, maxBytes);
    if (!input)
        return fail(input.error());
    return input->read();
}

Result<QByteArray> InputFile::read() const {
    QFile& file = *m_file;
    QByteArray bytes;
    // Read exactly the size fstat gave: a file that grows meanwhile cannot push past the limit.
    bytes.resize(qsizetype(m_size));
    qint64 done = 0;
    while (done < m_size) {
        const qint64 n = file.read(bytes.data() + done, m_size - done);
        if (n < 0)
            return fail(ErrorCode::Io, Tr::tr("cannot read: %1").arg(file.errorString()), done,
                        m_path);
        if (n == 0)
            return fail(ErrorCode::Io, Tr::tr("the file became shorter while it was read"), done,
                        m_path);
        done += n;
    }
    return bytes;
}

Result<qint64> InputFile::inspect(const QString& path) {
    const QByteArray native = QFile::encodeName(path);
    if (path.isEmpty() || native.contains('\0'))
        return fail(ErrorCode::Usage, Tr::tr("the file name is empty or contains a NUL byte"), -1,
                    path);
    struct stat st {};
    if (::stat(native.constData(), &st) != 0) {
        const int code = errno;
        return fail(code == ENOENT || code == ENOTDIR ? ErrorCode::NotFound : ErrorCode::Io,
                    Tr::tr("cannot open: %1").arg(errnoText(code)), -1, path);
    }
    if (!S_ISREG(st.st_mode))
        return fail(notRegular(path, st.st_mode));
    return qint64(st.st_size);
}

} // namespace soundstage
