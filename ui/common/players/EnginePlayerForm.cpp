#include "EnginePlayerForm.h"

#include "EngineManagerDialog.h"
#include "EnginePresets.h"
#include "ExternalEngines.h"
#include "common/AlgorithmNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace othello {

namespace {
// The depth-limited searches a player can use.
constexpr Algorithm kPlayerAlgorithms[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout,
                                           Algorithm::NegaScout, Algorithm::Best};
} // namespace

EnginePlayerForm::EnginePlayerForm(QWidget* parent)
    : QWidget(parent),
      m_external(externalEngines()),
      m_preset(new QComboBox),
      m_manage(new QPushButton(tr("Engines…"))),
      m_algorithm(new QComboBox),
      m_evaluation(new QComboBox),
      m_depth(new QSpinBox),
      m_timed(new QCheckBox(tr("Time per move"))),
      m_seconds(new QDoubleSpinBox),
      m_table(new QCheckBox(tr("Transposition table"))),
      m_name(new QLineEdit)
{
    // Named for the tests, which find them with findChild().
    m_preset->setObjectName(QStringLiteral("presetCombo"));
    m_depth->setObjectName(QStringLiteral("depthSpin"));
    setUpControls();
    createLayout();
    connectParts();
    choosePreset(2);
}

void EnginePlayerForm::setUpControls()
{
    fillChoices();
    m_manage->setObjectName(QStringLiteral("manageEnginesButton"));
    m_manage->setToolTip(tr("Add, edit or test external engines (NBoard protocol)"));
    for (Algorithm algorithm : kPlayerAlgorithms)
        m_algorithm->addItem(translatedAlgorithmName(algorithm), static_cast<int>(algorithm));
    for (const EvaluationChoice& choice : evaluationChoices())
        m_evaluation->addItem(choice.title, choice.id);
    m_depth->setRange(1, 60);
    m_depth->setToolTip(tr("Plies searched (with a time per move: the deepest iteration allowed)"));
    m_seconds->setRange(0.05, 60);
    m_seconds->setDecimals(2);
    m_seconds->setSingleStep(0.25);
    m_seconds->setSuffix(tr(" s"));
    m_name->setToolTip(tr("The name in tables and files"));
}

void EnginePlayerForm::createLayout()
{
    auto* limitRow = new QHBoxLayout;
    limitRow->setContentsMargins(0, 0, 0, 0);
    limitRow->addWidget(m_depth);
    limitRow->addWidget(m_timed);
    limitRow->addWidget(m_seconds, 1);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    auto* presetRow = new QHBoxLayout;
    presetRow->setContentsMargins(0, 0, 0, 0);
    presetRow->addWidget(m_preset, 1);
    presetRow->addWidget(m_manage);
    form->addRow(tr("Strength:"), presetRow);
    form->addRow(tr("Search:"), m_algorithm);
    form->addRow(tr("Evaluation:"), m_evaluation);
    form->addRow(tr("Depth:"), limitRow);
    form->addRow(QString(), m_table);
    form->addRow(tr("Name:"), m_name);
}

void EnginePlayerForm::connectParts()
{
    connect(m_preset, &QComboBox::currentIndexChanged, this, &EnginePlayerForm::showPreset);
    for (QComboBox* box : {m_algorithm, m_evaluation})
        connect(box, &QComboBox::currentIndexChanged, this, &EnginePlayerForm::markCustom);
    connect(m_depth, &QSpinBox::valueChanged, this, &EnginePlayerForm::markCustom);
    connect(m_seconds, &QDoubleSpinBox::valueChanged, this, &EnginePlayerForm::markCustom);
    connect(m_timed, &QCheckBox::toggled, this, [this](bool timed) {
        m_seconds->setEnabled(timed);
        markCustom();
    });
    connect(m_table, &QCheckBox::toggled, this, &EnginePlayerForm::markCustom);
    connect(m_name, &QLineEdit::textEdited, this, &EnginePlayerForm::changed);
    connect(m_manage, &QPushButton::clicked, this, &EnginePlayerForm::manageEngines);
}

void EnginePlayerForm::fillChoices()
{
    const QSignalBlocker blocker(m_preset);
    m_preset->clear();
    for (const EnginePreset& preset : enginePresets())
        m_preset->addItem(preset.title);
    for (const play::PlayerSpec& engine : m_external)
        m_preset->addItem(tr("External engine: %1").arg(QString::fromStdString(engine.name)));
    m_preset->addItem(tr("Custom"));
}

int EnginePlayerForm::externalIndex() const
{
    const int index = m_preset->currentIndex() - static_cast<int>(enginePresets().size());
    return index >= 0 && index < static_cast<int>(m_external.size()) ? index : -1;
}

void EnginePlayerForm::enableParts()
{
    // An external engine has only the manager's settings: its search is its own.
    const bool search = externalIndex() < 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_algorithm, m_evaluation, m_depth, m_timed, m_table})
        w->setEnabled(search);
    m_seconds->setEnabled(search && m_timed->isChecked());
}

