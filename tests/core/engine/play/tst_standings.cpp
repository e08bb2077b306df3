// Tournaments people can read: Elo, error margin and LOS against hand-computed examples, the
// ranking and its tie-breaks, the crosstable, the per-game clock, and the balanced openings
// (the generator and the shipped files).

#include "PlayerText.h"
#include "engine/play/OpeningSet.h"
#include "engine/play/PositionList.h"
#include "engine/play/Rating.h"
#include "engine/play/Tournament.h"
#include "engine/search/Search.h"
#include "engine/search/SearchControl.h"

#include <QTest>
#include <array>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>

using namespace othello;
using namespace othello::play;
using othello::play::test::player;

namespace {

// A finished game between two players with the given margin (Black's view); nothing else set.
GameResult game(int black, int white, int margin)
{
    GameResult r;
    r.pairing = {black, white, 0};
    r.outcome.margin = margin;
    r.outcome.finished = true;
    return r;
}

// The eight images of a position, square by square (no bit tricks: independent of
// best::canonicalForm), as text; the least one names the symmetry class.
std::string classOf(const Board& board)
{
    std::string least;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        Board image = board;
        image.black = image.white = 0;
        const int n = board.size;
        for (int row = 0; row < n; ++row)
            for (int column = 0; column < n; ++column) {
                int r = row, c = column;
                if (symmetry & 1)
                    c = n - 1 - c;
                if (symmetry & 2)
                    r = n - 1 - r;
                if (symmetry & 4)
                    std::swap(r, c);
                const std::uint64_t from = std::uint64_t{1} << squareAt(column, row);
                const std::uint64_t to = std::uint64_t{1} << squareAt(c, r);
                if (board.black & from)
                    image.black |= to;
                if (board.white & from)
                    image.white |= to;
            }
        const std::string text = toText(image);
        if (least.empty() || text < least)
            least = text;
    }
    return least;
}

// Every position `plies` plies after `board` (games over left out), by plain recursion.
void leaves(const Board& board, int plies, std::vector<Board>& out)
{
    if (board.isGameOver())
        return;
    if (plies == 0) {
        out.push_back(board);
        return;
    }
    for (int move : board.moveList())
        leaves(board.played(move), plies - 1, out);
}

// The value an openings line states in its comment ("... ; c2 b4 value -2").
std::optional<int> statedValue(const std::string& line)
{
    const auto at = line.rfind(" value ");
    if (at == std::string::npos)
        return std::nullopt;
    return std::stoi(line.substr(at + 7));
}

int exactValue(const Board& board)
{
    SearchOptions options; // plain negamax, no table: independent of `best`
    options.algorithm = Algorithm::Negamax;
    return solve(board, options).value;
}

} // namespace

