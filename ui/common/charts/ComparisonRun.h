#pragma once

#include "results/ResultRecord.h"

#include <QString>
#include <utility>
#include <vector>

namespace othello {

// A named set of results shown side by side with others: a comparison started here ("Run 1"),
// an opened results file, or a run kept from an earlier session. The name is what the table's
// "run" column shows; the id stays when the run is renamed (the charts' hidden lines follow it).
struct ComparisonRun {
    ComparisonRun() = default;
    ComparisonRun(QString runName, std::vector<ResultRecord> runRecords)
        : name(std::move(runName)), records(std::move(runRecords))
    { }

    QString name;
    std::vector<ResultRecord> records;
    QString id;        // empty: the name
    bool shown = true; // hidden runs keep their rows, and their lines' looks, but are not drawn

    QString key() const { return id.isEmpty() ? name : id; }
};

} // namespace othello
