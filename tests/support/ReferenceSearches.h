#pragma once

// The classical searches written straight from the counting conventions of docs/counting.md, on
// Board's plain interface (moveList, played) and with ReferenceTable: no shortcuts near the end of
// the game, no prefetching, no templates. Knuth-Moore types are classified here by their definition
// (a PV node returns inside the window it searched with, a Cut node fails high, an All node fails
// low), at nodes with more than four empty squares.

#include "ReferenceTable.h"
#include "engine/board/Board.h"

#include <algorithm>
#include <cstdint>

namespace othello::testing {

struct ReferenceRun {
    int value = 0; // Black's point of view
    std::uint64_t generated = 0;
    std::uint64_t expanded = 0;
    NodeTypeCounts nodeTypes;
};

class ReferenceSearches {
public:
    explicit ReferenceSearches(ReferenceTable* table) : m_table(table) { }

    ReferenceRun negamax(const Board& board) { return finish(board, negamaxValue(board)); }
    ReferenceRun alphaBeta(const Board& board) { return finish(board, alphaBetaValue(board, -kInf, kInf)); }
    ReferenceRun negaScout(const Board& board) { return finish(board, negaScoutValue(board, -kInf, kInf)); }
    ReferenceRun scout(const Board& board)
    {
        const int blackValue = scoutValue(board);
        return {blackValue, m_generated, m_expanded, m_types};
    }

private:
    static constexpr int kInf = 127;
    static constexpr int kFewEmpties = 4; // node types are counted above this many empties

    static int sign(const Board& board) { return board.toMove == Color::Black ? 1 : -1; }

    ReferenceRun finish(const Board& board, int moverValue) const
    {
        return {sign(board) * moverValue, m_generated, m_expanded, m_types};
    }

    void classify(const Board& board, int score, int alpha, int beta)
    {
        if (board.emptyCount() <= kFewEmpties)
            return;
        if (score >= beta)
            ++m_types.cut;
        else if (score <= alpha)
            ++m_types.all;
        else
            ++m_types.pv;
    }

    void store(const Board& board, int value, Bound bound)
    {
        if (m_table)
            m_table->store({board.mover(), board.opponent(), value, bound, board.emptyCount()});
    }

    // A table entry that settles the node, or narrows (alpha, beta).
    bool settled(const Board& board, int& alpha, int& beta, int& value)
    {
        if (!m_table)
            return false;
        const auto entry = m_table->probe(board.mover(), board.opponent());
        if (!entry)
            return false;
        const bool settles = entry->bound == Bound::Exact || (entry->bound == Bound::Lower && entry->value >= beta) ||
            (entry->bound == Bound::Upper && entry->value <= alpha);
        if (settles) {
            m_table->countCutoff();
            ++m_expanded; // a hit that returns a value counts as expanded
            value = entry->value;
            return true;
        }
        if (entry->bound == Bound::Lower)
            alpha = std::max(alpha, entry->value);
        else
            beta = std::min(beta, entry->value);
        return false;
    }

    static Bound boundOf(int score, int alpha, int beta)
    {
        return score <= alpha ? Bound::Upper : score >= beta ? Bound::Lower : Bound::Exact;
    }

    int negamaxValue(const Board& board)
    {
        ++m_generated;
        if (board.isGameOver())
            return sign(board) * board.discDifference();
        if (m_table)
            if (const auto entry = m_table->probe(board.mover(), board.opponent())) {
                m_table->countCutoff();
                ++m_expanded;
                return entry->value;
            }
        int best = -kInf;
        for (int move : board.moveList())
            best = std::max(best, -negamaxValue(board.played(move)));
        ++m_expanded;
        store(board, best, Bound::Exact);
        return best;
    }

    int alphaBetaValue(const Board& board, int alpha, int beta)
    {
        ++m_generated;
        if (board.isGameOver())
            return sign(board) * board.discDifference();
        int value = 0;
        if (settled(board, alpha, beta, value))
            return value;
        int score = -kInf;
        int a = alpha;
        for (int move : board.moveList()) {
            score = std::max(score, -alphaBetaValue(board.played(move), -beta, -a));
            a = std::max(a, score);
            if (a >= beta)
                break;
        }
        ++m_expanded;
        classify(board, score, alpha, beta);
        store(board, score, boundOf(score, alpha, beta));
        return score;
    }

