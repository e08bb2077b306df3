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

    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("comparisonStartButton"));
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("comparisonStopButton"));
    m_stop->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    m_check = new QPushButton(this);
    m_check->setObjectName(QStringLiteral("checkImplementationButton"));

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
    retranslate();
    updatePositionWidgets();
}

QGroupBox* ComparisonPanel::createAlgorithmsBox()
{
    m_algorithmsBox = new QGroupBox(this);
    auto* grid = new QGridLayout(m_algorithmsBox);
    m_ttOffTitle = new QLabel(m_algorithmsBox);
    m_ttOnTitle = new QLabel(m_algorithmsBox);
    grid->addWidget(m_ttOffTitle, 0, 1, Qt::AlignHCenter);
    grid->addWidget(m_ttOnTitle, 0, 2, Qt::AlignHCenter);
    int row = 1;
    for (const AlgorithmInfo& info : kAlgorithms) {
        auto* name = new QLabel(m_algorithmsBox);
        name->setProperty("algorithm", int(info.algorithm));
        m_algorithmTitles.push_back(name);
        grid->addWidget(name, row, 0);
        for (const bool tt : {false, true}) {
            auto* box = new QCheckBox(m_algorithmsBox);
            box->setObjectName(QStringLiteral("combinationBox:") + combinationKey(info.algorithm, tt));
            box->setChecked(true);
            grid->addWidget(box, row, tt ? 2 : 1, Qt::AlignHCenter);
            m_combinations[{info.algorithm, tt}] = box;
        }
        ++row;
    }
    return m_algorithmsBox;
}

QGroupBox* ComparisonPanel::createTableBox()
{
    m_tableBox = new QGroupBox(this);
    m_tableForm = new QFormLayout(m_tableBox);
    m_policies = new QLineEdit(QStringLiteral("default"), m_tableBox);
    m_policies->setObjectName(QStringLiteral("policiesEdit"));
    m_hash = new QComboBox(m_tableBox);
    m_hash->setObjectName(QStringLiteral("hashCombo"));
    for (const TableHash hash : {TableHash::Mix, TableHash::Zobrist, TableHash::Xor})
        m_hash->addItem(QString(), int(hash));
    m_policyComparison = new QPushButton(m_tableBox);
    m_policyComparison->setObjectName(QStringLiteral("policyComparisonButton"));
    m_tableForm->addRow(QStringLiteral("-"), m_policies);
    m_tableForm->addRow(QStringLiteral("-"), m_hash);
    m_tableForm->addRow(m_policyComparison);
    return m_tableBox;
}

QGroupBox* ComparisonPanel::createSearchBox()
{
    m_searchBox = new QGroupBox(this);
    m_searchForm = new QFormLayout(m_searchBox);
    m_positionsSource = new QComboBox(m_searchBox);
    m_positionsSource->setObjectName(QStringLiteral("positionsSourceCombo"));
    m_positionsSource->addItem(QString());
    m_positionsSource->addItem(QString());
    m_fileRow = new QWidget(m_searchBox);
    auto* fileLayout = new QHBoxLayout(m_fileRow);
    fileLayout->setContentsMargins(0, 0, 0, 0);
    m_positionFile = new QLineEdit(m_fileRow);
    m_positionFile->setObjectName(QStringLiteral("positionFileEdit"));
    m_browse = new QPushButton(m_fileRow);
    fileLayout->addWidget(m_positionFile, 1);
    fileLayout->addWidget(m_browse);
    m_scoring = new QComboBox(m_searchBox);
    m_scoring->setObjectName(QStringLiteral("comparisonScoringCombo"));
    m_scoring->addItem(QString(), int(ScoringRule::DiscDifference));
    m_scoring->addItem(QString(), int(ScoringRule::EmptiesToWinner));
    m_searchForm->addRow(QStringLiteral("-"), m_positionsSource);
    m_searchForm->addRow(QStringLiteral("-"), m_fileRow);
    m_searchForm->addRow(QStringLiteral("-"), m_scoring);
    createLimitRows(m_searchBox);
    return m_searchBox;
}

void ComparisonPanel::createLimitRows(QGroupBox* positions)
{
    m_fromLabel = new QSpinBox(positions);
    m_fromLabel->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_fromLabel->setValue(PrincipalVariation::kLastLabel);
    m_toLabel = new QSpinBox(positions);
    m_toLabel->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_toLabel->setValue(PrincipalVariation::kFirstLabel);
    m_timeLimit = new QDoubleSpinBox(positions);
    m_timeLimit->setRange(0.1, 24 * 3600);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(60);
    m_ttMegabytes = new QSpinBox(positions);
    m_ttMegabytes->setRange(1, 16384);
    m_ttMegabytes->setValue(64);
    m_parallelJobs = new QSpinBox(positions);
    m_parallelJobs->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_parallelJobs->setValue(1);
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_fromLabel, m_toLabel, m_timeLimit, m_ttMegabytes, m_parallelJobs})
        m_searchForm->addRow(QStringLiteral("-"), field);
}

QGroupBox* ComparisonPanel::createProgressBox()
{
    m_progressBox = new QGroupBox(this);
    auto* progressLayout = new QVBoxLayout(m_progressBox);
    m_progress = new QProgressBar(m_progressBox);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false); // "0 of 1" means nothing before a run
    m_activity = new QLabel(m_progressBox);
    m_activity->setObjectName(QStringLiteral("activityLabel"));
    m_activity->setWordWrap(true);
    m_activity->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_elapsed = new QLabel(m_progressBox);
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_activity);
    progressLayout->addWidget(m_elapsed);
    return m_progressBox;
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
    m_activityShown = Activity::Starting;
    m_activity->setText(tr("Starting…"));
    m_elapsedSeconds = -1;
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
    m_activityShown = lines.isEmpty() ? Activity::Waiting : Activity::Searches;
    m_activity->setText(lines.isEmpty() ? tr("Waiting for the next search…") : lines.join(QLatin1Char('\n')));
    showElapsed(double(m_clock.elapsed()) / 1000.0);
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
    showSummary(summary);
    if (m_clock.isValid())
        showElapsed(double(m_clock.elapsed()) / 1000.0);
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
