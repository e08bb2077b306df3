#pragma once

#include "ResultRecord.h"

#include <QString>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace othello {

// Joins the records of several results files (a job's file, its re-run, a file a re-run
// appended to) into one set of searches. A search is its definition: the position (PV label, or
// source, number, size, scoring and board), the algorithm, the table (on/off, policy, hash,
// entries). The same definition again is
// - a duplicate when its results (value, status, every count) are equal: only `seconds` may
//   differ between two runs of one search; the first is kept;
// - superseded when one of the two did not finish: a finished row is kept over a timed-out
//   one, a timed-out one over a cancelled one (Ctrl-C, a kill), else the first;
// - a conflict when both finished with different results: nothing can choose between them.
class ResultMerge {
public:
    // Adds one record read from `file`; a conflict returns its one-line description.
    std::optional<QString> add(const ResultRecord& record, const QString& file);

    // The searches in the order a sweep writes them: the PV first, then each position file;
    // within each, combinations as in kAlgorithms, TT off before on, the PV climbing from the
    // end of the game and a file's positions in file order.
    std::vector<ResultRecord> records() const;
    int duplicates() const { return m_duplicates; }
    int superseded() const { return m_superseded; }

private:
    using Definition = std::tuple<std::string, int, int, int, int, std::string, int, bool, std::string, std::uint64_t>;
    static Definition definitionOf(const ResultRecord& record);
    struct Kept {
        ResultRecord record;
        QString file;
    };
    std::map<Definition, Kept> m_searches;
    int m_duplicates = 0;
    int m_superseded = 0;
};

} // namespace othello
