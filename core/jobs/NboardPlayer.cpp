#include "NboardPlayer.h"

#include "results/GgfRecord.h"

#include <QProcess>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string_view>

#ifdef Q_OS_UNIX
#include <csignal>
#include <unistd.h>
#endif

namespace othello {

namespace {

constexpr std::size_t kMaxLineBytes = 64 * 1024; // an engine's longest line: a flood is garbage
constexpr int kPollMs = 50;                      // cancellation is seen within this

// The game as NBoard's "set game" takes it: GGF with the start position in BO and the moves.
std::string ggfText(const play::GameRecord& game)
{
    GgfGame ggf;
    ggf.record = game;
    ggf.place = "Othello Search Lab";
    return formatGgf(ggf);
}

// The move of an answer "=== F5/1.5/0.2" (also lower case, "PA" or "pass" for a pass).
std::optional<int> answeredMove(const std::string& line)
{
    std::string text = line.substr(3);
    text.erase(0, text.find_first_not_of(" \t"));
    return parseGgfMove(text.substr(0, text.find_first_of("/ \t")), 8);
}

// The node count of a line "nodestats 35805 0.00" (what the engine searched for this move), or
// nullopt for any other line or a count that is not a whole number.
std::optional<std::uint64_t> reportedNodes(const std::string& line)
{
    constexpr std::string_view kKeyword = "nodestats";
    if (!line.starts_with(kKeyword) || line.size() == kKeyword.size() ||
        (line[kKeyword.size()] != ' ' && line[kKeyword.size()] != '\t'))
        return std::nullopt;
    const std::size_t start = line.find_first_not_of(" \t", kKeyword.size());
    if (start == std::string::npos)
        return std::nullopt;
    std::uint64_t nodes = 0;
    const char* end = line.data() + line.size();
    const auto [next, code] = std::from_chars(line.data() + start, end, nodes);
    if (code != std::errc{} || (next != end && *next != ' ' && *next != '\t' && *next != '\r'))
        return std::nullopt;
    return nodes;
}

std::string secondsText(double seconds)
{
    std::string text = std::to_string(seconds);
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.')
        text.pop_back();
    return text;
}

} // namespace

NboardPlayer::NboardPlayer(play::PlayerSpec player) : m_player(std::move(player)) { }

NboardPlayer::~NboardPlayer() { stop(); }

long long NboardPlayer::processId() const
{
    return m_process && m_process->state() != QProcess::NotRunning ? m_process->processId() : 0;
}

std::string NboardPlayer::start(SearchControl* control)
{
    if (m_process && m_process->state() == QProcess::Running)
        return {};
    stop();
    m_buffer.clear();
    m_failure.clear();
    QStringList parts = QProcess::splitCommand(QString::fromStdString(m_player.command));
    if (parts.isEmpty())
        return "the engine did not start: empty command";
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(parts.takeFirst());
    m_process->setArguments(parts);
    if (!m_player.workingDirectory.empty())
        m_process->setWorkingDirectory(QString::fromStdString(m_player.workingDirectory));
#ifdef Q_OS_UNIX
    // A group of its own: stop() takes the engine's children too, and a terminal's Ctrl-C
    // reaches us (we stop the engines) rather than the engines.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
    m_process->start();
    if (!m_process->waitForStarted(static_cast<int>(kStartSeconds * 1000))) {
        const std::string reason = "the engine did not start: " + m_process->errorString().toStdString();
        m_process.reset();
        return reason;
    }
    QElapsedTimer clock;
    clock.start();
    const double limit = std::max(kStartSeconds, m_player.secondsPerMove.value_or(play::kNboardSecondsPerMove));
    if (!send("nboard 2\nset depth " + std::to_string(m_player.depth) + "\n") || !sync(clock, limit, control)) {
        const std::string reason = m_failure;
        stop();
        return reason;
    }
    return {};
}

play::MoveChoice NboardPlayer::move(const play::GameRecord& game, ScoringRule, SearchControl* control,
                                    const std::function<void(const depth::DepthResult&)>&)
{
    play::MoveChoice choice;
    choice.search.depth = m_player.depth;
    QElapsedTimer clock;
    const auto fail = [&](const std::string& reason) {
        m_failed = true;
        stop();
        choice.failure = reason;
        choice.search.status = SearchStatus::Cancelled;
        choice.search.seconds = clock.isValid() ? static_cast<double>(clock.nsecsElapsed()) / 1e9 : 0;
        return choice;
    };
    if (!supportsBoardSize(game.start.size))
        return fail("external engines play 8x8 only");
    if (const std::string problem = start(control); !problem.empty())
        return fail(problem);
    clock.start();
    const double limit = m_player.secondsPerMove.value_or(play::kNboardSecondsPerMove) + kMarginSeconds;
    if (!send("set game " + ggfText(game) + "\n") || !sync(clock, limit, control) || !send("go\n"))
        return fail(m_failure);
    for (;;) {
        const std::optional<std::string> line = readLine(clock, limit, control);
        if (!line)
            return fail(m_failure);
        if (const std::optional<std::uint64_t> nodes = reportedNodes(*line)) {
            choice.search.stats.generated = *nodes; // the engine's own count, its convention
            continue;
        }
        if (!line->starts_with("==="))
            continue; // status, search and the like
        const std::optional<int> move = answeredMove(*line);
        if (!move)
            return fail("answered '" + line->substr(0, 80) + "', not a move");
        choice.move = *move;
        choice.search.bestMove = *move;
        choice.search.status = SearchStatus::Done;
        choice.search.seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        return choice;
    }
}

void NboardPlayer::endGame(bool forfeited)
{
    if (m_failed || forfeited)
        stop();
    m_failed = false;
}

bool NboardPlayer::send(const std::string& text)
{
    if (!m_process || m_process->state() != QProcess::Running) {
        m_failure = exitText();
        return false;
    }
    m_process->write(text.data(), static_cast<qint64>(text.size()));
    m_process->waitForBytesWritten(kPollMs);
    return true;
}

bool NboardPlayer::sync(const QElapsedTimer& clock, double limitSeconds, SearchControl* control)
{
    const std::string pong = "pong " + std::to_string(++m_ping);
    if (!send("ping " + std::to_string(m_ping) + "\n"))
        return false;
    for (;;) {
        const std::optional<std::string> line = readLine(clock, limitSeconds, control);
        if (!line)
            return false;
        if (line->starts_with("set myname "))
            m_engineName = line->substr(11);
        else if (*line == pong)
            return true;
    }
}

std::optional<std::string> NboardPlayer::readLine(const QElapsedTimer& clock, double limitSeconds,
                                                  SearchControl* control)
{
    for (;;) {
        const std::size_t newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
                line.pop_back();
            return line;
        }
        if (m_buffer.size() > kMaxLineBytes) {
            m_failure = "answered more than 64 KiB without a line end";
            return std::nullopt;
        }
        if (control && control->cancelRequested()) {
            m_failure = "cancelled";
            return std::nullopt;
        }
        const double left = limitSeconds - static_cast<double>(clock.nsecsElapsed()) / 1e9;
        if (left <= 0) {
            m_failure = "no answer within " + secondsText(limitSeconds) + " s";
            return std::nullopt;
        }
        const bool running = m_process->state() == QProcess::Running;
        if (running)
            m_process->waitForReadyRead(std::clamp(static_cast<int>(left * 1000), 1, kPollMs));
        m_process->readAllStandardError(); // read, so a chatty engine never blocks on a full pipe
        const QByteArray output = m_process->readAllStandardOutput();
        m_buffer.append(output.constData(), static_cast<std::size_t>(output.size()));
        if (!running && output.isEmpty() && m_buffer.find('\n') == std::string::npos) {
            m_failure = exitText();
            return std::nullopt;
        }
    }
}

