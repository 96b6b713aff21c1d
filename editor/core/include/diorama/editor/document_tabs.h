// The rules of the editor's document tabs, apart from their UI: which document a new one
// may replace, which tab shows after a close, and whether a file is already open.
#pragma once

#include "diorama/editor/document.h"

#include <cstddef>
#include <filesystem>

namespace diorama {

// An untitled document nobody has touched (the one the editor starts with): opening or
// creating another takes its place instead of adding a tab.
bool isPristine(const Document& doc);

// The tab shown after closing tab `closed` of `count`: the one that moves into its place,
// else (it was the last) the one before it.
std::size_t tabAfterClosing(std::size_t closed, std::size_t count);

// Whether `doc` is the file `path`: both as absolute, normalised paths with their links
// resolved, so that "a/../b.scene.json" and a link to it find the open tab.
bool isDocumentFor(const Document& doc, const std::filesystem::path& path);

}  // namespace diorama
