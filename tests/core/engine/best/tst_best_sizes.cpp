// The `best` solver on every board size and under both scoring rules: values agree with the
// engine's other exact searches (NegaScout, and the depth-limited code's exact search for the
// empties rule) with one and two threads, the returned line is a legal game that scores the
// value, and FForum endgames get their published scores and a best move, with the work shared
// between threads.

#include "engine/best/BestSolver.h"
#include "engine/best/Stability.h"
#include "engine/board/Scoring.h"
#include "engine/board/Square.h"
#include "engine/search/Search.h"
#include "support/RandomPositions.h"
#include "support/SolvedValue.h"

#include <QTest>

#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace othello;

namespace {

int referenceValue(const Board& board, ScoringRule rule)
{
    const std::optional<int> value = test::solvedValue(board, Algorithm::NegaScout, rule, 8);
    if (!value)
        qFatal("reference search did not finish");
    return *value;
}

// Plays `line` from `board`: every move must be legal and the game must end there. Returns the
// final score (Black's view), or nothing when the line is not a legal complete game.
std::optional<int> playOut(Board board, const std::vector<int>& line, ScoringRule rule)
{
    for (int move : line) {
        if (board.isGameOver() || !board.isLegal(move))
            return std::nullopt;
        board = board.played(move);
    }
    if (!board.isGameOver())
        return std::nullopt;
    return finalScoreUnder(rule, board.black, board.white, board.size * board.size);
}

// Random positions of a size and their reference values under a rule: 8x8 and 6x6 with 10..14
// empties, 4x4 at every stage of the game. Computed once for both thread counts.
struct Sample {
    Board board;
    int value;
};
const std::vector<Sample>& samples(int size, ScoringRule rule)
{
    static std::map<std::pair<int, ScoringRule>, std::vector<Sample>> cache;
    std::vector<Sample>& found = cache[{size, rule}];
    if (found.empty()) {
        const int fewest = size == 4 ? 1 : 10;
        const int most = size == 4 ? 11 : 14;
        const int perCount = size == 4 ? 6 : 8;
        for (int empties = fewest; empties <= most; ++empties)
            for (const Board& board :
                 testing::randomPositionsWithEmpties(perCount, empties, 77u + unsigned(empties), size))
                found.push_back({board, referenceValue(board, rule)});
    }
    return found;
}

BestOptions optionsFor(ScoringRule rule, int threads)
{
    BestOptions options;
    options.scoring = rule;
    options.threads = threads;
    options.ttMegabytes = 8;
    return options;
}

const char* ruleName(ScoringRule rule) { return rule == ScoringRule::DiscDifference ? "discs" : "empties"; }

// FForum endgames #40 and #41 (the Fédération Française d'Othello's test set): the position,
// the side to move, and the exact score of every listed move, empties to the winner.
struct Endgame {
    const char* position;
    const char* scores;
};
constexpr Endgame kFForum[] = {
    {"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
     "A2:+38; C7:+36; D8:+34; C1:+30; B1:+30; G7:+28; D7:+28; C6:+28; F7:+26; A6:+24;"},
    {"-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X",
     "H4:+0; H3:-2; F8:-2; G5:-4; B7:-6; G7:-8; G1:-12; A2:-14; A7:-18; B2:-34;"},
};

// The listed (square, score) pairs of "A2:+38; C7:+36; ...".
std::vector<std::pair<int, int>> listedScores(const std::string& scores)
{
    std::vector<std::pair<int, int>> listed;
    for (std::size_t at = 0; at < scores.size();) {
        const std::size_t colon = scores.find(':', at);
        const std::size_t end = scores.find(';', colon);
        std::string name = scores.substr(at, colon - at);
        for (char& c : name)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        listed.emplace_back(parseSquare(name, 8).value(), std::stoi(scores.substr(colon + 1, end - colon - 1)));
        at = scores.find_first_not_of(' ', end + 1);
    }
    return listed;
}

// The stable discs of `player` by their definition, square by square: a disc is stable when on
// each of its four lines the line is full or a neighbour is off the board or a stable disc of
// the same colour; grown from none until nothing changes.
std::uint64_t plainStableDiscs(int size, std::uint64_t player, std::uint64_t opponent)
{
    const auto at = [](int row, int column) { return std::uint64_t{1} << (row * 8 + column); };
    const auto inside = [size](int row, int column) { return row >= 0 && row < size && column >= 0 && column < size; };
    const std::uint64_t occupied = player | opponent;
    constexpr int kLines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    std::uint64_t stable = 0;
    for (bool grew = true; grew;) {
        grew = false;
        for (int row = 0; row < size; ++row)
            for (int column = 0; column < size; ++column) {
                if (!(player & at(row, column)) || (stable & at(row, column)))
                    continue;
                bool safe = true;
                for (const auto& [dr, dc] : kLines) {
                    bool full = true;
                    for (int sign : {1, -1})
                        for (int r = row, c = column; inside(r, c); r += sign * dr, c += sign * dc)
                            full = full && (occupied & at(r, c));
                    bool anchored = false;
                    for (int sign : {1, -1}) {
                        const int r = row + sign * dr, c = column + sign * dc;
                        anchored = anchored || !inside(r, c) || (stable & at(r, c));
                    }
                    safe = safe && (full || anchored);
                }
                if (safe) {
                    stable |= at(row, column);
                    grew = true;
                }
            }
    }
    return stable;
}

std::uint64_t stableDiscsOf(int size, std::uint64_t player, std::uint64_t opponent)
{
    switch (size) {
    case 4:
        return best::stableDiscs<4>(player, opponent);
    case 6:
        return best::stableDiscs<6>(player, opponent);
    default:
        return best::stableDiscs<8>(player, opponent);
    }
}

} // namespace

