#include "ResultFiles.h"

#include "FileWrite.h"

#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace othello {

namespace {

void setError(QString* error, const QString& text)
{
    if (error)
        *error = text;
}

} // namespace

bool ResultAppender::open(const QString& path, QString* error)
{
    close();
    bool needsHeader = true;
    bool needsNewline = false;
    const QFileInfo info(path);
    const bool existed = info.exists();
    if (existed && info.isFile() && info.size() > 0) {
        QFile existing(path);
        if (!existing.open(QIODevice::ReadOnly)) {
            setError(error, QString("cannot read '%1': %2").arg(path, existing.errorString()));
            return false;
        }
        QString firstLine = QString::fromUtf8(existing.readLine(4096)).trimmed();
        if (firstLine.startsWith(QChar(0xFEFF)))
            firstLine.remove(0, 1);
        if (firstLine == firstSchemaCsvHeader() || firstLine == tableSchemaCsvHeader()) {
            setError(error,
                     QString("'%1' was written before the %2 columns were added; "
                             "not appending to it (write to a new file and merge the two)")
                         .arg(path, firstLine == firstSchemaCsvHeader() ? "table laboratory's" : "position file"));
            return false;
        }
        if (firstLine != resultsCsvHeader()) {
            setError(error,
                     QString("'%1' is not a results file (its first line is not the results header); "
                             "not appending to it")
                         .arg(path));
            return false;
        }
        // A run killed mid-line leaves no final newline; start our first record on a line of its own.
        char last = '\n';
        if (existing.seek(existing.size() - 1))
            existing.getChar(&last);
        needsNewline = last != '\n';
        needsHeader = false;
    }

    m_fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (m_fd < 0) {
        setError(error, cannotWrite(path, systemReason(errno)));
        return false;
    }
    struct stat status { };
    m_regular = ::fstat(m_fd, &status) == 0 && S_ISREG(status.st_mode);
    m_path = path;
    m_midLine = false;
    const QByteArray start =
        QByteArray(needsNewline ? "\n" : "") + (needsHeader ? (resultsCsvHeader() + '\n').toUtf8() : QByteArray());
    if (!start.isEmpty() && !appendBytes(start, error)) {
        close();
        if (!existed && m_regular) // the file this run made holds nothing: it goes
            ::unlink(QFile::encodeName(path).constData());
        return false;
    }
    return true;
}

bool ResultAppender::append(const ResultRecord& record, QString* error)
{
    if (m_fd < 0) {
        setError(error, "no results file is open");
        return false;
    }
    return appendBytes(QByteArray(m_midLine ? "\n" : "") + (toCsvLine(record) + '\n').toUtf8(), error);
}

bool ResultAppender::appendBytes(const QByteArray& bytes, QString* error)
{
    struct stat before { };
    const bool sized = m_regular && ::fstat(m_fd, &before) == 0;
    int failure = 0;
    const char* data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0 && failure == 0) {
        const ssize_t written = ::write(m_fd, data, static_cast<size_t>(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            failure = errno;
        else if (written == 0)
            failure = ENOSPC; // no progress and no error: nothing more fits
        else {
            data += written;
            left -= written;
        }
    }
    // On disk before the next search starts: a power cut keeps every finished search, and a full
    // disk that only shows when the blocks are allocated is reported here.
    if (failure == 0 && m_regular && ::fsync(m_fd) != 0)
        failure = errno;
    if (failure == 0) {
        m_midLine = false;
        return true;
    }
    // What did get written is cut off again: the file ends with a whole line, as before.
    if (sized && ::ftruncate(m_fd, before.st_size) == 0)
        m_midLine = false;
    else
        m_midLine = m_midLine || left < bytes.size();
    setError(error, cannotWrite(m_path, systemReason(failure)));
    return false;
}

void ResultAppender::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

} // namespace othello
