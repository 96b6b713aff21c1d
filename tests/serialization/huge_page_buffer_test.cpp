// The memory a large scene text is parsed from, and the parser kept between reads.
#include "huge_page_buffer.h"
#include "simdjson_events.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

using namespace diorama::detail;

namespace {

constexpr std::size_t kHugePage = std::size_t(2) << 20;

TEST(HugePageBuffer, ALargeBufferIsAMappingThatStartsOnAHugePage) {
    HugePageBuffer buffer(5 * 1024 * 1024 + 7);
    ASSERT_NE(buffer.data(), nullptr);
    EXPECT_TRUE(buffer.isMapped());
    EXPECT_EQ(buffer.size(), 5u * 1024 * 1024 + 7);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(buffer.data()) % kHugePage, 0u);
    std::memset(buffer.data(), 'x', buffer.size());  // every byte is writable
    EXPECT_EQ(buffer.data()[buffer.size() - 1], 'x');
}

TEST(HugePageBuffer, ASmallBufferIsPlainMemory) {
    HugePageBuffer buffer(100);
    ASSERT_NE(buffer.data(), nullptr);
    EXPECT_FALSE(buffer.isMapped());
    EXPECT_EQ(buffer.size(), 100u);
    HugePageBuffer empty(0);
    EXPECT_NE(empty.data(), nullptr);
    EXPECT_EQ(empty.size(), 0u);
}

TEST(HugePageBuffer, AMoveHandsTheMemoryOver) {
    HugePageBuffer a(3 * kHugePage);
    char* memory = a.data();
    HugePageBuffer b(std::move(a));
    EXPECT_EQ(b.data(), memory);
    EXPECT_EQ(a.data(), nullptr);
    EXPECT_EQ(a.size(), 0u);
    HugePageBuffer c(10);
    c = std::move(b);
    EXPECT_EQ(c.data(), memory);
    EXPECT_TRUE(c.isMapped());
}

TEST(ReadBuffers, HoldTheTextWithoutItsByteOrderMarkAndRefuseARawNul) {
    ReadBuffers buffers;
    const auto padded = buffers.padded("\xEF\xBB\xBF{\"a\": 1}");
    ASSERT_TRUE(padded);
    EXPECT_EQ(std::string_view(*padded), "{\"a\": 1}");
    EXPECT_GE(padded->capacity(), padded->size() + simdjson::SIMDJSON_PADDING);
    EXPECT_FALSE(buffers.padded(std::string("{\"a\": \0}", 8)));
    const std::string large(3 * kHugePage, ' ');
    const auto big = buffers.padded(large);
    ASSERT_TRUE(big);
    EXPECT_EQ(big->size(), large.size());
}

// Counts what a read hands over, and reads another text from inside the first one's events,
// as an instance's source is read while its parent's records are built.
struct NestingHandler {
    std::string* log;
    bool nestOnce = false;
    bool null() { return *log += "n", true; }
    bool boolean(bool) { return *log += "b", true; }
    bool number_integer(std::int64_t v) { return *log += "i" + std::to_string(v), true; }
    bool number_unsigned(std::uint64_t v) { return *log += "u" + std::to_string(v), true; }
    bool number_float(double) { return *log += "f", true; }
    bool string(std::string_view v) { return *log += "s" + std::string(v), true; }
    bool start_object(std::size_t) { return *log += "{", true; }
    bool end_object() { return *log += "}", true; }
    bool start_array(std::size_t) { return *log += "[", true; }
    bool end_array() { return *log += "]", true; }
    bool key(std::string_view k) {
        *log += "k" + std::string(k);
        if (nestOnce) {
            nestOnce = false;
            ReadBuffers buffers;
            const auto inner = buffers.padded(R"({"inner": [7, "x"]})");
            NestingHandler nested{log};
            *log += "(";
            if (readJsonObjectEvents(buffers, *inner, nested, 8) != EventsEnd::Done) return false;
            *log += ")";
        }
        return true;
    }
    void stopped() {}
};

TEST(ReadBuffers, AReadInsideAnotherOnTheSameThreadLeavesTheOuterReadIntact) {
    std::string log;
    {
        NestingHandler handler{&log, true};
        ReadBuffers buffers;
        const auto outer = buffers.padded(R"({"a": 1, "b": [2, "y"], "c": {"d": null}})");
        ASSERT_EQ(readJsonObjectEvents(buffers, *outer, handler, 8), EventsEnd::Done);
        EXPECT_EQ(log, "{ka({kinner[u7sx]})u1kb[u2sy]kc{kdn}}");
    }
    // The kept set reads the next text, shorter and shallower, from its start.
    log.clear();
    NestingHandler again{&log};
    ReadBuffers buffers;
    const auto next = buffers.padded(R"({"z": -3})");
    ASSERT_EQ(readJsonObjectEvents(buffers, *next, again, 2), EventsEnd::Done);
    EXPECT_EQ(log, "{kzi-3}");
}

struct QuietHandler {
    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(std::int64_t) { return true; }
    bool number_unsigned(std::uint64_t) { return true; }
    bool number_float(double) { return true; }
    bool string(std::string_view) { return true; }
    bool start_object(std::size_t) { return true; }
    bool end_object() { return true; }
    bool start_array(std::size_t) { return true; }
    bool end_array() { return true; }
    bool key(std::string_view) { return true; }
    void stopped() {}
};

// Reads `text` with a set of buffers returned to the thread at the end.
EventsEnd readQuietly(const std::string& text) {
    QuietHandler handler;
    ReadBuffers buffers;
    const auto padded = buffers.padded(text);
    return padded ? readJsonObjectEvents(buffers, *padded, handler, 8) : EventsEnd::NotJson;
}

TEST(ReadBuffers, TheThreadKeepsTheBuffersOfAModestReadAndLetsGoOfAHugeOne) {
    ASSERT_EQ(readQuietly("{\"a\": \"" + std::string(1 << 20, 'x') + "\"}"), EventsEnd::Done);
    EXPECT_GE(ReadBuffers::keptTextBytes(), std::size_t(1) << 20);
    EXPECT_GE(ReadBuffers::keptParserCapacity(), std::size_t(1) << 20);
    ASSERT_EQ(readQuietly("{\"a\": \"" + std::string(ReadBuffers::kKeepBytes, 'x') + "\"}"), EventsEnd::Done);
    EXPECT_EQ(ReadBuffers::keptTextBytes(), 0u);
    EXPECT_EQ(ReadBuffers::keptParserCapacity(), 0u);
}

}  // namespace