class TestStandings : public QObject {
    Q_OBJECT
private slots:
    void eloMarginAndLosMatchHandComputedValues_data()
    {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::addColumn<double>("elo");
        QTest::addColumn<double>("margin"); // < 0: unbounded
        QTest::addColumn<double>("los");    // < 0: none
        // 60 W / 20 D / 20 L: p = (60 + 10) / 100 = 0.7; Elo = -400 log10(1/0.7 - 1)
        // = -400 log10(0.428571) = 147.19. Per-game variance v = (60·0.3² + 20·0.2² + 20·0.7²) / 100
        // = (5.4 + 0.8 + 9.8) / 100 = 0.16; s = sqrt(0.16 / 100) = 0.04; p ± 1.959964·0.04 =
        // 0.621601 .. 0.778399 -> Elo 86.23 .. 218.25; margin (218.25 - 86.23) / 2 = 66.01.
        // LOS = 1/2 (1 + erf(40 / sqrt(2·80))) = 1/2 (1 + erf(3.1623)) = 0.9999961.
        QTest::newRow("60-20-20") << 60 << 20 << 20 << 147.1907 << 66.0134 << 0.9999961;
        // 5 W / 2 D / 3 L: p = 6/10 = 0.6; Elo = -400 log10(2/3) = 70.44. v = (5·0.16 + 2·0.01 +
        // 3·0.36) / 10 = 0.19; s = sqrt(0.019) = 0.137840; 0.329838 .. 0.870162 -> Elo -123.15 ..
        // 330.48; margin 226.82. LOS = 1/2 (1 + erf(2 / sqrt(16))) = 1/2 (1 + erf(0.5)) = 0.76025.
        QTest::newRow("5-2-3") << 5 << 2 << 3 << 70.4365 << 226.8159 << 0.7602499;
        // 3 W / 1 D / 0 L: p = 0.875, Elo = -400 log10(1/7) = 338.04; s = sqrt(0.046875 / 4) =
        // 0.108253; the interval's top 1.087 passes a score of 1: no finite margin. LOS =
        // 1/2 (1 + erf(3 / sqrt(6))) = 0.95837.
        QTest::newRow("3-1-0, margin unbounded") << 3 << 1 << 0 << 338.0392 << -1.0 << 0.9583677;
        // 1 W / 0 D / 1 L: p = 0.5, Elo 0; s = sqrt(0.25 / 2) = 0.353553: -0.19 .. 1.19, unbounded.
        // LOS = 1/2 (1 + erf(0)) = 0.5.
        QTest::newRow("1-0-1") << 1 << 0 << 1 << 0.0 << -1.0 << 0.5;
        // Draws only: p = 0.5, Elo 0, v = 0: margin 0; no decisive game: no LOS.
        QTest::newRow("0-4-0") << 0 << 4 << 0 << 0.0 << 0.0 << -1.0;
    }
    void eloMarginAndLosMatchHandComputedValues()
    {
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        QFETCH(double, elo);
        QFETCH(double, margin);
        QFETCH(double, los);
        const Record record{wins, draws, losses};
        const EloEstimate e = eloEstimate(record);
        QCOMPARE(e.kind, EloEstimate::Kind::Finite);
        QVERIFY2(std::abs(e.elo - elo) < 1e-3, qPrintable(QString::number(e.elo, 'f', 6)));
        if (margin < 0) {
            QVERIFY(!e.margin);
        } else {
            QVERIFY(e.margin);
            QVERIFY2(std::abs(*e.margin - margin) < 1e-3, qPrintable(QString::number(*e.margin, 'f', 6)));
        }
        const auto l = likelihoodOfSuperiority(record);
        if (los < 0) {
            QVERIFY(!l);
        } else {
            QVERIFY(l);
            QVERIFY2(std::abs(*l - los) < 1e-6, qPrintable(QString::number(*l, 'f', 9)));
        }
        // The other side of the same games: the opposite Elo, the same margin, LOS 1 - LOS.
        const Record mirrored{losses, draws, wins};
        const EloEstimate m = eloEstimate(mirrored);
        QVERIFY(std::abs(m.elo + elo) < 1e-3);
        QCOMPARE(bool(m.margin), bool(e.margin));
        if (l)
            QVERIFY(std::abs(*likelihoodOfSuperiority(mirrored) - (1.0 - *l)) < 1e-9);
    }

    void allWonAllLostAndNoGamesSaySo()
    {
        const EloEstimate won = eloEstimate({10, 0, 0});
        QCOMPARE(won.kind, EloEstimate::Kind::AllWon); // +infinity, never NaN
        QCOMPARE(won.scoreFraction, 1.0);
        QVERIFY(!won.margin);
        // LOS = 1/2 (1 + erf(10 / sqrt(20))) = 1/2 (1 + erf(2.2361)) = 1/2 (1 + 0.998435) = 0.999217
        QVERIFY(std::abs(*likelihoodOfSuperiority({10, 0, 0}) - 0.9992173) < 1e-6);
        QCOMPARE(eloEstimate({0, 0, 7}).kind, EloEstimate::Kind::AllLost);
        const EloEstimate none = eloEstimate({});
        QCOMPARE(none.kind, EloEstimate::Kind::NoGames);
        QVERIFY(!none.margin);
        QVERIFY(!likelihoodOfSuperiority({}));
    }

