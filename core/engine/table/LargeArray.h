#pragma once

#include <cstddef>
#include <cstdint>
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
// it mostly does not. On Linux the memory is mapped for the table alone and unmapped when the
// table goes: from malloc, a freed table could stay resident in an arena of the thread that
// made it (tables come and go with every search in a comparison). Elements are
// value-initialised; throws std::bad_alloc like new.
template <class T> class LargeArray {
public:
    LargeArray() = default;
    explicit LargeArray(std::size_t count) : m_count(count)
    {
        const std::size_t bytes = (count * sizeof(T) + kHugePage - 1) / kHugePage * kHugePage;
        void* memory = allocate(bytes);
#ifdef MADV_HUGEPAGE
        madvise(memory, bytes, MADV_HUGEPAGE); // only advice: without it the table just runs slower
#endif
        std::uninitialized_value_construct_n(static_cast<T*>(memory), count);
        m_data = std::unique_ptr<T[], Free>(static_cast<T*>(memory), Free{count, bytes});
    }

    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }
    T* data() { return m_data.get(); }
    std::size_t size() const { return m_count; }
    T* begin() { return m_data.get(); }
    T* end() { return m_data.get() + m_count; }

private:
    static constexpr std::size_t kHugePage = std::size_t(2) << 20;
// AddressSanitizer checks the bounds of heap blocks only: its builds keep the table on the heap.
#if defined(__linux__) && !defined(__SANITIZE_ADDRESS__)
    static void* allocate(std::size_t bytes)
    {
        // Map one huge page more than needed and unmap what lies outside the aligned span.
        void* mapped = mmap(nullptr, bytes + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED)
            throw std::bad_alloc();
        const auto start = reinterpret_cast<std::uintptr_t>(mapped);
        const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
        if (aligned > start)
            munmap(mapped, aligned - start);
        if (const std::size_t tail = start + kHugePage - aligned; tail > 0)
            munmap(reinterpret_cast<void*>(aligned + bytes), tail);
        return reinterpret_cast<void*>(aligned);
    }
    static void release(void* memory, std::size_t bytes) { munmap(memory, bytes); }
#else
    static void* allocate(std::size_t bytes)
    {
        void* memory = std::aligned_alloc(kHugePage, bytes);
        if (!memory)
            throw std::bad_alloc();
        return memory;
    }
    static void release(void* memory, std::size_t) { std::free(memory); }
#endif

    struct Free {
        std::size_t count = 0;
        std::size_t bytes = 0;
        void operator()(T* data) const
        {
            std::destroy_n(data, count);
            release(data, bytes);
        }
    };
    std::size_t m_count = 0;
    std::unique_ptr<T[], Free> m_data{nullptr, Free{}};
};

} // namespace othello
