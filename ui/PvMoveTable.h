#pragma once

#include <QTableView>

namespace othello {

class GameSession;
class PvMoveModel;

// The PV move list: follows the session's label, and choosing a row (click or Up/Down) jumps
// the session to that PV position.
class PvMoveTable : public QTableView {
    Q_OBJECT
public:
    explicit PvMoveTable(GameSession* session, QWidget* parent = nullptr);

    PvMoveModel* pvModel() const { return m_model; }

private:
    void showSessionLabel();
    void onCurrentRowChanged(const QModelIndex& current);

    GameSession* m_session;
    PvMoveModel* m_model;
    bool m_following = false; // true while the table follows the session, not the user
};

} // namespace othello
