#pragma once

#include <fstream>

namespace othello::test {

// The process's resident set size in KiB (Linux: the second field of /proc/self/statm, in pages).
inline long residentKib()
{
    std::ifstream statm("/proc/self/statm");
    long size = 0;
    long resident = 0;
    statm >> size >> resident;
    return resident * 4;
}

} // namespace othello::test
