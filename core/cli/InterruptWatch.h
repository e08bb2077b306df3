#pragma once

#include <csignal>

namespace othello {

class SearchControl;

// While it lives, Ctrl-C (SIGINT) does not kill the process: it sets a flag the command polls
// and cancels the registered search directly (an atomic store, safe in a signal handler). A
// second Ctrl-C kills as usual. One watch at a time; the previous handler comes back after.
class InterruptWatch {
public:
    InterruptWatch();
    ~InterruptWatch();
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

    bool interrupted() const;
    // The search the handler cancels (null: none).
    void cancelOnInterrupt(SearchControl* control);

private:
    struct sigaction m_previous { };
    bool m_installed = false;
};

} // namespace othello
