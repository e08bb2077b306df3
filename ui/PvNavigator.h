#pragma once

#include <QKeySequence>
#include <QStyle>
#include <QWidget>

class QAction;
class QLabel;
class QSlider;
class QToolButton;

namespace othello {

class GameSession;

// First / previous / next / last buttons, a slider over the PV labels and the current label.
// Left, Right, Home and End work anywhere in the window while the navigator is visible.
class PvNavigator : public QWidget {
    Q_OBJECT
public:
    explicit PvNavigator(GameSession* session, QWidget* parent = nullptr);

    QAction* firstAction() const { return m_first; }
    QAction* previousAction() const { return m_previous; }
    QAction* nextAction() const { return m_next; }
    QAction* lastAction() const { return m_last; }
    QSlider* slider() const { return m_slider; }
    QString labelText() const;

private:
    QAction* makeAction(const QString& text, const QString& tip, QKeySequence key, QStyle::StandardPixmap icon);
    void showSession();
    static QString onPvText(int label);
    static QString offPvText(int label);

    GameSession* m_session;
    QAction* m_first;
    QAction* m_previous;
    QAction* m_next;
    QAction* m_last;
    QSlider* m_slider;
    QLabel* m_label;
    bool m_following = false;
};

} // namespace othello
