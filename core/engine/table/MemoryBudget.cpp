#include "MemoryBudget.h"

#include <fstream>
#include <sstream>
#include <unistd.h>

namespace othello {

namespace {

std::uint64_t physicalMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return UINT64_MAX; // unknown: let the allocation itself decide
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize);
}

} // namespace

std::uint64_t availableMemoryBytes()
{
    std::ifstream meminfo("/proc/meminfo");
    std::string line;
    while (std::getline(meminfo, line)) {
        std::istringstream fields(line);
        std::string key;
        std::uint64_t kibibytes = 0;
        if (fields >> key >> kibibytes && key == "MemAvailable:")
            return kibibytes * 1024;
    }
    return physicalMemoryBytes();
}

std::string tableMemoryProblem(std::size_t megabytes, std::size_t count)
{
    const std::uint64_t mib = 1024 * 1024;
    const std::uint64_t available = availableMemoryBytes();
    const std::uint64_t usable = available - available / 4;
    const std::uint64_t wanted = static_cast<std::uint64_t>(megabytes) * count * mib;
    if (wanted <= usable)
        return {};
    const std::string what = count > 1
        ? std::to_string(count) + " transposition tables of " + std::to_string(megabytes) + " MiB do not fit"
        : "a transposition table of " + std::to_string(megabytes) + " MiB does not fit";
    return what + " in the memory available (" + std::to_string(available / mib) + " MiB free; at most " +
        std::to_string(usable / mib / count) + " MiB per table)";
}

} // namespace othello
