#pragma once

#include <csignal>
#include <iterator>

namespace othello {

class SearchControl;

// While it lives, Ctrl-C (SIGINT), SIGTERM (a batch system's time limit, kill) and SIGHUP (a
// closed terminal) do not kill the process: the signal sets a flag the command polls and cancels
// the registered search directly (an atomic store, safe in a signal handler), so the command
// records the search in flight and prints its summary. A second signal within a second of the
// first is taken for the same one (GNU timeout signals the command, then its process group); one
// later kills as usual. One watch at a time; the previous handlers come back after.
class InterruptWatch {
public:
    InterruptWatch();
    ~InterruptWatch();
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

    bool interrupted() const;
    // The shell's code for the signal that stopped the command: 128 + its number (130 for Ctrl-C).
    int exitCode() const;
    // The search the handler cancels (null: none).
    void cancelOnInterrupt(SearchControl* control);

private:
    static constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction m_previous[std::size(kSignals)]{};
    bool m_installed[std::size(kSignals)]{};
};

} // namespace othello
