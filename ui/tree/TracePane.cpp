#include "TracePane.h"

#include "TraceDrawing.h"
#include "TraceOutlineModel.h"
#include "TraceScene.h"
#include "TraceTree.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace othello {

namespace {
constexpr int kDefaultPlies = 3;
}

TracePane::TracePane(const QString& suffix, QWidget* parent)
    : QWidget(parent),
      m_suffix(suffix),
      m_title(new QLabel(this)),
      m_plies(new QSpinBox(this)),
      m_scene(new TraceScene(this)),
      m_drawing(new TraceDrawing(m_scene, this)),
      m_outline(new QTreeView(this)),
      m_model(new TraceOutlineModel(this))
{
    m_title->setObjectName(QStringLiteral("paneTitle") + suffix);
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_drawing->setObjectName(QStringLiteral("drawing") + suffix);
    m_drawing->setMinimumHeight(120);
    connect(m_drawing, &TraceDrawing::recordClicked, this, [this](int record) {
        setCurrent(record);
        emit recordChosen(record);
    });
    createOutline();

    m_tools = createDrawingTools();
    m_top = new QGridLayout;
    m_top->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addLayout(m_top);
    layout->addWidget(m_drawing, 1);
    arrangeTop();
}

QWidget* TracePane::createDrawingTools()
{
    auto* tools = new QWidget(this);
    auto* layout = new QHBoxLayout(tools);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto addButton = [&](const QString& name, auto slot) {
        auto* button = new QToolButton(tools);
        button->setObjectName(name + m_suffix);
        connect(button, &QToolButton::clicked, m_drawing, slot);
        layout->addWidget(button);
        return button;
    };
    m_zoomIn = addButton(QStringLiteral("zoomInButton"), &TraceDrawing::zoomIn);
    m_zoomIn->setText(QStringLiteral("+"));
    m_zoomOut = addButton(QStringLiteral("zoomOutButton"), &TraceDrawing::zoomOut);
    m_zoomOut->setText(QStringLiteral("−"));
    m_fit = addButton(QStringLiteral("fitButton"), &TraceDrawing::fitToView);
    auto* pliesLabel = new QLabel(tools);
    m_pliesTitle = pliesLabel;
    m_plies->setObjectName(QStringLiteral("pliesSpin") + m_suffix);
    m_plies->setRange(1, 12);
    m_plies->setValue(kDefaultPlies);
    pliesLabel->setBuddy(m_plies);
    retranslateTools();
    connect(m_plies, &QSpinBox::valueChanged, this, [this](int plies) {
        const int current = m_scene->current();
        m_scene->setDefaultPlies(plies);
        m_scene->setCurrent(current);
    });
    layout->addSpacing(8);
    layout->addWidget(pliesLabel);
    layout->addWidget(m_plies);
    return tools;
}

void TracePane::retranslateTools()
{
    m_zoomIn->setToolTip(tr("Zoom in (or turn the wheel)"));
    m_zoomOut->setToolTip(tr("Zoom out"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show every drawn ply, and keep showing them as the window changes, until you zoom"));
    m_pliesTitle->setText(tr("Plies drawn:"));
    m_plies->setToolTip(tr("How many plies the drawing shows; the box under a record expands or collapses it"));
}

void TracePane::changeEvent(QEvent* event)
{
    // The title, the outline and the drawing come again from the page (refreshValues).
    if (event->type() == QEvent::LanguageChange) {
        retranslateTools();
        m_titleBeside = !m_titleBeside; // arranged again for the tools' new width
        arrangeTop();
    }
    QWidget::changeEvent(event);
}

void TracePane::createOutline()
{
    m_outline->setObjectName(QStringLiteral("outline") + m_suffix);
    m_outline->hide(); // until the page places it
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
    m_scene->setCurrent(record);
    emit recordChosen(record);
}

void TracePane::setTree(std::shared_ptr<const TraceTree> tree, const QString& title)
{
    m_tree = std::move(tree);
    setTitle(title);
    m_model->setTree(m_tree);
    m_scene->setTree(m_tree, m_plies->value());
    m_drawing->fitToView();
    if (m_tree && m_tree->size() > 0)
        m_outline->expand(m_model->index(0, 0));
}

void TracePane::setTitle(const QString& title)
{
    m_title->setText(title);
    arrangeTop();
}

void TracePane::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrangeTop();
}

void TracePane::arrangeTop()
{
    // The title beside the tools when both fit on one line (every line the drawing does not
    // need is the tree's); above them in a narrow pane.
    const int needed = m_title->fontMetrics().horizontalAdvance(m_title->text()) + m_tools->sizeHint().width() + 16;
    const bool beside = needed <= width();
    if (m_top->count() > 0 && beside == m_titleBeside)
        return;
    m_titleBeside = beside;
    m_top->removeWidget(m_title);
    m_top->removeWidget(m_tools);
    m_top->addWidget(m_title, 0, 0);
    m_top->addWidget(m_tools, beside ? 0 : 1, beside ? 1 : 0, Qt::AlignLeft | Qt::AlignVCenter);
    m_top->setColumnStretch(0, beside ? 1 : 0);
}

QString TracePane::title() const { return m_title->text(); }

int TracePane::plies() const { return m_plies->value(); }

void TracePane::setPlies(int plies) { m_plies->setValue(plies); }

void TracePane::setCurrent(int record)
{
    if (!m_tree || record < 0 || record >= m_tree->size())
        return;
    m_scene->setCurrent(record);
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
    m_scene->setUnsharedRecords(unshared);
}

void TracePane::refreshValues()
{
    m_model->refreshValues();
    m_scene->redraw();
}

} // namespace othello
