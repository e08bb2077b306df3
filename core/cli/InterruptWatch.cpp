#include "InterruptWatch.h"

#include "engine/search/SearchControl.h"

#include <atomic>

namespace othello {

namespace {

// Signal handlers may only touch lock-free atomics.
std::atomic<int> g_signal{0}; // the first signal received; 0: none
std::atomic<SearchControl*> g_control{nullptr};
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<SearchControl*>::is_always_lock_free);

extern "C" void onInterrupt(int signal)
{
    int none = 0;
    g_signal.compare_exchange_strong(none, signal);
    if (SearchControl* control = g_control.load())
        control->requestCancel();
}

} // namespace

InterruptWatch::InterruptWatch()
{
    g_signal.store(0);
    g_control.store(nullptr);
    struct sigaction action { };
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND; // the second signal gets the default: the process ends
    for (std::size_t i = 0; i < std::size(kSignals); ++i)
        m_installed[i] = sigaction(kSignals[i], &action, &m_previous[i]) == 0;
}

InterruptWatch::~InterruptWatch()
{
    g_control.store(nullptr);
    for (std::size_t i = 0; i < std::size(kSignals); ++i)
        if (m_installed[i])
            sigaction(kSignals[i], &m_previous[i], nullptr);
}

bool InterruptWatch::interrupted() const { return g_signal.load() != 0; }

int InterruptWatch::exitCode() const { return 128 + g_signal.load(); }

void InterruptWatch::cancelOnInterrupt(SearchControl* control)
{
    g_control.store(control);
    if (control && interrupted())
        control->requestCancel();
}

} // namespace othello