void EnginePlayerForm::manageEngines()
{
    const play::PlayerSpec current = player();
    EngineManagerDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_external = dialog.engines();
    fillChoices();
    setPlayer(current);
}

void EnginePlayerForm::choosePreset(int index)
{
    m_preset->setCurrentIndex(index);
    showPreset(index);
}

void EnginePlayerForm::showPreset(int index)
{
    const auto presets = enginePresets();
    const int external = index - static_cast<int>(presets.size());
    if (external >= 0 && external < static_cast<int>(m_external.size())) {
        setPlayer(m_external[static_cast<std::size_t>(external)]);
        return;
    }
    if (index < 0 || index >= static_cast<int>(presets.size()))
        return; // Custom: keep the parts as they are
    setPlayer(presets[static_cast<std::size_t>(index)].player);
}

void EnginePlayerForm::setPlayer(const play::PlayerSpec& player)
{
    if (player.kind == play::PlayerKind::Nboard) {
        // One of the manager's engines, or one of its own (a restored setup): offered from now on.
        auto known = std::find_if(m_external.begin(), m_external.end(),
                                  [&](const play::PlayerSpec& e) { return e.text() == player.text(); });
        if (known == m_external.end()) {
            m_external.push_back(player);
            fillChoices();
            known = m_external.end() - 1;
        }
        m_filling = true;
        {
            const QSignalBlocker blocker(m_preset);
            m_preset->setCurrentIndex(static_cast<int>(enginePresets().size() + (known - m_external.begin())));
        }
        m_name->setText(QString::fromStdString(player.name));
        m_depth->setValue(player.depth);
        m_filling = false;
        enableParts();
        emit changed();
        return;
    }
    m_filling = true;
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(static_cast<int>(player.algorithm))));
    const int evaluation = m_evaluation->findData(QString::fromStdString(player.evaluation));
    if (evaluation < 0) // a weight list: offer it as it is
        m_evaluation->addItem(QString::fromStdString(player.evaluation), QString::fromStdString(player.evaluation));
    m_evaluation->setCurrentIndex(m_evaluation->findData(QString::fromStdString(player.evaluation)));
    m_depth->setValue(player.depth);
    m_timed->setChecked(player.secondsPerMove.has_value());
    m_seconds->setEnabled(player.secondsPerMove.has_value());
    m_seconds->setValue(player.secondsPerMove.value_or(1.0));
    m_table->setChecked(player.useTranspositionTable);
    m_name->setText(QString::fromStdString(player.name));
    // The preset whose player this is, or Custom.
    const auto presets = enginePresets();
    int preset = static_cast<int>(presets.size());
    for (std::size_t i = 0; i < presets.size(); ++i)
        if (presets[i].player.text() == player.text())
            preset = static_cast<int>(i);
    {
        const QSignalBlocker blocker(m_preset);
        m_preset->setCurrentIndex(preset);
    }
    m_filling = false;
    enableParts();
    emit changed();
}

void EnginePlayerForm::markCustom()
{
    if (m_filling)
        return;
    {
        const QSignalBlocker blocker(m_preset);
        m_preset->setCurrentIndex(m_preset->count() - 1);
    }
    // A name that was a preset's no longer describes the player: name it after its parts.
    play::PlayerSpec spec = player();
    bool presetName = false;
    for (const EnginePreset& preset : enginePresets())
        presetName |= QString::fromStdString(preset.player.name) == m_name->text();
    if (presetName || m_name->text().isEmpty()) {
        QString name = QString::fromLatin1(algorithmId(spec.algorithm).data());
        name += spec.secondsPerMove ? QStringLiteral("-%1s").arg(*spec.secondsPerMove) : QString::number(spec.depth);
        name += QStringLiteral("-") + m_evaluation->currentData().toString();
        m_name->setText(name);
    }
    emit changed();
}

play::PlayerSpec EnginePlayerForm::player() const
{
    if (const int external = externalIndex(); external >= 0) {
        play::PlayerSpec spec = m_external[static_cast<std::size_t>(external)];
        const QString name = m_name->text().trimmed().replace(QLatin1Char(':'), QLatin1Char('-'));
        if (!name.isEmpty())
            spec.name = name.toStdString();
        return spec;
    }
    play::PlayerSpec spec;
    spec.algorithm = static_cast<Algorithm>(m_algorithm->currentData().toInt());
    spec.depth = m_depth->value();
    if (m_timed->isChecked())
        spec.secondsPerMove = m_seconds->value();
    spec.useTranspositionTable = m_table->isChecked();
    spec.evaluation = m_evaluation->currentData().toString().toStdString();
    // ':' separates the fields of a player specification: keep it out of names.
    spec.name = m_name->text().trimmed().replace(QLatin1Char(':'), QLatin1Char('-')).toStdString();
    if (spec.name.empty())
        spec.name = std::string(algorithmId(spec.algorithm)) + std::to_string(spec.depth);
    return spec;
}

} // namespace othello
