// Seeded random editing through the editor core (reliability T8): add, delete,
// reparent, reorder, rename, set property, copy/paste, undo and redo. After every
// operation the tree must be consistent; at checkpoints save -> load -> save must be
// byte-identical, and undoing everything must give back the first file byte for byte
// (redoing as much, the file before the undo). DIORAMA_STRESS_OPS and DIORAMA_STRESS_SEED scale it
// up (docs/reliability.md runs 1M operations under ASan + UBSan).
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <unordered_set>

using namespace diorama;

namespace {

struct Stress {
    Document doc;
    std::mt19937 rng;
    std::size_t executed = 0, refused = 0;

    explicit Stress(unsigned seed) : rng(seed) { doc.commands().setMaxDepth(std::size_t(-1)); }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }
    float value() { return float(pick(4001) - 2000) / 4.0f; }

    std::vector<Node*> allNodes() {
        std::vector<Node*> out;
        std::vector<Node*> stack{&doc.scene()};
        while (!stack.empty()) {
            Node* n = stack.back();
            stack.pop_back();
            out.push_back(n);
            for (auto& c : n->children()) stack.push_back(c.get());
        }
        return out;
    }
    Node* anyNode() {
        auto nodes = allNodes();
        return nodes[std::size_t(pick(int(nodes.size())))];
    }
    Node* anyChild() {
        auto nodes = allNodes();
        if (nodes.size() < 2) return nullptr;
        return nodes[1 + std::size_t(pick(int(nodes.size()) - 1))];
    }

    PropertyValue randomValue(const PropertyInfo& p) {
        switch (p.kind) {
        case PropertyKind::Bool: return pick(2) == 1;
        case PropertyKind::Int: return pick(21) - 10;
        case PropertyKind::Byte: return pick(256);
        case PropertyKind::Float:
        case PropertyKind::Angle: return p.name == std::string("fontSize") ? float(1 + pick(64)) : value();
        case PropertyKind::Point: return Vec2{value(), value()};
        case PropertyKind::Extent: return Size{float(pick(300)), float(pick(300))};
        case PropertyKind::Region: return Rect{{float(pick(8)), float(pick(8))}, {float(pick(8)), float(pick(8))}};
        case PropertyKind::Color:
            return Color3B{std::uint8_t(pick(256)), std::uint8_t(pick(256)), std::uint8_t(pick(256))};
        case PropertyKind::Enum: return pick(int(p.enumNames.size()));
        case PropertyKind::String:
        case PropertyKind::Text: return std::string("n") + std::to_string(pick(50));
        case PropertyKind::Path: break;
        }
        return false;
    }

    void run(std::unique_ptr<Command> c) {
        if (c && doc.execute(std::move(c)))
            ++executed;
        else
            ++refused;
    }

