#pragma once

#include "engine/play/EnginePlayer.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace othello {

// Edits one engine player: a strength preset, or its parts (search, evaluation, depth or time
// per move, transposition table, name). Changing a part turns the preset into "Custom".
class EnginePlayerForm : public QWidget {
    Q_OBJECT
public:
    explicit EnginePlayerForm(QWidget* parent = nullptr);

    play::PlayerSpec player() const;
    void setPlayer(const play::PlayerSpec& player);
    // Picks a preset of enginePresets() by index.
    void choosePreset(int index);

signals:
    void changed();

private:
    // The choices and ranges of the parts; the form; what a change of a part does.
    void setUpControls();
    void createLayout();
    void connectParts();
    void showPreset(int index);
    void markCustom();

    QComboBox* m_preset;
    QComboBox* m_algorithm;
    QComboBox* m_evaluation;
    QSpinBox* m_depth;
    QCheckBox* m_timed;
    QDoubleSpinBox* m_seconds;
    QCheckBox* m_table;
    QLineEdit* m_name;
    bool m_filling = false;
};

} // namespace othello
