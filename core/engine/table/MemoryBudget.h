#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace othello {

// Memory the machine can give a new allocation now: MemAvailable of /proc/meminfo where there
// is one, else the physical memory. Transposition tables are checked against it before they
// are made, because an allocation the kernel overcommits fails later, as a kill, not a message.
std::uint64_t availableMemoryBytes();

// Empty when `count` transposition tables of `megabytes` MiB each fit in the available memory
// (keeping a quarter of it for everything else); otherwise a one-line explanation.
std::string tableMemoryProblem(std::size_t megabytes, std::size_t count = 1);

} // namespace othello
