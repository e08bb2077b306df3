#include "ComparisonPanel.h"

#include "common/NumberText.h"
#include "common/PositionFile.h"
#include "common/charts/ComparisonNames.h"
#include "engine/board/PrincipalVariation.h"
#include "results/ResultRecord.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStringList>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>

namespace othello {

namespace {

QString combinationKey(Algorithm algorithm, bool tt)
{
    return QStringLiteral("%1:%2").arg(
        QString::fromLatin1(algorithmId(algorithm).data(), qsizetype(algorithmId(algorithm).size())),
        tt ? QStringLiteral("on") : QStringLiteral("off"));
}

} // namespace

ComparisonPanel::ComparisonPanel(QWidget* parent) : QWidget(parent)
{
    QGroupBox* algorithms = createAlgorithmsBox();
    QGroupBox* table = createTableBox();
    QGroupBox* positions = createSearchBox();

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));

    m_start = new QPushButton(tr("&Start"), this);
    m_start->setObjectName(QStringLiteral("comparisonStartButton"));
    m_stop = new QPushButton(tr("S&top"), this);
    m_stop->setObjectName(QStringLiteral("comparisonStopButton"));
    m_stop->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    m_check = new QPushButton(tr("Chec&k an Implementation…"), this);
    m_check->setObjectName(QStringLiteral("checkImplementationButton"));
    m_check->setToolTip(tr("Check a student's log (or a results file) against the lab's searches, each stopped after "
                           "the time limit per position: a run of its own, its rows marked equal or different"));

    QGroupBox* progress = createProgressBox();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(algorithms);
    layout->addWidget(table);
    layout->addWidget(positions);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    layout->addWidget(m_check);
    layout->addWidget(progress);
    layout->addStretch(1);
    connectParts();
    // As wide as every row needs, the hidden ones too: switching the positions must not make the
    // form wider than the place the view gave it.
    setMinimumWidth(sizeHint().width());
    updatePositionWidgets();
}

QGroupBox* ComparisonPanel::createAlgorithmsBox()
{
    auto* algorithms = new QGroupBox(tr("Algorithms"), this);
    auto* grid = new QGridLayout(algorithms);
    grid->addWidget(new QLabel(tr("TT off"), algorithms), 0, 1, Qt::AlignHCenter);
    grid->addWidget(new QLabel(tr("TT on"), algorithms), 0, 2, Qt::AlignHCenter);
    int row = 1;
    for (const AlgorithmInfo& info : kAlgorithms) {
        grid->addWidget(new QLabel(algorithmText(info.algorithm), algorithms), row, 0);
        for (const bool tt : {false, true}) {
            auto* box = new QCheckBox(algorithms);
            box->setObjectName(QStringLiteral("combinationBox:") + combinationKey(info.algorithm, tt));
            box->setChecked(true);
            box->setToolTip(tr("Search with %1").arg(combinationText(info.algorithm, tt)));
            grid->addWidget(box, row, tt ? 2 : 1, Qt::AlignHCenter);
            m_combinations[{info.algorithm, tt}] = box;
        }
        ++row;
    }
    return algorithms;
}

QGroupBox* ComparisonPanel::createTableBox()
{
    auto* table = new QGroupBox(tr("Transposition table"), this);
    auto* tableForm = new QFormLayout(table);
    m_policies = new QLineEdit(QStringLiteral("default"), table);
    m_policies->setObjectName(QStringLiteral("policiesEdit"));
    m_policies->setToolTip(tr("Table policies the searches with TT compare, comma-separated, each a line of "
                              "its own: %1")
                               .arg(QString::fromLatin1(policySyntax().data(), qsizetype(policySyntax().size()))));
    m_hash = new QComboBox(table);
    m_hash->setObjectName(QStringLiteral("hashCombo"));
    m_hash->addItem(tr("Mix (default)"), int(TableHash::Mix));
    m_hash->addItem(tr("Zobrist"), int(TableHash::Zobrist));
    m_hash->addItem(tr("XOR of the bitboards (naive)"), int(TableHash::Xor));
    m_hash->setToolTip(tr("Where the table puts a position; it always compares the whole position, and counts "
                          "the probes a table keeping only the hash would have got wrong"));
    m_policyComparison = new QPushButton(tr("Policy comparison"), table);
    m_policyComparison->setObjectName(QStringLiteral("policyComparisonButton"));
    m_policyComparison->setToolTip(tr("One algorithm with a table under each of the course's policies"));
    tableForm->addRow(tr("Policies:"), m_policies);
    tableForm->addRow(tr("Hash:"), m_hash);
    tableForm->addRow(m_policyComparison);
    return table;
}

