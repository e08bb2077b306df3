#include "PvMoveTable.h"

#include "PvMoveModel.h"
#include "common/GameSession.h"

#include <QHeaderView>

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

void PvMoveTable::onCurrentRowChanged(const QModelIndex& current)
{
    if (!m_following && current.isValid())
        m_session->goToPly(current.row());
}

} // namespace othello
