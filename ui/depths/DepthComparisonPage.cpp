#include "DepthComparisonPage.h"

#include "DepthRowsModel.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/PositionFile.h"
#include "common/charts/DepthChart.h"
#include "common/players/EnginePresets.h"
#include "jobs/DepthComparisonJob.h"
#include "results/DepthComparisonFiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
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
constexpr Algorithm kDepthAlgorithms[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::NegaScout,
                                          Algorithm::Best};
}

DepthComparisonPage::DepthComparisonPage(QWidget* parent)
    : Page(parent),
      m_job(new DepthComparisonJob(this)),
      m_model(new DepthRowsModel(this)),
      m_size(new QComboBox),
      m_file(new QLineEdit),
      m_browse(new QPushButton(tr("Browse…"))),
      m_depth(new QSpinBox),
      m_tableOff(new QCheckBox(tr("TT off"))),
      m_tableOn(new QCheckBox(tr("TT on"))),
      m_evaluation(new QComboBox),
      m_start(new QPushButton(tr("Start"))),
      m_stop(new QPushButton(tr("Stop"))),
      m_export(new QPushButton(tr("Export CSV…"))),
      m_status(new QLabel),
      m_table(new QTableView),
      m_nodes(new DepthChart(DepthChart::Metric::Nodes)),
      m_time(new DepthChart(DepthChart::Metric::Time))
{
    // Named for the tests (unique in the window: Explore has a "stopButton").
    m_stop->setObjectName(QStringLiteral("depthsStopButton"));
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
    splitter->setSizes({460, 640});
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connectParts();
    updateEnabled();
}

void DepthComparisonPage::setUpControls()
{
    for (int size : {4, 6, 8})
        m_size->addItem(tr("%1×%1").arg(size), size);
    m_size->setCurrentIndex(1);
    m_file->setPlaceholderText(tr("the start position"));
    m_file->setToolTip(tr("A position file: one position a line (position text, optionally ';' and a comment)"));
    m_depth->setRange(1, 20);
    m_depth->setValue(6);
    m_tableOff->setChecked(true);
    for (const EvaluationChoice& choice : evaluationChoices())
        m_evaluation->addItem(choice.title, choice.id);
    m_evaluation->setCurrentIndex(m_evaluation->findData(QStringLiteral("mixed"))); // the default evaluation
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

QWidget* DepthComparisonPage::createFormSide()
{
    auto* algorithms = new QGroupBox(tr("Searches"));
    auto* algorithmLayout = new QVBoxLayout(algorithms);
    for (Algorithm algorithm : kDepthAlgorithms) {
        auto* box = new QCheckBox(translatedAlgorithmName(algorithm));
        box->setChecked(true);
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
    form->addRow(tr("Board:"), m_size);
    form->addRow(tr("Positions:"), fileRow);
    form->addRow(tr("Deepest depth:"), m_depth);
    form->addRow(tr("Evaluation:"), m_evaluation);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    buttons->addWidget(m_export);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addLayout(form);
    leftLayout->addWidget(algorithms);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_status);
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
    connect(m_start, &QPushButton::clicked, this, &DepthComparisonPage::start);
    connect(m_stop, &QPushButton::clicked, this, &DepthComparisonPage::stop);
    connect(m_export, &QPushButton::clicked, this, &DepthComparisonPage::exportCsvAs);
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
    m_model->clear();
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

void DepthComparisonPage::stop() { m_job->stop(); }

void DepthComparisonPage::onRow(const depth::DepthComparisonRow& row)
{
    m_model->addRow(row);
    m_nodes->showRows(m_model->rows(), m_positionCount, m_runDepth);
    m_time->showRows(m_model->rows(), m_positionCount, m_runDepth);
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
}

bool DepthComparisonPage::exportCsv(const QString& path, QString* error) const
{
    return writeDepthComparisonCsv(path, m_model->rows(), error);
}

void DepthComparisonPage::exportCsvAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Searches as CSV"), QStringLiteral("depths.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    else // the file layer speaks English: say it in the user's language, then its detail
        QMessageBox::warning(this, tr("Export"),
                             tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)) + "\n" + error);
}

} // namespace othello
