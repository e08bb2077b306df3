#pragma once

#include <QWidget>
#include <memory>
#include <vector>

class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;
class QTreeView;

namespace othello {

class TraceDrawing;
class TraceOutlineModel;
class TraceScene;
class TraceTree;

// One recorded trace on screen: a title, the drawn tree with its zoom and plies controls, and
// its outline (which the page places: under the drawings, beside the board). The record selected
// in one is selected in the other.
class TracePane : public QWidget {
    Q_OBJECT
public:
    // `suffix` ends the object names of the parts ("drawingA", "outlineA"), for tests.
    explicit TracePane(const QString& suffix, QWidget* parent = nullptr);

    void setTree(std::shared_ptr<const TraceTree> tree, const QString& title);
    const std::shared_ptr<const TraceTree>& tree() const { return m_tree; }
    void setTitle(const QString& title);
    QString title() const;
    // The record stepped to or chosen: selected in the outline and highlighted in the drawing.
    void setCurrent(int record);
    // Records the compared trace does not visit (by move path), marked in both views.
    void setUnsharedRecords(const std::vector<bool>& unshared);
    // Plies drawn when a trace is shown (the spin box); setting it draws them.
    int plies() const;
    void setPlies(int plies);
    // Shows values again (the value convention changed).
    void refreshValues();

    TraceScene* scene() const { return m_scene; }
    TraceDrawing* drawing() const { return m_drawing; }
    QTreeView* outline() const { return m_outline; }
    TraceOutlineModel* model() const { return m_model; }

signals:
    void recordChosen(int record);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateTools();
    void arrangeTop();
    QWidget* createDrawingTools();
    void createOutline();
    void onOutlineClicked(const QModelIndex& index);

    QString m_suffix;
    std::shared_ptr<const TraceTree> m_tree;
    QLabel* m_title;
    QWidget* m_tools = nullptr;
    QGridLayout* m_top = nullptr;
    bool m_titleBeside = false;
    QSpinBox* m_plies;
    QToolButton* m_zoomIn = nullptr;
    QToolButton* m_zoomOut = nullptr;
    QToolButton* m_fit = nullptr;
    QLabel* m_pliesTitle = nullptr;
    TraceScene* m_scene;
    TraceDrawing* m_drawing;
    QTreeView* m_outline; // hidden until the page places it
    TraceOutlineModel* m_model;
};

} // namespace othello
