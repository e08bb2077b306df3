// External engines as players (jobs/NboardPlayer.h): a fake engine speaking the NBoard protocol
// plays whole tournaments; broken ones (crashing, hanging, illegal, unreadable, never started)
// lose each game with its reason, the tournament goes on, and no process is left behind.
// The engines are shell scripts (FakeNboardEngine.h); the correct one plays the first legal move
// (in square order) of the position it rebuilds from "set game", so it checks our GGF too.

#include "jobs/EngineMoveJob.h"
#include "jobs/NboardPlayer.h"
#include "jobs/TournamentJob.h"
#include "support/FakeNboardEngine.h"
#include "support/PollUntil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace othello;
using namespace othello::play;

namespace {

bool alive(long long pid)
{
    QFile stat(QString("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll(); // "pid (comm) S ...": a zombie is no process left
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.mid(close + 2, 1) != "Z";
}

} // namespace

class TestExternalPlayers : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // An nboard player running the engine script in `mode`.
    PlayerSpec engine(const QString& mode, const QString& extra = QString())
    {
        const QString path = test::writeFakeNboardEngine(m_dir.path(), mode);
        std::string error;
        const auto spec =
            parsePlayer(("name=" + mode + ":nboard:depth=1" + extra + ":command=sh " + path).toStdString(), &error);
        if (!spec)
            qFatal("%s", error.c_str());
        return *spec;
    }
    QList<long long> startedPids() const
    {
        QFile file(m_dir.filePath("pids"));
        QList<long long> pids;
        if (file.open(QIODevice::ReadOnly))
            for (const QByteArray& line : file.readAll().split('\n'))
                if (!line.trimmed().isEmpty())
                    pids << line.trimmed().toLongLong();
        return pids;
    }
    void verifyNoneLeft()
    {
        const QList<long long> pids = startedPids();
        QVERIFY(!pids.isEmpty());
        // The engine itself is reaped before stop() returns; its children were sent SIGKILL,
        // which takes effect soon after.
        for (long long pid : pids)
            QVERIFY2(test::pollUntil([pid] { return !alive(pid); }, 2000),
                     qPrintable(QString("process %1 is still running").arg(pid)));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init() { QFile::remove(m_dir.filePath("pids")); }

    void aCorrectEnginePlaysWholeGames()
    {
        const PlayerSpec fake = engine("fine");
        const PlayerSpec greedy = *parsePlayer("name=greedy:greedy");
        const std::vector<GameResult> results =
            runTournament({fake, greedy}, {Board::start(8)}, ScoringRule::DiscDifference, nullptr, {}, std::nullopt,
                          playerMoveSource);
        QCOMPARE(results.size(), std::size_t{2});
        for (const GameResult& result : results) {
            const GameOutcome& game = result.outcome;
            QCOMPARE(QString::fromStdString(game.reason), QString());
            QVERIFY(game.final.isGameOver());
            QCOMPARE(game.margin, game.final.discDifference());
            // Every move of the fake engine is the first legal square of its position.
            const Color fakeColor = result.pairing.black == 0 ? Color::Black : Color::White;
            Board board = game.record.start;
            int fakeMoves = 0;
            for (int move : game.record.moves) {
                if (board.toMove == fakeColor && !board.mustPass()) {
                    QCOMPARE(move, board.moveList().front());
                    ++fakeMoves;
                }
                board = board.played(move);
            }
            QCOMPARE(fakeMoves, fakeColor == Color::Black ? game.black.moves : game.white.moves);
            QVERIFY(fakeMoves > 10);
            // The nodes the engine reported ("nodestats 1234 ...") for each of its moves.
            QCOMPARE((fakeColor == Color::Black ? game.black : game.white).nodes, std::uint64_t(1234) * fakeMoves);
        }
        // One process served both games of the player, and it is gone at the end.
        QCOMPARE(startedPids().size(), 1);
        verifyNoneLeft();
    }

    void ourOwnNboardEnginePlaysATournament()
    {
        // othello-lab-cli nboard (the real NBoard engine mode) as the external engine, 8x8.
        const PlayerSpec ours = *parsePlayer(
            (QString("name=ours:nboard:depth=1:time=20:command=\"%1\" nboard").arg(OSL_CLI_BINARY)).toStdString());
        {
            NboardPlayer probe(ours);
            QCOMPARE(QString::fromStdString(probe.start()), QString());
            QCOMPARE(probe.engineName(), std::string("OthelloSearchLab"));
        }
        const std::vector<GameResult> results =
            runTournament({ours, *parsePlayer("greedy")}, {Board::start(8)}, ScoringRule::DiscDifference, nullptr, {},
                          std::nullopt, playerMoveSource);
        QCOMPARE(results.size(), std::size_t{2});
        for (const GameResult& result : results) {
            const GameOutcome& game = result.outcome;
            QCOMPARE(QString::fromStdString(game.reason), QString());
            Board board = game.record.start;
            for (int move : game.record.moves) {
                QVERIFY(board.isLegal(move));
                board = board.played(move);
            }
            QVERIFY(board.isGameOver());
            QCOMPARE(game.margin, board.discDifference());
            QVERIFY((result.pairing.black == 0 ? game.black : game.white).moves > 10);
            // Our engine reports its nodes (nodestats) and a tournament counts them.
            QVERIFY((result.pairing.black == 0 ? game.black : game.white).nodes > 0);
        }
    }

    void theEngineSaysItsName()
    {
        NboardPlayer player(engine("fine"));
        QCOMPARE(QString::fromStdString(player.start()), QString());
        QCOMPARE(player.engineName(), std::string("Fake fine"));
        const long long pid = player.processId();
        QVERIFY(alive(pid));
        player.stop();
        QCOMPARE(player.processId(), 0LL);
        QVERIFY(!alive(pid));
    }

    // Edax 4 speaks NBoard 1 only: "nboard 2" is an unknown command to it, and so is everything
    // until "nboard 1". Told "nboard 1" after its refusal, it plays every game of a tournament.
    void anEngineSpeakingOnlyNboard1PlaysATournament()
    {
        const PlayerSpec v1 = engine("v1");
        {
            NboardPlayer probe(v1);
            QCOMPARE(QString::fromStdString(probe.start()), QString());
            QCOMPARE(probe.protocolVersion(), 1);
            QCOMPARE(probe.engineName(), std::string("Fake v1")); // given with "set depth", in version 1
        }
        const std::vector<GameResult> results =
            runTournament({v1, *parsePlayer("name=greedy:greedy")}, {Board::start(8)}, ScoringRule::DiscDifference,
                          nullptr, {}, std::nullopt, playerMoveSource);
        QCOMPARE(results.size(), std::size_t{2});
        for (const GameResult& result : results) {
            const GameOutcome& game = result.outcome;
            QCOMPARE(QString::fromStdString(game.reason), QString());
            QVERIFY(game.final.isGameOver());
            QVERIFY((result.pairing.black == 0 ? game.black : game.white).moves > 10);
        }
        verifyNoneLeft();
    }

    // Our own engine and the fake take version 2 at once.
    void anEngineSpeakingNboard2IsToldVersion2()
    {
        NboardPlayer player(engine("fine"));
        QCOMPARE(QString::fromStdString(player.start()), QString());
        QCOMPARE(player.protocolVersion(), 2);
    }

    // An engine that ignores "nboard 2" without a word is told "nboard 1" after half its start-up
    // grace.
    void aSilentNboard1EngineIsToldVersion1AfterHalfItsGrace()
    {
        const double grace = test::scaledMs(3000) / 1000.0;
        NboardPlayer player(engine("silent1", ":startup=" + QString::number(grace)));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(QString::fromStdString(player.start()), QString());
        QCOMPARE(player.protocolVersion(), 1);
        QVERIFY(double(clock.elapsed()) >= 1000 * grace / 2); // it waited for version 2 first
    }

    void anEngineSpeakingNeitherVersionSaysSo()
    {
        const double grace = test::scaledMs(3000) / 1000.0;
        NboardPlayer player(engine("deaf", ":startup=" + QString::number(grace)));
        const QString failure = QString::fromStdString(player.start());
        QCOMPARE(failure,
                 QString("the engine does not speak NBoard 2 (it said 'Unknown command/Illegal move: "
                         "\"nboard 2\"') and did not answer in NBoard 1 within %1 s")
                     .arg(grace));
        QCOMPARE(player.processId(), 0LL);
        verifyNoneLeft();
    }

    // A slow start (an engine loading its opening book) within the start-up grace is no failure;
    // past it the engine loses, saying so.
    void aSlowStartNeedsItsStartupGrace()
    {
        {
            NboardPlayer player(engine("slow", ":startup=0.2"));
            QCOMPARE(QString::fromStdString(player.start()),
                     QString("the engine did not answer within 0.2 s of its start (its start-up grace), in NBoard 2 "
                             "or 1"));
        }
        const PlayerSpec slow = engine("slow", ":startup=30");
        QCOMPARE(slow.startupSeconds, std::optional<double>(30));
        QCOMPARE(parsePlayer(slow.text())->startupSeconds, std::optional<double>(30)); // kept in the settings
        NboardPlayer player(slow);
        QCOMPARE(QString::fromStdString(player.start()), QString());
        QCOMPARE(player.protocolVersion(), 2);
        player.stop();
        // The default grace is the time per move, at least 10 s.
        QCOMPARE(NboardPlayer(engine("fine")).startupSeconds(), kNboardSecondsPerMove);
        QCOMPARE(NboardPlayer(engine("fine", ":time=2")).startupSeconds(), kNboardStartupSeconds);
        std::string error;
        QVERIFY(!parsePlayer("name=x:alphabeta:startup=5", &error));
        QCOMPARE(error, std::string("command, startup and dir are for an nboard player (add nboard)"));
        QVERIFY(!parsePlayer("nboard:startup=0:command=x", &error));
        QCOMPARE(error, std::string("startup '0' is not a number of seconds within (0, 3600]"));
        verifyNoneLeft();
    }

    // An engine that exits says why on its error output; the reason carries its last words.
    void anEngineThatExitsSaysWhy()
    {
        const QString path = m_dir.filePath("exits.sh");
        QFile script(path);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(
            "echo $$ >> \"$(dirname \"$0\")/pids\"\necho 'Error: cannot open book data/book.dat' >&2\nexit 1\n");
        script.close();
        NboardPlayer player(*parsePlayer(("nboard:command=sh " + path).toStdString()));
        QCOMPARE(QString::fromStdString(player.start()),
                 QString("the engine exited (exit code 1): Error: cannot open book data/book.dat"));
    }

    void aBrokenEngineLosesEveryGame_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<int>("processes"); // started in the tournament
        // A new process for each game after a failure: four games, four engines (a hanging one
        // also started a child each time).
        QTest::newRow("crashes after its first move") << "crash"
                                                      << "the engine exited (exit code 3)" << 4;
        QTest::newRow("hangs") << "hang"
                               << "no answer within 1.1 s" << 8;
        QTest::newRow("plays an illegal move") << "illegal"
                                               << "illegal move d4" << 4;
        QTest::newRow("answers garbage") << "garbage"
                                         << "answered '=== hello', not a move" << 4;
    }
    void aBrokenEngineLosesEveryGame()
    {
        QFETCH(QString, mode);
        QFETCH(QString, reason);
        QFETCH(int, processes);
        const std::vector<PlayerSpec> players{*parsePlayer("name=greedy:greedy"), engine(mode, ":time=0.1"),
                                              *parsePlayer("name=ab:alphabeta:depth=1")};
        const std::vector<GameResult> results = runTournament(players, {Board::start(8)}, ScoringRule::DiscDifference,
                                                              nullptr, {}, std::nullopt, playerMoveSource);
        QCOMPARE(results.size(), std::size_t{6}); // the tournament went on to its end
        for (const GameResult& result : results) {
            const GameOutcome& game = result.outcome;
            QVERIFY(game.finished);
            const bool blackBroken = result.pairing.black == 1;
            if (!blackBroken && result.pairing.white != 1) {
                QCOMPARE(QString::fromStdString(game.reason), QString()); // the others' games are played out
                continue;
            }
            QCOMPARE(QString::fromStdString(game.reason), (blackBroken ? "black: " : "white: ") + reason);
            QCOMPARE(game.margin, blackBroken ? -64 : 64);
        }
        const std::vector<Standing> table = standings(players, results);
        const auto broken = std::find_if(table.begin(), table.end(), [](const Standing& s) { return s.player == 1; });
        QVERIFY(broken != table.end());
        QCOMPARE(broken->losses, 4);
        QCOMPARE(int(startedPids().size()), processes);
        verifyNoneLeft();
    }

    void anEngineThatNeverStartsLoses()
    {
        PlayerSpec missing = *parsePlayer("name=missing:nboard:command=/nonexistent/engine --flag");
        const std::vector<GameResult> results =
            runTournament({missing, *parsePlayer("greedy")}, {Board::start(8)}, ScoringRule::DiscDifference, nullptr,
                          {}, std::nullopt, playerMoveSource);
        QCOMPARE(results.size(), std::size_t{2});
        QVERIFY2(results[0].outcome.reason.starts_with("black: the engine did not start: "),
                 results[0].outcome.reason.c_str());
        QVERIFY(results[1].outcome.reason.starts_with("white: the engine did not start: "));
    }

    void externalEnginesPlay8x8Only()
    {
        NboardPlayer player(engine("fine"));
        GameRecord game;
        game.start = Board::start(6);
        QCOMPARE(player.move(game, ScoringRule::DiscDifference, nullptr, {}).failure,
                 std::string("external engines play 8x8 only"));
    }

    void thePlayTabAsksAnExternalEngineForAMove()
    {
        // EngineMoveJob (the Play tab) runs the engine for one move and stops it.
        EngineMoveJob job;
        QSignalSpy finished(&job, &EngineMoveJob::finished);
        const Board board = Board::start(8).played(*parseSquare("f5", 8));
        job.think(board, engine("fine"), ScoringRule::DiscDifference);
        QVERIFY(finished.wait(test::scaledMs(10000)));
        const auto choice = finished.first().first().value<MoveChoice>();
        QCOMPARE(choice.failure, std::string());
        QCOMPARE(choice.move, board.moveList().front());
        QCOMPARE(finished.first().last().toBool(), false);
        verifyNoneLeft();
        job.think(board, *parsePlayer("nboard:command=/nonexistent/engine"), ScoringRule::DiscDifference);
        QVERIFY(finished.wait(test::scaledMs(10000)));
        QVERIFY(finished.last().first().value<MoveChoice>().failure.starts_with("the engine did not start"));
    }

    void stoppingATournamentStopsItsEngines()
    {
        // A hanging engine, given all the time in the world, is stopped with the tournament.
        TournamentJob job;
        QSignalSpy finished(&job, &TournamentJob::finished);
        QVERIFY(job.start({engine("hang", ":time=3600"), *parsePlayer("greedy")}, {Board::start(8)},
                          ScoringRule::DiscDifference));
        QVERIFY(test::pollUntil([&] { return startedPids().size() == 2; })); // the engine and its child
        QVERIFY(test::pollUntil([&] {
            const QList<long long> pids = startedPids();
            return std::all_of(pids.begin(), pids.end(), alive);
        }));
        job.stop();
        QVERIFY(finished.wait(test::scaledMs(2000)));
        QCOMPARE(finished.first().first().toBool(), true);
        verifyNoneLeft();
    }
};

QTEST_GUILESS_MAIN(TestExternalPlayers)
#include "tst_external_players.moc"
