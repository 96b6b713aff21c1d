// What one load of a scene shares with the nested scenes it reads, so that its cost
// follows the distinct bytes it names, not the number of times they are named:
// - each source's text, read once however many instances name it;
// - the fault of each source that failed, so that nothing is read again because of an
//   error (the streaming reader's retry with the general reader used to read every
//   nested scene again at each level: 2^n reads for a chain of n);
// - the bytes read and expanded so far, bounded by SceneLimits::maxLoadBytes.
// A parsed scene is not shared: it becomes the nodes of one instance, and a node tree has
// no faithful copy short of reading its text again.
#pragma once

#include "diorama/serialization/scene_io.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <unordered_map>

namespace diorama::detail {

class LoadSession {
public:
    // `limits`: the outermost scene's, which nested scenes get what is left of.
    explicit LoadSession(const SceneLimits& limits) : m_limits(limits) {}
    const SceneLimits& limits() const { return m_limits; }
    // The text of `file` (whose canonical path is `key`), read on first use. Null when it
    // cannot be read, with `error` naming the file; the failure is remembered.
    const std::string* text(const std::filesystem::path& file, const std::filesystem::path& key,
                            std::uint64_t maxFileBytes, SceneError& error);
    // The fault a source gave earlier in this load, or null.
    const SceneError* failure(const std::filesystem::path& key) const;
    void recordFailure(const std::filesystem::path& key, const SceneError& error);
    // Adds `bytes` (`what` being read or expanded) to this load's total; the limit's
    // message when that passes `limit`, "" otherwise.
    std::string charge(std::uint64_t bytes, std::uint64_t limit, const std::string& what);
    std::uint64_t bytes() const { return m_bytes; }
    // Back to an earlier total, for work that is about to be redone.
    void refund(std::uint64_t total) { m_bytes = std::min(m_bytes, total); }

private:
    SceneLimits m_limits;
    std::unordered_map<std::string, std::string> m_texts;  // by canonical path
    std::unordered_map<std::string, SceneError> m_failures;
    std::uint64_t m_bytes = 0;
};

// Reads a scene file's bytes as loadSceneFile does (a regular file, at most
// `maxFileBytes`); false with `error` naming the file otherwise.
bool readSceneBytes(const std::filesystem::path& path, std::uint64_t maxFileBytes, std::string& text,
                    SceneError& error);

// Loads the text of the scene file `path`, its assets bounded by the project around it
// (loadSceneFile after reading).
LoadResult loadSceneTextOf(std::string_view text, const std::filesystem::path& path, const SceneContext& context);

}  // namespace diorama::detail
