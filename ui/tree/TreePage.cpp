#include "TreePage.h"

#include "TraceLegend.h"
#include "TracePane.h"
#include "common/AlgorithmNames.h"
#include "common/BoardView.h"
#include "common/GameSession.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <cmath>
#include <vector>

namespace othello {

namespace {
constexpr int kBoardWidth = 250; // room for the caption under the board ("White must pass")
constexpr std::array kClassical{Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout};

// The width the board needs to show its caption whole ("● 16  ○ 20  White must pass", or with
// `gameOver` a game's end too), laid out as BoardView lays it out.
int boardCaptionWidth(const QFont& font, bool gameOver)
{
    const QFontMetrics metrics(font);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    std::vector<const char*> states{"Black to move", "White to move", "Black must pass", "White must pass"};
    if (gameOver)
        states.insert(states.end(), {"Game over: Black wins by %1", "Game over: White wins by %1", "Game over: draw"});
    int state = 0;
    for (const char* text : states) {
        QString shown = QCoreApplication::translate("othello::BoardView", text);
        if (shown.contains(QLatin1String("%1")))
            shown = shown.arg(36);
        state = std::max(state, boldMetrics.horizontalAdvance(shown));
    }
    const int disc = int(2 * metrics.height() * 0.42) + 6;
    const int count = metrics.horizontalAdvance(QStringLiteral("36"));
    return 2 * (disc + count) + 2 * metrics.horizontalAdvance(QStringLiteral("MM")) + state + 8;
}
} // namespace

TreePage::TreePage(GameSession* explore, QWidget* parent) : Page(parent), m_explore(explore)
{
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        m_jobs[i] = new TraceJob(this);
    m_checkJob = new StudentTraceJob(this);
    setAcceptDrops(true); // a student's trace or a saved view dropped on the tab opens
    m_runTimer = new QTimer(this);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("treeSplitter"));
    splitter->addWidget(createControlSide());
    splitter->addWidget(createTraceSide());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    connectParts();
    connectSteps();
    retranslate();
    updateRecordingState();
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
    layout->addWidget(createCheckGroup());
    layout->addWidget(createStepGroup());
    layout->addWidget(createLectureGroup());
    layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("treeControls"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_controlScroll = scroll; // as wide as its content in the language in use (retranslate)
    return scroll;
}

QGroupBox* TreePage::createPositionGroup()
{
    auto* group = new QGroupBox;
    m_positionGroup = group;
    m_useExplore = new QRadioButton(group);
    m_useExplore->setObjectName(QStringLiteral("useExploreRadio"));
    m_useLabel = new QRadioButton(group);
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
    labelRow->addStretch(1);
    layout->addLayout(labelRow);
    layout->addWidget(m_positionText);
    return group;
}

TreePage::SettingControls TreePage::createSettingControls(const QString& suffix, QWidget* parent)
{
    SettingControls controls;
    controls.algorithm = new QComboBox(parent);
    controls.algorithm->setObjectName(QStringLiteral("treeAlgorithmCombo") + suffix);
    for (const Algorithm algorithm : kClassical) {
        controls.algorithm->addItem(QString(), int(algorithm)); // named by retranslate()
        controls.algorithm->setItemData(controls.algorithm->count() - 1, algorithmColor(algorithm), Qt::DecorationRole);
    }
    controls.table = new QCheckBox(parent);
    controls.table->setObjectName(QStringLiteral("treeTableCheck") + suffix);
    return controls;
}

QGroupBox* TreePage::createSearchGroup()
{
    auto* group = new QGroupBox;
    m_searchGroup = group;
    m_settings[0] = createSettingControls(QStringLiteral("A"), group);
    m_settings[0].algorithm->setCurrentIndex(1); // alpha-beta
    m_limitDepth = new QCheckBox(group);
    m_limitDepth->setObjectName(QStringLiteral("treeDepthCheck"));
    m_depth = new QSpinBox(group);
    m_depth->setObjectName(QStringLiteral("treeDepthSpin"));
    m_depth->setRange(1, 20);
    m_depth->setValue(kDefaultDepth);
    m_depth->setEnabled(false);
    m_compare = new QCheckBox(group);
    m_compare->setObjectName(QStringLiteral("compareCheck"));
    m_secondSetting = new QWidget(group);
    m_settings[1] = createSettingControls(QStringLiteral("B"), m_secondSetting);
    m_settings[1].algorithm->setCurrentIndex(3); // NegaScout
    auto* second = new QHBoxLayout(m_secondSetting);
    second->setContentsMargins(16, 0, 0, 0);
    second->addWidget(m_settings[1].algorithm, 1);
    second->addWidget(m_settings[1].table);
    m_secondSetting->setEnabled(false);

    auto* layout = new QVBoxLayout(group);
    auto* first = new QHBoxLayout;
    first->addWidget(m_settings[0].algorithm, 1);
    first->addWidget(m_settings[0].table);
    layout->addLayout(first);
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(m_limitDepth);
    depthRow->addWidget(m_depth);
    depthRow->addStretch(1);
    layout->addLayout(depthRow);
    layout->addWidget(m_compare);
    layout->addWidget(m_secondSetting);
    return group;
}

QWidget* TreePage::createRecordRow()
{
    auto* box = new QWidget;
    m_recordButton = new QPushButton(box);
    m_recordButton->setObjectName(QStringLiteral("recordButton"));
    m_stopButton = new QPushButton(box);
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
    auto* group = new QGroupBox;
    m_stepGroup = group;
    m_stepTarget = new QComboBox(group);
    m_stepTarget->setObjectName(QStringLiteral("stepTargetCombo"));
    m_stepTarget->setVisible(false);
    m_backButton = new QPushButton(group);
    m_backButton->setObjectName(QStringLiteral("stepBackButton"));
    m_stepButton = new QPushButton(group);
    m_stepButton->setObjectName(QStringLiteral("stepButton"));
    m_runButton = new QPushButton(group);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setCheckable(true);
    m_speed = new QSlider(Qt::Horizontal, group);
    m_speed->setObjectName(QStringLiteral("speedSlider"));
    m_speed->setRange(1, 8);
    m_speed->setValue(kDefaultSpeed);
    const std::array<const char*, 4> jumpNames{"jumpCutoffButton", "jumpReSearchButton", "jumpTableHitButton",
                                               "jumpTestButton"};
    for (std::size_t i = 0; i < m_jumpButtons.size(); ++i) {
        m_jumpButtons[i] = new QPushButton(group);
        m_jumpButtons[i]->setObjectName(QLatin1String(jumpNames[i]));
    }
    m_emptyCutoffs = new QCheckBox(group);
    m_emptyCutoffs->setObjectName(QStringLiteral("emptyCutoffsCheck"));

    auto* layout = new QVBoxLayout(group);
    layout->addWidget(m_stepTarget);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_stepButton);
    buttons->addWidget(m_runButton);
    layout->addLayout(buttons);
    auto* speedRow = new QHBoxLayout;
    m_speedTitle = new QLabel(group);
    speedRow->addWidget(m_speedTitle);
    speedRow->addWidget(m_speed, 1);
    layout->addLayout(speedRow);
    auto* jumps = new QGridLayout;
    m_nextTitle = new QLabel(group);
    jumps->addWidget(m_nextTitle, 0, 0);
    for (std::size_t i = 0; i < m_jumpButtons.size(); ++i)
        jumps->addWidget(m_jumpButtons[i], int(i / 2), 1 + int(i % 2));
    layout->addLayout(jumps);
    layout->addWidget(m_emptyCutoffs);
    return group;
}

