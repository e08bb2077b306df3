#include "CommandOptions.h"
#include "Commands.h"
#include "engine/board/PrincipalVariation.h"

namespace othello {

int runPv(CommandContext& context)
{
    CommandOptions options("pv", {});
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "",
            "Lists the principal variation of 6x6 Othello (game value -4): for every label, the ply,\n"
            "the side to move, the move played from the position, and the position text. Label L is\n"
            "the position after L - 1 plies: 1 is the start, 34 the final board.");
        return 0;
    }
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    context.out << QString("%1 %2 %3 %4  %5\n")
                       .arg("label", 5)
                       .arg("ply", 3)
                       .arg("to_move", -7)
                       .arg("move", -4)
                       .arg("position");
    for (int label = PrincipalVariation::kFirstLabel; label <= PrincipalVariation::kLastLabel; ++label) {
        const Board& board = pv.position(label);
        context.out << QString("%1 %2 %3 %4  %5\n")
                           .arg(label, 5)
                           .arg(PrincipalVariation::plyOf(label), 3)
                           .arg(QString::fromLatin1(colorName(board.toMove)), -7)
                           .arg(QString::fromStdString(moveName(pv.moveFrom(label))), -4)
                           .arg(QString::fromStdString(toText(board)));
    }
    return 0;
}

} // namespace othello
