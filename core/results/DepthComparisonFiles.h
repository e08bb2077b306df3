#pragma once

#include "engine/depth/DepthComparison.h"

#include <QString>
#include <vector>

namespace othello {

// The one source of the fixed-depth comparison CSV (othello-lab-cli depth-compare --csv and the
// Depths tab): one row a search, positions numbered from 1, its status last (done, or cancelled
// for the search a stop interrupted: no value and no counts).
QString depthComparisonCsvHeader();
QString depthComparisonCsvRow(const depth::DepthComparisonRow& row);
bool writeDepthComparisonCsv(const QString& path, const std::vector<depth::DepthComparisonRow>& rows, QString* error);

} // namespace othello
