#pragma once

#include <QGraphicsScene>
#include <QStringList>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

class QGraphicsLineItem;

namespace othello {

class TraceTree;
class DrawnRecord;

// A trace drawn as a tree, for any number of views (the tab's and the projector's): the first
// plies (more as the user expands subtrees), a record's colour its Knuth-Moore type, its shape its
// call (circle: search, diamond: TEST, square: null-window probe, double ring: re-search), the
// value it returned inside (in the lab's value convention; "?" for a call the search was
// stopped in), the moves above the records they lead to, the moves a cutoff left unsearched in a
// dashed box. Laid out compactly: a subtree slides under its neighbours where they leave room
// (contours), so the widest ply decides the width.
class TraceScene : public QGraphicsScene {
    Q_OBJECT
public:
    // Records drawn at most: a wider expansion stops there (and says so).
    static constexpr int kMaxDrawn = 4000;
    // The height of a node's value text, in scene units (pixels at zoom 1).
    static constexpr double kNodeTextPixels = 12;

    explicit TraceScene(QObject* parent = nullptr);
    ~TraceScene() override;

    // Draws `tree` expanded to `plies` plies (none: clears).
    void setTree(std::shared_ptr<const TraceTree> tree, int plies);
    const std::shared_ptr<const TraceTree>& tree() const { return m_tree; }
    // Expands exactly the first `plies` plies (collapsing the rest).
    void setDefaultPlies(int plies);
    int defaultPlies() const { return m_defaultPlies; }
    // The record stepped to: its path from the root is highlighted and expanded if needed.
    void setCurrent(int record);
    int current() const { return m_current; }
    // Records the compared trace does not visit (by move path): drawn with a dashed outline.
    void setUnsharedRecords(std::vector<bool> unshared);
    // Redraws the values (the value convention changed).
    void redraw() { rebuild(); }

    void setExpanded(int record, bool expanded);
    bool isExpanded(int record) const { return m_expanded.count(record) > 0; }
    // The expanded records, in increasing order; and all of them at once (a saved view).
    std::vector<int> expandedRecords() const;
    void setExpandedRecords(const std::vector<int>& records);
    bool isDrawn(int record) const { return m_items.count(record) > 0; }
    int drawnCount() const { return int(m_items.size()); }
    std::vector<int> drawnRecords() const;
    int prunedStubCount() const { return m_stubCount; }
    // Where a drawn record is (its node, badge included), in scene coordinates.
    std::optional<QRectF> recordArea(int record) const;
    // The text inside a drawn record's node ("+4", "?", "✓"); empty when it is not drawn.
    QString nodeText(int record) const;
    // Where a drawn record's expand box is (none: not drawn, or nothing to expand).
    std::optional<QRectF> badgeArea(int record) const;
    // The record drawn at a scene point (-1: none), and whether the point is on its expand box.
    int recordAt(QPointF point, bool* onBadge = nullptr) const;
    // The drawing without margins.
    QRectF drawingArea() const { return m_area; }

    // The whole drawing as a picture, with `title` (lines, the first in bold) and the legend above
    // it and without the expand boxes: PNG, SVG or PDF by the suffix of `path`. An empty string,
    // or why the file was not written.
    QString exportPicture(const QString& path, const QStringList& title);
    bool isExporting() const { return m_exporting; }

signals:
    // The drawing was laid out again (expanded, collapsed, another tree).
    void drawingChanged();
    // The record stepped to changed (and is drawn).
    void currentChanged(int record);

private:
    struct Contour {
        std::vector<double> left; // per level below the record (0: itself), relative to its x
        std::vector<double> right;
    };
    void rebuild();
    Contour layOut(int record);
    void place(int record, double x, int ply);
    void highlightPath(bool on);
    QRectF addExportHeader(const QStringList& title, QGraphicsItem* holder);

    std::shared_ptr<const TraceTree> m_tree;
    int m_defaultPlies = 3;
    int m_current = -1;
    std::unordered_set<int> m_expanded;
    std::vector<bool> m_unshared;
    std::unordered_map<int, DrawnRecord*> m_items;
    std::unordered_map<int, QGraphicsLineItem*> m_edges; // to a record from its parent
    std::unordered_map<int, double> m_offset;            // a drawn record's x from its parent's
    std::unordered_map<int, double> m_prunedOffset;      // a cutoff's pruned box x from the record's
    std::unordered_set<int> m_open;                      // drawn with its children
    int m_placed = 0;
    int m_stubCount = 0;
    bool m_capped = false;
    bool m_exporting = false;
    QRectF m_area;
};

} // namespace othello
