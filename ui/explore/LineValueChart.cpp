#include "LineValueChart.h"

#include "MoveAnalysisPanel.h"
#include "common/NumberText.h"
#include "common/ValueView.h"
#include "common/charts/SeriesChart.h"
#include "jobs/SolveJob.h"

#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace othello {

namespace {
constexpr std::size_t kMaxValues = 4096; // positions whose value is kept
const QString kValueId = QStringLiteral("value");
const QString kCurrentId = QStringLiteral("current");

QValueAxis* xAxisOf(const SeriesChart* chart)
{
    const auto axes = chart->axes(Qt::Horizontal);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.front());
}
} // namespace

LineValueChart::LineValueChart(QWidget* parent)
    : QWidget(parent),
      m_job(new SolveJob(this)),
      m_chart(new SeriesChart(Quantity::Ratio)),
      m_view(new QChartView(m_chart, this)),
      m_computeButton(new QPushButton(this)),
      m_stopButton(new QPushButton(this)),
      m_title(new QLabel(this)),
      m_status(new QLabel(this))
{
    m_chart->setAlwaysLinear(true);
    m_chart->setValueMargin(1); // a disc of room: a point on the axis's end would be cut in half
    m_view->setObjectName(QStringLiteral("lineValueView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    // Room for the axes' labels and titles (Qt Charts writes "..." for all of them when a chart is
    // shorter; the longest value title is Spanish "fichas (quien mueve)"), and no more: the board
    // above keeps the rest.
    m_view->setMinimumHeight(196);
    m_view->setMaximumHeight(240);
    m_view->setFrameShape(QFrame::NoFrame);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_view->viewport()->installEventFilter(this);
    m_view->viewport()->setCursor(Qt::PointingHandCursor);
    m_computeButton->setObjectName(QStringLiteral("computeValuesButton"));
    m_computeButton->setCheckable(true);
    m_stopButton->setObjectName(QStringLiteral("lineValueStopButton"));
    m_status->setObjectName(QStringLiteral("lineValueStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    // Two lines from the start: the running solve's counts come and go without moving the chart.
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing());
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_title->setObjectName(QStringLiteral("lineValueTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 0, Qt::AlignTop);
    header->addWidget(m_computeButton, 0, Qt::AlignTop);
    header->addWidget(m_stopButton, 0, Qt::AlignTop);
    header->addWidget(m_status, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_view, 1);

    connect(m_computeButton, &QPushButton::toggled, this, &LineValueChart::setOn);
    connect(m_stopButton, &QPushButton::clicked, this, &LineValueChart::stop);
    connect(m_job, &SolveJob::finished, this, &LineValueChart::onSolved);
    connect(m_job, &SolveJob::progress, this, [this](const SearchStats& live, double seconds) {
        m_live = live;
        m_liveSeconds = seconds;
        showStatus();
    });
    connect(&ValueConvention::instance(), &ValueConvention::viewChanged, this, &LineValueChart::retranslate);
    retranslate();
}

void LineValueChart::retranslate()
{
    const ValueConvention& convention = ValueConvention::instance();
    m_chart->setValueTitle(tr("discs (%1)").arg(convention.shortViewName()));
    m_chart->setXTitle(tr("ply"));
    m_view->setToolTip(tr("The exact value of each position of the line, in discs: %1 (Settings > Values From). "
                          "Click a point to go to that ply.")
                           .arg(convention.viewName()));
    m_computeButton->setText(tr("Compute Values"));
    m_computeButton->setToolTip(tr("Solve the positions of the line whose value is not known yet, with best and "
                                   "its table, in the background (the last positions first)"));
    m_stopButton->setText(tr("Stop"));
    m_stopButton->setToolTip(tr("Stop computing values; the values found stay in the chart"));
    m_title->setText(tr("Value along the line"));
    redraw();
}

void LineValueChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// The job (a child) joins its thread in its own destructor.
LineValueChart::~LineValueChart() = default;

LineValueChart::Key LineValueChart::keyOf(const Board& board)
{
    return {board.size, board.black, board.white, static_cast<int>(board.toMove)};
}

void LineValueChart::setLine(const std::vector<Board>& positions, int currentPly)
{
    const bool sameLine = positions == m_positions;
    m_positions = positions;
    m_currentPly = currentPly;
    redraw();
    if (sameLine)
        return;
    // A search of a position the line no longer has would only hold up the ones it has.
    if (m_running && std::find(m_positions.begin(), m_positions.end(), m_solving) == m_positions.end())
        m_job->stop(); // finished() follows, and the next missing value
    else
        solveNext();
}

void LineValueChart::addValue(const Board& board, int value)
{
    const Key key = keyOf(board);
    if (const auto known = m_values.find(key); known != m_values.end()) {
        known->second = value;
    } else {
        m_values.emplace(key, value);
        m_order.push_back(key);
        if (m_order.size() > kMaxValues) {
            m_values.erase(m_order.front());
            m_order.pop_front();
        }
    }
    redraw();
    emit valuesChanged();
}

void LineValueChart::addMoveValues(const Board& board, const std::vector<MoveValue>& moves)
{
    bool all = !moves.empty() && moves.size() == board.moveList().size();
    std::optional<int> best;
    for (const MoveValue& move : moves) {
        if (move.status != SearchStatus::Done || !board.isLegal(move.move)) {
            all = false;
            continue;
        }
        addValue(board.played(move.move), move.value);
        if (!best || (board.toMove == Color::Black ? move.value > *best : move.value < *best))
            best = move.value;
    }
    if (all && best)
        addValue(board, *best);
}

std::optional<int> LineValueChart::valueOf(const Board& board) const
{
    const auto known = m_values.find(keyOf(board));
    return known == m_values.end() ? std::nullopt : std::optional<int>(known->second);
}

bool LineValueChart::isOn() const { return m_computeButton->isChecked(); }

void LineValueChart::setOn(bool on)
{
    m_computeButton->setChecked(on); // re-enters through toggled() once when it changes
    if (on)
        solveNext();
    else
        stop();
    showStatus();
}

bool LineValueChart::isRunning() const { return m_running || m_job->isRunning(); }

void LineValueChart::stop()
{
    m_computeButton->setChecked(false);
    if (m_job->isRunning())
        m_job->stop();
}

void LineValueChart::solveNext()
{
    if (!isOn() || m_job->isRunning())
        return;
    // The last positions first: they solve fastest, and the chart fills from the end.
    for (auto position = m_positions.rbegin(); position != m_positions.rend(); ++position) {
        if (valueOf(*position))
            continue;
        if (!m_job->start(*position, MoveAnalysisPanel::searchOptions()))
            return;
        m_solving = *position;
        m_running = true;
        m_live = {};
        m_liveSeconds = 0;
        emit runningChanged(true);
        showStatus();
        return;
    }
    showStatus();
}

void LineValueChart::onSolved(const SearchResult& result)
{
    m_running = false;
    if (result.status == SearchStatus::Done)
        addValue(m_solving, result.value);
    emit runningChanged(false);
    solveNext();
    showStatus();
}

QList<QPointF> LineValueChart::points() const
{
    const ValueConvention& convention = ValueConvention::instance();
    QList<QPointF> points;
    for (std::size_t ply = 0; ply < m_positions.size(); ++ply)
        if (const auto value = valueOf(m_positions[ply]))
            points.append(QPointF(static_cast<double>(ply), convention.shown(*value, m_positions[ply].toMove)));
    return points;
}

void LineValueChart::redraw()
{
    const ValueConvention& convention = ValueConvention::instance();
    ChartSeries values;
    values.id = kValueId;
    values.name = tr("Exact value");
    values.color = QColor(0x00, 0x72, 0xB2);
    values.marker = MarkerShape::Circle;
    ChartSeries current;
    current.id = kCurrentId;
    current.name = tr("Position shown");
    current.color = QColor(0xD5, 0x5E, 0x00);
    current.marker = MarkerShape::Diamond;
    current.penStyle = Qt::NoPen;
    for (std::size_t ply = 0; ply < m_positions.size(); ++ply) {
        const Board& position = m_positions[ply];
        const auto value = valueOf(position);
        if (!value)
            continue;
        const QPointF point(static_cast<double>(ply), convention.shown(*value, position.toMove));
        values.points.append(point);
        values.tips.append(tr("Ply %1: %2 (%3)")
                               .arg(ply)
                               .arg(convention.text(*value, position.toMove), convention.viewName(position.toMove)));
        if (static_cast<int>(ply) == m_currentPly) {
            current.points.append(point);
            current.tips.append(values.tips.back());
        }
    }
    const double last = std::max<double>(1, static_cast<double>(m_positions.size()) - 1);
    m_chart->setFixedXRange(0, last);
    m_chart->setSeries({values, current});
    showStatus();
}

QString LineValueChart::statusText() const { return m_status->text(); }

void LineValueChart::showStatus()
{
    const auto known = std::count_if(m_positions.begin(), m_positions.end(),
                                     [this](const Board& board) { return valueOf(board).has_value(); });
    QString text = tr("%1 of %2 values known.").arg(known).arg(m_positions.size());
    if (m_running) {
        const auto at = std::find(m_positions.begin(), m_positions.end(), m_solving);
        if (at != m_positions.end()) {
            // The early plies take long: the counts show the solve is alive.
            text += QLatin1Char(' ') + tr("Solving ply %1…").arg(at - m_positions.begin());
            if (m_liveSeconds > 0)
                text += QLatin1Char(' ') +
                    tr("%1 nodes, %2 s").arg(countText(m_live.expanded)).arg(QLocale().toString(m_liveSeconds, 'f', 1));
        }
    } else if (!isOn() && known < static_cast<qsizetype>(m_positions.size())) {
        text += QLatin1Char(' ') + tr("Compute Values solves the others.");
    }
    m_status->setText(text);
    m_stopButton->setEnabled(m_running);
}

std::optional<int> LineValueChart::plyAt(QPoint viewportPoint) const
{
    const QValueAxis* axis = xAxisOf(m_chart);
    const QRectF plot = m_chart->plotArea();
    const QPointF at = m_chart->mapFromScene(m_view->mapToScene(viewportPoint));
    if (!axis || m_positions.empty() || !plot.contains(at) || plot.width() <= 0)
        return std::nullopt;
    const double x = axis->min() + (at.x() - plot.left()) / plot.width() * (axis->max() - axis->min());
    const int ply = static_cast<int>(std::lround(x));
    return std::clamp(ply, 0, static_cast<int>(m_positions.size()) - 1);
}

QPoint LineValueChart::viewportPointOf(int ply) const
{
    const QValueAxis* axis = xAxisOf(m_chart);
    const QRectF plot = m_chart->plotArea();
    if (!axis || axis->max() <= axis->min())
        return {};
    const double x = plot.left() + (ply - axis->min()) / (axis->max() - axis->min()) * plot.width();
    return m_view->mapFromScene(m_chart->mapToScene(QPointF(x, plot.center().y())));
}

bool LineValueChart::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton)
            if (const auto ply = plyAt(mouse->position().toPoint())) {
                emit plyClicked(*ply);
                return true;
            }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace othello
