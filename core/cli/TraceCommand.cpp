#include "BoardSizeOption.h"
#include "CommandError.h"
#include "CommandOptions.h"
#include "Commands.h"
#include "InterruptWatch.h"
#include "OptionValues.h"
#include "engine/evaluation/Evaluation.h"
#include "engine/trace/CountCheck.h"
#include "engine/trace/OslTraceWriter.h"
#include "engine/trace/SearchTrace.h"
#include "results/ChunkStream.h"
#include "results/TraceFormats.h"

namespace othello {

namespace {

// About 80 bytes a record (measured: 75 bytes a record between 1 and 3 million; 1.59 GB at 20
// million): 1.6 GB at most.
constexpr int kMostNodes = 20'000'000;

const char* const kUsage = "(--position \"TEXT\" | --label L | --size N) --format json|dot|text|osl [options]";
const char* const kSummary =
    "Records every call a classical search makes on one position - its parent, move, window,\n"
    "value, kind of call (search, Scout's test, NegaScout's null-window probe and re-search), what\n"
    "the node turned out to be (node, game over, horizon, table hit) and its Knuth-Moore type - and\n"
    "writes the tree: json (one object per call, in call order; see docs/cli.md), dot (a Graphviz\n"
    "digraph, pruned moves as dashed stubs) or text (an indented outline). The records are exactly\n"
    "the nodes the search counts: as many as its generated nodes. Positions near the end of the\n"
    "game (PV labels 24 and later) give small trees.";

CommandOptions traceOptions()
{
    return CommandOptions(
        "trace",
        {
            {"position", "TEXT", "the position to search (see 'solve --help' for the text)"},
            {"label", "L", "search the 6x6 PV position with this label, 1..34, instead"},
            {"size", "N", "board size 4, 6 or 8: checks --position, or alone searches that start"},
            {"algorithm", "A", "negamax, alphabeta (default), scout or negascout; with --depth also best"},
            {"tt", "on|off", "use a transposition table (default: off)"},
            {"depth", "D", "the depth-limited search of the Play tab to D plies, 1..20 (default: to the end)"},
            {"eval", "EVAL", "with --depth: the evaluation at the horizon (default: mixed; see 'tournament --help')"},
            {"max-nodes", "N",
             QString("record at most N calls, 1..%1 (default: %2)").arg(kMostNodes).arg(trace::kDefaultMaxNodes)},
            {"format", "FORMAT", "json, dot, text or osl (an osl-trace, see 'check --help')"},
            {"squares", "names|course", "osl: write moves as names (a1, pass; default) or the course's numbers"},
            {"out", "FILE", "write the trace here (default: standard output)"},
        });
}

QString number(std::uint64_t count) { return QString::number(qulonglong(count)); }

// --format osl: the calls written while the search makes them (any size; docs/check.md).
int writeOsl(CommandContext& context, const CommandOptions& options)
{
    for (const char* other : {"depth", "eval", "max-nodes"})
        if (options.isSet(other))
            throw usageError(
                QString("--%1: not with --format osl (an exact classical search, written as it runs)").arg(other));
    const Board board = labelOrPosition(options, "trace");
    trace::OslWriteOptions write;
    write.algorithm =
        options.isSet("algorithm") ? algorithmOption("algorithm", options.value("algorithm")) : Algorithm::AlphaBeta;
    if (write.algorithm == Algorithm::Best)
        throw usageError("--algorithm: best is not a classical search (negamax, alphabeta, scout or negascout)");
    write.courseTable = options.isSet("tt") && onOffOption("tt", options.value("tt"));
    if (write.courseTable && !trace::courseTableTraced())
        throw runtimeError("--tt on with --format osl: this build cannot write the calls of a search with the "
                           "course's table yet (its classical searches keep that table only without a recorder)");
    if (options.isSet("label"))
        write.label = intOption("label", options.value("label"), 1, 34);
    if (options.isSet("squares")) {
        if (options.value("squares") != "names" && options.value("squares") != "course")
            throw usageError("--squares: '" + options.value("squares") + "' is not names or course");
        if (options.value("squares") == "course" && board.size != 6)
            throw usageError("--squares: course numbers the squares of 6x6 only");
        write.squares = options.value("squares") == "course" ? trace::SquareNaming::Course : trace::SquareNaming::Names;
    }

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    trace::OslWriteResult result;
    // A stopped search leaves a file as it was: only a finished trace replaces it.
    const auto produce = [&](const ChunkWriter& writeChunk) {
        ChunkOStream stream(writeChunk);
        result = trace::writeOslTrace(board, write, stream, &control);
        return result.written && result.search.status == SearchStatus::Done;
    };
    QString error;
    bool written = true;
    if (options.isSet("out")) {
        written = writeFileAtomically(options.value("out"), produce, &error);
    } else {
        produce([&](const QByteArray& chunk) {
            context.out << QString::fromUtf8(chunk);
            return context.out.status() == QTextStream::Ok;
        });
    }
    interrupt.cancelOnInterrupt(nullptr);
    if (result.written && result.search.status != SearchStatus::Done) {
        context.err << "othello-lab-cli: trace: stopped after " << number(result.search.stats.generated) << " calls; "
                    << (options.isSet("out") ? "nothing written" : "the trace is incomplete") << "\n";
        return interrupt.interrupted() ? interrupt.exitCode() : kExitRuntimeError;
    }
    if (options.isSet("out") && (!written || !result.written))
        throw runtimeError(error.isEmpty() ? cannotWrite(options.value("out"), "write failed") : error);
    return 0;
}

} // namespace

int runTrace(CommandContext& context)
{
    CommandOptions options = traceOptions();
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(kUsage, kSummary);
        return 0;
    }
    if (!options.isSet("format"))
        throw usageError("trace: --format is required (json, dot, text or osl)");
    if (options.value("format") == "osl")
        return writeOsl(context, options);
    if (options.isSet("squares"))
        throw usageError("--squares: only with --format osl");
    const std::optional<TraceFormat> format = parseTraceFormat(options.value("format"));
    if (!format)
        throw usageError("--format: '" + options.value("format") + "' is not json, dot, text or osl");
    const Board board = labelOrPosition(options, "trace");

