#include "GameRecord.h"

#include "engine/board/BoardSize.h"

#include <sstream>

namespace othello::play {

Board GameRecord::finalPosition() const
{
    Board board = start;
    for (int move : moves)
        board = board.played(move);
    return board;
}

std::string formatRecord(const GameRecord& record)
{
    std::string text = "size " + std::to_string(record.start.size) + "\n";
    if (record.start != Board::start(record.start.size))
        text += "position " + toText(record.start) + "\n";
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        text += moveName(record.moves[i]);
        text += (i + 1) % 10 == 0 || i + 1 == record.moves.size() ? "\n" : " ";
    }
    return text;
}

std::variant<GameRecord, ParseError> parseRecord(std::string_view text)
{
    GameRecord record;
    Board board = record.start;
    bool started = false; // a move was read: headers must come first
    std::istringstream lines{std::string(text)};
    std::string line;
    int lineNumber = 0;
    const auto error = [&](const std::string& message) {
        return ParseError{"line " + std::to_string(lineNumber) + ": " + message};
    };
    while (std::getline(lines, line)) {
        ++lineNumber;
        if (const auto hash = line.find('#'); hash != std::string::npos)
            line.erase(hash);
        std::istringstream words(line);
        std::string word;
        if (!(words >> word))
            continue;
        if (word == "size" || word == "position") {
            if (started)
                return error("'" + word + "' must come before the moves");
            std::string rest;
            std::getline(words, rest);
            const auto first = rest.find_first_not_of(" \t");
            rest = first == std::string::npos ? "" : rest.substr(first);
            while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\r' || rest.back() == '\t'))
                rest.pop_back();
            if (word == "size") {
                if (rest != "4" && rest != "6" && rest != "8")
                    return error("size '" + rest + "' is not 4, 6 or 8");
                board = record.start = Board::start(std::stoi(rest));
            } else {
                auto parsed = parseBoard(rest);
                if (const auto* bad = std::get_if<ParseError>(&parsed))
                    return error("position: " + bad->message);
                board = record.start = std::get<Board>(parsed);
            }
            continue;
        }
        do {
            started = true;
            const auto move = parseMove(word, board.size);
            if (!move)
                return error("'" + word + "' is not a move on " + std::to_string(board.size) + "x" +
                             std::to_string(board.size));
            if (board.isGameOver())
                return error("move " + std::to_string(record.moves.size() + 1) + " '" + word +
                             "' comes after the end of the game");
            if (!board.isLegal(*move))
                return error("move " + std::to_string(record.moves.size() + 1) + " '" + word + "' is illegal");
            board = board.played(*move);
            record.moves.push_back(*move);
        } while (words >> word);
    }
    return record;
}

} // namespace othello::play
