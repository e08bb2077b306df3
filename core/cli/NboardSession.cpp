#include "NboardSession.h"

#include <QElapsedTimer>

namespace othello {

namespace {

const QString kName = QStringLiteral("OthelloSearchLab");

QString text(const std::string& value) { return QString::fromStdString(value); }

QString sizeName(int size) { return QStringLiteral("%1x%1").arg(size); }

// A message quoting the input, fit for a terminal: control characters as \xNN (a NUL, an escape
// sequence), at most kMaxMessage characters.
QString printable(const QString& message)
{
    constexpr qsizetype kMaxMessage = 300;
    QString text;
    for (const QChar c : message.left(kMaxMessage)) {
        if (c.category() == QChar::Other_Control)
            text += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            text += c;
    }
    return message.size() > kMaxMessage ? text + QStringLiteral("...") : text;
}

} // namespace

NboardSession::NboardSession(QTextStream& out, QTextStream& err, int depth, QObject* parent)
    : QObject(parent), m_out(out), m_err(err), m_depth(depth)
{
    m_game.record.start = Board::start(8);
    connect(&m_search, &SearchThread::finished, this, &NboardSession::onSearchFinished);
}

void NboardSession::receiveLines(const QStringList& lines)
{
    for (const QString& line : lines) {
        if (m_quitting)
            break;
        const QString command = line.simplified().section(' ', 0, 0);
        if (command == "quit") {
            // As the end of the input: what came before it is answered, nothing after it. The
            // search running now stops at once, as for a ping.
            m_quitting = true;
            m_search.cancel();
        } else {
            if (command == "ping" && m_search.isRunning())
                m_search.cancel(); // the protocol: stop thinking, answer, then pong
            m_queue.push_back({line, false});
        }
    }
    processQueue();
}

void NboardSession::receiveEnd()
{
    m_inputEnded = true;
    processQueue();
}

void NboardSession::receiveError(const QString& message)
{
    // In order with the commands around it, as the error of a command would be.
    m_queue.push_back({message, true});
    processQueue();
}

void NboardSession::processQueue()
{
    while (!m_search.isRunning() && !m_queue.empty()) {
        const Queued next = m_queue.front();
        m_queue.pop_front();
        if (next.inputError)
            fail(next.text);
        else
            execute(next.text);
    }
    if (!m_search.isRunning() && m_queue.empty() && (m_inputEnded || m_quitting) && !m_endSignalled) {
        m_endSignalled = true;
        emit ended();
    }
}

void NboardSession::execute(const QString& line)
{
    const QStringList words = line.simplified().split(' ', Qt::SkipEmptyParts);
    if (words.isEmpty())
        return;
    const QString& command = words.first();
    const Board board = position();
    if (command == "nboard") {
        if (words.size() < 2 || (words[1] != "1" && words[1] != "2"))
            return fail("nboard: protocol version '" + words.mid(1).join(' ') + "' is not supported (1 or 2)");
        answer("set myname " + kName);
    } else if (command == "set") {
        set(words, line);
    } else if (command == "move") {
        if (words.size() != 2)
            return fail("move: expected one move, as in 'move F5' or 'move F5/1.50/2.1'");
        applyMove(words[1]);
    } else if (command == "go" || command == "hint") {
        int count = 1;
        if (command == "hint") {
            bool ok = false;
            count = words.size() == 2 ? words[1].toInt(&ok) : 0;
            if (!ok || count < 1)
                return fail("hint: expected a number of moves of 1 or more, as in 'hint 3'");
        }
        if (board.isGameOver())
            return fail(command + ": the game is over");
        startSearch(command == "go" ? Task::Go : Task::Hint, count);
    } else if (command == "ping") {
        answer(words.size() > 1 ? "pong " + words.mid(1).join(' ') : QStringLiteral("pong"));
    } else if (command == "learn") {
        answer(QStringLiteral("learned")); // the protocol's required answer; there is no book to add the game to
    } else if (command == "status") {
        answer(QStringLiteral("status"));
    } else if (command == "nodestats") {
        answer(QStringLiteral("nodestats %1 %2").arg(m_lastStats.generated).arg(m_lastSeconds, 0, 'f', 3));
    } else if (command == "analyze") {
        startSearch(Task::Analyze, 0);
    } else if (words.size() == 1 && command.size() == 2 && parseGgfMove(command.toStdString(), board.size)) {
        applyMove(command); // NBoard 1.1 sends a bare "F5"
    } else {
        fail("unknown command '" + command + "' (ignored)");
    }
}

void NboardSession::set(const QStringList& words, const QString& line)
{
    const QString what = words.size() > 1 ? words[1] : QString();
    if (what == "depth") {
        bool ok = false;
        const int depth = words.size() == 3 ? words[2].toInt(&ok) : 0;
        if (!ok || depth < 1 || depth > 60)
            return fail("set depth: expected a depth of 1..60, as in 'set depth 12'");
        m_depth = depth;
    } else if (what == "game") {
        const QString ggf = line.section("game", 1).trimmed();
        auto game = parseGgf(ggf.toStdString());
        if (const auto* bad = std::get_if<ParseError>(&game))
            return fail("set game: " + text(bad->message));
        m_game = std::move(std::get<GgfGame>(game));
    } else if (what == "contempt") {
        // Contempt shifts the value of book draws; with no opening book there is nothing to shift.
        bool ok = false;
        if (words.size() == 3)
            words[2].toDouble(&ok);
        if (!ok)
            return fail("set contempt: expected a number, as in 'set contempt 0'");
    } else {
        fail("set: unknown setting '" + what + "' (depth, game or contempt)");
    }
}

void NboardSession::applyMove(const QString& moveText)
{
    const QString name = moveText.section('/', 0, 0);
    Board board = position();
    const auto move = parseGgfMove(name.toStdString(), board.size);
    if (!move)
        return fail("move: '" + name + "' is not a move on " + sizeName(board.size));
    if (board.isGameOver())
        return fail("move: '" + name + "' comes after the end of the game");
    const bool forcedPassLeftOut = board.mustPass() && *move != kPassMove && board.played(kPassMove).isLegal(*move);
    if (!board.isLegal(*move) && !forcedPassLeftOut)
        return fail("move: '" + name + "' is illegal in the current position");
    for (int played : forcedPassLeftOut ? std::vector<int>{kPassMove, *move} : std::vector<int>{*move}) {
        m_game.record.moves.push_back(played);
        if (!m_game.notes.empty())
            m_game.notes.emplace_back();
    }
}

void NboardSession::startSearch(Task task, int count)
{
    m_task = task;
    answer("status " + kName + (task == Task::Analyze ? " is analysing the game" : " is thinking"));
    const Board board = position();
    std::vector<Board> positions{m_game.record.start};
    for (int move : m_game.record.moves)
        positions.push_back(positions.back().played(move));
    const int depth = m_depth;
    m_search.start([this, board, positions, depth, task, count](SearchControl& control) {
        QElapsedTimer clock;
        clock.start();
        const auto stream = [this](std::string line) {
            m_streamed.put(std::move(line), [this] {
                QMetaObject::invokeMethod(this, &NboardSession::onStreamed, Qt::QueuedConnection);
            });
        };
        Answer result;
        result.count = count;
        if (task == Task::Go) {
            result.lines = {nboard::chooseEngineMove(board, depth, &control, [&](const nboard::MoveLine& line) {
                stream(nboard::searchAnswer(line)); // thinking output: each finished depth
            })};
        } else if (task == Task::Hint) {
            result.lines = nboard::rankMoves(board, depth, &control);
        } else {
            // From the end of the game back to its start, so the exact values come first.
            for (std::size_t ply = positions.size(); ply-- > 0 && !control.cancelRequested();) {
                const nboard::MoveLine line = nboard::evaluatePosition(positions[ply], depth, &control);
                if (control.cancelRequested())
                    break;
                stream(nboard::analysisAnswer(static_cast<int>(ply), line));
                result.lines.push_back(line);
            }
        }
        result.seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        result.cancelled = control.cancelRequested();
        m_answers.put(std::move(result));
    });
}

void NboardSession::onStreamed()
{
    for (const std::string& line : m_streamed.takeAll())
        answer(text(line));
}

void NboardSession::onSearchFinished()
{
    onStreamed(); // what was handed over before the end comes first
    const Answer result = m_answers.take();
    m_lastStats = {};
    for (const nboard::MoveLine& line : result.lines) {
        m_lastStats.expanded += line.stats.expanded;
        m_lastStats.generated += line.stats.generated;
    }
    m_lastSeconds = result.seconds;
    answer(QStringLiteral("nodestats %1 %2").arg(m_lastStats.generated).arg(m_lastSeconds, 0, 'f', 3));
    if (m_task == Task::Go) {
        answer(text(nboard::moveAnswer(result.lines.front())));
    } else if (m_task == Task::Hint && !result.cancelled) { // a stopped hint is about a position NBoard has left
        for (std::size_t i = 0; i < result.lines.size() && i < static_cast<std::size_t>(result.count); ++i)
            answer(text(nboard::searchAnswer(result.lines[i])));
    }
    answer(QStringLiteral("status"));
    processQueue();
}

void NboardSession::answer(const QString& line)
{
    m_out << line << '\n';
    m_out.flush();
}

void NboardSession::fail(const QString& message)
{
    m_err << "othello-lab-cli: error: " << printable(message) << '\n';
    m_err.flush();
}

} // namespace othello
