#pragma once

#include <QImage>
#include <QList>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <optional>

class QChart;
class QPainter;

namespace othello {

class SeriesChart;

// The file formats of an exported figure: the same drawing as a PNG image or as vector SVG/PDF.
enum class FigureFormat { Png, Svg, Pdf };

QString figureSuffix(FigureFormat format); // "png", "svg", "pdf"
std::optional<FigureFormat> parseFigureFormat(const QString& text);
// "png,svg" -> both; nullopt for an unknown or empty list.
std::optional<QList<FigureFormat>> parseFigureFormats(const QString& text);

// How a figure is drawn: its size in pixels (the SVG's and PDF's page size at `dpi`), the pixel
// density of a PNG (2 doubles the pixels, not the layout) and the resolution written into it.
// The printed size, size / dpi, decides the layout: fonts and lines have a size in points.
struct FigureSize {
    QSize size{1600, 1000};
    qreal pixelRatio = 1;
    int dpi = 150;
};

// The printed widths of a paper's figures: one column of a two-column page (IEEE, ACM: 8.9 cm)
// and the page's whole text width (18.2 cm); or a size of one's own.
enum class PaperSize { OneColumn, TwoColumns, Custom };
QSizeF paperSizeCentimetres(PaperSize paper); // the preset's width and height
QString paperSizeName(PaperSize paper);       // "one column", "two-column", "custom"
std::optional<PaperSize> parsePaperSize(const QString& text);

// What a figure export asks: the paper size (or a size in centimetres), the resolution of a
// PNG (it sets its pixels, not its layout) and the formats written.
struct FigureOptions {
    PaperSize paper = PaperSize::TwoColumns;
    QSizeF customCentimetres{16, 10};
    int dpi = 300;
    QList<FigureFormat> formats{FigureFormat::Png};

    QSizeF centimetres() const;
    FigureSize figureSize() const; // the pixels at dpi
};

// The figure's type sizes in points: legible when printed at its size (journals ask 7 pt and up).
inline constexpr int kFigureTitlePoints = 9;
inline constexpr int kFigureSubtitlePoints = 8;
inline constexpr int kFigureAxisTitlePoints = 8;
inline constexpr int kFigureTickPoints = 7;
inline constexpr int kFigureLegendPoints = 8;

// Gives `chart` the print look: white, black text, fonts in points (the figure's layout unit),
// thin lines and small markers.
void applyPrintTheme(QChart* chart);

// Draws `chart` as a figure `size` device units large, whatever the device (image, SVG, PDF):
// laid out in points from the device's resolution, so its type has the same printed size at
// every resolution. One layout for every figure: title and subtitle (what the chart shows, its
// view and positions) on top, the plot, or its panels on shared axes, then the legend below,
// each group (algorithm) on a line of its own with its entries (line style and marker, one line
// each) in aligned columns. Hidden series are left out of plot and legend. The chart must be in
// a QGraphicsScene of its own with the print theme (see writeChartFigure). A chart other than a
// SeriesChart (the tournament's bars) lists its bar sets in the legend and takes its subtitle
// from its "subtitle" property.
void paintFigure(QChart* chart, QPainter& painter, QSizeF size);

// The figure as an image.
QImage figureImage(QChart* chart, const FigureSize& size);

// Writes the figure in `format` to `path`; false with `error` set when it cannot.
bool writeFigure(QChart* chart, const QString& path, FigureFormat format, const FigureSize& size, QString* error);

// Writes `chart` as shown (a copy in a scene of its own with the print theme) as a figure.
bool writeChartFigure(const SeriesChart& chart, const QString& path, FigureFormat format, const FigureSize& size,
                      QString* error);

} // namespace othello
