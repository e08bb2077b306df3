#pragma once

#include <QWidget>

class QSettings;

namespace othello {

// A tab of the main window, as the window sees it: whether quitting would lose running work, a
// way to stop it, the results not saved yet, the settings the page remembers across restarts,
// and one-line messages for the status bar. The window loops over its pages and names none of
// them.
class Page : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // True while a computation runs whose work quitting would lose: the window asks first.
    virtual bool isBusy() const = 0;
    // Stops every computation the page runs; their searches see the cancel within 100 ms.
    virtual void stop() = 0;
    // Results the user has not saved, in one line ("12 results of … are not saved"), or empty: the
    // window offers to save them before quitting.
    virtual QString unsavedWork() const { return {}; }
    // Saves them, asking where (false: the user cancelled or the write failed, so do not quit).
    virtual bool saveUnsavedWork() { return true; }
    // The user chose to quit without saving them.
    virtual void discardUnsavedWork() { }
    // True when the page keeps its unsaved work on disk by itself, offering it again at the next
    // start until it is saved or discarded: quitting without either loses nothing, and the window
    // offers "Keep for Next Start". A page that does not override this is asked to save or
    // discard, as before (the contract stays backwards compatible).
    virtual bool keepsUnsavedWork() const { return false; }
    // Keys under the page's own group. A page that remembers nothing keeps these.
    virtual void saveSettings(QSettings& settings) const;
    virtual void restoreSettings(const QSettings& settings);

signals:
    // A one-line message for the status bar; an empty text takes back the page's own message
    // (one about a position no longer shown), leaving other pages' messages alone.
    void statusMessage(const QString& text);
};

} // namespace othello
