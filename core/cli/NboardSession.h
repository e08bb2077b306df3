#pragma once

#include "NboardEngine.h"

#include "jobs/SearchThread.h"
#include "jobs/ThreadHandOff.h"
#include "jobs/ThreadQueue.h"
#include "results/GgfRecord.h"

#include <QObject>
#include <QString>
#include <QTextStream>
#include <deque>

namespace othello {

// One NBoard protocol session (`othello-lab-cli nboard`): commands come in line by line, answers
// go to `out` one line at a time, each flushed; a bad or unknown command is one line on `err` and
// the session goes on (what it quotes of the input is cut short and has its control bytes
// escaped). Commands are carried out in order: `go`, `hint` and `analyze` search on a worker
// thread while later commands wait, except `ping` and `quit`, which stop the search at once (it
// still answers, with the deepest finished search) as the protocol requires, so `pong` always
// follows every earlier answer. `quit` ends the session as the end of the input does, after the
// answers to what came before it (the search running when it comes stops at once, as for a
// ping), and nothing after it is carried out. Lives in the caller's thread, which runs an event loop.
class NboardSession : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDepth = 10;

    NboardSession(QTextStream& out, QTextStream& err, int depth, QObject* parent = nullptr);

    // Lines that came in together (one read of the input): all are queued before any is carried
    // out, so a `ping` stops only a search that began before it came.
    void receiveLines(const QStringList& lines);
    // The input ended: the session finishes what was asked, then ends.
    void receiveEnd();
    // Something wrong with the input itself (a line too long): one error line, in order.
    void receiveError(const QString& message);

signals:
    // Once, when the input has ended (or `quit` came) and everything asked is answered.
    void ended();

private:
    // What the worker hands back at the end of a search.
    struct Answer {
        std::vector<nboard::MoveLine> lines; // go: the move; hint: every move, best first; analyze: each position
        int count = 1;                       // hint: how many of them to tell
        double seconds = 0;
        bool cancelled = false;
    };

    void processQueue();
    void execute(const QString& line);
    void set(const QStringList& words, const QString& line);
    void applyMove(const QString& text);
    enum class Task { Go, Hint, Analyze };
    void startSearch(Task task, int count);
    void onStreamed();
    void onSearchFinished();
    Board position() const { return m_game.record.finalPosition(); }
    void answer(const QString& line);
    void fail(const QString& message);

    QTextStream& m_out;
    QTextStream& m_err;
    int m_depth;
    GgfGame m_game;
    struct Queued {
        QString text;            // a command, or the message of an input error
        bool inputError = false; // (a line too long, see receiveError())
    };
    std::deque<Queued> m_queue; // not yet carried out, oldest first
    bool m_inputEnded = false;
    bool m_quitting = false;
    bool m_endSignalled = false;
    Task m_task = Task::Go;  // of the running or last search
    SearchStats m_lastStats; // of the last finished search, for nodestats
    double m_lastSeconds = 0;
    ThreadQueue<std::string> m_streamed; // answers sent while it thinks (go's depths, analyze's positions)
    ThreadHandOff<Answer> m_answers;     // at the end of a search
    SearchThread m_search;               // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