    void standingsRankByScoreThenSonnebornBerger()
    {
        const std::vector<PlayerSpec> players{player("name=a:greedy"), player("name=b:greedy"), player("name=c:greedy"),
                                              player("name=d:greedy")};
        // a beats c twice, loses to b twice; b beats a twice, loses to d twice; c and d draw twice;
        // d beats b twice and loses to a twice.
        // Points: a 4 (beat c, d), b 2 (beat a), c 1 (draws with d), d 3 (beat b, draws... ) -- by hand:
        //   a: W c, W c, L b, L b, W d, W d -> 4
        //   b: W a, W a, L d, L d            -> 2
        //   c: L a, L a, D d, D d            -> 1
        //   d: W b, W b, D c, D c, L a, L a  -> 3
        const std::vector<GameResult> results{game(0, 2, 10), game(2, 0, -4), game(1, 0, 6), game(0, 1, -2),
                                              game(3, 1, 8),  game(1, 3, -8), game(2, 3, 0), game(3, 2, 0),
                                              game(0, 3, 12), game(3, 0, -12)};
        const std::vector<Standing> table = standings(players, results);
        QCOMPARE(table.size(), std::size_t{4});
        QCOMPARE(table[0].name, std::string("a"));
        QCOMPARE(table[0].score(), 4.0);
        QCOMPARE(table[1].name, std::string("d"));
        QCOMPARE(table[1].score(), 3.0);
        QCOMPARE(table[2].name, std::string("b"));
        QCOMPARE(table[3].name, std::string("c"));
        QCOMPARE(table[3].player, 2);
        // Sonneborn-Berger of d: 2 wins over b (2 points) + 2 draws with c (1 point) / 2 each = 4 + 1 = 5.
        QCOMPARE(table[1].sonnebornBerger, 5.0);
        QCOMPARE(table[0].discMargin, 10 + 4 - 6 - 2 + 12 + 12);

        // A cycle: x beats y twice, y beats z twice, z beats x twice: 2 points each, SB 2·2 = 4
        // each, 2 wins each: the disc margin decides.
        const std::vector<PlayerSpec> three{player("name=x:greedy"), player("name=y:greedy"), player("name=z:greedy")};
        const std::vector<GameResult> cycle{game(0, 1, 2),  game(1, 0, -2), game(1, 2, 4),
                                            game(2, 1, -4), game(2, 0, 8),  game(0, 2, -8)};
        const std::vector<Standing> tied = standings(three, cycle);
        QCOMPARE(tied[0].name, std::string("z")); // margin 8 + 8 - 4 - 4 = +8
        QCOMPARE(tied[1].name, std::string("y")); // 4 + 4 - 2 - 2 = +4
        QCOMPARE(tied[2].name, std::string("x")); // 2 + 2 - 8 - 8 = -12
        for (const Standing& s : tied)
            QCOMPARE(s.sonnebornBerger, 4.0);

        // Equal points, Sonneborn-Berger decides: p, q and s end on 1.5 points; p beat s (a strong
        // opponent), q beat r (a weak one).
        const std::vector<PlayerSpec> four{player("name=p:greedy"), player("name=q:greedy"), player("name=r:greedy"),
                                           player("name=s:greedy")};
        const std::vector<GameResult> games{
            game(0, 3, 2), // p beats s
            game(1, 2, 2), // q beats r
            game(0, 1, 0), // p - q draw: p 1.5, q 1.5
            game(3, 2, 2), // s beats r
            game(2, 3, 0), // r - s draw: r 0.5, s 1.5
        };
        // points: p 1.5, q 1.5, r 0.5, s 1.5. SB: p = s(1.5)·1 + q(1.5)·0.5 = 2.25;
        // q = r(0.5)·1 + p(1.5)·0.5 = 1.25; s = r(0.5)·1 + r(0.5)·0.5 = 0.75.
        const std::vector<Standing> bySb = standings(four, games);
        QCOMPARE(bySb[0].name, std::string("p"));
        QCOMPARE(bySb[0].sonnebornBerger, 2.25);
        QCOMPARE(bySb[1].name, std::string("q"));
        QCOMPARE(bySb[1].sonnebornBerger, 1.25);
        QCOMPARE(bySb[2].name, std::string("s"));
        QCOMPARE(bySb[2].sonnebornBerger, 0.75);
        QCOMPARE(bySb[3].name, std::string("r"));
    }

