#pragma once

#include "ResultRecord.h"

#include <QString>
#include <QStringList>
#include <variant>

namespace othello {

// A record as text fields in schema order (label, ply, to_move, algorithm, tt, value,
// expanded, generated, seconds, status, then the table laboratory's tt_policy, tt_hash, tt_probes,
// ... tt_peak_bytes, then the position's source, position, size, scoring and board): what the
// CSV writes and what CSV and JSON readers both validate, so the two formats cannot drift apart.
// Records of older files are read too: the first ten fields only (before the laboratory), or
// up to tt_peak_bytes (before position files); both are PV records.
const QStringList& resultFieldNames();
// The first fields, all that files written before the table laboratory have.
qsizetype firstSchemaFieldCount();
// The fields of files written before position files (up to tt_peak_bytes).
qsizetype tableSchemaFieldCount();
// The index of the first field of the position's description ("source").
inline qsizetype positionSchemaFieldIndex() { return tableSchemaFieldCount(); }
QStringList fieldsOf(const ResultRecord& record);

// Validates every field and their agreement (ply = label - 1 for the PV, a board of the given
// size and side to move, a value exactly when done and within the board's squares);
// on failure, what is wrong ("unknown algorithm 'foo'").
std::variant<ResultRecord, QString> recordFromFields(const QStringList& fields);

} // namespace othello
