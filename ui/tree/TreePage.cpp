#include "TreePage.h"

#include "TraceDrawing.h"
#include "TracePane.h"
#include "TraceWording.h"
#include "common/AlgorithmNames.h"
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "common/NumberText.h"
#include "engine/board/PrincipalVariation.h"
#include "results/TraceFormats.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace othello {

namespace {
constexpr int kDefaultLabel = 30;
constexpr int kDefaultDepth = 4;
constexpr double kInstantRecords = 100'000;
constexpr int kDefaultSpeed = 4; // steps per second = 2^(speed-1)

// The guard's estimate of the calls a classical search makes: they grow by a steady factor per
// empty square. Measured with `othello-lab-cli solve` on the 6x6 PV at labels 22 (11 empty
// squares) and 18 (15): the count at 11 and the fourth root of the ratio. Only a guard: it says
// "about", and the recording says exactly what it kept.
struct Growth {
    double at11;     // calls at 11 empty squares
    double perEmpty; // factor per further empty square
};
constexpr int kGrowthEmpties = 11;

Growth growthOf(Algorithm algorithm, bool table)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return table ? Growth{143099, 4.75} : Growth{428402, 6.72};
    case Algorithm::AlphaBeta:
        return table ? Growth{6250, 3.20} : Growth{9130, 3.43};
    case Algorithm::Scout:
        return table ? Growth{8213, 2.56} : Growth{13285, 2.64};
    case Algorithm::NegaScout:
    case Algorithm::Best:
        return table ? Growth{7438, 2.56} : Growth{12085, 2.66};
    }
    return {12085, 2.66};
}

constexpr std::array kClassical{Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout};
} // namespace

TreePage::TreePage(GameSession* explore, QWidget* parent) : Page(parent), m_explore(explore)
{
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        m_jobs[i] = new TraceJob(this);
    m_runTimer = new QTimer(this);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("treeSplitter"));
    splitter->addWidget(createControlSide());
    splitter->addWidget(createTraceSide());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    connectParts();
    updatePositionText();
    updateGuard();
    updateRecordingState();
    showStep();
}

TreePage::~TreePage() = default;

