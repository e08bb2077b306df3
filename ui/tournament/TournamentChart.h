#pragma once

#include "common/charts/ChartFigure.h"
#include "engine/play/Tournament.h"

#include <QStringList>
#include <QWidget>
#include <vector>

class QChart;
class QChartView;
class QLabel;

namespace othello {

// The tournament's wins, draws and losses per player as stacked bars (Okabe-Ito blue, grey,
// vermillion), by the rules of every chart of the program: a title and a subtitle saying what
// was played, the legend below, pointing at a player's bars lists all three counts, and the
// export writes a figure for a report (PNG, SVG, PDF at a paper's size).
class TournamentChart : public QWidget {
    Q_OBJECT
public:
    explicit TournamentChart(QWidget* parent = nullptr);

    // The standings, best first, and the games each player plays in all (the axis's end).
    void showStandings(const std::vector<play::Standing>& standings, int gamesPerPlayer);
    // What was played: "6×6, 4 players, balanced openings, disc difference".
    void setSubtitle(const QString& subtitle);
    QChartView* view() const { return m_view; }
    QChart* chart() const;
    // The figure dialog, then the files.
    void exportFigure();
    // Writes the figure without a dialog; false with `error` set.
    bool writeFigureFile(const QString& path, FigureFormat format, const FigureSize& size, QString* error) const;
    // The text pointing at player `index`'s bars shows.
    QString readoutText(int index) const;

signals:
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Puts the bars, axes and titles of the standings shown into `chart`.
    void populate(QChart* chart) const;

    QChartView* m_view = nullptr;
    QLabel* m_subtitle = nullptr;
    std::vector<play::Standing> m_standings;
    int m_gamesPerPlayer = 0;
    QString m_exportFolder;
};

} // namespace othello
