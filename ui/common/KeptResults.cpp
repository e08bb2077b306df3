#include "KeptResults.h"

#include "results/FileWrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace othello {

QString KeptResults::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("kept"));
}

KeptResults::KeptResults(const QString& fileName, const QString& directory) : m_path(QDir(directory).filePath(fileName))
{ }

bool KeptResults::exists() const { return QFile::exists(m_path); }

bool KeptResults::keep(const QByteArray& content, QString* error) const
{
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        *error = cannotWrite(m_path, QStringLiteral("cannot create its folder"));
        return false;
    }
    return writeFileAtomically(m_path, content, error);
}

std::optional<QByteArray> KeptResults::read() const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

void KeptResults::forget() const { QFile::remove(m_path); }

} // namespace othello
