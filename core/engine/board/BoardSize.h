#pragma once

#include <type_traits>
#include <utility>

namespace othello {

// Calls f(std::integral_constant<int, N>) for the board size N, so rule code can be a
// template on N (masks become constants) while Board keeps its size at run time.
template <class F> decltype(auto) withBoardSize(int size, F&& f)
{
    switch (size) {
    case 4:
        return std::forward<F>(f)(std::integral_constant<int, 4>{});
    case 8:
        return std::forward<F>(f)(std::integral_constant<int, 8>{});
    default:
        return std::forward<F>(f)(std::integral_constant<int, 6>{});
    }
}

constexpr bool isSupportedBoardSize(int size) { return size == 4 || size == 6 || size == 8; }

} // namespace othello