    // Reinefeld's NegaScout: returns max(alpha, best).
    int negaScoutValue(const Board& board, int alpha, int beta)
    {
        ++m_generated;
        if (board.isGameOver())
            return sign(board) * board.discDifference();
        int value = 0;
        if (settled(board, alpha, beta, value))
            return value;
        int a = alpha;
        bool first = true;
        for (int move : board.moveList()) {
            const Board child = board.played(move);
            int v;
            if (first) {
                v = -negaScoutValue(child, -beta, -a);
                first = false;
            } else {
                v = -negaScoutValue(child, -a - 1, -a);
                if (a < v && v < beta)
                    v = -negaScoutValue(child, -beta, -v);
            }
            a = std::max(a, v);
            if (a >= beta)
                break;
        }
        ++m_expanded;
        classify(board, a, alpha, beta);
        store(board, a, boundOf(a, alpha, beta));
        return a;
    }

    // Pearl's Scout, values from Black's point of view: Black maximises, White minimises.
    int scoutValue(const Board& board)
    {
        ++m_generated;
        const bool black = board.toMove == Color::Black;
        if (board.isGameOver())
            return board.discDifference();
        if (m_table)
            if (const auto entry = m_table->probe(board.mover(), board.opponent());
                entry && entry->bound == Bound::Exact) {
                m_table->countCutoff();
                ++m_expanded;
                return sign(board) * entry->value;
            }
        const std::vector<int> moves = board.moveList();
        int v = scoutValue(board.played(moves.front()));
        for (std::size_t i = 1; i < moves.size(); ++i) {
            const Board child = board.played(moves[i]);
            // Black asks "is the child > v?", White "is the child < v?" (not >= v).
            const bool better = black ? test(child, v, true) : !test(child, v, false);
            if (better)
                v = scoutValue(child);
        }
        ++m_expanded;
        store(board, sign(board) * v, Bound::Exact);
        return v;
    }

    // Is the position's Black-view value > v (greater) or >= v (not greater)?
    bool test(const Board& board, int v, bool greater)
    {
        ++m_generated;
        const auto holds = [&](int value) { return greater ? value > v : value >= v; };
        if (board.isGameOver())
            return holds(board.discDifference());
        if (m_table)
            if (const auto entry = m_table->probe(board.mover(), board.opponent())) {
                // The entry's interval of values, turned to Black's view.
                int low = entry->bound == Bound::Upper ? -kInf : entry->value;
                int high = entry->bound == Bound::Lower ? kInf : entry->value;
                if (sign(board) < 0) {
                    std::swap(low, high);
                    low = -low;
                    high = -high;
                }
                if (holds(low) || !holds(high)) {
                    m_table->countCutoff();
                    ++m_expanded;
                    return holds(low);
                }
            }
        ++m_expanded;
        const bool black = board.toMove == Color::Black;
        bool result = !black; // MAX needs one child that holds, MIN one that does not
        for (int move : board.moveList()) {
            const bool childHolds = test(board.played(move), v, greater);
            if (black && childHolds) {
                result = true;
                break;
            }
            if (!black && !childHolds) {
                result = false;
                break;
            }
        }
        if (m_table &&
            !(m_table->peek(board.mover(), board.opponent()).has_value() &&
              m_table->peek(board.mover(), board.opponent())->bound == Bound::Exact)) {
            // "> v" holding means >= v + 1; failing means <= v. ">= v" failing means <= v - 1.
            const int blackBound = greater ? (result ? v + 1 : v) : (result ? v : v - 1);
            const bool blackLower = result;
            const bool moverLower = black ? blackLower : !blackLower;
            m_table->store({board.mover(), board.opponent(), sign(board) * blackBound,
                            moverLower ? Bound::Lower : Bound::Upper, board.emptyCount()});
        }
        return result;
    }

    ReferenceTable* m_table;
    std::uint64_t m_generated = 0;
    std::uint64_t m_expanded = 0;
    NodeTypeCounts m_types;
};

} // namespace othello::testing