std::string NboardPlayer::exitText() const
{
    if (!m_process)
        return "the engine is not running";
    if (m_process->exitStatus() == QProcess::CrashExit)
        return "the engine crashed";
    return "the engine exited (exit code " + std::to_string(m_process->exitCode()) + ")";
}

void NboardPlayer::stop()
{
    if (!m_process)
        return;
    const qint64 pid = m_process->processId();
    if (m_process->state() != QProcess::NotRunning) {
        m_process->closeWriteChannel(); // a polite engine ends at the end of its input
        if (!m_process->waitForFinished(kPollMs)) {
#ifdef Q_OS_UNIX
            ::kill(-static_cast<pid_t>(pid), SIGTERM);
#else
            m_process->terminate();
#endif
            if (!m_process->waitForFinished(2 * kPollMs)) {
                m_process->kill();
                m_process->waitForFinished(5000);
            }
        }
    }
#ifdef Q_OS_UNIX
    // What is left of its group (children of a script) goes too; the group's id is not reused
    // while any member lives.
    if (pid > 0)
        ::kill(-static_cast<pid_t>(pid), SIGKILL);
#endif
    m_process.reset();
}

std::unique_ptr<play::MoveSource> playerMoveSource(const play::PlayerSpec& player)
{
    if (player.kind == play::PlayerKind::Nboard)
        return std::make_unique<NboardPlayer>(player);
    return play::searchMoveSource(player);
}

} // namespace othello