QGroupBox* ComparisonPanel::createSearchBox()
{
    auto* positions = new QGroupBox(tr("Search"), this);
    m_searchForm = new QFormLayout(positions);
    m_positionsSource = new QComboBox(positions);
    m_positionsSource->setObjectName(QStringLiteral("positionsSourceCombo"));
    m_positionsSource->addItem(tr("6×6 PV"));
    m_positionsSource->addItem(tr("Position file"));
    m_positionsSource->setToolTip(tr("The PV climbs from the end of the game and stops a combination after its "
                                     "first timeout; a position file's positions are each tried by every "
                                     "combination, also after a timeout"));
    m_fileRow = new QWidget(positions);
    auto* fileLayout = new QHBoxLayout(m_fileRow);
    fileLayout->setContentsMargins(0, 0, 0, 0);
    m_positionFile = new QLineEdit(m_fileRow);
    m_positionFile->setObjectName(QStringLiteral("positionFileEdit"));
    m_positionFile->setPlaceholderText(tr("One position a line (OBF text)"));
    m_positionFile->setToolTip(tr("A position file: one position a line, as in the FForum files (all of one "
                                  "board size); each position is a point on the charts, numbered in line order"));
    m_browse = new QPushButton(tr("Browse…"), m_fileRow);
    fileLayout->addWidget(m_positionFile, 1);
    fileLayout->addWidget(m_browse);
    m_scoring = new QComboBox(positions);
    m_scoring->setObjectName(QStringLiteral("comparisonScoringCombo"));
    m_scoring->addItem(tr("Disc difference"), int(ScoringRule::DiscDifference));
    m_scoring->addItem(tr("Empties to the winner"), int(ScoringRule::EmptiesToWinner));
    m_scoring->setToolTip(tr("How a finished game is scored: the course's disc difference, or the empty squares "
                             "to the winner as in the FForum suite"));
    m_searchForm->addRow(tr("Positions:"), m_positionsSource);
    m_searchForm->addRow(tr("File:"), m_fileRow);
    m_searchForm->addRow(tr("Scoring:"), m_scoring);
    createLimitRows(positions);
    return positions;
}

void ComparisonPanel::createLimitRows(QGroupBox* positions)
{
    m_fromLabel = new QSpinBox(positions);
    m_fromLabel->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_fromLabel->setValue(PrincipalVariation::kLastLabel);
    m_fromLabel->setToolTip(tr("First PV label searched (34 is the final board, 1 the start)"));
    m_toLabel = new QSpinBox(positions);
    m_toLabel->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_toLabel->setValue(PrincipalVariation::kFirstLabel);
    m_toLabel->setToolTip(tr("Last PV label searched; each combination climbs from the first "
                             "label down to this one and stops after its first timeout"));
    m_timeLimit = new QDoubleSpinBox(positions);
    m_timeLimit->setRange(0.1, 24 * 3600);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(60);
    m_timeLimit->setSuffix(tr(" s"));
    m_ttMegabytes = new QSpinBox(positions);
    m_ttMegabytes->setRange(1, 16384);
    m_ttMegabytes->setValue(64);
    m_ttMegabytes->setSuffix(tr(" MiB"));
    m_parallelJobs = new QSpinBox(positions);
    m_parallelJobs->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_parallelJobs->setValue(1);
    m_parallelJobs->setToolTip(tr("Searches run at once; 1 keeps the timings comparable"));
    m_searchForm->addRow(tr("From label:"), m_fromLabel);
    m_searchForm->addRow(tr("Down to label:"), m_toLabel);
    m_searchForm->addRow(tr("Time limit per position:"), m_timeLimit);
    m_searchForm->addRow(tr("TT size:"), m_ttMegabytes);
    m_searchForm->addRow(tr("Parallel searches:"), m_parallelJobs);
}

