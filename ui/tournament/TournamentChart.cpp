// The Tournament tab's chart: wins, draws and losses per player, stacked.
#include "StandingsModel.h"
#include "TournamentPage.h"
#include "common/ImageFile.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace othello {

void TournamentPage::setUpChart()
{
    // Okabe-Ito blue and vermillion, the figures' palette: green and red, as they were, look
    // alike to one reader in twelve.
    m_wins->setColor(QColor(0x00, 0x72, 0xB2));
    m_draws->setColor(QColor(0xa0, 0xa0, 0xa0));
    m_losses->setColor(QColor(0xD5, 0x5E, 0x00));
    m_series->append(m_wins);
    m_series->append(m_draws);
    m_series->append(m_losses);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_playerAxis, Qt::AlignBottom);
    m_chart->addAxis(m_gamesAxis, Qt::AlignLeft);
    m_series->attachAxis(m_playerAxis);
    m_series->attachAxis(m_gamesAxis);
    m_gamesAxis->setLabelFormat(QStringLiteral("%d"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
}

void TournamentPage::retranslateChart()
{
    m_wins->setLabel(tr("Wins"));
    m_draws->setLabel(tr("Draws"));
    m_losses->setLabel(tr("Losses"));
    m_gamesAxis->setTitleText(tr("Games"));
    m_chart->setTitle(tr("Wins, draws and losses"));
}

void TournamentPage::updateChart()
{
    QStringList names;
    m_wins->remove(0, m_wins->count());
    m_draws->remove(0, m_draws->count());
    m_losses->remove(0, m_losses->count());
    int most = 1;
    for (const play::Standing& s : m_model->standings()) {
        names << QString::fromStdString(s.name);
        m_wins->append(s.wins);
        m_draws->append(s.draws);
        m_losses->append(s.losses);
        most = std::max(most, s.games());
    }
    m_playerAxis->setCategories(names);
    // Every player plays as many games: the axis ends there from the first game on.
    const int top = std::max(most, m_gamesPerPlayer);
    m_gamesAxis->setRange(0, top);
    m_gamesAxis->setTickType(QValueAxis::TicksDynamic);
    m_gamesAxis->setTickAnchor(0);
    m_gamesAxis->setTickInterval(std::max(1, (top + 9) / 10));
}

void TournamentPage::exportChartAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart as PNG"), QStringLiteral("tournament.png"),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    // Through the atomic writer: an existing picture is replaced only by a complete one.
    const QString reason = writePngFile(m_chartView->grab().toImage(), path);
    if (reason.isEmpty())
        emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    else
        QMessageBox::warning(this, tr("Export"),
                             tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)) + "\n" + reason);
}

} // namespace othello
