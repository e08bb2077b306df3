#pragma once

#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QSpinBox;
class QSplitter;
class QTreeView;

namespace othello {

class TraceDrawing;
class TraceOutlineModel;
class TraceTree;

// One recorded trace on screen: a title, the drawn tree with its zoom and plies controls, and
// the outline under it. The record selected in one is selected in the other.
class TracePane : public QWidget {
    Q_OBJECT
public:
    // `suffix` ends the object names of the parts ("drawingA", "outlineA"), for tests.
    explicit TracePane(const QString& suffix, QWidget* parent = nullptr);

    void setTree(std::shared_ptr<const TraceTree> tree, const QString& title);
    const std::shared_ptr<const TraceTree>& tree() const { return m_tree; }
    void setTitle(const QString& title);
    // The record stepped to or chosen: selected in the outline and highlighted in the drawing.
    void setCurrent(int record);
    // Records the compared trace does not visit (by move path), marked in both views.
    void setUnsharedRecords(const std::vector<bool>& unshared);

    TraceDrawing* drawing() const { return m_drawing; }
    QTreeView* outline() const { return m_outline; }
    TraceOutlineModel* model() const { return m_model; }

signals:
    void recordChosen(int record);

private:
    QWidget* createDrawingTools();
    QWidget* createLegend();
    void createOutline();
    void onOutlineClicked(const QModelIndex& index);

    QString m_suffix;
    std::shared_ptr<const TraceTree> m_tree;
    QLabel* m_title;
    QSpinBox* m_plies;
    TraceDrawing* m_drawing;
    QTreeView* m_outline;
    TraceOutlineModel* m_model;
    QSplitter* m_splitter;
};

} // namespace othello
