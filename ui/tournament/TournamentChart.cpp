#include "TournamentChart.h"

#include "common/charts/ChartFigure.h"
#include "common/charts/FigureExportDialog.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDir>
#include <QEvent>
#include <QGraphicsScene>
#include <QLabel>
#include <QLegend>
#include <QMessageBox>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace othello {

namespace {

// Okabe-Ito blue and vermillion, the figures' palette: green and red look alike to one reader
// in twelve.
const QColor kWins(0x00, 0x72, 0xB2);
const QColor kDraws(0xa0, 0xa0, 0xa0);
const QColor kLosses(0xD5, 0x5E, 0x00);

} // namespace

TournamentChart::TournamentChart(QWidget* parent) : QWidget(parent)
{
    m_view = new QChartView(new QChart, this); // with its chart: setChart() would leak the view's own
    m_view->setObjectName(QStringLiteral("tournamentChartView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("tournamentChartSubtitle"));
    m_subtitle->setAlignment(Qt::AlignHCenter);
    m_subtitle->setTextFormat(Qt::PlainText);
    m_subtitle->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_view, 1);
    showStandings({}, 0);
}

QChart* TournamentChart::chart() const { return m_view->chart(); }

void TournamentChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        showStandings(m_standings, m_gamesPerPlayer); // titles and legend in the language in force
    QWidget::changeEvent(event);
}

void TournamentChart::setSubtitle(const QString& subtitle)
{
    m_subtitle->setText(subtitle);
    m_subtitle->setVisible(!subtitle.isEmpty());
    chart()->setProperty("subtitle", subtitle);
}

void TournamentChart::showStandings(const std::vector<play::Standing>& standings, int gamesPerPlayer)
{
    m_standings = standings;
    m_gamesPerPlayer = gamesPerPlayer;
    populate(chart());
    for (QAbstractSeries* series : chart()->series())
        if (auto* bars = qobject_cast<QStackedBarSeries*>(series))
            connect(bars, &QStackedBarSeries::hovered, this, [this](bool status, int index) {
                if (status)
                    QToolTip::showText(QCursor::pos(), readoutText(index), m_view);
                else
                    QToolTip::hideText();
            });
}

void TournamentChart::populate(QChart* chart) const
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    auto* series = new QStackedBarSeries;
    auto* wins = new QBarSet(tr("Wins"));
    auto* draws = new QBarSet(tr("Draws"));
    auto* losses = new QBarSet(tr("Losses"));
    wins->setColor(kWins);
    draws->setColor(kDraws);
    losses->setColor(kLosses);
    QStringList names;
    int most = 1;
    for (const play::Standing& s : m_standings) {
        names << QString::fromStdString(s.name);
        wins->append(s.wins);
        draws->append(s.draws);
        losses->append(s.losses);
        most = std::max(most, s.games());
    }
    series->append(wins);
    series->append(draws);
    series->append(losses);
    chart->addSeries(series);
    auto* players = new QBarCategoryAxis;
    players->setCategories(names);
    players->setTitleText(tr("player"));
    // Without a category Qt draws the axis title alone in the chart's top left corner.
    players->setTitleVisible(!names.isEmpty());
    auto* games = new QValueAxis;
    chart->addAxis(players, Qt::AlignBottom);
    chart->addAxis(games, Qt::AlignLeft);
    series->attachAxis(players);
    series->attachAxis(games);
    games->setLabelFormat(QStringLiteral("%d"));
    games->setTitleText(tr("games"));
    // Every player plays as many games: the axis ends there from the first game on.
    const int top = std::max(most, m_gamesPerPlayer);
    games->setRange(0, top);
    games->setTickType(QValueAxis::TicksDynamic);
    games->setTickAnchor(0);
    games->setTickInterval(std::max(1, (top + 9) / 10));
    chart->setTitle(tr("Wins, draws and losses"));
    chart->legend()->setAlignment(Qt::AlignBottom); // below the plot, as in every figure
}

QString TournamentChart::readoutText(int index) const
{
    if (index < 0 || std::size_t(index) >= m_standings.size())
        return {};
    const play::Standing& s = m_standings[std::size_t(index)];
    //: Pointing at a player's bars: "alpha-beta 6: 3 wins, 1 draw, 2 losses (6 games)".
    return tr("%1: %2, %3, %4 (%5)")
        .arg(QString::fromStdString(s.name), tr("%n win(s)", nullptr, s.wins), tr("%n draw(s)", nullptr, s.draws),
             tr("%n loss(es)", nullptr, s.losses), tr("%n game(s)", nullptr, s.games()));
}

bool TournamentChart::writeFigureFile(const QString& path, FigureFormat format, const FigureSize& size,
                                      QString* error) const
{
    QGraphicsScene scene;
    auto* figure = new QChart;
    scene.addItem(figure); // the scene deletes it
    populate(figure);
    figure->setProperty("subtitle", m_subtitle->text());
    applyPrintTheme(figure);
    return writeFigure(figure, path, format, size, error);
}

void TournamentChart::exportFigure()
{
    FigureExportDialog dialog(tr("the chart of wins, draws and losses"), this);
    dialog.setDirectory(m_exportFolder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                 : m_exportFolder);
    dialog.setBaseName(QStringLiteral("tournament"));
    FigureOptions defaults;
    defaults.paper = PaperSize::OneColumn;
    dialog.setFigureOptions(defaults);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const FigureOptions options = dialog.figureOptions();
    m_exportFolder = dialog.directory();
    QDir().mkpath(m_exportFolder);
    for (const FigureFormat format : options.formats) {
        const QString path = QDir(m_exportFolder).filePath(dialog.baseName() + QLatin1Char('.') + figureSuffix(format));
        QString error;
        if (!writeFigureFile(path, format, options.figureSize(), &error)) {
            QMessageBox::warning(this, tr("Export"), error);
            return;
        }
    }
    emit statusMessage(tr("Chart written to %1.").arg(QDir::toNativeSeparators(m_exportFolder)));
}

} // namespace othello
