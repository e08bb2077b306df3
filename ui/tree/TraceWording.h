#pragma once

#include "engine/trace/SearchTrace.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace othello {

class TraceTree;
class TraceValues;

// How the Tree tab words and colours a trace record, the same in the outline, the drawing, the
// step panel and the tooltips. Values go through TraceValues (the lab's value convention).
class TraceWording {
    Q_DECLARE_TR_FUNCTIONS(othello::TraceWording)
public:
    // "e4", "pass", or "root".
    static QString moveText(int move);
    // A value or window bound with its sign ("+4", "−4", "0"), the open window's ends as "−∞"
    // and "+∞". A depth-limited search counts in its own units (depth/DepthSearch.h):
    // evaluations below kFinalScale, final scores in whole multiples of it, shown as "+4 final".
    static QString valueText(int value, bool depthLimited = false);
    // "PV", "Cut", "All", or "" (no type).
    static QString typeText(trace::NodeType type);
    // "node", "game over", "horizon", "table hit (lower bound)" (the bound as shown).
    static QString shapeText(const TraceValues& values, int record);
    // "exact", "lower bound", "upper bound".
    static QString boundText(Bound bound);
    // Several lines: move, call, window, value, type, shape, subtree size, for a tooltip.
    static QString tooltip(const TraceTree& tree, int index);
    // Moves as a list: "e5", "e5 and f5", "a1, e5 and f5".
    static QString moveList(const std::vector<int>& moves);

    // The colour of a record by its type (Okabe-Ito, colour-blind safe); grey without a type.
    static QColor typeColor(trace::NodeType type);
    // The colour of moves a cutoff left unsearched.
    static QColor prunedColor();
};
} // namespace othello
