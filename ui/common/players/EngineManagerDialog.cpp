#include "EngineManagerDialog.h"

#include "ExternalEngines.h"
#include "jobs/EngineProbeJob.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <set>

namespace othello {

EngineManagerDialog::EngineManagerDialog(QWidget* parent)
    : QDialog(parent),
      m_engines(externalEngines()),
      m_probe(new EngineProbeJob(this)),
      m_list(new QListWidget),
      m_add(new QPushButton(tr("Add"))),
      m_remove(new QPushButton(tr("Remove"))),
      m_name(new QLineEdit),
      m_command(new QLineEdit),
      m_browseCommand(new QPushButton(tr("Browse…"))),
      m_directory(new QLineEdit),
      m_browseDirectory(new QPushButton(tr("Browse…"))),
      m_depth(new QSpinBox),
      m_seconds(new QDoubleSpinBox),
      m_startup(new QDoubleSpinBox),
      m_test(new QPushButton(tr("Test"))),
      m_testResult(new QLabel)
{
    setWindowTitle(tr("External Engines"));
    // Named for the tests, which find them with findChild().
    m_list->setObjectName(QStringLiteral("engineList"));
    m_name->setObjectName(QStringLiteral("engineName"));
    m_command->setObjectName(QStringLiteral("engineCommand"));
    m_depth->setObjectName(QStringLiteral("engineDepth"));
    m_test->setObjectName(QStringLiteral("engineTest"));
    m_testResult->setObjectName(QStringLiteral("engineTestResult"));

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_remove);
    listButtons->addStretch(1);
    auto* listSide = new QVBoxLayout;
    listSide->addWidget(m_list, 1);
    listSide->addLayout(listButtons);
    auto* top = new QHBoxLayout;
    top->addLayout(listSide, 2);
    top->addWidget(createEngineForm(), 3);

