#pragma once

#include "results/ResultRecord.h"

#include <QString>
#include <vector>

namespace othello {

// A named set of results shown side by side with others: this session's comparison, an opened
// results file, or a recovered journal. The name is what the table's "run" column shows.
struct ComparisonRun {
    QString name;
    std::vector<ResultRecord> records;
};

} // namespace othello