QWidget* TreePage::createControlSide()
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 6, 0);
    layout->addWidget(createPositionGroup());
    layout->addWidget(createSearchGroup());
    layout->addWidget(createRecordRow());
    layout->addWidget(createStepGroup());
    layout->addWidget(createExportRow());
    layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("treeControls"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

QGroupBox* TreePage::createPositionGroup()
{
    auto* group = new QGroupBox(tr("Position"));
    m_useExplore = new QRadioButton(tr("The Explore tab's position"), group);
    m_useExplore->setObjectName(QStringLiteral("useExploreRadio"));
    m_useLabel = new QRadioButton(tr("PV label:"), group);
    m_useLabel->setObjectName(QStringLiteral("useLabelRadio"));
    m_label = new QSpinBox(group);
    m_label->setObjectName(QStringLiteral("treeLabelSpin"));
    m_label->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_label->setValue(kDefaultLabel);
    m_useExplore->setEnabled(m_explore != nullptr);
    m_useLabel->setChecked(true);
    auto* buttons = new QButtonGroup(group);
    buttons->addButton(m_useExplore);
    buttons->addButton(m_useLabel);
    m_positionText = new QLabel(group);
    m_positionText->setObjectName(QStringLiteral("treePositionText"));
    m_positionText->setWordWrap(true);

    auto* layout = new QVBoxLayout(group);
    layout->addWidget(m_useExplore);
    auto* labelRow = new QHBoxLayout;
    labelRow->addWidget(m_useLabel);
    labelRow->addWidget(m_label);
    labelRow->addSpacing(8);
    labelRow->addWidget(m_positionText, 1);
    layout->addLayout(labelRow);
    return group;
}

TreePage::SettingControls TreePage::createSettingControls(const QString& suffix, QWidget* parent)
{
    SettingControls controls;
    controls.algorithm = new QComboBox(parent);
    controls.algorithm->setObjectName(QStringLiteral("treeAlgorithmCombo") + suffix);
    for (const Algorithm algorithm : kClassical) {
        controls.algorithm->addItem(translatedAlgorithmName(algorithm), int(algorithm));
        controls.algorithm->setItemData(controls.algorithm->count() - 1, algorithmColor(algorithm), Qt::DecorationRole);
    }
    controls.table = new QCheckBox(tr("Transposition table"), parent);
    controls.table->setObjectName(QStringLiteral("treeTableCheck") + suffix);
    return controls;
}

QGroupBox* TreePage::createSearchGroup()
{
    auto* group = new QGroupBox(tr("Search"));
    m_settings[0] = createSettingControls(QStringLiteral("A"), group);
    m_settings[0].algorithm->setCurrentIndex(1); // alpha-beta
    m_limitDepth = new QCheckBox(tr("Depth limit:"), group);
    m_limitDepth->setObjectName(QStringLiteral("treeDepthCheck"));
    m_limitDepth->setToolTip(tr("Search only this many plies and evaluate there, as the Play tab's engines do"));
    m_depth = new QSpinBox(group);
    m_depth->setObjectName(QStringLiteral("treeDepthSpin"));
    m_depth->setRange(1, 20);
    m_depth->setValue(kDefaultDepth);
    m_depth->setEnabled(false);
    m_compare = new QCheckBox(tr("Side by side with:"), group);
    m_compare->setObjectName(QStringLiteral("compareCheck"));
    m_compare->setToolTip(
        tr("Record a second search of the same position and show both, with the subtrees only one of them visits"));
    m_secondSetting = new QWidget(group);
    m_settings[1] = createSettingControls(QStringLiteral("B"), m_secondSetting);
    m_settings[1].algorithm->setCurrentIndex(3); // NegaScout
    auto* second = new QHBoxLayout(m_secondSetting);
    second->setContentsMargins(16, 0, 0, 0);
    second->addWidget(m_settings[1].algorithm);
    second->addWidget(m_settings[1].table);
    m_secondSetting->setEnabled(false);

    auto* layout = new QVBoxLayout(group);
    auto* first = new QHBoxLayout;
    first->addWidget(m_settings[0].algorithm);
    first->addWidget(m_settings[0].table);
    layout->addLayout(first);
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(m_limitDepth);
    depthRow->addWidget(m_depth);
    depthRow->addSpacing(12);
    depthRow->addWidget(m_compare);
    depthRow->addStretch(1);
    layout->addLayout(depthRow);
    layout->addWidget(m_secondSetting);
    return group;
}

QWidget* TreePage::createRecordRow()
{
    auto* box = new QWidget;
    m_recordButton = new QPushButton(tr("Record"), box);
    m_recordButton->setObjectName(QStringLiteral("recordButton"));
    m_recordButton->setToolTip(tr("Run the search on a worker thread, recording every call"));
    m_stopButton = new QPushButton(tr("Stop"), box);
    m_stopButton->setObjectName(QStringLiteral("treeStopButton"));
    m_progress = new QLabel(box);
    m_progress->setObjectName(QStringLiteral("recordProgress"));
    m_progress->setWordWrap(true);
    m_guard = new QLabel(box);
    m_guard->setObjectName(QStringLiteral("recordGuard"));
    m_guard->setWordWrap(true);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_recordButton);
    buttons->addWidget(m_stopButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addWidget(m_guard);
    layout->addWidget(m_progress);
    return box;
}

QGroupBox* TreePage::createStepGroup()
{
    auto* group = new QGroupBox(tr("Step through the search"));
    m_stepTarget = new QComboBox(group);
    m_stepTarget->setObjectName(QStringLiteral("stepTargetCombo"));
    m_stepTarget->setVisible(false);
    m_board = new BoardView(group);
    m_board->setObjectName(QStringLiteral("treeBoard"));
    m_board->setFixedSize(196, 226); // the step text beside it keeps the column short
    m_backButton = new QPushButton(tr("Back"), group);
    m_backButton->setObjectName(QStringLiteral("stepBackButton"));
    m_stepButton = new QPushButton(tr("Step"), group);
    m_stepButton->setObjectName(QStringLiteral("stepButton"));
    m_runButton = new QPushButton(tr("Run"), group);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setCheckable(true);
    m_speed = new QSlider(Qt::Horizontal, group);
    m_speed->setObjectName(QStringLiteral("speedSlider"));
    m_speed->setRange(1, 8);
    m_speed->setValue(kDefaultSpeed);
    m_speed->setToolTip(tr("Steps per second while running"));
    const std::array<QString, 4> jumpTexts{tr("Next cutoff"), tr("Next re-search"), tr("Next table hit"),
                                           tr("Next TEST")};
    const std::array<const char*, 4> jumpNames{"jumpCutoffButton", "jumpReSearchButton", "jumpTableHitButton",
                                               "jumpTestButton"};
    for (std::size_t i = 0; i < m_jumpButtons.size(); ++i) {
        m_jumpButtons[i] = new QPushButton(jumpTexts[i], group);
        m_jumpButtons[i]->setObjectName(QLatin1String(jumpNames[i]));
    }
    m_stepText = new QLabel(group);
    m_stepText->setObjectName(QStringLiteral("stepText"));
    m_stepText->setWordWrap(true);
    m_stepText->setTextFormat(Qt::RichText);
    m_stepText->setMinimumWidth(170);
    m_stepText->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* layout = new QVBoxLayout(group);
    layout->addWidget(m_stepTarget);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_stepButton);
    buttons->addWidget(m_runButton);
    layout->addLayout(buttons);
    auto* speedRow = new QHBoxLayout;
    speedRow->addWidget(new QLabel(tr("Speed:"), group));
    speedRow->addWidget(m_speed, 1);
    layout->addLayout(speedRow);
    auto* jumps = new QGridLayout;
    for (std::size_t i = 0; i < m_jumpButtons.size(); ++i)
        jumps->addWidget(m_jumpButtons[i], int(i / 2), int(i % 2));
    layout->addLayout(jumps);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(m_stepText, 1);
    stepRow->addWidget(m_board, 0, Qt::AlignTop);
    layout->addLayout(stepRow);
    return group;
}

