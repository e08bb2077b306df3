// The Tournament tab's form and layout: the players, the settings, the result tabs and the
// export row, their texts in the language in force.
#include "TournamentPage.h"

#include "CrosstableModel.h"
#include "GameListModel.h"
#include "StandingsModel.h"
#include "TournamentChart.h"
#include "common/NumberText.h"
#include "common/PositionFile.h"
#include "common/ValueView.h"
#include "common/players/EnginePlayerForm.h"
#include "common/players/EnginePresets.h"
#include "engine/play/OpeningSet.h"
#include "jobs/TournamentJob.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace othello {

TournamentPage::TournamentPage(QWidget* parent)
    : Page(parent),
      m_job(new TournamentJob(this)),
      m_model(new StandingsModel(this)),
      m_crosstableModel(new CrosstableModel(m_model, this)),
      m_gameModel(new GameListModel(m_model, this)),
      m_kept(QStringLiteral("tournament.json")),
      m_playersGroup(new QGroupBox),
      m_playerList(new QListWidget),
      m_add(new QPushButton),
      m_remove(new QPushButton),
      m_sizeTitle(new QLabel),
      m_scoringTitle(new QLabel),
      m_openingsTitle(new QLabel),
      m_clockTitle(new QLabel),
      m_size(new QComboBox),
      m_scoring(new QComboBox),
      m_openingsChoice(new QComboBox),
      m_openings(new QLineEdit),
      m_browse(new QPushButton),
      m_timeControl(new QLineEdit),
      m_start(new QPushButton),
      m_stop(new QPushButton),
      m_progress(new QProgressBar),
      m_progressText(new QLabel),
      m_keptNotice(new QLabel),
      m_discard(new QPushButton),
      m_results(new QTabWidget),
      m_table(new QTableView),
      m_standingsNote(new QLabel),
      m_crosstableView(new QTableView),
      m_gameView(new QTableView),
      m_chart(new TournamentChart),
      m_exportTitle(new QLabel),
      m_exportCsv(new QPushButton),
      m_exportJson(new QPushButton),
      m_exportGgf(new QPushButton),
      m_exportStandings(new QPushButton),
      m_exportChart(new QPushButton)
{
    // Named for the tests, which find them with findChild().
    m_start->setObjectName(QStringLiteral("tournamentStartButton"));
    m_stop->setObjectName(QStringLiteral("tournamentStopButton"));
    m_progress->setObjectName(QStringLiteral("tournamentProgressBar"));
    m_results->setObjectName(QStringLiteral("tournamentResultTabs"));
    m_table->setObjectName(QStringLiteral("tournamentStandings"));
    m_standingsNote->setObjectName(QStringLiteral("tournamentStandingsNote"));
    m_gameView->setObjectName(QStringLiteral("tournamentGameList"));
    m_crosstableView->setObjectName(QStringLiteral("tournamentCrosstable"));
    m_keptNotice->setObjectName(QStringLiteral("tournamentKeptNotice"));
    m_discard->setObjectName(QStringLiteral("tournamentDiscardButton"));
    setUpControls();
    QWidget* left = createSettingsSide();
    QWidget* rightSide = createResultsSide();
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(rightSide);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({420, 680}); // room for the players' descriptions
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connectParts();

    std::vector<play::PlayerSpec> defaults;
    for (const EnginePreset& preset : enginePresets())
        if (!preset.player.secondsPerMove) // the timed preset makes a first tournament slow
            defaults.push_back(preset.player);
    setPlayers(defaults);
    retranslate();
    updateChart();
    showKeptNotice();
}