QGroupBox* ComparisonPanel::createProgressBox()
{
    auto* progress = new QGroupBox(tr("Progress"), this);
    auto* progressLayout = new QVBoxLayout(progress);
    m_progress = new QProgressBar(progress);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of %m searches"));
    m_progress->setTextVisible(false); // "0 of 1" means nothing before a run
    m_activity = new QLabel(tr("Not running"), progress);
    m_activity->setObjectName(QStringLiteral("activityLabel"));
    m_activity->setWordWrap(true);
    m_activity->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_elapsed = new QLabel(progress);
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_activity);
    progressLayout->addWidget(m_elapsed);
    return progress;
}

void ComparisonPanel::connectParts()
{
    for (const auto& [combination, box] : m_combinations)
        connect(box, &QCheckBox::toggled, this, &ComparisonPanel::updateValidity);
    connect(m_policies, &QLineEdit::textChanged, this, &ComparisonPanel::updateValidity);
    connect(m_policyComparison, &QPushButton::clicked, this, &ComparisonPanel::choosePolicyComparison);
    connect(m_positionsSource, &QComboBox::currentIndexChanged, this, &ComparisonPanel::updatePositionWidgets);
    connect(m_positionsSource, &QComboBox::currentIndexChanged, this, &ComparisonPanel::positionsChanged);
    connect(m_scoring, &QComboBox::currentIndexChanged, this, &ComparisonPanel::updateValidity);
    connect(m_hash, &QComboBox::currentIndexChanged, this, &ComparisonPanel::updateValidity);
    connect(m_positionFile, &QLineEdit::editingFinished, this, &ComparisonPanel::reloadPositionFile);
    connect(m_browse, &QPushButton::clicked, this, &ComparisonPanel::browsePositionFile);
    connect(m_fromLabel, &QSpinBox::valueChanged, this, &ComparisonPanel::updateValidity);
    connect(m_toLabel, &QSpinBox::valueChanged, this, &ComparisonPanel::updateValidity);
    connect(m_fromLabel, &QSpinBox::valueChanged, this, &ComparisonPanel::positionsChanged);
    connect(m_toLabel, &QSpinBox::valueChanged, this, &ComparisonPanel::positionsChanged);
    connect(m_start, &QPushButton::clicked, this, &ComparisonPanel::startRequested);
    connect(m_stop, &QPushButton::clicked, this, &ComparisonPanel::stopRequested);
    connect(m_check, &QPushButton::clicked, this, &ComparisonPanel::checkRequested);
}

bool ComparisonPanel::usesPositionFile() const { return m_positionsSource->currentIndex() == 1; }

void ComparisonPanel::setUsesPositionFile(bool file) { m_positionsSource->setCurrentIndex(file ? 1 : 0); }

QString ComparisonPanel::positionFile() const { return m_positionFile->text().trimmed(); }

void ComparisonPanel::setPositionFile(const QString& path)
{
    m_positionFile->setText(path);
    reloadPositionFile();
}

void ComparisonPanel::reloadPositionFile()
{
    m_fileProblem.clear();
    m_filePositions = PositionFile::read(positionFile(), 0, &m_fileProblem);
    if (m_filePositions && m_filePositions->size() > kMaxComparedPositions) {
        m_fileProblem = tr("%1 holds %2 positions; at most %3 are compared.")
                            .arg(QFileInfo(positionFile()).fileName())
                            .arg(m_filePositions->size())
                            .arg(kMaxComparedPositions);
        m_filePositions.reset();
    }
    if (m_filePositions)
        m_fileFolder = QFileInfo(positionFile()).absolutePath();
    updateValidity();
    emit positionsChanged();
}

