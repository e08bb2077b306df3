#include "DepthComparisonPage.h"

#include "DepthRowsModel.h"
#include "KeptDepthComparison.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/PositionFile.h"
#include "common/ValueView.h"
#include "common/charts/DepthChart.h"
#include "common/players/EnginePresets.h"
#include "jobs/DepthComparisonJob.h"
#include "results/DepthComparisonFiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace othello {

namespace {
constexpr Algorithm kDepthAlgorithms[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout,
                                          Algorithm::NegaScout, Algorithm::Best};
}

DepthComparisonPage::DepthComparisonPage(QWidget* parent)
    : Page(parent),
      m_job(new DepthComparisonJob(this)),
      m_model(new DepthRowsModel(this)),
      m_size(new QComboBox),
      m_file(new QLineEdit),
      m_browse(new QPushButton),
      m_depth(new QSpinBox),
      m_searches(new QGroupBox),
      m_sizeTitle(new QLabel),
      m_positionsTitle(new QLabel),
      m_depthTitle(new QLabel),
      m_evaluationTitle(new QLabel),
      m_keptNotice(new QLabel),
      m_discard(new QPushButton),
      m_tableOff(new QCheckBox),
      m_tableOn(new QCheckBox),
      m_evaluation(new QComboBox),
      m_start(new QPushButton),
      m_stop(new QPushButton),
      m_export(new QPushButton),
      m_status(new QLabel),
      m_table(new QTableView),
      m_nodes(new DepthChart(DepthChart::Metric::Nodes)),
      m_time(new DepthChart(DepthChart::Metric::Time)),
      m_kept(QStringLiteral("depths.json"))
{
    // Named for the tests (unique in the window: Explore has a "stopButton").
    m_start->setObjectName(QStringLiteral("depthsStartButton"));
    m_stop->setObjectName(QStringLiteral("depthsStopButton"));
    m_table->setObjectName(QStringLiteral("depthsTable"));
    m_keptNotice->setObjectName(QStringLiteral("depthsKeptNotice"));
    m_discard->setObjectName(QStringLiteral("depthsDiscardButton"));
    m_nodes->setObjectName(QStringLiteral("depthNodesChart"));
    m_time->setObjectName(QStringLiteral("depthTimeChart"));
    setUpControls();
    QWidget* left = createFormSide();
    auto* charts = new QSplitter(Qt::Vertical);
    charts->addWidget(m_nodes);
    charts->addWidget(m_time);
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({420, 680});
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connectParts();
    retranslate();
    updateEnabled();
}

void DepthComparisonPage::setUpControls()
{
    for (int size : {4, 6, 8})
        m_size->addItem(QString(), size);
    m_size->setCurrentIndex(1);
    m_depth->setRange(1, 20);
    m_depth->setValue(6);
    m_tableOff->setChecked(true);
    for (const EvaluationChoice& choice : evaluationChoices())
        m_evaluation->addItem(choice.title, choice.id);
    m_evaluation->setCurrentIndex(m_evaluation->findData(QStringLiteral("mixed"))); // the default evaluation
    // "Mixed (squares, mobility, corners, stability, parity)" need not set the form's width: the
    // charts beside it get the room for their titles.
    m_evaluation->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_evaluation->setMinimumContentsLength(18);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_keptNotice->setTextFormat(Qt::PlainText);
    m_keptNotice->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void DepthComparisonPage::retranslate()
{
    m_browse->setText(tr("Browse…"));
    m_tableOff->setText(tr("TT off"));
    m_tableOn->setText(tr("TT on"));
    m_start->setText(tr("Start"));
    m_stop->setText(tr("Stop"));
    m_export->setText(tr("Export CSV…"));
    m_discard->setText(tr("Discard"));
    m_discard->setToolTip(tr("Forget these rows: they are not offered again at the next start"));
    m_searches->setTitle(tr("Searches"));
    m_sizeTitle->setText(tr("Board:"));
    m_positionsTitle->setText(tr("Positions:"));
    m_depthTitle->setText(tr("Deepest depth:"));
    m_evaluationTitle->setText(tr("Evaluation:"));
    for (int i = 0; i < m_size->count(); ++i)
        m_size->setItemText(i, tr("%1×%1").arg(m_size->itemData(i).toInt()));
    const std::vector<EvaluationChoice> evaluations = evaluationChoices();
    for (int i = 0; i < m_evaluation->count() && i < static_cast<int>(evaluations.size()); ++i)
        m_evaluation->setItemText(i, evaluations[std::size_t(i)].title);
    m_file->setPlaceholderText(tr("the start position"));
    m_file->setToolTip(tr("A position file: one position a line (position text, optionally ';' and a comment)"));
    for (QCheckBox* box : m_algorithms) {
        const auto algorithm = static_cast<Algorithm>(box->property("algorithm").toInt());
        box->setText(translatedDepthSearchName(algorithm));
        if (algorithm == Algorithm::Best)
            box->setToolTip(tr("NegaScout (principal variation search) with move ordering: the table's move first "
                               "when it runs with TT on, then the moves that leave the opponent fewest replies"));
    }
    m_model->retranslate();
    m_nodes->retranslate();
    m_time->retranslate();
    showKeptNotice();
}

void DepthComparisonPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
}

