#pragma once

#include <QByteArray>
#include <QString>
#include <functional>

namespace othello {

// The one way a whole file (results, games, depth comparison, game record) is written: into a
// temporary file beside the target, every write and the fsync checked, then renamed over the
// target in one step. On any failure the old file is left as it was and `error` holds one line,
// "cannot write 'PATH': REASON". A target that is not a regular file (/dev/stdout, a pipe) is
// written directly, every write still checked.
bool writeFileAtomically(const QString& path, const QByteArray& content, QString* error);

// The same write for content too large to hold at once (a search trace): `produce` hands the
// pieces to the writer it is given, in order, and returns false as soon as the writer does (a
// failed write; the error is then the write's).
using ChunkWriter = std::function<bool(const QByteArray& chunk)>;
using ContentProducer = std::function<bool(const ChunkWriter& write)>;
bool writeFileAtomically(const QString& path, const ContentProducer& produce, QString* error);

// The same write, for messages worded by the caller (the GUI's translated ones): the reason it
// failed ("No space left on device"), or an empty string when the file was written.
QString writeFileAtomicallyReason(const QString& path, const QByteArray& content);

// Whether `path` is this process's standard output (/dev/stdout, /proc/self/fd/1, or the file or
// pipe it is redirected to): a command writing its results there keeps its messages off it.
bool isStandardOutput(const QString& path);

// Why writeFileAtomically(path, ...) would fail before anything is written: no name, a folder, a
// folder to put it in that is missing or not writable, a file that is not writable. Empty when
// it can be tried. For a command that writes its file after a long computation, to refuse at once.
QString outputProblem(const QString& path);

// The system's words for an errno value ("No space left on device"), in the locale's encoding.
QString systemReason(int error);

// "cannot write 'PATH': REASON": the one wording of every write failure.
QString cannotWrite(const QString& path, const QString& reason);

// For the tests only: what replaceFile() calls instead of fsync() and close() on the temporary
// file (null: the system's), to inject the failures a real disk gives rarely (a full disk seen
// only at the sync, an NFS server gone at the close). A replacement sets errno and returns -1 to
// fail; `close` must close the descriptor either way.
struct FileWriteFaults {
    int (*sync)(int fd) = nullptr;
    int (*close)(int fd) = nullptr;
};
void setFileWriteFaultsForTesting(const FileWriteFaults& faults);

} // namespace othello
