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

} // namespace othello