void TournamentPage::setUpControls()
{
    for (int size : {4, 6, 8})
        m_size->addItem(QString(), size);
    m_size->setCurrentIndex(1);
    m_scoring->addItem(QString(), static_cast<int>(ScoringRule::DiscDifference));
    m_scoring->addItem(QString(), static_cast<int>(ScoringRule::EmptiesToWinner));
    m_openingsChoice->addItem(QString(), static_cast<int>(Openings::Balanced));
    m_openingsChoice->addItem(QString(), static_cast<int>(Openings::Start));
    m_openingsChoice->addItem(QString(), static_cast<int>(Openings::File));
    m_progressText->setTextFormat(Qt::PlainText);
    m_progressText->setWordWrap(true);
    m_keptNotice->setTextFormat(Qt::PlainText);
    m_keptNotice->setWordWrap(true);
    m_standingsNote->setTextFormat(Qt::PlainText);
    m_standingsNote->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_crosstableView->setModel(m_crosstableModel);
    m_crosstableView->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_crosstableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_crosstableView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gameView->setModel(m_gameModel);
    m_gameView->verticalHeader()->hide();
    m_gameView->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_gameView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gameView->horizontalHeader()->setStretchLastSection(true);
    m_gameView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_gameView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gameView->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

void TournamentPage::retranslate()
{
    m_playersGroup->setTitle(tr("Players"));
    m_add->setText(tr("Add Player…"));
    m_remove->setText(tr("Remove"));
    m_browse->setText(tr("Browse…"));
    m_start->setText(tr("Start Tournament"));
    m_stop->setText(tr("Stop"));
    m_discard->setText(tr("Discard"));
    m_discard->setToolTip(tr("Forget these games: they are not offered again at the next start"));
    m_sizeTitle->setText(tr("Board:"));
    m_scoringTitle->setText(tr("Scoring:"));
    m_openingsTitle->setText(tr("Openings:"));
    m_clockTitle->setText(tr("Clock per game:"));
    for (int i = 0; i < m_size->count(); ++i)
        m_size->setItemText(i, tr("%1×%1").arg(m_size->itemData(i).toInt()));
    m_scoring->setItemText(0, tr("Disc difference"));
    m_scoring->setItemText(1, tr("Empty squares to the winner"));
    m_openingsChoice->setItemText(1, tr("Start position"));
    m_openingsChoice->setItemText(2, tr("Position file"));
    m_openingsChoice->setToolTip(
        tr("Balanced set: positions a few moves after the start whose value is near 0, shipped for each board "
           "size (exactly solved on 4×4 and 6×6, searched deeply on 8×8). Every pair plays each opening twice, "
           "colours swapped."));
    m_openings->setPlaceholderText(tr("a position file"));
    m_openings->setToolTip(tr("A position file: one position a line (position text, optionally ';' and a comment)"));
    m_timeControl->setPlaceholderText(tr("none (e.g. 60+0.5)"));
    m_timeControl->setToolTip(
        tr("A clock per player and game: seconds, plus seconds added after each move (60+0.5). A player whose "
           "clock runs out loses the game. Players with a time per move spend at most their share of the clock; "
           "depth players search to their depth whatever it costs."));
    m_results->setTabText(0, tr("Standings"));
    m_results->setTabText(1, tr("Crosstable"));
    m_results->setTabText(2, tr("Games"));
    m_standingsNote->setText(
        tr("Points: a win 1, a draw ½. Elo: the difference to the field the score means, ± its 95% margin (± ∞: too "
           "few games to bound it). LOS: the likelihood of being stronger than the field. Disc margin: the sum of "
           "the player's own margins."));
    m_exportTitle->setText(tr("Export:"));
    const std::pair<QPushButton*, QString> exports[] = {
        {m_exportCsv, tr("Export Games as CSV")},
        {m_exportJson, tr("Export Games as JSON")},
        {m_exportGgf, tr("Export Games as GGF")},
        {m_exportStandings, tr("Export Standings as CSV")},
        {m_exportChart, tr("Export the chart as a figure: PNG, SVG or PDF")},
    };
    m_exportCsv->setText(tr("CSV…"));
    m_exportJson->setText(tr("JSON…"));
    m_exportGgf->setText(tr("GGF…"));
    m_exportStandings->setText(tr("Standings…"));
    m_exportChart->setText(tr("Chart…"));
    for (const auto& [button, purpose] : exports) {
        button->setToolTip(purpose);
        button->setAccessibleName(purpose);
    }
    m_model->retranslate();
    m_gameModel->retranslate();
    m_crosstableModel->retranslate();
    updateOpeningsChoice();
    showPlayers();
    showKeptNotice();
}

void TournamentPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

QWidget* TournamentPage::createSettingsSide()
{
    auto* playerButtons = new QHBoxLayout;
    playerButtons->addWidget(m_add);
    playerButtons->addWidget(m_remove);
    playerButtons->addStretch(1);
    auto* playersLayout = new QVBoxLayout(m_playersGroup);
    playersLayout->addWidget(m_playerList, 1);
    playersLayout->addLayout(playerButtons);

    auto* openingsRow = new QHBoxLayout;
    openingsRow->addWidget(m_openings, 1);
    openingsRow->addWidget(m_browse);
    auto* settings = new QFormLayout;
    settings->addRow(m_sizeTitle, m_size);
    settings->addRow(m_scoringTitle, m_scoring);
    settings->addRow(m_openingsTitle, m_openingsChoice);
    settings->addRow(QString(), openingsRow);
    settings->addRow(m_clockTitle, m_timeControl);
    auto* runButtons = new QHBoxLayout;
    runButtons->addWidget(m_start);
    runButtons->addWidget(m_stop);
    runButtons->addStretch(1);
    auto* kept = new QHBoxLayout;
    kept->addWidget(m_keptNotice, 1);
    kept->addWidget(m_discard, 0, Qt::AlignTop);

    // Start and Stop above the progress: the texts below grow without moving them.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_playersGroup, 1);
    leftLayout->addLayout(settings);
    leftLayout->addLayout(runButtons);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_progressText);
    leftLayout->addLayout(kept);
    return left;
}

