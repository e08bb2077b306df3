#pragma once

#include "ChartExport.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace othello {

// Asks where and how large to export the charts: a folder (nodes.png and time.png are written
// into it), the image size in pixels, and whether to draw at twice the pixel density.
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
    QCheckBox* m_doubleDensity = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace othello