    void step() {
        switch (pick(10)) {
        case 0: {
            static const char* kTypes[] = {"Node", "Sprite", "ColorLayer", "Label"};
            run(makeCreateNodeCommand(doc, kTypes[pick(4)], anyNode()->id()));
            break;
        }
        case 1:
            if (Node* n = anyChild()) run(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{n->id()}));
            break;
        case 2: {
            Node* n = anyChild();
            Node* parent = anyNode();
            if (n) run(std::make_unique<ReparentCommand>(n->id(), parent->id(), std::nullopt, pick(2) == 0));
            break;
        }
        case 3: {
            Node* parent = anyNode();
            std::vector<NodeId> order = fileOrderIds(*parent);
            std::shuffle(order.begin(), order.end(), rng);
            run(std::make_unique<ReorderChildrenCommand>(parent->id(), order));
            break;
        }
        case 4: {
            Node* n = anyNode();
            run(std::make_unique<SetPropertyCommand>(n->id(), "name", std::string("r") + std::to_string(pick(100))));
            break;
        }
        case 5: {
            Node* n = anyNode();
            std::vector<const PropertyInfo*> applicable;
            for (const PropertyInfo& p : nodeProperties())
                if (p.appliesTo(*n) && p.kind != PropertyKind::Path) applicable.push_back(&p);
            if (applicable.empty()) break;
            const PropertyInfo& p = *applicable[std::size_t(pick(int(applicable.size())))];
            run(std::make_unique<SetPropertyCommand>(n->id(), p.name, randomValue(p)));
            break;
        }
        case 6: {
            // Repeated pastes double a scene; past a few thousand nodes it would reach
            // the file size limit, which saving refuses (SceneSave tests cover that).
            Node* n = anyChild();
            if (!n || allNodes().size() > 3000) break;
            const std::string text = copyNodes(doc, {n->id()});
            std::string error;
            run(makePasteCommand(doc, text, anyNode()->id(), error));
            break;
        }
        case 7:
        case 8: doc.undo(); break;
        default: doc.redo(); break;
        }
    }

    // Parent links agree, ids are unique, the index finds every node, every node in the
    // running scene has entered it, and depth stays within the file limit.
    void checkInvariants() {
        std::unordered_set<std::uint64_t> ids;
        std::unordered_set<std::string> fileIds;
        std::vector<std::pair<Node*, int>> stack{{&doc.scene(), 0}};
        while (!stack.empty()) {
            auto [n, depth] = stack.back();
            stack.pop_back();
            ASSERT_LE(depth, 256);
            ASSERT_TRUE(ids.insert(n->id().value).second) << "duplicate NodeId";
            if (const std::string& fileId = doc.fileData().fileId(n->id()); !fileId.empty()) {
                ASSERT_TRUE(fileIds.insert(fileId).second) << "duplicate file id " << fileId;
            }
            ASSERT_EQ(doc.find(n->id()), n);
            ASSERT_TRUE(n->isRunning()) << "a node in the scene has not entered it";
            for (auto& c : n->children()) {
                ASSERT_EQ(c->parent(), n);
                stack.push_back({c.get(), depth + 1});
            }
        }
    }

    std::string text() { return doc.sceneText(); }

    void checkSaveLoadSave() {
        std::string nonFinite;
        const std::string first = saveSceneToString(doc.scene(), doc.fileData(), &nonFinite);
        ASSERT_EQ(nonFinite, "") << "an edit produced a value no file can hold";
        LoadResult loaded = loadSceneText(first, "stress.json", ".", doc.sceneContext());
        ASSERT_TRUE(loaded.ok()) << loaded.error->format();
        ASSERT_EQ(saveSceneToString(*loaded.scene, loaded.file), first);
    }
};

std::size_t envOr(const char* name, std::size_t fallback) {
    const char* v = std::getenv(name);
    return v ? std::size_t(std::strtoull(v, nullptr, 10)) : fallback;
}

}  // namespace

TEST(EditStress, RandomEditsKeepTheTreeConsistentAndUndoToTheFirstFile) {
    const std::size_t ops = envOr("DIORAMA_STRESS_OPS", 10000);
    const unsigned seed = unsigned(envOr("DIORAMA_STRESS_SEED", 2026));
    // Undoing the whole history at every checkpoint is quadratic; long runs start a
    // new history (and a new "first file") every window.
    const std::size_t window = std::min<std::size_t>(ops, 10000);
    Stress s(seed);
    std::string windowStart = s.text();
    for (std::size_t i = 1; i <= ops; ++i) {
        s.step();
        ASSERT_NO_FATAL_FAILURE(s.checkInvariants()) << "after operation " << i << " (seed " << seed << ")";
        if (i % 1000 == 0) {
            ASSERT_NO_FATAL_FAILURE(s.checkSaveLoadSave()) << "at operation " << i;
            const std::string now = s.text();
            std::size_t undone = 0;
            while (s.doc.undo()) ++undone;
            ASSERT_EQ(s.text(), windowStart) << "undo-all at operation " << i;
            ASSERT_NO_FATAL_FAILURE(s.checkInvariants());
            for (std::size_t k = 0; k < undone; ++k) ASSERT_TRUE(s.doc.redo());
            ASSERT_EQ(s.text(), now) << "redoing all that was undone at operation " << i;
        }
        if (i % window == 0) {
            s.doc.commands().clear();
            windowStart = s.text();
        }
    }
    std::printf(
        "edit stress: %zu operations (seed %u): %zu executed, %zu refused, %zu nodes at the end, 0 violations\n", ops,
        seed, s.executed, s.refused, s.allNodes().size());
}