QWidget* TournamentPage::createResultsSide()
{
    // One "Export:" before short button names: "Export Standings…" and four more filled the
    // width of a 1024 px window in Spanish. Each button says in full what it writes.
    auto* exportRow = new QHBoxLayout;
    exportRow->addStretch(1);
    exportRow->addWidget(m_exportTitle);
    for (QPushButton* button : {m_exportCsv, m_exportJson, m_exportGgf, m_exportStandings, m_exportChart})
        exportRow->addWidget(button);
    auto* standingsTable = new QWidget;
    auto* standingsLayout = new QVBoxLayout(standingsTable);
    standingsLayout->setContentsMargins(0, 0, 0, 0);
    standingsLayout->addWidget(m_table, 1);
    standingsLayout->addWidget(m_standingsNote);
    auto* standings = new QSplitter(Qt::Vertical);
    standings->addWidget(standingsTable);
    standings->addWidget(m_chart);
    standings->setStretchFactor(0, 1);
    standings->setStretchFactor(1, 2);
    standings->setSizes({220, 420}); // the table shows a handful of players without scrolling
    standings->setChildrenCollapsible(false);
    m_results->addTab(standings, QString());
    m_results->addTab(m_crosstableView, QString());
    m_results->addTab(m_gameView, QString());
    auto* rightSide = new QWidget;
    auto* rightLayout = new QVBoxLayout(rightSide);
    rightLayout->addWidget(m_results, 1);
    rightLayout->addLayout(exportRow);
    return rightSide;
}

