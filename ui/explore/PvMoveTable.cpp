#include "PvMoveTable.h"

#include "PvMoveModel.h"
#include "common/GameSession.h"
#include "common/ValueView.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <algorithm>

namespace othello {

PvMoveTable::PvMoveTable(GameSession* session, QWidget* parent)
    : QTableView(parent), m_session(session), m_model(new PvMoveModel(this))
{
    setModel(m_model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // Label, ply and side take what their texts and titles need ("game over", Spanish
    // "Semijugada" and "fin de la partida" are the longest); the move column takes the rest.
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(PvMoveModel::MoveColumn, QHeaderView::Stretch);
    horizontalHeader()->setHighlightSections(false);
    setAccessibleName(tr("Moves of the line"));
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, [this] {
        m_model->retranslate();
        updateGeometry();
    });

    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PvMoveTable::onCurrentRowChanged);
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& index) { m_session->goToPly(index.row()); });
    connect(m_session, &GameSession::positionChanged, this, &PvMoveTable::showSessionLine);
    showSessionLine();
}

void PvMoveTable::showSessionLine()
{
    m_following = true;
    m_model->setLine(m_session->lineStart(), m_session->lineMoves(), m_session->pvPositionCount());
    m_model->setCurrentRow(m_session->ply());
    const QModelIndex row = m_model->index(m_session->ply(), 0);
    selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(row);
    m_following = false;
}

QSize PvMoveTable::sizeHint() const
{
    int width = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < m_model->columnCount(); ++column)
        width += std::max(horizontalHeader()->sectionSizeHint(column), sizeHintForColumn(column));
    return QTableView::sizeHint().expandedTo(QSize(width, 0));
}

QSize PvMoveTable::minimumSizeHint() const
{
    return QTableView::minimumSizeHint().expandedTo(QSize(sizeHint().width(), 0));
}

void PvMoveTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    // A result growing above takes rows away: the one shown stays in view.
    if (currentIndex().isValid())
        scrollTo(currentIndex());
}

void PvMoveTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Moves of the line"));
        m_model->retranslate();
        updateGeometry(); // the titles' widths changed
    }
    QTableView::changeEvent(event);
}

void PvMoveTable::onCurrentRowChanged(const QModelIndex& current)
{
    if (!m_following && current.isValid())
        m_session->goToPly(current.row());
}

} // namespace othello
