#include "EndgameSuiteBench.h"

#include "CommandError.h"
#include "InterruptWatch.h"
#include "PositionFileOption.h"
#include "engine/search/Search.h"
#include "engine/table/TranspositionTable.h"
#include "results/FileRead.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <map>
#include <optional>

namespace othello {

namespace {

// The scored moves after ';' on each position line, in the order of the positions (the lines
// parsePositionList keeps: not blank, not starting with '#' or '%').
std::vector<std::map<int, int>> listedScores(const QString& path, int size)
{
    QString error;
    const std::optional<QByteArray> content = readWholeFile(path, kMaxPositionFileBytes, &error);
    if (!content)
        throw runtimeError("--suite: " + error);
    static const QRegularExpression scored(QStringLiteral("([A-Za-z][0-9]+)\\s*:\\s*([+-]?[0-9]+)"));
    std::vector<std::map<int, int>> scores;
    for (const QString& line : QString::fromUtf8(*content).split('\n')) {
        const qsizetype semicolon = line.indexOf(';');
        const QString position = line.left(semicolon).trimmed();
        if (position.isEmpty() || position.startsWith('#') || position.startsWith('%'))
            continue;
        std::map<int, int> moves;
        if (semicolon >= 0) {
            auto it = scored.globalMatch(line.mid(semicolon));
            while (it.hasNext()) {
                const auto match = it.next();
                if (const auto square = parseSquare(match.captured(1).toStdString(), size))
                    moves[*square] = match.captured(2).toInt();
            }
        }
        scores.push_back(moves);
    }
    return scores;
}

// "fforum-40-59.obf" numbers its positions from 40; other files from 1.
int firstNumber(const QString& path)
{
    static const QRegularExpression numbered(QStringLiteral("-(\\d+)-\\d+\\.[^.]*$"));
    const auto match = numbered.match(QFileInfo(path).fileName());
    return match.hasMatch() ? match.captured(1).toInt() : 1;
}

} // namespace

int runEndgameSuiteBench(CommandContext& context, const QString& path, const std::vector<Algorithm>& algorithms,
                         std::size_t ttMegabytes, double timeLimit, int threads)
{
    const std::vector<Board> positions = positionFileOption("suite", path, std::nullopt);
    if (positions.empty())
        throw usageError("--suite: " + path + " holds no position");
    const std::vector<std::map<int, int>> scores = listedScores(path, positions.front().size);
    const int first = firstNumber(path);
    std::unique_ptr<TranspositionTable> table;
    try {
        table = std::make_unique<TranspositionTable>(ttMegabytes);
    } catch (const std::bad_alloc&) {
        throw runtimeError(QString("--tt-mb: not enough memory for a %1 MiB transposition table").arg(ttMegabytes));
    }

    QTextStream& out = context.out;
    // Ctrl-C, SIGTERM or SIGHUP stop the search in flight; the rows printed stand.
    InterruptWatch interrupt;
    SearchControl control;
    interrupt.cancelOnInterrupt(&control);
    out << QString("bench --suite %1: %2 positions, empties to the winner, time limit %3 s per search, "
                   "transposition table %4 MiB, best on %5\n")
               .arg(QFileInfo(path).fileName())
               .arg(positions.size())
               .arg(timeLimit)
               .arg(ttMegabytes)
               .arg(threads > 0 ? QString("%1 thread%2").arg(threads).arg(threads == 1 ? "" : "s")
                                : QString("every core"));
    const QString format = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n");
    out << format.arg("algorithm", -10)
               .arg("#", 4)
               .arg("empty", 5)
               .arg("listed", 6)
               .arg("value", 6)
               .arg("move", 5)
               .arg("generated", 14)
               .arg("seconds", 9)
               .arg("Mnodes/s", 9)
               .arg("status");
    bool disagreement = false;
    for (Algorithm algorithm : algorithms) {
        const QString id = QString::fromLatin1(algorithmId(algorithm));
        int solved = 0;
        int agreeing = 0;
        std::uint64_t generated = 0;
        double seconds = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            SearchOptions options;
            options.algorithm = algorithm;
            options.useTranspositionTable = true;
            options.ttMegabytes = ttMegabytes;
            options.timeLimitSeconds = timeLimit;
            options.scoring = ScoringRule::EmptiesToWinner;
            options.threads = threads;
            const SearchResult r = solve(positions[i], options, &control, table.get());
            const bool done = r.status == SearchStatus::Done;
            const int sign = positions[i].toMove == Color::Black ? 1 : -1; // listed scores: the mover's view
            std::optional<int> listed;
            for (const auto& [move, score] : scores[i])
                listed = listed ? std::max(*listed, score) : score;
            QString status = QString::fromLatin1(statusId(r.status));
            if (done) {
                ++solved;
                generated += r.stats.generated;
                seconds += r.seconds;
                if (listed) {
                    const auto moveScore = scores[i].find(r.bestMove);
                    const bool valueAgrees = sign * r.value == *listed;
                    const bool moveAgrees = moveScore != scores[i].end() && moveScore->second == *listed;
                    status = valueAgrees && moveAgrees ? QStringLiteral("ok")
                        : valueAgrees                  ? QStringLiteral("value ok, move not listed as best")
                                                       : QStringLiteral("WRONG VALUE");
                    disagreement |= !valueAgrees;
                    agreeing += valueAgrees ? 1 : 0;
                }
            }
            out << format.arg(id, -10)
                       .arg(first + static_cast<int>(i), 4)
                       .arg(positions[i].emptyCount(), 5)
                       .arg(listed ? QString::number(*listed) : QString("-"), 6)
                       .arg(done ? QString::number(sign * r.value) : QString("-"), 6)
                       .arg(done ? QString::fromStdString(moveName(r.bestMove)) : QString("-"), 5)
                       .arg(r.stats.generated, 14)
                       .arg(r.seconds, 9, 'f', 3)
                       .arg(r.seconds > 0 ? static_cast<double>(r.stats.generated) / r.seconds / 1e6 : 0.0, 9, 'f', 1)
                       .arg(status);
            out.flush();
            if (interrupt.interrupted()) {
                out << "interrupted: the rows above were measured\n";
                out.flush();
                return interrupt.exitCode();
            }
        }
        out << format.arg(id, -10)
                   .arg("all", 4)
                   .arg("-", 5)
                   .arg("-", 6)
                   .arg("-", 6)
                   .arg("-", 5)
                   .arg(generated, 14)
                   .arg(seconds, 9, 'f', 3)
                   .arg(seconds > 0 ? static_cast<double>(generated) / seconds / 1e6 : 0.0, 9, 'f', 1)
                   .arg(QString("%1 of %2 solved, %3 agree with the file")
                            .arg(solved)
                            .arg(positions.size())
                            .arg(agreeing));
        out << "\n";
    }
    return disagreement ? 1 : 0;
}

} // namespace othello
