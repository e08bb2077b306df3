#pragma once

#include <QAbstractListModel>

namespace othello {

class PlayGame;

// The moves of a PlayGame, one row a ply ("7. White e3"); the row of the move that led to the
// shown position is bold, the moves after the cursor (Redo) are grey.
class GameMoveModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit GameMoveModel(PlayGame* game, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    // The rows again in the language now in force.
    void retranslate();

private:
    PlayGame* m_game;
};

} // namespace othello
