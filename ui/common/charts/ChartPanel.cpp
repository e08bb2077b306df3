#include "ChartPanel.h"

#include "ChartLegend.h"
#include "ChartPanels.h"
#include "FigureExportDialog.h"
#include "SeriesChart.h"
#include "SeriesChartView.h"

#include <QCursor>
#include <QDir>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace othello {

ChartPanel::ChartPanel(SeriesChart* chart, QWidget* parent) : QWidget(parent), m_chart(chart)
{
    m_view = new SeriesChartView(chart, this); // its scene owns the chart
    // The plot as large as the panel allows: no rounded frame with room around it.
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 10, 4));
    if (chart->layout())
        chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_view->setMinimumSize(240, 160); // the Depths page beside its form fits 1024 pixels in Spanish
    m_plots = new QStackedWidget(this);
    m_plots->addWidget(m_view);
    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("chartSubtitle"));
    m_subtitle->setAlignment(Qt::AlignHCenter);
    m_subtitle->setTextFormat(Qt::PlainText);
    m_subtitle->setWordWrap(true);
    m_legend = new ChartLegend(chart, this); // as wide as its entries need, one line each

    m_resetZoom = new QToolButton(this);
    connect(m_resetZoom, &QToolButton::clicked, chart, &SeriesChart::resetZoom);
    m_panelsButton = new QToolButton(this);
    m_panelsButton->setCheckable(true);
    connect(m_panelsButton, &QToolButton::toggled, this,
            [this](bool on) { m_chart->setLayoutMode(on ? ChartLayout::Panels : ChartLayout::Overlaid); });
    m_export = new QToolButton(this);
    m_export->hide();
    retranslateButtons();
    connect(m_export, &QToolButton::clicked, this, &ChartPanel::exportFigure);

    auto* legendArea = new QWidget(this);
    auto* legendLayout = new QVBoxLayout(legendArea);
    legendLayout->setContentsMargins(0, 0, 0, 0);
    legendLayout->addWidget(m_legend, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QToolButton* button : {m_export, m_panelsButton, m_resetZoom})
        buttons->addWidget(button);
    legendLayout->addLayout(buttons);

    auto* plotArea = new QWidget(this);
    auto* plotLayout = new QVBoxLayout(plotArea);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->setSpacing(0);
    plotLayout->addWidget(m_subtitle);
    plotLayout->addWidget(m_plots, 1);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(plotArea);
    m_splitter->addWidget(legendArea);
    // The legend as wide as its entries ask (its size hint), the plot takes the rest.
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    const auto showSubtitle = [this] {
        m_subtitle->setText(m_chart->subtitle());
        m_subtitle->setVisible(!m_chart->subtitle().isEmpty());
    };
    connect(chart, &SeriesChart::subtitleChanged, this, showSubtitle);
    showSubtitle();
    connect(chart, &SeriesChart::layoutModeChanged, this, &ChartPanel::showLayout);
    // New entries (a policy, a run) may ask for a wider legend: it gets the room while the plot
    // keeps twice its minimum width.
    connect(chart, &SeriesChart::seriesChanged, this, &ChartPanel::fitLegend, Qt::QueuedConnection);
    connect(chart, &SeriesChart::pointHovered, this, [this](const QString& text, bool entered) {
        // The readout lists every series; a line's own tooltip only where the readout is off.
        if (entered && !m_view->readoutBox()->isVisible())
            QToolTip::showText(QCursor::pos(), text, m_view);
        else
            QToolTip::hideText();
    });
}

void ChartPanel::fitLegend()
{
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() != 2 || sizes[0] <= 0)
        return;
    const int wanted = m_legend->sizeHint().width();
    const int total = sizes[0] + sizes[1];
    const int legend = std::min(wanted, total - 2 * m_view->minimumWidth());
    if (legend > sizes[1])
        m_splitter->setSizes({total - legend, legend});
}

void ChartPanel::showLayout()
{
    const bool panels = m_chart->layoutMode() == ChartLayout::Panels;
    m_panelsButton->setChecked(panels);
    if (panels && !m_panels) {
        m_panels = new PanelGrid(m_chart, this);
        m_plots->addWidget(m_panels);
    }
    m_view->hideReadout();
    m_plots->setCurrentWidget(panels ? static_cast<QWidget*>(m_panels) : m_view);
    m_resetZoom->setEnabled(!panels);
}

void ChartPanel::setExportOffered(bool offered, const QString& name)
{
    m_export->setVisible(offered);
    m_figureName = name;
}

void ChartPanel::retranslateButtons()
{
    m_resetZoom->setText(tr("Reset zoom"));
    m_resetZoom->setToolTip(tr("Show every point again (also a double or right click on the chart; drag a "
                               "rectangle or turn the wheel to zoom)"));
    m_panelsButton->setText(tr("Panels"));
    m_panelsButton->setToolTip(tr("One small chart per algorithm on shared axes, instead of every line in one chart"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Write this chart as a figure for a report: PNG, SVG or PDF"));
}

void ChartPanel::changeEvent(QEvent* event)
{
    // The chart's own titles are its owner's to say again (LabelChart, DepthChart::retranslate).
    if (event->type() == QEvent::LanguageChange)
        retranslateButtons();
    QWidget::changeEvent(event);
}

void ChartPanel::exportFigure()
{
    FigureExportDialog dialog(tr("this chart"), this);
    dialog.setDirectory(m_exportFolder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                 : m_exportFolder);
    dialog.setBaseName(m_figureName.isEmpty() ? QStringLiteral("chart") : m_figureName);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const FigureOptions options = dialog.figureOptions();
    m_exportFolder = dialog.directory();
    QDir().mkpath(m_exportFolder);
    for (const FigureFormat format : options.formats) {
        const QString path = QDir(m_exportFolder).filePath(dialog.baseName() + QLatin1Char('.') + figureSuffix(format));
        QString error;
        if (!writeChartFigure(*m_chart, path, format, options.figureSize(), &error)) {
            QMessageBox::warning(this, tr("Export"), error);
            return;
        }
    }
    emit statusMessage(tr("Chart written to %1.").arg(QDir::toNativeSeparators(m_exportFolder)));
}

} // namespace othello
