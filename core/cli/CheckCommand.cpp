#include "CheckReports.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "engine/board/PrincipalVariation.h"
#include "results/CheckInput.h"
#include "results/CountVerdictText.h"
#include "results/CsvText.h"
#include "results/FileWrite.h"

#include <QFile>
#include <fstream>
#include <iostream>

namespace othello {

namespace {

const char* const kUsage = "(LOG... | --trace FILE) [--algorithm A] [--tt on|off] [options]";
const char* const kSummary =
    "Checks a student's own search against the lab's, under the course's conventions.\n"
    "\n"
    "check LOG: reads the output of the course's program ('Algorithm: ...' then lines 'N. Black\n"
    "moves: value=V, #expanded=E, #generated=G, ...'; several runs in one file are fine) or a\n"
    "results CSV/JSON of the lab, and compares every line's value (Black's view), #expanded and\n"
    "#generated with the lab's search of that PV position (with the course's table when the header\n"
    "says so; --algorithm and --tt replace what the headers say). Prints a table of verdicts, then\n"
    "'first difference: ...' naming the first line that differs and what kind of calls would\n"
    "explain it. '-' reads the standard input.\n"
    "\n"
    "check --trace FILE: reads an osl-trace (every call of the student's search, two print\n"
    "statements; the format is in docs/check.md) and replays the lab's search on the same position,\n"
    "call by call, reporting the first call where the two trees part: its number, the moves from the\n"
    "root ('first difference: ...'), the board, and what each search did there. Traces of any\n"
    "length are checked as they are read, in bounded memory ('-' reads the standard input, so a\n"
    "program can pipe its trace straight in).\n"
    "\n"
    "Exit status: 0 everything agrees, 1 something differs, 2 the input cannot be used.";

CommandOptions checkOptions()
{
    return CommandOptions("check",
                          {
                              {"trace", "FILE", "check an osl-trace instead of logs ('-': standard input)"},
                              {"algorithm", "A", "negamax, alphabeta (a trace's default), scout or negascout"},
                              {"tt", "on|off", "on: the course's table (a trace's default is off)"},
                              {"label", "L", "--trace: refuse a trace of another position than this PV label"},
                              {"position", "TEXT", "--trace: refuse a trace of another position than this"},
                              {"time-limit", "SECONDS", "logs: stop each of the lab's searches after this long"},
                              {"csv", "FILE", "logs: also write every verdict to this CSV file"},
                          });
}

QByteArray readInput(const QString& path)
{
    if (path == "-") {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            throw usageError("cannot read the standard input");
        return in.readAll();
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw usageError("cannot read '" + path + "': " + file.errorString());
    return file.readAll();
}

QString number(std::uint64_t n) { return QString::number(qulonglong(n)); }

QString optionalNumber(const std::optional<std::uint64_t>& n) { return n ? number(*n) : QString("-"); }

QString optionalValue(const std::optional<int>& value) { return value ? QString::number(*value) : QString("-"); }

QString labelCell(const trace::ClaimedSearch& claim)
{
    return claim.label > 0 ? QString::number(claim.label) : "#" + QString::number(claim.filePosition);
}

QString tableRow(const trace::CountVerdict& verdict)
{
    const trace::ClaimedSearch& claim = verdict.claim;
    const bool compared = verdict.outcome == trace::CountVerdict::Outcome::Equal ||
        verdict.outcome == trace::CountVerdict::Outcome::Different;
    const auto lab = [&](const QString& text) { return compared ? text : QString("-"); };
    return QString("%1 %2 %3 %4 %5 %6 %7 %8  %9")
        .arg(labelCell(claim), 5)
        .arg(claim.position.toMove == Color::Black ? "black" : "white", -7)
        .arg(optionalValue(claim.value), 6)
        .arg(lab(optionalValue(verdict.value)), 6)
        .arg(optionalNumber(claim.expanded), 12)
        .arg(lab(number(verdict.lab.expanded)), 12)
        .arg(optionalNumber(claim.generated), 12)
        .arg(lab(number(verdict.lab.generated)), 12)
        .arg(CountVerdictText::verdictWord(verdict));
}

struct Tally {
    int rows = 0, equal = 0, different = 0, unfinished = 0, notChecked = 0;
};

struct FileChecked {
    int code = 0;    // 0, 1 or 2, as the command's
    QString summary; // one line: the tally and the first difference, or why the file is unusable
};

// Checks one log or results file.
FileChecked checkFile(CommandContext& context, const QString& path, const CheckInputOptions& inputOptions,
                      trace::CountChecker& checker, SearchControl& control, QStringList& csvLines)
{
    QTextStream& out = context.out;
    const CheckInput input = readCheckInput(readInput(path), inputOptions);
    const QString kind =
        input.kind == CheckInput::Kind::CourseLog ? "the course's program output" : "a results file of the lab";
    out << "check      " << path << " (" << kind << ")\n";
    if (!input.error.isEmpty()) {
        out.flush();
        context.err << "othello-lab-cli: error: " << path << ": " << input.error << "\n";
        return {kExitUsageError, "unusable: " + input.error};
    }
    for (const QString& note : input.notes)
        out << "skipped    " << note << "\n";
    Tally tally;
    std::optional<trace::CountVerdict> first;
    for (const ClaimedRun& run : input.runs) {
        out << "run        " << run.title << "\n";
        out << "label to_move  value    lab     expanded          lab    generated          lab  verdict\n";
        for (const trace::ClaimedSearch& claim : run.claims) {
            const trace::CountVerdict verdict = checker.check(claim, &control);
            if (control.cancelRequested())
                return {kExitRuntimeError, "stopped"};
            out << tableRow(verdict) << "\n";
            out.flush();
            ++tally.rows;
            switch (verdict.outcome) {
            case trace::CountVerdict::Outcome::Equal:
                ++tally.equal;
                break;
            case trace::CountVerdict::Outcome::Different:
                ++tally.different;
                if (!first)
                    first = verdict;
                break;
            case trace::CountVerdict::Outcome::Unfinished:
                ++tally.unfinished;
                break;
            case trace::CountVerdict::Outcome::NotChecked:
                ++tally.notChecked;
                break;
            }
            QStringList why;
            for (const trace::CountExplanation& explanation : verdict.explanations)
                why << CountVerdictText::explanationText(explanation, verdict);
            csvLines << csvLine(
                {path, run.title, QString::number(claim.line), labelCell(claim),
                 QString::fromStdString(toText(claim.position)), QString::fromUtf8(algorithmId(claim.search.algorithm)),
                 claim.search.useTranspositionTable ? "on" : "off", optionalValue(claim.value),
                 optionalValue(verdict.value), optionalNumber(claim.expanded),
                 verdict.value ? number(verdict.lab.expanded) : QString(), optionalNumber(claim.generated),
                 verdict.value ? number(verdict.lab.generated) : QString(), CountVerdictText::verdictWord(verdict),
                 why.join(" / ")});
        }
    }
    if (first) {
        out << CountVerdictText::firstDifferenceLine(*first) << "\n";
        for (const trace::CountExplanation& explanation : first->explanations)
            out << "why        " << CountVerdictText::explanationText(explanation, *first) << "\n";
    }
    FileChecked checked;
    checked.summary = QString("%1 %2: %3 equal, %4 different, %5 unfinished, %6 not checked")
                          .arg(tally.rows)
                          .arg(tally.rows == 1 ? "line" : "lines")
                          .arg(tally.equal)
                          .arg(tally.different)
                          .arg(tally.unfinished)
                          .arg(tally.notChecked);
    out << "summary    " << checked.summary << "\n";
    if (first)
        checked.summary += QString("; first difference: ") + CountVerdictText::claimPlace(first->claim);
    if (tally.different > 0) {
        checked.code = kExitRuntimeError;
    } else if (tally.equal == 0) {
        out.flush();
        context.err << "othello-lab-cli: error: " << path
                    << ": no line could be compared (every search unfinished or not checked)\n";
        checked.code = kExitUsageError;
    }
    return checked;
}

int checkLogs(CommandContext& context, const CommandOptions& options)
{
    const QStringList paths = options.operands();
    if (paths.isEmpty())
        throw usageError("check: give a log (or a results file), or --trace FILE");
    for (const char* traceOnly : {"label", "position"})
        if (options.isSet(traceOnly))
            throw usageError(QString("--%1: only with --trace").arg(traceOnly));
    CheckInputOptions inputOptions;
    if (options.isSet("algorithm"))
        inputOptions.algorithm = algorithmOption("algorithm", options.value("algorithm"));
    if (inputOptions.algorithm == Algorithm::Best)
        throw usageError("--algorithm: best is not one of the course's searches");
    if (options.isSet("tt"))
        inputOptions.table = onOffOption("tt", options.value("tt"));
    std::optional<double> timeLimit;
    if (options.isSet("time-limit"))
        timeLimit = secondsOption("time-limit", options.value("time-limit"));

    trace::CountChecker checker(timeLimit);
    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    QStringList csvLines{csvLine({"file", "run", "line", "label", "position", "algorithm", "tt", "value", "value_lab",
                                  "expanded", "expanded_lab", "generated", "generated_lab", "verdict", "why"})};
    int code = 0;
    QStringList summaries;
    for (const QString& path : paths) {
        if (path != paths.front())
            context.out << "\n";
        const FileChecked checked = checkFile(context, path, inputOptions, checker, control, csvLines);
        if (interrupt.interrupted())
            return interrupt.exitCode();
        code = std::max(code, checked.code);
        summaries << "file       " + path + ": " + checked.summary;
    }
    // A class's reports: one line each at the end.
    if (paths.size() > 1)
        context.out << "\n" << summaries.join('\n') << "\n";
    interrupt.cancelOnInterrupt(nullptr);
    if (options.isSet("csv")) {
        QString error;
        if (!writeFileAtomically(options.value("csv"), (csvLines.join('\n') + '\n').toUtf8(), &error))
            throw runtimeError(error);
    }
    return code;
}

int checkTraceFile(CommandContext& context, const CommandOptions& options)
{
    for (const char* logOnly : {"time-limit", "csv"})
        if (options.isSet(logOnly))
            throw usageError(QString("--%1: not with --trace").arg(logOnly));
    if (!options.operands().isEmpty())
        throw usageError("check --trace reads one trace: '" + options.operands().front() + "' is one too many");
    trace::TraceCheckOptions check;
    if (options.isSet("algorithm"))
        check.algorithm = algorithmOption("algorithm", options.value("algorithm"));
    if (check.algorithm == Algorithm::Best)
        throw usageError("--algorithm: best is not one of the course's searches");
    check.courseTable = options.isSet("tt") && onOffOption("tt", options.value("tt"));
    if (options.isSet("label") && options.isSet("position"))
        throw usageError("--label and --position: give one");
    if (options.isSet("label"))
        check.expectedPosition =
            PrincipalVariation::sixBySix().position(intOption("label", options.value("label"), 1, 34));
    if (options.isSet("position"))
        check.expectedPosition = positionOption("position", options.value("position"));

    const QString path = options.value("trace");
    std::ifstream file;
    if (path != "-") {
        file.open(path.toStdString(), std::ios::binary);
        if (!file)
            throw usageError("cannot read '" + path + "'");
    }
    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    const trace::TraceCheckResult result = trace::checkTrace(path == "-" ? std::cin : file, check, &control);
    interrupt.cancelOnInterrupt(nullptr);

    using Status = trace::TraceCheckResult::Status;
    if (result.status == Status::Unusable)
        throw usageError(path + ": " + QString::fromStdString(result.error));
    if (result.status == Status::Stopped) {
        context.err << "othello-lab-cli: check: stopped\n";
        return interrupt.interrupted() ? interrupt.exitCode() : kExitRuntimeError;
    }
    const trace::OslHeader& header = result.header;
    context.out << "trace      " << path << ": "
                << (header.label ? QString("label %1, ").arg(*header.label) : QString())
                << QString::fromStdString(toText(header.position)) << ", view "
                << QString::fromUtf8(trace::traceViewId(header.view)) << ", squares "
                << QString::fromUtf8(trace::squareNamingId(header.squares)) << "\n";
    context.out << "search     the lab's " << QString::fromUtf8(algorithmId(check.algorithm))
                << (check.courseTable ? " with the course's table" : ", no table") << "\n";
    for (const QString& line : traceReport(result, check.algorithm, check.courseTable))
        context.out << line << "\n";
    return result.status == Status::Identical ? 0 : kExitRuntimeError;
}

} // namespace

int runCheck(CommandContext& context)
{
    CommandOptions options = checkOptions();
    options.allowOperands();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(kUsage, kSummary);
        return 0;
    }
    return options.isSet("trace") ? checkTraceFile(context, options) : checkLogs(context, options);
}

} // namespace othello