QGroupBox* TreePage::createLectureGroup()
{
    auto* group = new QGroupBox;
    m_lectureGroup = group;
    m_projectorButton = new QPushButton(group);
    m_projectorButton->setObjectName(QStringLiteral("projectorButton"));
    m_saveViewButton = new QPushButton(group);
    m_saveViewButton->setObjectName(QStringLiteral("saveViewButton"));
    m_openViewButton = new QPushButton(group);
    m_openViewButton->setObjectName(QStringLiteral("openViewButton"));
    m_exportDrawingButton = new QPushButton(group);
    m_exportDrawingButton->setObjectName(QStringLiteral("exportDrawingButton"));
    m_exportTraceButton = new QPushButton(group);
    m_exportTraceButton->setObjectName(QStringLiteral("exportTraceButton"));
    auto* layout = new QGridLayout(group);
    layout->addWidget(m_projectorButton, 0, 0, 1, 2);
    layout->addWidget(m_saveViewButton, 1, 0);
    layout->addWidget(m_openViewButton, 1, 1);
    layout->addWidget(m_exportDrawingButton, 2, 0);
    layout->addWidget(m_exportTraceButton, 2, 1);
    return group;
}

QWidget* TreePage::createTraceSide()
{
    auto* drawings = new QWidget;
    m_counts = createCountsTable();
    m_legend = new TraceLegendView(11, drawings);
    m_legend->setObjectName(QStringLiteral("treeLegend"));
    auto* panes = new QSplitter(Qt::Horizontal, drawings);
    panes->setObjectName(QStringLiteral("paneSplitter"));
    m_panes[0] = new TracePane(QStringLiteral("A"), panes);
    m_panes[1] = new TracePane(QStringLiteral("B"), panes);
    m_panes[1]->setVisible(false);
    panes->addWidget(m_panes[0]);
    panes->addWidget(m_panes[1]);
    auto* layout = new QVBoxLayout(drawings);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    m_valueView = new QLabel(drawings);
    m_valueView->setObjectName(QStringLiteral("valueViewLabel"));
    m_valueView->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_valueView->setWordWrap(true);
    auto* legendRow = new QHBoxLayout;
    legendRow->addWidget(m_legend, 3);
    legendRow->addWidget(m_valueView, 1);
    m_checkReport = new QLabel(drawings);
    m_checkReport->setObjectName(QStringLiteral("checkReport"));
    m_checkReport->setWordWrap(true);
    m_checkReport->setTextFormat(Qt::RichText);
    m_checkReport->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkReport->setVisible(false);
    layout->addWidget(m_checkReport);
    layout->addWidget(m_counts);
    layout->addLayout(legendRow);
    layout->addWidget(panes, 1);
    showValueView();

    auto* side = new QSplitter(Qt::Vertical);
    side->setObjectName(QStringLiteral("traceSplitter"));
    side->addWidget(drawings);
    side->addWidget(createStepBand());
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 0);
    side->setCollapsible(0, false);
    return side;
}

