#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace othello::manual {

// The manual in docs/ (English) and docs/es/ (Spanish), embedded as resources: one source for
// the README's links, the repository's docs and the application's Help. Pages are Markdown.

// Whether the manual is read in Spanish: the language the program speaks (QLocale()).
bool inSpanish();
// The page `fileName` ("explore.md") of the manual in a language, as a qrc: URL.
QUrl pageUrl(const QString& fileName, bool spanish);
// The pages in reading order (the index's order), as URLs; the glossary of both languages last.
QList<QUrl> pages(bool spanish);
// The Markdown of a page, empty when the page is not embedded.
QString pageText(const QUrl& page);
// A page's title: its first "# " heading (its file name when it has none).
QString pageTitle(const QUrl& page);
// The "## " headings of a page, in order.
QStringList sectionHeadings(const QUrl& page);
// The anchor GitHub gives a heading, the one the pages' links use:
// "Evaluation units (points)" → "evaluation-units-points".
QString headingAnchor(const QString& heading);

} // namespace othello::manual
