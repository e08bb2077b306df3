// ResultsTableModel: the rows of checked runs — the Verdict column, and both numbers, marked,
// where the student's differ from the lab's.
#include "ResultsTableModel.h"

#include "common/NumberText.h"
#include "common/ValueView.h"

#include <QBrush>
#include <QColor>

namespace othello {

namespace {

using Outcome = trace::CountVerdict::Outcome;

QColor agreeColor() { return RunCheckText::agreeColor(); }
QColor differColor() { return RunCheckText::differColor(); }
QColor notComparedColor() { return RunCheckText::notComparedColor(); }

} // namespace

void ResultsTableModel::setRunCheck(int run, RunCheck check)
{
    if (run < 0 || run >= int(m_runs.size()))
        return;
    check.verdicts.resize(m_runs[std::size_t(run)].records.size());
    m_checks[m_runs[std::size_t(run)].key()] = std::move(check);
    emitCheckChanged(run);
}

void ResultsTableModel::setVerdict(int run, std::size_t record, const trace::CountVerdict& verdict)
{
    if (run < 0 || run >= int(m_runs.size()))
        return;
    const auto check = m_checks.find(m_runs[std::size_t(run)].key());
    if (check == m_checks.end() || record >= check->second.verdicts.size())
        return;
    check->second.verdicts[record] = verdict;
    emitCheckChanged(run);
}

const RunCheck* ResultsTableModel::runCheck(int run) const
{
    if (run < 0 || run >= int(m_runs.size()))
        return nullptr;
    const auto check = m_checks.find(m_runs[std::size_t(run)].key());
    return check == m_checks.end() ? nullptr : &check->second;
}

void ResultsTableModel::emitCheckChanged(int run)
{
    // The run's rows only; a run's rows are few (a log's labels), the table's many.
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].first == run)
            emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
    emit checksChanged();
}

QVariant ResultsTableModel::checkData(const RunCheck& check, std::size_t record, int column, int role) const
{
    if (column != Verdict && column != Value && column != Expanded && column != Generated)
        return {};
    if (record >= check.verdicts.size())
        return {};
    const std::optional<trace::CountVerdict>& verdict = check.verdicts[record];
    if (column == Verdict) {
        if (!verdict) {
            if (role == Qt::DisplayRole)
                //: The Verdict column of a row the lab is still searching.
                return tr("checking…");
            return role == kSortRole ? QVariant(-1) : QVariant();
        }
        switch (role) {
        case Qt::DisplayRole:
            return CountVerdictText::verdictWord(*verdict);
        case kSortRole:
            return int(verdict->outcome);
        case Qt::BackgroundRole:
            return QBrush(verdict->outcome == Outcome::Equal           ? agreeColor()
                              : verdict->outcome == Outcome::Different ? differColor()
                                                                       : notComparedColor());
        case Qt::ForegroundRole:
            return QBrush(Qt::black);
        case Qt::ToolTipRole: {
            if (verdict->outcome == Outcome::Different) {
                QStringList lines{CountVerdictText::differenceText(*verdict, RunCheckText::style())};
                lines += RunCheckText::why(*verdict);
                return lines.join(QLatin1Char('\n'));
            }
            if (verdict->outcome == Outcome::Unfinished)
                return tr("The file says this search was stopped by its time limit: not compared.");
            if (verdict->outcome == Outcome::NotChecked)
                return tr("The lab's search of this position was stopped (the time limit per position, or Stop): "
                          "not compared.");
            return tr("Value, #expanded and #generated are the lab's.");
        }
        default:
            return {};
        }
    }
    // A number the file leaves out is not shown as 0.
    const trace::ClaimedSearch* claim = verdict ? &verdict->claim : nullptr;
    if (claim && role == Qt::DisplayRole &&
        ((column == Expanded && !claim->expanded) || (column == Generated && !claim->generated)))
        return QString();
    const bool differs = verdict && verdict->outcome == Outcome::Different &&
        ((column == Value && verdict->valueDiffers) || (column == Expanded && verdict->expandedDiffers) ||
         (column == Generated && verdict->generatedDiffers));
    if (!differs)
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        const ValueConvention& values = ValueConvention::instance();
        const Color toMove = claim->position.toMove;
        //: A cell of a checked row whose number differs: the student's, then the lab's: "68 (lab 62)".
        const QString both = tr("%1 (lab %2)");
        if (column == Value)
            return both.arg(values.shown(*claim->value, toMove)).arg(values.shown(*verdict->value, toMove));
        if (column == Expanded)
            return both.arg(countText(*claim->expanded), countText(verdict->lab.expanded));
        return both.arg(countText(*claim->generated), countText(verdict->lab.generated));
    }
    case Qt::BackgroundRole:
        return QBrush(differColor());
    case Qt::ForegroundRole:
        return QBrush(Qt::black);
    case Qt::ToolTipRole:
        //: Tooltip of a checked row's differing number.
        return tr("Differs from the lab's: %1").arg(CountVerdictText::differenceText(*verdict, RunCheckText::style()));
    default:
        return {};
    }
}

} // namespace othello
