#include "ComparisonNames.h"

#include "common/AlgorithmNames.h"

#include <QCoreApplication>
#include <QLocale>
#include <iterator>
#include <string>

namespace othello {

// Gives the free functions below a translation context lupdate understands.
class ComparisonNames {
    Q_DECLARE_TR_FUNCTIONS(othello::ComparisonNames)
public:
    static QString tt(bool on) { return on ? tr("TT on") : tr("TT off"); }
    //: An algorithm and whether it uses a transposition table, e.g. "Alpha-beta TT off".
    static QString combination(const QString& algorithm, const QString& tt) { return tr("%1 %2").arg(algorithm, tt); }
    //: A combination with a table policy (command-line syntax, not translated): "Alpha-beta TT on (wipe:262144)".
    static QString withScheme(const QString& combination, const QString& scheme)
    {
        return tr("%1 (%2)").arg(combination, scheme);
    }
    static QString scoring(ScoringRule rule)
    {
        return rule == ScoringRule::DiscDifference ? tr("disc difference") : tr("empties to the winner");
    }
    static QString color(Color c) { return c == Color::Black ? tr("Black") : tr("White"); }
    static QString status(SearchStatus s)
    {
        switch (s) {
        case SearchStatus::Done:
            return tr("done");
        case SearchStatus::Timeout:
            return tr("timeout");
        case SearchStatus::Cancelled:
            return tr("cancelled");
        }
        return {};
    }
    static QString duration(double seconds)
    {
        const QLocale locale;
        if (seconds < 1e-3)
            return tr("%1 µs").arg(locale.toString(seconds * 1e6, 'f', 0));
        if (seconds < 1)
            return tr("%1 ms").arg(locale.toString(seconds * 1e3, 'f', seconds < 0.1 ? 2 : 1));
        if (seconds < 60)
            return tr("%1 s").arg(locale.toString(seconds, 'f', seconds < 10 ? 2 : 1));
        const auto whole = static_cast<long long>(seconds);
        return tr("%1 min %2 s").arg(whole / 60).arg(whole % 60);
    }
};

QString algorithmText(Algorithm algorithm) { return translatedAlgorithmName(algorithm); }

QString ttText(bool tt) { return ComparisonNames::tt(tt); }

QString combinationText(Algorithm algorithm, bool tt)
{
    return ComparisonNames::combination(algorithmText(algorithm), ttText(tt));
}

QString schemeName(const TableScheme& scheme) { return QString::fromStdString(schemeText(scheme)); }

QString combinationText(Algorithm algorithm, bool tt, const TableScheme& scheme)
{
    if (!tt || scheme == TableScheme{})
        return combinationText(algorithm, tt);
    return ComparisonNames::withScheme(combinationText(algorithm, tt), schemeName(scheme));
}

QString colorText(Color color) { return ComparisonNames::color(color); }

QString scoringText(ScoringRule rule) { return ComparisonNames::scoring(rule); }

QString statusText(SearchStatus status) { return ComparisonNames::status(status); }

QString durationText(double seconds) { return ComparisonNames::duration(seconds); }

} // namespace othello
