#pragma once

#include "ComparisonSettings.h"
#include "results/ResultRecord.h"
#include "ThreadHandOff.h"
#include "engine/SearchControl.h"
#include "engine/TranspositionTable.h"

#include <QObject>
#include <memory>

namespace othello {

// One search of the comparison protocol, as handed to a worker.
struct ComparisonTask {
    Combination combination;
    int label = 0;    // the PV label, when position is 0
    int position = 0; // the number of `board` in its file (1..N); 0 for the PV
    Board board;      // a file's position
    std::string source;
    ScoringRule scoring = ScoringRule::DiscDifference;
    double timeLimitSeconds = 0;
    // The size of the table `best` makes for itself (the classical searches use the worker's).
    std::size_t ttMegabytes = 64;
};

// The record of a finished search of a PV position.
ResultRecord pvRecord(const Combination& combination, int label, const SearchResult& result);
// The record of a finished search of the position numbered `position` of a file.
ResultRecord filePositionRecord(const Combination& combination, const ComparisonTask& task, const SearchResult& result);

// Runs comparison searches on its own thread, one at a time, with its own transposition table
// (reused from search to search; solve() clears it). The SearchControl belongs to the
// ComparisonJob, which joins this worker's thread before it goes away.
class ComparisonWorker : public QObject {
    Q_OBJECT
public:
    ComparisonWorker(SearchControl* control, ThreadHandOff<ComparisonTask>* tasks, ThreadHandOff<ResultRecord>* records,
                     std::unique_ptr<TranspositionTable> table);
    ~ComparisonWorker() override;

    // From the job's thread: hands `task` over and has it searched on the worker's thread;
    // searched() follows, and its record is in `records`.
    void queue(const othello::ComparisonTask& task);

signals:
    void searched();
    void taskQueued();

private:
    void searchNext();

    SearchControl* m_control;
    ThreadHandOff<ComparisonTask>* m_tasks; // the job's, per worker
    ThreadHandOff<ResultRecord>* m_records;
    std::unique_ptr<TranspositionTable> m_table; // null when no combination uses one
};

} // namespace othello