QWidget* DepthComparisonPage::createFormSide()
{
    auto* algorithmLayout = new QVBoxLayout(m_searches);
    for (Algorithm algorithm : kDepthAlgorithms) {
        auto* box = new QCheckBox;
        box->setChecked(algorithm != Algorithm::Scout); // as the CLI: Scout only when asked for
        box->setProperty("algorithm", static_cast<int>(algorithm));
        m_algorithms.push_back(box);
        algorithmLayout->addWidget(box);
    }
    auto* tables = new QHBoxLayout;
    tables->addWidget(m_tableOff);
    tables->addWidget(m_tableOn);
    algorithmLayout->addLayout(tables);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    auto* form = new QFormLayout;
    form->addRow(m_sizeTitle, m_size);
    form->addRow(m_positionsTitle, fileRow);
    form->addRow(m_depthTitle, m_depth);
    form->addRow(m_evaluationTitle, m_evaluation);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    auto* kept = new QHBoxLayout;
    kept->addWidget(m_keptNotice, 1);
    kept->addWidget(m_discard, 0, Qt::AlignTop);

    // The buttons above the texts that grow: they never move under the pointer.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addLayout(form);
    leftLayout->addWidget(m_searches);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_status);
    leftLayout->addLayout(kept);
    leftLayout->addWidget(m_table, 1);
    return left;
}

void DepthComparisonPage::connectParts()
{
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Positions"), QString(),
                                                          tr("Position files (*.obf *.txt);;All files (*)"));
        if (!path.isEmpty())
            m_file->setText(path);
    });
    connect(m_start, &QPushButton::clicked, this, &DepthComparisonPage::startAfterAsking);
    connect(m_stop, &QPushButton::clicked, this, &DepthComparisonPage::stop);
    connect(m_export, &QPushButton::clicked, this, &DepthComparisonPage::exportCsvAs);
    connect(m_discard, &QPushButton::clicked, this, &DepthComparisonPage::discardUnsavedWork);
    connect(m_job, &DepthComparisonJob::rowFinished, this, &DepthComparisonPage::onRow);
    connect(m_nodes, &DepthChart::statusMessage, this, &DepthComparisonPage::statusMessage);
    connect(m_time, &DepthChart::statusMessage, this, &DepthComparisonPage::statusMessage);
    connect(m_job, &DepthComparisonJob::finished, this, &DepthComparisonPage::onFinished);
    connect(m_job, &DepthComparisonJob::progress, this, [this](const SearchStats& live, double seconds) {
        m_status->setText(tr("%1 of %2 searches done; %3 nodes in the current one; %4 s in all.")
                              .arg(m_model->rowCount())
                              .arg(m_planned)
                              .arg(countText(live.generated), QLocale().toString(seconds, 'f', 1)));
    });
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, m_model, &DepthRowsModel::retranslate);
    // Rows that only arrive (no cell changes) leave the columns at their first widths: every row
    // and title is measured again, so no name or time is cut ("Alpha-…").
    const auto fitColumns = [this] { m_table->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents); };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, fitColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, fitColumns);
    connect(m_model, &QAbstractItemModel::dataChanged, this, fitColumns);
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, fitColumns);
}

