#pragma once

#include <cassert>
#include <mutex>
#include <optional>
#include <utility>

namespace othello {

// The one mutex of every ThreadHandOff.
inline std::mutex& threadHandOffMutex()
{
    static std::mutex mutex;
    return mutex;
}

// After QThread::wait(): orders everything the finished thread did up to its last hand-off
// before what the caller does next (QThread::wait() synchronises through Qt internals that
// ThreadSanitizer cannot see).
inline void synchroniseWithHandOffs() { const std::lock_guard lock(threadHandOffMutex()); }

// Hands one value from a thread to a queued call on another, in a way ThreadSanitizer can
// follow. Qt's event queue is synchronised inside Qt, which distribution packages do not build
// with TSan, so the arguments of a queued signal look unordered to it. Here the signal carries
// nothing: the sender put()s the value and posts the call under a std::mutex, and the slot
// take()s it under the same mutex, which orders everything the sender did before. The mutex
// is one for the whole process, so the queue work Qt does inside put() (workers posting to the
// GUI thread at the same moment) is ordered too. A few locks per search, nothing per node.
template <class T> class ThreadHandOff {
public:
    // Stores `value`, then calls `post` (which emits the queued signal) still holding the lock.
    template <class Post> void put(T value, Post&& post)
    {
        const std::lock_guard lock(threadHandOffMutex());
        assert(!m_value && "one value in flight at a time");
        m_value = std::move(value);
        std::forward<Post>(post)();
    }
    // Stores the value a SearchThread's work ends with: the job takes it when finished() comes.
    void put(T value)
    {
        put(std::move(value), [] {});
    }
    // In the slot the post queued (or of finished()).
    T take()
    {
        const std::lock_guard lock(threadHandOffMutex());
        assert(m_value);
        T value = std::move(*m_value);
        m_value.reset();
        return value;
    }

private:
    std::optional<T> m_value;
};

} // namespace othello
