// The `best` solver's table keeps a selective search's results apart from exact ones: a
// selective entry gives an exact search its move only, never a bound; an exact result replaces
// it; a selective result never replaces an exact one. On both layouts (up to 6x6, and 8x8).
// Each thread's own table near the leaves narrows a position's bounds and never answers for
// another position.

#include "engine/best/SharedTranspositionTable.h"
#include "engine/best/ThreadTranspositionTable.h"

#include <QTest>

using namespace othello::best;

namespace {

using Table = SharedTranspositionTable;

// A position of each layout: the 6x6 start's discs, and 8x8 discs above the 6x6 area.
constexpr Bitboard kPlayer6 = bitAt(2 * 8 + 3) | bitAt(3 * 8 + 2);
constexpr Bitboard kOpponent6 = bitAt(2 * 8 + 2) | bitAt(3 * 8 + 3);
constexpr Bitboard kPlayer8 = bitAt(3 * 8 + 4) | bitAt(4 * 8 + 3) | bitAt(63);
constexpr Bitboard kOpponent8 = bitAt(3 * 8 + 3) | bitAt(4 * 8 + 4) | bitAt(7);

template <int N> struct Position;
template <> struct Position<6> {
    static constexpr Bitboard player = kPlayer6;
    static constexpr Bitboard opponent = kOpponent6;
};
template <> struct Position<8> {
    static constexpr Bitboard player = kPlayer8;
    static constexpr Bitboard opponent = kOpponent8;
};

template <int N> Table::Hit probed(const Table& table)
{
    Table::Hit hit;
    if (!table.probe<N>(Position<N>::player, Position<N>::opponent, hit))
        hit.move = -1; // no entry
    return hit;
}

} // namespace

class TestBestTable : public QObject {
    Q_OBJECT

    template <int N> void selectiveEntriesGiveExactSearchesTheirMoveOnly()
    {
        Table table(1);
        table.newSearch(false);
        const Bitboard player = Position<N>::player;
        const Bitboard opponent = Position<N>::opponent;

        table.store<N>(player, opponent, 20, 6, 6, 19, 2);
        Table::Hit hit = probed<N>(table);
        QCOMPARE(hit.move, 19);
        QCOMPARE(hit.level, 2);
        QCOMPARE(hit.lower, 6);
        QCOMPARE(hit.upper, 6);
        QVERIFY(!hit.boundsHoldFor(0)); // an exact search may use the move only
        QVERIFY(!hit.boundsHoldFor(1)); // nor a search of another level
        QVERIFY(hit.boundsHoldFor(2));

        // The same level narrows its bounds; another level replaces them.
        table.store<N>(player, opponent, 20, 4, 8, 19, 2);
        hit = probed<N>(table);
        QCOMPARE(hit.lower, 6);
        QCOMPARE(hit.upper, 6);
        table.store<N>(player, opponent, 20, 2, 36, Table::kNoMove, 3);
        hit = probed<N>(table);
        QCOMPARE(hit.level, 3);
        QCOMPARE(hit.lower, 2);
        QCOMPARE(hit.upper, 36);
        QCOMPARE(hit.move, 19); // kept: the new result has none

        // An exact result replaces the selective bounds (not narrowed by them).
        table.store<N>(player, opponent, 20, -36, 0, Table::kNoMove, 0);
        hit = probed<N>(table);
        QCOMPARE(hit.level, 0);
        QCOMPARE(hit.lower, -36);
        QCOMPARE(hit.upper, 0);
        QCOMPARE(hit.move, 19);
        QVERIFY(hit.boundsHoldFor(0));
        QVERIFY(hit.boundsHoldFor(1)); // a true bound holds for every search

        // A selective result never replaces it.
        table.store<N>(player, opponent, 20, 10, 10, 27, 1);
        hit = probed<N>(table);
        QCOMPARE(hit.level, 0);
        QCOMPARE(hit.lower, -36);
        QCOMPARE(hit.upper, 0);
        QCOMPARE(hit.move, 19);

        // Exact results keep narrowing each other.
        table.store<N>(player, opponent, 20, -4, 36, 27, 0);
        hit = probed<N>(table);
        QCOMPARE(hit.lower, -4);
        QCOMPARE(hit.upper, 0);
        QCOMPARE(hit.move, 27);
    }

