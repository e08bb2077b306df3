#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "PositionFileOption.h"
#include "engine/play/OpeningSet.h"
#include "engine/play/Tournament.h"
#include "jobs/NboardPlayer.h"
#include "results/FileWrite.h"
#include "results/TournamentFiles.h"

namespace othello {

namespace {

const char* const kSummary =
    "Plays a round-robin between engine players: every pair meets twice per opening, colours\n"
    "swapped; by default on the balanced openings shipped for the board size (--openings start:\n"
    "the start position only). Prints each game as it finishes, then the standings ranked by\n"
    "score (a win 1, a draw 1/2; ties broken by Sonneborn-Berger, wins, disc margin), each\n"
    "player's Elo difference to the field with its 95% margin and likelihood of superiority (LOS),\n"
    "the crosstable and every pair's Elo and LOS. Under --time-control each player has a clock per\n"
    "game; one that runs out loses the game (by the whole board) on time. A player is fields joined by\n"
    "':' -- an algorithm (negamax, alphabeta, scout, negascout, best) or 'greedy' (depth 1, discs),\n"
    "name=NAME, depth=N (default 4), time=SECONDS per move (iterative deepening up to the depth),\n"
    "tt=on|off, eval=E with E a preset (discs, squares, weighted, mobility, corners, parity, mixed,\n"
    "learned: the trained pattern evaluation of 6x6 and 8x8, see train-eval) or term weights\n"
    "joined by ';' (discs, squares, mobility, potential, corners, stability, parity), exact=N (with N\n"
    "empties or fewer, an exact solve by the best solver when it ends within half the move's time),\n"
    "e.g. --player name=ab4:alphabeta:depth=4:eval=weighted\n"
    "         --player name=mix:best:time=0.1:tt=on:eval=squares=1;mobility=10\n"
    "An external engine speaking the NBoard protocol (8x8 only) is 'nboard' with name=NAME,\n"
    "depth=N (sent as 'set depth N'), time=SECONDS it may take per move (default 30; 1 s more is\n"
    "allowed for the pipes), startup=SECONDS from its start to its first answer (default: the time\n"
    "per move, at least 10; an engine may load its book first), dir=FOLDER to start it in, and\n"
    "command=PROGRAM ARGUMENTS, last: it takes the rest of the text, spaces and colons included, e.g.\n"
    "         --player \"name=edax:nboard:depth=8:time=5:startup=60:command=/opt/edax/mEdax -n 1\"\n"
    "It is told 'nboard 2', and 'nboard 1' when it refuses that or stays silent for half its\n"
    "start-up time (Edax 4 speaks version 1 only). An engine that does not start, exits, answers\n"
    "late or plays an illegal move loses that game (the game's reason says why; it is restarted for\n"
    "its next game).";

QString eloText(const play::Record& record)
{
    const play::EloEstimate e = play::eloEstimate(record);
    switch (e.kind) {
    case play::EloEstimate::Kind::NoGames:
        return "-";
    case play::EloEstimate::Kind::AllWon:
        return "+inf";
    case play::EloEstimate::Kind::AllLost:
        return "-inf";
    default:
        // An interval reaching a score of 0 or 1 has no finite upper (lower) end: "+/- inf".
        return QString("%1%2 +/- %3")
            .arg(e.elo >= 0 ? "+" : "")
            .arg(e.elo, 0, 'f', 1)
            .arg(e.margin ? QString::number(*e.margin, 'f', 1) : QString("inf"));
    }
}

QString losText(const play::Record& record)
{
    const auto los = play::likelihoodOfSuperiority(record);
    return los ? QString::number(100.0 * *los, 'f', 1) + "%" : QString("-");
}

QString pointsText(const play::Record& record) { return QString("%1/%2").arg(record.points()).arg(record.games()); }

void printStandings(QTextStream& out, const std::vector<play::PlayerSpec>& players,
                    const std::vector<play::GameResult>& results, ScoringRule scoring, int openings,
                    const std::optional<play::TimeControl>& clock)
{
    out << QString("\n%1 games, scoring %2, %3 opening(s)%4\n")
               .arg(results.size())
               .arg(QString::fromLatin1(scoringId(scoring)))
               .arg(openings)
               .arg(clock ? QString(", time control %1+%2 s").arg(clock->baseSeconds).arg(clock->incrementSeconds)
                          : QString());
    out << QString("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12\n")
               .arg("rank", 4)
               .arg("player", -16)
               .arg("games", 6)
               .arg("points", 7)
               .arg("elo", 17)
               .arg("los", 6)
               .arg("wins", 5)
               .arg("draws", 5)
               .arg("losses", 6)
               .arg("margin", 7)
               .arg("s/move", 10)
               .arg("nodes/move", 12);
    const std::vector<play::Standing> table = play::standings(players, results);
    for (std::size_t rank = 0; rank < table.size(); ++rank) {
        const play::Standing& s = table[rank];
        out << QString("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12\n")
                   .arg(rank + 1, 4)
                   .arg(QString::fromStdString(s.name), -16)
                   .arg(s.games(), 6)
                   .arg(s.score(), 7)
                   .arg(eloText(s.record()), 17)
                   .arg(losText(s.record()), 6)
                   .arg(s.wins, 5)
                   .arg(s.draws, 5)
                   .arg(s.losses, 6)
                   .arg(s.discMargin, 7)
                   .arg(s.averageSecondsPerMove(), 10, 'f', 6)
                   .arg(s.averageNodesPerMove(), 12, 'f', 1);
    }
    out << "(elo: the player's Elo difference to the field, 95% margin; los: likelihood of superiority)\n";

    // The crosstable: the row's points against the column's, out of their games; players in
    // ranking order, columns numbered by rank.
    const play::Crosstable cross = play::crosstable(static_cast<int>(players.size()), results);
    out << "\ncrosstable (the row player's points against the column player, of the games they played)\n";
    QString header = QString("%1 %2").arg("", 4).arg("", -16);
    for (std::size_t column = 0; column < table.size(); ++column)
        header += QString(" %1").arg(QString::number(column + 1), 9);
    out << header << "\n";
    for (std::size_t row = 0; row < table.size(); ++row) {
        QString line = QString("%1 %2").arg(row + 1, 4).arg(QString::fromStdString(table[row].name), -16);
        for (std::size_t column = 0; column < table.size(); ++column)
            line += QString(" %1").arg(
                row == column ? QString("-") : pointsText(cross.at(table[row].player, table[column].player)), 9);
        out << line << "\n";
    }

    out << "\npairs (wins-draws-losses of the first against the second)\n";
    for (std::size_t a = 0; a < table.size(); ++a)
        for (std::size_t b = a + 1; b < table.size(); ++b) {
            const play::Record r = cross.at(table[a].player, table[b].player);
            out << QString("%1 vs %2: %3-%4-%5, %6, elo %7, los %8\n")
                       .arg(QString::fromStdString(table[a].name), QString::fromStdString(table[b].name))
                       .arg(r.wins)
                       .arg(r.draws)
                       .arg(r.losses)
                       .arg(pointsText(r), eloText(r), losText(r));
        }
}

} // namespace

int runTournament(CommandContext& context)
{
    CommandOptions options(
        "tournament",
        {
            {"player", "SPEC", "an engine player (give two or more; see above)"},
            {"size", "N", "board size 4, 6 or 8 (default: 6)"},
            {"openings", "FILE",
             "start each pairing from every position of this file; 'start': the start position only "
             "(default: the shipped balanced openings)"},
            {"time-control", "BASE[+INC]",
             "a clock per player and game: BASE seconds plus INC after each move (e.g. 60+0.5)"},
            {"scoring", "RULE", "discs (disc difference; default) or empties (empty squares to the winner)"},
            {"csv", "FILE", "write one row per game, as games finish"},
            {"json", "FILE", "write the games and standings as JSON, rewritten as games finish"},
            {"standings-csv", "FILE", "write the standings and crosstable, a row per player and per pair"},
            {"ggf", "FILE", "write the games as GGF (NBoard's format), one per line, rewritten as games finish"},
        });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText("--player SPEC --player SPEC [...] [options]", kSummary);
        return 0;
    }
    std::vector<play::PlayerSpec> players;
    for (const QString& text : options.values("player")) {
        std::string error;
        const auto spec = play::parsePlayer(text.toStdString(), &error);
        if (!spec)
            throw usageError("--player " + text + ": " + QString::fromStdString(error));
        for (const auto& other : players)
            if (other.name == spec->name)
                throw usageError("--player: two players are named '" + QString::fromStdString(spec->name) +
                                 "' (add name=...)");
        players.push_back(*spec);
    }
    if (players.size() < 2)
        throw usageError("tournament: give at least two --player (see 'othello-lab-cli tournament --help')");
    const int size = options.isSet("size") ? boardSizeOption("size", options.value("size")) : 6;
    for (const auto& player : players)
        if (player.kind == play::PlayerKind::Nboard && !NboardPlayer::supportsBoardSize(size))
            throw usageError("--player " + QString::fromStdString(player.name) +
                             ": external (nboard) engines play 8x8 only (add --size 8)");
    const std::vector<Board> openings = !options.isSet("openings") ? play::shippedOpenings(size)
        : options.value("openings") == "start"                     ? std::vector<Board>{Board::start(size)}
                                               : positionFileOption("openings", options.value("openings"), size);
    std::optional<play::TimeControl> clock;
    if (options.isSet("time-control")) {
        clock = play::parseTimeControl(options.value("time-control").toStdString());
        if (!clock)
            throw usageError("--time-control: '" + options.value("time-control") +
                             "' is not BASE or BASE+INC in seconds (e.g. 60+0.5)");
    }
    ScoringRule scoring = ScoringRule::DiscDifference;
    if (options.isSet("scoring")) {
        const auto rule = parseScoring(options.value("scoring").toLower().toStdString());
        if (!rule)
            throw usageError("--scoring: '" + options.value("scoring") + "' is not discs or empties");
        scoring = *rule;
    }

