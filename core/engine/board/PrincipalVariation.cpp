#include "PrincipalVariation.h"

#include <sstream>
#include <stdexcept>

namespace othello {

namespace {
// The published PV of 6x6 Othello under perfect play; the one place it is written down.
constexpr const char* kSixBySixPv =
    "c2 b4 c5 d2 e4 e3 d1 c1 b1 d5 d6 f4 b3 b2 f3 f2 e2 b6 a4 c6 a6 a2 b5 a5 e6 e5 a3 a1 f5 f6 pass e1 f1";
} // namespace

PrincipalVariation::PrincipalVariation()
{
    Board board = Board::start(6);
    m_positions.push_back(board);
    std::istringstream words(kSixBySixPv);
    for (std::string word; words >> word;) {
        const auto move = parseMove(word, 6);
        if (!move || !board.isLegal(*move))
            throw std::logic_error("the built-in PV has an illegal move: " + word);
        m_moves.push_back(*move);
        board = board.played(*move);
        m_positions.push_back(board);
    }
}

const PrincipalVariation& PrincipalVariation::sixBySix()
{
    static const PrincipalVariation pv;
    return pv;
}

int PrincipalVariation::moveFrom(int label) const
{
    if (label < kFirstLabel || label >= kLastLabel)
        return kNoMove;
    return m_moves[static_cast<std::size_t>(label - 1)];
}

} // namespace othello