void ComparisonPanel::browsePositionFile()
{
    const QString folder = positionFile().isEmpty() ? m_fileFolder : QFileInfo(positionFile()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Position File"), folder,
                                                      tr("Position files (*.obf *.txt);;All files (*)"));
    if (!path.isEmpty())
        setPositionFile(path);
}

void ComparisonPanel::updatePositionWidgets()
{
    const bool file = usesPositionFile();
    const bool editable = !m_running;
    m_fileRow->setEnabled(editable && file);
    m_scoring->setEnabled(editable && file);
    m_fromLabel->setEnabled(editable && !file);
    m_toLabel->setEnabled(editable && !file);
    // Only the rows of the chosen positions are shown: the form stays as short as before.
    m_searchForm->setRowVisible(m_fileRow, file);
    m_searchForm->setRowVisible(m_scoring, file);
    m_searchForm->setRowVisible(m_fromLabel, !file);
    m_searchForm->setRowVisible(m_toLabel, !file);
    updateValidity();
}

QString ComparisonPanel::coursePolicies()
{
    return QStringLiteral(
        "default,always,depth-preferred,two-tier,store-all,depth:8,probability:0.5,wipe:262144,exact,course");
}

std::vector<TablePolicy> ComparisonPanel::policies(QString* problem) const
{
    std::vector<TablePolicy> result;
    for (const QString& word : m_policies->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto parsed = parsePolicy(word.trimmed().toStdString());
        if (const auto* policy = std::get_if<TablePolicy>(&parsed)) {
            if (std::find(result.begin(), result.end(), *policy) == result.end())
                result.push_back(*policy);
        } else if (problem && problem->isEmpty()) {
            *problem =
                tr("'%1' is not a table policy; write %2.")
                    .arg(word.trimmed(), QString::fromLatin1(policySyntax().data(), qsizetype(policySyntax().size())));
        }
    }
    return result;
}

ComparisonSettings ComparisonPanel::settings() const
{
    ComparisonSettings s;
    const std::vector<TablePolicy> tablePolicies = policies();
    const auto hash = TableHash(m_hash->currentData().toInt());
    for (const AlgorithmInfo& info : kAlgorithms)
        for (const bool tt : {false, true}) {
            if (!m_combinations.at({info.algorithm, tt})->isChecked())
                continue;
            if (!tt || info.algorithm == Algorithm::Best) { // best keeps its own table
                s.combinations.push_back({info.algorithm, tt});
                continue;
            }
            for (const TablePolicy& policy : tablePolicies) // course keeps whole positions: no hash
                s.combinations.push_back(
                    {info.algorithm, tt, {policy, policy.kind == TablePolicyKind::Course ? TableHash::Mix : hash}});
        }
    s.fromLabel = m_fromLabel->value();
    s.toLabel = m_toLabel->value();
    if (usesPositionFile() && m_filePositions) {
        s.positions = *m_filePositions;
        s.positionSource = positionSourceName(QFileInfo(positionFile()).fileName().toStdString());
        s.scoring = ScoringRule(m_scoring->currentData().toInt());
    }
    s.timeLimitSeconds = m_timeLimit->value();
    s.ttMegabytes = std::size_t(m_ttMegabytes->value());
    s.parallelJobs = m_parallelJobs->value();
    return s;
}

void ComparisonPanel::setSettings(const ComparisonSettings& settings)
{
    QStringList policyWords;
    for (auto& [key, box] : m_combinations) {
        const Algorithm algorithm = key.first;
        const bool tt = key.second;
        box->setChecked(std::any_of(settings.combinations.begin(), settings.combinations.end(),
                                    [&](const Combination& c) { return c.algorithm == algorithm && c.tt == tt; }));
    }
    for (const Combination& c : settings.combinations) {
        const QString word = QString::fromStdString(policyText(c.table.policy));
        if (c.tt && c.algorithm != Algorithm::Best && !policyWords.contains(word))
            policyWords << word;
        if (c.tt && c.algorithm != Algorithm::Best && c.table.policy.kind != TablePolicyKind::Course)
            m_hash->setCurrentIndex(m_hash->findData(int(c.table.hash)));
    }
    if (!policyWords.isEmpty())
        m_policies->setText(policyWords.join(QLatin1Char(',')));
    m_fromLabel->setValue(settings.fromLabel);
    m_toLabel->setValue(settings.toLabel);
    m_timeLimit->setValue(settings.timeLimitSeconds);
    m_ttMegabytes->setValue(int(settings.ttMegabytes));
    m_parallelJobs->setValue(settings.parallelJobs);
    updateValidity();
}

