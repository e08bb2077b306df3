#pragma once

#include "CommandOptions.h"
#include "engine/search/Search.h"
#include "engine/table/TablePolicy.h"

#include <vector>

namespace othello {

// The transposition-table laboratory's options. `solve` and `bench` take one policy and hash;
// `sweep` and `plan` take lists (each policy x hash is a combination of its own).
std::vector<OptionSpec> tableOptionSpecs(bool lists);
// --tt-policy / --tt-hash / --tt-entries into `search` (throws a usage CommandError).
void applyTableOptions(const CommandOptions& options, SearchOptions& search);
std::vector<TablePolicy> tablePoliciesOption(const CommandOptions& options);
std::vector<TableHash> tableHashesOption(const CommandOptions& options);
// 0 when --tt-entries is not given; refuses it together with --tt-mb.
std::size_t tableEntriesOption(const CommandOptions& options);

} // namespace othello
