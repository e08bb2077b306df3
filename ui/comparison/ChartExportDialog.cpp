#include "ChartExportDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace othello {

ChartExportDialog::ChartExportDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Charts"));

    m_directory = new QLineEdit(this);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ChartExportDialog::chooseDirectory);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_directory, 1);
    folderRow->addWidget(browse);

    m_width = new QSpinBox(this);
    m_width->setRange(200, 10000);
    m_width->setSuffix(tr(" px"));
    m_height = new QSpinBox(this);
    m_height->setRange(150, 10000);
    m_height->setSuffix(tr(" px"));
    m_doubleDensity = new QCheckBox(tr("2× pixel density (sharper, for print and high-DPI screens)"), this);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Folder:"), folderRow);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(QString(), m_doubleDensity);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    setImageOptions(ChartImageOptions{});
    for (QSpinBox* box : {m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, &ChartExportDialog::updateSummary);
    connect(m_doubleDensity, &QCheckBox::toggled, this, &ChartExportDialog::updateSummary);
    connect(m_directory, &QLineEdit::textChanged, this, [this, buttons](const QString& text) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty());
        updateSummary();
    });
    updateSummary();
}

QString ChartExportDialog::directory() const { return m_directory->text().trimmed(); }

void ChartExportDialog::setDirectory(const QString& directory)
{
    m_directory->setText(QDir::toNativeSeparators(directory));
}

ChartImageOptions ChartExportDialog::imageOptions() const
{
    ChartImageOptions options;
    options.size = QSize(m_width->value(), m_height->value());
    options.pixelRatio = m_doubleDensity->isChecked() ? 2 : 1;
    return options;
}

void ChartExportDialog::setImageOptions(const ChartImageOptions& options)
{
    m_width->setValue(options.size.width());
    m_height->setValue(options.size.height());
    m_doubleDensity->setChecked(options.pixelRatio > 1);
}

void ChartExportDialog::chooseDirectory()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Export Charts To"), directory());
    if (!chosen.isEmpty())
        setDirectory(chosen);
}

void ChartExportDialog::updateSummary()
{
    const ChartImageOptions options = imageOptions();
    const QSize pixels = options.size * options.pixelRatio;
    m_summary->setText(tr("Writes %1 and %2, and %3 and %4 when a search used a transposition table (%5 × %6 "
                          "pixels each); existing files are replaced.")
                           .arg(chartFileName(PlotKind::Nodes), chartFileName(PlotKind::Time),
                                chartFileName(PlotKind::HitRate), chartFileName(PlotKind::TableMemory))
                           .arg(pixels.width())
                           .arg(pixels.height()));
}

} // namespace othello