    void crosstableCountsEachPairFromBothSides()
    {
        const std::vector<GameResult> results{game(0, 1, 4),  game(1, 0, 0),  game(0, 2, -2),
                                              game(2, 0, -6), game(1, 2, 36), game(2, 1, 2)};
        const Crosstable table = crosstable(3, results);
        QCOMPARE(table.at(0, 1), (Record{1, 1, 0}));
        QCOMPARE(table.at(1, 0), (Record{0, 1, 1}));
        QCOMPARE(table.at(0, 2), (Record{1, 0, 1}));
        QCOMPARE(table.at(2, 0), (Record{1, 0, 1}));
        QCOMPARE(table.at(1, 2), (Record{1, 0, 1}));
        QCOMPARE(table.at(0, 0), Record{});
        // Each player's row adds up to its standing.
        const std::vector<PlayerSpec> players{player("name=a:greedy"), player("name=b:greedy"),
                                              player("name=c:greedy")};
        for (const Standing& s : standings(players, results)) {
            Record sum;
            for (int other = 0; other < 3; ++other) {
                sum.wins += table.at(s.player, other).wins;
                sum.draws += table.at(s.player, other).draws;
                sum.losses += table.at(s.player, other).losses;
            }
            QCOMPARE(sum, s.record());
        }
    }

