#include "GgfRecord.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <ctime>

namespace othello {

namespace {

struct Property {
    std::string name;
    std::string value;
};

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::optional<double> number(std::string_view text)
{
    text = trimmed(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || code != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// The shortest text that reads back as the same double.
std::string numberText(double value)
{
    char buffer[32];
    const auto [end, code] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return code == std::errc{} ? std::string(buffer, end) : std::string("0");
}

// ']' and '\' inside a value are escaped with '\' (names and places may hold anything). A line
// break or another control character becomes a space, as in SGF's simple text: a game stays on
// one line, as GGS files keep them.
std::string escaped(const std::string& value)
{
    std::string text;
    for (const char c : value) {
        if (c == ']' || c == '\\')
            text += '\\';
        text += static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? ' ' : c;
    }
    return text;
}

// Reads the properties of the game starting at `pos` (at "(;") up to its ";)"; `pos` ends after it.
std::variant<std::vector<Property>, ParseError> readProperties(std::string_view text, std::size_t& pos)
{
    const auto skipSpace = [&] {
        while (pos < text.size() && isSpace(text[pos]))
            ++pos;
    };
    skipSpace();
    if (text.substr(pos, 2) != "(;")
        return ParseError{"a game must start with '(;'"};
    pos += 2;
    std::vector<Property> properties;
    for (;;) {
        skipSpace();
        if (pos >= text.size())
            return ParseError{"the game has no end ';)'"};
        if (text[pos] == ';') {
            ++pos;
            skipSpace();
            if (pos >= text.size() || text[pos] != ')')
                return ParseError{"';' must be followed by ')' at the end of the game"};
            ++pos;
            return properties;
        }
        Property property;
        while (pos < text.size() && std::isalpha(static_cast<unsigned char>(text[pos])))
            property.name += static_cast<char>(std::toupper(static_cast<unsigned char>(text[pos++])));
        skipSpace();
        if (property.name.empty() || pos >= text.size() || text[pos] != '[') {
            if (property.name.empty())
                return ParseError{"unexpected '" + std::string(1, text[pos]) + "' where a property should start"};
            return ParseError{"property '" + property.name + "' has no '['"};
        }
        ++pos;
        bool closed = false;
        while (pos < text.size()) {
            const char c = text[pos++];
            if (c == '\\' && pos < text.size()) {
                property.value += text[pos++];
            } else if (c == ']') {
                closed = true;
                break;
            } else {
                property.value += c;
            }
        }
        if (!closed)
            return ParseError{"property '" + property.name + "' has no closing ']'"};
        properties.push_back(std::move(property));
    }
}

// BO: "8 <squares row by row> <side>", white space anywhere after the size.
std::variant<Board, ParseError> parseStart(std::string_view value)
{
    value = trimmed(value);
    std::size_t digits = 0;
    while (digits < value.size() && std::isdigit(static_cast<unsigned char>(value[digits])))
        ++digits;
    const std::string sizeText(value.substr(0, digits));
    if (sizeText != "4" && sizeText != "6" && sizeText != "8")
        return ParseError{"BO: board size '" + sizeText + "' is not 4, 6 or 8"};
    const int size = std::stoi(sizeText);
    std::string squares;
    for (char c : value.substr(digits))
        if (!isSpace(c))
            squares += c;
    const std::size_t count = static_cast<std::size_t>(size * size);
    if (squares.size() != count + 1)
        return ParseError{"BO: " + std::to_string(squares.size() == 0 ? 0 : squares.size() - 1) +
                          " squares and a side, not " + std::to_string(count) + " and a side"};
    std::string position;
    for (std::size_t i = 0; i <= count; ++i) {
        const char c = squares[i];
        char square = 0;
        if (c == '*' || c == 'X' || c == 'x')
            square = 'X';
        else if (c == 'O' || c == 'o')
            square = 'O';
        else if ((c == '-' || c == '.') && i < count)
            square = '-';
        if (square == 0)
            return ParseError{"BO: '" + std::string(1, c) + "' is not " +
                              (i < count ? "a square ('*', 'O' or '-')" : "a side to move ('*' or 'O')")};
        if (i == count)
            position += ' ';
        position += square;
    }
    auto board = parseBoard(position);
    if (const auto* bad = std::get_if<ParseError>(&board))
        return ParseError{"BO: " + bad->message};
    return board;
}

std::variant<GgfGame, ParseError> gameOf(const std::vector<Property>& properties)
{
    GgfGame game;
    game.record.start = Board::start(8);
    bool sawBoard = false;
    for (const Property& property : properties) {
        if (property.name == "BO") {
            auto start = parseStart(property.value);
            if (const auto* bad = std::get_if<ParseError>(&start))
                return *bad;
            game.record.start = std::get<Board>(start);
            sawBoard = true;
        } else if (property.name == "TY" && !sawBoard) {
            // Only a default for a game without BO: "TY[6]", "TY[8r]" (a later BO replaces it).
            const std::string_view type = trimmed(property.value);
            if (type.starts_with('4') || type.starts_with('6'))
                game.record.start = Board::start(type.front() - '0');
        } else if (property.name == "PB") {
            game.blackName = property.value;
        } else if (property.name == "PW") {
            game.whiteName = property.value;
        } else if (property.name == "PC") {
            game.place = property.value;
        } else if (property.name == "DT") {
            game.date = property.value;
        } else if (property.name == "RE") {
            game.result = std::string(trimmed(property.value));
        } else if (property.name == "TI") {
            game.timeControl = property.value;
        }
    }
    Board board = game.record.start;
    int ordinal = 0;
    for (const Property& property : properties) {
        if (property.name != "B" && property.name != "W")
            continue;
        ++ordinal;
        const std::string_view value = property.value;
        const std::size_t slash = value.find('/');
        const std::string moveText(trimmed(value.substr(0, slash)));
        const auto error = [&](const std::string& what) {
            return ParseError{"move " + std::to_string(ordinal) + " '" + moveText + "' " + what};
        };
        const auto move = parseGgfMove(moveText, board.size);
        if (!move)
            return error("is not a move on " + std::to_string(board.size) + "x" + std::to_string(board.size));
        if (board.isGameOver())
            return error("comes after the end of the game");
        const Color color = property.name == "B" ? Color::Black : Color::White;
        if (color != board.toMove) {
            if (!board.mustPass())
                return error("is " + std::string(color == Color::Black ? "Black" : "White") + "'s but " +
                             (board.toMove == Color::Black ? "Black" : "White") + " is to move");
            board = board.played(kPassMove); // a forced pass the writer left out
            game.record.moves.push_back(kPassMove);
            game.notes.push_back({});
        }
        if (!board.isLegal(*move))
            return error("is illegal");
        board = board.played(*move);
        game.record.moves.push_back(*move);
        GgfMoveNote note;
        if (slash != std::string_view::npos) {
            const std::string_view rest = value.substr(slash + 1);
            const std::size_t second = rest.find('/');
            note.eval = number(rest.substr(0, second));
            if (second != std::string_view::npos)
                note.seconds = number(rest.substr(second + 1, rest.find('/', second + 1) - second - 1));
        }
        game.notes.push_back(note);
    }
    if (std::all_of(game.notes.begin(), game.notes.end(),
                    [](const GgfMoveNote& note) { return note == GgfMoveNote{}; }))
        game.notes.clear();
    return game;
}

} // namespace

std::string ggfResultText(int blackMargin, bool onTime)
{
    std::string text = blackMargin > 0 ? "+" : "";
    text += std::to_string(blackMargin);
    text += ".000";
    return onTime ? text + ":t" : text;
}

std::string ggfDateText(std::int64_t unixSeconds)
{
    const std::time_t time = static_cast<std::time_t>(unixSeconds);
    std::tm utc{};
    char buffer[32];
    if (!gmtime_r(&time, &utc) || std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M:%S GMT", &utc) == 0)
        return {};
    return buffer;
}

std::string ggfClockText(double baseSeconds, double incrementSeconds)
{
    // [H:]MM:SS, the seconds with up to three decimals when they are not whole.
    const auto clock = [](double seconds) {
        const long long milliseconds = std::llround(std::max(0.0, seconds) * 1000);
        const long long whole = milliseconds / 1000;
        char buffer[48];
        if (whole >= 3600)
            std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", whole / 3600, whole / 60 % 60, whole % 60);
        else
            std::snprintf(buffer, sizeof buffer, "%02lld:%02lld", whole / 60, whole % 60);
        std::string text = buffer;
        if (milliseconds % 1000 != 0) {
            std::snprintf(buffer, sizeof buffer, ".%03lld", milliseconds % 1000);
            text += buffer;
            text.erase(text.find_last_not_of('0') + 1);
        }
        return text;
    };
    return incrementSeconds > 0 ? clock(baseSeconds) + "/" + clock(incrementSeconds) : clock(baseSeconds);
}

std::string ggfMoveName(int move)
{
    if (move == kPassMove)
        return "PA";
    std::string name = squareName(move);
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

std::optional<int> parseGgfMove(std::string_view text, int boardSize)
{
    std::string lower(text);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "pa" || lower == "pass")
        return kPassMove;
    return parseSquare(lower, boardSize);
}

std::string formatGgf(const GgfGame& game)
{
    const Board& start = game.record.start;
    const std::string size = std::to_string(start.size);
    // The position text ("XO-...- X") in GGF's letters.
    std::string squares = toText(start);
    for (char& c : squares)
        if (c == 'X')
            c = '*';
    std::string text = "(;GM[Othello]";
    const auto property = [&text](const char* name, const std::string& value) {
        text += name;
        text += '[';
        text += escaped(value);
        text += ']';
    };
    property("PC", game.place);
    property("DT", game.date);
    property("PB", game.blackName);
    property("PW", game.whiteName);
    property("RE", game.result.empty() ? std::string("?") : game.result);
    property("TI", game.timeControl);
    property("TY", size);
    property("BO", size + " " + squares);
    Board board = start;
    for (std::size_t i = 0; i < game.record.moves.size(); ++i) {
        const int move = game.record.moves[i];
        text += board.toMove == Color::Black ? "B[" : "W[";
        text += ggfMoveName(move);
        if (i < game.notes.size() && (game.notes[i].eval || game.notes[i].seconds)) {
            text += "/";
            if (game.notes[i].eval)
                text += numberText(*game.notes[i].eval);
            if (game.notes[i].seconds) {
                text += "/";
                text += numberText(*game.notes[i].seconds);
            }
        }
        text += "]";
        board = board.played(move);
    }
    text += ";)";
    return text;
}

std::variant<GgfGame, ParseError> parseGgf(std::string_view text)
{
    std::size_t pos = 0;
    auto properties = readProperties(text, pos);
    if (const auto* bad = std::get_if<ParseError>(&properties))
        return *bad;
    if (!trimmed(text.substr(pos)).empty())
        return ParseError{"text after the end of the game ';)'"};
    return gameOf(std::get<std::vector<Property>>(properties));
}

std::variant<std::vector<GgfGame>, ParseError> parseGgfGames(std::string_view text)
{
    std::vector<GgfGame> games;
    std::size_t pos = 0;
    while (!trimmed(text.substr(pos)).empty()) {
        const std::string where = "game " + std::to_string(games.size() + 1) + ": ";
        auto properties = readProperties(text, pos);
        if (const auto* bad = std::get_if<ParseError>(&properties))
            return ParseError{where + bad->message};
        auto game = gameOf(std::get<std::vector<Property>>(properties));
        if (const auto* bad = std::get_if<ParseError>(&game))
            return ParseError{where + bad->message};
        games.push_back(std::move(std::get<GgfGame>(game)));
    }
    return games;
}

} // namespace othello
