#include "AlgorithmNames.h"

#include <QCoreApplication>
#include <string>

namespace othello {

namespace {
// The display names of kAlgorithms, spelt out so lupdate extracts them. An algorithm added to
// kAlgorithms later still shows (in English) until its name is added here and translated.
[[maybe_unused]] constexpr const char* kTranslatableNames[] = {
    QT_TRANSLATE_NOOP("othello::AlgorithmNames", "Negamax"),
    QT_TRANSLATE_NOOP("othello::AlgorithmNames", "Alpha-beta"),
    QT_TRANSLATE_NOOP("othello::AlgorithmNames", "Scout"),
    QT_TRANSLATE_NOOP("othello::AlgorithmNames", "NegaScout"),
    QT_TRANSLATE_NOOP("othello::AlgorithmNames", "Best (PVS + TT + ordering)"),
};
} // namespace

QString translatedAlgorithmName(Algorithm algorithm)
{
    // Looked up by the English name from kAlgorithms, the single source, rather than by a
    // switch over the enum, so a new algorithm needs no change here to appear in the UI.
    const std::string name(algorithmDisplayName(algorithm));
    return QCoreApplication::translate("othello::AlgorithmNames", name.c_str());
}

QString translatedDepthSearchName(Algorithm algorithm)
{
    return algorithm == Algorithm::Best
        ? QCoreApplication::translate("othello::AlgorithmNames", "Best (PVS + ordering)")
        : translatedAlgorithmName(algorithm);
}

QColor algorithmColor(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return QColor(0xE6, 0x9F, 0x00);
    case Algorithm::AlphaBeta:
        return QColor(0x00, 0x72, 0xB2);
    case Algorithm::Scout:
        return QColor(0x00, 0x9E, 0x73);
    case Algorithm::NegaScout:
        return QColor(0xCC, 0x79, 0xA7);
    case Algorithm::Best:
        return QColor(0x00, 0x00, 0x00);
    }
    return QColor(0x56, 0xB4, 0xE9);
}

MarkerShape algorithmMarker(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return MarkerShape::Circle;
    case Algorithm::AlphaBeta:
        return MarkerShape::Square;
    case Algorithm::Scout:
        return MarkerShape::TriangleUp;
    case Algorithm::NegaScout:
        return MarkerShape::Diamond;
    case Algorithm::Best:
        return MarkerShape::Star;
    }
    return MarkerShape::Hexagon;
}

} // namespace othello
