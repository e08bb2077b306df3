#include "TracePane.h"

#include "TraceDrawing.h"
#include "TraceOutlineModel.h"
#include "TraceTree.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace othello {

namespace {
constexpr int kDefaultPlies = 3;

// The legend, shrunk to fit a narrow pane rather than cut.
class LegendView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QGraphicsView::resizeEvent(event);
        const QRectF area = sceneRect();
        const double scale = std::min(1.0, (viewport()->width() - 2) / std::max(1.0, area.width()));
        setTransform(QTransform::fromScale(scale, scale));
    }
};
} // namespace

TracePane::TracePane(const QString& suffix, QWidget* parent)
    : QWidget(parent),
      m_suffix(suffix),
      m_title(new QLabel(this)),
      m_plies(new QSpinBox(this)),
      m_drawing(new TraceDrawing(this)),
      m_outline(new QTreeView(this)),
      m_model(new TraceOutlineModel(this)),
      m_splitter(new QSplitter(Qt::Vertical, this))
{
    m_title->setObjectName(QStringLiteral("paneTitle") + suffix);
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_drawing->setObjectName(QStringLiteral("drawing") + suffix);
    connect(m_drawing, &TraceDrawing::recordClicked, this, [this](int record) {
        setCurrent(record);
        emit recordChosen(record);
    });
    createOutline();

    auto* drawingSide = new QWidget(m_splitter);
    auto* drawingLayout = new QVBoxLayout(drawingSide);
    drawingLayout->setContentsMargins(0, 0, 0, 0);
    drawingLayout->addWidget(createDrawingTools());
    drawingLayout->addWidget(createLegend());
    drawingLayout->addWidget(m_drawing, 1);
    m_splitter->addWidget(drawingSide);
    m_splitter->addWidget(m_outline);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_splitter, 1);
}

QWidget* TracePane::createDrawingTools()
{
    auto* tools = new QWidget(this);
    auto* layout = new QHBoxLayout(tools);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto addButton = [&](const QString& name, const QString& text, const QString& tip, auto slot) {
        auto* button = new QToolButton(tools);
        button->setObjectName(name + m_suffix);
        button->setText(text);
        button->setToolTip(tip);
        connect(button, &QToolButton::clicked, m_drawing, slot);
        layout->addWidget(button);
    };
    addButton(QStringLiteral("zoomInButton"), QStringLiteral("+"), tr("Zoom in (or turn the wheel)"),
              &TraceDrawing::zoomIn);
    addButton(QStringLiteral("zoomOutButton"), QStringLiteral("−"), tr("Zoom out"), &TraceDrawing::zoomOut);
    addButton(QStringLiteral("fitButton"), tr("Fit"), tr("Show the whole drawing"), &TraceDrawing::fitToView);
    auto* pliesLabel = new QLabel(tr("Plies drawn:"), tools);
    m_plies->setObjectName(QStringLiteral("pliesSpin") + m_suffix);
    m_plies->setRange(1, 12);
    m_plies->setValue(kDefaultPlies);
    m_plies->setToolTip(tr("How many plies the drawing shows; the badge under a record expands or collapses it"));
    pliesLabel->setBuddy(m_plies);
    connect(m_plies, &QSpinBox::valueChanged, this, [this](int plies) {
        m_drawing->setDefaultPlies(plies);
        m_drawing->setCurrent(m_drawing->current());
    });
    layout->addSpacing(8);
    layout->addWidget(pliesLabel);
    layout->addWidget(m_plies);
    layout->addStretch(1);
    return tools;
}

QWidget* TracePane::createLegend()
{
    auto* legend = new LegendView(this);
    legend->setObjectName(QStringLiteral("legend") + m_suffix);
    auto* scene = new QGraphicsScene(legend);
    const QRectF area = addTraceLegend(*scene, QPointF(0, 0));
    scene->setSceneRect(area.adjusted(-4, -4, 4, 4));
    legend->setScene(scene);
    legend->setFrameShape(QFrame::NoFrame);
    legend->setBackgroundBrush(palette().window());
    legend->setRenderHint(QPainter::Antialiasing);
    legend->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    legend->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    legend->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    legend->setFixedHeight(int(area.height()) + 10);
    legend->setToolTip(tr("Colour: the node type (Knuth and Moore). Shape: how the parent called it. "
                          "A small T: settled by the transposition table.\n"
                          "In the drawing: drag to pan, turn the wheel to zoom, click a record to select it, "
                          "click the box under it to expand or collapse its subtree."));
    return legend;
}

void TracePane::createOutline()
{
    m_outline->setObjectName(QStringLiteral("outline") + m_suffix);
    m_outline->setModel(m_model);
    m_outline->setUniformRowHeights(true); // lazy: rows are laid out only when shown
    m_outline->setAlternatingRowColors(true);
    m_outline->setSelectionMode(QAbstractItemView::SingleSelection);
    m_outline->header()->setStretchLastSection(false);
    m_outline->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_outline, &QTreeView::clicked, this, &TracePane::onOutlineClicked);
    connect(m_outline, &QTreeView::activated, this, &TracePane::onOutlineClicked);
}

void TracePane::onOutlineClicked(const QModelIndex& index)
{
    const int record = index.data(TraceOutlineModel::RecordRole).toInt();
    if (record < 0)
        return; // an unsearched move
    m_drawing->setCurrent(record);
    emit recordChosen(record);
}

void TracePane::setTree(std::shared_ptr<const TraceTree> tree, const QString& title)
{
    m_tree = std::move(tree);
    m_title->setText(title);
    m_model->setTree(m_tree);
    m_drawing->setTree(m_tree, m_plies->value());
    if (m_tree && m_tree->size() > 0)
        m_outline->expand(m_model->index(0, 0));
}

void TracePane::setTitle(const QString& title) { m_title->setText(title); }

void TracePane::setCurrent(int record)
{
    if (!m_tree || record < 0 || record >= m_tree->size())
        return;
    m_drawing->setCurrent(record);
    m_model->setCurrentRecord(record);
    const QModelIndex index = m_model->indexOfRecord(record);
    for (QModelIndex above = index.parent(); above.isValid(); above = above.parent())
        m_outline->expand(above);
    m_outline->setCurrentIndex(index);
    m_outline->scrollTo(index);
}

void TracePane::setUnsharedRecords(const std::vector<bool>& unshared)
{
    m_model->setUnsharedRecords(unshared);
    m_drawing->setUnsharedRecords(unshared);
}

} // namespace othello