    auto* note = new QLabel(tr("Engines that speak the NBoard protocol (Edax, NTest, othello-lab-cli nboard, …) "
                               "play 8×8 games in the Play and Tournament tabs. One that does not start, "
                               "stops, answers late or plays an illegal move loses that game."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &EngineManagerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connectParts();
    showEngines();
    m_list->setCurrentRow(m_engines.empty() ? -1 : 0);
    showEngine(m_list->currentRow());
    resize(720, 420);
}

EngineManagerDialog::~EngineManagerDialog() = default;

QWidget* EngineManagerDialog::createEngineForm()
{
    m_name->setToolTip(tr("The name in tables and files"));
    m_command->setToolTip(tr("The program and its arguments, as typed in a terminal"));
    m_command->setPlaceholderText(tr("e.g. /opt/edax/mEdax -n 1"));
    m_directory->setPlaceholderText(tr("the current folder"));
    m_directory->setToolTip(tr("The folder the engine starts in (some engines find their data files there)"));
    m_depth->setRange(1, 60);
    m_depth->setToolTip(tr("Sent to the engine as \"set depth\""));
    m_seconds->setRange(0, 3600);
    m_seconds->setDecimals(1);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setSpecialValueText(tr("default (%1 s)").arg(QLocale().toString(play::kNboardSecondsPerMove, 'g', 3)));
    m_seconds->setToolTip(tr("The time the engine may take for a move before it loses the game"));
    m_startup->setObjectName(QStringLiteral("engineStartup"));
    m_startup->setRange(0, 3600);
    m_startup->setDecimals(1);
    m_startup->setSuffix(tr(" s"));
    m_startup->setSpecialValueText(
        tr("default (the time per move, at least %1 s)").arg(QLocale().toString(play::kNboardStartupSeconds, 'g', 3)));
    m_startup->setToolTip(tr("The time the engine may take to start and give its first answer (an engine may "
                             "load or build its opening book first)"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    const auto row = [](QWidget* field, QWidget* button) {
        auto* layout = new QHBoxLayout;
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(field, 1);
        layout->addWidget(button);
        return layout;
    };
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_testResult, 1);
    auto* group = new QGroupBox(tr("Engine"));
    auto* form = new QFormLayout(group);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Command:"), row(m_command, m_browseCommand));
    form->addRow(tr("Folder:"), row(m_directory, m_browseDirectory));
    form->addRow(tr("Depth:"), m_depth);
    form->addRow(tr("Time per move:"), m_seconds);
    form->addRow(tr("Start-up time:"), m_startup);
    form->addRow(testRow);
    return group;
}

void EngineManagerDialog::connectParts()
{
    connect(m_list, &QListWidget::currentRowChanged, this, &EngineManagerDialog::showEngine);
    connect(m_add, &QPushButton::clicked, this, &EngineManagerDialog::addEngine);
    connect(m_remove, &QPushButton::clicked, this, &EngineManagerDialog::removeEngine);
    connect(m_test, &QPushButton::clicked, this, &EngineManagerDialog::testEngine);
    for (QLineEdit* edit : {m_name, m_command, m_directory})
        connect(edit, &QLineEdit::textChanged, this, &EngineManagerDialog::storeEngine);
    connect(m_depth, &QSpinBox::valueChanged, this, &EngineManagerDialog::storeEngine);
    connect(m_seconds, &QDoubleSpinBox::valueChanged, this, &EngineManagerDialog::storeEngine);
    connect(m_startup, &QDoubleSpinBox::valueChanged, this, &EngineManagerDialog::storeEngine);
    connect(m_browseCommand, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Engine Program"));
        if (!path.isEmpty()) // quoted, so a path with spaces stays one word
            m_command->setText(path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"') : path);
    });
    connect(m_browseDirectory, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getExistingDirectory(this, tr("Engine Folder"), m_directory->text());
        if (!path.isEmpty())
            m_directory->setText(path);
    });
    connect(m_probe, &EngineProbeJob::finished, this,
            [this](const QString& name, const QString& failure, bool cancelled) {
                if (cancelled)
                    m_testResult->clear();
                else if (failure.isEmpty())
                    m_testResult->setText(tr("The engine answered: %1").arg(name.isEmpty() ? tr("(no name)") : name));
                else // the jobs layer speaks English: say it in the user's language, then its detail
                    m_testResult->setText(tr("The engine failed: %1").arg(failure));
                updateEnabled();
            });
}

void EngineManagerDialog::showEngines()
{
    const QSignalBlocker blocker(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (const play::PlayerSpec& engine : m_engines)
        m_list->addItem(QString::fromStdString(engine.name));
    m_list->setCurrentRow(std::min(row, static_cast<int>(m_engines.size()) - 1));
}

void EngineManagerDialog::showEngine(int row)
{
    m_current = row >= 0 && row < static_cast<int>(m_engines.size()) ? row : -1;
    m_filling = true;
    const play::PlayerSpec engine =
        m_current >= 0 ? m_engines[static_cast<std::size_t>(m_current)] : play::PlayerSpec{};
    m_name->setText(QString::fromStdString(engine.name));
    m_command->setText(QString::fromStdString(engine.command));
    m_directory->setText(QString::fromStdString(engine.workingDirectory));
    m_depth->setValue(engine.depth);
    m_seconds->setValue(engine.secondsPerMove.value_or(0));
    m_startup->setValue(engine.startupSeconds.value_or(0));
    m_filling = false;
    m_testResult->clear();
    updateEnabled();
}

void EngineManagerDialog::storeEngine()
{
    if (m_filling || m_current < 0)
        return;
    play::PlayerSpec& engine = m_engines[static_cast<std::size_t>(m_current)];
    // ':' separates the fields of a player specification: keep it out of names and folders.
    engine.name = m_name->text().trimmed().replace(QLatin1Char(':'), QLatin1Char('-')).toStdString();
    engine.command = m_command->text().trimmed().toStdString();
    engine.workingDirectory = m_directory->text().trimmed().toStdString();
    engine.depth = m_depth->value();
    engine.secondsPerMove = m_seconds->value() > 0 ? std::optional<double>(m_seconds->value()) : std::nullopt;
    engine.startupSeconds = m_startup->value() > 0 ? std::optional<double>(m_startup->value()) : std::nullopt;
    if (QListWidgetItem* item = m_list->item(m_current))
        item->setText(QString::fromStdString(engine.name));
    updateEnabled();
}

void EngineManagerDialog::addEngine()
{
    play::PlayerSpec engine;
    engine.kind = play::PlayerKind::Nboard;
    engine.depth = 8;
    engine.name = tr("engine %1").arg(m_engines.size() + 1).toStdString();
    m_engines.push_back(engine);
    showEngines();
    m_list->setCurrentRow(static_cast<int>(m_engines.size()) - 1);
    m_command->setFocus();
}

void EngineManagerDialog::removeEngine()
{
    if (m_current < 0)
        return;
    m_engines.erase(m_engines.begin() + m_current);
    showEngines();
    showEngine(m_list->currentRow());
}

void EngineManagerDialog::testEngine()
{
    if (m_current < 0 || m_probe->isRunning())
        return;
    m_testResult->setText(tr("Starting the engine…"));
    m_probe->start(m_engines[static_cast<std::size_t>(m_current)]);
    updateEnabled();
}

void EngineManagerDialog::updateEnabled()
{
    const bool engine = m_current >= 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_remove, m_name, m_command, m_browseCommand, m_directory,
                                                      m_browseDirectory, m_depth, m_seconds, m_startup})
        w->setEnabled(engine);
    m_test->setEnabled(engine && !m_command->text().trimmed().isEmpty() && !m_probe->isRunning());
}

QString EngineManagerDialog::problem() const
{
    std::set<std::string> names;
    for (const play::PlayerSpec& engine : m_engines) {
        const QString name = QString::fromStdString(engine.name);
        if (engine.name.empty())
            return tr("Every engine needs a name.");
        if (!names.insert(engine.name).second)
            return tr("Two engines are named %1.").arg(name);
        if (engine.command.empty())
            return tr("%1 has no command.").arg(name);
        if (engine.workingDirectory.find(':') != std::string::npos)
            return tr("The folder of %1 contains ':', which player specifications cannot hold.").arg(name);
    }
    return {};
}

void EngineManagerDialog::accept()
{
    if (const QString text = problem(); !text.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), text);
        return;
    }
    setExternalEngines(m_engines);
    QDialog::accept();
}

} // namespace othello
