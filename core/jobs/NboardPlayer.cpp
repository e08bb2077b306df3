#include "NboardPlayer.h"

#include "results/GgfRecord.h"

#include <QProcess>
#include <algorithm>
#include <cctype>
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

double elapsedSeconds(const QElapsedTimer& clock) { return static_cast<double>(clock.nsecsElapsed()) / 1e9; }

// What an engine said, fit for a message: at most 80 characters, control bytes as '?'.
std::string printable(const std::string& line)
{
    std::string text;
    for (const char c : line.substr(0, 80))
        text += static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? '?' : c;
    return line.size() > 80 ? text + "..." : text;
}

// Whether a line of the engine's says it does not take the version it was told: Edax prints
// 'Unknown command/Illegal move: "nboard 2"' outside its NBoard mode and 'Edax expected
// "nboard 1" protocol' in it.
bool refusesVersion(const std::string& line)
{
    std::string lower = line;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower.find("nboard") == std::string::npos)
        return false;
    for (const char* word : {"unknown", "expected", "unsupported", "not supported", "illegal", "invalid", "error"})
        if (lower.find(word) != std::string::npos)
            return true;
    return false;
}

} // namespace

NboardPlayer::NboardPlayer(play::PlayerSpec player) : m_player(std::move(player)) { }

NboardPlayer::~NboardPlayer() { stop(); }

long long NboardPlayer::processId() const
{
    return m_process && m_process->state() != QProcess::NotRunning ? m_process->processId() : 0;
}

double NboardPlayer::startupSeconds() const
{
    return m_player.startupSeconds.value_or(
        std::max(play::kNboardStartupSeconds, m_player.secondsPerMove.value_or(play::kNboardSecondsPerMove)));
}

std::string NboardPlayer::start(SearchControl* control)
{
    if (m_process && m_process->state() == QProcess::Running)
        return {};
    stop();
    m_buffer.clear();
    m_errorBuffer.clear();
    m_lastError.clear();
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
    if (!m_process->waitForStarted(static_cast<int>(play::kNboardStartupSeconds * 1000))) {
        const std::string reason = "the engine did not start: " + m_process->errorString().toStdString();
        m_process.reset();
        return reason;
    }
    QElapsedTimer clock;
    clock.start();
    const double grace = startupSeconds();
    // The depth, then a ping: an engine speaking version 1 gives its name only now (Edax).
    if (!handshake(clock, grace, control) || !send("set depth " + std::to_string(m_player.depth) + "\n") ||
        !sync(clock, grace, control)) {
        const std::string reason = m_failure;
        stop();
        return reason;
    }
    return {};
}

