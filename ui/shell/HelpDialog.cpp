#include "HelpDialog.h"

#include "Manual.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTextBlock>
#include <QTextCursor>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <map>

namespace othello {

namespace {
constexpr int kPageRole = Qt::UserRole;

bool isMarkdown(const QUrl& url) { return url.path().endsWith(QLatin1String(".md")); }

QUrl withoutFragment(QUrl url)
{
    url.setFragment(QString());
    return url;
}
} // namespace

ManualBrowser::ManualBrowser(QWidget* parent) : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("manualBrowser"));
    setOpenExternalLinks(true); // the web in the system's browser; the manual's own pages here
    document()->setUndoRedoEnabled(false);
    // Back and Forward load a page without doSetSource(): its headings are named here too.
    connect(this, &QTextBrowser::sourceChanged, this, [this](const QUrl& source) {
        nameHeadings();
        if (source.hasFragment())
            scrollToAnchor(source.fragment());
    });
}

void ManualBrowser::doSetSource(const QUrl& name, QTextDocument::ResourceType type)
{
    if (type == QTextDocument::UnknownResource && isMarkdown(name))
        type = QTextDocument::MarkdownResource;
    QTextBrowser::doSetSource(name, type);
    // The base class looked for the anchor before the headings had their names.
    nameHeadings();
    if (name.hasFragment())
        scrollToAnchor(name.fragment());
}

QVariant ManualBrowser::loadResource(int type, const QUrl& name)
{
    const QUrl url = name.isRelative() ? source().resolved(name) : name;
    if (url.scheme() != QLatin1String("qrc"))
        return QTextBrowser::loadResource(type, name);
    QFile file(QLatin1Char(':') + url.path());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    if (type == QTextDocument::ImageResource) {
        // Screenshots are wider than the page: shown at the page's width.
        QImage image = QImage::fromData(bytes);
        const int width = viewport()->width() - 2 * int(document()->documentMargin()) - 8;
        if (width > 100 && image.width() > width)
            image = image.scaledToWidth(width, Qt::SmoothTransformation);
        return image;
    }
    if (type == QTextDocument::HtmlResource && !isMarkdown(url)) // LICENSE: plain text as it is
        return QStringLiteral("<pre>%1</pre>").arg(QString::fromUtf8(bytes).toHtmlEscaped());
    return QString::fromUtf8(bytes);
}

void ManualBrowser::nameHeadings()
{
    std::map<QString, int> seen; // GitHub numbers a repeated heading's anchor: "x", "x-1", …
    QTextCursor cursor(document());
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        QString anchor = manual::headingAnchor(block.text());
        if (const int count = seen[anchor]++; count > 0)
            anchor += QStringLiteral("-%1").arg(count);
        cursor.setPosition(block.position());
        cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
        QTextCharFormat named;
        named.setAnchor(true);
        named.setAnchorNames({anchor});
        cursor.mergeCharFormat(named);
    }
}

HelpDialog::HelpDialog(QWidget* parent)
    : QDialog(parent),
      m_contents(new QTreeWidget),
      m_browser(new ManualBrowser),
      m_back(new QPushButton),
      m_forward(new QPushButton),
      m_home(new QPushButton),
      m_close(new QPushButton),
      m_contentsTitle(new QLabel)
{
    setObjectName(QStringLiteral("helpDialog"));
    m_contents->setObjectName(QStringLiteral("manualContents"));
    m_contents->header()->hide();
    m_contents->setColumnCount(1);
    m_back->setObjectName(QStringLiteral("manualBackButton"));
    m_forward->setObjectName(QStringLiteral("manualForwardButton"));
    m_home->setObjectName(QStringLiteral("manualContentsButton"));
    m_back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_back->setEnabled(false);
    m_forward->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_forward);
    buttons->addWidget(m_home);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto* contentsSide = new QWidget;
    auto* contentsLayout = new QVBoxLayout(contentsSide);
    contentsLayout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_contentsTitle->font();
    bold.setBold(true);
    m_contentsTitle->setFont(bold);
    contentsLayout->addWidget(m_contentsTitle);
    contentsLayout->addWidget(m_contents, 1);
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(contentsSide);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({280, 700});
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(m_back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_home, &QPushButton::clicked, this, [this] { showPage(QStringLiteral("index.md")); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QWidget::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QWidget::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpDialog::onSourceChanged);
    connect(m_contents, &QTreeWidget::itemClicked, this, &HelpDialog::onContentsClicked);
    connect(m_contents, &QTreeWidget::itemActivated, this, &HelpDialog::onContentsClicked);

    retranslate();
    m_spanish = manual::inSpanish();
    fillContents();
    showPage(QStringLiteral("index.md"));
    QSize size(980, 700);
    if (const QScreen* screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 60));
    resize(size);
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("Othello Search Lab Manual"));
    m_back->setText(tr("Back"));
    m_forward->setText(tr("Forward"));
    m_home->setText(tr("Contents"));
    m_close->setText(tr("Close"));
    m_contentsTitle->setText(tr("Pages"));
}

void HelpDialog::showPage(const QString& fileAndAnchor)
{
    const QString file = fileAndAnchor.section(QLatin1Char('#'), 0, 0);
    // The glossary is one page, in docs/es, for both languages.
    QUrl url = manual::pageUrl(file, m_spanish || file == QLatin1String("glosario.md"));
    if (fileAndAnchor.contains(QLatin1Char('#')))
        url.setFragment(fileAndAnchor.section(QLatin1Char('#'), 1));
    m_browser->setSource(url);
}

void HelpDialog::fillContents()
{
    m_contents->clear();
    for (const QUrl& page : manual::pages(m_spanish)) {
        auto* item = new QTreeWidgetItem(m_contents, {manual::pageTitle(page)});
        item->setData(0, kPageRole, page);
        item->setToolTip(0, item->text(0));
        for (const QString& heading : manual::sectionHeadings(page)) {
            QUrl section = page;
            section.setFragment(manual::headingAnchor(heading));
            auto* child = new QTreeWidgetItem(item, {heading});
            child->setData(0, kPageRole, section);
            child->setToolTip(0, heading);
        }
    }
    onSourceChanged(m_browser->source());
}

void HelpDialog::onSourceChanged(const QUrl& source)
{
    // The page shown is selected and opened to its sections; the others stay closed.
    const QUrl page = withoutFragment(source);
    for (int i = 0; i < m_contents->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_contents->topLevelItem(i);
        const bool shown = item->data(0, kPageRole).toUrl() == page;
        item->setExpanded(shown);
        if (shown &&
            withoutFragment(m_contents->currentItem() ? m_contents->currentItem()->data(0, kPageRole).toUrl()
                                                      : QUrl()) != page)
            m_contents->setCurrentItem(item);
    }
}

void HelpDialog::onContentsClicked(QTreeWidgetItem* item)
{
    if (item)
        m_browser->setSource(item->data(0, kPageRole).toUrl());
}

void HelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        const bool spanish = manual::inSpanish();
        if (spanish != m_spanish) {
            // The page shown, in the other language (the glossary is one page for both).
            const QUrl shown = m_browser->source();
            m_spanish = spanish;
            fillContents();
            QString file = shown.fileName();
            if (shown.hasFragment() && file == QLatin1String("glosario.md"))
                file += QLatin1Char('#') + shown.fragment();
            showPage(file.isEmpty() ? QStringLiteral("index.md") : file);
        }
    }
    QDialog::changeEvent(event);
}

} // namespace othello
