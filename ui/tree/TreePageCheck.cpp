// The Tree tab's check of a student's search (docs/check.md): an osl-trace opened beside the
// lab's search of the same position, the first difference selected in both and explained in the
// words of `othello-lab-cli check --trace`.
#include "TraceDrawing.h"
#include "TracePane.h"
#include "TraceScene.h"
#include "TraceTree.h"
#include "TraceValues.h"
#include "TraceWording.h"
#include "TreePage.h"
#include "common/NumberText.h"
#include "common/ValueView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace othello {

namespace {
// Node values at least this high where the difference is centred.
constexpr double kDifferenceTextPixels = 13;

QString pathText(const std::vector<int>& path)
{
    if (path.empty())
        return TreePage::tr("the root");
    QStringList moves;
    for (const int move : path)
        moves << TraceWording::moveText(move);
    return moves.join(QLatin1Char(' '));
}

// What the two searches did at the difference, as the CLI's `first difference` line says it.
QString whatHappened(const trace::TraceDivergence& d, const QString& studentWindow, const QString& referenceWindow,
                     const QString& studentValue, const QString& referenceValue)
{
    const QString student = TraceWording::moveText(d.studentMove);
    const QString reference = TraceWording::moveText(d.referenceMove);
    switch (d.kind) {
    case trace::DivergenceKind::ExtraChild:
        return TreePage::tr("your search calls %1 here; the lab's returns without it").arg(student);
    case trace::DivergenceKind::MissingChild:
        return TreePage::tr("the lab's search calls %1 here; yours returns without it").arg(reference);
    case trace::DivergenceKind::MoveOrder:
        return TreePage::tr("your search calls %1 where the lab's calls %2 (the lab tries the moves in row-major "
                            "order: a1 b1 … a2 …)")
            .arg(student, reference);
    case trace::DivergenceKind::OtherMove:
        return TreePage::tr("your search calls %1 where the lab's calls %2").arg(student, reference);
    case trace::DivergenceKind::OtherCall:
        return d.student.call == trace::CallKind::Test
            ? TreePage::tr("your search TESTs this move where the lab's searches it")
            : TreePage::tr("your search searches this move where the lab's TESTs it");
    case trace::DivergenceKind::OtherWindow:
        return TreePage::tr("the call's window is %1 in your search, %2 in the lab's")
            .arg(studentWindow, referenceWindow);
    case trace::DivergenceKind::OtherTest:
        return TreePage::tr("your TEST asks %1, the lab's %2").arg(studentWindow, referenceWindow);
    case trace::DivergenceKind::OtherValue:
        return TreePage::tr("the call returns %1 in your search, %2 in the lab's").arg(studentValue, referenceValue);
    }
    return {};
}

// The kind in a few words (the CLI's `kind` line).
QString kindWords(trace::DivergenceKind kind)
{
    switch (kind) {
    case trace::DivergenceKind::ExtraChild:
        return TreePage::tr("a child the lab's search pruned");
    case trace::DivergenceKind::MissingChild:
        return TreePage::tr("a child the lab's search visits and yours pruned");
    case trace::DivergenceKind::MoveOrder:
        return TreePage::tr("another move order");
    case trace::DivergenceKind::OtherMove:
        return TreePage::tr("another child");
    case trace::DivergenceKind::OtherCall:
        return TreePage::tr("a TEST where the lab searches, or the reverse");
    case trace::DivergenceKind::OtherWindow:
        return TreePage::tr("another window");
    case trace::DivergenceKind::OtherTest:
        return TreePage::tr("a TEST with another comparison");
    case trace::DivergenceKind::OtherValue:
        return TreePage::tr("another value");
    }
    return {};
}

// What the kind means (docs/check.md's table), for the report's tooltip.
QString kindMeaning(trace::DivergenceKind kind)
{
    switch (kind) {
    case trace::DivergenceKind::ExtraChild:
        return TreePage::tr("Your call calls another child where the lab's returns: a cutoff the lab makes and "
                            "yours does not, or a finished game yours goes on from.");
    case trace::DivergenceKind::MissingChild:
        return TreePage::tr("Your call returns where the lab's calls another child: a cutoff too early, or a table "
                            "hit the lab does not have.");
    case trace::DivergenceKind::MoveOrder:
        return TreePage::tr("Both call a child, yours one the lab calls later: the lab tries the moves in row-major "
                            "order.");
    case trace::DivergenceKind::OtherMove:
        return TreePage::tr("Both call a child, of different moves: a move again, or a pass where there is none.");
    case trace::DivergenceKind::OtherCall:
        return TreePage::tr("The same move, called as a TEST by one search and as a search by the other.");
    case trace::DivergenceKind::OtherWindow:
        return TreePage::tr("The same call with another window.");
    case trace::DivergenceKind::OtherTest:
        return TreePage::tr("The same TEST asks > in one search and ≥ in the other, or about another value.");
    case trace::DivergenceKind::OtherValue:
        return TreePage::tr("The call returns another value (a TEST: another answer).");
    }
    return {};
}

// One side at the call the difference is about: the call, its window, its children, its value.
QString sideText(const TraceTree& tree, int record, bool reference)
{
    if (record < 0)
        return TreePage::tr("past the records kept");
    const TraceValues values(tree);
    const trace::Node& node = tree.node(record);
    QStringList moves;
    for (const std::int32_t child : tree.children(record)) {
        const trace::Node& called = tree.node(child);
        const QString move = TraceWording::moveText(called.move);
        moves << (called.call == trace::CallKind::Test ? QStringLiteral("TEST ") + move : move);
    }
    QString children = moves.isEmpty() ? TreePage::tr("none") : moves.join(QLatin1Char(' '));
    if (reference && node.cutoffAfter >= 0 && node.cutoffAfter < int(moves.size()))
        children = TreePage::tr("%1, cut off after %2").arg(children, moves[node.cutoffAfter]);
    if (reference && moves.isEmpty() && node.shape == trace::NodeShape::GameOver)
        children = TreePage::tr("%1 (the game is over)").arg(children);
    if (reference && moves.isEmpty() && node.shape == trace::NodeShape::TableHit)
        children = TreePage::tr("%1 (a table hit)").arg(children);
    return TreePage::tr("%1 %2, children %3, returns %4")
        .arg(values.callText(record), values.windowText(record), children, values.valueText(record));
}
} // namespace

