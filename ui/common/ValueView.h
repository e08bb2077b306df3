#pragma once

#include "engine/board/Color.h"

#include <QObject>
#include <QString>

namespace othello {

// The one value convention of the GUI. Every game value the lab shows (a solve's value, a move's
// value, the value along a line, a tree's nodes and windows, an engine's evaluation) is shown from
// one side: Black's (positive: Black is ahead), the default, or the side to move's (positive: the
// player to move is ahead), as the user chooses in Settings. Every value is shown through this
// class, and its view is named next to it (viewName()). The engine keeps values in Black's view
// (SearchResult::value); this class only turns them for display.
enum class ValueView { Black, SideToMove };

class ValueConvention : public QObject {
    Q_OBJECT
public:
    // The program's one convention (remembered in the settings under "values/view").
    static ValueConvention& instance();

    ValueView view() const { return m_view; }
    void setView(ValueView view);

    // The value to show for `blackValue` at a position where `toMove` is to move.
    int shown(int blackValue, Color toMove) const;
    // The same as text: "+4", "−4" (a true minus sign), "0".
    QString text(int blackValue, Color toMove) const;
    // A short name of the view of values at a position where `toMove` moves: "Black's view" or,
    // in the side to move's view, "White's view" / "Black's view" (who is to move there).
    QString viewName(Color toMove) const;
    // The view where the side to move varies (a chart along a line, a list of positions):
    // "Black's view" or "side to move's view".
    QString viewName() const;
    // The view in a word, for a column or an axis title: "Black" or "mover" (the side to move).
    QString shortViewName() const;

    // A signed value as text with a true minus sign: "+4", "−4", "0".
    static QString signedText(int value);

signals:
    void viewChanged(ValueView view);

private:
    ValueConvention();
    ValueView m_view = ValueView::Black;
};

} // namespace othello
