#pragma once

#include <optional>
#include <string_view>

namespace othello {

// How a search ended: with a value, or stopped early by its time limit or by the caller.
enum class SearchStatus { Done, Timeout, Cancelled };

constexpr std::string_view statusId(SearchStatus s)
{
    return s == SearchStatus::Done ? "done" : s == SearchStatus::Timeout ? "timeout" : "cancelled";
}

constexpr std::optional<SearchStatus> parseStatus(std::string_view id)
{
    for (SearchStatus s : {SearchStatus::Done, SearchStatus::Timeout, SearchStatus::Cancelled})
        if (statusId(s) == id)
            return s;
    return std::nullopt;
}

} // namespace othello
