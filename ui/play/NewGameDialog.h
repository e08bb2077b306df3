#pragma once

#include "common/players/GameSetup.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;

namespace othello {

class EnginePlayerForm;

// New game: board size, scoring rule, and for Black and White a person or an engine player.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameSetup& setup, QWidget* parent = nullptr);

    GameSetup setup() const;

private:
    // Board size and scoring; OK (named Start) and Cancel; a side's person-or-engine choice.
    QFormLayout* createGeneralForm(const GameSetup& setup);
    QDialogButtonBox* createButtons();
    QWidget* sideGroup(const QString& title, QComboBox* kind, EnginePlayerForm* engine,
                       const std::optional<play::PlayerSpec>& player);

    QComboBox* m_size;
    QComboBox* m_scoring;
    QComboBox* m_blackKind;
    QComboBox* m_whiteKind;
    EnginePlayerForm* m_blackEngine;
    EnginePlayerForm* m_whiteEngine;
};

} // namespace othello
