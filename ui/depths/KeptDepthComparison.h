#pragma once

#include "engine/depth/DepthComparison.h"

#include <QByteArray>
#include <optional>
#include <vector>

namespace othello {

// A fixed-depth comparison as the Depths tab keeps it on disk until it is exported
// (KeptResults): the positions, the deepest depth, the searches planned and the rows so far.
struct KeptDepthComparison {
    std::vector<Board> positions;
    int maxDepth = 1;
    int planned = 0;
    std::vector<depth::DepthComparisonRow> rows;
};

QByteArray keptDepthComparisonJson(const KeptDepthComparison& comparison);
// Nothing when the text is not a kept comparison.
std::optional<KeptDepthComparison> parseKeptDepthComparison(const QByteArray& json);

} // namespace othello
