#pragma once

#include <QDialog>
#include <QTextBrowser>
#include <QUrl>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace othello {

// The manual's pages in a browser: Markdown from the resources (manual::pageUrl), links between
// pages and to their sections (GitHub's heading anchors), images from docs/images scaled to
// the width, external links in the system's browser.
class ManualBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget* parent = nullptr);
    QVariant loadResource(int type, const QUrl& name) override;

protected:
    void doSetSource(const QUrl& name, QTextDocument::ResourceType type) override;

private:
    // Names each heading block with its anchor, so "page.md#section" links find it.
    void nameHeadings();
};

// Help > Manual: the manual of docs/ (English) or docs/es/ (Spanish), in the language the
// program speaks (a language change turns the page shown into its translation): the pages and
// the shown page's sections on the left, Back, Forward and Contents above the page.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);

    ManualBrowser* browser() const { return m_browser; }
    // Shows a page ("tree.md", "counting.md#node-types"), in the language of the program.
    void showPage(const QString& fileAndAnchor);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillContents();
    void onSourceChanged(const QUrl& source);
    void onContentsClicked(QTreeWidgetItem* item);

    QTreeWidget* m_contents;
    ManualBrowser* m_browser;
    QPushButton* m_back;
    QPushButton* m_forward;
    QPushButton* m_home;
    QPushButton* m_close;
    QLabel* m_contentsTitle;
    bool m_spanish = false; // the language of the pages shown
};

} // namespace othello
