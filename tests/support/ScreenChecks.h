#pragma once

// What a person checks on a screen, as assertions: every visible control lies inside the window
// (and inside the widget that holds it), and no text is cut — labels, buttons, check boxes, group
// box titles, tab titles and the column titles and cells of visible tables. Each function returns
// one line per problem, naming the widget and its text, so a failing test says what to look at.

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSlider>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTabBar>
#include <QTableView>
#include <QTextDocument>
#include <QWidget>

#include <algorithm>

namespace othello::test {

namespace detail {

inline QString describe(const QWidget* widget, const QString& text = {})
{
    QString name = QLatin1String(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(QString(text).replace(QLatin1Char('\n'), QLatin1Char('|')));
    return name;
}

// Inside a scroll area's viewport a widget may lie beyond the edge on purpose: it scrolls there.
inline bool scrolls(const QWidget* widget, const QWidget* window)
{
    for (const QWidget* parent = widget->parentWidget(); parent && parent != window; parent = parent->parentWidget())
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(parent->parentWidget());
            area && area->viewport() == parent)
            return true;
    return false;
}

// Shown, and every widget up to the window shown too.
inline bool showing(const QWidget* widget, const QWidget* window)
{
    return widget->isVisibleTo(window) && widget->width() > 0 && widget->height() > 0;
}

inline bool isControl(const QWidget* widget)
{
    return qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QComboBox*>(widget) ||
        qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QLineEdit*>(widget) ||
        qobject_cast<const QSlider*>(widget) || qobject_cast<const QAbstractItemView*>(widget) ||
        qobject_cast<const QLabel*>(widget) || qobject_cast<const QGroupBox*>(widget);
}

inline int widestLine(const QFontMetrics& metrics, const QString& text)
{
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

inline QString plainText(const QLabel* label)
{
    if (label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text()))
        return label->text();
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText();
}

} // namespace detail

// Every visible control that leaves the window, or the widget that holds it (where it is cut off).
inline QStringList controlsOutside(const QWidget* window)
{
    QStringList problems;
    for (const QWidget* widget : window->findChildren<QWidget*>()) {
        if (!detail::showing(widget, window) || !detail::isControl(widget) || detail::scrolls(widget, window))
            continue;
        const QRect inWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
        if (!window->rect().contains(inWindow)) {
            problems << QStringLiteral("%1 at (%2, %3) %4×%5 leaves the window")
                            .arg(detail::describe(widget))
                            .arg(inWindow.x())
                            .arg(inWindow.y())
                            .arg(inWindow.width())
                            .arg(inWindow.height());
            continue;
        }
        const QWidget* parent = widget->parentWidget();
        if (parent && parent != window && !parent->rect().contains(widget->geometry()))
            problems << QStringLiteral("%1 is cut off by %2").arg(detail::describe(widget), detail::describe(parent));
    }
    return problems;
}

// Every visible text that does not fit where it is drawn (Qt cuts or elides it).
inline QStringList elidedTexts(const QWidget* window)
{
    QStringList problems;
    for (const QWidget* widget : window->findChildren<QWidget*>()) {
        if (!detail::showing(widget, window))
            continue;
        if (const auto* label = qobject_cast<const QLabel*>(widget)) {
            const QString text = detail::plainText(label);
            if (text.isEmpty() || !label->pixmap().isNull())
                continue;
            const QRect room = label->contentsRect();
            if (label->wordWrap()) {
                // Wrapped: the lines must fit in its height.
                if (label->heightForWidth(label->width()) > label->height() + 1)
                    problems << QStringLiteral("%1 needs %2 px of height, has %3")
                                    .arg(detail::describe(label, text))
                                    .arg(label->heightForWidth(label->width()))
                                    .arg(label->height());
            } else if (detail::widestLine(label->fontMetrics(), text) > room.width()) {
                problems << QStringLiteral("%1 needs %2 px, has %3")
                                .arg(detail::describe(label, text))
                                .arg(detail::widestLine(label->fontMetrics(), text))
                                .arg(room.width());
            }
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(widget)) {
            if (button->text().isEmpty() || qobject_cast<const QTabBar*>(button->parentWidget()))
                continue;
            if (button->width() < button->sizeHint().width())
                problems << QStringLiteral("%1 needs %2 px, has %3")
                                .arg(detail::describe(button, button->text()))
                                .arg(button->sizeHint().width())
                                .arg(button->width());
        } else if (const auto* group = qobject_cast<const QGroupBox*>(widget)) {
            if (!group->title().isEmpty() && group->fontMetrics().horizontalAdvance(group->title()) > group->width())
                problems << QStringLiteral("%1 title needs %2 px, has %3")
                                .arg(detail::describe(group, group->title()))
                                .arg(group->fontMetrics().horizontalAdvance(group->title()))
                                .arg(group->width());
        } else if (const auto* tabs = qobject_cast<const QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                const QString text = tabs->tabText(i);
                if (tabs->fontMetrics().horizontalAdvance(text) > tabs->tabRect(i).width())
                    problems << QStringLiteral("%1 tab needs %2 px, has %3")
                                    .arg(detail::describe(tabs, text))
                                    .arg(tabs->fontMetrics().horizontalAdvance(text))
                                    .arg(tabs->tabRect(i).width());
            }
        } else if (const auto* header = qobject_cast<const QHeaderView*>(widget)) {
            const QAbstractItemModel* model = header->model();
            if (!model || header->orientation() != Qt::Horizontal)
                continue;
            const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            for (int section = 0; section < header->count(); ++section) {
                if (header->isSectionHidden(section))
                    continue;
                const QString text = model->headerData(section, Qt::Horizontal).toString();
                const int needed = detail::widestLine(header->fontMetrics(), text) + margin;
                // A column half in sight is cut too, unless the table scrolls sideways (the user
                // sees the scroll bar and scrolls to it).
                const auto* view = qobject_cast<const QAbstractScrollArea*>(header->parentWidget());
                const bool scrolls = view && view->horizontalScrollBar()->isVisible();
                const int start = header->sectionViewportPosition(section);
                if (!scrolls && start < header->viewport()->width() &&
                    start + header->sectionSize(section) > header->viewport()->width())
                    problems << QStringLiteral("%1 column is half out of sight").arg(detail::describe(header, text));
                else if (needed > header->sectionSize(section))
                    problems << QStringLiteral("%1 column title needs %2 px, has %3")
                                    .arg(detail::describe(header, text))
                                    .arg(needed)
                                    .arg(header->sectionSize(section));
            }
        } else if (const auto* table = qobject_cast<const QTableView*>(widget)) {
            // The cells of the rows in sight.
            const QAbstractItemModel* model = table->model();
            if (!model)
                continue;
            for (int row = 0; row < model->rowCount(); ++row) {
                if (table->rowViewportPosition(row) < 0 ||
                    table->rowViewportPosition(row) > table->viewport()->height())
                    continue;
                for (int column = 0; column < model->columnCount(); ++column) {
                    if (table->isColumnHidden(column))
                        continue;
                    const QModelIndex index = model->index(row, column);
                    const QString text = index.data().toString();
                    QFont font = table->font();
                    if (const QVariant role = index.data(Qt::FontRole); role.isValid())
                        font = role.value<QFont>();
                    const int needed = detail::widestLine(QFontMetrics(font), text) + 6;
                    if (!text.isEmpty() && needed > table->columnWidth(column))
                        problems << QStringLiteral("%1 cell (%2, %3) \"%4\" needs %5 px, has %6")
                                        .arg(detail::describe(table))
                                        .arg(row)
                                        .arg(column)
                                        .arg(text)
                                        .arg(needed)
                                        .arg(table->columnWidth(column));
                }
            }
        }
    }
    return problems;
}

