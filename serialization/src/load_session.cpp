#include "load_session.h"

#include "diorama/io/asset_file.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

namespace diorama::detail {

namespace fs = std::filesystem;

bool readSceneBytes(const fs::path& path, std::uint64_t maxFileBytes, std::string& text, SceneError& error) {
    const std::string name = path.string();
    // Only a path that names nothing is "not found": a path through a plain file or a loop
    // of links says what stat said.
    struct stat st {};
    if (::stat(name.c_str(), &st) != 0) {
        const int err = errno;
        error = SceneError{name, "", 0, 0,
                           err == ENOENT ? std::string("file not found")
                                         : "file cannot be opened (" + std::string(std::strerror(err)) + ")"};
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        error =
            SceneError{name, "", 0, 0, S_ISDIR(st.st_mode) ? "not a regular file (a folder)" : "not a regular file"};
        return false;
    }
    std::string message;
    if (!readAssetFile(path, "scene", maxFileBytes, text, message)) {
        // readAssetFile's message starts with the file name; SceneError adds it again.
        const std::string prefix = name + ": ";
        error = SceneError{name, "", 0, 0, message.rfind(prefix, 0) == 0 ? message.substr(prefix.size()) : message};
        return false;
    }
    return true;
}

const std::string* LoadSession::text(const fs::path& file, const fs::path& key, std::uint64_t maxFileBytes,
                                     SceneError& error) {
    if (auto it = m_texts.find(key.string()); it != m_texts.end()) return &it->second;
    std::string text;
    if (!readSceneBytes(file, maxFileBytes, text, error)) {
        recordFailure(key, error);
        return nullptr;
    }
    return &m_texts.emplace(key.string(), std::move(text)).first->second;
}

const SceneError* LoadSession::failure(const fs::path& key) const {
    auto it = m_failures.find(key.string());
    return it == m_failures.end() ? nullptr : &it->second;
}

void LoadSession::recordFailure(const fs::path& key, const SceneError& error) {
    m_failures.emplace(key.string(), error);
}

std::string LoadSession::charge(std::uint64_t bytes, std::uint64_t limit, const std::string& what) {
    m_bytes += bytes;
    if (m_bytes <= limit) return "";
    return "bytes per load limit exceeded: " + what + " (" + std::to_string(bytes) + " bytes) makes " +
           std::to_string(m_bytes) + " bytes read and expanded by this load, at most " + std::to_string(limit) +
           " (each instance counts its source's bytes)";
}

}  // namespace diorama::detail
