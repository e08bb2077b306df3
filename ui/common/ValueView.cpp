#include "ValueView.h"

#include <QSettings>

namespace othello {

namespace {
const char* const kSettingsKey = "values/view";
}

ValueConvention& ValueConvention::instance()
{
    static ValueConvention convention;
    return convention;
}

ValueConvention::ValueConvention()
{
    const QString stored = QSettings().value(kSettingsKey).toString();
    m_view = stored == QLatin1String("side-to-move") ? ValueView::SideToMove : ValueView::Black;
}

void ValueConvention::setView(ValueView view)
{
    if (view == m_view)
        return;
    m_view = view;
    QSettings().setValue(kSettingsKey, view == ValueView::SideToMove ? "side-to-move" : "black");
    emit viewChanged(view);
}

int ValueConvention::shown(int blackValue, Color toMove) const
{
    return m_view == ValueView::SideToMove && toMove == Color::White ? -blackValue : blackValue;
}

QString ValueConvention::text(int blackValue, Color toMove) const { return signedText(shown(blackValue, toMove)); }

QString ValueConvention::viewName(Color toMove) const
{
    if (m_view == ValueView::Black || toMove == Color::Black)
        return tr("Black's view");
    return tr("White's view");
}

QString ValueConvention::viewName() const
{
    return m_view == ValueView::Black ? tr("Black's view") : tr("side to move's view");
}

QString ValueConvention::shortViewName() const
{
    // Short enough for the value axis of a small chart: "discs (mover)".
    return m_view == ValueView::Black ? tr("Black") : tr("mover", "the side to move, in a column or axis title");
}

QString ValueConvention::signedText(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

} // namespace othello
