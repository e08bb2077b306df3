#pragma once

#include "engine/trace/SearchTrace.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace othello {

class TraceTree;

// How the Tree tab words and colours a trace record, the same in the outline, the drawing, the
// step panel and the tooltips.
class TraceWording {
    Q_DECLARE_TR_FUNCTIONS(othello::TraceWording)
public:
    // "e4", "pass", or "root".
    static QString moveText(int move);
    // A value or window bound, with the open window's ends as "−∞" and "+∞". A depth-limited
    // search counts in its own units (depth/DepthSearch.h): evaluations below kFinalScale, final
    // scores in whole multiples of it, shown as "+4 final".
    static QString valueText(int value, bool depthLimited = false);
    // "search", "TEST ≥ 3", "null window", "re-search".
    static QString callText(const trace::Node& node);
    // "PV", "Cut", "All", or "" (no type).
    static QString typeText(trace::NodeType type);
    // "node", "game over", "horizon", "table hit (lower bound)".
    static QString shapeText(const trace::Node& node);
    // The value a record returned: a number, or for a TEST "holds" / "fails".
    static QString returnedText(const trace::Node& node, bool depthLimited = false);
    // "(α, β)", or for a TEST its question, "is the value > 3?".
    static QString windowText(const trace::Node& node, bool depthLimited = false);
    // Several lines: move, call, window, value, type, shape, subtree size, for a tooltip.
    static QString tooltip(const TraceTree& tree, int index);

    // The colour of a record by its type (Okabe-Ito, colour-blind safe); grey without a type.
    static QColor typeColor(trace::NodeType type);
    // The colour of moves a cutoff left unsearched.
    static QColor prunedColor();
};
} // namespace othello
