// The Tree tab's files: exported drawings and traces, saved views (a prepared lecture), and the
// settings remembered across restarts.
#include "TracePane.h"
#include "TraceScene.h"
#include "TreePage.h"
#include "common/GameSession.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "engine/board/PrincipalVariation.h"
#include "results/TraceFormats.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>

namespace othello {

namespace {
const QString kViewSuffix = QStringLiteral("osltree");

std::optional<int> labelOf(const Board& board)
{
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    for (int label = PrincipalVariation::kFirstLabel; label <= PrincipalVariation::kLastLabel; ++label)
        if (pv.position(label) == board)
            return label;
    return std::nullopt;
}
} // namespace

QStringList TreePage::drawingTitle(int which) const
{
    const auto& tree = m_trees[std::size_t(which)];
    if (!tree)
        return {};
    const trace::Trace& trace = tree->trace();
    const Board& root = trace.root;
    const QString mover = root.toMove == Color::Black ? tr("Black to move") : tr("White to move");
    QStringList title;
    title << tr("%1 — %2 (%3)")
                 .arg(traceName(trace), positionName(root),
                      tr("%n empty square(s), %1", nullptr, root.emptyCount()).arg(mover));
    QString second =
        tr("%1 · values and windows in %2 · %3 records")
            .arg(valueHeading(trace), ValueConvention::instance().viewName(), countText(trace.nodes.size()));
    if (trace.status != SearchStatus::Done)
        second += tr(" · calls it was still inside: ?");
    title << second;
    return title;
}

QString TreePage::exportDrawing(const QString& path) const
{
    if (!m_trees[std::size_t(m_stepped)])
        return tr("nothing recorded yet");
    return m_panes[std::size_t(m_stepped)]->scene()->exportPicture(path, drawingTitle(m_stepped));
}

void TreePage::chooseDrawingFile()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Drawing"), QStringLiteral("search-tree.png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
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

TreeViewState TreePage::viewState() const
{
    TreeViewState state;
    // What is shown: the recorded traces' position and settings (the controls may have moved on).
    state.board = m_trees[0] ? m_trees[0]->trace().root : chosenPosition();
    state.label = labelOf(state.board);
    for (std::size_t which = 0; which < m_trees.size(); ++which) {
        const trace::TraceOptions options = optionsFor(int(which));
        state.searches[which] = m_trees[which]
            ? TreeViewState::Search{m_trees[which]->trace().algorithm, m_trees[which]->trace().useTable}
            : TreeViewState::Search{options.algorithm, options.useTable};
        state.panes[which].plies = m_panes[which]->plies();
        if (m_trees[which]) {
            state.panes[which].expanded = m_panes[which]->scene()->expandedRecords();
            state.panes[which].records = std::uint64_t(m_trees[which]->size());
        }
    }
    state.depth = m_trees[0] ? m_trees[0]->trace().depth : optionsFor(0).depth;
    state.sideBySide = m_trees[0] ? m_comparing : m_compare->isChecked();
    state.emptyCutoffs = m_emptyCutoffs->isChecked();
    state.steppedTrace = m_stepped;
    state.step = m_event;
    return state;
}

QString TreePage::saveView(const QString& path) const
{
    if (!m_trees[0])
        return tr("nothing recorded yet");
    return TreeViewFile::save(path, viewState());
}

QString TreePage::openView(const QString& path)
{
    if (isRecording())
        return tr("a recording is running");
    QString error;
    const std::optional<TreeViewState> state = TreeViewFile::open(path, &error);
    if (!state)
        return error;
    if (state->label) {
        m_label->setValue(*state->label);
        m_useLabel->setChecked(true);
    } else if (m_explore) {
        if (!(m_explore->board() == state->board))
            m_explore->startFrom(state->board);
        m_useExplore->setChecked(true);
    } else {
        return tr("its position is not on the principal variation, and there is no Explore tab to hold it");
    }
    for (std::size_t which = 0; which < m_settings.size(); ++which) {
        QComboBox* combo = m_settings[which].algorithm;
        combo->setCurrentIndex(combo->findData(int(state->searches[which].algorithm)));
        m_settings[which].table->setChecked(state->searches[which].table);
    }
    m_limitDepth->setChecked(state->depth.has_value());
    if (state->depth)
        m_depth->setValue(*state->depth);
    m_compare->setChecked(state->sideBySide);
    m_emptyCutoffs->setChecked(state->emptyCutoffs);
    m_viewToApply = *state;
    record();
    return {};
}

void TreePage::applyView(const TreeViewState& state)
{
    bool same = true;
    for (std::size_t which = 0; which < m_trees.size(); ++which) {
        if (!m_trees[which])
            continue;
        m_panes[which]->setPlies(state.panes[which].plies);
        m_panes[which]->scene()->setExpandedRecords(state.panes[which].expanded);
        same = same && std::uint64_t(m_trees[which]->size()) == state.panes[which].records;
    }
    if (m_comparing && m_trees[std::size_t(state.steppedTrace)])
        m_stepTarget->setCurrentIndex(state.steppedTrace);
    goToEvent(state.step);
    if (!same)
        emit statusMessage(tr("The searches recorded a different number of calls than when the view was saved: "
                              "the expanded records and the step may differ."));
}

void TreePage::chooseViewToSave()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save View"), QStringLiteral("lecture.") + kViewSuffix,
                                                tr("Tree view (*.%1)").arg(kViewSuffix));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + kViewSuffix;
    const QString error = saveView(path);
    emit statusMessage(error.isEmpty() ? tr("View saved to %1").arg(path)
                                       : tr("Could not save %1: %2").arg(path, error));
}

void TreePage::chooseViewToOpen()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open View"), QString(), tr("Tree view (*.%1)").arg(kViewSuffix));
    if (path.isEmpty())
        return;
    const QString error = openView(path);
    emit statusMessage(error.isEmpty() ? tr("Opening %1: recording its searches…").arg(path) : error);
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
    settings.setValue(QStringLiteral("emptyCutoffs"), m_emptyCutoffs->isChecked());
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
    m_emptyCutoffs->setChecked(settings.value(QStringLiteral("emptyCutoffs"), false).toBool());
}

} // namespace othello
