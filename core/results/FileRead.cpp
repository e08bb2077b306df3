#include "FileRead.h"

#include <QFile>
#include <QFileInfo>

namespace othello {

namespace {

QString sizeText(qint64 bytes)
{
    return bytes >= (qint64(1) << 20) ? QString("%1 MiB").arg(bytes >> 20) : QString("%1 bytes").arg(bytes);
}

} // namespace

std::optional<QByteArray> readWholeFile(const QString& path, qint64 maxBytes, QString* error)
{
    const auto fail = [&](const QString& reason) -> std::optional<QByteArray> {
        if (error)
            *error = QString("cannot read '%1': %2").arg(path, reason);
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail("no such file");
    if (info.isDir())
        return fail("it is a folder");
    if (!info.isFile()) // a device, a FIFO, a socket (a link is followed first)
        return fail("it is not a regular file");
    if (info.size() > maxBytes)
        return fail("it is larger than " + sizeText(maxBytes));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    // At most one byte more than allowed: a file that grew meanwhile is refused, not read whole.
    QByteArray content = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    if (content.size() > maxBytes)
        return fail("it is larger than " + sizeText(maxBytes));
    return content;
}

} // namespace othello
