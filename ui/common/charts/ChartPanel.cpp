#include "ChartPanel.h"

#include "ChartLegend.h"
#include "SeriesChart.h"

#include <QChartView>
#include <QCursor>
#include <QSplitter>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace othello {

namespace {

constexpr qreal kWheelZoomStep = 1.25;

// A chart view that zooms by rubber band and wheel and resets on a double or right click.
class ZoomingView : public QChartView {
public:
    ZoomingView(SeriesChart* chart, QWidget* parent) : QChartView(chart, parent), m_chart(chart)
    {
        setRubberBand(QChartView::RectangleRubberBand);
        setRenderHint(QPainter::Antialiasing);
    }

protected:
    void mouseReleaseEvent(QMouseEvent* event) override
    {
        if (event->button() == Qt::RightButton) {
            m_chart->resetZoom(); // instead of QChartView's zoom out by a step
            event->accept();
            return;
        }
        QChartView::mouseReleaseEvent(event);
        if (event->button() == Qt::LeftButton)
            m_chart->noteZoomed();
    }
    void mouseDoubleClickEvent(QMouseEvent* event) override
    {
        m_chart->resetZoom();
        event->accept();
    }
    void wheelEvent(QWheelEvent* event) override
    {
        const int steps = event->angleDelta().y() / 120;
        if (steps == 0)
            return;
        m_chart->zoom(steps > 0 ? kWheelZoomStep : 1 / kWheelZoomStep);
        m_chart->noteZoomed();
        event->accept();
    }

private:
    SeriesChart* m_chart;
};

} // namespace

ChartPanel::ChartPanel(SeriesChart* chart, QWidget* parent) : QWidget(parent), m_chart(chart)
{
    m_view = new ZoomingView(chart, this); // owns the chart
    m_view->setMinimumSize(260, 160);
    m_legend = new ChartLegend(chart, this);
    m_legend->setMinimumWidth(170);

    m_resetZoom = new QToolButton(this);
    m_resetZoom->setText(tr("Reset zoom"));
    m_resetZoom->setToolTip(tr("Show every point again (also a double or right click on the chart; drag a "
                               "rectangle or turn the wheel to zoom)"));
    connect(m_resetZoom, &QToolButton::clicked, chart, &SeriesChart::resetZoom);

    auto* legendArea = new QWidget(this);
    auto* legendLayout = new QVBoxLayout(legendArea);
    legendLayout->setContentsMargins(0, 0, 0, 0);
    legendLayout->addWidget(m_legend, 1);
    legendLayout->addWidget(m_resetZoom, 0, Qt::AlignRight);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(legendArea);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({560, 240});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(chart, &SeriesChart::pointHovered, this, [this](const QString& text, bool entered) {
        if (entered)
            QToolTip::showText(QCursor::pos(), text, m_view);
        else
            QToolTip::hideText();
    });
}

} // namespace othello
