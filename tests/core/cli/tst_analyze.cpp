// `analyze`: every legal move's exact value, best first, checked against separate solves of
// each child by a classical search (an independent implementation), and `best`'s table default.
#include "CliRun.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/Square.h"
#include "engine/search/Search.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace othello;
using namespace othello::cli_test;

namespace {

int negaScoutValue(const Board& board)
{
    SearchOptions options;
    options.algorithm = Algorithm::NegaScout;
    const SearchResult result = solve(board, options);
    if (result.status != SearchStatus::Done)
        qFatal("the reference search did not finish");
    return result.value;
}

// The move lines of a text analysis, after the first line that names the values' view.
QStringList moveLines(const QString& out)
{
    QStringList printed = lines(out);
    if (printed.isEmpty() ||
        printed.front() != QStringLiteral("# values: Black's view (black discs minus white discs)"))
        qFatal("analyze did not name the values' view first: %s", qPrintable(out));
    printed.removeFirst();
    return printed;
}

} // namespace

class TestAnalyze : public QObject {
    Q_OBJECT
private slots:
    void everyMoveHasTheValueOfItsChild_data()
    {
        QTest::addColumn<int>("label");
        for (int label : {16, 20, 25, 30, 31, 33})
            QTest::addRow("label %d", label) << label;
    }
    void everyMoveHasTheValueOfItsChild()
    {
        QFETCH(int, label);
        const Board board = PrincipalVariation::sixBySix().position(label);
        const Run analysed = run({"analyze", "--label", QString::number(label)});
        QCOMPARE(analysed.code, 0);
        QVERIFY2(analysed.err.isEmpty(), qPrintable(analysed.err));
        const QStringList printed = moveLines(analysed.out);
        const std::vector<int> legal = board.moveList();
        QCOMPARE(printed.size(), static_cast<qsizetype>(legal.size()));

        QList<int> values;
        QSet<QString> seen;
        for (const QString& line : printed) {
            const QStringList fields = line.split(' ');
            QCOMPARE(fields.size(), 2);
            const auto move = parseMove(fields[0].toStdString(), board.size);
            QVERIFY2(move && board.isLegal(*move), qPrintable(line));
            QVERIFY(!seen.contains(fields[0]));
            seen.insert(fields[0]);
            bool ok = false;
            const int value = fields[1].toInt(&ok);
            QVERIFY(ok);
            QCOMPARE(value, negaScoutValue(board.played(*move)));
            values << value;
        }
        // Best first for the side to move; the first move's value is the position's value.
        const bool black = board.toMove == Color::Black;
        for (qsizetype i = 1; i < values.size(); ++i)
            QVERIFY(black ? values[i - 1] >= values[i] : values[i - 1] <= values[i]);
        QCOMPARE(values.first(), negaScoutValue(board));
        // The PV's own move is among the best.
        const int pvMove = PrincipalVariation::sixBySix().moveFrom(label);
        QCOMPARE(
            values[printed.indexOf(QString::fromStdString(moveName(pvMove)) + ' ' + QString::number(values.first()))],
            values.first());
    }

    void aForcedPassIsTheOneMove()
    {
        // PV label 31: White has no move and passes.
        const Board board = PrincipalVariation::sixBySix().position(31);
        QVERIFY(board.mustPass());
        const Run analysed = run({"analyze", "--label", "31"});
        QCOMPARE(analysed.code, 0);
        QCOMPARE(moveLines(analysed.out), QStringList{"pass " + QString::number(negaScoutValue(board))});
    }

    void aFinishedGameHasNoMoves()
    {
        const Run analysed = run({"analyze", "--label", "34"});
        QCOMPARE(analysed.code, 0);
        QVERIFY(analysed.out.isEmpty());
        QCOMPARE(lines(analysed.err).size(), 1);
    }

    void jsonListsTheSameMovesAndValues()
    {
        const Run text = run({"analyze", "--label", "24"});
        const Run json = run({"analyze", "--label", "24", "--format", "JSON"});
        QCOMPARE(json.code, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = document.object();
        QCOMPARE(root["algorithm"].toString(), QString("best"));
        QCOMPARE(root["tt"].toBool(), true);
        QCOMPARE(root["status"].toString(), QString("done"));
        QCOMPARE(root["view"].toString(), QString("black"));
        QStringList fromJson;
        for (const QJsonValue& move : root["moves"].toArray())
            fromJson << move["move"].toString() + ' ' + QString::number(move["value"].toInt());
        QCOMPARE(fromJson, moveLines(text.out));
    }

    void aClassicalSearchGivesTheSameValues()
    {
        const Run best = run({"analyze", "--label", "22"});
        const Run alphaBeta = run({"analyze", "--label", "22", "--algorithm", "alphabeta"});
        QCOMPARE(alphaBeta.code, 0);
        QCOMPARE(alphaBeta.out, best.out);
    }

    void aTimeLimitListsTheUnsolvedMovesWithADash()
    {
        // Negamax without a table cannot finish label 10's moves in a millisecond.
        const Run analysed = run({"analyze", "--label", "10", "--algorithm", "negamax", "--time-limit", "0.001"});
        QCOMPARE(analysed.code, 0);
        const QStringList printed = moveLines(analysed.out);
        QCOMPARE(printed.size(), static_cast<qsizetype>(PrincipalVariation::sixBySix().position(10).moveList().size()));
        QVERIFY(printed.last().endsWith(" -"));
        QCOMPARE(lines(analysed.err).size(), 1);
        QVERIFY(analysed.err.contains("time limit"));
    }

    void badArgumentsAreOneLineAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addRow("no position") << QStringList{"analyze"};
        QTest::addRow("both") << QStringList{"analyze", "--label", "3", "--size", "6"};
        QTest::addRow("format") << QStringList{"analyze", "--label", "3", "--format", "xml"};
        QTest::addRow("label") << QStringList{"analyze", "--label", "35"};
        QTest::addRow("scoring") << QStringList{"analyze", "--label", "3", "--scoring", "points"};
    }
    void badArgumentsAreOneLineAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        const Run analysed = run(arguments);
        QCOMPARE(analysed.code, 2);
        QVERIFY(analysed.out.isEmpty());
        QCOMPARE(lines(analysed.err).size(), 1);
    }

    void solveUsesBestsTableUnlessToldNot()
    {
        const Run byDefault = run({"solve", "--label", "20", "--algorithm", "best"});
        QCOMPARE(byDefault.code, 0);
        QVERIFY2(byDefault.out.contains("algorithm  best, tt on"), qPrintable(byDefault.out));
        const Run off = run({"solve", "--label", "20", "--algorithm", "best", "--tt", "off"});
        QVERIFY2(off.out.contains("algorithm  best, tt off"), qPrintable(off.out));
        // The classical searches keep the course's default.
        const Run classical = run({"solve", "--label", "20", "--algorithm", "alphabeta"});
        QVERIFY2(classical.out.contains("algorithm  alphabeta, tt off"), qPrintable(classical.out));
    }
};

QTEST_GUILESS_MAIN(TestAnalyze)
#include "tst_analyze.moc"
