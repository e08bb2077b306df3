// GGF game records (core/results/GgfRecord.h): games written and read back unchanged, texts as
// NBoard and GGS write them read into the right start, moves and annotations, and every kind of
// bad text refused with one line naming what is wrong.

#include "results/GgfRecord.h"
#include "support/RandomPositions.h"

#include <QTest>
#include <random>

using namespace othello;

Q_DECLARE_METATYPE(othello::GgfGame)

namespace {

// A random game to its end from `start`, with notes on some moves, names that need escaping.
GgfGame randomGame(const Board& start, unsigned seed)
{
    std::mt19937 random(seed);
    GgfGame game;
    game.record.start = start;
    game.blackName = "black] \\ player";
    game.whiteName = "Edax 4.4";
    game.place = "OthelloSearchLab";
    game.date = "2026-11-24 20:15:00 GMT";
    game.timeControl = "5:00";
    Board board = start;
    while (!board.isGameOver()) {
        const std::vector<int> moves = board.moveList();
        const int move = moves[random() % moves.size()];
        game.record.moves.push_back(move);
        GgfMoveNote note;
        if (random() % 3 == 0)
            note.eval = static_cast<double>(static_cast<int>(random() % 129) - 64) / 4.0;
        if (random() % 2 == 0)
            note.seconds = static_cast<double>(random() % 10000) / 1000.0;
        game.notes.push_back(note);
        board = board.played(move);
    }
    game.result = ggfResultText(board.discDifference());
    return game;
}

GgfGame parsed(const std::string& text)
{
    auto game = parseGgf(text);
    if (const auto* bad = std::get_if<ParseError>(&game))
        qFatal("%s", bad->message.c_str());
    return std::get<GgfGame>(game);
}

std::string errorOf(const std::string& text)
{
    const auto game = parseGgf(text);
    const auto* bad = std::get_if<ParseError>(&game);
    return bad ? bad->message : std::string("(no error)");
}

std::vector<int> squares(std::initializer_list<const char*> names, int size)
{
    std::vector<int> moves;
    for (const char* name : names)
        moves.push_back(*parseGgfMove(name, size));
    return moves;
}

} // namespace

