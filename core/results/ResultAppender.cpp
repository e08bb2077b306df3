#include "ResultFiles.h"

#include <QFile>
#include <cerrno>
#include <cstring>
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
    QFile existing(path);
    if (existing.exists() && existing.size() > 0) {
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
        // (A device or pipe cannot seek; Qt would warn on stderr, and there is no last line to end.)
        char last = '\n';
        if (!existing.isSequential() && existing.seek(existing.size() - 1))
            existing.getChar(&last);
        needsNewline = last != '\n';
        needsHeader = false;
    }

    m_file.setFileName(path);
    m_midLine = false;
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        setError(error, QString("cannot write '%1': %2").arg(path, m_file.errorString()));
        return false;
    }
    const QByteArray start =
        QByteArray(needsNewline ? "\n" : "") + (needsHeader ? (resultsCsvHeader() + '\n').toUtf8() : QByteArray());
    if (!start.isEmpty() && (m_file.write(start) != start.size() || !m_file.flush())) {
        setError(error, QString("cannot write '%1': %2").arg(path, m_file.errorString()));
        m_file.close();
        return false;
    }
    return true;
}

bool ResultAppender::append(const ResultRecord& record, QString* error)
{
    if (!m_file.isOpen()) {
        setError(error, "no results file is open");
        return false;
    }
    const QByteArray line = QByteArray(m_midLine ? "\n" : "") + (toCsvLine(record) + '\n').toUtf8();
    const qint64 written = m_file.write(line);
    if (written != line.size()) {
        m_midLine = m_midLine || written > 0;
        // A short write sets no error string; a full disk (or a file size limit) is the cause.
        const QString reason = written >= 0
            ? QString("only %1 of %2 bytes written (disk full?)").arg(written).arg(line.size())
            : m_file.errorString();
        setError(error, QString("cannot write '%1': %2").arg(m_file.fileName(), reason));
        return false;
    }
    m_midLine = false;
    // On disk before the next search starts: a power cut keeps every finished search, and a full
    // disk that only shows when the blocks are allocated is reported here. A pipe or a terminal
    // cannot be synced (EINVAL) and needs not be.
    if (::fsync(m_file.handle()) != 0 && errno != EINVAL && errno != EROFS) {
        setError(error,
                 QString("cannot write '%1': %2").arg(m_file.fileName(), QString::fromLocal8Bit(std::strerror(errno))));
        return false;
    }
    return true;
}

} // namespace othello
