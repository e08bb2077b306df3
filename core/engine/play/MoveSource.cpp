#include "MoveSource.h"

namespace othello::play {

MoveChoice SearchMoveSource::move(const GameRecord& game, ScoringRule scoring, SearchControl* control,
                                  const std::function<void(const depth::DepthResult&)>& onDepth)
{
    PlayerSpec player = m_player;
    player.secondsPerMove = timeBudget() ? timeBudget() : m_player.secondsPerMove;
    return chooseMove(player, game.finalPosition(), scoring, control, onDepth);
}

namespace {

class UnplayableSource : public MoveSource {
public:
    MoveChoice move(const GameRecord&, ScoringRule, SearchControl*,
                    const std::function<void(const depth::DepthResult&)>&) override
    {
        MoveChoice choice;
        choice.failure = "external engines are not available here";
        return choice;
    }
};

} // namespace

std::unique_ptr<MoveSource> searchMoveSource(const PlayerSpec& player)
{
    if (player.kind == PlayerKind::Nboard)
        return std::make_unique<UnplayableSource>();
    return std::make_unique<SearchMoveSource>(player);
}

} // namespace othello::play