    // Both files are rewritten whole after every game (atomically): an existing file stays as it
    // was until the first game finishes, and a failed write stops the tournament.
    std::vector<play::GameResult> finished;
    const auto writeFiles = [&]() {
        QString error;
        if (options.isSet("csv") &&
            !writeFileAtomically(options.value("csv"), tournamentCsv(finished, players), &error))
            throw runtimeError("--csv: " + error);
        if (options.isSet("json") &&
            !writeFileAtomically(options.value("json"), tournamentJson(finished, players), &error))
            throw runtimeError("--json: " + error);
        if (options.isSet("standings-csv") &&
            !writeFileAtomically(options.value("standings-csv"), standingsCsv(finished, players), &error))
            throw runtimeError("--standings-csv: " + error);
        if (options.isSet("ggf") &&
            !writeFileAtomically(options.value("ggf"), tournamentGgf(finished, players, clock), &error))
            throw runtimeError("--ggf: " + error);
    };

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    const std::vector<play::GameResult> results = play::runTournament(
        players, openings, scoring, &control,
        [&](const play::GameResult& r, int done, int total) {
            const auto& o = r.outcome;
            context.out << QString("game %1/%2  opening %3  %4 (black) %5-%6 %7 (white)%8\n")
                               .arg(done)
                               .arg(total)
                               .arg(r.pairing.opening + 1)
                               .arg(QString::fromStdString(players[static_cast<std::size_t>(r.pairing.black)].name))
                               .arg(o.final.blackCount())
                               .arg(o.final.whiteCount())
                               .arg(QString::fromStdString(players[static_cast<std::size_t>(r.pairing.white)].name))
                               .arg(o.reason.empty() ? QString() : "  forfeit: " + QString::fromStdString(o.reason));
            context.out.flush();
            finished.push_back(r);
            writeFiles();
        },
        clock, playerMoveSource);
    interrupt.cancelOnInterrupt(nullptr);
    // A finished tournament of no games still writes its (empty) files; a stopped one keeps
    // what was there.
    if (results.empty() && !interrupt.interrupted())
        writeFiles();

    printStandings(context.out, players, results, scoring, static_cast<int>(openings.size()), clock);
    return control.cancelRequested() && interrupt.interrupted() ? interrupt.exitCode() : 0;
}

} // namespace othello