void TournamentPage::connectParts()
{
    connect(m_add, &QPushButton::clicked, this, &TournamentPage::addPlayer);
    connect(m_remove, &QPushButton::clicked, this, &TournamentPage::removePlayer);
    connect(m_playerList, &QListWidget::currentRowChanged, this, &TournamentPage::updateEnabled);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Openings"), QString(),
                                                          tr("Position files (*.obf *.txt);;All files (*)"));
        if (!path.isEmpty())
            m_openings->setText(path);
    });
    connect(m_openingsChoice, &QComboBox::currentIndexChanged, this, &TournamentPage::updateOpeningsChoice);
    connect(m_size, &QComboBox::currentIndexChanged, this, &TournamentPage::updateOpeningsChoice);
    connect(m_gameView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) { openGame(index.row()); });
    connect(m_start, &QPushButton::clicked, this, &TournamentPage::startAfterAsking);
    connect(m_stop, &QPushButton::clicked, this, &TournamentPage::stop);
    connect(m_discard, &QPushButton::clicked, this, &TournamentPage::discardUnsavedWork);
    connect(m_exportCsv, &QPushButton::clicked, this, &TournamentPage::exportCsvAs);
    connect(m_exportJson, &QPushButton::clicked, this, &TournamentPage::exportJsonAs);
    connect(m_exportGgf, &QPushButton::clicked, this, &TournamentPage::exportGgfAs);
    connect(m_exportStandings, &QPushButton::clicked, this, &TournamentPage::exportStandingsAs);
    connect(m_exportChart, &QPushButton::clicked, this, &TournamentPage::exportChartAs);
    connect(m_chart, &TournamentChart::statusMessage, this, &TournamentPage::statusMessage);
    connect(m_job, &TournamentJob::gameFinished, this, &TournamentPage::onGame);
    connect(m_job, &TournamentJob::finished, this, &TournamentPage::onFinished);
    connect(m_job, &TournamentJob::progress, this, [this](const SearchStats& live, double seconds) {
        m_progressText->setText(tr("Game %1 of %2 being played: %3 nodes in its current search; %4 s in all.")
                                    .arg(m_progress->value() + 1)
                                    .arg(m_progress->maximum())
                                    .arg(countText(live.generated), QLocale().toString(seconds, 'f', 1)));
    });
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, m_gameModel, &GameListModel::retranslate);
}

TournamentPage::~TournamentPage() = default;

bool TournamentPage::isRunning() const { return m_job->isRunning(); }

QString TournamentPage::progressText() const { return m_progressText->text(); }

void TournamentPage::setPlayers(const std::vector<play::PlayerSpec>& players)
{
    m_players = players;
    showPlayers();
}

void TournamentPage::saveSettings(QSettings& settings) const
{
    QStringList players;
    for (const play::PlayerSpec& player : m_players)
        players << QString::fromStdString(player.text());
    settings.setValue(QStringLiteral("tournament/players"), players);
    settings.setValue(QStringLiteral("tournament/size"), m_size->currentData());
    settings.setValue(QStringLiteral("tournament/scoring"), m_scoring->currentIndex());
    settings.setValue(QStringLiteral("tournament/openings"), m_openings->text());
    settings.setValue(QStringLiteral("tournament/openingsChoice"), m_openingsChoice->currentData());
    settings.setValue(QStringLiteral("tournament/timeControl"), m_timeControl->text());
}

void TournamentPage::restoreSettings(const QSettings& settings)
{
    if (settings.contains(QStringLiteral("tournament/players"))) {
        std::vector<play::PlayerSpec> players;
        for (const QString& text : settings.value(QStringLiteral("tournament/players")).toStringList())
            if (const auto player = play::parsePlayer(text.toStdString())) // a bad line is dropped
                players.push_back(*player);
        setPlayers(players);
    }
    setBoardSize(settings.value(QStringLiteral("tournament/size"), 6).toInt());
    m_scoring->setCurrentIndex(std::clamp(settings.value(QStringLiteral("tournament/scoring"), 0).toInt(), 0, 1));
    const QString path = settings.value(QStringLiteral("tournament/openings")).toString();
    // Settings from before the choice: a file when one was given, else the balanced set.
    const int choice = settings
                           .value(QStringLiteral("tournament/openingsChoice"),
                                  static_cast<int>(path.isEmpty() ? Openings::Balanced : Openings::File))
                           .toInt();
    setOpenings(static_cast<Openings>(std::clamp(choice, 0, 2)), path);
    m_timeControl->setText(settings.value(QStringLiteral("tournament/timeControl")).toString());
    // The last session's games not exported yet, offered again until exported or discarded.
    showKeptGames();
}

void TournamentPage::setBoardSize(int size) { m_size->setCurrentIndex(std::max(0, m_size->findData(size))); }

