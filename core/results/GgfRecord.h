#pragma once

#include "engine/play/GameRecord.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace othello {

// GGF, the Generic Game Format of GGS and NBoard: how Othello games travel between programs.
//   (;GM[Othello]PC[place]DT[date]PB[black]PW[white]RE[+4.000]TI[5:00]TY[8]
//     BO[8 ---------------------------O*------*O--------------------------- *]B[F5//0.01]W[F6/-1.50/2.3];)
// BO holds the start: its size, the squares row by row from a1 ('*' black, 'O' white, '-' empty)
// and the side to move ('*' or 'O'). B[...] and W[...] are the moves in upper-case square names
// ("PA" a pass), each with an optional "/eval/seconds". 8x8 is the standard; 4x4 and 6x6 games are
// written the same way (BO[6 ...], TY[6]).

// What a move's annotation says; either part may be missing ("F5//0.01" has only a time).
struct GgfMoveNote {
    std::optional<double> eval;    // as the writer gave it (NBoard: the mover's view, in discs)
    std::optional<double> seconds; // the time the mover spent
    friend bool operator==(const GgfMoveNote&, const GgfMoveNote&) = default;
};

struct GgfGame {
    play::GameRecord record;        // the start (from BO) and the moves, each legal in turn
    std::vector<GgfMoveNote> notes; // one per move of record.moves, or none when no move has a note
    std::string blackName;          // PB
    std::string whiteName;          // PW
    std::string place;              // PC
    std::string date;               // DT, as written ("2026-11-24 20:15:00 GMT")
    std::string result = "?";       // RE, as written: Black's margin ("+12.000", "-4.000"), "?" unknown
    std::string timeControl;        // TI, as written ("5:00")
    friend bool operator==(const GgfGame&, const GgfGame&) = default;
};

// RE's text for a margin from Black's view: "+12.000", "-4.000", "0.000"; with `onTime`, GGS's
// flag of a game lost on time: "-64.000:t".
std::string ggfResultText(int blackMargin, bool onTime = false);
// DT's text for a moment (seconds since 1970-01-01 UTC), as NBoard writes it:
// "2026-11-24 20:15:00 GMT".
std::string ggfDateText(std::int64_t unixSeconds);
// TI's text for a clock per game: the base as NBoard writes it ("15:00", "1:00:00"), then GGS's
// "/increment" when there is one ("01:00/00:00.5"); fractions of a second as decimals.
std::string ggfClockText(double baseSeconds, double incrementSeconds);

// "F5", "PA": a move as GGF writes it.
std::string ggfMoveName(int move);
// A GGF move ("F5", "f5", "PA", "pass") on a board of the given size.
std::optional<int> parseGgfMove(std::string_view text, int boardSize);

// One game on one line, ending in ";)", every property above written (an empty result as "?").
std::string formatGgf(const GgfGame& game);

// Reads one game. Tolerates white space anywhere between and inside properties, lower-case
// squares, properties it does not use (RB, RW, KB, COPY, ...), a pass left out where the rules
// force it, and unreadable annotations (left empty). Errors are one line: "move 3 'F5' is illegal",
// "BO: 63 squares and a side, not 64 and a side".
std::variant<GgfGame, ParseError> parseGgf(std::string_view text);
// Every game of a text holding games one after another (a GGS or tournament file). An error
// names the game: "game 2: move 7 'C4' is illegal".
std::variant<std::vector<GgfGame>, ParseError> parseGgfGames(std::string_view text);

} // namespace othello
