#pragma once

#include <QGraphicsView>
#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <vector>

class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsScene;

namespace othello {

class TraceTree;
class DrawnRecord;

// Adds the drawing's legend (colours by type, shapes by call, the pruned stub) to `scene` at
// `topLeft`; returns the area it covers. The pane shows it above the drawing, exports above the tree.
QRectF addTraceLegend(QGraphicsScene& scene, QPointF topLeft);

// The trace drawn as a tree: the first plies (more as the user expands subtrees), a record's
// colour its Knuth-Moore type, its shape its call (circle: search, diamond: TEST, square:
// null-window probe, double ring: re-search), the value it returned inside, the moves on the
// edges, the moves a cutoff left unsearched as greyed dashed stubs, and a legend. Click a
// record to select it, click the badge under it to expand or collapse its subtree; wheel, the
// zoom slots or fit to zoom, drag to pan.
class TraceDrawing : public QGraphicsView {
    Q_OBJECT
public:
    // Records drawn at most: a wider expansion stops there (and says so).
    static constexpr int kMaxDrawn = 4000;

    explicit TraceDrawing(QWidget* parent = nullptr);
    ~TraceDrawing() override;

    // Draws `tree` expanded to `plies` plies (none: clears).
    void setTree(std::shared_ptr<const TraceTree> tree, int plies);
    void setDefaultPlies(int plies);
    int defaultPlies() const { return m_defaultPlies; }
    // The record stepped to: its path from the root is highlighted, expanded if needed, and
    // scrolled into view.
    void setCurrent(int record);
    int current() const { return m_current; }
    // Records the compared trace does not visit (by move path): drawn with a dashed outline.
    void setUnsharedRecords(std::vector<bool> unshared);

    void setExpanded(int record, bool expanded);
    bool isExpanded(int record) const { return m_expanded.count(record) > 0; }
    bool isDrawn(int record) const { return m_items.count(record) > 0; }
    int drawnCount() const { return int(m_items.size()); }
    int prunedStubCount() const { return m_stubCount; }

    // The whole drawing as a picture; an empty string, or why the file was not written.
    QString exportPng(const QString& path) const;
    QString exportSvg(const QString& path) const;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToView();

signals:
    void recordClicked(int record);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    QRectF addExportLegend() const;
    void removeExportLegend(const QList<QGraphicsItem*>& before) const;
    double layOut(int record, int ply, double& nextX);
    void highlightPath(bool on);
    void zoomBy(double factor);

    std::shared_ptr<const TraceTree> m_tree;
    int m_defaultPlies = 3;
    int m_current = -1;
    std::unordered_set<int> m_expanded;
    std::vector<bool> m_unshared;
    std::unordered_map<int, DrawnRecord*> m_items;
    std::unordered_map<int, QGraphicsLineItem*> m_edges; // to a record from its parent
    int m_stubCount = 0;
    bool m_capped = false;
    bool m_autoFit = true; // fit on resizes until the user zooms
    QPoint m_pressPosition;
};

} // namespace othello
