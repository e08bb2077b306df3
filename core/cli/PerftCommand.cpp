#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "OptionValues.h"
#include "engine/board/Perft.h"

namespace othello {

namespace {
// Deeper counts on 6x6 take hours; a game is over long before this anyway.
constexpr int kMaxDepth = 40;
} // namespace

int runPerft(CommandContext& context)
{
    CommandOptions options("perft",
                           {
                               {"depth", "N", "number of plies, 0..40 (a pass is a ply)"},
                               {"position", "TEXT", "start from this position text (default: the start of --size)"},
                               {"size", "N", "board size 4, 6 or 8 (default: 6, or the size of --position)"},
                           });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText("--depth N [--size 4|6|8] [--position \"TEXT\"]",
                                        "Prints the number of move sequences of N plies (a game that ends earlier "
                                        "counts once),\nthe standard check of a move generator.");
        return 0;
    }
    if (!options.isSet("depth"))
        throw usageError("perft: --depth is required (see 'othello-lab-cli perft --help')");
    const int depth = intOption("depth", options.value("depth"), 0, kMaxDepth);
    const Board board = positionOrStart(options);
    context.out << perft(board, depth) << "\n";
    return 0;
}

} // namespace othello
