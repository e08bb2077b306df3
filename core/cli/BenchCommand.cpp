#include "CommandOptions.h"
#include "Commands.h"
#include "engine/PrincipalVariation.h"
#include "engine/ReferenceBoard.h"
#include "engine/Search.h"
#include "engine/TranspositionTable.h"

#include <chrono>
#include <optional>
#include <sys/resource.h>

namespace othello {

namespace {

// The PV label each algorithm solves: chosen (measured on a 2-core 2020s machine) so every
// search takes about 0.5-5 s, long enough for a stable rate; --quick uses late labels that
// solve in milliseconds. The reference is ~8x slower than the bitboard negamax, so it gets a
// later label; rates, not times, are compared.
struct Workload {
    std::optional<Algorithm> algorithm; // none: the plain array reference negamax
    int label;
    int quickLabel;
};
constexpr Workload kReference{std::nullopt, 20, 24};
constexpr Workload kWorkloads[] = {
    {Algorithm::Negamax, 19, 24},
    {Algorithm::AlphaBeta, 16, 22},
    {Algorithm::Scout, 16, 22},
    {Algorithm::NegaScout, 16, 22},
};
constexpr std::size_t kTableMegabytes = 64;

struct Measurement {
    int value = 0;
    std::uint64_t generated = 0;
    double seconds = 0;
    double rate() const { return seconds > 0 ? static_cast<double>(generated) / seconds : 0; }
};

Measurement measureReference(const Board& board)
{
    const reference::ReferenceBoard start(board);
    reference::ReferenceCounts counts;
    const auto begin = std::chrono::steady_clock::now();
    const int value = reference::negamax(start, counts);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    return {value, counts.generated, seconds};
}

Measurement measure(const Board& board, Algorithm algorithm, TranspositionTable* table)
{
    SearchOptions options;
    options.algorithm = algorithm;
    options.useTranspositionTable = table != nullptr;
    const SearchResult result = solve(board, options, nullptr, table);
    return {result.value, result.stats.generated, result.seconds};
}

QString row(const QString& name, const QString& tt, int label, const Measurement& m, double baselineRate)
{
    return QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
        .arg(name, -10)
        .arg(tt, -3)
        .arg(label, 5)
        .arg(m.value, 5)
        .arg(m.generated, 13)
        .arg(QString::number(m.seconds, 'f', 3), 9)
        .arg(QString::number(m.rate() / 1e6, 'f', 2), 12)
        .arg(baselineRate > 0 ? QString::number(m.rate() / baselineRate, 'f', 2) : QString("-"), 12);
}

double peakMemoryMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

} // namespace

int runBench(CommandContext& context)
{
    CommandOptions options("bench", {{"quick", {}, "late PV labels that solve in milliseconds (a smoke test)"}});
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "[--quick]",
            "Solves a fixed PV position with every algorithm, TT off and on, and with the plain array\n"
            "reference negamax (the baseline), and prints generated nodes per second and the speed-up\n"
            "over the baseline. Takes about half a minute; run it on an otherwise idle machine.");
        return 0;
    }
    const bool quick = options.isSet("quick");
    const auto labelOf = [quick](const Workload& w) { return quick ? w.quickLabel : w.label; };
    const PrincipalVariation& pv = PrincipalVariation::sixBySix();
    QTextStream& out = context.out;

    out << QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
               .arg("algorithm", -10)
               .arg("tt", -3)
               .arg("label", 5)
               .arg("value", 5)
               .arg("generated", 13)
               .arg("seconds", 9)
               .arg("Mnodes/s", 12)
               .arg("x reference", 12);
    out.flush();
    const Measurement baseline = measureReference(pv.position(labelOf(kReference)));
    out << row("reference", "off", labelOf(kReference), baseline, baseline.rate());
    out.flush();

    TranspositionTable table(kTableMegabytes);
    for (const Workload& workload : kWorkloads) {
        for (bool tt : {false, true}) {
            const Measurement m = measure(pv.position(labelOf(workload)), *workload.algorithm, tt ? &table : nullptr);
            out << row(QString::fromLatin1(algorithmId(*workload.algorithm)), tt ? "on" : "off", labelOf(workload), m,
                       baseline.rate());
            out.flush();
        }
    }
    out << QString("peak memory %1 MiB (transposition table %2 MiB)\n")
               .arg(QString::number(peakMemoryMiB(), 'f', 1))
               .arg(kTableMegabytes);
    return 0;
}

} // namespace othello
