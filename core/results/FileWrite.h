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

// "cannot write 'PATH': REASON": the one wording of every write failure.
QString cannotWrite(const QString& path, const QString& reason);

} // namespace othello
