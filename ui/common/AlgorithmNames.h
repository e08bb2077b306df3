#pragma once

#include "charts/SeriesStyle.h"
#include "engine/search/Algorithm.h"

#include <QColor>
#include <QString>

namespace othello {

// The translated display name of an algorithm (engine/search/Algorithm.h keeps the English one).
QString translatedAlgorithmName(Algorithm algorithm);

// The name of a search in a depth-limited comparison (the Depths tab, its charts and table):
// there `best` runs without its table when the table is off, so it is "Best (PVS + ordering)";
// "Best (PVS + TT + ordering)" beside "TT off" said two things at once.
QString translatedDepthSearchName(Algorithm algorithm);

// The colour of an algorithm in every chart and tab: the Okabe-Ito colour-blind-safe palette,
// hues chosen far apart (orange, blue, bluish green, reddish purple, black).
QColor algorithmColor(Algorithm algorithm);

// The marker of an algorithm in every chart, beside its colour: circle, square, triangle,
// diamond, star. Two lines of close values stay apart even where colours are not told apart
// (grey print, colour blindness).
MarkerShape algorithmMarker(Algorithm algorithm);

} // namespace othello
