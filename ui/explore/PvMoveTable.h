#pragma once

#include <QTableView>

namespace othello {

class GameSession;
class PvMoveModel;

// The move list of the session's line (the PV, or the line being explored): follows the
// session's position, and choosing a row (click or Up/Down) takes the session there. The row of
// the position shown stays in sight when the table is made smaller.
class PvMoveTable : public QTableView {
    Q_OBJECT
public:
    explicit PvMoveTable(GameSession* session, QWidget* parent = nullptr);

    PvMoveModel* pvModel() const { return m_model; }
    // Wide enough for every column whole, and never narrower: the page's splitter gives it the
    // room (the Move column was squeezed out of sight in Spanish).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showSessionLine();
    void onCurrentRowChanged(const QModelIndex& current);

    GameSession* m_session;
    PvMoveModel* m_model;
    bool m_following = false; // true while the table follows the session, not the user
};

} // namespace othello