QString ComparisonPanel::validationError() const
{
    const ComparisonSettings s = settings();
    QString policyProblem;
    if (policies(&policyProblem).empty() && policyProblem.isEmpty())
        policyProblem = tr("Give at least one table policy.");
    if (!policyProblem.isEmpty())
        return policyProblem;
    if (s.combinations.empty())
        return tr("Choose at least one algorithm.");
    if (usesPositionFile() && !m_filePositions)
        return m_fileProblem.isEmpty() ? tr("Choose a position file.") : m_fileProblem;
    if (usesPositionFile()) {
        if (s.scoring != ScoringRule::DiscDifference &&
            std::any_of(s.combinations.begin(), s.combinations.end(), [](const Combination& c) {
                return c.tt && c.algorithm != Algorithm::Best && c.table != TableScheme{};
            }))
            return tr("Table policies and hashes other than the default apply under the disc difference only: "
                      "with empties to the winner the searches keep a table of their own.");
        return {};
    }
    if (s.fromLabel < s.toLabel)
        return tr("The first label (%1) must not be below the last one (%2): the comparison climbs "
                  "from the end of the game towards the start.")
            .arg(s.fromLabel)
            .arg(s.toLabel);
    return {};
}

void ComparisonPanel::saveTo(QSettings& store) const
{
    const ComparisonSettings s = settings();
    QStringList combinations;
    for (const Combination& c : s.combinations)
        combinations << combinationKey(c.algorithm, c.tt);
    store.beginGroup(QStringLiteral("comparison"));
    store.setValue(QStringLiteral("combinations"), combinations);
    store.setValue(QStringLiteral("ttPolicies"), m_policies->text());
    store.setValue(QStringLiteral("ttHash"),
                   QString::fromLatin1(hashId(TableHash(m_hash->currentData().toInt())).data()));
    store.setValue(QStringLiteral("fromLabel"), s.fromLabel);
    store.setValue(QStringLiteral("toLabel"), s.toLabel);
    store.setValue(QStringLiteral("timeLimitSeconds"), s.timeLimitSeconds);
    store.setValue(QStringLiteral("ttMegabytes"), qulonglong(s.ttMegabytes));
    store.setValue(QStringLiteral("parallelJobs"), s.parallelJobs);
    store.setValue(QStringLiteral("positions"), usesPositionFile() ? QStringLiteral("file") : QStringLiteral("pv"));
    store.setValue(QStringLiteral("positionFile"), positionFile());
    store.setValue(QStringLiteral("scoring"),
                   QString::fromLatin1(scoringId(ScoringRule(m_scoring->currentData().toInt())).data()));
    store.endGroup();
}

