#pragma once

#include "engine/board/Color.h"
#include "engine/search/Algorithm.h"
#include "engine/search/Search.h"
#include "engine/table/TablePolicy.h"

#include <QString>

namespace othello {

// Translated names of what the comparison workspace shows (context "othello::ComparisonNames";
// algorithm names use "othello::AlgorithmNames" so every part of the UI shares one translation).
QString algorithmText(Algorithm algorithm);            // "Alpha-beta"
QString ttText(bool tt);                               // "TT on" / "TT off"
QString combinationText(Algorithm algorithm, bool tt); // "Alpha-beta TT off"
// With a table scheme other than the default: "Alpha-beta TT on (wipe:262144)".
QString combinationText(Algorithm algorithm, bool tt, const TableScheme& scheme);
// The scheme in the command line's syntax ("two-tier/xor"): the same words in every language.
QString schemeName(const TableScheme& scheme);
QString colorText(Color color);          // "Black" / "White"
QString scoringText(ScoringRule rule);   // "disc difference" / "empties to the winner"
QString statusText(SearchStatus status); // "done" / "timeout" / "cancelled"
// A duration in a unit that fits it: "12 µs", "3.4 ms", "12.3 s", "2 min 5 s".
QString durationText(double seconds);

} // namespace othello
