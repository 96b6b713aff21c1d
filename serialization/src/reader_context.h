// State shared by the pieces of the scene reader.
#pragma once

#include "diorama/nodes/instance.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/node_type.h"
#include "json_text.h"
#include "load_session.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace diorama::detail {

using json::Json;

// Thrown inside the reader; turned into a SceneError with line and column at the top.
struct ReadFailure {
    std::string pointer;
    std::string message;
    SceneError::Kind kind = SceneError::Kind::Invalid;
    std::string nestedCause{};  // SceneError::nestedCause
};

struct ReadState {
    // When the ids are checked: as each record is read (the general reader, which reports
    // a duplicate where it is), or once at the end (the streaming reader, which gives up).
    enum class IdCheck { AsRead, AtEnd };

    ReadState(std::string name, std::string_view source, const std::filesystem::path& baseDir,
              const SceneContext& sceneContext, IdCheck idCheck = IdCheck::AsRead)
        : fileName(std::move(name)), text(source), context(sceneContext),
          types(sceneContext.types ? sceneContext.types : &builtinNodeTypes()),
          assets(baseDir, sceneContext.projectRoot.value_or(baseDir), sceneContext.textures, sceneContext.fonts),
          idsCheckedAtEnd(idCheck == IdCheck::AtEnd) {
        file.types = sceneContext.types;
        // Growing the id tables one rehash at a time is a tenth of a large load: each
        // rehash scatters every entry again. A compact record is rarely under 96 bytes.
        expectedNodes = std::min(source.size() / 96, sceneContext.limits.maxNodes);
        file.reserve(expectedNodes);
        if (idsCheckedAtEnd)
            idsToCheck.reserve(expectedNodes);
        else
            fileIds.reserve(expectedNodes);
    }

    std::string fileName;
    std::string_view text;
    const SceneContext& context;
    const NodeTypeRegistry* types;
    ProjectAssets assets;  // also collects the asset problems
    SceneFileData file;
    std::unordered_set<std::string> fileIds;  // the ids read so far
    // The streaming reader checks the ids once, at the end (idsAreUnique): it gives up on a
    // duplicate, and the general reader reports it where it is. A set of strings that grows
    // node by node was a quarter of a large load, with its allocations and their freeing.
    const bool idsCheckedAtEnd;
    std::vector<std::string_view> idsToCheck;  // views into the text being read
    bool idsAreUnique() const;
    std::vector<std::optional<PropertyValue>> propertyValues;  // one record's, reused
    std::vector<std::size_t> propertiesSet;                    // which of them it set

    // The registry's answers, remembered: records repeat a few types and their keys, and
    // hashing every key of every record was a twentieth of a large load.
    const NodeType* findType(std::string_view name);
    const PropertyDescriptor* findProperty(const NodeType& type, std::string_view key);
    // The node records being read, with their pointers, for firstUseOfId.
    std::vector<std::pair<const Json*, std::string>> records;

    // Where an id was first used: searched for only when a duplicate turns up, so that
    // a valid file stores no pointer per node. Records are read depth first, in order.
    std::string firstUseOfId(const std::string& id) const;
    // The load's session; a reader entered without one (a test, the clipboard) gets its own.
    LoadSession& session() {
        if (context.session) return *context.session;
        if (!ownSession) ownSession = std::make_unique<LoadSession>(context.limits);
        return *ownSession;
    }
    std::unique_ptr<LoadSession> ownSession;
    std::size_t expectedNodes = 0;  // from the text's size
    const NodeType* lastType = nullptr;
    struct FoundProperty {
        const NodeType* type = nullptr;
        const PropertyDescriptor* property = nullptr;
    };
    std::array<FoundProperty, 64> foundProperties{};
    std::size_t nodeCount = 0;
    std::size_t instancedNodes = 0;
    // How much of the text the fast reader has read (0 to 1); empty in the general reader.
    std::function<double()> readFraction;
    Size designSize = Scene::kDefaultDesignSize;
};

[[noreturn]] inline void fail(const std::string& pointer, const std::string& message,
                              SceneError::Kind kind = SceneError::Kind::Invalid) {
    throw ReadFailure{pointer, message, kind};
}

// A JSON pointer spelled out only when something needs the text (an error, an asset
// problem): reading a valid file builds none. Each level refers to its parent, which
// lives in an enclosing call, so a Where must not outlive the reading of its value.
class Where {
public:
    Where(const std::string& root) : m_root(&root) {}  // NOLINT: a plain pointer reads as one
    Where(const Where& parent, std::string_view key) : m_parent(&parent), m_key(key) {}
    Where(const Where& parent, std::size_t index) : m_parent(&parent), m_index(index), m_isIndex(true) {}
    std::string str() const {
        if (m_root) return *m_root;
        std::string out = m_parent->str();
        out += '/';
        out += m_isIndex ? std::to_string(m_index) : json::escapePointerToken(m_key);
        return out;
    }
    operator std::string() const { return str(); }  // NOLINT: fail(where, ...) reads naturally

private:
    const std::string* m_root = nullptr;
    const Where* m_parent = nullptr;
    std::string_view m_key;
    std::size_t m_index = 0;
    bool m_isIndex = false;
};

// The size a document's "designSize" value gives, or why it gives none ("" when valid).
// Both readers check the header with these, so they accept the same documents.
std::string readDesignSize(const Json& value, Size& designSize);
// The document's keys other than the ones the reader understands, as saved text ("" when
// there are none).
std::string documentUnknownKeys(const Json& document);

// Reads one property value of the shape its kind asks for (the descriptor's own checks
// follow separately).
PropertyValue readValue(ReadState& state, const PropertyDescriptor& d, const Json& v, const Where& p);

// Puts the source scene's root children under `instance`, applies `overrides` (may be
// null) and records what saving needs (instance_reader.cpp). `depth` is the instance's.
void expandInstance(ReadState& state, Instance& instance, const Json* overrides, const Where& ptr, int depth,
                    bool contentSizeGiven);

// Reads one node record (and its subtree).
std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const Where& where, int depth, bool isRoot);
// Reads one record the stream collected (record_view.h), exactly as readNode reads the same
// record; its children are the stream's to add.
class StreamRecord;
std::unique_ptr<Node> readStreamedNode(ReadState& state, const StreamRecord& record, const Where& where, int depth,
                                       bool isRoot);

// Checks the document's "animations" value against the tree read from it
// (animation_records.cpp); fails at the pointer of the first problem.
void checkAnimations(ReadState& state, const Json& animations, const Node& root);

// Upgrades an older document in place to kSceneFormatVersion.
void migrateDocument(Json& document, int fromVersion);

}  // namespace diorama::detail
