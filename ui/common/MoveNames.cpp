#include "MoveNames.h"

#include "engine/board/Square.h"

#include <QCoreApplication>

namespace othello {

QString translatedMoveName(int move)
{
    if (move == kPassMove)
        return QCoreApplication::translate("othello::MoveNames", "pass");
    return QString::fromStdString(moveName(move));
}

} // namespace othello