// Every chart title and axis title of the visible charts that is longer than its room (Qt Charts
// cuts it with "…", and squeezes the axis's labels to "…" too): the title within the chart's
// width, an axis title within the plot's side it runs along.
inline QStringList chartTextsCut(const QWidget* window)
{
    QStringList problems;
    const auto plain = [](const QString& text) {
        QTextDocument document;
        document.setHtml(text);
        return document.toPlainText();
    };
    for (const QChartView* view : window->findChildren<QChartView*>()) {
        if (!detail::showing(view, window) || !view->chart())
            continue;
        const QChart* chart = view->chart();
        const QRectF plot = chart->plotArea();
        if (const QString title = plain(chart->title()); !title.isEmpty()) {
            const int needed = QFontMetrics(chart->titleFont()).horizontalAdvance(title);
            if (needed > chart->size().width())
                problems << QStringLiteral("%1 chart title \"%2\" needs %3 px, has %4")
                                .arg(detail::describe(view), title)
                                .arg(needed)
                                .arg(int(chart->size().width()));
        }
        for (const QAbstractAxis* axis : chart->axes()) {
            const QString title = plain(axis->titleText());
            if (!axis->isVisible() || !axis->isTitleVisible() || title.isEmpty())
                continue;
            const double room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
            const int needed = QFontMetrics(axis->titleFont()).horizontalAdvance(title);
            if (needed > room)
                problems << QStringLiteral("%1 axis title \"%2\" needs %3 px, has %4")
                                .arg(detail::describe(view), title)
                                .arg(needed)
                                .arg(int(room));
        }
    }
    return problems;
}

} // namespace othello::test
