#pragma once

// The `osl-trace 1` format (docs/check.md): the calls of a search as plain text, one event a line,
// that a student's own program prints with two print statements and `othello-lab-cli check
// --trace` compares with the lab's search. This is its reader, one line at a time, so that traces
// of any length are read in bounded memory, and the course program's square numbers.
//
//   osl-trace 1
//   position label 26            (or: position <position text> X|O)
//   view mover                   (or black)
//   squares names                (or course)
//   enter root -inf inf          a call: its move ("root" first), then its window if it has one
//   test b4 >= 3                 a Scout TEST call of the position after b4
//   leave 4                      the value the innermost open call returned (true/false for a TEST)

#include "SearchTrace.h"

#include "engine/board/Board.h"

#include <array>
#include <cstdint>
#include <istream>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace othello::trace {

inline constexpr std::string_view kOslTraceMagic = "osl-trace";
inline constexpr int kOslTraceVersion = 1;

// Whose view the values of a trace are from.
enum class TraceView : std::uint8_t {
    Mover, // the side to move at the call (negamax style)
    Black, // Black's: positive when Black wins (Scout as the course writes it)
};
// How moves are written.
enum class SquareNaming : std::uint8_t {
    Names,  // a1..f6 and "pass"
    Course, // the course program's numbers: 0..3 the centre, 4..35 the other squares, 36 a pass
};

std::string_view traceViewId(TraceView view);         // mover | black
std::string_view squareNamingId(SquareNaming naming); // names | course

// The course program's square numbers (6x6 only): c3 d3 c4 d4 are 0..3, the other 32 squares
// follow in row-major order from 4 (a1 = 4, f6 = 35), and 36 is a pass.
inline constexpr int kCoursePassNumber = 36;
std::optional<int> moveFromCourseNumber(int number); // a square, kPassMove, or none
int courseNumberOf(int move);                        // -1 when the move has none

// A window bound or a value as written: a whole number, or an infinity.
inline constexpr std::int64_t kWrittenInfinity = std::numeric_limits<std::int64_t>::max() / 2;

struct OslHeader {
    Board position;
    std::optional<int> label; // when the trace names a PV label
    TraceView view = TraceView::Mover;
    SquareNaming squares = SquareNaming::Names;
};

struct OslEvent {
    enum class Kind : std::uint8_t { Enter, Test, Leave };
    Kind kind = Kind::Enter;
    std::uint64_t line = 0;
    // Enter and Test: the move that led to the call (kNoMove for "root").
    bool root = false;
    int move = kNoMove;
    // Enter: the window, when written.
    bool hasWindow = false;
    std::int64_t alpha = 0;
    std::int64_t beta = 0;
    // Test: the question.
    Comparison comparison = Comparison::None;
    std::int64_t threshold = 0;
    // Leave: a number, or a truth word (true/false); 1 and 0 are both.
    std::int64_t value = 0;
    bool truthWord = false;
};

// A line that is not what the format allows; `line` is 0 for the end of the input.
struct OslError {
    std::uint64_t line = 0;
    std::string message;
    std::string text() const; // "line 12: ..." or the message alone
};

// Reads a trace from a stream: the header, then one event at a time. Throws OslError.
class OslReader {
public:
    explicit OslReader(std::istream& in);

    // Reads up to the first event (kept for next()). Throws OslError when the header is wrong.
    const OslHeader& readHeader();
    const OslHeader& header() const { return m_header; }
    // The next event, or none at the end of the input. Throws OslError on a malformed line.
    std::optional<OslEvent> next();
    // The number of the last line read (1-based).
    std::uint64_t line() const { return m_line; }

private:
    bool nextLine(std::string_view& text);
    std::optional<OslEvent> parseEvent(const std::vector<std::string_view>& tokens);
    int parseMove(std::string_view token) const;
    [[noreturn]] void fail(const std::string& message) const;

    std::istream& m_in;
    std::vector<char> m_buffer;
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    std::string m_carry; // a line longer than what is buffered
    std::uint64_t m_line = 0;
    OslHeader m_header;
    std::optional<OslEvent> m_pending;
    std::vector<std::string_view> m_tokens;
};

// Splits a line (a `#` and what follows dropped) at blanks.
void tokenize(std::string_view text, std::vector<std::string_view>& tokens);

// How a value is written in a trace: the number, or -inf / inf beyond `infinity` in magnitude.
std::string writtenValue(int value, int infinity);

} // namespace othello::trace
