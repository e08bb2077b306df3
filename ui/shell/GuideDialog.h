#pragma once

#include <QDialog>

class QTextBrowser;

namespace othello {

// Help > Guide: what the program shows and how it counts, for a student meeting it the first
// time: the principal variation, the counting conventions, each algorithm, the transposition
// table and its policies, and the move analysis.
class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);

    // The guide as HTML, in the current language.
    static QString html();

private:
    QTextBrowser* m_browser;
};

} // namespace othello