QGroupBox* TreePage::createCheckGroup()
{
    auto* group = new QGroupBox;
    m_checkGroup = group;
    m_checkButton = new QPushButton(group);
    m_checkButton->setObjectName(QStringLiteral("openStudentTraceButton"));
    auto* note = new QLabel(group);
    m_checkNote = note;
    note->setObjectName(QStringLiteral("checkNote"));
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(group);
    layout->addWidget(m_checkButton);
    layout->addWidget(note);
    connect(m_checkButton, &QPushButton::clicked, this, &TreePage::chooseStudentTrace);
    connect(m_checkJob, &StudentTraceJob::finished, this, &TreePage::onStudentTraceChecked);
    connect(m_checkJob, &StudentTraceJob::progress, this, [this](const SearchStats& live, double seconds) {
        m_progress->setText(
            tr("Checking, %1 s: %2 calls").arg(QLocale().toString(seconds, 'f', 1), countText(live.generated)));
    });
    return group;
}

void TreePage::chooseStudentTrace()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Student's Trace"), QString(),
                                                      tr("osl-trace files (*.trace *.txt *.osl);;All files (*)"));
    if (!path.isEmpty())
        openStudentTrace(path);
}

bool TreePage::openStudentTrace(const QString& path)
{
    if (isRecording() || isChecking())
        return false;
    setRunning(false);
    trace::TraceCheckOptions options;
    options.algorithm = Algorithm(m_settings[0].algorithm->currentData().toInt());
    options.courseTable = m_settings[0].table->isChecked();
    m_checkJob->start(path, options, m_recordBound);
    m_progress->setText(tr("Checking %1 against the lab's %2…")
                            .arg(QFileInfo(path).fileName(), settingName(options.algorithm, options.courseTable, {})));
    updateRecordingState();
    emit recordingChanged(true);
    return true;
}

void TreePage::onStudentTraceChecked(const StudentTraceJob::OutcomePointer& outcome)
{
    using Status = trace::TraceCheckResult::Status;
    if (!outcome || outcome->cancelled) {
        m_progress->setText(tr("Check stopped."));
    } else if (outcome->check.status == Status::Unusable) {
        const QString message =
            tr("Cannot use %1: %2")
                .arg(QFileInfo(outcome->path).fileName(), QString::fromStdString(outcome->check.error));
        showCheckMessage(message.toHtmlEscaped(), true);
        m_progress->setText(message);
        emit statusMessage(message);
    } else if (outcome->student && outcome->reference) {
        m_check = outcome;
        if (const std::optional<int> label = outcome->check.header.label) {
            m_label->setValue(*label);
            m_useLabel->setChecked(true);
        }
        showTraces(outcome->student, outcome->reference);
        m_finishedNote = FinishedNote::Checked;
        showFinishedNote();
        showDifference();
    }
    updateRecordingState();
    emit recordingChanged(false);
}