QWidget* TreePage::createExportRow()
{
    auto* box = new QWidget;
    m_exportDrawingButton = new QPushButton(tr("Export Drawing…"), box);
    m_exportDrawingButton->setObjectName(QStringLiteral("exportDrawingButton"));
    m_exportDrawingButton->setToolTip(tr("Save the drawn tree as PNG or SVG"));
    m_exportTraceButton = new QPushButton(tr("Export Trace…"), box);
    m_exportTraceButton->setObjectName(QStringLiteral("exportTraceButton"));
    m_exportTraceButton->setToolTip(tr("Save every record as JSON or as a Graphviz DOT graph"));
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_exportDrawingButton);
    layout->addWidget(m_exportTraceButton);
    layout->addStretch(1);
    return box;
}

QWidget* TreePage::createTraceSide()
{
    auto* side = new QWidget;
    m_counts = createCountsTable();
    auto* panes = new QSplitter(Qt::Horizontal, side);
    panes->setObjectName(QStringLiteral("paneSplitter"));
    m_panes[0] = new TracePane(QStringLiteral("A"), panes);
    m_panes[1] = new TracePane(QStringLiteral("B"), panes);
    m_panes[1]->setVisible(false);
    panes->addWidget(m_panes[0]);
    panes->addWidget(m_panes[1]);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_counts);
    layout->addWidget(panes, 1);
    return side;
}

QTableWidget* TreePage::createCountsTable()
{
    auto* table = new QTableWidget(0, 8);
    table->setObjectName(QStringLiteral("countsTable"));
    table->setHorizontalHeaderLabels({tr("Search"), tr("Records"), tr("Expanded"), tr("Cutoffs"), tr("Re-searches"),
                                      tr("Table hits"), tr("TESTs"), tr("Paths only here")});
    table->horizontalHeaderItem(7)->setToolTip(
        tr("Move paths from the root this search visits and the other does not"));
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 10);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setVisible(false);
    return table;
}

