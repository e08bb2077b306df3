#include "common/BoardView.h"
#include "engine/board/PrincipalVariation.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace othello;

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void mapsSquaresToPointsAndBack_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("small") << QSize(260, 300);
        QTest::newRow("wide") << QSize(900, 400);
        QTest::newRow("tall") << QSize(400, 900);
    }

    void mapsSquaresToPointsAndBack()
    {
        QFETCH(QSize, size);
        BoardView view;
        view.resize(size);
        for (int row = 0; row < 6; ++row) {
            for (int column = 0; column < 6; ++column) {
                const int square = squareAt(column, row);
                const QRect rect = view.squareRect(square);
                QCOMPARE(rect.width(), rect.height()); // squares stay square
                QVERIFY(view.rect().contains(rect));
                QCOMPARE(view.squareAtPoint(rect.center()), square);
            }
        }
        QCOMPARE(view.squareAtPoint(QPoint(0, 0)), kNoMove);
    }

    void mapsEverySquareOnEveryBoardSize()
    {
        for (int size : {4, 6, 8}) {
            BoardView view;
            view.resize(420, 460);
            view.setBoard(Board::start(size));
            QRect united;
            for (int row = 0; row < size; ++row) {
                for (int column = 0; column < size; ++column) {
                    const int square = squareAt(column, row);
                    const QRect rect = view.squareRect(square);
                    QVERIFY(view.rect().contains(rect));
                    QCOMPARE(view.squareAtPoint(rect.center()), square);
                    united = united.united(rect);
                }
            }
            // The squares fill the board: nothing right of or below the last ones is a square.
            QCOMPARE(view.squareAtPoint(united.bottomRight() + QPoint(2, 2)), kNoMove);
            QVERIFY(view.minimumSizeHint().width() <= 420);
            const QImage image = view.grab().toImage();
            const int centre = squareAt(size / 2, size / 2); // white at the start on every size
            QVERIFY(QColor(image.pixel(view.squareRect(centre).center())).lightness() > 180);
        }
    }

    void forwardsClicksOnSquares()
    {
        BoardView view;
        view.resize(400, 440);
        QSignalSpy clicked(&view, &BoardView::squareClicked);
        const int square = squareAt(2, 4);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareRect(square).center());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), square);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(1, 1)); // outside the board
        QCOMPARE(clicked.count(), 1);
    }

    void describesThePosition()
    {
        BoardView view;
        view.setBoard(PrincipalVariation::sixBySix().position(1));
        QCOMPARE(view.caption(), QStringLiteral("Black 2 · White 2 — Black to move"));
        view.setBoard(PrincipalVariation::sixBySix().position(PrincipalVariation::kLastLabel));
        QVERIFY(view.caption().contains(QStringLiteral("Game over: White wins by 4")));
    }

    void drawsDiscsWhereTheBoardHasThem()
    {
        BoardView view;
        view.resize(400, 440);
        view.setBoard(PrincipalVariation::sixBySix().position(1));
        const QImage image = view.grab().toImage();
        const auto colorAt = [&](const char* name) {
            return QColor(image.pixel(view.squareRect(*parseSquare(name, 6)).center()));
        };
        QVERIFY(colorAt("c3").lightness() > 180); // white disc
        QVERIFY(colorAt("d3").lightness() < 100); // black disc
        QVERIFY(colorAt("d3").hslSaturation() < 40);
        const QColor felt = colorAt("a6"); // empty: green felt
        QVERIFY(felt.green() > felt.red() + 40 && felt.green() > felt.blue() + 20);
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_board_view.moc"
