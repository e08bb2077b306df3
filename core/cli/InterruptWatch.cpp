#include "InterruptWatch.h"

#include "engine/SearchControl.h"

#include <atomic>

namespace othello {

namespace {

// Signal handlers may only touch lock-free atomics.
std::atomic<bool> g_interrupted{false};
std::atomic<SearchControl*> g_control{nullptr};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<SearchControl*>::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
    if (SearchControl* control = g_control.load())
        control->requestCancel();
}

} // namespace

InterruptWatch::InterruptWatch()
{
    g_interrupted.store(false);
    g_control.store(nullptr);
    struct sigaction action { };
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND; // the second Ctrl-C gets the default: the process ends
    m_installed = sigaction(SIGINT, &action, &m_previous) == 0;
}

InterruptWatch::~InterruptWatch()
{
    g_control.store(nullptr);
    if (m_installed)
        sigaction(SIGINT, &m_previous, nullptr);
}

bool InterruptWatch::interrupted() const { return g_interrupted.load(); }

void InterruptWatch::cancelOnInterrupt(SearchControl* control)
{
    g_control.store(control);
    if (control && g_interrupted.load())
        control->requestCancel();
}

} // namespace othello
