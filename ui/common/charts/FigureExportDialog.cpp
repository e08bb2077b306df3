#include "FigureExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
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

FigureExportDialog::FigureExportDialog(const QString& written, QWidget* parent) : QDialog(parent), m_written(written)
{
    setWindowTitle(tr("Export Figures"));

    m_directory = new QLineEdit(this);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &FigureExportDialog::chooseDirectory);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_directory, 1);
    folderRow->addWidget(browse);
    m_baseName = new QLineEdit(this);
    m_baseName->setObjectName(QStringLiteral("figureNameEdit"));

    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("paperSizeCombo"));
    const QLocale locale;
    const auto centimetres = [&locale](PaperSize paper) {
        const QSizeF size = paperSizeCentimetres(paper);
        return tr("%1 × %2 cm").arg(locale.toString(size.width(), 'f', 1), locale.toString(size.height(), 'f', 1));
    };
    //: A figure as wide as one column of a two-column paper.
    m_paper->addItem(tr("One column (%1)").arg(centimetres(PaperSize::OneColumn)), int(PaperSize::OneColumn));
    //: A figure as wide as the whole text of a two-column paper.
    m_paper->addItem(tr("Two columns (%1)").arg(centimetres(PaperSize::TwoColumns)), int(PaperSize::TwoColumns));
    m_paper->addItem(tr("Custom size"), int(PaperSize::Custom));
    m_paper->setToolTip(tr("The printed size of the figure: its fonts and lines are sized for it"));
    m_width = new QDoubleSpinBox(this);
    m_height = new QDoubleSpinBox(this);
    for (QDoubleSpinBox* box : {m_width, m_height}) {
        box->setRange(4, 60);
        box->setDecimals(1);
        box->setSingleStep(0.5);
        box->setSuffix(tr(" cm"));
    }
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);
    m_dpi = new QSpinBox(this);
    m_dpi->setRange(50, 1200);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("The PNG's pixels per inch: more pixels, the same layout (SVG and PDF are vector)"));
    m_png = new QCheckBox(tr("PNG image"), this);
    m_svg = new QCheckBox(tr("SVG (vector)"), this);
    m_pdf = new QCheckBox(tr("PDF (vector)"), this);
    auto* formatRow = new QHBoxLayout;
    for (QCheckBox* box : {m_png, m_svg, m_pdf})
        formatRow->addWidget(box);
    formatRow->addStretch(1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto* form = m_form = new QFormLayout;
    // A row that is a layout gets no buddy from the form: the label is made here, so "&" marks
    // a shortcut to the folder instead of being shown.
    auto* folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setObjectName(QStringLiteral("folderLabel"));
    folderLabel->setBuddy(m_directory);
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("&Name:"), m_baseName);
    form->setRowVisible(m_baseName, false);
    form->addRow(tr("&Size:"), m_paper);
    form->addRow(QString(), sizeRow);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("Formats:"), formatRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    setFigureOptions(FigureOptions{});
    const auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(!directory().isEmpty() && !figureOptions().formats.isEmpty() &&
                         (!m_form->isRowVisible(m_baseName) || !baseName().isEmpty()));
        updateSummary();
    };
    connect(m_paper, &QComboBox::currentIndexChanged, this, [this, update] {
        const auto paper = PaperSize(m_paper->currentData().toInt());
        if (paper != PaperSize::Custom) {
            const QSizeF size = paperSizeCentimetres(paper);
            m_width->setValue(size.width());
            m_height->setValue(size.height());
        }
        m_width->setEnabled(paper == PaperSize::Custom);
        m_height->setEnabled(paper == PaperSize::Custom);
        update();
    });
    for (QDoubleSpinBox* box : {m_width, m_height})
        connect(box, &QDoubleSpinBox::valueChanged, this, update);
    connect(m_dpi, &QSpinBox::valueChanged, this, update);
    for (QCheckBox* box : {m_png, m_svg, m_pdf})
        connect(box, &QCheckBox::toggled, this, update);
    connect(m_directory, &QLineEdit::textChanged, this, update);
    connect(m_baseName, &QLineEdit::textChanged, this, update);
    update();
}

QString FigureExportDialog::directory() const { return m_directory->text().trimmed(); }

void FigureExportDialog::setDirectory(const QString& directory)
{
    m_directory->setText(QDir::toNativeSeparators(directory));
}

void FigureExportDialog::setBaseName(const QString& name)
{
    m_baseName->setText(name);
    m_form->setRowVisible(m_baseName, true);
}

QString FigureExportDialog::baseName() const { return m_baseName->text().trimmed(); }

FigureOptions FigureExportDialog::figureOptions() const
{
    FigureOptions options;
    options.paper = PaperSize(m_paper->currentData().toInt());
    options.customCentimetres = QSizeF(m_width->value(), m_height->value());
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

void FigureExportDialog::setFigureOptions(const FigureOptions& options)
{
    m_width->setValue(options.customCentimetres.width());
    m_height->setValue(options.customCentimetres.height());
    m_paper->setCurrentIndex(std::max(0, m_paper->findData(int(options.paper))));
    const QSizeF size = options.centimetres();
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    m_width->setEnabled(options.paper == PaperSize::Custom);
    m_height->setEnabled(options.paper == PaperSize::Custom);
    m_dpi->setValue(options.dpi);
    m_png->setChecked(options.formats.contains(FigureFormat::Png));
    m_svg->setChecked(options.formats.contains(FigureFormat::Svg));
    m_pdf->setChecked(options.formats.contains(FigureFormat::Pdf));
}

void FigureExportDialog::chooseDirectory()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Export Figures To"), directory());
    if (!chosen.isEmpty())
        setDirectory(chosen);
}

void FigureExportDialog::updateSummary()
{
    const FigureOptions options = figureOptions();
    const QSize pixels = options.figureSize().size;
    QStringList suffixes;
    for (const FigureFormat format : options.formats)
        suffixes << figureSuffix(format).toUpper();
    const QLocale locale;
    const QSizeF size = options.centimetres();
    m_summary->setText(tr("Writes %1 as %2: %3 × %4 cm (the PNG %5 × %6 pixels); existing files are replaced. The "
                          "figures show what the charts show: the view, the scale, the layout; series hidden on "
                          "screen are left out.")
                           .arg(m_written, suffixes.isEmpty() ? tr("no format") : suffixes.join(QStringLiteral(", ")),
                                locale.toString(size.width(), 'f', 1), locale.toString(size.height(), 'f', 1))
                           .arg(pixels.width())
                           .arg(pixels.height()));
}

} // namespace othello
