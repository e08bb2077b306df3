#include "OslTrace.h"

#include "engine/board/PrincipalVariation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>

namespace othello::trace {

namespace {

constexpr std::size_t kBufferBytes = 1 << 20;
// A longer line is not a trace line; the limit keeps a file without line ends from filling memory.
constexpr std::size_t kLongestLine = 4096;
// Words are quoted in messages up to this length.
constexpr std::size_t kQuotedLength = 24;

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::string quoted(std::string_view word)
{
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(...).
    std::string text(1, '\'');
    text.append(word.substr(0, kQuotedLength));
    if (word.size() > kQuotedLength)
        text.append("...");
    text.push_back('\'');
    return text;
}

// A whole number, an infinity word, or a decimal with a zero fraction ("4.0", as Python prints).
std::optional<std::int64_t> parseNumber(std::string_view token)
{
    std::string_view digits = token;
    bool negative = false;
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) {
        negative = digits.front() == '-';
        digits.remove_prefix(1);
    }
    if (equalsIgnoringCase(digits, "inf") || equalsIgnoringCase(digits, "infinity"))
        return negative ? -kWrittenInfinity : kWrittenInfinity;
    if (const std::size_t point = digits.find('.'); point != std::string_view::npos) {
        const std::string_view fraction = digits.substr(point + 1);
        if (fraction.empty() || fraction.find_first_not_of('0') != std::string_view::npos)
            return std::nullopt;
        digits = digits.substr(0, point);
    }
    if (digits.empty() || digits.front() == '-' || digits.front() == '+')
        return std::nullopt;
    std::uint64_t magnitude = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude);
    if (error != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    // Beyond every game value either way: read as the infinity it stands for.
    const std::int64_t value = static_cast<std::int64_t>(std::min<std::uint64_t>(magnitude, kWrittenInfinity));
    return negative ? -value : value;
}

} // namespace

std::string_view traceViewId(TraceView view) { return view == TraceView::Black ? "black" : "mover"; }

std::string_view squareNamingId(SquareNaming naming) { return naming == SquareNaming::Course ? "course" : "names"; }

std::optional<int> moveFromCourseNumber(int number)
{
    constexpr std::array<int, 4> kCentre{squareAt(2, 2), squareAt(3, 2), squareAt(2, 3), squareAt(3, 3)};
    if (number == kCoursePassNumber)
        return kPassMove;
    if (number < 0 || number > kCoursePassNumber)
        return std::nullopt;
    if (number < 4)
        return kCentre[static_cast<std::size_t>(number)];
    int next = 4;
    for (int row = 0; row < 6; ++row)
        for (int column = 0; column < 6; ++column) {
            const int square = squareAt(column, row);
            if (std::find(kCentre.begin(), kCentre.end(), square) != kCentre.end())
                continue;
            if (next++ == number)
                return square;
        }
    return std::nullopt;
}

int courseNumberOf(int move)
{
    for (int number = 0; number <= kCoursePassNumber; ++number)
        if (moveFromCourseNumber(number) == move)
            return number;
    return -1;
}

std::string OslError::text() const { return line == 0 ? message : "line " + std::to_string(line) + ": " + message; }

void tokenize(std::string_view text, std::vector<std::string_view>& tokens)
{
    tokens.clear();
    if (const std::size_t comment = text.find('#'); comment != std::string_view::npos)
        text = text.substr(0, comment);
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])))
            ++at;
        std::size_t end = at;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])))
            ++end;
        if (end > at)
            tokens.push_back(text.substr(at, end - at));
        at = end;
    }
}

std::string writtenValue(int value, int infinity)
{
    if (value >= infinity)
        return "inf";
    if (value <= -infinity)
        return "-inf";
    return std::to_string(value);
}

OslReader::OslReader(std::istream& in) : m_in(in), m_buffer(kBufferBytes) { }

void OslReader::fail(const std::string& message) const { throw OslError{m_line, message}; }

