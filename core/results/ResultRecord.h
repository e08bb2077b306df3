#pragma once

#include "engine/board/Color.h"
#include "engine/board/Scoring.h"
#include "engine/search/Algorithm.h"
#include "engine/search/Search.h"
#include "engine/table/TablePolicy.h"
#include "engine/table/TableStats.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace othello {

// The source of the PV's positions in results files; a position file's records name the file.
inline constexpr const char* kPvSource = "pv";
// The source name of a position file's records: its file name (without folders), with the
// characters a CSV field cannot hold replaced.
std::string positionSourceName(std::string_view fileName);

// One finished search of one position: a PV label or a position of a position file. A row of
// the results CSV (see ResultFields.h).
struct ResultRecord {
    int label = 0; // the PV label; 0 for a position of a file
    int ply = 0;   // plies from the start along the PV; 0 for a position of a file
    Color toMove = Color::Black;
    Algorithm algorithm = Algorithm::Negamax;
    bool tt = false;
    std::optional<int> value; // Black's point of view; present only when status == Done
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    double seconds = 0;
    SearchStatus status = SearchStatus::Done;
    // The transposition-table laboratory (files written before it: the default scheme, zeros).
    TableScheme table;        // the default when tt is off
    TableStats tableStats;    // the classical searches with a TT; zeros otherwise
    NodeTypeCounts nodeTypes; // alpha-beta and NegaScout
    // Where the position comes from (files written before position files: the PV, 6x6, discs).
    std::string source = kPvSource; // kPvSource, or the position file's name
    int position = 0;               // the number of the position in its file (1..N, line order); 0 for the PV
    int size = 6;                   // the board size
    ScoringRule scoring = ScoringRule::DiscDifference;
    std::string board; // a file's position as text; empty for the PV (see positionText())

    bool isFilePosition() const { return position > 0; }
    // The x of the position on the charts: the PV label, or the number in its file.
    int point() const { return isFilePosition() ? position : label; }

    friend bool operator==(const ResultRecord&, const ResultRecord&) = default;
};

// The position text of the record's position (a PV label's position is computed).
std::string positionText(const ResultRecord& record);

} // namespace othello