void ComparisonPanel::restoreFrom(const QSettings& store)
{
    ComparisonSettings s = settings();
    // Full keys: a const store has no groups to enter.
    const auto key = [](const char* name) { return QStringLiteral("comparison/") + QLatin1String(name); };
    const QString policyText = store.value(key("ttPolicies"), m_policies->text()).toString();
    const auto hash = parseHash(store.value(key("ttHash")).toString().toStdString());
    if (store.contains(key("combinations"))) {
        const QStringList keys = store.value(key("combinations")).toStringList();
        s.combinations.clear();
        for (const AlgorithmInfo& info : kAlgorithms)
            for (const bool tt : {false, true})
                if (keys.contains(combinationKey(info.algorithm, tt)))
                    s.combinations.push_back({info.algorithm, tt});
    }
    // Spin boxes clamp whatever an edited settings file holds into their ranges.
    s.fromLabel = store.value(key("fromLabel"), s.fromLabel).toInt();
    s.toLabel = store.value(key("toLabel"), s.toLabel).toInt();
    s.timeLimitSeconds = store.value(key("timeLimitSeconds"), s.timeLimitSeconds).toDouble();
    s.ttMegabytes = std::size_t(store.value(key("ttMegabytes"), qulonglong(s.ttMegabytes)).toULongLong());
    s.parallelJobs = store.value(key("parallelJobs"), s.parallelJobs).toInt();
    const bool file = store.value(key("positions")).toString() == QStringLiteral("file");
    const QString path = store.value(key("positionFile")).toString();
    const auto scoring = parseScoring(store.value(key("scoring")).toString().toStdString());
    if (scoring)
        m_scoring->setCurrentIndex(m_scoring->findData(int(*scoring)));
    m_positionFile->setText(path);
    if (!path.isEmpty())
        reloadPositionFile();
    setUsesPositionFile(file);
    setSettings(s);
    // After setSettings: the combinations above carry no policies of their own.
    m_policies->setText(policyText);
    if (const auto* known = std::get_if<TableHash>(&hash))
        m_hash->setCurrentIndex(m_hash->findData(int(*known)));
}

void ComparisonPanel::showStarted(int plannedSearches) { showStarted(plannedSearches, usesPositionFile()); }

void ComparisonPanel::showStarted(int plannedSearches, bool positionFile)
{
    m_running = true;
    m_runningFile = positionFile;
    setEditable(false);
    m_progress->setRange(0, std::max(1, plannedSearches));
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_activity->setText(tr("Starting…"));
    m_elapsed->clear();
    m_clock.start();
}

void ComparisonPanel::showProgress(const std::vector<ComparisonActivity>& activities, int finishedSearches)
{
    m_progress->setValue(std::min(finishedSearches, m_progress->maximum()));
    const QLocale locale;
    QStringList lines;
    for (const ComparisonActivity& a : activities) {
        const QString combination = combinationText(a.combination.algorithm, a.combination.tt, a.combination.table);
        const QString generated = countText(a.live.generated);
        //: Live progress: "Alpha-beta TT on, label 27: 1,234,567 nodes generated, 3.20 s"
        lines << (m_runningFile ? tr("%1, position %2: %3 nodes generated, %4")
                                      .arg(combination)
                                      .arg(a.label)
                                      .arg(generated, durationText(a.seconds))
                                : tr("%1, label %2: %3 nodes generated, %4")
                                      .arg(combination)
                                      .arg(a.label)
                                      .arg(generated, durationText(a.seconds)));
    }
    m_activity->setText(lines.isEmpty() ? tr("Waiting for the next search…") : lines.join(QLatin1Char('\n')));
    m_elapsed->setText(tr("Elapsed: %1").arg(durationText(double(m_clock.elapsed()) / 1000.0)));
}

void ComparisonPanel::showFinished(const QString& summary, int finishedSearches, bool complete)
{
    m_running = false;
    setEditable(true);
    // The plan counted every label of every climb; a climb that timed out ended early, so a
    // complete run is as long as what it finished.
    if (complete)
        m_progress->setRange(0, std::max(1, finishedSearches));
    m_progress->setValue(std::min(finishedSearches, m_progress->maximum()));
    m_activity->setText(summary);
    if (m_clock.isValid())
        m_elapsed->setText(tr("Elapsed: %1").arg(durationText(double(m_clock.elapsed()) / 1000.0)));
}

void ComparisonPanel::updateValidity()
{
    const QString problem = validationError();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_start->setEnabled(!m_running && problem.isEmpty());
}

void ComparisonPanel::setEditable(bool editable)
{
    for (auto& [key, box] : m_combinations)
        box->setEnabled(editable);
    for (QWidget* w : std::initializer_list<QWidget*>{m_timeLimit, m_ttMegabytes, m_parallelJobs, m_policies, m_hash,
                                                      m_policyComparison, m_positionsSource})
        w->setEnabled(editable);
    m_stop->setEnabled(!editable);
    m_check->setEnabled(editable);
    updatePositionWidgets(); // the label range, the file and the scoring rule, as the choice allows
}

} // namespace othello
