#pragma once

#include "common/charts/ChartExport.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace othello {

// Asks where, how large and in which formats to export the charts: a folder (nodes and time,
// and the table charts, are written into it), the figure's size in pixels, its resolution
// (the printed size follows), whether PNGs get twice the pixel density, and PNG/SVG/PDF.
class ChartExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartExportDialog(QWidget* parent = nullptr);

    QString directory() const;
    void setDirectory(const QString& directory);
    // Size and density as chosen; the caller adds the scale and hidden series.
    ChartImageOptions imageOptions() const;
    void setImageOptions(const ChartImageOptions& options);

private:
    void chooseDirectory();
    void updateSummary();

    QLineEdit* m_directory = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QCheckBox* m_doubleDensity = nullptr;
    QCheckBox* m_png = nullptr;
    QCheckBox* m_svg = nullptr;
    QCheckBox* m_pdf = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace othello
