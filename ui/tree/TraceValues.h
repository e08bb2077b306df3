#pragma once

#include "common/ValueView.h"
#include "engine/board/Color.h"
#include "engine/search/Bound.h"

#include <QCoreApplication>
#include <QString>

namespace othello {

class TraceTree;

// A trace's values and windows as the lab shows them: in its one value convention
// (common/ValueView.h), whichever view the trace keeps them in (the mover's at every record, or
// Black's in a Scout trace: trace::Trace::blackView). A value is shown "at" a record: from
// Black's side, or from the side to move there. A child's value can be shown at its parent, as
// the parent weighs it (the step text does); in Black's view both are the same number.
class TraceValues {
    Q_DECLARE_TR_FUNCTIONS(othello::TraceValues)
public:
    struct Window {
        int low = 0;
        int high = 0;
    };

    explicit TraceValues(const TraceTree& tree, ValueView view = ValueConvention::instance().view());

    const TraceTree& tree() const { return m_tree; }
    ValueView view() const { return m_view; }
    bool depthLimited() const;
    Color mover(int record) const;

    // The factor (+1 or −1) that turns `record`'s stored values into those shown at `at`
    // (`record` itself or its parent).
    int sign(int record, int at) const;
    int sign(int record) const { return sign(record, record); }
    // Its value (precondition: finished, not a TEST) and window on entry, shown at `at`.
    int value(int record, int at) const;
    int value(int record) const { return value(record, record); }
    Window window(int record, int at) const;
    Window window(int record) const { return window(record, record); }
    // Whether the shown values at `record` are the mover's own: it then takes its children's
    // largest value, else (White moving, Black's view) their smallest.
    bool maximizes(int record) const;
    // A TEST as shown at the record: the comparison (">", "≥", "<", "≤") and the threshold.
    // Scout asks "is the value > t?" from Black's side; from White's that is "< −t".
    QString testComparison(int record, int at) const;
    QString testComparison(int record) const { return testComparison(record, record); }
    int testThreshold(int record, int at) const;
    int testThreshold(int record) const { return testThreshold(record, record); }
    // A table hit's bound as shown (a lower bound of the mover's is an upper bound of the other side's).
    Bound tableBound(int record, int at) const;
    Bound tableBound(int record) const { return tableBound(record, record); }

    // A number in the trace's units: "+4", "−4", "0", "±∞", "+4 final" in a depth-limited search.
    QString number(int value) const;
    // The value as text: "?" when the search was stopped inside the call, "holds" / "fails" for a
    // TEST, else the number.
    QString valueText(int record) const;
    // The value inside the drawn node: as valueText, a TEST's answer as ✓ or ✗.
    QString nodeText(int record) const;
    // "(α, β)", or for a TEST its question, "is the value > 3?".
    QString windowText(int record) const;
    // "search", "TEST > 3", "null window", "re-search".
    QString callText(int record) const;
    // The view of values shown at `record`: "Black's view" or "White's view".
    QString viewName(int record) const;
    // The view of a drawing or an outline as a whole: "Black's view" or "side to move's view".
    QString viewName() const;

private:
    const TraceTree& m_tree;
    ValueView m_view;
};

} // namespace othello
