#include "SolvePanel.h"

#include "common/AlgorithmNames.h"
#include "common/ValueView.h"
#include "engine/best/BestSolver.h"
#include "engine/table/MemoryBudget.h"
#include "jobs/SolveJob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace othello {

SolvePanel::SolvePanel(QWidget* parent) : QWidget(parent), m_job(new SolveJob(this))
{
    m_settingsBox = createSettingsBox();
    m_resultBox = createResultBox();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_settingsBox);
    layout->addWidget(m_resultBox);
    layout->addStretch(1);
    connectParts();
    retranslate();
    clearResult();
    updateEnabled();
}

void SolvePanel::createSettingsControls()
{
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    for (const AlgorithmInfo& info : kAlgorithms)
        m_algorithm->addItem(QString(), QString::fromLatin1(info.id.data(), static_cast<qsizetype>(info.id.size())));
    m_algorithm->setCurrentIndex(1); // alpha-beta: a sensible first choice

    m_useTable = new QCheckBox(this);
    m_useTable->setObjectName(QStringLiteral("ttCheck"));
    m_tableMegabytes = new QSpinBox(this);
    m_tableMegabytes->setObjectName(QStringLiteral("ttSizeSpin"));
    m_tableMegabytes->setRange(1, 4096);
    m_tableMegabytes->setValue(64);

    m_limitTime = new QCheckBox(this);
    m_limitTime->setObjectName(QStringLiteral("timeLimitCheck"));
    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setObjectName(QStringLiteral("timeLimitSpin"));
    m_timeLimit->setRange(0.1, 86400.0);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(60.0);

    m_solveButton = new QPushButton(this);
    m_solveButton->setObjectName(QStringLiteral("solveButton"));
    m_solveButton->setDefault(true);
    m_stopButton = new QPushButton(this);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
}

QGroupBox* SolvePanel::createSettingsBox()
{
    createSettingsControls();
    m_positionLabel = new QLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("positionLabel"));
    // Two lines whatever the position's name, so Solve and Stop below never move.
    m_positionLabel->setWordWrap(true);
    m_positionLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_positionLabel->setFixedHeight(2 * m_positionLabel->fontMetrics().lineSpacing());
    m_positionTitle = new QLabel(this);
    m_positionTitle->setAlignment(Qt::AlignLeft | Qt::AlignTop); // beside the name's first line
    m_positionTitle->setFixedHeight(m_positionLabel->height());
    m_algorithmTitle = new QLabel(this);

    auto* settingsBox = new QGroupBox(this);
    settingsBox->setObjectName(QStringLiteral("solveSettingsBox"));
    auto* settingsForm = new QFormLayout;
    settingsForm->addRow(m_positionTitle, m_positionLabel);
    settingsForm->addRow(m_algorithmTitle, m_algorithm);
    auto* tableRow = new QHBoxLayout;
    tableRow->addWidget(m_useTable);
    tableRow->addWidget(m_tableMegabytes);
    tableRow->addStretch(1);
    settingsForm->addRow(tableRow);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(m_limitTime);
    timeRow->addWidget(m_timeLimit);
    timeRow->addStretch(1);
    settingsForm->addRow(timeRow);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_solveButton);
    buttons->addWidget(m_stopButton);
    buttons->addStretch(1);
    auto* settingsLayout = new QVBoxLayout(settingsBox);
    settingsLayout->addLayout(settingsForm);
    settingsLayout->addLayout(buttons);
    return settingsBox;
}

