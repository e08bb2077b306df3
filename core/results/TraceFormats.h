#pragma once

// The files of a search trace (engine/trace/SearchTrace.h): JSON (one object per call, in call
// order; the schema is in docs/cli.md), a Graphviz digraph (DOT) and an indented text outline. The
// CLI's `trace` and the Tree tab write them. A trace may hold millions of records, so each format
// is written piece by piece, never built whole.

#include "FileWrite.h"
#include "engine/trace/SearchTrace.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace othello {

enum class TraceFormat { Json, Dot, Text };

QString traceFormatId(TraceFormat format); // json | dot | text
std::optional<TraceFormat> parseTraceFormat(const QString& id);
QStringList traceFormatIds();

// Hands the trace in `format` to `write` in pieces of about a megabyte; false as soon as a write fails.
bool writeTrace(const trace::Trace& trace, TraceFormat format, const ChunkWriter& write);
// The whole text at once, for small traces.
QByteArray traceText(const trace::Trace& trace, TraceFormat format);
// Into a file, atomically (FileWrite.h); `error` gets one line on failure.
bool saveTrace(const QString& path, const trace::Trace& trace, TraceFormat format, QString* error);

} // namespace othello