void TournamentPage::setOpenings(Openings openings, const QString& path)
{
    m_openings->setText(path);
    m_openingsChoice->setCurrentIndex(std::max(0, m_openingsChoice->findData(static_cast<int>(openings))));
    updateOpeningsChoice();
}

void TournamentPage::setOpeningsFile(const QString& path)
{
    setOpenings(path.isEmpty() ? Openings::Start : Openings::File, path);
}

void TournamentPage::setTimeControl(const QString& text) { m_timeControl->setText(text); }

void TournamentPage::updateOpeningsChoice()
{
    const auto choice = static_cast<Openings>(m_openingsChoice->currentData().toInt());
    const int count = static_cast<int>(play::shippedOpenings(m_size->currentData().toInt()).size());
    m_openingsChoice->setItemText(0, tr("Balanced set (%n openings)", nullptr, count));
    const bool file = choice == Openings::File && !m_job->isRunning();
    m_openings->setEnabled(file);
    m_browse->setEnabled(file);
}

void TournamentPage::showPlayers()
{
    m_playerList->clear();
    for (const play::PlayerSpec& player : m_players)
        m_playerList->addItem(tr("%1 — %2").arg(QString::fromStdString(player.name), describePlayer(player)));
    updateEnabled();
}

void TournamentPage::addPlayer()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add Player"));
    auto* form = new EnginePlayerForm;
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    play::PlayerSpec player = form->player();
    // Names tell the players apart in the table and the files: make a repeated one unique.
    const std::string base = player.name;
    for (int n = 2;; ++n) {
        const bool taken = std::any_of(m_players.begin(), m_players.end(),
                                       [&](const play::PlayerSpec& p) { return p.name == player.name; });
        if (!taken)
            break;
        player.name = base + "-" + std::to_string(n);
    }
    m_players.push_back(player);
    showPlayers();
}

void TournamentPage::removePlayer()
{
    const int row = m_playerList->currentRow();
    if (row < 0 || row >= static_cast<int>(m_players.size()))
        return;
    m_players.erase(m_players.begin() + row);
    showPlayers();
}

std::optional<std::vector<Board>> TournamentPage::openings(QString* error) const
{
    const int size = m_size->currentData().toInt();
    switch (static_cast<Openings>(m_openingsChoice->currentData().toInt())) {
    case Openings::Balanced:
        return play::shippedOpenings(size);
    case Openings::Start:
        return std::vector<Board>{Board::start(size)};
    default:
        break;
    }
    const QString path = m_openings->text().trimmed();
    if (path.isEmpty()) {
        *error = tr("Choose a position file for the openings.");
        return std::nullopt;
    }
    auto positions = PositionFile::read(path, size, error);
    if (!positions)
        return std::nullopt;
    for (std::size_t i = 0; i < positions->size(); ++i)
        if ((*positions)[i].isGameOver()) {
            *error = tr("Position %1 of %2 is a finished game.").arg(i + 1).arg(QDir::toNativeSeparators(path));
            return std::nullopt;
        }
    return positions;
}

void TournamentPage::updateEnabled()
{
    const bool running = m_job->isRunning();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    for (QWidget* w : std::initializer_list<QWidget*>{m_add, m_size, m_scoring, m_openingsChoice, m_timeControl})
        w->setEnabled(!running);
    updateOpeningsChoice();
    m_remove->setEnabled(!running && m_playerList->currentRow() >= 0);
    const bool results = !m_model->games().empty();
    m_exportCsv->setEnabled(results);
    m_exportJson->setEnabled(results);
    m_exportGgf->setEnabled(results);
    m_exportStandings->setEnabled(results);
    m_exportChart->setEnabled(results);
    m_discard->setEnabled(!running);
}

// The chart is a TournamentChart (the program's figure rules and export).
void TournamentPage::updateChart() { m_chart->showStandings(m_model->standings(), m_gamesPerPlayer); }

void TournamentPage::exportChartAs() { m_chart->exportFigure(); }

} // namespace othello
