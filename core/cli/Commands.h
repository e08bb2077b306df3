#pragma once

#include "CommandLine.h"

namespace othello {

// What every command gets: its arguments (after the command name) and where to write.
struct CommandContext {
    QStringList arguments;
    QTextStream& out;
    QTextStream& err;
    const ChartWriter& writeCharts;
};

// Each returns the exit code, or throws CommandError.
int runSweep(CommandContext& context);
int runSolve(CommandContext& context);
int runAnalyze(CommandContext& context);
int runPv(CommandContext& context);
int runPerft(CommandContext& context);
int runBench(CommandContext& context);
int runPlan(CommandContext& context);
int runMerge(CommandContext& context);
int runTournament(CommandContext& context);
int runNboard(CommandContext& context);
int runOpenings(CommandContext& context);
int runDepthCompare(CommandContext& context);
int runTrace(CommandContext& context);
int runCheck(CommandContext& context);
int runTrainEval(CommandContext& context);

} // namespace othello
