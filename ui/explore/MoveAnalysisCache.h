#pragma once

#include "engine/board/Board.h"
#include "engine/search/MoveAnalysis.h"

#include <cstddef>
#include <list>
#include <vector>

namespace othello {

// The move values found per position, so stepping away and back shows them without a new
// search. Bounded: the positions used least recently go first.
class MoveAnalysisCache {
public:
    struct Entry {
        Board board;
        std::vector<MoveValue> moves; // solved moves only
        bool complete = false;        // every legal move is among them
    };

    explicit MoveAnalysisCache(std::size_t capacity = 256) : m_capacity(capacity) { }

    // The entry of `board`, or null; a found entry becomes the most recently used.
    const Entry* find(const Board& board)
    {
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
            if (it->board == board) {
                m_entries.splice(m_entries.begin(), m_entries, it);
                return &m_entries.front();
            }
        return nullptr;
    }
    // Adds a solved move of `board` (replacing an earlier value of the same move).
    void add(const Board& board, const MoveValue& move)
    {
        Entry& entry = entryOf(board);
        std::erase_if(entry.moves, [&](const MoveValue& known) { return known.move == move.move; });
        entry.moves.push_back(move);
        entry.complete = entry.moves.size() == board.moveList().size();
    }
    std::size_t size() const { return m_entries.size(); }

private:
    Entry& entryOf(const Board& board)
    {
        if (find(board))
            return m_entries.front();
        m_entries.push_front(Entry{board, {}, false});
        if (m_entries.size() > m_capacity)
            m_entries.pop_back();
        return m_entries.front();
    }

    std::size_t m_capacity;
    std::list<Entry> m_entries; // most recently used first
};

} // namespace othello
