#pragma once

#include <QGraphicsView>

namespace othello {

class TraceScene;

// A view of a drawn trace (TraceScene). Fit shows every drawn ply: on Fit, and on every resize
// and every expansion until the user zooms (wheel or buttons); a drag pans. Click a record to
// choose it, click the box under it to expand or collapse its subtree. Several views may show
// one scene (the tab's and the projector's).
class TraceDrawing : public QGraphicsView {
    Q_OBJECT
public:
    explicit TraceDrawing(TraceScene* scene, QWidget* parent = nullptr);

    TraceScene* traceScene() const { return m_scene; }
    // How high node values are on screen now, in pixels.
    double nodeTextPixels() const;
    // Fit keeps node values at least this high (the projector: read from the back of a room);
    // a drawing too wide for that keeps the record stepped to in view instead. 0: fit always fits.
    void setMinimumTextPixels(double pixels);
    // Fit enlarges a small drawing until its node values are this high.
    void setMaximumTextPixels(double pixels);
    // Whether the view fits itself on resizes (until the user zooms).
    bool fitsAutomatically() const { return m_autoFit; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitToView();
    // Centres `record` (drawn: its ancestors expanded) with node values at least `textPixels` high,
    // zooming in when smaller; the view then keeps its zoom on resizes, as after a user's zoom.
    void showRecord(int record, double textPixels);

signals:
    void recordClicked(int record);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void zoomBy(double factor);
    void fit();
    void showCurrent(int record);

    TraceScene* m_scene;
    double m_minimumTextPixels = 0;
    double m_maximumTextPixels = 26;
    bool m_autoFit = true;
    QPoint m_pressPosition;
};

} // namespace othello
