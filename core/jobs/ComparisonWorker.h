#pragma once

#include "ComparisonSettings.h"
#include "ResultRecord.h"
#include "engine/SearchControl.h"
#include "engine/TranspositionTable.h"

#include <QObject>
#include <memory>

namespace othello {

// One search of the comparison protocol, as handed to a worker.
struct ComparisonTask {
    Combination combination;
    int label = 0;
    double timeLimitSeconds = 0;
};

// The record of a finished search of a PV position.
ResultRecord pvRecord(const Combination& combination, int label, const SearchResult& result);

// Runs comparison searches on its own thread, one at a time, with its own transposition table
// (reused from search to search; solve() clears it). The SearchControl belongs to the
// ComparisonJob, which joins this worker's thread before it goes away.
class ComparisonWorker : public QObject {
    Q_OBJECT
public:
    ComparisonWorker(SearchControl* control, std::unique_ptr<TranspositionTable> table);
    ~ComparisonWorker() override;

    void search(const othello::ComparisonTask& task);

signals:
    void searched(const othello::ResultRecord& record);

private:
    SearchControl* m_control;
    std::unique_ptr<TranspositionTable> m_table; // null when no combination uses one
};

} // namespace othello
