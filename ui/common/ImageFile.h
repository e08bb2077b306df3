#pragma once

#include <QImage>
#include <QString>

namespace othello {

// Saves `image` as a PNG file through writeFileAtomically (results/FileWrite.h): the reason it
// failed, or an empty string when the file was written.
QString writePngFile(const QImage& image, const QString& path);

} // namespace othello
