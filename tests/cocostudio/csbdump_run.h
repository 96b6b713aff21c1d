// Runs csbdump (../shared/tools/csbdump, compiled against cocos 3.17's own generated
// reader) on a .csb: its JSON, or nothing when cocos' verifier rejects the file. Only
// where the build found csbdump (DIORAMA_CSBDUMP); tests skip without it.
#pragma once

#ifdef DIORAMA_CSBDUMP
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

namespace diorama::test {

inline std::optional<nlohmann::json> csbdump(const std::filesystem::path& csb) {
    const std::string command = std::string("\"") + DIORAMA_CSBDUMP + "\" \"" + csb.string() + "\"";
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return std::nullopt;
    std::string out;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
    if (::pclose(pipe) != 0) return std::nullopt;
    nlohmann::json j = nlohmann::json::parse(out, nullptr, false);
    if (j.is_discarded()) return std::nullopt;
    return j;
}

}  // namespace diorama::test
#endif