void TreePage::connectParts()
{
    connect(m_recordButton, &QPushButton::clicked, this, [this] { record(); });
    connect(m_stopButton, &QPushButton::clicked, this, &TreePage::stop);
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        connect(m_jobs[i], &TraceJob::progress, this,
                [this, i](const SearchStats& live, double seconds) { onProgress(int(i), live, seconds); });
        connect(m_jobs[i], &TraceJob::finished, this,
                [this, i](const TraceJob::TracePointer& trace) { onTraceFinished(int(i), trace); });
    }
    const auto positionChanged = [this] {
        updatePositionText();
        updateGuard();
    };
    connect(m_useExplore, &QRadioButton::toggled, this, positionChanged);
    connect(m_label, &QSpinBox::valueChanged, this, [this, positionChanged] {
        m_useLabel->setChecked(true);
        positionChanged();
    });
    if (m_explore)
        connect(m_explore, &GameSession::positionChanged, this, positionChanged);
    for (const SettingControls& setting : m_settings) {
        connect(setting.algorithm, &QComboBox::currentIndexChanged, this, &TreePage::updateGuard);
        connect(setting.table, &QCheckBox::toggled, this, &TreePage::updateGuard);
    }
    connect(m_limitDepth, &QCheckBox::toggled, m_depth, &QSpinBox::setEnabled);
    connect(m_limitDepth, &QCheckBox::toggled, this, &TreePage::updateGuard);
    connect(m_depth, &QSpinBox::valueChanged, this, &TreePage::updateGuard);
    connect(m_compare, &QCheckBox::toggled, m_secondSetting, &QWidget::setEnabled);
    connect(m_compare, &QCheckBox::toggled, this, &TreePage::updateGuard);

    connect(m_stepButton, &QPushButton::clicked, this, &TreePage::stepForward);
    connect(m_backButton, &QPushButton::clicked, this, &TreePage::stepBack);
    connect(m_runButton, &QPushButton::toggled, this, &TreePage::setRunning);
    connect(m_speed, &QSlider::valueChanged, this,
            [this](int speed) { m_runTimer->setInterval(int(1000 / std::pow(2, speed - 1))); });
    m_runTimer->setInterval(int(1000 / std::pow(2, kDefaultSpeed - 1)));
    connect(m_runTimer, &QTimer::timeout, this, [this] {
        if (!m_trees[std::size_t(m_stepped)] || m_event == m_trees[std::size_t(m_stepped)]->last())
            m_runButton->setChecked(false);
        else
            stepForward();
    });
    const std::array jumps{Jump::Cutoff, Jump::ReSearch, Jump::TableHit, Jump::Test};
    for (std::size_t i = 0; i < jumps.size(); ++i)
        connect(m_jumpButtons[i], &QPushButton::clicked, this, [this, target = jumps[i]] {
            if (!jump(target))
                emit statusMessage(tr("No later step of that kind."));
        });
    connect(m_stepTarget, &QComboBox::currentIndexChanged, this, [this](int which) {
        if (which >= 0)
            setSteppedTrace(which);
    });
    for (std::size_t i = 0; i < m_panes.size(); ++i)
        connect(m_panes[i], &TracePane::recordChosen, this, [this, i](int record) {
            if (int(i) != m_stepped)
                m_stepTarget->setCurrentIndex(int(i));
            goToEvent({record, false});
        });
    connect(m_exportDrawingButton, &QPushButton::clicked, this, &TreePage::chooseDrawingFile);
    connect(m_exportTraceButton, &QPushButton::clicked, this, &TreePage::chooseTraceFile);
}

Board TreePage::chosenPosition() const
{
    if (m_explore && m_useExplore->isChecked())
        return m_explore->board();
    return PrincipalVariation::sixBySix().position(m_label->value());
}

trace::TraceOptions TreePage::optionsFor(int which) const
{
    trace::TraceOptions options;
    const SettingControls& setting = m_settings[std::size_t(which)];
    options.algorithm = Algorithm(setting.algorithm->currentData().toInt());
    options.useTable = setting.table->isChecked();
    if (m_limitDepth->isChecked())
        options.depth = m_depth->value();
    options.maxNodes = m_recordBound; // past it the search runs on unrecorded, its counts exact
    return options;
}

QString TreePage::settingName(int which) const
{
    const trace::TraceOptions options = optionsFor(which);
    return settingName(options.algorithm, options.useTable, options.depth);
}

QString TreePage::settingName(Algorithm algorithm, bool table, std::optional<int> depth)
{
    QString name = translatedAlgorithmName(algorithm);
    name += table ? tr(", with table") : tr(", no table");
    if (depth)
        name += tr(", depth %1").arg(*depth);
    return name;
}

QString TreePage::traceName(const trace::Trace& trace)
{
    return settingName(trace.algorithm, trace.useTable, trace.depth);
}

void TreePage::updatePositionText()
{
    if (m_explore && m_useExplore->isChecked())
        m_positionText->setText(m_explore->positionDescription());
    else
        m_positionText->setText(tr("%n empty square(s)", nullptr, chosenPosition().emptyCount()));
}

