#include "InterruptWatch.h"

#include "engine/search/SearchControl.h"

#include <atomic>
#include <csignal>
#include <ctime>

namespace othello {

namespace {

// Signal handlers may only touch lock-free atomics (and call async-signal-safe functions:
// clock_gettime, signal, raise).
std::atomic<int> g_signal{0};        // the first signal received; 0: none
std::atomic<long long> g_firstAt{0}; // when, in nanoseconds of CLOCK_MONOTONIC
std::atomic<SearchControl*> g_control{nullptr};
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<long long>::is_always_lock_free &&
              std::atomic<SearchControl*>::is_always_lock_free);

// A second signal within this of the first is the same request delivered twice (GNU timeout
// signals the child, then its whole group; a shell may pass Ctrl-C on as well).
constexpr long long kRepeatNanoseconds = 1'000'000'000;

long long monotonicNanoseconds()
{
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<long long>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

extern "C" void onInterrupt(int signal)
{
    const long long now = monotonicNanoseconds();
    int none = 0;
    if (g_signal.compare_exchange_strong(none, signal)) {
        g_firstAt.store(now);
        if (SearchControl* control = g_control.load())
            control->requestCancel();
        return;
    }
    if (now - g_firstAt.load() < kRepeatNanoseconds)
        return;
    // Asked again, later: the user insists. The default action ends the process (the signal is
    // blocked while its handler runs, so it comes as soon as this returns).
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

} // namespace

InterruptWatch::InterruptWatch()
{
    g_signal.store(0);
    g_firstAt.store(0);
    g_control.store(nullptr);
    struct sigaction action { };
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // a second signal comes here too: onInterrupt decides
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
