#pragma once

#include "Commands.h"
#include "engine/search/Algorithm.h"

#include <vector>

namespace othello {

// bench --suite FILE: solves every position of an endgame suite in OBF text (the FForum files
// of ../shared/data) under the empties-to-the-winner rule and compares the value with the best
// score the file lists for the position ("A2:+38; C7:+36; ..."), and the best move's listed
// score with it. Prints one row per position and a total; exit status 1 when a solved value
// disagrees with the file.
int runEndgameSuiteBench(CommandContext& context, const QString& path, const std::vector<Algorithm>& algorithms,
                         std::size_t ttMegabytes, double timeLimit, int threads);

} // namespace othello