double TreePage::estimatedRecords() const
{
    const trace::TraceOptions options = optionsFor(0);
    const Board board = chosenPosition();
    int plies = board.emptyCount();
    if (options.depth)
        plies = std::min(plies, *options.depth);
    const Growth growth = growthOf(options.algorithm, options.useTable);
    return growth.at11 * std::pow(growth.perEmpty, plies - kGrowthEmpties);
}

void TreePage::updateGuard()
{
    const double estimate = estimatedRecords();
    const QString bound = countText(m_recordBound);
    if (estimate > double(m_recordBound)) {
        m_guard->setText(tr("<b>Large:</b> about %1 calls expected, more than the %2 records a trace keeps. "
                            "The counts stay exact, but the trace keeps only the first %2. Choose a later position.")
                             .arg(countText(std::uint64_t(estimate)), bound));
        m_guard->setStyleSheet(QStringLiteral("color: #a33;"));
    } else if (estimate < kInstantRecords) {
        m_guard->setText(tr("A small tree: recording is instant (a trace keeps at most %1 records).").arg(bound));
        m_guard->setStyleSheet({});
    } else {
        m_guard->setText(tr("About %1 calls expected (a trace keeps at most %2).")
                             .arg(countText(std::uint64_t(std::max(1.0, estimate))), bound));
        m_guard->setStyleSheet({});
    }
}

bool TreePage::record()
{
    if (isRecording())
        return false;
    setRunning(false);
    const Board board = chosenPosition();
    m_comparing = m_compare->isChecked();
    m_pending = {};
    m_liveCalls = {};
    m_waiting = {true, m_comparing};
    for (int which = 0; which < (m_comparing ? 2 : 1); ++which)
        m_jobs[std::size_t(which)]->start(board, optionsFor(which));
    m_progress->setText(tr("Recording…"));
    updateRecordingState();
    emit recordingChanged(true);
    return true;
}

bool TreePage::isRecording() const
{
    return std::any_of(m_jobs.begin(), m_jobs.end(), [](const TraceJob* job) { return job->isRunning(); });
}

void TreePage::stop()
{
    for (TraceJob* job : m_jobs)
        job->stop();
}

void TreePage::onProgress(int which, const SearchStats& live, double seconds)
{
    m_liveCalls[std::size_t(which)] = live.generated;
    QStringList parts;
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i]->isRunning())
            parts << (m_liveCalls[i] > m_recordBound
                          ? tr("%1: %2 calls (the trace is full; counting on until the end or Stop)")
                          : tr("%1: %2 calls"))
                         .arg(settingName(int(i)), countText(m_liveCalls[i]));
    m_progress->setText(tr("Recording, %1 s…").arg(QLocale().toString(seconds, 'f', 1)) + QStringLiteral("<br>") +
                        parts.join(QStringLiteral("<br>")));
}

void TreePage::onTraceFinished(int which, const TraceJob::TracePointer& trace)
{
    m_pending[std::size_t(which)] = trace;
    m_waiting[std::size_t(which)] = false;
    if (std::any_of(m_waiting.begin(), m_waiting.end(), [](bool waiting) { return waiting; }))
        return;
    const std::array<TraceJob::TracePointer, 2> traces = m_pending;
    m_pending = {};
    showTraces(traces[0], m_comparing ? traces[1] : nullptr);
    emit recordingChanged(false);
}

void TreePage::showTraces(const TraceJob::TracePointer& first, const TraceJob::TracePointer& second)
{
    setRunning(false);
    m_comparing = second != nullptr;
    const std::array<TraceJob::TracePointer, 2> traces{first, second};
    QStringList notes;
    for (std::size_t which = 0; which < m_trees.size(); ++which) {
        const TraceJob::TracePointer& trace = traces[which];
        m_trees[which] = trace ? std::make_shared<const TraceTree>(trace) : nullptr;
        m_onlyHere[which] = 0;
        if (!trace)
            continue;
        QString title = traceName(*trace);
        if (trace->status == SearchStatus::Done && !trace->depth)
            title += tr(": value %1 (Black's view)").arg(trace->value);
        else if (trace->status == SearchStatus::Done)
            title += tr(": value %1 at depth %2").arg(trace->value).arg(*trace->depth);
        else
            title += tr(": stopped");
        m_panes[which]->setTree(m_trees[which], title);
        if (trace->truncated)
            notes << tr("%1 made %2 calls; its trace keeps the first %3.")
                         .arg(traceName(*trace), countText(trace->stats.generated), countText(trace->nodes.size()));
        else if (trace->status != SearchStatus::Done)
            notes << tr("%1 was stopped after %2 calls.").arg(traceName(*trace), countText(trace->nodes.size()));
    }
    m_panes[1]->setVisible(m_comparing);
    if (m_comparing)
        markUnsharedPaths();
    showCounts();
    m_progress->setText(notes.isEmpty() ? tr("Recorded.") : notes.join(QLatin1Char(' ')));

    m_stepTarget->blockSignals(true);
    m_stepTarget->clear();
    for (std::size_t which = 0; which < m_trees.size(); ++which)
        if (m_trees[which])
            m_stepTarget->addItem(tr("Step through: %1").arg(traceName(m_trees[which]->trace())));
    m_stepTarget->setCurrentIndex(0);
    m_stepTarget->blockSignals(false);
    m_stepTarget->setVisible(m_comparing);
    setSteppedTrace(0);
}

