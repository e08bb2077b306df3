#pragma once

#include "engine/board/Board.h"
#include "engine/search/Algorithm.h"

#include <QString>
#include <vector>

namespace othello {

// Option values from their text. Each throws a usage CommandError naming the option
// ("--from: 'x' is not a whole number") instead of returning a bad value.
int intOption(const QString& option, const QString& text, int low, int high);
double secondsOption(const QString& option, const QString& text);
std::vector<Algorithm> algorithmsOption(const QString& option, const QString& text);
Algorithm algorithmOption(const QString& option, const QString& text);
// "off,on" -> {false, true}
std::vector<bool> ttListOption(const QString& option, const QString& text);
bool onOffOption(const QString& option, const QString& text);
Board positionOption(const QString& option, const QString& text);

} // namespace othello