class TestGgfRecord : public QObject {
    Q_OBJECT
private slots:
    void aWrittenGameReadsBackTheSame_data()
    {
        QTest::addColumn<GgfGame>("game");
        for (int size : {4, 6, 8})
            for (unsigned seed = 1; seed <= 4; ++seed)
                QTest::addRow("%dx%d from the start, seed %u", size, size, seed)
                    << randomGame(Board::start(size), seed);
        // Later starts: BO holds any position, White to move too.
        const std::vector<Board> positions = testing::randomGamePositions(1, 7, 8);
        QTest::addRow("8x8 from ply 11") << randomGame(positions[11], 3);
        QTest::addRow("8x8 from ply 20") << randomGame(positions[20], 4);
        GgfGame plain = randomGame(Board::start(8), 9);
        plain.notes.clear();
        plain.result = std::string("?"); // (assigning the literal trips GCC 12's -Wrestrict)
        QTest::addRow("no notes, result unknown") << plain;
        GgfGame empty;
        empty.record.start = Board::start(8);
        QTest::addRow("no moves") << empty;
    }
    void aWrittenGameReadsBackTheSame()
    {
        QFETCH(GgfGame, game);
        const std::string text = formatGgf(game);
        QVERIFY(text.starts_with("(;GM[Othello]"));
        QVERIFY(text.ends_with(";)"));
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), 0);
        QVERIFY2(parsed(text) == game, text.c_str());
        // The same game read from a text with the game's final position spelled out, as a check
        // that the moves replay to the same end.
        QCOMPARE(parsed(text).record.finalPosition(), game.record.finalPosition());
    }

    void randomGamesOnFourByFourIncludePasses()
    {
        // The round trips above cover passes only if some of their games pass.
        bool sawPass = false;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            const GgfGame game = randomGame(Board::start(4), seed);
            sawPass = sawPass || std::count(game.record.moves.begin(), game.record.moves.end(), kPassMove) > 0;
        }
        QVERIFY(sawPass);
    }

    void writesTheStandardStartAndMovesAsNBoardDoes()
    {
        GgfGame game;
        game.record.start = Board::start(8);
        game.record.moves = squares({"F5", "D6", "C3"}, 8);
        game.notes = {{std::nullopt, 0.01}, {-1.5, 2.25}, {3.0, std::nullopt}};
        game.blackName = "OthelloSearchLab";
        game.whiteName = "Edax";
        QCOMPARE(formatGgf(game),
                 std::string("(;GM[Othello]PC[]DT[]PB[OthelloSearchLab]PW[Edax]RE[?]TI[]TY[8]"
                             "BO[8 ---------------------------O*------*O--------------------------- *]"
                             "B[F5//0.01]W[D6/-1.5/2.25]B[C3/3];)"));
    }

    void readsAnNBoardStyleText()
    {
        // As NBoard and GGS write them: unused properties (RB, RW, KB, KW, COPY), the board in rows
        // with spaces, lower-case squares, annotations with and without an evaluation, extra
        // white space and a line break inside the game.
        const std::string text = "(;GM[Othello]PC[NBoard]DT[2014-02-19 19:59:19 GMT]PB[Chris]PW[Edax4.4]\n"
                                 "  RB[1820.5]RW[2100]RE[+2.000]TI[5:00//02:00]TY[8]KB[0]KW[0]COPY[free]\n"
                                 "  BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\n"
                                 "  B[f5//1.66]W[D6/-0.50/0.3] B[C3/1.00]W[D3]B[c4]W[F4/0.5/1]B[F6]W[F3]B[E6]W[E7]\n"
                                 ";)";
        const GgfGame game = parsed(text);
        QCOMPARE(game.blackName, std::string("Chris"));
        QCOMPARE(game.whiteName, std::string("Edax4.4"));
        QCOMPARE(game.place, std::string("NBoard"));
        QCOMPARE(game.date, std::string("2014-02-19 19:59:19 GMT"));
        QCOMPARE(game.result, std::string("+2.000"));
        QCOMPARE(game.timeControl, std::string("5:00//02:00"));
        QCOMPARE(game.record.start, Board::start(8));
        // The same moves in the project's own game-record text, read by its own parser.
        const auto own = play::parseRecord("size 8\nf5 d6 c3 d3 c4 f4 f6 f3 e6 e7\n");
        QVERIFY(std::holds_alternative<play::GameRecord>(own));
        QCOMPARE(game.record, std::get<play::GameRecord>(own));
        QCOMPARE(game.notes.size(), std::size_t{10});
        QCOMPARE(game.notes[0], (GgfMoveNote{std::nullopt, 1.66}));
        QCOMPARE(game.notes[1], (GgfMoveNote{-0.5, 0.3}));
        QCOMPARE(game.notes[2], (GgfMoveNote{1.0, std::nullopt}));
        QCOMPARE(game.notes[3], GgfMoveNote{});
        QCOMPARE(game.notes[5], (GgfMoveNote{0.5, 1.0}));
    }

    void readsAFourByFourGameWithAPass()
    {
        // Worked out by hand on a 4x4 board: White has no move after B1 and passes; Black wins 14-2.
        const std::string text = "(;GM[Othello]PC[hand]PB[a]PW[b]RE[+12.000]TY[4]BO[4 ---- -O*- -*O- ---- *]"
                                 "B[C4]W[B4]B[A1]W[D2]B[D4]W[D3]B[A2]W[C1]B[A4]W[A3]B[B1]W[PA]B[D1];)";
        const GgfGame game = parsed(text);
        QCOMPARE(game.record.start, Board::start(4));
        QCOMPARE(game.record.moves,
                 squares({"C4", "B4", "A1", "D2", "D4", "D3", "A2", "C1", "A4", "A3", "B1", "PA", "D1"}, 4));
        const Board end = game.record.finalPosition();
        QVERIFY(end.isGameOver());
        QCOMPARE(end.blackCount(), 14);
        QCOMPARE(end.whiteCount(), 2);
        QCOMPARE(toText(end), std::string("XXXXXXXXOXOXXXXX O"));
        QCOMPARE(game.result, ggfResultText(end.discDifference()));
        QVERIFY(game.notes.empty());
        // Written back with the pass spelled "PA" in White's turn.
        QVERIFY(formatGgf(game).find("W[PA]B[D1];)") != std::string::npos);
    }

    void insertsAPassTheWriterLeftOut()
    {
        const std::string text = "(;GM[Othello]BO[4 ---- -O*- -*O- ---- *]"
                                 "B[C4]W[B4]B[A1]W[D2]B[D4]W[D3]B[A2]W[C1]B[A4]W[A3]B[B1]B[D1];)";
        const GgfGame game = parsed(text);
        QCOMPARE(game.record.moves,
                 squares({"C4", "B4", "A1", "D2", "D4", "D3", "A2", "C1", "A4", "A3", "B1", "PA", "D1"}, 4));
    }

    void readsSeveralGames()
    {
        const GgfGame first = randomGame(Board::start(8), 11);
        const GgfGame second = randomGame(Board::start(6), 12);
        const auto games = parseGgfGames(formatGgf(first) + "\n" + formatGgf(second) + "\n\n");
        QVERIFY(std::holds_alternative<std::vector<GgfGame>>(games));
        QCOMPARE(std::get<std::vector<GgfGame>>(games), (std::vector<GgfGame>{first, second}));
        const auto none = parseGgfGames(" \n");
        QVERIFY(std::get<std::vector<GgfGame>>(none).empty());
        const auto bad = parseGgfGames(formatGgf(first) + "(;GM[Othello]BO[8 " + std::string(64, '-') + " *];)");
        QVERIFY(std::holds_alternative<ParseError>(bad));
        QCOMPARE(std::get<ParseError>(bad).message,
                 std::string("game 2: BO: impossible position: a centre square is empty"));
    }

    void refusesBadTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString start = "BO[8 ---------------------------O*------*O--------------------------- *]";
        QTest::newRow("illegal move") << "(;GM[Othello]" + start + "B[F5]W[F5];)"
                                      << "move 2 'F5' is illegal";
        QTest::newRow("not a square") << "(;" + start + "B[J9];)"
                                      << "move 1 'J9' is not a move on 8x8";
        QTest::newRow("off a 6x6 board") << "(;BO[6 --------------O*----*O-------------- *]B[G1];)"
                                         << "move 1 'G1' is not a move on 6x6";
        QTest::newRow("wrong colour") << "(;" + start + "W[F5];)"
                                      << "move 1 'F5' is White's but Black is to move";
        QTest::newRow("pass not allowed") << "(;" + start + "B[PA];)"
                                          << "move 1 'PA' is illegal";
        QTest::newRow("after the end") << "(;BO[4 ---- -O*- -*O- ---- *]B[C4]W[B4]B[A1]W[D2]B[D4]W[D3]B[A2]W[C1]"
                                          "B[A4]W[A3]B[B1]W[PA]B[D1]W[PA];)"
                                       << "move 14 'PA' comes after the end of the game";
        QTest::newRow("board size") << "(;BO[10 " + QString(100, '-') + " *];)"
                                    << "BO: board size '10' is not 4, 6 or 8";
        QTest::newRow("square count") << "(;BO[8 " + QString(63, '-') + " *];)"
                                      << "BO: 63 squares and a side, not 64 and a side";
        QTest::newRow("square character") << "(;BO[4 ---- -O*- -#O- ---- *];)"
                                          << "BO: '#' is not a square ('*', 'O' or '-')";
        QTest::newRow("side character") << "(;BO[4 ---- -O*- -*O- ---- -];)"
                                        << "BO: '-' is not a side to move ('*' or 'O')";
        QTest::newRow("no start") << "GM[Othello];)"
                                  << "a game must start with '(;'";
        QTest::newRow("no end") << "(;GM[Othello]PB[x]"
                                << "the game has no end ';)'";
        QTest::newRow("no ')' after ';'") << "(;GM[Othello];"
                                          << "';' must be followed by ')' at the end of the game";
        QTest::newRow("unclosed property") << "(;GM[Othello]PB[x;)"
                                           << "property 'PB' has no closing ']'";
        QTest::newRow("property without [") << "(;GM Othello;)"
                                            << "property 'GM' has no '['";
        QTest::newRow("stray character") << "(;GM[Othello]*;)"
                                         << "unexpected '*' where a property should start";
        QTest::newRow("text after the game") << "(;GM[Othello];) (;GM[Othello];)"
                                             << "text after the end of the game ';)'";
    }
    void refusesBadTexts()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QCOMPARE(QString::fromStdString(errorOf(text.toStdString())), error);
    }

    void unreadableAnnotationsAreLeftEmpty()
    {
        const GgfGame game = parsed("(;GM[Othello]B[F5/x/0.5]W[D6/1.25/?];)");
        QCOMPARE(game.record.moves, squares({"F5", "D6"}, 8));
        QCOMPARE(game.notes, (std::vector<GgfMoveNote>{{std::nullopt, 0.5}, {1.25, std::nullopt}}));
    }

    void withoutABoardTheTypeGivesTheSize()
    {
        QCOMPARE(parsed("(;GM[Othello]TY[6]B[B3];)").record.start, Board::start(6));
        QCOMPARE(parsed("(;GM[Othello]TY[8r]B[F5];)").record.start, Board::start(8));
        QCOMPARE(parsed("(;GM[Othello]B[F5];)").record.start, Board::start(8));
    }

    void namesMovesAndResults()
    {
        QCOMPARE(ggfMoveName(*parseSquare("f5", 8)), std::string("F5"));
        QCOMPARE(ggfMoveName(kPassMove), std::string("PA"));
        QCOMPARE(parseGgfMove("pa", 8), std::optional<int>(kPassMove));
        QCOMPARE(parseGgfMove("PASS", 8), std::optional<int>(kPassMove));
        QCOMPARE(parseGgfMove("h8", 8), parseSquare("h8", 8));
        QCOMPARE(parseGgfMove("H8", 6), std::optional<int>());
        QCOMPARE(ggfResultText(12), std::string("+12.000"));
        QCOMPARE(ggfResultText(-4), std::string("-4.000"));
        QCOMPARE(ggfResultText(0), std::string("0.000"));
    }
};

QTEST_GUILESS_MAIN(TestGgfRecord)
#include "tst_ggf_record.moc"