bool OslReader::nextLine(std::string_view& text)
{
    m_carry.clear();
    bool carried = false; // the line began in an earlier buffer: its start is in m_carry
    const auto finish = [&](std::string_view line) {
        ++m_line;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        text = line;
        return true;
    };
    for (;;) {
        if (m_begin == m_end) {
            if (m_eof)
                break;
            m_in.read(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
            m_begin = 0;
            m_end = static_cast<std::size_t>(m_in.gcount());
            if (m_end == 0) {
                m_eof = true;
                if (m_in.bad())
                    throw OslError{m_line + 1, "the input cannot be read"};
            }
            continue;
        }
        const char* start = m_buffer.data() + m_begin;
        const void* found = std::memchr(start, '\n', m_end - m_begin);
        const std::size_t length =
            found ? static_cast<std::size_t>(static_cast<const char*>(found) - start) : m_end - m_begin;
        if (m_carry.size() + length > kLongestLine) {
            ++m_line;
            fail("longer than " + std::to_string(kLongestLine) + " characters: not a trace line");
        }
        m_begin += length + (found ? 1 : 0);
        if (found && !carried)
            return finish(std::string_view(start, length));
        m_carry.append(start, length);
        carried = true;
        if (found)
            return finish(m_carry);
    }
    // The end of the input; a last line without its line end still counts.
    return carried && finish(m_carry);
}

int OslReader::parseMove(std::string_view token) const
{
    if (equalsIgnoringCase(token, "pass"))
        return kPassMove;
    if (m_header.squares == SquareNaming::Course) {
        const std::optional<std::int64_t> number = parseNumber(token);
        const std::optional<int> move = number && *number >= 0 && *number <= kCoursePassNumber
            ? moveFromCourseNumber(static_cast<int>(*number))
            : std::nullopt;
        if (!move)
            fail(quoted(token) + " is not a course square number (0..35, 36 for a pass)");
        return *move;
    }
    const std::optional<int> move = othello::parseMove(token, m_header.position.size);
    if (!move) {
        const std::string last = squareName(squareAt(m_header.position.size - 1, m_header.position.size - 1));
        fail(quoted(token) + " is not a square name (a1.." + last + ") or pass");
    }
    return *move;
}

const OslHeader& OslReader::readHeader()
{
    std::string_view text;
    bool magic = false;
    bool position = false;
    bool view = false;
    bool squares = false;
    while (nextLine(text)) {
        if (!magic && m_line == 1) {
            // A byte-order mark: UTF-8's is dropped; UTF-16 is what PowerShell's '>' writes.
            if (text.substr(0, 3) == "\xEF\xBB\xBF")
                text.remove_prefix(3);
            else if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF")
                fail("the trace is UTF-16 text (as PowerShell's '>' writes it): write it as ASCII or UTF-8, e.g. "
                     "'| Out-File -Encoding ascii' (see docs/check.md)");
        }
        tokenize(text, m_tokens);
        if (m_tokens.empty())
            continue;
        const std::string_view word = m_tokens[0];
        if (!magic) {
            if (word != kOslTraceMagic)
                fail("not an osl-trace: the first line must be 'osl-trace 1' (see docs/check.md)");
            if (m_tokens.size() != 2 || m_tokens[1] != "1")
                fail("osl-trace version " + (m_tokens.size() > 1 ? quoted(m_tokens[1]) : std::string("missing")) +
                     ": this lab reads version 1");
            magic = true;
            continue;
        }
        if (word == "position") {
            if (position)
                fail("a second 'position' line");
            position = true;
            if (m_tokens.size() == 3 && m_tokens[1] == "label") {
                const std::optional<std::int64_t> label = parseNumber(m_tokens[2]);
                if (!label || *label < PrincipalVariation::kFirstLabel || *label > PrincipalVariation::kLastLabel)
                    fail("position label " + quoted(m_tokens[2]) + " is not a PV label 1..34");
                m_header.label = static_cast<int>(*label);
                m_header.position = PrincipalVariation::sixBySix().position(*m_header.label);
            } else if (m_tokens.size() == 3) {
                const auto parsed = parseBoard(std::string(m_tokens[1]) + " " + std::string(m_tokens[2]));
                if (const ParseError* error = std::get_if<ParseError>(&parsed))
                    fail("position: " + error->message);
                m_header.position = std::get<Board>(parsed);
            } else {
                fail("'position label N' or 'position <position text> X|O'");
            }
            continue;
        }
        if (word == "view") {
            if (view)
                fail("a second 'view' line");
            view = true;
            if (m_tokens.size() != 2 || (m_tokens[1] != "mover" && m_tokens[1] != "black"))
                fail("'view mover' or 'view black'");
            m_header.view = m_tokens[1] == "black" ? TraceView::Black : TraceView::Mover;
            continue;
        }
        if (word == "squares") {
            if (squares)
                fail("a second 'squares' line");
            squares = true;
            if (m_tokens.size() != 2 || (m_tokens[1] != "names" && m_tokens[1] != "course"))
                fail("'squares names' or 'squares course'");
            m_header.squares = m_tokens[1] == "course" ? SquareNaming::Course : SquareNaming::Names;
            continue;
        }
        if (word != "enter" && word != "test" && word != "leave")
            fail(quoted(word) + " is not a header line (position, view, squares) or a call (enter, test, leave)");
        if (!position)
            fail("a call before the 'position' line: the header says which position was searched");
        if (m_header.squares == SquareNaming::Course && m_header.position.size != 6)
            fail("'squares course' numbers the squares of 6x6 only");
        m_pending = parseEvent(m_tokens);
        return m_header;
    }
    if (!magic)
        fail("empty: not an osl-trace (the first line must be 'osl-trace 1')");
    if (!position)
        fail("no 'position' line");
    throw OslError{0, "the trace has no calls: the first call is 'enter root ...'"};
}

std::optional<OslEvent> OslReader::next()
{
    if (m_pending) {
        std::optional<OslEvent> event = m_pending;
        m_pending.reset();
        return event;
    }
    std::string_view text;
    while (nextLine(text)) {
        tokenize(text, m_tokens);
        if (m_tokens.empty())
            continue;
        const std::string_view word = m_tokens[0];
        if (word == "position" || word == "view" || word == "squares" || word == kOslTraceMagic)
            fail(quoted(word) + " after the first call: the header comes before the calls");
        if (word != "enter" && word != "test" && word != "leave")
            fail(quoted(word) + " is not a call (enter, test or leave)");
        return parseEvent(m_tokens);
    }
    return std::nullopt;
}

std::optional<OslEvent> OslReader::parseEvent(const std::vector<std::string_view>& tokens)
{
    OslEvent event;
    event.line = m_line;
    const std::string_view word = tokens[0];
    if (word == "leave") {
        event.kind = OslEvent::Kind::Leave;
        if (tokens.size() != 2)
            fail("'leave VALUE': the value the call returned (true or false for a TEST)");
        if (equalsIgnoringCase(tokens[1], "true") || equalsIgnoringCase(tokens[1], "false")) {
            event.truthWord = true;
            event.value = equalsIgnoringCase(tokens[1], "true") ? 1 : 0;
        } else if (const std::optional<std::int64_t> value = parseNumber(tokens[1])) {
            event.value = *value;
        } else {
            fail("leave " + quoted(tokens[1]) + ": not a whole number, true or false");
        }
        return event;
    }
    const auto moveOf = [&](std::string_view token) {
        if (equalsIgnoringCase(token, "root")) {
            event.root = true;
            event.move = kNoMove;
        } else {
            event.move = parseMove(token);
        }
    };
    if (word == "enter") {
        event.kind = OslEvent::Kind::Enter;
        if (tokens.size() != 2 && tokens.size() != 4)
            fail("'enter MOVE' or 'enter MOVE ALPHA BETA'");
        moveOf(tokens[1]);
        if (tokens.size() == 4) {
            const std::optional<std::int64_t> alpha = parseNumber(tokens[2]);
            const std::optional<std::int64_t> beta = parseNumber(tokens[3]);
            if (!alpha || !beta)
                fail("enter: the window " + quoted(tokens[2]) + " " + quoted(tokens[3]) +
                     " is not two whole numbers (or -inf, inf)");
            event.hasWindow = true;
            event.alpha = *alpha;
            event.beta = *beta;
        }
        return event;
    }
    event.kind = OslEvent::Kind::Test;
    if (tokens.size() != 4)
        fail("'test MOVE > VALUE' or 'test MOVE >= VALUE'");
    moveOf(tokens[1]);
    if (event.root)
        fail("test root: the root is entered ('enter root'), not tested");
    if (tokens[2] == ">")
        event.comparison = Comparison::Greater;
    else if (tokens[2] == ">=")
        event.comparison = Comparison::GreaterOrEqual;
    else
        fail("test: " + quoted(tokens[2]) + " is not > or >=");
    const std::optional<std::int64_t> threshold = parseNumber(tokens[3]);
    if (!threshold)
        fail("test: " + quoted(tokens[3]) + " is not a whole number");
    event.threshold = *threshold;
    return event;
}

} // namespace othello::trace