bool NboardPlayer::handshake(const QElapsedTimer& clock, double grace, SearchControl* control)
{
    std::string refusal; // what the engine said to "nboard 2", when it refused it
    const auto refused = [&](const std::string& line) {
        if (refusal.empty() && refusesVersion(line))
            refusal = line;
        return !refusal.empty();
    };
    // Version 2 until its pong, a refusal (on either output), or half the grace in silence.
    const std::string pong2 = "pong " + std::to_string(++m_ping);
    if (!send("nboard 2\nping " + std::to_string(m_ping) + "\n"))
        return false;
    for (;;) {
        const std::optional<std::string> line = readLine(clock, grace / 2, control, refused);
        if (!line && (m_stop == Stop::Interrupted || m_stop == Stop::TimedOut))
            break;
        if (!line)
            return false;
        if (line->starts_with("set myname "))
            m_engineName = line->substr(11);
        if (*line == pong2) {
            m_protocol = 2;
            return true;
        }
        if (refused(*line))
            break;
    }
    // Version 1 until its pong or the end of the grace. A late pong of version 2 (a slow engine
    // that took it) says it speaks both.
    bool lateVersion2 = false;
    const std::string pong1 = "pong " + std::to_string(++m_ping);
    if (!send("nboard 1\nping " + std::to_string(m_ping) + "\n"))
        return false;
    for (;;) {
        const std::optional<std::string> line = readLine(clock, grace, control);
        if (!line) {
            if (m_stop == Stop::TimedOut)
                m_failure = !refusal.empty() ? "the engine does not speak NBoard 2 (it said '" + printable(refusal) +
                        "') and did not answer in NBoard 1 within " + secondsText(grace) + " s"
                                             : "the engine did not answer within " + secondsText(grace) +
                        " s of its start (its start-up grace), in NBoard 2 or 1";
            return false;
        }
        if (line->starts_with("set myname "))
            m_engineName = line->substr(11);
        lateVersion2 = lateVersion2 || (*line == pong2 && refusal.empty());
        if (*line == pong1) {
            m_protocol = lateVersion2 ? 2 : 1;
            return true;
        }
    }
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
                                                  SearchControl* control,
                                                  const std::function<bool(const std::string&)>& onError)
{
    m_stop = Stop::Failed;
    for (;;) {
        const std::size_t newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
                line.pop_back();
            m_stop = Stop::None;
            return line;
        }
        if (m_buffer.size() > kMaxLineBytes) {
            m_failure = "answered more than 64 KiB without a line end";
            return std::nullopt;
        }
        for (const std::string& error : takeErrorLines())
            if (onError && onError(error)) {
                m_stop = Stop::Interrupted;
                return std::nullopt;
            }
        if (control && control->cancelRequested()) {
            m_failure = "cancelled";
            return std::nullopt;
        }
        const double left = limitSeconds - elapsedSeconds(clock);
        if (left <= 0) {
            m_failure = "no answer within " + secondsText(limitSeconds) + " s";
            m_stop = Stop::TimedOut;
            return std::nullopt;
        }
        const bool running = m_process->state() == QProcess::Running;
        if (running)
            m_process->waitForReadyRead(std::clamp(static_cast<int>(left * 1000), 1, kPollMs));
        // Read, so a chatty engine never blocks on a full pipe; kept for the reason of a failure.
        const QByteArray errors = m_process->readAllStandardError();
        m_errorBuffer.append(errors.constData(), static_cast<std::size_t>(errors.size()));
        if (m_errorBuffer.size() > kMaxLineBytes && m_errorBuffer.find('\n') == std::string::npos)
            m_errorBuffer.clear(); // a flood without line ends says nothing
        const QByteArray output = m_process->readAllStandardOutput();
        m_buffer.append(output.constData(), static_cast<std::size_t>(output.size()));
        if (!running && output.isEmpty() && m_buffer.find('\n') == std::string::npos) {
            takeErrorLines();
            m_failure = exitText();
            return std::nullopt;
        }
    }
}

std::vector<std::string> NboardPlayer::takeErrorLines()
{
    std::vector<std::string> lines;
    for (std::size_t newline = m_errorBuffer.find('\n'); newline != std::string::npos;
         newline = m_errorBuffer.find('\n')) {
        std::string line = m_errorBuffer.substr(0, newline);
        m_errorBuffer.erase(0, newline + 1);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue;
        m_lastError = line;
        lines.push_back(std::move(line));
    }
    return lines;
}

std::string NboardPlayer::exitText() const
{
    if (!m_process)
        return "the engine is not running";
    // Its last words on the error output, when it said any, tell the user why.
    const std::string said = m_lastError.empty() ? std::string() : ": " + printable(m_lastError);
    if (m_process->exitStatus() == QProcess::CrashExit)
        return "the engine crashed" + said;
    return "the engine exited (exit code " + std::to_string(m_process->exitCode()) + ")" + said;
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
    m_protocol = 0;
}

std::unique_ptr<play::MoveSource> playerMoveSource(const play::PlayerSpec& player)
{
    if (player.kind == play::PlayerKind::Nboard)
        return std::make_unique<NboardPlayer>(player);
    return play::searchMoveSource(player);
}

} // namespace othello