void TreePage::markUnsharedPaths()
{
    if (!m_trees[0] || !m_trees[1])
        return;
    std::array<std::vector<std::uint64_t>, 2> sorted;
    for (std::size_t which = 0; which < 2; ++which) {
        sorted[which] = m_trees[which]->pathKeys();
        std::sort(sorted[which].begin(), sorted[which].end());
        sorted[which].erase(std::unique(sorted[which].begin(), sorted[which].end()), sorted[which].end());
    }
    for (std::size_t which = 0; which < 2; ++which) {
        const std::vector<std::uint64_t>& other = sorted[1 - which];
        const std::vector<std::uint64_t>& keys = m_trees[which]->pathKeys();
        std::vector<bool> unshared(keys.size());
        for (std::size_t i = 0; i < keys.size(); ++i)
            unshared[i] = !std::binary_search(other.begin(), other.end(), keys[i]);
        m_onlyHere[which] =
            std::uint64_t(std::count_if(sorted[which].begin(), sorted[which].end(), [&](std::uint64_t key) {
                return !std::binary_search(other.begin(), other.end(), key);
            }));
        m_panes[which]->setUnsharedRecords(unshared);
    }
}

void TreePage::showCounts()
{
    const int rows = m_trees[1] && m_comparing ? 2 : (m_trees[0] ? 1 : 0);
    m_counts->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const TraceTree& tree = *m_trees[std::size_t(row)];
        const TraceTree::Counts& counts = tree.counts();
        auto* name = new QTableWidgetItem(traceName(tree.trace()));
        name->setData(Qt::DecorationRole, algorithmColor(tree.trace().algorithm));
        m_counts->setItem(row, 0, name);
        const std::array<std::uint64_t, 6> values{counts.records,    counts.expanded,  counts.cutoffs,
                                                  counts.reSearches, counts.tableHits, counts.tests};
        for (std::size_t column = 0; column < values.size(); ++column) {
            auto* item = new QTableWidgetItem(countText(values[column]));
            item->setData(Qt::UserRole, qulonglong(values[column]));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_counts->setItem(row, int(column) + 1, item);
        }
        auto* only = new QTableWidgetItem(rows == 2 ? countText(m_onlyHere[std::size_t(row)]) : QStringLiteral("—"));
        only->setData(Qt::UserRole, qulonglong(m_onlyHere[std::size_t(row)]));
        only->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_counts->setItem(row, 7, only);
    }
    m_counts->setColumnHidden(7, rows < 2);
    m_counts->setVisible(rows > 0);
    m_counts->resizeColumnsToContents();
    fitCountsHeight();
    QTimer::singleShot(0, this, &TreePage::fitCountsHeight); // again once the header is laid out
}

void TreePage::fitCountsHeight()
{
    // Every row shown, and room for the scroll bar a narrow window needs.
    int height = std::max(m_counts->horizontalHeader()->height(), m_counts->horizontalHeader()->sizeHint().height()) +
        2 * m_counts->frameWidth() + m_counts->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
    for (int row = 0; row < m_counts->rowCount(); ++row)
        height += m_counts->rowHeight(row);
    m_counts->setFixedHeight(height);
}

void TreePage::updateRecordingState()
{
    const bool recording = isRecording();
    m_recordButton->setEnabled(!recording);
    m_stopButton->setEnabled(recording);
    const bool hasTrace = m_trees[std::size_t(m_stepped)] != nullptr;
    for (QPushButton* button : {m_backButton, m_stepButton, m_runButton, m_exportDrawingButton, m_exportTraceButton})
        button->setEnabled(hasTrace && !recording);
    for (QPushButton* button : m_jumpButtons)
        button->setEnabled(hasTrace && !recording);
}

