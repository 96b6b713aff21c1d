// Memory for one large buffer (a scene's text as simdjson reads it, kept per thread by
// ReadBuffers), asking the kernel for transparent huge pages.
//
// Why: every 4 KB page a load touches first is a page fault, and in the virtual machines
// this runs on a fault costs microseconds. A 100k-node scene's 36 MB of text is 9,000
// faults per load with 4 KB pages; Linux backs a region advised with MADV_HUGEPAGE with
// 2 MB pages where it can (THP "madvise" mode, Debian's default), 18 faults for the same
// text. Where the kernel says no, the buffer is ordinary memory.
#pragma once

#include <cstddef>

namespace diorama::detail {

class HugePageBuffer {
public:
    HugePageBuffer() = default;
    // `bytes` of uninitialised memory, or an empty buffer (data() null) if none can be had.
    explicit HugePageBuffer(std::size_t bytes);
    ~HugePageBuffer();
    HugePageBuffer(HugePageBuffer&& other) noexcept;
    HugePageBuffer& operator=(HugePageBuffer&& other) noexcept;
    HugePageBuffer(const HugePageBuffer&) = delete;
    HugePageBuffer& operator=(const HugePageBuffer&) = delete;

    char* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    // Whether the memory is a mapping advised for huge pages (tests read it).
    bool isMapped() const { return m_mapped != 0; }

private:
    void release();

    char* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_mapped = 0;  // the mapping's length, or 0 when the memory came from new[]
};

}  // namespace diorama::detail
