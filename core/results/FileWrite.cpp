#include "FileWrite.h"

#include <QFile>
#include <QFileInfo>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace othello {

namespace {

std::atomic<int (*)(int)> g_sync{nullptr}; // the tests' faults (setFileWriteFaultsForTesting)
std::atomic<int (*)(int)> g_close{nullptr};

int syncFile(int fd)
{
    const auto sync = g_sync.load();
    return sync ? sync(fd) : ::fsync(fd);
}

int closeFile(int fd)
{
    const auto close = g_close.load();
    return close ? close(fd) : ::close(fd);
}

// Writes all of `content`, retrying interrupted and short writes; 0 or the errno of the failure.
int writeAll(int fd, const QByteArray& content)
{
    const char* data = content.constData();
    qsizetype left = content.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, static_cast<size_t>(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return errno;
        if (written == 0)
            return ENOSPC; // no progress and no error: nothing more fits
        data += written;
        left -= written;
    }
    return 0;
}

// Writes every piece `produce` gives; 0 or the errno of the first failure.
int writeAll(int fd, const ContentProducer& produce)
{
    int failure = 0;
    const bool produced = produce([&](const QByteArray& chunk) {
        failure = writeAll(fd, chunk);
        return failure == 0;
    });
    return failure != 0 ? failure : produced ? 0 : EIO;
}

// /dev/stdout, a terminal, a pipe: there is nothing to rename over, so write in place.
bool writeDirectly(const QString& path, const ContentProducer& content, QString* error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        *error = cannotWrite(path, systemReason(errno));
        return false;
    }
    const int failure = writeAll(fd, content);
    const int closeFailure = ::close(fd) == 0 ? 0 : errno;
    if (failure != 0 || closeFailure != 0) {
        *error = cannotWrite(path, systemReason(failure != 0 ? failure : closeFailure));
        return false;
    }
    return true;
}

// A name beside the target that no other writer (thread or process) picks.
QString temporaryName(const QString& target)
{
    static std::atomic<unsigned> counter{0};
    const QFileInfo info(target);
    return info.absolutePath() + "/." + info.fileName() + QString(".tmp-%1-%2").arg(::getpid()).arg(counter++);
}

bool replaceFile(const QString& target, const ContentProducer& content, const struct stat* old, QString* error)
{
    QString temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = temporaryName(target);
        // 0666 under the umask, as a new file gets; an existing file keeps its mode below.
        fd = ::open(QFile::encodeName(temporary).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) {
            *error = cannotWrite(target, systemReason(errno));
            return false;
        }
    }
    if (fd < 0) {
        *error = cannotWrite(target, systemReason(EEXIST));
        return false;
    }
    int failure = writeAll(fd, content);
    if (failure == 0 && old && ::fchmod(fd, old->st_mode & 07777) != 0)
        failure = errno;
    // A full disk may only show here, when the file system allocates the delayed blocks: the
    // rename comes only after both succeeded, or the old file would give way to a broken one.
    if (failure == 0 && syncFile(fd) != 0)
        failure = errno;
    if (closeFile(fd) != 0 && failure == 0)
        failure = errno;
    if (failure == 0 && ::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(target).constData()) != 0)
        failure = errno;
    if (failure != 0) {
        ::unlink(QFile::encodeName(temporary).constData());
        *error = cannotWrite(target, systemReason(failure));
        return false;
    }
    // The rename itself is durable once the folder is synced; a file system that cannot sync a
    // folder has nothing more to do, so its refusal is not an error.
    const int folder =
        ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return true;
}

} // namespace

bool isStandardOutput(const QString& path)
{
    struct stat file { };
    struct stat out { };
    return ::stat(QFile::encodeName(path).constData(), &file) == 0 && ::fstat(STDOUT_FILENO, &out) == 0 &&
        file.st_dev == out.st_dev && file.st_ino == out.st_ino;
}

QString outputProblem(const QString& path)
{
    if (path.isEmpty())
        return "the file name is empty";
    const QFileInfo info(path);
    if (info.isDir())
        return cannotWrite(path, "it is a folder");
    if (info.exists() && !info.isFile()) // /dev/stdout, a pipe: written directly
        return ::access(QFile::encodeName(path).constData(), W_OK) == 0 ? QString()
                                                                        : cannotWrite(path, systemReason(errno));
    if (info.exists() && ::access(QFile::encodeName(path).constData(), W_OK) != 0)
        return cannotWrite(path, systemReason(errno));
    // The new file, or the temporary one that replaces it, is made in its folder.
    const QString folder =
        (info.isSymLink() && info.exists() ? QFileInfo(info.canonicalFilePath()) : info).absolutePath();
    if (!QFileInfo(folder).isDir())
        return cannotWrite(path, "the folder '" + folder + "' does not exist");
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0)
        return cannotWrite(path, systemReason(errno));
    return {};
}

void setFileWriteFaultsForTesting(const FileWriteFaults& faults)
{
    g_sync.store(faults.sync);
    g_close.store(faults.close);
}

QString systemReason(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

QString cannotWrite(const QString& path, const QString& reason)
{
    return QString("cannot write '%1': %2").arg(path, reason);
}

QString writeFileAtomicallyReason(const QString& path, const QByteArray& content)
{
    QString error;
    if (writeFileAtomically(path, content, &error))
        return {};
    const QString prefix = cannotWrite(path, QString());
    return error.startsWith(prefix) ? error.mid(prefix.size()) : error;
}

bool writeFileAtomically(const QString& path, const QByteArray& content, QString* error)
{
    return writeFileAtomically(
        path, [&](const ChunkWriter& write) { return write(content); }, error);
}

bool writeFileAtomically(const QString& path, const ContentProducer& content, QString* error)
{
    QString ignored;
    QString& message = error ? *error : ignored;
    if (path.isEmpty()) {
        message = "cannot write a file without a name";
        return false;
    }
    // Through a symbolic link, the file it points to is replaced and the link kept.
    const QFileInfo info(path);
    // /dev/stdout on a pipe links to "pipe:[…]", which has no canonical path: write through the link.
    const QString canonical = info.isSymLink() && info.exists() ? info.canonicalFilePath() : QString();
    const QString target = canonical.isEmpty() ? path : canonical;
    struct stat status { };
    if (::stat(QFile::encodeName(target).constData(), &status) != 0) {
        if (errno != ENOENT) {
            message = cannotWrite(path, systemReason(errno));
            return false;
        }
        return replaceFile(target, content, nullptr, &message);
    }
    if (S_ISDIR(status.st_mode)) {
        message = cannotWrite(path, "it is a folder");
        return false;
    }
    if (!S_ISREG(status.st_mode))
        return writeDirectly(target, content, &message);
    if (::access(QFile::encodeName(target).constData(), W_OK) != 0) {
        message = cannotWrite(path, systemReason(errno));
        return false;
    }
    return replaceFile(target, content, &status, &message);
}

} // namespace othello