void TreePage::showValueView()
{
    const ValueConvention& convention = ValueConvention::instance();
    m_valueView->setText(tr("Values and windows: %1").arg(convention.viewName()));
    m_valueView->setToolTip(convention.view() == ValueView::Black
                                ? tr("Every value and window in the drawings, the outline and the steps is from "
                                     "Black's side: positive, Black is ahead")
                                : tr("Every value and window is from the side to move at its node: positive, the "
                                     "player to move there is ahead"));
}

QWidget* TreePage::createStepBand()
{
    auto* band = new QWidget;
    band->setObjectName(QStringLiteral("stepBand"));
    m_board = new BoardView(band);
    m_board->setObjectName(QStringLiteral("treeBoard"));
    // Its caption whole: always the side to move, and the end of a game where the window has room.
    m_board->setFixedHeight(kBoardWidth + 20); // the drawing above takes what is left
    m_board->setMinimumWidth(std::max(kBoardWidth - 20, boardCaptionWidth(m_board->font(), false)));
    m_board->setMaximumWidth(std::max(kBoardWidth, boardCaptionWidth(m_board->font(), true)));
    m_stepText = new QLabel(band);
    m_stepText->setObjectName(QStringLiteral("stepText"));
    m_stepText->setWordWrap(true);
    m_stepText->setTextFormat(Qt::RichText);
    m_stepText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_stepText->setMinimumWidth(200);
    m_stepText->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_outlines = new QTabWidget(band);
    m_outlines->setObjectName(QStringLiteral("outlineTabs"));
    m_outlines->setDocumentMode(true);
    for (TracePane* pane : m_panes)
        m_outlines->addTab(pane->outline(), QString());
    m_outlines->tabBar()->setVisible(false);
    auto* step = new QWidget(band);
    auto* stepLayout = new QHBoxLayout(step);
    stepLayout->setContentsMargins(0, 0, 0, 0);
    stepLayout->addWidget(m_board, 0, Qt::AlignTop);
    stepLayout->addWidget(m_stepText, 1);
    auto* split = new QSplitter(Qt::Horizontal, band); // the outline widens by a drag
    split->setObjectName(QStringLiteral("stepSplitter"));
    split->addWidget(step);
    split->addWidget(m_outlines);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false);
    auto* layout = new QHBoxLayout(band);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(split);
    return band;
}

QTableWidget* TreePage::createCountsTable()
{
    auto* table = new QTableWidget(0, 8);
    table->setObjectName(QStringLiteral("countsTable"));
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
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
    connect(m_useExplore, &QRadioButton::toggled, this, &TreePage::onPositionChosen);
    connect(m_label, &QSpinBox::valueChanged, this, [this] {
        m_useLabel->setChecked(true);
        onPositionChosen();
    });
    if (m_explore)
        connect(m_explore, &GameSession::positionChanged, this, [this] {
            if (m_useExplore->isChecked())
                onPositionChosen();
        });
    for (const SettingControls& setting : m_settings) {
        connect(setting.algorithm, &QComboBox::currentIndexChanged, this, &TreePage::updateGuard);
        connect(setting.table, &QCheckBox::toggled, this, &TreePage::updateGuard);
    }
    connect(m_limitDepth, &QCheckBox::toggled, m_depth, &QSpinBox::setEnabled);
    connect(m_limitDepth, &QCheckBox::toggled, this, &TreePage::updateGuard);
    connect(m_depth, &QSpinBox::valueChanged, this, &TreePage::updateGuard);
    connect(m_compare, &QCheckBox::toggled, m_secondSetting, &QWidget::setEnabled);
    connect(m_compare, &QCheckBox::toggled, this, &TreePage::updateGuard);
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, &TreePage::refreshValues);

    connect(m_projectorButton, &QPushButton::clicked, this, [this] { setProjectorMode(true); });
    auto* projectorKey = new QShortcut(QKeySequence(Qt::Key_F11), this);
    projectorKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(projectorKey, &QShortcut::activated, this, [this] { setProjectorMode(!m_projector); });
    connect(m_saveViewButton, &QPushButton::clicked, this, &TreePage::chooseViewToSave);
    connect(m_openViewButton, &QPushButton::clicked, this, &TreePage::chooseViewToOpen);
    connect(m_exportDrawingButton, &QPushButton::clicked, this, &TreePage::chooseDrawingFile);
    connect(m_exportTraceButton, &QPushButton::clicked, this, &TreePage::chooseTraceFile);
}

void TreePage::connectSteps()
{
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
}

} // namespace othello
