// The Tree tab's stepping: the walk over the calls, the jumps, the step explained beside the
// board, and the projector that shows it to a room.
#include "TracePane.h"
#include "TraceScene.h"
#include "TraceSteps.h"
#include "TraceValues.h"
#include "TraceWording.h"
#include "TreePage.h"
#include "common/BoardView.h"
#include "common/NumberText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace othello {

void TreePage::setSteppedTrace(int which)
{
    m_stepped = std::clamp(which, 0, 1);
    if (!m_trees[std::size_t(m_stepped)])
        m_stepped = 0;
    m_event = {};
    if (m_trees[std::size_t(m_stepped)])
        m_panes[std::size_t(m_stepped)]->setCurrent(0);
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
    const std::optional<TraceTree::Event> event = TraceSteps::next(*tree, m_event, target, m_emptyCutoffs->isChecked());
    if (!event)
        return false;
    goToEvent(*event);
    return true;
}

void TreePage::setStopAtEmptyCutoffs(bool stop) { m_emptyCutoffs->setChecked(stop); }

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
        showChosenPosition();
        return;
    }
    m_showingChosen = false;
    const int index = m_event.node;
    const trace::Node& node = tree->node(index);
    const TraceValues values(*tree);
    m_board->setBoard(tree->boardAt(index));
    m_board->setLastMove(node.move >= 0 && node.move < kPassMove ? node.move : kNoMove);
    m_board->setToolTip(m_board->caption());

    m_sentence = TraceSteps::sentence(values, m_event);
    QStringList details;
    details << tr("Step %1 of %2")
                   .arg(countText(std::uint64_t(tree->ordinal(m_event) + 1)),
                        countText(std::uint64_t(tree->eventCount())));
    const QString where = index == 0 ? tr("the root") : TraceWording::moveText(node.move);
    details << (m_event.leaving ? tr("returning from %1 (%2, ply %3)") : tr("calling %1 (%2, ply %3)"))
                   .arg(where, values.callText(index))
                   .arg(tree->ply(index));
    if (node.call == trace::CallKind::Test)
        details << tr("asks: %1").arg(values.windowText(index));
    else
        details << tr("window %1").arg(values.windowText(index));
    details << (m_event.leaving ? tr("value %1").arg(values.valueText(index)) : tr("value not yet known"));
    if (m_event.leaving && node.finished && node.type != trace::NodeType::None)
        details << tr("%1 node").arg(TraceWording::typeText(node.type));
    if (node.parent >= 0) {
        const std::optional<int> best =
            TraceSteps::bestBefore(values, node.parent, m_event.leaving ? index + 1 : index);
        details << tr("best so far at the parent: %1").arg(best ? values.number(*best) : tr("none yet"));
    }
    details << values.viewName(index);
    m_details = details.join(QStringLiteral(" · "));
    m_stepText->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p style='color:#505050'>%2</p>")
                            .arg(m_sentence.toHtmlEscaped(), m_details.toHtmlEscaped()));
    updateProjector();
}

void TreePage::showChosenPosition()
{
    const Board board = chosenPosition();
    m_board->setBoard(board);
    m_board->setLastMove(kNoMove);
    m_board->setToolTip(m_board->caption());
    const auto& tree = m_trees[std::size_t(m_stepped)];
    if (tree)
        m_sentence = tr("%1 is chosen: press Record to record its search. The drawing still shows %2.")
                         .arg(positionName(board), positionName(tree->trace().root));
    else
        m_sentence = tr("%1 is chosen: press Record to record its search, then step through its calls in the order "
                        "it made them.")
                         .arg(positionName(board));
    m_details = m_positionText->text();
    m_stepText->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p style='color:#505050'>%2</p>")
                            .arg(m_sentence.toHtmlEscaped(), m_details.toHtmlEscaped()));
    updateProjector();
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

void TreePage::setProjectorMode(bool on)
{
    if (on == (m_projector != nullptr))
        return;
    if (!on) {
        // Asked from the projector's own key handler: it goes once the event is handled.
        m_projector->hide();
        m_projector.release()->deleteLater();
        window()->activateWindow(); // back where F11 was pressed
        return;
    }
    m_projector = std::make_unique<TreeProjector>(std::array{m_panes[0]->scene(), m_panes[1]->scene()});
    connect(m_projector.get(), &TreeProjector::command, this, &TreePage::onProjectorCommand);
    updateProjector();
    m_projector->showFullScreen();
    m_projector->activateWindow();
    m_projector->setFocus();
}

void TreePage::updateProjector()
{
    if (!m_projector)
        return;
    const int count = m_trees[0] ? (m_comparing && m_trees[1] ? 2 : 1) : 0;
    QString heading;
    if (count == 0)
        heading = tr("Nothing recorded yet: press Record in the Tree tab.");
    else if (count == 1)
        heading = paneTitle(0);
    else
        heading = positionName(m_trees[0]->trace().root);
    m_projector->setTraces(std::max(count, 1), heading, {paneTitle(0), paneTitle(1)});
    m_projector->showStep(m_sentence, m_details, m_board->board(), m_board->lastMove());
}

void TreePage::onProjectorCommand(TreeProjector::Command command)
{
    const auto& tree = m_trees[std::size_t(m_stepped)];
    const auto changePlies = [this](int change) {
        for (std::size_t which = 0; which < m_panes.size(); ++which)
            if (m_trees[which])
                m_panes[which]->setPlies(m_panes[which]->plies() + change);
    };
    using Command = TreeProjector::Command;
    switch (command) {
    case Command::Step:
        stepForward();
        break;
    case Command::Back:
        stepBack();
        break;
    case Command::NextCutoff:
        jump(Jump::Cutoff);
        break;
    case Command::NextReSearch:
        jump(Jump::ReSearch);
        break;
    case Command::NextTableHit:
        jump(Jump::TableHit);
        break;
    case Command::NextTest:
        jump(Jump::Test);
        break;
    case Command::First:
        if (tree)
            goToEvent(tree->first());
        break;
    case Command::Last:
        if (tree)
            goToEvent(tree->last());
        break;
    case Command::MorePlies:
        changePlies(1);
        break;
    case Command::FewerPlies:
        changePlies(-1);
        break;
    case Command::Leave:
        setProjectorMode(false);
        break;
    }
}

} // namespace othello
