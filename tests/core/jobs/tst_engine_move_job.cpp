// An engine player's move on a worker thread (jobs/EngineMoveJob.h, the Play tab's): exact=N
// solves exactly from N empty squares on -- at N itself, not only below it -- and the move it
// plays is then a best one by an independent solve.

#include "engine/board/PrincipalVariation.h"
#include "engine/search/Search.h"
#include "jobs/EngineMoveJob.h"
#include "support/RandomPositions.h"
#include "support/TestTimeScale.h"

#include <QSignalSpy>
#include <QTest>

using namespace othello;
using namespace othello::play;

namespace {

MoveChoice chosen(const Board& board, const PlayerSpec& player)
{
    EngineMoveJob job;
    QSignalSpy finished(&job, &EngineMoveJob::finished);
    job.think(board, player, ScoringRule::DiscDifference);
    if (!finished.wait(test::scaledMs(60000)))
        qFatal("no move within a minute");
    return finished.first().first().value<MoveChoice>();
}

// The exact value of `move` on `board`, Black's view, by plain alpha-beta.
int exactValue(const Board& board, int move)
{
    SearchOptions options;
    options.algorithm = Algorithm::AlphaBeta;
    return solve(board.played(move), options).value;
}

} // namespace

class TestEngineMoveJob : public QObject {
    Q_OBJECT
private slots:
    void exactNSolvesFromNEmptiesOn_data()
    {
        QTest::addColumn<int>("exactFrom");
        QTest::addColumn<int>("empties");
        QTest::addColumn<bool>("exact");
        for (const int n : {10, 12}) {
            QTest::addRow("exact=%d at %d empties", n, n - 1) << n << n - 1 << true;
            QTest::addRow("exact=%d at %d empties", n, n) << n << n << true;
            QTest::addRow("exact=%d at %d empties", n, n + 1) << n << n + 1 << false;
        }
    }
    void exactNSolvesFromNEmptiesOn()
    {
        QFETCH(int, exactFrom);
        QFETCH(int, empties);
        QFETCH(bool, exact);
        // A depth-1 search on the discs alone: only a solve plays a best move every time.
        const PlayerSpec player =
            *parsePlayer(("name=p:alphabeta:depth=1:eval=discs:exact=" + std::to_string(exactFrom)).c_str());
        for (const unsigned seed : {1u, 2u, 3u}) {
            const Board board = testing::randomPositionsWithEmpties(1, empties, seed, 6)[0];
            if (board.mustPass())
                continue;
            const MoveChoice choice = chosen(board, player);
            QCOMPARE(choice.failure, std::string());
            QVERIFY(board.isLegal(choice.move));
            QCOMPARE(choice.search.exact, exact);
            if (!exact) {
                QCOMPARE(choice.search.depth, 1);
                continue;
            }
            QCOMPARE(choice.search.depth, empties);
            int best = -1000;
            for (const int move : board.moveList())
                best = std::max(best, blackSign(board.toMove) * exactValue(board, move));
            QCOMPARE(blackSign(board.toMove) * exactValue(board, choice.move), best);
        }
    }
};

QTEST_GUILESS_MAIN(TestEngineMoveJob)
#include "tst_engine_move_job.moc"
