#pragma once

#include "ResultRecord.h"

#include <QString>
#include <QStringList>
#include <variant>

namespace othello {

// A record as text fields in schema order (label, ply, to_move, algorithm, tt, value,
// expanded, generated, seconds, status, then the table laboratory's tt_policy, tt_hash, tt_probes,
// ... nodes_all): what the CSV writes and what CSV and JSON readers both validate, so the two
// formats cannot drift apart. Records of the first ten fields only (files written before the
// laboratory) are read too.
const QStringList& resultFieldNames();
// The first fields, all that files written before the table laboratory have.
qsizetype firstSchemaFieldCount();
QStringList fieldsOf(const ResultRecord& record);

// Validates every field and their agreement (ply = label - 1, a value exactly when done);
// on failure, what is wrong ("unknown algorithm 'foo'").
std::variant<ResultRecord, QString> recordFromFields(const QStringList& fields);

} // namespace othello
