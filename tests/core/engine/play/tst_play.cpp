// Game records, engine players, headless games and tournaments.

#include "PlayerText.h"
#include "engine/play/Game.h"
#include "engine/play/GameRecord.h"
#include "engine/play/MoveSource.h"
#include "engine/play/Tournament.h"

#include "engine/best/BestSolver.h"
#include "engine/depth/DepthSearch.h"

#include <QTest>
#include <random>
#include <variant>

using namespace othello;
using namespace othello::play;
using othello::play::test::player;

namespace {

std::string errorOf(const std::string& text)
{
    const auto parsed = parseRecord(text);
    const auto* error = std::get_if<ParseError>(&parsed);
    return error ? error->message : std::string();
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void recordRoundTrip()
    {
        const auto parsed = parseRecord("# a short game\nsize 6\nc2 b4\n  c5 # comment\n");
        QVERIFY(std::holds_alternative<GameRecord>(parsed));
        const GameRecord record = std::get<GameRecord>(parsed);
        QCOMPARE(record.moves.size(), std::size_t{3});
        QCOMPARE(record.moves.front(), *parseSquare("c2", 6));
        const auto again = parseRecord(formatRecord(record));
        QVERIFY(std::get<GameRecord>(again) == record);
        // 8x8 and a start position other than the standard one survive the round trip.
        GameRecord eight;
        eight.start = Board::start(8).played(*parseSquare("d3", 8));
        eight.moves = {*parseSquare("c3", 8)};
        QVERIFY(std::get<GameRecord>(parseRecord(formatRecord(eight))) == eight);
    }
    void recordErrorsAreOneLine()
    {
        QCOMPARE(errorOf("size 6\nc2 z9"), std::string("line 2: 'z9' is not a move on 6x6"));
        QCOMPARE(errorOf("c2 c2"), std::string("line 1: move 2 'c2' is illegal"));
        QCOMPARE(errorOf("size 7"), std::string("line 1: size '7' is not 4, 6 or 8"));
        QCOMPARE(errorOf("c2\nsize 8"), std::string("line 2: 'size' must come before the moves"));
        QCOMPARE(errorOf("pass"), std::string("line 1: move 1 'pass' is illegal"));
        QVERIFY(errorOf("position XX").rfind("line 1: position: ", 0) == 0);
        for (const std::string& e : {errorOf("size 6\nc2 z9"), errorOf("position XX")})
            QVERIFY(e.find('\n') == std::string::npos);
    }
    void playerSpecifications()
    {
        const PlayerSpec p = player("name=ab4:alphabeta:depth=4:eval=weighted:tt=on");
        QCOMPARE(p.name, std::string("ab4"));
        QCOMPARE(p.algorithm, Algorithm::AlphaBeta);
        QCOMPARE(p.depth, 4);
        QVERIFY(p.useTranspositionTable);
        QCOMPARE(p.evaluation, std::string("weighted"));
        const PlayerSpec greedy = player("greedy");
        QCOMPARE(greedy.depth, 1);
        const PlayerSpec mixed = player("negascout:time=0.05:eval=discs=1;mobility=5");
        QVERIFY(mixed.secondsPerMove);
        QCOMPARE(mixed.evaluation, std::string("discs=1,mobility=5"));
        QCOMPARE(player(mixed.text().c_str()).text(), mixed.text());
        std::string error;
        QVERIFY(!parsePlayer("depth=0", &error));
        QVERIFY(error.find("depth") != std::string::npos);
        QVERIFY(!parsePlayer("fast", &error));
        QVERIFY(!parsePlayer("eval=nonsense", &error));
        QVERIFY(!parsePlayer("colour=red", &error));
    }
    void nboardPlayerSpecifications()
    {
        // command= takes the rest of the text: spaces, colons and '=' included.
        const PlayerSpec p = player("name=edax:nboard:depth=8:time=2.5:dir=/opt/e:command=/opt/e/edax -n 1 --x=a:b");
        QCOMPARE(p.kind, PlayerKind::Nboard);
        QCOMPARE(p.name, std::string("edax"));
        QCOMPARE(p.depth, 8);
        QCOMPARE(p.secondsPerMove.value_or(0), 2.5);
        QCOMPARE(p.workingDirectory, std::string("/opt/e"));
        QCOMPARE(p.command, std::string("/opt/e/edax -n 1 --x=a:b"));
        QCOMPARE(player(p.text().c_str()).text(), p.text());
        const PlayerSpec plain = player("nboard:command=engine");
        QCOMPARE(plain.name, std::string("nboard"));
        QVERIFY(!plain.secondsPerMove); // kNboardSecondsPerMove then
        QCOMPARE(player(plain.text().c_str()).command, std::string("engine"));
        QCOMPARE(player("greedy").kind, PlayerKind::Search);
        std::string error;
        QVERIFY(!parsePlayer("name=e:nboard:depth=3", &error));
        QVERIFY2(error.find("command") != std::string::npos, error.c_str());
        QVERIFY(!parsePlayer("nboard:eval=discs:command=engine", &error));
        QVERIFY2(error.find("'eval' is not for an nboard player") != std::string::npos, error.c_str());
        QVERIFY(!parsePlayer("nboard:alphabeta:command=engine", &error));
        QVERIFY(!parsePlayer("alphabeta:command=engine", &error));
        QVERIFY2(error.find("add nboard") != std::string::npos, error.c_str());
        QVERIFY(!parsePlayer("nboard:command=   ", &error));
    }
    void aPlayerWithoutALegalMoveForfeits()
    {
        // A source that fails (an external engine that crashed) or answers an illegal move loses
        // at once, by the whole board, with the reason; the game counts as finished.
        struct Scripted : MoveSource {
            std::string failure;
            int answer = kNoMove;
            int endings = 0;
            int forfeits = 0;
            MoveChoice move(const GameRecord&, ScoringRule, SearchControl*,
                            const std::function<void(const depth::DepthResult&)>&) override
            {
                return {answer, {}, failure};
            }
            void endGame(bool forfeited) override
            {
                ++endings;
                forfeits += forfeited;
            }
        };
        SearchMoveSource greedy(player("greedy"));
        Scripted crashed;
        crashed.failure = "the engine crashed";
        GameOutcome game = playGame(greedy, crashed, Board::start(6), ScoringRule::DiscDifference);
        QVERIFY(game.finished);
        QCOMPARE(game.reason, std::string("white: the engine crashed"));
        QCOMPARE(game.margin, 36);
        QCOMPARE(game.record.moves.size(), std::size_t{1}); // Black's first move, then White failed
        QCOMPARE(crashed.endings, 1);
        QCOMPARE(crashed.forfeits, 1);
        Scripted illegal;
        illegal.answer = *parseSquare("c3", 6); // occupied at the start
        game = playGame(illegal, greedy, Board::start(6), ScoringRule::EmptiesToWinner);
        QCOMPARE(game.reason, std::string("black: illegal move c3"));
        QCOMPARE(game.margin, -36);
        QVERIFY(game.record.moves.empty());
        QCOMPARE(illegal.forfeits, 1);
        const std::vector<Standing> table =
            standings({player("name=a:greedy"), player("name=b:greedy")}, {GameResult{{0, 1, 0}, game}});
        QCOMPARE(table[0].player, 1); // ranked: the winner first
        QCOMPARE(table[0].wins, 1);
        QCOMPARE(table[1].player, 0);
        QCOMPARE(table[1].losses, 1);
        // A game played to its end has no reason.
        QCOMPARE(playGame(player("greedy"), player("greedy"), Board::start(4), ScoringRule::DiscDifference).reason,
                 std::string());
    }
    void nboardPlayersNeedTheJobsLayer()
    {
        // The engine layer's own factory never runs a process: every move of an nboard player fails.
        const auto source = searchMoveSource(player("nboard:command=engine"));
        GameRecord game;
        game.start = Board::start(8);
        QVERIFY(!source->move(game, ScoringRule::DiscDifference, nullptr, {}).failure.empty());
    }
    void exactPlayersSolveTheEndgame()
    {
        const PlayerSpec exact = player("name=x:alphabeta:depth=1:eval=discs:exact=14");
        QCOMPARE(exact.exactEmpties, 14);
        QCOMPARE(player(exact.text().c_str()).exactEmpties, 14);
        std::string error;
        QVERIFY(!parsePlayer("alphabeta:exact=-1", &error));
        QVERIFY(error.find("exact") != std::string::npos);
        QVERIFY(!parsePlayer("alphabeta:exact=x", &error));
        QVERIFY(!parsePlayer("nboard:exact=10:command=engine", &error));
        // 6x6 positions with 12 empties from random games: the exact player's move keeps the
        // exact value, found by solving every move's position; a depth-1 player without exact
        // misses it somewhere (the check can fail).
        std::mt19937 random(11);
        int misses = 0;
        for (int game = 0; game < 12; ++game) {
            Board board = Board::start(6);
            while (board.emptyCount() > 12 && !board.isGameOver()) {
                const std::vector<int> moves = board.moveList();
                board = board.played(moves[random() % moves.size()]);
            }
            if (board.isGameOver())
                continue;
            BestOptions options;
            options.threads = 1;
            const int value = solveBest(board, options).value; // Black's view
            const auto valueAfter = [&](int move) { return solveBest(board.played(move), options).value; };
            const MoveChoice choice = chooseMove(exact, board, ScoringRule::DiscDifference);
            QVERIFY(choice.search.exact);
            QCOMPARE(choice.search.value, value * depth::kFinalScale);
            QCOMPARE(valueAfter(choice.move), value);
            const MoveChoice plain =
                chooseMove(player("alphabeta:depth=1:eval=discs"), board, ScoringRule::DiscDifference);
            QVERIFY(!plain.search.exact);
            misses += valueAfter(plain.move) != value;
            // Above its empties, or without the time to finish, the depth search moves.
            QVERIFY(!chooseMove(player("alphabeta:depth=1:eval=discs:exact=11"), board, ScoringRule::DiscDifference)
                         .search.exact);
            const MoveChoice hurried = chooseMove(player("alphabeta:depth=1:eval=discs:exact=14:time=0.000001"), board,
                                                  ScoringRule::DiscDifference);
            QVERIFY(board.isLegal(hurried.move));
        }
        QVERIFY(misses > 0);
    }
    void greedyTakesTheMostDiscs()
    {
        // Greedy (depth 1, discs) picks a move flipping the most discs.
        const Board board = Board::start(8).played(*parseSquare("d3", 8)).played(*parseSquare("c3", 8));
        const MoveChoice choice = chooseMove(player("greedy"), board, ScoringRule::DiscDifference);
        int most = 0;
        for (int move : board.moveList())
            most = std::max(most, std::popcount(board.flipsOf(move)));
        QCOMPARE(std::popcount(board.flipsOf(choice.move)), most);
    }
    void headlessGameEndsLegally_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("6x6") << 6;
        QTest::newRow("8x8") << 8;
    }
    void headlessGameEndsLegally()
    {
        QFETCH(int, size);
        const GameOutcome game = playGame(player("alphabeta:depth=2:eval=mixed"), player("greedy"), Board::start(size),
                                          ScoringRule::DiscDifference);
        QVERIFY(game.finished);
        QVERIFY(game.final.isGameOver());
        // Replaying the record move by move checks every move's legality.
        const auto replayed = parseRecord(formatRecord(game.record));
        QVERIFY(std::holds_alternative<GameRecord>(replayed));
        QCOMPARE(std::get<GameRecord>(replayed).finalPosition(), game.final);
        QCOMPARE(game.margin, game.final.discDifference());
        QVERIFY(game.black.moves > 0 && game.white.moves > 0);
    }
    void tournamentTableIsConsistent()
    {
        const std::vector<PlayerSpec> players{player("name=a:alphabeta:depth=2:eval=squares"), player("name=g:greedy"),
                                              player("name=n:negascout:depth=1:eval=mobility:tt=on")};
        const std::vector<Board> openings{Board::start(6), Board::start(6).played(*parseSquare("c2", 6))};
        int calls = 0;
        const std::vector<GameResult> results = runTournament(players, openings, ScoringRule::EmptiesToWinner, nullptr,
                                                              [&](const GameResult&, int done, int total) {
                                                                  ++calls;
                                                                  QCOMPARE(done, calls);
                                                                  QCOMPARE(total, 12);
                                                              });
        QCOMPARE(int(results.size()), 3 * 2 * 2); // pairs x colours x openings
        QCOMPARE(calls, 12);
        const std::vector<Standing> table = standings(players, results);
        int wins = 0, losses = 0, draws = 0, margin = 0;
        for (const Standing& s : table) {
            QCOMPARE(s.games(), 2 * 2 * 2); // two opponents, both colours, two openings
            wins += s.wins;
            losses += s.losses;
            draws += s.draws;
            margin += s.discMargin;
            QVERIFY(s.moves > 0);
        }
        QCOMPARE(wins, losses);
        QCOMPARE(draws % 2, 0);
        QCOMPARE(wins + draws / 2, 12);
        QCOMPARE(margin, 0);
        // Each player is Black in exactly half its games.
        for (int p = 0; p < 3; ++p) {
            int asBlack = 0;
            for (const GameResult& r : results)
                asBlack += r.pairing.black == p;
            QCOMPARE(asBlack, 4);
        }
    }
};

QTEST_APPLESS_MAIN(TestPlay)
#include "tst_play.moc"
