#include "huge_page_buffer.h"

#include <cstdint>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace diorama::detail {

constexpr std::size_t kHugePage = std::size_t(2) << 20;

HugePageBuffer::HugePageBuffer(std::size_t bytes) : m_size(bytes) {
#if defined(__linux__)
    if (bytes >= kHugePage) {  // below one huge page the kernel could not use one: plain memory
        // Whole huge pages, starting on a huge-page boundary: map one page more than
        // needed and give back the ends, since the kernel only uses a huge page for an
        // aligned 2 MB stretch of the region.
        const std::size_t length = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        void* raw = ::mmap(nullptr, length + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw != MAP_FAILED) {
            char* start = static_cast<char*>(raw);
            char* aligned = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(start) + kHugePage - 1) /
                                                    kHugePage * kHugePage);
            if (aligned > start) ::munmap(start, std::size_t(aligned - start));
            char* end = aligned + length;
            if (char* rawEnd = start + length + kHugePage; rawEnd > end) ::munmap(end, std::size_t(rawEnd - end));
            ::madvise(aligned, length, MADV_HUGEPAGE);  // advice only: a refusal leaves 4 KB pages
            m_data = aligned;
            m_mapped = length;
            return;
        }
    }
#endif
    m_data = new (std::nothrow) char[bytes == 0 ? 1 : bytes];
    if (!m_data) m_size = 0;
}

HugePageBuffer::~HugePageBuffer() { release(); }

HugePageBuffer::HugePageBuffer(HugePageBuffer&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
      m_mapped(std::exchange(other.m_mapped, 0)) {}

HugePageBuffer& HugePageBuffer::operator=(HugePageBuffer&& other) noexcept {
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_mapped = std::exchange(other.m_mapped, 0);
    }
    return *this;
}

void HugePageBuffer::release() {
#if defined(__linux__)
    if (m_mapped) {
        ::munmap(m_data, m_mapped);
        m_data = nullptr;
        m_mapped = 0;
        return;
    }
#endif
    delete[] m_data;
    m_data = nullptr;
}

}  // namespace diorama::detail
