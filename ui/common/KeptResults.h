#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace othello {

// A result of the session the user has not saved to a file (a tournament, a depth comparison),
// kept on disk so that quitting, or a crash, loses nothing: the page offers it again at the next
// start until the user saves it to a file or discards it. One file per kind of result under
// AppDataLocation/kept, written atomically (results/FileWrite.h).
class KeptResults {
public:
    // AppDataLocation/kept.
    static QString defaultDirectory();

    // `fileName`: "tournament.json", "depths.json".
    explicit KeptResults(const QString& fileName, const QString& directory = defaultDirectory());

    QString path() const { return m_path; }
    bool exists() const;
    // Replaces the kept copy; false with a one-line reason when it could not be written.
    bool keep(const QByteArray& content, QString* error) const;
    // The kept copy, or nothing.
    std::optional<QByteArray> read() const;
    // Saved to a file or discarded: the next start offers nothing.
    void forget() const;

private:
    QString m_path;
};

} // namespace othello
