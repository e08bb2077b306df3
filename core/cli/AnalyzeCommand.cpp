#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "SearchOptionValues.h"
#include "SweepSettings.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"
#include "engine/search/MoveAnalysis.h"
#include "engine/table/MemoryBudget.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace othello {

namespace {

const char* const kUsage = "(--position \"TEXT\" | --label L | --size N) [options]";
const char* const kSummary =
    "Solves the position after every legal move and prints one line per move, best first for\n"
    "the side to move: the move and its exact value (Black's view: black discs minus white\n"
    "discs, as the GUI's default). A first line '# values: Black's view' names the view. A\n"
    "forced pass is the one move 'pass'; a finished game has none. With --time-limit (for the\n"
    "whole analysis) or Ctrl-C, the moves not solved are printed with '-' and a note goes to\n"
    "standard error.";

CommandOptions analyzeOptions()
{
    return CommandOptions(
        "analyze",
        {
            {"position", "TEXT", "the position to analyse (see 'solve --help' for the text)"},
            {"label", "L", "analyse the 6x6 PV position with this label, 1..34, instead"},
            {"size", "N", "board size 4, 6 or 8: checks --position, or alone analyses that start"},
            {"algorithm", "A", "one of " + allAlgorithmIds() + " (default: best)"},
            {"tt", "on|off", "use a transposition table (default: on for best, off for the classical searches)"},
            {"tt-mb", "MIB", "transposition table size (default: 64)"},
            {"time-limit", "SECONDS", "give up after this long in all (default: no limit)"},
            {"scoring", "RULE", "discs (disc difference; default) or empties (empty squares to the winner)"},
            {"format", "FORMAT", "text (default) or json"},
        });
}

QString valueText(const MoveValue& move)
{
    return move.status == SearchStatus::Done ? QString::number(move.value) : QString("-");
}

QJsonObject moveJson(const MoveValue& move)
{
    QJsonObject object{
        {"move", QString::fromStdString(moveName(move.move))},
        {"status", QString::fromLatin1(statusId(move.status))},
        {"expanded", static_cast<qint64>(move.stats.expanded)},
        {"generated", static_cast<qint64>(move.stats.generated)},
        {"seconds", move.seconds},
    };
    object.insert("value", move.status == SearchStatus::Done ? QJsonValue(move.value) : QJsonValue());
    return object;
}

} // namespace

int runAnalyze(CommandContext& context)
{
    CommandOptions options = analyzeOptions();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(kUsage, kSummary);
        return 0;
    }
    const Board board = labelOrPosition(options, "analyze");
    const QString format = options.isSet("format") ? options.value("format").toLower() : QString("text");
    if (format != "text" && format != "json")
        throw usageError("--format: '" + options.value("format") + "' is not text or json");

    const SearchOptions search = searchOptionValues(options, Algorithm::Best);
    if (search.useTranspositionTable)
        if (const std::string problem = tableMemoryProblem(search.ttMegabytes); !problem.empty())
            throw runtimeError("--tt-mb: " + QString::fromStdString(problem));

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    MoveAnalysis analysis = analyzeMoves(board, search, &control);
    interrupt.cancelOnInterrupt(nullptr);

    // The moves never reached are listed too, unsolved, so every legal move has its line.
    const std::vector<int> legal = board.moveList();
    for (std::size_t i = analysis.moves.size(); i < legal.size(); ++i)
        analysis.moves.push_back({legal[i], analysis.status, 0, {}, 0});
    sortBestFirst(analysis.moves, board.toMove);

    QTextStream& out = context.out;
    if (format == "json") {
        QJsonArray moves;
        for (const MoveValue& move : analysis.moves)
            moves.append(moveJson(move));
        const QJsonObject root{
            {"position", QString::fromStdString(toText(board))},
            {"algorithm", QString::fromLatin1(algorithmId(search.algorithm))},
            {"tt", search.useTranspositionTable},
            {"scoring", QString::fromLatin1(scoringId(search.scoring))},
            {"status", QString::fromLatin1(statusId(analysis.status))},
            {"view", "black"},
            {"moves", moves},
        };
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        if (!analysis.moves.empty())
            out << "# values: Black's view (black discs minus white discs)\n";
        for (const MoveValue& move : analysis.moves)
            out << QString::fromStdString(moveName(move.move)) << ' ' << valueText(move) << '\n';
    }
    if (legal.empty())
        context.err << "analyze: the game is over: no move to analyse\n";
    if (analysis.status != SearchStatus::Done) {
        const auto solved = std::count_if(analysis.moves.begin(), analysis.moves.end(),
                                          [](const MoveValue& m) { return m.status == SearchStatus::Done; });
        context.err << QString("analyze: %1 after %2 of %3 moves\n")
                           .arg(analysis.status == SearchStatus::Timeout ? "time limit reached" : "stopped")
                           .arg(solved)
                           .arg(legal.size());
    }
    return analysis.status == SearchStatus::Cancelled && interrupt.interrupted() ? interrupt.exitCode() : 0;
}

} // namespace othello