    void timeControlsParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("base");
        QTest::addColumn<double>("increment");
        QTest::newRow("base and increment") << "60+0.5" << true << 60.0 << 0.5;
        QTest::newRow("base only") << "10" << true << 10.0 << 0.0;
        QTest::newRow("zero base") << "0+1" << false << 0.0 << 0.0;
        QTest::newRow("negative increment") << "5+-1" << false << 0.0 << 0.0;
        QTest::newRow("empty increment") << "5+" << false << 0.0 << 0.0;
        QTest::newRow("words") << "ten" << false << 0.0 << 0.0;
        QTest::newRow("nan") << "nan" << false << 0.0 << 0.0;
    }
    void timeControlsParse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto control = parseTimeControl(text.toStdString());
        QCOMPARE(bool(control), valid);
        if (valid) {
            QFETCH(double, base);
            QFETCH(double, increment);
            QCOMPARE(control->baseSeconds, base);
            QCOMPARE(control->incrementSeconds, increment);
        }
    }

    void clockSharesTimeAndAddsIncrements()
    {
        GameClock clock(TimeControl{10, 1});
        const Board start = Board::start(6); // 32 empties: 16 moves to make
        // 0.9 (10 / 16 + 1) = 1.4625 s, below the player's 5 s per move.
        QVERIFY(std::abs(*clock.moveTime(start, 5.0) - 1.4625) < 1e-12);
        QCOMPARE(*clock.moveTime(start, 0.5), 0.5);    // its own time when smaller
        QVERIFY(!clock.moveTime(start, std::nullopt)); // depth players: no time per move
        QVERIFY(clock.charge(Color::Black, 4));
        QCOMPARE(*clock.left(Color::Black), 7.0); // 10 - 4 + 1
        QCOMPARE(*clock.left(Color::White), 10.0);
        QVERIFY(!clock.charge(Color::White, 10.5));
        QCOMPARE(*clock.left(Color::White), 0.0);
        GameClock none;
        QVERIFY(none.charge(Color::Black, 1e9));
        QVERIFY(!none.left(Color::Black));
    }

    void aDepthPlayerOutOfTimeLosesTheGame()
    {
        // Negamax to depth 8 on the 6x6 start searches some 10^6 nodes: far more than the 1 ms
        // on its clock, whatever the machine. Greedy is White and never moves.
        const PlayerSpec slow = player("name=slow:negamax:depth=8:eval=discs");
        const PlayerSpec greedy = player("name=greedy:greedy");
        const GameOutcome lost =
            playGame(slow, greedy, Board::start(6), ScoringRule::DiscDifference, nullptr, {}, TimeControl{0.001, 0});
        QVERIFY(lost.finished);
        QCOMPARE(lost.reason, std::string("black: lost on time"));
        QCOMPARE(lost.margin, -36); // the whole board
        QVERIFY(lost.record.moves.empty());
        QCOMPARE(lost.black.moves, 1);
        // The same in a tournament: counted as a loss, with the reason kept.
        const std::vector<GameResult> results = runTournament(
            {slow, greedy}, {Board::start(6)}, ScoringRule::DiscDifference, nullptr, {}, TimeControl{0.001, 0});
        QCOMPARE(results.size(), std::size_t{2});
        const std::vector<Standing> table = standings({slow, greedy}, results);
        QCOMPARE(table[0].name, std::string("greedy"));
        QCOMPARE(table[0].wins, 2);
        QCOMPARE(results[1].outcome.reason, std::string("white: lost on time"));
    }

    void aGenerousClockChangesNothing()
    {
        const PlayerSpec a = player("name=a:alphabeta:depth=3:eval=squares");
        const PlayerSpec b = player("name=b:alphabeta:depth=2:eval=mobility");
        const GameOutcome free = playGame(a, b, Board::start(6), ScoringRule::DiscDifference);
        const GameOutcome clocked =
            playGame(a, b, Board::start(6), ScoringRule::DiscDifference, nullptr, {}, TimeControl{3600, 0});
        QVERIFY(clocked.reason.empty());
        QCOMPARE(clocked.record, free.record);
        QCOMPARE(clocked.margin, free.margin);
    }

    void positionsAfterKeepsOnePerSymmetryClass_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("plies");
        QTest::newRow("4x4, 3 plies") << 4 << 3;
        QTest::newRow("4x4, 5 plies") << 4 << 5;
        QTest::newRow("6x6, 4 plies") << 6 << 4;
        QTest::newRow("8x8, 4 plies") << 8 << 4;
    }
    void positionsAfterKeepsOnePerSymmetryClass()
    {
        QFETCH(int, size);
        QFETCH(int, plies);
        std::vector<Board> all;
        leaves(Board::start(size), plies, all);
        std::set<std::string> classes;
        for (const Board& b : all)
            classes.insert(classOf(b) + (b.toMove == Color::Black ? "b" : "w"));
        const std::vector<Opening> kept = positionsAfter(size, plies);
        QCOMPARE(kept.size(), classes.size());
        std::set<std::string> seen;
        for (const Opening& o : kept) {
            QVERIFY(seen.insert(classOf(o.position) + (o.position.toMove == Color::Black ? "b" : "w")).second);
            // Its moves reach it from the start.
            Board board = Board::start(size);
            for (int move : o.moves) {
                QVERIFY(board.isLegal(move));
                board = board.played(move);
            }
            QCOMPARE(board, o.position);
            QCOMPARE(int(o.moves.size()), plies);
        }
    }

    void randomPositionsAreDistinctRandomLinesFromASeed()
    {
        // 6x6 has 60 classes 4 plies after the start: asking 40 gives 40, distinct, each reached
        // by its legal moves; asking 100 gives the 60 (no more exist).
        const std::vector<Opening> drawn = randomPositions(6, 4, 40, 7);
        QCOMPARE(int(drawn.size()), 40);
        std::set<std::string> seen;
        std::set<std::string> firstMoves;
        for (const Opening& o : drawn) {
            QVERIFY(seen.insert(classOf(o.position) + (o.position.toMove == Color::Black ? "b" : "w")).second);
            Board board = Board::start(6);
            for (int move : o.moves) {
                QVERIFY(board.isLegal(move));
                board = board.played(move);
            }
            QCOMPARE(board, o.position);
            QCOMPARE(int(o.moves.size()), 4);
            firstMoves.insert(moveName(o.moves.front()));
        }
        QCOMPARE(int(firstMoves.size()), 4); // the 4 first moves are all drawn (40 lines: 4^-39 to miss one)
        QCOMPARE(int(randomPositions(6, 4, 100, 7).size()), int(positionsAfter(6, 4).size()));
        // The same seed draws the same lines, another seed others.
        const std::vector<Opening> again = randomPositions(6, 4, 40, 7);
        const std::vector<Opening> other = randomPositions(6, 4, 40, 8);
        bool same = true, differs = false;
        for (std::size_t i = 0; i < drawn.size(); ++i) {
            same = same && again[i].moves == drawn[i].moves;
            differs = differs || other[i].moves != drawn[i].moves;
        }
        QVERIFY(same);
        QVERIFY(differs);
        // A longer line: 8 plies on 8x8, and through balancedOpenings (random set, no bound).
        OpeningSetOptions options;
        options.size = 8;
        options.plies = 8;
        options.random = 5;
        options.seed = 3;
        options.depth = 1;
        options.maxValue = 1'000'000;
        const OpeningSet set = balancedOpenings(options);
        QVERIFY(set.complete());
        QCOMPARE(int(set.openings.size()), 5);
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(set.openings[i].moves, randomPositions(8, 8, 5, 3)[i].moves);
    }

    void balancedOpeningsOn4x4HaveTheirExactValues()
    {
        OpeningSetOptions options;
        options.size = 4;
        options.plies = 3;
        options.maxValue = 4;
        int told = 0;
        const OpeningSet set =
            balancedOpenings(options, nullptr, [&](const Opening& o, int index, int done, int count) {
                QCOMPARE(done, ++told);
                QCOMPARE(o.value, exactValue(o.position)); // best against plain negamax
                QCOMPARE(o.position, positionsAfter(4, 3)[static_cast<std::size_t>(index)].position);
                QCOMPARE(count, int(positionsAfter(4, 3).size()));
            });
        QVERIFY(set.complete());
        QCOMPARE(set.examined, told);
        const std::vector<Opening>* openings = &set.openings;
        int within = 0;
        for (const Opening& o : positionsAfter(4, 3))
            within += std::abs(exactValue(o.position)) <= 4;
        QCOMPARE(int(openings->size()), within);
        QVERIFY(within > 0 && within < told); // the filter kept some and dropped some
        // In the order of positionsAfter().
        std::size_t next = 0;
        const std::vector<Opening> all = positionsAfter(4, 3);
        for (const Opening& o : *openings) {
            while (next < all.size() && !(all[next].position == o.position))
                ++next;
            QVERIFY(next < all.size());
        }
        // A cancelled run examines nothing more and says so.
        SearchControl cancelled;
        cancelled.requestCancel();
        const OpeningSet none = balancedOpenings(options, &cancelled);
        QVERIFY(!none.complete());
        QVERIFY(none.openings.empty());
        // The file reads back as the same positions.
        const auto parsed = parsePositionList(formatOpenings(*openings, "a header\nof two lines"));
        const auto* boards = std::get_if<std::vector<Board>>(&parsed);
        QVERIFY(boards);
        QCOMPARE(boards->size(), openings->size());
        for (std::size_t i = 0; i < boards->size(); ++i)
            QCOMPARE((*boards)[i], (*openings)[i].position);
    }

    void theRandom6x6MatchOpeningsAreWhatTheirCommandDraws()
    {
        // resources/openings/random-6x6.txt (docs/evaluation.md: the 6x6 match of the learned
        // evaluation) holds what its header's command draws: randomPositions(6, 6, 100, 1), in that
        // order.
        std::ifstream file(OSL_SOURCE_DIR "/resources/openings/random-6x6.txt");
        QVERIFY(file);
        const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        QVERIFY(text.find("# othello-lab-cli openings --size 6 --plies 6 --random 100 --seed 1 --out") !=
                std::string::npos);
        const auto parsed = parsePositionList(text);
        const auto* boards = std::get_if<std::vector<Board>>(&parsed);
        QVERIFY(boards);
        const std::vector<Opening> drawn = randomPositions(6, 6, 100, 1);
        QCOMPARE(boards->size(), std::size_t(100));
        QCOMPARE(drawn.size(), std::size_t(100));
        for (std::size_t i = 0; i < drawn.size(); ++i)
            QCOMPARE((*boards)[i], drawn[i].position);
    }

    void theBalanced6x6MatchOpeningsAreWhatTheirCommandsKept()
    {
        // resources/openings/balanced-6x6.txt: three runs of "openings --plies 10 --random 500
        // --seed S --max-value 2", each after its header. Each run's positions are drawn by
        // randomPositions(6, 10, 500, S), in that order, stated within +-2; all are distinct.
        std::ifstream file(OSL_SOURCE_DIR "/resources/openings/balanced-6x6.txt");
        QVERIFY(file);
        std::set<std::string> classes;
        std::vector<Opening> drawn;
        std::size_t next = 0;
        int seeds = 0, positions = 0;
        std::string line;
        while (std::getline(file, line)) {
            const std::string command = "# othello-lab-cli openings --size 6 --plies 10 --random 500 --seed ";
            if (line.starts_with(command)) {
                const int seed = std::stoi(line.substr(command.size()));
                QVERIFY(line.find("--max-value 2 ") != std::string::npos);
                QCOMPARE(seed, ++seeds);
                drawn = randomPositions(6, 10, 500, static_cast<std::uint64_t>(seed));
                next = 0;
                continue;
            }
            if (line.empty() || line[0] == '#')
                continue;
            QVERIFY(seeds > 0);
            const auto parsed = parsePositionList(line);
            const auto* boards = std::get_if<std::vector<Board>>(&parsed);
            QVERIFY(boards && boards->size() == 1);
            while (next < drawn.size() && !(drawn[next].position == boards->front()))
                ++next;
            QVERIFY2(next < drawn.size(), line.c_str());
            ++next;
            const auto value = statedValue(line);
            QVERIFY(value && std::abs(*value) <= 2);
            QVERIFY(
                classes.insert(classOf(boards->front()) + (boards->front().toMove == Color::Black ? "b" : "w")).second);
            ++positions;
        }
        QCOMPARE(seeds, 3);
        QCOMPARE(positions, 143);
    }

    void shippedOpeningsAreLegalBalancedAndDistinct_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("4x4") << 4;
        QTest::newRow("6x6") << 6;
        QTest::newRow("8x8") << 8;
    }
    void shippedOpeningsAreLegalBalancedAndDistinct()
    {
        QFETCH(int, size);
        const std::vector<Board> boards = shippedOpenings(size);
        QVERIFY(boards.size() >= 4);
        // The header names the command that made the file, with its plies and bound.
        const std::string text(shippedOpeningsText(size));
        const auto made = text.find("othello-lab-cli openings --size " + std::to_string(size) + " --plies ");
        QVERIFY(made != std::string::npos);
        std::istringstream command(text.substr(made));
        std::string word;
        int plies = -1, maxValue = -1;
        while (command >> word && word != "#")
            if (word == "--plies")
                command >> plies;
            else if (word == "--max-value")
                command >> maxValue;
        QVERIFY(plies > 0 && maxValue >= 0);

        std::set<std::string> classes;
        std::istringstream lines(text);
        std::string line;
        std::size_t index = 0;
        while (std::getline(lines, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            QVERIFY(index < boards.size());
            const Board& board = boards[index++];
            QVERIFY(!board.isGameOver());
            QCOMPARE(board.blackCount() + board.whiteCount(), 4 + plies); // no passes this early
            // Its moves (the comment) lead to it from the start.
            std::istringstream moves(line.substr(line.find(';') + 1));
            Board replay = Board::start(size);
            for (int ply = 0; ply < plies; ++ply) {
                moves >> word;
                const auto square = parseSquare(word, size);
                QVERIFY2(square && replay.isLegal(*square), word.c_str());
                replay = replay.played(*square);
            }
            QCOMPARE(replay, board);
            const auto value = statedValue(line);
            QVERIFY(value && std::abs(*value) <= maxValue);
            if (size == 4)
                QCOMPARE(exactValue(board), *value); // 4x4 solves at once; 6x6 and 8x8 do not
            QVERIFY2(classes.insert(classOf(board) + (board.toMove == Color::Black ? "b" : "w")).second,
                     "two openings are images of each other");
        }
        QCOMPARE(index, boards.size());
    }
};

QTEST_APPLESS_MAIN(TestStandings)
#include "tst_standings.moc"
