#include "CommandLine.h"

#include "CommandError.h"
#include "Commands.h"

#include <QCoreApplication>
#include <algorithm>
#include <exception>
#include <new>

namespace othello {

namespace {

struct CommandInfo {
    const char* name;
    int (*run)(CommandContext&);
    const char* summary;
};

constexpr CommandInfo kCommands[] = {
    {"sweep", runSweep, "run the PV comparison protocol, appending every search to a CSV file"},
    {"plan", runPlan, "print one sweep command line per algorithm x TT job, to run on many machines"},
    {"merge", runMerge, "join results files of several jobs into one, rejecting conflicts"},
    {"solve", runSolve, "solve one position exactly (a position text or a PV label)"},
    {"analyze", runAnalyze, "the exact value of every legal move of a position, best first"},
    {"trace", runTrace, "record every call of a search on one position: the tree as JSON, DOT, text or osl"},
    {"check", runCheck, "check a student's own search: its log's counts, or its trace call by call"},
    {"pv", runPv, "list the principal variation: labels 1..34, side to move, move, position"},
    {"perft", runPerft, "count the move sequences of a given depth"},
    {"bench", runBench, "measure nodes per second of every algorithm against the plain reference"},
    {"tournament", runTournament, "round-robin of engine players (depth-limited search + evaluation)"},
    {"nboard", runNboard, "play as an engine for the NBoard GUI: its protocol on stdin/stdout"},
    {"openings", runOpenings, "make a balanced openings file: positions after a few plies valued near 0"},
    {"depth-compare", runDepthCompare, "nodes and time of the depth-limited searches at depths 1..N"},
    {"train-eval", runTrainEval, "train the pattern evaluation (learned) from solved and searched positions"},
};

QString usage()
{
    QString text = "Usage: othello-lab-cli <command> [options]\n\n"
                   "Game-tree search laboratory for 6x6 Othello (also 4x4 and 8x8).\n\nCommands:\n";
    // The summaries line up two spaces after the longest name (the man page is read from this).
    qsizetype width = QString("help").size();
    for (const CommandInfo& command : kCommands)
        width = std::max(width, QString(command.name).size());
    width += 2;
    for (const CommandInfo& command : kCommands)
        text += QString("  %1%2\n").arg(QString(command.name).leftJustified(width), command.summary);
    text += QString("  %1%2\n").arg(QString("help").leftJustified(width), "show this help, or 'help <command>'");
    text += "\nRun 'othello-lab-cli <command> --help' for a command's options.\n";
    return text;
}

const CommandInfo* findCommand(const QString& name)
{
    for (const CommandInfo& command : kCommands)
        if (name == command.name)
            return &command;
    return nullptr;
}

int dispatch(const QStringList& arguments, QTextStream& out, QTextStream& err, const ChartWriter& writeCharts)
{
    if (arguments.isEmpty())
        throw usageError("no command given (try 'othello-lab-cli --help')");
    const QString& name = arguments.first();
    if (name == "--help" || name == "-h" || (name == "help" && arguments.size() == 1)) {
        out << usage();
        return 0;
    }
    if (name == "--version") {
        out << "othello-lab-cli " << OSL_VERSION << "\n";
        return 0;
    }
    if (name == "help") {
        if (arguments[1] == "help") { // the help of help is the list it shows
            out << usage();
            return 0;
        }
        if (!findCommand(arguments[1]))
            throw usageError("unknown command '" + arguments[1] + "' (try 'othello-lab-cli --help')");
        return dispatch({arguments[1], "--help"}, out, err, writeCharts);
    }
    const CommandInfo* command = findCommand(name);
    if (!command)
        throw usageError("unknown command '" + name + "' (try 'othello-lab-cli --help')");
    CommandContext context{arguments.mid(1), out, err, writeCharts};
    return command->run(context);
}

void printError(QTextStream& err, QString message)
{
    message.replace('\n', ' ');
    err << "othello-lab-cli: error: " << message << "\n";
    err.flush();
}

} // namespace

int runCommandLine(const QStringList& arguments, QTextStream& out, QTextStream& err, const ChartWriter& writeCharts)
{
    int code = 0;
    try {
        code = dispatch(arguments, out, err, writeCharts);
    } catch (const CommandError& error) {
        out.flush();
        printError(err, error.message);
        code = error.exitCode;
    } catch (const std::bad_alloc&) {
        out.flush();
        printError(err, "out of memory (try a smaller --tt-mb)");
        code = kExitRuntimeError;
    } catch (const std::exception& exception) {
        out.flush();
        printError(err, QString::fromLocal8Bit(exception.what()));
        code = kExitRuntimeError;
    }
    out.flush();
    // A command whose output was lost (a full disk behind `plan > jobs.txt`, a closed pipe) has
    // not done its work, whatever it computed.
    if (out.status() == QTextStream::WriteFailed && code != kExitUsageError) {
        printError(err, "cannot write the standard output (disk full or output closed?)");
        code = kExitRuntimeError;
    }
    err.flush();
    return code;
}

} // namespace othello
