#pragma once

#include "ChartFigure.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace othello {

// Asks where, how large and in which formats to write figures: a folder (and, for a single
// figure, its file name), the paper size (one column, two columns, or a size in centimetres;
// the fonts keep their printed size), the PNG's resolution, and PNG/SVG/PDF.
class FigureExportDialog : public QDialog {
    Q_OBJECT
public:
    // `written`: what is written, for the summary ("nodes and time as …").
    explicit FigureExportDialog(const QString& written, QWidget* parent = nullptr);

    QString directory() const;
    void setDirectory(const QString& directory);
    // A single figure's file name without its suffix; shows the name field.
    void setBaseName(const QString& name);
    QString baseName() const;
    FigureOptions figureOptions() const;
    void setFigureOptions(const FigureOptions& options);

private:
    void chooseDirectory();
    void updateSummary();

    QString m_written;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_directory = nullptr;
    QLineEdit* m_baseName = nullptr;
    QComboBox* m_paper = nullptr;
    QDoubleSpinBox* m_width = nullptr;
    QDoubleSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QCheckBox* m_png = nullptr;
    QCheckBox* m_svg = nullptr;
    QCheckBox* m_pdf = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace othello
