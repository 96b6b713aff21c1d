// A growable array of plain values whose appended slots are left for the caller to
// write. A frame appends a command and four vertices per sprite, by the hundred thousand:
// std::vector would initialise every vertex before the draw overwrites it, and its range
// insert costs more than the copy. Capacity is kept across clear(), as a frame's queue
// is refilled every frame.
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <span>
#include <type_traits>
#include <utility>

namespace diorama {

template <class T>
class AppendBuffer {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "slots are moved with memcpy and never destroyed");

public:
    AppendBuffer() = default;
    AppendBuffer(const AppendBuffer& other) { *this = other; }
    AppendBuffer& operator=(const AppendBuffer& other) {
        if (this != &other) {
            clear();
            if (other.m_size) std::memcpy(append(other.m_size), other.m_data, other.m_size * sizeof(T));
        }
        return *this;
    }
    AppendBuffer(AppendBuffer&& other) noexcept
        : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
          m_capacity(std::exchange(other.m_capacity, 0)) {}
    AppendBuffer& operator=(AppendBuffer&& other) noexcept {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
        return *this;
    }
    ~AppendBuffer() { std::allocator<T>().deallocate(m_data, m_capacity); }

    // `count` new slots at the end, to be written before they are read.
    T* append(std::size_t count) {
        if (m_capacity - m_size < count) [[unlikely]]
            grow(m_size + count);
        T* slots = m_data + m_size;
        m_size += count;
        return slots;
    }
    void push_back(const T& value) { *append(1) = value; }
    void clear() { m_size = 0; }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T* data() { return m_data; }
    const T* data() const { return m_data; }
    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }
    T& back() { return m_data[m_size - 1]; }
    std::span<const T> view() const { return {m_data, m_size}; }

private:
    void grow(std::size_t needed) {
        std::size_t capacity = m_capacity ? m_capacity * 2 : 64;
        while (capacity < needed) capacity *= 2;
        T* data = std::allocator<T>().allocate(capacity);
        if (m_size) std::memcpy(data, m_data, m_size * sizeof(T));
        std::allocator<T>().deallocate(m_data, m_capacity);
        m_data = data;
        m_capacity = capacity;
    }

    T* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

}  // namespace diorama
