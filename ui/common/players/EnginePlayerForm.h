#pragma once

#include "engine/play/EnginePlayer.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace othello {

// Edits one engine player: a strength preset, an external engine of the engine manager
// (Engines… opens it), or its parts (search, evaluation, depth or time per move, transposition
// table, name). Changing a part turns the preset into "Custom".
class EnginePlayerForm : public QWidget {
    Q_OBJECT
public:
    explicit EnginePlayerForm(QWidget* parent = nullptr);

    play::PlayerSpec player() const;
    void setPlayer(const play::PlayerSpec& player);
    // Picks a preset of enginePresets() by index.
    void choosePreset(int index);
    // Opens the engine manager; the external engines offered follow its changes.
    void manageEngines();

signals:
    void changed();

private:
    // The choices and ranges of the parts; the form; what a change of a part does.
    void setUpControls();
    void createLayout();
    void connectParts();
    void showPreset(int index);
    void markCustom();
    // Fills the choices: presets, external engines, Custom.
    void fillChoices();
    // The external engine chosen, -1 when none.
    int externalIndex() const;
    void enableParts();

    std::vector<play::PlayerSpec> m_external; // offered after the presets
    QComboBox* m_preset;
    QPushButton* m_manage;
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
