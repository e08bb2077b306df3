#pragma once

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QWidget>

namespace othello {

// Lays out `top` and everything in it now, the innermost widgets first. Qt settles layouts on a
// later event, so a size hint asked right after texts change (a language change) is the old
// texts'; a widget that sizes itself by its content calls this before asking.
inline void settleLayouts(QWidget* top)
{
    for (QWidget* child : top->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (!child->isWindow())
            settleLayouts(child);
    if (QLayout* layout = top->layout()) {
        layout->invalidate();
        layout->activate();
    }
}

// A combo box keeps the widths of its first entries' texts; after new texts (a language change)
// it measures them again. Qt forgets its widths on a style change only.
inline void remeasure(QComboBox* combo)
{
    QEvent styleChange(QEvent::StyleChange);
    QCoreApplication::sendEvent(combo, &styleChange);
    combo->updateGeometry();
}

} // namespace othello