QGroupBox* SolvePanel::createResultBox()
{
    auto* resultBox = new QGroupBox(this);
    resultBox->setObjectName(QStringLiteral("solveResultBox"));
    auto* resultForm = new QFormLayout(resultBox);
    // Rows of text read like a table: a small gap between them leaves a small window the height
    // of the rows that wrap.
    resultForm->setVerticalSpacing(resultBox->fontMetrics().lineSpacing() / 4);
    m_solvedPosition = addResultRow(resultForm, QT_TR_NOOP("Position:"), "solvedPositionLabel");
    m_status = addResultRow(resultForm, QT_TR_NOOP("Status:"), "statusLabel");
    m_searchSettings = addResultRow(resultForm, QT_TR_NOOP("Search:"), "searchSettingsLabel");
    // Short row titles leave the values the width to fit on few lines in a small window.
    m_value = addResultRow(resultForm, QT_TR_NOOP("Value:"), "valueLabel");
    m_bestMove = addResultRow(resultForm, QT_TR_NOOP("Best move:"), "bestMoveLabel");
    // The line gets the box's whole width below its title: up to 33 moves wrap into few lines.
    m_playLineButton = new QPushButton(this);
    m_playLineButton->setObjectName(QStringLiteral("playLineButton"));
    auto* lineTitleRow = new QHBoxLayout;
    lineTitleRow->addWidget(m_playLineButton);
    lineTitleRow->addStretch(1);
    m_lineTitle = new QLabel(this);
    m_lineTitle->setObjectName(QStringLiteral("solveLineTitle"));
    resultForm->addRow(m_lineTitle, lineTitleRow);
    m_lineLabel = new QLabel(this);
    m_lineLabel->setObjectName(QStringLiteral("lineLabel"));
    m_lineLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lineLabel->setWordWrap(true);
    // The line stands apart from the counts below it.
    m_lineLabel->setContentsMargins(0, 0, 0, m_lineLabel->fontMetrics().lineSpacing() / 2);
    m_lineLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    resultForm->addRow(m_lineLabel);
    m_expanded = addResultRow(resultForm, QT_TR_NOOP("Expanded nodes:"), "expandedLabel");
    m_generated = addResultRow(resultForm, QT_TR_NOOP("Generated nodes:"), "generatedLabel");
    m_time = addResultRow(resultForm, QT_TR_NOOP("Time:"), "timeLabel");
    m_rate = addResultRow(resultForm, QT_TR_NOOP("Expanded/s:"), "rateLabel");
    return resultBox;
}

void SolvePanel::retranslate()
{
    for (int i = 0; i < m_algorithm->count(); ++i)
        if (const auto algorithm = parseAlgorithm(m_algorithm->itemData(i).toString().toStdString()))
            m_algorithm->setItemText(i, translatedAlgorithmName(*algorithm));
    m_useTable->setText(tr("Transposition table"));
    m_tableMegabytes->setSuffix(tr(" MiB"));
    m_tableMegabytes->setAccessibleName(tr("Transposition table size"));
    const std::size_t anySize = std::numeric_limits<std::size_t>::max();
    m_tableMegabytes->setToolTip(tr("The most memory the table may take. Best takes no more than the board needs: "
                                    "at most %1 MiB on 6x6 and %2 MiB on 4x4.")
                                     .arg(bestTableMegabytes(6, anySize))
                                     .arg(bestTableMegabytes(4, anySize)));
    m_limitTime->setText(tr("Time limit"));
    m_timeLimit->setSuffix(tr(" s"));
    m_timeLimit->setAccessibleName(tr("Time limit in seconds"));
    m_solveButton->setText(tr("Solve"));
    m_stopButton->setText(tr("Stop"));
    m_settingsBox->setTitle(tr("Solve this position"));
    m_positionTitle->setText(tr("Position:"));
    m_algorithmTitle->setText(tr("Algorithm:"));
    m_resultBox->setTitle(tr("Result"));
    for (const auto& [title, text] : m_rowTitles)
        title->setText(tr(text));
    m_value->setToolTip(tr("The value in the view named beside it (Settings > Values From): in Black's view positive "
                           "when Black wins, negative when White wins"));
    m_rate->setToolTip(tr("Expanded nodes per second"));
    for (QLabel* shortened : {m_value, m_rate})
        if (auto* form = qobject_cast<QFormLayout*>(m_resultBox->layout()))
            form->labelForField(shortened)->setToolTip(shortened->toolTip());
    m_playLineButton->setText(tr("Play Line"));
    m_playLineButton->setToolTip(tr("Play the rest of the optimal line on the board from the position shown; "
                                    "step back through it with the PV buttons"));
    showResultTexts();
    keepResultWhole();
}

void SolvePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// The panel would get by with the width of its controls; its result reads better with room for a
// value of some thirty characters beside the row titles: the page's splitter gives it more of a
// wide window, and fewer rows wrap.
QSize SolvePanel::sizeHint() const
{
    return QWidget::sizeHint().expandedTo(QSize(55 * fontMetrics().averageCharWidth(), 0));
}

void SolvePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    keepResultWhole();
}

// A window's layout asks a form of wrapped labels for one line a row, not for the lines their
// texts wrap into: in a small window the rows below a wrapped one were cut off at the bottom.
// The result asks for the height its rows need at the panel's width; the move table below gives
// up the room.
void SolvePanel::keepResultWhole()
{
    if (const int height = m_resultBox->heightForWidth(width()); height >= 0)
        m_resultBox->setMinimumHeight(height);
}

void SolvePanel::connectParts()
{
    connect(m_solveButton, &QPushButton::clicked, this, &SolvePanel::solve);
    connect(m_stopButton, &QPushButton::clicked, this, &SolvePanel::stop);
    connect(m_useTable, &QCheckBox::toggled, this, &SolvePanel::updateEnabled);
    // best is built around its table; the classical searches start without one, as in the course.
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        if (const auto algorithm = parseAlgorithm(m_algorithm->currentData().toString().toStdString()))
            m_useTable->setChecked(usesTableByDefault(*algorithm));
    });
    connect(m_limitTime, &QCheckBox::toggled, this, &SolvePanel::updateEnabled);
    connect(m_playLineButton, &QPushButton::clicked, this, &SolvePanel::playLine);
    connect(m_job, &SolveJob::progress, this, &SolvePanel::showProgress);
    connect(m_job, &SolveJob::finished, this, &SolvePanel::showResult);
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, [this] {
        showResultTexts();
        keepResultWhole();
    });
}

// The job (a child) joins its thread in its own destructor.
SolvePanel::~SolvePanel() = default;

QLabel* SolvePanel::addResultRow(QFormLayout* form, const char* name, const char* objectName)
{
    auto* value = new QLabel(this);
    value->setObjectName(QString::fromLatin1(objectName));
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Wrapped, so a long result (a stopped search's counts) does not widen the panel and move
    // the board.
    value->setWordWrap(true);
    auto* title = new QLabel(this);
    title->setAlignment(Qt::AlignLeft | Qt::AlignTop); // beside the first line of a wrapped value
    m_rowTitles.emplace_back(title, name);
    form->addRow(title, value);
    return value;
}

void SolvePanel::setPosition(const Board& board, const QString& description)
{
    m_board = board;
    m_description = description;
    m_positionLabel->setText(description);
    // The position solved, named again in the language in force (a language change names it anew).
    if (m_solvedOptions && board == m_solvedBoard && description != m_solvedDescription) {
        m_solvedDescription = description;
        m_solvedPosition->setText(description);
    }
    updateEnabled(); // Play Line needs a position on the line
}

void SolvePanel::playLine()
{
    const std::vector<int> moves = m_line.movesAfter(m_board);
    if (!isRunning() && !moves.empty())
        emit playLineRequested(moves);
}

bool SolvePanel::isRunning() const { return m_running || m_job->isRunning(); }

SearchOptions SolvePanel::options() const
{
    SearchOptions options;
    const auto algorithm = parseAlgorithm(m_algorithm->currentData().toString().toStdString());
    options.algorithm = algorithm.value_or(Algorithm::AlphaBeta);
    options.useTranspositionTable = m_useTable->isChecked();
    options.ttMegabytes = static_cast<std::size_t>(m_tableMegabytes->value());
    if (m_limitTime->isChecked())
        options.timeLimitSeconds = m_timeLimit->value();
    return options;
}

void SolvePanel::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("solve/algorithm"), m_algorithm->currentData());
    settings.setValue(QStringLiteral("solve/tt"), m_useTable->isChecked());
    settings.setValue(QStringLiteral("solve/ttMegabytes"), m_tableMegabytes->value());
    settings.setValue(QStringLiteral("solve/limitTime"), m_limitTime->isChecked());
    settings.setValue(QStringLiteral("solve/timeLimitSeconds"), m_timeLimit->value());
}

