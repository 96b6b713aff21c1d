// The one way to read a file that a scene names (images, fonts, atlases, nested scenes,
// imported files). Such paths are untrusted: a FIFO would block forever, a directory
// fails halfway through a stream read, and a huge file exhausts memory. Every asset
// kind reads through here so that a new kind cannot forget these checks.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace diorama {

// Whether a symbolic link at the path itself is followed. Assets follow links (the
// project checks where they lead); side files the editor owns (locks, autosaves) refuse
// one at the open, so a planted link can never redirect them.
enum class LinkPolicy { Follow, Refuse };

// Reads the whole of `path` into `out`. Fails, with `error` naming the file and the
// reason, unless it is a regular file of at most `maxBytes` (after following a link, or
// refusing it). `kind` names the asset in messages ("image", "font", ...).
bool readAssetFile(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes,
                   std::vector<unsigned char>& out, std::string& error, LinkPolicy links = LinkPolicy::Follow);
// The same into text (a scene), without a copy from bytes to text.
bool readAssetFile(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes, std::string& out,
                   std::string& error, LinkPolicy links = LinkPolicy::Follow);

}  // namespace diorama
