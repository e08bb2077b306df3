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

// First / previous / next / last buttons along the session's line, a slider over the PV labels
// and where the board is.
// Left, Right, Home and End work anywhere in the window while the navigator is visible.
class PvNavigator : public QWidget {
    Q_OBJECT
public:
    explicit PvNavigator(GameSession* session, QWidget* parent = nullptr);

    QString labelText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    // First/previous/next/last with their keys; the slider over the labels; the current label.
    void createActions();
    void createSlider();
    void createLabel();
    QAction* makeAction(const QString& text, const QString& tip, QKeySequence key, QStyle::StandardPixmap icon,
                        const char* objectName);
    void showSession();
    static QString onPvText(int label);
    static QString offPvText(int label);
    static QString ownText(int ply);

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
