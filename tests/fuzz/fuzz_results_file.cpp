// Fuzzes the results loaders (CSV and JSON, what File > Open and `merge` read): any input
// loads without crashing, and every record it accepts survives a write and a re-read.
#include "results/ResultFiles.h"
#include "results/ResultReaders.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

void checkRoundTrip(const othello::ResultsLoad& load)
{
    using namespace othello;
    if (!load.readable) {
        require(!load.problems.isEmpty());
        return;
    }
    QByteArray csv = (resultsCsvHeader() + '\n').toUtf8();
    for (const ResultRecord& record : load.records)
        csv += (toCsvLine(record) + '\n').toUtf8();
    const ResultsLoad fromCsv = readResultsCsv(csv);
    require(fromCsv.problems.isEmpty() && fromCsv.records == load.records);
    const ResultsLoad fromJson = readResultsJson(resultsJson(load.records));
    require(fromJson.problems.isEmpty() && fromJson.records == load.records);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray content =
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    checkRoundTrip(othello::readResultsCsv(content));
    checkRoundTrip(othello::readResultsJson(content));
    return 0;
}
