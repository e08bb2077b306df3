#include "CourseLog.h"

#include "engine/board/PrincipalVariation.h"

#include <QRegularExpression>
#include <QStringList>

namespace othello {

namespace {

// Lines looked at to tell a course log from other text.
constexpr int kSniffedLines = 200;

const QRegularExpression& headerPattern()
{
    static const QRegularExpression pattern(R"(^\s*algorithm\s*[:=]\s*(.*)$)",
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// "34. White moves: ...", "34: Black to move ...", "34 black ...".
const QRegularExpression& rowPattern()
{
    static const QRegularExpression pattern(
        R"(^\s*(\d+)\s*[.:)\-]?\s*(black|white)\b\s*(?:moves|moved|to\s+move|plays)?\s*[:,\-]?(.*)$)",
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

// key=value or key: value, the key possibly with '#', '/', blanks ("#generated/second", "nodes expanded").
const QRegularExpression& fieldPattern()
{
    static const QRegularExpression pattern(R"((#?[A-Za-z][A-Za-z0-9_/#\- ]*?)\s*[=:]\s*([^\s,;]+))");
    return pattern;
}

bool saysTimeLimit(const QString& line)
{
    static const QRegularExpression pattern(R"(time\s*limit|time\s*-?\s*out|timed\s*out)",
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern.match(line).hasMatch();
}

enum class Field { Value, Expanded, Generated, Seconds, Other };

Field fieldOf(QString key)
{
    key = key.toLower();
    key.remove('#').remove(' ').remove('_').remove('-');
    if (key == "value" || key == "val" || key == "score" || key == "minimaxvalue" || key == "negamaxvalue")
        return Field::Value;
    if (key == "expanded" || key == "expandednodes" || key == "nodesexpanded" || key == "exp")
        return Field::Expanded;
    if (key == "generated" || key == "generatednodes" || key == "nodesgenerated" || key == "gen")
        return Field::Generated;
    if (key == "seconds" || key == "second" || key == "secs" || key == "sec" || key == "time" || key == "elapsed" ||
        key == "elapsedtime")
        return Field::Seconds;
    return Field::Other;
}

// A whole number as C++, Python or Java print one ("-4", "+4", "4.0").
std::optional<qint64> wholeNumber(QString text)
{
    if (const qsizetype point = text.indexOf('.'); point >= 0) {
        const QString fraction = text.mid(point + 1);
        if (fraction.isEmpty() || fraction.count('0') != fraction.size())
            return std::nullopt;
        text.truncate(point);
    }
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

struct RowRead {
    CourseLogRow row;
    QString error;
};

// A line like "2 White wins" is the program's chatter, not a result line: those have fields.
bool hasFields(const QRegularExpressionMatch& match)
{
    const QString rest = match.captured(3);
    return rest.contains('=') || rest.contains(':') || saysTimeLimit(rest);
}

RowRead readRow(const QRegularExpressionMatch& match, int line)
{
    RowRead read;
    CourseLogRow& row = read.row;
    row.line = line;
    const QString where = QString("line %1: ").arg(line);
    bool ok = false;
    row.label = match.captured(1).toInt(&ok);
    if (!ok || !PrincipalVariation::isValidLabel(row.label)) {
        read.error = where + QString("label %1 is not a PV label (1..34)").arg(match.captured(1));
        return read;
    }
    row.toMove = match.captured(2).toLower() == "black" ? Color::Black : Color::White;
    const Color pvToMove = PrincipalVariation::sixBySix().position(row.label).toMove;
    if (row.toMove != pvToMove) {
        read.error = where +
            QString("label %1 has %2 to move on the principal variation, the line says %3")
                .arg(row.label)
                .arg(pvToMove == Color::Black ? "Black" : "White", row.toMove == Color::Black ? "Black" : "White");
        return read;
    }
    const QString rest = match.captured(3);
    row.timeLimit = saysTimeLimit(rest);
    QRegularExpressionMatchIterator fields = fieldPattern().globalMatch(rest);
    while (fields.hasNext()) {
        const QRegularExpressionMatch field = fields.next();
        const QString key = field.captured(1).trimmed();
        const QString text = field.captured(2);
        switch (fieldOf(key)) {
        case Field::Value: {
            const std::optional<qint64> value = wholeNumber(text);
            if (!value || *value < -1000 || *value > 1000) {
                read.error = where + "value '" + text + "' is not a whole number";
                return read;
            }
            row.value = static_cast<int>(*value);
            break;
        }
        case Field::Expanded:
        case Field::Generated: {
            const std::optional<qint64> count = wholeNumber(text);
            if (!count || *count < 0) {
                read.error = where + key + " '" + text + "' is not a count (print the counts as whole numbers)";
                return read;
            }
            (fieldOf(key) == Field::Expanded ? row.expanded : row.generated) = static_cast<std::uint64_t>(*count);
            break;
        }
        case Field::Seconds: {
            const double seconds = text.toDouble(&ok);
            if (ok)
                row.seconds = seconds;
            break;
        }
        case Field::Other:
            break;
        }
    }
    if (!row.value && !row.expanded && !row.generated && !row.timeLimit)
        read.error = where + "no value, #expanded or #generated on a result line";
    return read;
}

} // namespace

std::optional<Algorithm> courseAlgorithmOf(const QString& header, bool* table)
{
    const QString text = header.toLower();
    static const QRegularExpression tableWord(R"(transposition|hash\s*table|\btt\b)");
    static const QRegularExpression without(R"(without|w/o|\bno\s+(tt|transposition|table))");
    if (table)
        *table = tableWord.match(text).hasMatch() && !without.match(text).hasMatch();
    if (text.contains("negascout") || text.contains("nega-scout") || text.contains("nega scout") ||
        text.contains("pvs") || text.contains("principal variation"))
        return Algorithm::NegaScout;
    if (text.contains("scout"))
        return Algorithm::Scout;
    if (text.contains("alpha"))
        return Algorithm::AlphaBeta;
    if (text.contains("negamax") || text.contains("nega-max") || text.contains("minimax") || text.contains("minmax") ||
        text.contains("mini-max"))
        return Algorithm::Negamax;
    return std::nullopt;
}

bool looksLikeCourseLog(const QByteArray& content)
{
    const QStringList lines = QString::fromUtf8(content.left(1 << 16)).split('\n');
    for (qsizetype i = 0; i < lines.size() && i < kSniffedLines; ++i)
        if (headerPattern().match(lines[i]).hasMatch() || rowPattern().match(lines[i]).hasMatch())
            return true;
    return false;
}

CourseLog readCourseLog(const QByteArray& content)
{
    CourseLog log;
    QString text = QString::fromUtf8(content);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split('\n');
    // A "Time limit reached" line marks the row right after it, else the row right before it.
    bool timeLimitPending = false;
    CourseLogRow* rowBefore = nullptr; // the row on the last non-blank line
    const auto settleTimeLimit = [&] {
        if (timeLimitPending && rowBefore)
            rowBefore->timeLimit = true;
        timeLimitPending = false;
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        const int number = static_cast<int>(i + 1);
        if (line.isEmpty())
            continue;
        if (const QRegularExpressionMatch header = headerPattern().match(line); header.hasMatch()) {
            settleTimeLimit();
            CourseLogRun run;
            run.headerLine = number;
            run.header = header.captured(1).trimmed();
            run.algorithm = courseAlgorithmOf(run.header, &run.table);
            log.runs.push_back(run);
            rowBefore = nullptr;
            continue;
        }
        if (const QRegularExpressionMatch row = rowPattern().match(line); row.hasMatch() && hasFields(row)) {
            RowRead read = readRow(row, number);
            if (!read.error.isEmpty()) {
                log.error = read.error;
                return log;
            }
            if (timeLimitPending)
                read.row.timeLimit = true;
            timeLimitPending = false;
            if (log.runs.empty())
                log.runs.push_back({});
            log.runs.back().rows.push_back(read.row);
            rowBefore = &log.runs.back().rows.back();
            continue;
        }
        if (saysTimeLimit(line)) {
            timeLimitPending = true;
            continue;
        }
        settleTimeLimit();
        rowBefore = nullptr;
    }
    settleTimeLimit();
    const bool anyRow =
        std::any_of(log.runs.begin(), log.runs.end(), [](const CourseLogRun& run) { return !run.rows.empty(); });
    if (!anyRow)
        log.error = "no result lines (\"N. Black moves: value=V, #expanded=E, #generated=G\"): not a log of "
                    "the course's program";
    return log;
}

} // namespace othello
