// What the export tests share: exporting a scene and reading the .csb back with the reader
// flatc generates from our schema, and the .csd round trip through Diorama's own importer.
#pragma once

#include "csb_generated.h"
#include "diorama/cocostudio/export.h"
#include "temp_files.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace diorama::test {

inline const std::filesystem::path kStudioFixtures =
    std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/cocosstudio";
inline const std::filesystem::path kCocosFixtures =
    std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/cocos2d-x";  // MIT, see its README

std::vector<std::uint8_t> bytesOf(const std::filesystem::path& p);

struct Exported {
    cocostudio::ExportResult result;
    std::vector<std::uint8_t> bytes;
    const csb::CSParseBinary* root() const { return csb::GetCSParseBinary(bytes.data()); }
    bool reported(const std::string& node, const std::string& what) const;
    // "node what" for each reported issue whose `what` starts with `prefix`, in report order.
    std::vector<std::string> reportedStartingWith(const std::string& prefix) const;
};

// Exports `scene` to `out` (a .csb or .csd), expecting success.
Exported exportTo(const std::filesystem::path& scene, const std::filesystem::path& out,
                  std::optional<std::filesystem::path> root = std::nullopt);

const csb::WidgetOptions* widgetOf(const csb::NodeTree* n);
// The child named `name`; a test failure when there is none.
const csb::NodeTree* child(const csb::NodeTree* n, const std::string& name);

template <class T>
const T* as(const csb::NodeTree* n) {
    return reinterpret_cast<const T*>(n->options()->data());
}

// Imports a fixture of tests/fixtures/cocostudio/cocosstudio into a copy of that folder
// (the resource root), saves it there and returns the scene file.
std::filesystem::path importFixture(const TempDir& dir, const std::string& csd);

// A saved scene without its random file ids (and the clip tracks naming them): two imports of
// the same file differ only there.
std::string withoutIds(const std::string& text);
std::string importToText(const std::filesystem::path& csd, const std::filesystem::path& root);
// .csd -> scene -> .csd -> scene: the two scene files are the same.
void expectCsdRoundTrip(const std::filesystem::path& csd, const std::filesystem::path& root);

}  // namespace diorama::test
