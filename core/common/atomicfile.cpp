#include "core/common/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::AtomicFile" whatever function it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::AtomicFile)
};

} // namespace

AtomicFile::~AtomicFile() {
    if (m_fd >= 0)
        ::close(m_fd); // an unnamed file vanishes with its last descriptor
    if (!m_committed && !m_tempPath.isEmpty())
        ::unlink(QFile::encodeName(m_tempPath).constData());
}

QString AtomicFile::errnoText(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

QString AtomicFile::temporaryPrefix(const QString& path) {
    return u"."_s + QFileInfo(path).fileName() + u".tmp-"_s;
}

QString AtomicFile::temporaryName(const QString& path) {
    return QFileInfo(path).absolutePath() + u'/' + temporaryPrefix(path) +
           QString::number(::getpid()) + u'-' +
           QString::number(QRandomGenerator::global()->generate64() & 0xFFFFFFFFFFull, 36);
}

// Named temporaries of runs that were killed: the PID in the name is no longer alive.
void AtomicFile::removeAbandoned(const QString& path) {
    const QDir dir(QFileInfo(path).absolutePath());
    const QString prefix = temporaryPrefix(path);
    const QStringList names = dir.entryList({prefix + u"*"_s}, QDir::Files | QDir::Hidden);
    for (const QString& name : names) {
        bool ok = false;
        const qint64 pid = name.mid(prefix.size()).section(u'-', 0, 0).toLongLong(&ok);
        if (ok && pid > 0 && pid != ::getpid() && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            ::unlink(QFile::encodeName(dir.filePath(name)).constData());
    }
}

std::unexpected<Error> AtomicFile::ioError(const QString& what, int code) const {
    return fail(ErrorCode::Io, u"%1: %2"_s.arg(what, errnoText(code)), -1, m_path);
}

Result<int> AtomicFile::openNamed(mode_t mode, QString& name) const {
    const QString folder = QFileInfo(m_path).absolutePath();
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString candidate = temporaryName(m_path);
        const int fd = ::open(QFile::encodeName(candidate).constData(),
                              O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd >= 0) {
            name = candidate;
            return fd;
        }
        if (errno != EEXIST)
            return ioError(Tr::tr("cannot create a temporary file in %1")
                               .arg(QDir::toNativeSeparators(folder)),
                           errno);
    }
    return ioError(Tr::tr("cannot find a free temporary file name in %1")
                       .arg(QDir::toNativeSeparators(folder)),
                   EEXIST);
}

Result<std::unique_ptr<AtomicFile>> AtomicFile::create(const QString& path, mode_t mode) {
    if (path.isEmpty())
        return fail(ErrorCode::Usage, Tr::tr("no output file given"));
    std::unique_ptr<AtomicFile> file(new AtomicFile(path));
    const QString folder = QFileInfo(path).absolutePath();
    removeAbandoned(path);
    int fd = -1;
    do {
        fd = ::open(QFile::encodeName(folder).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, mode);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        // Filesystems without O_TMPFILE say so in several ways; anything else is a real error.
        if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL && errno != ENOSYS)
            return file->ioError(
                Tr::tr("cannot create a file in %1").arg(QDir::toNativeSeparators(folder)), errno);
        auto named = file->openNamed(mode, file->m_tempPath);
        if (!named)
            return fail(named.error());
        fd = *named;
    }
    file->m_fd = fd;
    return file;
}

Result<void> AtomicFile::append(QByteArrayView bytes) {
    const char* data = bytes.data();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t done = ::write(m_fd, data, size_t(left));
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return ioError(Tr::tr("cannot write"), done < 0 ? errno : EIO);
        data += done;
        left -= done;
    }
    return {};
}

Result<void> AtomicFile::commit() {
    if (::fsync(m_fd) != 0)
        return ioError(Tr::tr("flushing the file failed"), errno);
    if (m_tempPath.isEmpty()) {
        // Give the unnamed file a recognisable name for the instant before the rename.
        QString name;
        const QByteArray proc = "/proc/self/fd/" + QByteArray::number(m_fd);
        for (int attempt = 0; attempt < 100 && name.isEmpty(); ++attempt) {
            const QString candidate = temporaryName(m_path);
            if (::linkat(AT_FDCWD, proc.constData(), AT_FDCWD,
                         QFile::encodeName(candidate).constData(), AT_SYMLINK_FOLLOW) == 0)
                name = candidate;
            else if (errno != EEXIST)
                return ioError(Tr::tr("cannot link the finished file"), errno);
        }
        if (name.isEmpty())
            return ioError(Tr::tr("cannot link the finished file"), EEXIST);
        m_tempPath = name;
    }
    if (::close(m_fd) != 0) {
        m_fd = -1;
        return ioError(Tr::tr("closing the file failed"), errno);
    }
    m_fd = -1;
    if (::rename(QFile::encodeName(m_tempPath).constData(),
                 QFile::encodeName(m_path).constData()) != 0)
        return ioError(Tr::tr("renaming the finished file failed"), errno);
    m_committed = true;
    const QString folder = QFileInfo(m_path).absolutePath();
    const int dirFd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd); // best effort: the data itself is already on disk
        ::close(dirFd);
    }
    return {};
}

Result<void> AtomicFile::write(const QString& path, QByteArrayView bytes) {
    auto file = create(path);
    if (!file)
        return fail(file.error());
    if (auto written = (*file)->append(bytes); !written)
        return written;
    return (*file)->commit();
}

} // namespace soundstage