class TestBestSizes : public QObject {
    Q_OBJECT

private slots:
    void agreesWithReference_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("threads");
        for (int size : {4, 6, 8})
            for (ScoringRule rule : {ScoringRule::DiscDifference, ScoringRule::EmptiesToWinner})
                for (int threads : {1, 2})
                    QTest::addRow("%dx%d, %s, %d threads", size, size, ruleName(rule), threads)
                        << size << int(rule) << threads;
    }
    void agreesWithReference()
    {
        QFETCH(int, size);
        QFETCH(int, rule);
        QFETCH(int, threads);
        const auto scoring = static_cast<ScoringRule>(rule);
        for (const auto& [board, expected] : samples(size, scoring)) {
            const BestResult result = solveBest(board, optionsFor(scoring, threads));
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, expected);
            QVERIFY(board.isLegal(result.bestMove));
            QCOMPARE(result.line.front(), result.bestMove);
            QCOMPARE(playOut(board, result.line, scoring), std::optional<int>(expected));
        }
    }

    // The stable discs that bound best's scores are those of their definition, for both sides of
    // positions from the opening to the last empty square.
    void stableDiscsFollowTheirDefinition()
    {
        int positions = 0;
        int withStable = 0;
        for (int size : {4, 6, 8})
            for (int empties = 1; empties <= std::min(size * size - 5, 24); ++empties)
                for (const Board& board :
                     testing::randomPositionsWithEmpties(20, empties, 11u + unsigned(empties), size))
                    for (const auto& [player, opponent] :
                         {std::pair{board.black, board.white}, std::pair{board.white, board.black}}) {
                        const std::uint64_t stable = stableDiscsOf(size, player, opponent);
                        QCOMPARE(stable, plainStableDiscs(size, player, opponent));
                        ++positions;
                        withStable += stable != 0;
                    }
        QVERIFY(withStable > positions / 4); // not only empty sets
    }

    // Games that end with empty squares left: the two rules differ there, and each is exact.
    void rulesDifferWhenSquaresStayEmpty()
    {
        int differing = 0;
        for (const Board& board : testing::randomPositionsWithEmpties(60, 9, 5, 6)) {
            const int discs = solveBest(board, optionsFor(ScoringRule::DiscDifference, 1)).value;
            const BestResult empties = solveBest(board, optionsFor(ScoringRule::EmptiesToWinner, 1));
            QCOMPARE(discs, referenceValue(board, ScoringRule::DiscDifference));
            QCOMPARE(empties.value, referenceValue(board, ScoringRule::EmptiesToWinner));
            differing += discs != empties.value ? 1 : 0;
        }
        QVERIFY(differing > 0);
    }

    void fforumEndgames_data()
    {
        QTest::addColumn<int>("threads");
        for (int threads : {2, 4}) // 4: more threads than this machine may have cores
            QTest::addRow("%d threads", threads) << threads;
    }
    void fforumEndgames()
    {
        QFETCH(int, threads);
        for (const Endgame& endgame : kFForum) {
            const auto parsed = parseBoard(endgame.position);
            QVERIFY(std::holds_alternative<Board>(parsed));
            const Board& board = std::get<Board>(parsed);
            // The best listed score is the value; the best move must be one that reaches it.
            const std::vector<std::pair<int, int>> listed = listedScores(endgame.scores);
            int value = listed.front().second;
            for (const auto& [square, score] : listed)
                value = std::max(value, score);
            const int blackValue = board.toMove == Color::Black ? value : -value;

            const BestResult result = solveBest(board, optionsFor(ScoringRule::EmptiesToWinner, threads));
            QCOMPARE(result.status, SearchStatus::Done);
            QCOMPARE(result.value, blackValue);
            // The work was shared: the helper threads searched moves of the split points they
            // joined, and every node counted is some thread's.
            QCOMPARE(int(result.threadStats.size()), threads);
            std::uint64_t helpers = 0;
            std::uint64_t all = 0;
            for (const SearchStats& stats : result.threadStats) {
                all += stats.generated;
                helpers += &stats == &result.threadStats.front() ? 0 : stats.generated;
            }
            QCOMPARE(all, result.stats.generated);
            QVERIFY2(helpers > 0, "no helper thread searched");
            bool bestListed = false;
            for (const auto& [square, score] : listed)
                bestListed = bestListed || (square == result.bestMove && score == value);
            QVERIFY2(bestListed, squareName(result.bestMove).c_str());
            QCOMPARE(playOut(board, result.line, ScoringRule::EmptiesToWinner), std::optional<int>(blackValue));
        }
    }

    // Through othello::solve(), as the CLI and the GUI call it: every size and rule goes to best.
    void solveDispatchesToBest()
    {
        const auto parsed = parseBoard(kFForum[0].position);
        QVERIFY(std::holds_alternative<Board>(parsed));
        SearchOptions options;
        options.algorithm = Algorithm::Best;
        options.useTranspositionTable = true;
        options.ttMegabytes = 16;
        options.scoring = ScoringRule::EmptiesToWinner;
        const SearchResult result = solve(std::get<Board>(parsed), options);
        QCOMPARE(result.status, SearchStatus::Done);
        QCOMPARE(result.value, 38);
        QCOMPARE(squareName(result.bestMove), std::string("a2"));
    }

    void rejectsInvalidPositions()
    {
        Board board = Board::start(6);
        board.black |= std::uint64_t{1} << 7; // h1: outside the 6x6 area
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveBest(board));
        Board odd = Board::start(6);
        odd.size = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveBest(odd));
    }
};

QTEST_MAIN(TestBestSizes)
#include "tst_best_sizes.moc"