DepthComparisonPage::~DepthComparisonPage() = default;

void DepthComparisonPage::setBoardSize(int size) { m_size->setCurrentIndex(std::max(0, m_size->findData(size))); }

void DepthComparisonPage::setPositionsFile(const QString& path) { m_file->setText(path); }

void DepthComparisonPage::setMaxDepth(int depth) { m_depth->setValue(depth); }

QString DepthComparisonPage::statusText() const { return m_status->text(); }

bool DepthComparisonPage::isRunning() const { return m_job->isRunning(); }

std::optional<std::vector<Board>> DepthComparisonPage::positions(QString* error) const
{
    return PositionFile::read(m_file->text().trimmed(), m_size->currentData().toInt(), error);
}

depth::DepthComparisonSettings DepthComparisonPage::settings() const
{
    depth::DepthComparisonSettings s;
    s.maxDepth = m_depth->value();
    s.algorithms.clear();
    for (QCheckBox* box : m_algorithms)
        if (box->isChecked())
            s.algorithms.push_back(static_cast<Algorithm>(box->property("algorithm").toInt()));
    s.tables.clear();
    if (m_tableOff->isChecked())
        s.tables.push_back(false);
    if (m_tableOn->isChecked())
        s.tables.push_back(true);
    s.evaluation = m_evaluation->currentData().toString().toStdString();
    return s;
}

bool DepthComparisonPage::start()
{
    if (m_job->isRunning())
        return false;
    QString error;
    const auto boards = positions(&error);
    const depth::DepthComparisonSettings s = settings();
    if (boards && (s.algorithms.empty() || s.tables.empty()))
        error = tr("Choose at least one search and TT off or on.");
    if (!boards || !error.isEmpty()) {
        m_status->setText(error);
        emit statusMessage(error);
        return false;
    }
    m_positionCount = static_cast<int>(boards->size());
    m_runDepth = s.maxDepth;
    m_planned = m_positionCount * s.maxDepth * static_cast<int>(s.algorithms.size() * s.tables.size());
    // The rows shown before are replaced: no longer kept (the Start button asked first).
    forgetKeptRows();
    m_model->setPositions(*boards);
    m_nodes->showRows({}, m_positionCount, m_runDepth);
    m_time->showRows({}, m_positionCount, m_runDepth);
    // The charts' subtitles say what was searched.
    const QString file = QFileInfo(m_file->text().trimmed()).fileName();
    //: What a depth comparison searched, in its charts' subtitles: "6×6, the start position" or
    //: "8×8, fforum-40-59.obf: 20 positions".
    const QString searched = file.isEmpty()
        ? tr("%1, the start position").arg(m_size->currentText())
        : tr("%1, %2: %n position(s)", nullptr, m_positionCount).arg(m_size->currentText(), file);
    m_nodes->setPositions(searched);
    m_time->setPositions(searched);
    m_status->setText(tr("%1 searches to run.").arg(m_planned));
    m_job->start(*boards, s);
    updateEnabled();
    return true;
}

void DepthComparisonPage::startAfterAsking()
{
    if (!unsavedWork().isEmpty()) {
        QMessageBox question(QMessageBox::Question, tr("Unsaved Searches"),
                             tr("The %n search(es) shown are not exported. Export them before a new comparison "
                                "replaces them?",
                                nullptr, m_model->rowCount()),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        question.setObjectName(QStringLiteral("replaceDepthsQuestion"));
        question.button(QMessageBox::Save)->setText(tr("Export CSV…"));
        question.setDefaultButton(QMessageBox::Save);
        const int answer = question.exec();
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveUnsavedWork()))
            return;
    }
    start();
}

void DepthComparisonPage::stop() { m_job->stop(); }

void DepthComparisonPage::onRow(const depth::DepthComparisonRow& row)
{
    m_model->addRow(row);
    m_unsaved = true;
    keepRows(); // a crash or a quit loses no search
    m_nodes->showRows(m_model->rows(), m_positionCount, m_runDepth);
    m_time->showRows(m_model->rows(), m_positionCount, m_runDepth);
    showKeptNotice();
}