    trace::TraceOptions search;
    search.algorithm =
        options.isSet("algorithm") ? algorithmOption("algorithm", options.value("algorithm")) : Algorithm::AlphaBeta;
    search.useTable = options.isSet("tt") && onOffOption("tt", options.value("tt"));
    if (options.isSet("depth"))
        search.depth = intOption("depth", options.value("depth"), 1, 20);
    if (search.algorithm == Algorithm::Best && !search.depth)
        throw usageError("--algorithm: best is traced only with --depth (its exact solver is not a classical search)");
    if (options.isSet("eval")) {
        if (!search.depth)
            throw usageError("--eval: only with --depth");
        std::string problem;
        if (!evaluation::parseEvaluator(options.value("eval").toStdString(), board.size, &problem))
            throw usageError("--eval: " + QString::fromStdString(problem));
        search.evaluation = options.value("eval").toStdString();
    }
    if (options.isSet("max-nodes"))
        search.maxNodes = static_cast<std::size_t>(intOption("max-nodes", options.value("max-nodes"), 1, kMostNodes));
    search.stopWhenTruncated = true;

    SearchControl control;
    InterruptWatch interrupt;
    interrupt.cancelOnInterrupt(&control);
    const trace::Trace recorded = trace::record(board, search, &control);
    interrupt.cancelOnInterrupt(nullptr);

    if (recorded.truncated)
        throw runtimeError(QString("trace: the tree is larger than --max-nodes %1: the search made more than %1 "
                                   "calls and was stopped; try a later --label (fewer empty squares), a --depth, or "
                                   "a larger --max-nodes (at most %2)")
                               .arg(number(search.maxNodes), number(kMostNodes)));
    if (recorded.status != SearchStatus::Done) {
        context.err << "othello-lab-cli: trace: stopped after " << number(recorded.stats.generated)
                    << " calls; nothing written\n";
        return interrupt.interrupted() ? interrupt.exitCode() : kExitRuntimeError;
    }

    if (options.isSet("out")) {
        QString error;
        if (!saveTrace(options.value("out"), recorded, *format, &error))
            throw runtimeError(error);
        return 0;
    }
    writeTrace(recorded, *format, [&](const QByteArray& chunk) {
        context.out << QString::fromUtf8(chunk);
        return context.out.status() == QTextStream::Ok;
    });
    return 0;
}

} // namespace othello
