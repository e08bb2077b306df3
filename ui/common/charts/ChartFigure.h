#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

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
struct FigureSize {
    QSize size{1600, 1000};
    qreal pixelRatio = 1;
    int dpi = 150;
};

// The figure's fonts follow its width: it is laid out kFigureLayoutWidth units wide, so text stays
// legible when the figure is printed 8 cm wide, whatever its pixel size.
inline constexpr double kFigureLayoutWidth = 480;

// Gives `chart` the print look: white, black text, fonts sized for the layout width.
void applyPrintTheme(SeriesChart* chart);

// Draws `chart` (its series, scale and hidden series as they are; hidden ones are left out of the
// legend too) with its legend below it in as many columns as fit, or beside it when the figure
// is wide and the legend below would take more than a fifth of its height; scaled to fill `size`
// device units. The chart must be in a QGraphicsScene of its own (see renderFigure); its
// geometry is left as drawn, in layout units kFigureLayoutWidth wide.
void paintFigure(SeriesChart* chart, QPainter& painter, QSizeF size);

// The figure as an image.
QImage figureImage(SeriesChart* chart, const FigureSize& size);

// Writes the figure in `format` to `path`; false with `error` set when it cannot.
bool writeFigure(SeriesChart* chart, const QString& path, FigureFormat format, const FigureSize& size, QString* error);

} // namespace othello