void DepthComparisonPage::onFinished(bool cancelled)
{
    const QString text = cancelled ? tr("Stopped after %1 of %2 searches.").arg(m_model->rowCount()).arg(m_planned)
                                   : tr("Finished: %1 searches.").arg(m_model->rowCount());
    m_status->setText(text);
    emit statusMessage(text);
    updateEnabled();
}

void DepthComparisonPage::updateEnabled()
{
    const bool running = m_job->isRunning();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_export->setEnabled(!running && m_model->rowCount() > 0);
    m_discard->setEnabled(!running);
}

bool DepthComparisonPage::exportCsv(const QString& path, QString* error)
{
    const bool written = writeDepthComparisonCsv(path, m_model->rows(), error);
    if (written)
        forgetKeptRows();
    return written;
}

bool DepthComparisonPage::exportCsvAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Searches as CSV"), QStringLiteral("depths.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (exportCsv(path, &error)) {
        emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    // The file layer speaks English: say it in the user's language, then its detail.
    QMessageBox::warning(this, tr("Export"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)) + "\n" + error);
    return false;
}

void DepthComparisonPage::setKeptResults(const KeptResults& kept) { m_kept = kept; }

void DepthComparisonPage::keepRows()
{
    const KeptDepthComparison comparison{m_model->positions(), m_runDepth, m_planned, m_model->rows()};
    QString error;
    if (!m_kept.keep(keptDepthComparisonJson(comparison), &error) && !m_keepWarned) {
        m_keepWarned = true; // once: the rows stay on the screen and exportable
        emit statusMessage(tr("The searches cannot be kept for the next start: %1").arg(error));
    }
}

void DepthComparisonPage::restoreSettings(const QSettings& /*settings*/) { showKeptRows(); }

void DepthComparisonPage::showKeptRows()
{
    if (m_job->isRunning() || !m_kept.exists())
        return;
    const auto json = m_kept.read();
    const auto comparison = json ? parseKeptDepthComparison(*json) : std::nullopt;
    if (!comparison || comparison->rows.empty()) {
        m_kept.forget(); // unreadable (or empty): nothing to offer
        return;
    }
    m_positionCount = static_cast<int>(comparison->positions.size());
    m_runDepth = comparison->maxDepth;
    m_planned = comparison->planned;
    m_model->setPositions(comparison->positions);
    for (const depth::DepthComparisonRow& row : comparison->rows)
        m_model->addRow(row);
    m_nodes->showRows(m_model->rows(), m_positionCount, m_runDepth);
    m_time->showRows(m_model->rows(), m_positionCount, m_runDepth);
    m_unsaved = true;
    m_fromLastSession = true;
    updateEnabled();
    showKeptNotice();
}

void DepthComparisonPage::forgetKeptRows()
{
    m_unsaved = false;
    m_fromLastSession = false;
    m_kept.forget();
    showKeptNotice();
}

void DepthComparisonPage::showKeptNotice()
{
    const bool shown = m_unsaved && m_model->rowCount() > 0;
    m_keptNotice->setVisible(shown);
    m_discard->setVisible(shown);
    if (!shown)
        return;
    m_keptNotice->setText(m_fromLastSession
                              ? tr("%n search(es) of your last session, not exported yet: kept until you export them "
                                   "or discard them.",
                                   nullptr, m_model->rowCount())
                              : tr("%n search(es) not exported yet: kept for the next start until you export them "
                                   "or discard them.",
                                   nullptr, m_model->rowCount()));
}

QString DepthComparisonPage::unsavedWork() const
{
    if (!m_unsaved || m_model->rowCount() == 0)
        return {};
    return tr("The depth comparison's %n search(es) are not exported.", nullptr, m_model->rowCount());
}

bool DepthComparisonPage::saveUnsavedWork() { return unsavedWork().isEmpty() || exportCsvAs(); }

void DepthComparisonPage::discardUnsavedWork()
{
    if (!m_job->isRunning())
        forgetKeptRows();
}

} // namespace othello
