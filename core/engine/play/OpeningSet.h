#pragma once

#include "engine/board/Board.h"
#include "engine/board/Scoring.h"
#include "engine/search/SearchControl.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace othello::play {

// A balanced opening: a position a few plies after the start whose value is near 0.
struct Opening {
    Board position;
    std::vector<int> moves; // from the start (the first line that reaches it)
    int value = 0;          // Black's view: discs when solved exactly, evaluation units otherwise
};

struct OpeningSetOptions {
    int size = 6;
    int plies = 4; // a pass is a ply
    int maxValue = 2;
    // At most this many (0: all): when more are within the bound, `count` of them spread evenly
    // over the list (the i-th kept is the (i * within / count)-th), so all first moves stay in.
    int count = 0;
    // 0: exact values (the `best` solver, for 4x4 and 6x6); otherwise a depth-limited search
    // of that depth (best, table on, the "mixed" evaluation), for 8x8.
    int depth = 0;
    ScoringRule scoring = ScoringRule::DiscDifference;
    // > 0: instead of every position `plies` plies after the start, this many drawn by
    // randomPositions(size, plies, random, seed) (a match's random openings, unbalanced ones too:
    // give a large maxValue to keep them all).
    int random = 0;
    std::uint64_t seed = 1;
};

// The positions `plies` plies after the start, one per symmetry class (the eight symmetries of
// the square, the side to move kept), in the order the moves reach them (squares row by row),
// games already over left out.
std::vector<Opening> positionsAfter(int size, int plies);

// Up to `count` positions reached by `plies` uniformly random plies from the start (each ply a
// legal move, or the pass, drawn with equal chances by a std::mt19937_64 seeded with `seed`, so
// the same on every platform), one per symmetry class, in the order they were drawn; lines that
// end the game are drawn again. Fewer than `count` when positionsAfter() has fewer classes (it
// stops after 1000 draws per position asked).
std::vector<Opening> randomPositions(int size, int plies, int count, std::uint64_t seed);

// What balancedOpenings found: the positions within the bound, in the order of positionsAfter().
struct OpeningSet {
    std::vector<Opening> openings;
    int examined = 0;   // positions whose value was found
    int candidates = 0; // positionsAfter().size()
    bool complete() const { return examined == candidates; }
};

// Those of the positions whose value is within ±maxValue (at most options.count of them). The
// exact values are found in the order of a quick estimate (a depth-6 search), nearest 0 first,
// so that a run stopped through `control` has examined the likeliest ones (the set is
// incomplete then; a finished run is the same whatever the order). onValue is told each
// position's value as it is found (its index into positionsAfter(), how many are done, of how many).
OpeningSet balancedOpenings(const OpeningSetOptions& options, SearchControl* control = nullptr,
                            const std::function<void(const Opening&, int index, int done, int count)>& onValue = {});

// The text of an openings file, one opening a line as play::parsePositionList reads it:
// "POSITION ; c4 c3 ... value V"; `header` goes first as '#' comment lines.
std::string formatOpenings(const std::vector<Opening>& openings, std::string_view header);

// The balanced openings shipped for a size (4, 6 or 8; empty for others), embedded at build
// time from resources/openings/ (see docs/engines.md: how they were made).
std::string_view shippedOpeningsText(int size);
std::vector<Board> shippedOpenings(int size);

} // namespace othello::play