    // Bounds of the widest 8x8 range and every level survive the packing.
    void extremesSurvivePacking()
    {
        Table table(1);
        table.newSearch(false);
        for (int level = 0; level <= Table::kMaxLevel; ++level) {
            table.newSearch(false);
            table.store<8>(kPlayer8, kOpponent8, 59, -64, 64, 63, level);
            const Table::Hit hit = probed<8>(table);
            QCOMPARE(hit.level, level);
            QCOMPARE(hit.lower, -64);
            QCOMPARE(hit.upper, 64);
            QCOMPARE(hit.move, 63);
            table.newSearch(false);
            table.store<6>(kPlayer6, kOpponent6, 32, -36, 36, 35, level);
            const Table::Hit six = probed<6>(table);
            QCOMPARE(six.level, level);
            QCOMPARE(six.lower, -36);
            QCOMPARE(six.upper, 36);
            QCOMPARE(six.move, 35);
        }
    }

    template <int N> void threadTableNarrowsAndNeverAnswersForAnotherPosition()
    {
        ThreadTranspositionTable<N> table(std::size_t{1} << 16);
        const Bitboard player = Position<N>::player;
        const Bitboard opponent = Position<N>::opponent;
        Table::Hit hit;
        QVERIFY(!table.probe(player, opponent, hit)); // empty
        table.store(player, opponent, 10, -4, N * N, 19);
        QVERIFY(table.probe(player, opponent, hit));
        QCOMPARE(hit.lower, -4);
        QCOMPARE(hit.upper, N * N);
        QCOMPARE(hit.move, 19);
        QCOMPARE(hit.level, 0);
        // Another result for the same position: the intersection, the move kept without a new one.
        table.store(player, opponent, 10, -N * N, 2, Table::kNoMove);
        QVERIFY(table.probe(player, opponent, hit));
        QCOMPARE(hit.lower, -4);
        QCOMPARE(hit.upper, 2);
        QCOMPARE(hit.move, 19);
        QVERIFY(!table.probe(opponent, player, hit)); // the other side to move is another position

        // A table of two slots and five positions: each probe misses or gives that position's
        // own entry, and the newest stays.
        ThreadTranspositionTable<N> tiny(1);
        for (int i = 0; i < 5; ++i)
            tiny.store(player | bitAt(i), opponent, 10, -i, i, 2 * i);
        int hits = 0;
        for (int i = 0; i < 5; ++i) {
            if (!tiny.probe(player | bitAt(i), opponent, hit))
                continue;
            ++hits;
            QCOMPARE(hit.lower, -i);
            QCOMPARE(hit.upper, i);
            QCOMPARE(hit.move, 2 * i);
        }
        QVERIFY(hits >= 1 && hits <= 2);
        QVERIFY(tiny.probe(player | bitAt(4), opponent, hit));

        // The widest bounds and the last square survive the packing.
        table.store(player, opponent | bitAt(N == 8 ? 62 : 44), 5, -N * N, N * N, N == 8 ? 63 : 45);
        QVERIFY(table.probe(player, opponent | bitAt(N == 8 ? 62 : 44), hit));
        QCOMPARE(hit.lower, -N * N);
        QCOMPARE(hit.upper, N * N);
        QCOMPARE(hit.move, N == 8 ? 63 : 45);
    }

private slots:
    void selectiveEntriesGiveExactSearchesTheirMoveOnly6x6() { selectiveEntriesGiveExactSearchesTheirMoveOnly<6>(); }
    void selectiveEntriesGiveExactSearchesTheirMoveOnly8x8() { selectiveEntriesGiveExactSearchesTheirMoveOnly<8>(); }
    void extremesSurvivePackingOnBothLayouts() { extremesSurvivePacking(); }
    void threadTableNarrowsAndNeverAnswersForAnotherPosition6x6()
    {
        threadTableNarrowsAndNeverAnswersForAnotherPosition<6>();
    }
    void threadTableNarrowsAndNeverAnswersForAnotherPosition8x8()
    {
        threadTableNarrowsAndNeverAnswersForAnotherPosition<8>();
    }
};

QTEST_MAIN(TestBestTable)
#include "tst_best_table.moc"
