#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#ifdef __linux__
#include <sys/mman.h>
#endif

namespace othello {

// A fixed-size array for transposition tables: aligned to 2 MiB and, on Linux, backed by
// transparent huge pages where the kernel allows it (madvise mode). A table of tens of MiB
// probed at random misses the TLB on nearly every probe with 4 KiB pages; with 2 MiB pages
// it mostly does not. Elements are value-initialised; throws std::bad_alloc like new.
template <class T> class LargeArray {
public:
    LargeArray() = default;
    explicit LargeArray(std::size_t count) : m_count(count)
    {
        constexpr std::size_t kHugePage = std::size_t(2) << 20;
        const std::size_t bytes = (count * sizeof(T) + kHugePage - 1) / kHugePage * kHugePage;
        void* memory = std::aligned_alloc(kHugePage, bytes);
        if (!memory)
            throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        madvise(memory, bytes, MADV_HUGEPAGE); // only advice: without it the table just runs slower
#endif
        std::uninitialized_value_construct_n(static_cast<T*>(memory), count);
        m_data = std::unique_ptr<T[], Free>(static_cast<T*>(memory), Free{count});
    }

    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }
    T* data() { return m_data.get(); }
    std::size_t size() const { return m_count; }
    T* begin() { return m_data.get(); }
    T* end() { return m_data.get() + m_count; }

private:
    struct Free {
        std::size_t count = 0;
        void operator()(T* data) const
        {
            std::destroy_n(data, count);
            std::free(data);
        }
    };
    std::size_t m_count = 0;
    std::unique_ptr<T[], Free> m_data{nullptr, Free{}};
};

} // namespace othello
