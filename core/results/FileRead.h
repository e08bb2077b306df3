#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>
#include <optional>

namespace othello {

// The one way a whole input file is read (results, labels, suites, game records): only a regular
// file, and at most maxBytes of it. A device (/dev/zero), a FIFO or a folder is refused before any
// read, and so is a file larger than maxBytes, so no input makes a reader grow without bound. The
// content, or nullopt and `error` one line: "cannot read 'PATH': REASON".
std::optional<QByteArray> readWholeFile(const QString& path, qint64 maxBytes, QString* error);

} // namespace othello
