#include "Manual.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>

namespace othello::manual {

namespace {
const QString kRoot = QStringLiteral("/manual/docs/");

// The index's order: the tabs, the command line, then the subjects.
const char* const kPageFiles[] = {
    "index.md",      "explore.md", "compare.md",  "play.md",     "tournament.md",
    "depths.md",     "tree.md",    "cli.md",      "counting.md", "tables.md",
    "evaluation.md", "engines.md", "clusters.md", "building.md", "benchmarks.md",
};
} // namespace

bool inSpanish() { return QLocale().language() == QLocale::Spanish; }

QUrl pageUrl(const QString& fileName, bool spanish)
{
    QUrl url;
    url.setScheme(QStringLiteral("qrc"));
    url.setPath(kRoot + (spanish ? QStringLiteral("es/") : QString()) + fileName);
    return url;
}

QList<QUrl> pages(bool spanish)
{
    QList<QUrl> urls;
    for (const char* file : kPageFiles)
        urls << pageUrl(QString::fromLatin1(file), spanish);
    // One glossary of the terms in both languages (in Spanish, with the English terms beside).
    urls << pageUrl(QStringLiteral("glosario.md"), true);
    return urls;
}

QString pageText(const QUrl& page)
{
    QFile file(QLatin1Char(':') + page.path());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString pageTitle(const QUrl& page)
{
    const QString text = pageText(page);
    for (const QStringView line : QStringTokenizer(text, u'\n'))
        if (line.startsWith(u"# "))
            return line.mid(2).trimmed().toString();
    return page.fileName();
}

QStringList sectionHeadings(const QUrl& page)
{
    QStringList headings;
    bool inCode = false;
    for (const QStringView line : QStringTokenizer(pageText(page), u'\n')) {
        if (line.startsWith(u"```"))
            inCode = !inCode;
        else if (!inCode && line.startsWith(u"## "))
            headings << line.mid(3).trimmed().toString();
    }
    return headings;
}

QString headingAnchor(const QString& heading)
{
    // GitHub: lower case; letters, digits, spaces, hyphens and underscores kept, the rest
    // dropped; each space a hyphen.
    static const QRegularExpression dropped(QStringLiteral("[^\\w\\- ]"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    QString anchor = heading.toLower();
    anchor.remove(dropped);
    anchor.replace(QLatin1Char(' '), QLatin1Char('-'));
    return anchor;
}

} // namespace othello::manual
