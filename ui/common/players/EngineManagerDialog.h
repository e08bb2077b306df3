#pragma once

#include "engine/play/EnginePlayer.h"

#include <QDialog>
#include <vector>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace othello {

class EngineProbeJob;

// The engine manager: the external engines (NBoard protocol) the Play and Tournament tabs
// offer. Add, edit and remove their name, command, working folder, depth and time per move;
// Test starts one and shows the name it gives. OK remembers them (setExternalEngines()).
class EngineManagerDialog : public QDialog {
    Q_OBJECT
public:
    explicit EngineManagerDialog(QWidget* parent = nullptr);
    ~EngineManagerDialog() override;

    const std::vector<play::PlayerSpec>& engines() const { return m_engines; }
    // Checks the engines (names given and different, commands given); a problem is shown.
    void accept() override;

public slots:
    void addEngine();
    void removeEngine();
    void testEngine();

private:
    QWidget* createEngineForm();
    void connectParts();
    void showEngines();
    void showEngine(int row);
    void storeEngine();
    void updateEnabled();
    // The problem with the engines, empty when none.
    QString problem() const;

    std::vector<play::PlayerSpec> m_engines;
    int m_current = -1;
    bool m_filling = false;
    EngineProbeJob* m_probe;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QPushButton* m_browseCommand;
    QLineEdit* m_directory;
    QPushButton* m_browseDirectory;
    QSpinBox* m_depth;
    QDoubleSpinBox* m_seconds;
    QDoubleSpinBox* m_startup;
    QPushButton* m_test;
    QLabel* m_testResult;
};

} // namespace othello