void SolvePanel::restoreSettings(const QSettings& settings)
{
    const int algorithm = m_algorithm->findData(settings.value(QStringLiteral("solve/algorithm")));
    if (algorithm >= 0)
        m_algorithm->setCurrentIndex(algorithm);
    m_useTable->setChecked(settings.value(QStringLiteral("solve/tt"), m_useTable->isChecked()).toBool());
    m_tableMegabytes->setValue(settings.value(QStringLiteral("solve/ttMegabytes"), m_tableMegabytes->value()).toInt());
    m_limitTime->setChecked(settings.value(QStringLiteral("solve/limitTime"), m_limitTime->isChecked()).toBool());
    m_timeLimit->setValue(settings.value(QStringLiteral("solve/timeLimitSeconds"), m_timeLimit->value()).toDouble());
}

void SolvePanel::solve()
{
    if (isRunning())
        return;
    clearResult();
    const SearchOptions search = options();
    if (search.useTranspositionTable && !tableMemoryProblem(search.ttMegabytes).empty()) {
        m_status->setText(tr("A %1 MiB transposition table does not fit in the memory available (%2 MiB).")
                              .arg(search.ttMegabytes)
                              .arg(availableMemoryBytes() / (1024 * 1024)));
        emit statusMessage(m_status->text());
        return;
    }
    if (!m_job->start(m_board, search)) {
        emit statusMessage(tr("The search could not be started."));
        return;
    }
    m_running = true;
    m_solvedBoard = m_board;
    m_solvedDescription = m_description;
    m_solvedOptions = search;
    // The result's rows show the search live: which position (the user may move on meanwhile),
    // the counts, and what is proven so far.
    showResultTexts();
    keepResultWhole();
    updateEnabled();
    emit runningChanged(true);
    emit statusMessage(tr("Solving %1 with %2…").arg(m_description, m_algorithm->currentText()));
}

QString SolvePanel::settingsText(const SearchOptions& search) const
{
    const QString algorithm = translatedAlgorithmName(search.algorithm);
    // best sizes its table to the board (it is shown only for the solved position's).
    const std::size_t megabytes = search.algorithm == Algorithm::Best
        ? bestTableMegabytes(m_solvedBoard.size, search.ttMegabytes)
        : search.ttMegabytes;
    const QString table = search.useTranspositionTable ? tr("table %1 MiB").arg(megabytes) : tr("no table");
    const QString limit = search.timeLimitSeconds
        ? tr("time limit %1 s").arg(QLocale().toString(*search.timeLimitSeconds, 'f', 1))
        : tr("no time limit");
    return tr("%1, %2, %3").arg(algorithm, table, limit);
}

void SolvePanel::stop()
{
    if (m_job->isRunning())
        m_job->stop();
}

void SolvePanel::updateEnabled()
{
    const bool running = m_running;
    m_solveButton->setEnabled(!running);
    m_stopButton->setEnabled(running);
    m_algorithm->setEnabled(!running);
    m_useTable->setEnabled(!running);
    m_tableMegabytes->setEnabled(!running && m_useTable->isChecked());
    m_limitTime->setEnabled(!running);
    m_timeLimit->setEnabled(!running && m_limitTime->isChecked());
    m_playLineButton->setEnabled(!running && !m_line.movesAfter(m_board).empty());
}

} // namespace othello
