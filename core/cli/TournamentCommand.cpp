#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "PositionFileOption.h"
#include "engine/play/Tournament.h"
#include "jobs/NboardPlayer.h"
#include "results/FileWrite.h"
#include "results/TournamentFiles.h"

namespace othello {

namespace {

const char* const kSummary =
    "Plays a round-robin between engine players: every pair meets twice per opening, colours\n"
    "swapped. Prints each game as it finishes, then the table: wins, draws, losses, the sum of\n"
    "disc margins, and the average time and nodes per searched move. A player is fields joined by\n"
    "':' -- an algorithm (negamax, alphabeta, negascout, best) or 'greedy' (depth 1, discs),\n"
    "name=NAME, depth=N (default 4), time=SECONDS per move (iterative deepening up to the depth),\n"
    "tt=on|off, eval=E with E a preset (discs, squares, weighted, mobility, corners, parity, mixed)\n"
    "or term weights joined by ';' (discs, squares, mobility, potential, corners, stability,\n"
    "parity), e.g. --player name=ab4:alphabeta:depth=4:eval=weighted\n"
    "         --player name=mix:best:time=0.1:tt=on:eval=squares=1;mobility=10\n"
    "An external engine speaking the NBoard protocol (8x8 only) is 'nboard' with name=NAME,\n"
    "depth=N (sent as 'set depth N'), time=SECONDS it may take per move (default 30; 1 s more is\n"
    "allowed for the pipes), dir=FOLDER to start it in, and command=PROGRAM ARGUMENTS, last: it\n"
    "takes the rest of the text, spaces and colons included, e.g.\n"
    "         --player \"name=edax:nboard:depth=8:time=5:command=/opt/edax/mEdax -n 1\"\n"
    "An engine that does not start, exits, answers late or plays an illegal move loses that game\n"
    "(the game's reason says why; it is restarted for its next game).";

} // namespace

int runTournament(CommandContext& context)
{
    CommandOptions options(
        "tournament",
        {
            {"player", "SPEC", "an engine player (give two or more; see above)"},
            {"size", "N", "board size 4, 6 or 8 (default: 6)"},
            {"openings", "FILE", "start each pairing from every position of this file (default: the start)"},
            {"scoring", "RULE", "discs (disc difference; default) or empties (empty squares to the winner)"},
            {"csv", "FILE", "write one row per game, as games finish"},
            {"json", "FILE", "write the games as a JSON array, rewritten as games finish"},
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
    const std::vector<Board> openings = options.isSet("openings")
        ? positionFileOption("openings", options.value("openings"), size)
        : std::vector<Board>{Board::start(size)};
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
        playerMoveSource);
    interrupt.cancelOnInterrupt(nullptr);
    // A finished tournament of no games still writes its (empty) files; a stopped one keeps
    // what was there.
    if (results.empty() && !interrupt.interrupted())
        writeFiles();

    QTextStream& out = context.out;
    out << QString("\n%1 games, scoring %2\n").arg(results.size()).arg(QString::fromLatin1(scoringId(scoring)));
    out << QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
               .arg("player", -16)
               .arg("games", 6)
               .arg("wins", 5)
               .arg("draws", 5)
               .arg("losses", 6)
               .arg("margin", 7)
               .arg("s/move", 10)
               .arg("nodes/move", 12);
    for (const play::Standing& s : play::standings(players, results))
        out << QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
                   .arg(QString::fromStdString(s.name), -16)
                   .arg(s.games(), 6)
                   .arg(s.wins, 5)
                   .arg(s.draws, 5)
                   .arg(s.losses, 6)
                   .arg(s.discMargin, 7)
                   .arg(s.averageSecondsPerMove(), 10, 'f', 6)
                   .arg(s.averageNodesPerMove(), 12, 'f', 1);
    return control.cancelRequested() && interrupt.interrupted() ? interrupt.exitCode() : 0;
}

} // namespace othello
