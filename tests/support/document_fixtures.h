// Editor documents opened from the sample projects, and nodes found by path.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace diorama::test {

inline const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;

inline std::unique_ptr<Document> openSample(const std::string& name) {
    auto r = Document::open(kSource / "projects" / name / (name + ".scene.json"));
    EXPECT_TRUE(r.document) << (r.error ? r.error->format() : "");
    return std::move(r.document);
}

inline NodeId idOf(Document& doc, const std::string& path) {
    Node* n = findNodeByPath(doc.scene(), path);
    EXPECT_NE(n, nullptr) << path;
    return n ? n->id() : NodeId{};
}

using CommandFactory = std::function<std::unique_ptr<Command>(Document&)>;

}  // namespace diorama::test
