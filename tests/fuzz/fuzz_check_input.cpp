// Fuzzes what `check` reads from students: the course program's output (and the results files it
// also takes) and an osl-trace. Any input is read without crashing; a problem is one line; a
// claim read has a position and a search; a trace is identical, different at a call with a path
// of legal moves, or unusable with one line, and is checked in time bounded by its length.
#include "engine/trace/TraceCheck.h"
#include "results/CheckInput.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace othello;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));

    const CheckInput input = readCheckInput(bytes);
    require(input.error.isEmpty() || input.runs.empty());
    require(!input.error.contains('\n'));
    for (const ClaimedRun& run : input.runs)
        for (const trace::ClaimedSearch& claim : run.claims)
            require(claim.label == 0 || (claim.label >= 1 && claim.label <= 34));

    // The trace, against each search in turn as the first byte says, following a difference a
    // little way only (the fuzzer wants many short inputs).
    std::istringstream in(std::string(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    trace::TraceCheckOptions options;
    constexpr Algorithm kSearches[] = {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout,
                                       Algorithm::NegaScout};
    options.algorithm = kSearches[size > 0 ? data[0] % 4 : 0];
    options.finishCalls = 10000;
    const trace::TraceCheckResult result = trace::checkTrace(in, options);
    switch (result.status) {
    case trace::TraceCheckResult::Status::Unusable:
        require(!result.error.empty() && result.error.find('\n') == std::string::npos);
        break;
    case trace::TraceCheckResult::Status::Different: {
        require(result.divergence.has_value() && result.divergence->call > 0);
        Board board = result.header.position;
        for (const int move : result.divergence->path) {
            require(board.isLegal(move));
            board = board.played(move);
        }
        require(board == result.divergence->board);
        break;
    }
    case trace::TraceCheckResult::Status::Identical:
        require(result.referenceStats.generated > 0);
        break;
    case trace::TraceCheckResult::Status::Stopped:
        std::abort();
    }
    return 0;
}
