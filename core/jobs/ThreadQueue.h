#pragma once

#include "ThreadHandOff.h"

#include <mutex>
#include <utility>
#include <vector>

namespace othello {

// Like ThreadHandOff, for a worker that reports several values while it runs (each finished
// depth, each finished game): put() appends under the hand-off mutex and posts an
// argument-less queued call; the slot takes everything queued so far, so a late call finds
// nothing and a burst of values is read at once.
template <class T> class ThreadQueue {
public:
    template <class Post> void put(T value, Post&& post)
    {
        const std::lock_guard lock(threadHandOffMutex());
        m_values.push_back(std::move(value));
        std::forward<Post>(post)();
    }
    std::vector<T> takeAll()
    {
        const std::lock_guard lock(threadHandOffMutex());
        std::vector<T> values;
        values.swap(m_values);
        return values;
    }

private:
    std::vector<T> m_values;
};

} // namespace othello
