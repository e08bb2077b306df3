#include "PvNavigator.h"

#include "common/GameSession.h"
#include "engine/board/PrincipalVariation.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace othello {

PvNavigator::PvNavigator(GameSession* session, QWidget* parent) : QWidget(parent), m_session(session)
{
    createActions();
    createSlider();
    createLabel();
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    for (QAction* action : {m_first, m_previous, m_next, m_last}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(false);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        buttons->addWidget(button);
    }
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_label);

    connect(m_session, &GameSession::positionChanged, this, &PvNavigator::showSession);
    showSession();
}

void PvNavigator::createActions()
{
    m_first = makeAction(tr("First"), tr("First position of the line (Home)"), Qt::Key_Home,
                         QStyle::SP_MediaSkipBackward, "pvFirstAction");
    m_previous = makeAction(tr("Previous"), tr("Previous position of the line (Left)"), Qt::Key_Left,
                            QStyle::SP_MediaSeekBackward, "pvPreviousAction");
    m_next = makeAction(tr("Next"), tr("Next position of the line (Right)"), Qt::Key_Right, QStyle::SP_MediaSeekForward,
                        "pvNextAction");
    m_last = makeAction(tr("Last"), tr("Last position of the line (End)"), Qt::Key_End, QStyle::SP_MediaSkipForward,
                        "pvLastAction");
    connect(m_first, &QAction::triggered, m_session, &GameSession::goToFirst);
    connect(m_previous, &QAction::triggered, m_session, &GameSession::goBack);
    connect(m_next, &QAction::triggered, m_session, &GameSession::goForward);
    connect(m_last, &QAction::triggered, m_session, &GameSession::goToLast);
}

void PvNavigator::createSlider()
{
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("pvSlider"));
    m_slider->setRange(PrincipalVariation::kFirstLabel, PrincipalVariation::kLastLabel);
    m_slider->setPageStep(5);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setTickInterval(1);
    connect(m_slider, &QSlider::valueChanged, this, [this](int label) {
        if (!m_following)
            m_session->goToLabel(label);
    });
}

void PvNavigator::createLabel()
{
    m_label = new QLabel(this);
    m_label->setTextFormat(Qt::PlainText);
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    retranslate();
}

void PvNavigator::retranslate()
{
    m_first->setText(tr("First"));
    m_first->setToolTip(tr("First position of the line (Home)"));
    m_previous->setText(tr("Previous"));
    m_previous->setToolTip(tr("Previous position of the line (Left)"));
    m_next->setText(tr("Next"));
    m_next->setToolTip(tr("Next position of the line (Right)"));
    m_last->setText(tr("Last"));
    m_last->setToolTip(tr("Last position of the line (End)"));
    m_slider->setAccessibleName(tr("PV label"));
    m_slider->setToolTip(tr("PV label"));
    m_label->setAccessibleName(tr("Current position"));
    // Wide enough for the longest text, so the slider does not jump while navigating.
    const QFontMetrics metrics(m_label->font());
    m_label->setMinimumWidth(std::max({metrics.horizontalAdvance(onPvText(PrincipalVariation::kLastLabel)),
                                       metrics.horizontalAdvance(offPvText(PrincipalVariation::kLastLabel)),
                                       metrics.horizontalAdvance(ownText(60))}));
}

void PvNavigator::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showSession();
    }
    QWidget::changeEvent(event);
}

QAction* PvNavigator::makeAction(const QString& text, const QString& tip, QKeySequence key, QStyle::StandardPixmap icon,
                                 const char* objectName)
{
    auto* action = new QAction(style()->standardIcon(icon), text, this);
    action->setObjectName(QString::fromLatin1(objectName)); // for the tests' findChild()
    action->setToolTip(tip);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    return action;
}

QString PvNavigator::onPvText(int label) { return tr("Label %1 of %2").arg(label).arg(PrincipalVariation::kLastLabel); }

QString PvNavigator::offPvText(int label) { return tr("Off the PV (from label %1)").arg(label); }

QString PvNavigator::ownText(int ply) { return tr("Your position, ply %1").arg(ply); }

QString PvNavigator::labelText() const { return m_label->text(); }

void PvNavigator::showSession()
{
    m_following = true;
    m_slider->setValue(m_session->label());
    m_following = false;
    // The slider walks the PV: from an own position it would leave it, so it waits.
    m_slider->setEnabled(m_session->isFromPrincipalVariation());
    if (!m_session->isFromPrincipalVariation())
        m_label->setText(ownText(m_session->ply()));
    else
        m_label->setText(m_session->isOnPrincipalVariation() ? onPvText(m_session->label())
                                                             : offPvText(m_session->label()));
    m_first->setEnabled(m_session->canGoBack());
    m_previous->setEnabled(m_session->canGoBack());
    m_next->setEnabled(m_session->canGoForward());
    m_last->setEnabled(m_session->canGoForward());
}

} // namespace othello