void TreePage::setSteppedTrace(int which)
{
    m_stepped = std::clamp(which, 0, 1);
    if (!m_trees[std::size_t(m_stepped)])
        m_stepped = 0;
    m_event = {};
    showStep();
    updateRecordingState();
}

void TreePage::stepForward()
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (tree && !(m_event == tree->last()))
        goToEvent(tree->next(m_event));
}

void TreePage::stepBack()
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (tree && !(m_event == tree->first()))
        goToEvent(tree->previous(m_event));
}

bool TreePage::jump(Jump target)
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (!tree)
        return false;
    const auto matches = [&](TraceTree::Event event) {
        const trace::Node& node = tree->node(event.node);
        if (target == Jump::Cutoff) {
            // The child after whose value the parent cut off has just returned.
            if (!event.leaving || node.parent < 0)
                return false;
            const trace::Node& parent = tree->node(node.parent);
            return parent.cutoffAfter >= 0 && tree->childPosition(event.node) == parent.cutoffAfter;
        }
        if (event.leaving)
            return false;
        switch (target) {
        case Jump::ReSearch:
            return node.call == trace::CallKind::ReSearch;
        case Jump::TableHit:
            return node.shape == trace::NodeShape::TableHit;
        case Jump::Test:
            return node.call == trace::CallKind::Test;
        case Jump::Cutoff:
            break;
        }
        return false;
    };
    for (TraceTree::Event event = m_event; !(event == tree->last());) {
        event = tree->next(event);
        if (matches(event)) {
            goToEvent(event);
            return true;
        }
    }
    return false;
}

void TreePage::goToEvent(TraceTree::Event event)
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (!tree || event.node < 0 || event.node >= tree->size())
        return;
    m_event = event;
    m_panes[std::size_t(m_stepped)]->setCurrent(event.node);
    showStep();
}

void TreePage::showStep()
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (!tree || tree->size() == 0) {
        m_board->setBoard(chosenPosition());
        m_board->setLastMove(kNoMove);
        m_stepText->setText(tr("Record a search, then step through its calls in the order it made them."));
        return;
    }
    const int index = m_event.node;
    const trace::Node& node = tree->node(index);
    const bool depthLimited = tree->trace().depth.has_value();
    m_board->setBoard(tree->boardAt(index));
    m_board->setLastMove(node.move >= 0 && node.move < kPassMove ? node.move : kNoMove);
    m_board->setToolTip(m_board->caption());

    QStringList lines;
    const QString where = index == 0 ? tr("the root") : TraceWording::moveText(node.move);
    lines << tr("<b>Step %1 of %2:</b> %3 %4 (%5, ply %6)")
                 .arg(countText(std::uint64_t(tree->ordinal(m_event) + 1)),
                      countText(std::uint64_t(tree->eventCount())),
                      m_event.leaving ? tr("returning from") : tr("calling"), where, TraceWording::callText(node))
                 .arg(tree->ply(index));
    if (node.call == trace::CallKind::Test)
        lines << tr("Asks: %1").arg(TraceWording::windowText(node, depthLimited).toHtmlEscaped());
    else
        lines << tr("Window: %1").arg(TraceWording::windowText(node, depthLimited).toHtmlEscaped());
    lines << tr("Value returned: %1")
                 .arg(m_event.leaving ? TraceWording::returnedText(node, depthLimited) : tr("not yet known"));
    if (m_event.leaving && node.type != trace::NodeType::None)
        lines << tr("Type: %1 node").arg(TraceWording::typeText(node.type));
    if (node.parent >= 0) {
        const std::optional<int> best = tree->bestSoFar(node.parent, m_event);
        lines << tr("Best so far at the parent: %1")
                     .arg(best ? TraceWording::valueText(*best, depthLimited) : tr("none yet"));
        const trace::Node& parent = tree->node(node.parent);
        if (m_event.leaving && parent.cutoffAfter >= 0 && tree->childPosition(index) == parent.cutoffAfter) {
            const int pruned = int(tree->prunedMoves(node.parent).size());
            lines << (pruned > 0 ? tr("<b>Cutoff:</b> the parent skips its other %n move(s).", nullptr, pruned)
                                 : tr("<b>Cutoff</b> at the parent's last move: nothing left to skip."));
        }
    }
    if (tree->trace().blackView)
        lines << tr("<i>Scout: windows and values from Black's side.</i>");
    else
        lines << tr("<i>Windows and values from the side to move.</i>");
    m_stepText->setText(lines.join(QStringLiteral("<br>")));
}

