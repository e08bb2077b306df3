#include "ChartExportDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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
    m_dpi = new QSpinBox(this);
    m_dpi->setRange(50, 1200);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("The resolution written into the files: it sets the printed size of the figure"));
    m_doubleDensity = new QCheckBox(tr("2× pixel density (sharper, for print and high-DPI screens)"), this);
    m_png = new QCheckBox(tr("PNG image"), this);
    m_svg = new QCheckBox(tr("SVG (vector)"), this);
    m_pdf = new QCheckBox(tr("PDF (vector)"), this);
    auto* formatRow = new QHBoxLayout;
    for (QCheckBox* box : {m_png, m_svg, m_pdf})
        formatRow->addWidget(box);
    formatRow->addStretch(1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto* form = new QFormLayout;
    // A row that is a layout gets no buddy from the form: the label is made here, so "&" marks
    // a shortcut to the folder instead of being shown.
    auto* folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setObjectName(QStringLiteral("folderLabel"));
    folderLabel->setBuddy(m_directory);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(QString(), m_doubleDensity);
    form->addRow(tr("Formats:"), formatRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    setImageOptions(ChartImageOptions{});
    for (QSpinBox* box : {m_width, m_height, m_dpi})
        connect(box, &QSpinBox::valueChanged, this, &ChartExportDialog::updateSummary);
    const auto updateButton = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!directory().isEmpty() && !imageOptions().formats.isEmpty());
        updateSummary();
    };
    for (QCheckBox* box : {m_doubleDensity, m_png, m_svg, m_pdf})
        connect(box, &QCheckBox::toggled, this, updateButton);
    connect(m_directory, &QLineEdit::textChanged, this, updateButton);
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
    options.dpi = m_dpi->value();
    options.formats.clear();
    if (m_png->isChecked())
        options.formats.append(FigureFormat::Png);
    if (m_svg->isChecked())
        options.formats.append(FigureFormat::Svg);
    if (m_pdf->isChecked())
        options.formats.append(FigureFormat::Pdf);
    return options;
}

void ChartExportDialog::setImageOptions(const ChartImageOptions& options)
{
    m_width->setValue(options.size.width());
    m_height->setValue(options.size.height());
    m_doubleDensity->setChecked(options.pixelRatio > 1);
    m_dpi->setValue(options.dpi);
    m_png->setChecked(options.formats.contains(FigureFormat::Png));
    m_svg->setChecked(options.formats.contains(FigureFormat::Svg));
    m_pdf->setChecked(options.formats.contains(FigureFormat::Pdf));
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
    QStringList suffixes;
    for (const FigureFormat format : options.formats)
        suffixes << figureSuffix(format).toUpper();
    const QLocale locale;
    const auto centimetres = [&](int length) { return locale.toString(2.54 * length / options.dpi, 'f', 1); };
    m_summary->setText(
        tr("Writes nodes and time, and tt-hit-rate and tt-memory when a search used a transposition table, as %1 "
           "(%2 × %3 pixels; %4 × %5 cm at %6 dpi); existing files are replaced. Series hidden in a chart are left "
           "out of its file.")
            .arg(suffixes.isEmpty() ? tr("no format") : suffixes.join(QStringLiteral(", ")))
            .arg(pixels.width())
            .arg(pixels.height())
            .arg(centimetres(options.size.width()), centimetres(options.size.height()))
            .arg(options.dpi));
}

} // namespace othello
