#pragma once

#include "DepthSearch.h"

#include <functional>
#include <optional>

namespace othello::depth {

// Iterative deepening: depths 1, 2, ... up to options.depth while time remains, stopping early
// once a search is exact. Calls onDepth after each finished depth (on the calling thread).
// The result is the deepest finished search (status Done), or, when not even depth 1
// finished, the first legal move with status Timeout/Cancelled.
DepthResult iterativeDeepening(const Board& board, const DepthOptions& options, std::optional<double> seconds,
                               SearchControl* control = nullptr,
                               const std::function<void(const DepthResult&)>& onDepth = {});

} // namespace othello::depth
