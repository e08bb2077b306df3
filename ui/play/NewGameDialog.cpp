#include "NewGameDialog.h"

#include "common/players/EnginePlayerForm.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace othello {

NewGameDialog::NewGameDialog(const GameSetup& setup, QWidget* parent)
    : QDialog(parent),
      m_size(new QComboBox),
      m_scoring(new QComboBox),
      m_blackKind(new QComboBox),
      m_whiteKind(new QComboBox),
      m_blackEngine(new EnginePlayerForm),
      m_whiteEngine(new EnginePlayerForm)
{
    setWindowTitle(tr("New Game"));
    // Named for the tests, which find them with findChild().
    m_size->setObjectName(QStringLiteral("boardSizeCombo"));
    m_blackKind->setObjectName(QStringLiteral("blackKindCombo"));
    m_whiteKind->setObjectName(QStringLiteral("whiteKindCombo"));
    m_blackEngine->setObjectName(QStringLiteral("blackEngineForm"));
    m_whiteEngine->setObjectName(QStringLiteral("whiteEngineForm"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(createGeneralForm(setup));
    auto* sides = new QHBoxLayout;
    sides->addWidget(sideGroup(tr("Black (moves first)"), m_blackKind, m_blackEngine, setup.black));
    sides->addWidget(sideGroup(tr("White"), m_whiteKind, m_whiteEngine, setup.white));
    layout->addLayout(sides);
    layout->addWidget(createButtons());
}

QFormLayout* NewGameDialog::createGeneralForm(const GameSetup& setup)
{
    for (int size : {4, 6, 8})
        m_size->addItem(tr("%1×%1").arg(size), size);
    m_size->setCurrentIndex(std::max(0, m_size->findData(setup.size)));
    m_scoring->addItem(tr("Disc difference"), static_cast<int>(ScoringRule::DiscDifference));
    m_scoring->addItem(tr("Empty squares to the winner"), static_cast<int>(ScoringRule::EmptiesToWinner));
    m_scoring->setCurrentIndex(setup.scoring == ScoringRule::DiscDifference ? 0 : 1);
    auto* general = new QFormLayout;
    general->addRow(tr("Board:"), m_size);
    general->addRow(tr("Scoring:"), m_scoring);
    return general;
}

QDialogButtonBox* NewGameDialog::createButtons()
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        const GameSetup chosen = setup();
        for (const auto& player : {chosen.black, chosen.white})
            if (player && player->kind == play::PlayerKind::Nboard && chosen.size != 8) {
                QMessageBox::warning(this, windowTitle(),
                                     tr("External engines play 8×8 games only (the NBoard protocol is for 8×8)."));
                return;
            }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return buttons;
}

QWidget* NewGameDialog::sideGroup(const QString& title, QComboBox* kind, EnginePlayerForm* engine,
                                  const std::optional<play::PlayerSpec>& player)
{
    auto* group = new QGroupBox(title);
    kind->addItem(tr("Person"));
    kind->addItem(tr("Engine"));
    if (player)
        engine->setPlayer(*player);
    kind->setCurrentIndex(player ? 1 : 0);
    engine->setEnabled(player.has_value());
    connect(kind, &QComboBox::currentIndexChanged, engine, [engine](int index) { engine->setEnabled(index == 1); });
    auto* layout = new QVBoxLayout(group);
    layout->addWidget(kind);
    layout->addWidget(engine);
    layout->addStretch(1);
    return group;
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.size = m_size->currentData().toInt();
    setup.scoring = static_cast<ScoringRule>(m_scoring->currentData().toInt());
    if (m_blackKind->currentIndex() == 1)
        setup.black = m_blackEngine->player();
    if (m_whiteKind->currentIndex() == 1)
        setup.white = m_whiteEngine->player();
    return setup;
}

} // namespace othello