void TreePage::showDifference(bool goThere)
{
    m_differenceRecords = {-1, -1};
    if (!m_check || !m_trees[0] || !m_trees[1])
        return;
    const trace::TraceCheckResult& check = m_check->check;
    const TraceTree& student = *m_trees[0];
    const TraceTree& reference = *m_trees[1];
    const QString lab = settingName(reference.trace().algorithm, reference.trace().useTable, {});
    if (check.status == trace::TraceCheckResult::Status::Identical) {
        const Color mover = check.header.position.toMove;
        const ValueConvention& convention = ValueConvention::instance();
        showCheckMessage(tr("<b>Identical:</b> the student's trace is the lab's %1, call for call: %2 calls, "
                            "value %3 (%4).")
                             .arg(lab, countText(check.referenceStats.generated),
                                  convention.text(check.referenceValue, mover), convention.viewName(mover)),
                         false);
        return;
    }
    if (!check.divergence)
        return;
    const trace::TraceDivergence& d = *check.divergence;
    const trace::DivergenceRecords records = trace::divergenceRecords(d, student.trace(), reference.trace());
    m_differenceRecords = {records.student(), records.reference()};
    const TraceValues studentValues(student);
    const TraceValues referenceValues(reference);
    const auto window = [](const TraceValues& values, int record) {
        return record >= 0 ? values.windowText(record) : QStringLiteral("?");
    };
    const auto value = [](const TraceValues& values, int record) {
        return record >= 0 ? values.valueText(record) : QStringLiteral("?");
    };
    const QString what =
        whatHappened(d, window(studentValues, records.studentFrame), window(referenceValues, records.referenceFrame),
                     value(studentValues, records.studentFrame), value(referenceValues, records.referenceFrame));
    QStringList lines;
    lines << tr("<b>First difference</b> at call %1 (line %2), at %3: %4")
                 .arg(countText(d.call), countText(d.line), pathText(d.path).toHtmlEscaped(), what.toHtmlEscaped());
    QString kind = tr("<b>Kind:</b> %1; %2 calls alike before it; values and windows: %3.")
                       .arg(kindWords(d.kind).toHtmlEscaped(), countText(check.callsAgreed),
                            studentValues.viewName().toHtmlEscaped());
    if (records.studentFrame < 0 || records.referenceFrame < 0)
        kind += QLatin1Char(' ') +
            tr("The call is past the first %1 records drawn.").arg(countText(m_recordBound)).toHtmlEscaped();
    lines << kind;
    lines << tr("<b>Your search</b> (line %1): %2")
                 .arg(countText(d.student.line), sideText(student, records.studentFrame, false).toHtmlEscaped());
    lines << tr("<b>The lab's %1:</b> %2")
                 .arg(lab.toHtmlEscaped(), sideText(reference, records.referenceFrame, true).toHtmlEscaped());
    showCheckMessage(lines.join(QStringLiteral("<br>")), false);
    m_checkReport->setToolTip(kindMeaning(d.kind));
    if (!goThere)
        return;

    // The board at the call the difference is about; each drawing on its own side's call.
    if (records.studentFrame >= 0)
        goToEvent({records.studentFrame, false});
    for (std::size_t which = 0; which < 2; ++which)
        if (m_differenceRecords[which] >= 0)
            m_panes[which]->setCurrent(m_differenceRecords[which]);
    // Centred once the report and the drawings have their final sizes.
    QTimer::singleShot(0, this, [this] {
        for (std::size_t which = 0; which < 2; ++which)
            if (m_differenceRecords[which] >= 0)
                m_panes[which]->drawing()->showRecord(m_differenceRecords[which], kDifferenceTextPixels);
    });
}

void TreePage::showCheckMessage(const QString& html, bool error)
{
    m_checkReport->setText(html);
    m_checkReport->setStyleSheet(error ? QStringLiteral("color: #a33;") : QString());
    m_checkReport->setVisible(!html.isEmpty());
    m_checkReport->setToolTip({});
    // The report says what the counts table would: the drawings get its room.
    if (!html.isEmpty() && !error)
        m_counts->setVisible(false);
}

void TreePage::forgetCheck()
{
    m_check.reset();
    m_differenceRecords = {-1, -1};
    showCheckMessage({}, false);
}

QString TreePage::checkReport() const
{
    if (!m_checkReport->isVisible())
        return {};
    QTextDocument document;
    document.setHtml(m_checkReport->text());
    return document.toPlainText();
}

void TreePage::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void TreePage::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return;
    const QString path = urls.front().toLocalFile();
    event->acceptProposedAction();
    if (QFileInfo(path).suffix().compare(QStringLiteral("osltree"), Qt::CaseInsensitive) == 0) {
        const QString error = openView(path);
        if (!error.isEmpty())
            emit statusMessage(error);
    } else {
        openStudentTrace(path);
    }
}

} // namespace othello
