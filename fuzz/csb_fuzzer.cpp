// The exporter's input side: any scene the loader accepts exports to a .csb that our
// verifier (the generated one plus what cocos' readers dereference unchecked) accepts,
// with one node tree entry per exported node, and to a .csd that pugixml parses.
#include "csb_generated.h"
#include "diorama/cocostudio/export.h"
#include "diorama/nodes/instance.h"

#include <pugixml.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

// Nodes an export writes: an Instance's nodes live in the nested file.
std::size_t exportedNodes(const diorama::Node& node) {
    std::size_t n = 1;
    if (node.typeName() != "Instance")
        for (const auto& c : node.children()) n += exportedNodes(*c);
    return n;
}

std::size_t treeNodes(const diorama::csb::NodeTree* tree) {
    std::size_t n = 1;
    for (const diorama::csb::NodeTree* c : *tree->children()) n += treeNodes(c);
    return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    diorama::SceneContext context;
    context.limits.maxNodes = 20000;
    const std::filesystem::path dir = "/nonexistent";
    diorama::LoadResult loaded = diorama::loadSceneText(text, "fuzz.scene.json", dir, context);
    if (!loaded.ok()) return 0;
    using namespace diorama::cocostudio;
    ExportReport report;
    const std::vector<std::uint8_t> csb =
        exportSceneBytes(*loaded.scene, loaded.file, dir / "fuzz.scene.json", dir, ExportFormat::Csb, report);
    // cocos' verifier allows 64 nested tables: deeper scenes fail there, and here alike.
    const std::string problem = verifyCsb(csb);
    if (!problem.empty() && problem != "the FlatBuffers verifier rejects the file") std::abort();
    if (problem.empty() &&
        treeNodes(diorama::csb::GetCSParseBinary(csb.data())->nodeTree()) != exportedNodes(*loaded.scene))
        std::abort();
    for (const ExportIssue& i : report.unrepresentable)
        if (i.what.empty() || i.why.empty()) std::abort();
    const std::vector<std::uint8_t> csd =
        exportSceneBytes(*loaded.scene, loaded.file, dir / "fuzz.scene.json", dir, ExportFormat::Csd, report);
    pugi::xml_document xml;
    if (!xml.load_buffer(csd.data(), csd.size())) std::abort();
    return 0;
}
