#include "EnginePlayer.h"

#include "engine/best/BestSolver.h"
#include "engine/depth/IterativeDeepening.h"

#include <algorithm>
#include <charconv>
#include <iterator>

namespace othello::play {

namespace {

std::optional<double> number(std::string_view text)
{
    double value = 0;
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (code != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace

std::string PlayerSpec::text() const
{
    if (kind == PlayerKind::Nboard) {
        std::string result = "name=" + name + ":nboard:depth=" + std::to_string(depth);
        if (secondsPerMove)
            result += ":time=" + std::to_string(*secondsPerMove);
        if (startupSeconds)
            result += ":startup=" + std::to_string(*startupSeconds);
        if (!workingDirectory.empty())
            result += ":dir=" + workingDirectory;
        return result + ":command=" + command;
    }
    std::string evaluationText = evaluation;
    for (char& c : evaluationText)
        if (c == ',')
            c = ';';
    std::string result = "name=" + name + ":" + std::string(algorithmId(algorithm)) +
        ":depth=" + std::to_string(depth) + ":eval=" + evaluationText + ":tt=" + (useTranspositionTable ? "on" : "off");
    if (secondsPerMove)
        result += ":time=" + std::to_string(*secondsPerMove);
    if (exactEmpties > 0)
        result += ":exact=" + std::to_string(exactEmpties);
    return result;
}

std::optional<PlayerSpec> parsePlayer(std::string_view text, std::string* error)
{
    PlayerSpec spec;
    bool greedy = false;
    std::string searchField; // a field only search players have, for the error of an nboard player
    std::string nboardField; // and the other way round
    const auto fail = [&](const std::string& message) -> std::optional<PlayerSpec> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    while (!text.empty()) {
        if (text.starts_with("command=")) { // the rest of the text, colons included
            spec.command = std::string(text.substr(8));
            if (spec.command.find_first_not_of(" \t") == std::string::npos)
                return fail("empty command");
            break;
        }
        const std::size_t colon = text.find(':');
        const std::string_view field = text.substr(0, colon);
        text = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
        const std::size_t equals = field.find('=');
        const std::string key(field.substr(0, equals));
        const std::string value(equals == std::string_view::npos ? "" : field.substr(equals + 1));
        if (equals == std::string_view::npos && key != "nboard")
            searchField = key;
        else if (key == "tt" || key == "eval" || key == "exact")
            searchField = key;
        else if (key == "startup")
            nboardField = key;
        if (equals == std::string_view::npos) {
            if (key == "nboard") {
                spec.kind = PlayerKind::Nboard;
            } else if (key == "greedy") {
                spec.algorithm = Algorithm::AlphaBeta;
                spec.depth = 1;
                spec.evaluation = "discs";
                greedy = true;
            } else if (const auto algorithm = parseAlgorithm(key)) {
                spec.algorithm = *algorithm;
            } else {
                return fail("'" + key +
                            "' is not an algorithm (negamax, alphabeta, scout, negascout, best), greedy or nboard");
            }
        } else if (key == "name") {
            if (value.empty())
                return fail("empty player name");
            spec.name = value;
        } else if (key == "depth") {
            const auto d = number(value);
            if (!d || *d != static_cast<int>(*d) || *d < 1 || *d > 60)
                return fail("depth '" + value + "' is not within 1..60");
            spec.depth = static_cast<int>(*d);
        } else if (key == "time") {
            const auto s = number(value);
            if (!s || !(*s > 0 && *s <= 3600)) // NaN fails both
                return fail("time '" + value + "' is not a number of seconds within (0, 3600]");
            spec.secondsPerMove = *s;
        } else if (key == "startup") {
            const auto s = number(value);
            if (!s || !(*s > 0 && *s <= 3600))
                return fail("startup '" + value + "' is not a number of seconds within (0, 3600]");
            spec.startupSeconds = *s;
        } else if (key == "exact") {
            const auto e = number(value);
            if (!e || *e != static_cast<int>(*e) || *e < 0 || *e > 64)
                return fail("exact '" + value + "' is not a number of empties within 0..64");
            spec.exactEmpties = static_cast<int>(*e);
        } else if (key == "dir") {
            if (value.empty())
                return fail("empty dir");
            spec.workingDirectory = value;
        } else if (key == "tt") {
            if (value != "on" && value != "off")
                return fail("tt '" + value + "' is not on or off");
            spec.useTranspositionTable = value == "on";
        } else if (key == "eval") {
            std::string weights = value;
            for (char& c : weights)
                if (c == ';')
                    c = ',';
            std::string problem;
            if (!evaluation::parseEvaluator(weights, 6, &problem))
                return fail("eval: " + problem);
            spec.evaluation = weights;
        } else {
            return fail("unknown player field '" + key +
                        "' (name, depth, time, tt, eval, exact, an algorithm, or nboard with startup, dir and "
                        "command)");
        }
    }
    if (spec.kind == PlayerKind::Nboard) {
        if (!searchField.empty())
            return fail("'" + searchField + "' is not for an nboard player (name, depth, time, startup, dir, command)");
        if (spec.command.empty())
            return fail("an nboard player needs command=PROGRAM [ARGUMENTS] (last)");
        if (spec.name.empty())
            spec.name = "nboard";
        return spec;
    }
    if (!spec.command.empty() || !spec.workingDirectory.empty() || !nboardField.empty())
        return fail("command, startup and dir are for an nboard player (add nboard)");
    if (spec.name.empty())
        spec.name =
            greedy ? std::string("greedy") : std::string(algorithmId(spec.algorithm)) + std::to_string(spec.depth);
    return spec;
}

MoveChoice chooseMove(const PlayerSpec& player, const Board& board, ScoringRule scoring, SearchControl* control,
                      const std::function<void(const depth::DepthResult&)>& onDepth)
{
    depth::DepthOptions options;
    options.algorithm = player.algorithm;
    options.depth = player.depth;
    options.useTranspositionTable = player.useTranspositionTable;
    options.scoring = scoring;
    // parsePlayer checked the evaluation on 6x6; "learned" has no weights on 4x4, where the
    // player falls back to the mixed evaluation.
    auto evaluator = evaluation::parseEvaluator(player.evaluation, board.size);
    if (!evaluator)
        evaluator = evaluation::parseEvaluator("mixed", board.size);
    options.evaluator = *evaluator;
    MoveChoice choice;
    std::optional<double> seconds = player.secondsPerMove;
    if (player.exactEmpties > 0 && board.emptyCount() <= player.exactEmpties) {
        BestOptions solve;
        solve.scoring = scoring;
        solve.threads = 1;
        const BestResult exact =
            solveBest(board, solve, control, seconds ? std::optional<double>(*seconds / 2) : std::nullopt);
        if (exact.status == SearchStatus::Done && exact.bestMove != kNoMove) {
            choice.search.depth = board.emptyCount();
            choice.search.value = exact.value * depth::kFinalScale;
            choice.search.exact = true;
            choice.search.bestMove = exact.bestMove;
            choice.search.line.assign(exact.line.begin(),
                                      exact.line.begin() + std::min<std::ptrdiff_t>(64, std::ssize(exact.line)));
            choice.search.stats = exact.stats;
            choice.search.seconds = exact.seconds;
            if (onDepth)
                onDepth(choice.search);
            choice.move = exact.bestMove;
            return choice;
        }
        if (seconds)
            seconds = std::max(1e-3, *seconds - exact.seconds);
    }
    if (seconds) {
        choice.search = depth::iterativeDeepening(board, options, seconds, control, onDepth);
    } else {
        choice.search = depth::searchToDepth(board, options, control);
        if (choice.search.status != SearchStatus::Done) // cancelled: any legal move
            choice.search.bestMove = board.moveList().front();
        else if (onDepth)
            onDepth(choice.search);
    }
    choice.move = choice.search.bestMove;
    return choice;
}

} // namespace othello::play