void TreePage::setRunning(bool running)
{
    if (running)
        m_runTimer->start();
    else
        m_runTimer->stop();
    if (m_runButton->isChecked() != running)
        m_runButton->setChecked(running);
    m_runButton->setText(running ? tr("Pause") : tr("Run"));
}

QString TreePage::exportDrawing(const QString& path) const
{
    const TraceDrawing* drawing = m_panes[std::size_t(m_stepped)]->drawing();
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0)
        return drawing->exportSvg(path);
    return drawing->exportPng(path);
}

void TreePage::chooseDrawingFile()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Drawing"), QStringLiteral("search-tree.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const QString error = exportDrawing(path);
    emit statusMessage(error.isEmpty() ? tr("Drawing saved to %1").arg(path)
                                       : tr("Could not save %1: %2").arg(path, error));
}

QString TreePage::exportTrace(const QString& path) const
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (!tree)
        return tr("nothing recorded yet");
    const QString suffix = QFileInfo(path).suffix().toLower();
    const std::optional<TraceFormat> format =
        suffix == QStringLiteral("txt") ? std::optional(TraceFormat::Text) : parseTraceFormat(suffix);
    QString error;
    if (!saveTrace(path, tree->trace(), format.value_or(TraceFormat::Json), &error))
        return error;
    return {};
}

void TreePage::chooseTraceFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Trace"), QStringLiteral("search-trace.json"),
                                                      tr("JSON (*.json);;Graphviz DOT (*.dot);;Text outline (*.txt)"));
    if (path.isEmpty())
        return;
    const QString error = exportTrace(path);
    emit statusMessage(error.isEmpty() ? tr("Trace saved to %1").arg(path)
                                       : tr("Could not save %1: %2").arg(path, error));
}

void TreePage::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("useExplore"), m_useExplore->isChecked());
    settings.setValue(QStringLiteral("label"), m_label->value());
    for (std::size_t which = 0; which < m_settings.size(); ++which) {
        const QString suffix = QString::number(which + 1);
        settings.setValue(
            QStringLiteral("algorithm") + suffix,
            QString::fromLatin1(algorithmId(Algorithm(m_settings[which].algorithm->currentData().toInt())).data()));
        settings.setValue(QStringLiteral("table") + suffix, m_settings[which].table->isChecked());
    }
    settings.setValue(QStringLiteral("limitDepth"), m_limitDepth->isChecked());
    settings.setValue(QStringLiteral("depth"), m_depth->value());
    settings.setValue(QStringLiteral("sideBySide"), m_compare->isChecked());
    settings.setValue(QStringLiteral("speed"), m_speed->value());
}

void TreePage::restoreSettings(const QSettings& settings)
{
    m_label->setValue(settings.value(QStringLiteral("label"), kDefaultLabel).toInt());
    if (m_explore && settings.value(QStringLiteral("useExplore"), false).toBool())
        m_useExplore->setChecked(true);
    else
        m_useLabel->setChecked(true);
    for (std::size_t which = 0; which < m_settings.size(); ++which) {
        const QString suffix = QString::number(which + 1);
        const auto algorithm =
            parseAlgorithm(settings.value(QStringLiteral("algorithm") + suffix).toString().toStdString());
        const int index = algorithm ? m_settings[which].algorithm->findData(int(*algorithm)) : -1;
        if (index >= 0)
            m_settings[which].algorithm->setCurrentIndex(index);
        m_settings[which].table->setChecked(settings.value(QStringLiteral("table") + suffix, false).toBool());
    }
    m_limitDepth->setChecked(settings.value(QStringLiteral("limitDepth"), false).toBool());
    m_depth->setValue(settings.value(QStringLiteral("depth"), kDefaultDepth).toInt());
    m_compare->setChecked(settings.value(QStringLiteral("sideBySide"), false).toBool());
    m_speed->setValue(settings.value(QStringLiteral("speed"), kDefaultSpeed).toInt());
}

} // namespace othello
