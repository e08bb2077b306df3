#include "ImageFile.h"

#include "results/FileWrite.h"

#include <QBuffer>
#include <QCoreApplication>

namespace othello {

QString writePngFile(const QImage& image, const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return QCoreApplication::translate("othello::ImageFile", "the picture could not be encoded");
    return writeFileAtomicallyReason(path, bytes);
}

} // namespace othello
