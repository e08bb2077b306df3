#pragma once

#include "engine/board/PrincipalVariation.h"
#include "results/ResultRecord.h"

#include <QColor>
#include <QImage>
#include <QSet>
#include <vector>

namespace othello::test {

// Plausible finished searches of labels `from` down to `to`: node counts grow by a factor
// per label towards the start, as they do in a real comparison.
inline std::vector<ResultRecord> climbRecords(Algorithm algorithm, bool tt, int from, int to, double growth)
{
    std::vector<ResultRecord> records;
    double nodes = 3;
    for (int label = from; label >= to; --label, nodes *= growth) {
        ResultRecord r;
        r.label = label;
        r.ply = PrincipalVariation::plyOf(label);
        r.toMove = PrincipalVariation::sixBySix().position(label).toMove;
        r.algorithm = algorithm;
        r.tt = tt;
        r.value = PrincipalVariation::kGameValue;
        r.expanded = static_cast<std::uint64_t>(nodes);
        r.generated = static_cast<std::uint64_t>(nodes * 2.5);
        r.seconds = nodes * 2e-8;
        records.push_back(r);
    }
    return records;
}

// How many different colours an image uses: a blank or single-colour image has one or two.
inline int distinctColors(const QImage& image)
{
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

} // namespace othello::test
