// Nodes from a nested scene's source in the editor: which of their properties this scene
// overrides (what saving writes under the instance's "overrides"), with the source's
// value to revert to.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/editor/file_stamp.h"
#include "diorama/scene/node.h"
#include "diorama/types/property.h"

#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

class Document;

struct OverriddenProperty {
    std::string key;
    PropertyValue sourceValue;
};

// Empty for a node that does not come from an instance's source.
std::vector<OverriddenProperty> overriddenProperties(const Document& doc, const Node& node);

// The source's value of `key` when this scene overrides it, else nothing.
std::optional<PropertyValue> sourceValueOf(const Document& doc, const Node& node, const std::string& key);

// Sets the property back to the source's value (one undo step); null when not overridden.
std::unique_ptr<Command> makeRevertOverrideCommand(const Document& doc, const Node& node, const std::string& key);

}  // namespace diorama

namespace diorama {

// Unpack: the Instance becomes a plain Node holding the nodes its source gave (overrides
// applied, asset paths rebased from the source's folder, fresh file ids; the node keeps
// its own), as one undo step. One level leaves the instances inside as instances of this
// scene; Completely unpacks them too, all the way down. Null, with `error` set, when it
// cannot be done.
enum class UnpackDepth { OneLevel, Completely };
std::unique_ptr<Command> makeUnpackCommand(Document& doc, NodeId instance, std::string& error,
                                           UnpackDepth depth = UnpackDepth::OneLevel);
// Whether an Instance's nodes include instances (what Unpack Completely adds).
bool holdsInstances(const Node& instance);

// Save selection as scene: writes `node`'s subtree to the new scene file `path` and puts
// an Instance of it where the subtree was, as one undo step (undo leaves the file). The
// Instance takes the node's place in its parent: a plain Node's keys, or a drawing
// node's placement (position, anchor, size, rotation, scale, skew, local z, visibility),
// the source then holding the node itself at the origin so that every pixel stays put.
// Null, with `error` set, when it cannot be done (nothing is written then).
std::unique_ptr<Command> makeSaveAsSceneCommand(Document& doc, NodeId node, const std::filesystem::path& path,
                                                std::string& error);

}  // namespace diorama

namespace diorama {

// Notices nested scenes whose files another program changed: an instance's source and
// the sources nested in it, by modification time, size and hash (file_stamp.h).
class NestedSourceWatch {
public:
    // The instances of `doc` (those not inside another instance) whose sources changed
    // since the last call. An instance seen for the first time only has its sources
    // noted; a change is reported once (undoing a reload does not bring it back).
    std::vector<NodeId> changedInstances(Document& doc);

private:
    struct Source {
        std::filesystem::path file;
        std::optional<FileStamp> stamp;
    };
    std::unordered_map<NodeId, std::vector<Source>> m_known;
};

// Reads the instances' sources again as one undo step: the overrides this scene made are
// applied to the new nodes, those whose path is gone are kept in the file and reported
// (in `report`, with what was reloaded), and the selection stays on the same paths.
// False when nothing could be reloaded.
bool reloadInstances(Document& doc, const std::vector<NodeId>& instances, std::string& report);

// Apply to source: this scene's value of `key` on `node` (a node an instance placed
// here gave, whose value this scene overrides) written into that instance's source file,
// and every instance of the source read again, so that it is the source's own value and
// no longer an override. One undo step, the file included: undo writes the source's old
// value back. Null, with `error` naming the file and the reason, when it cannot be done
// (nothing is written then).
std::unique_ptr<Command> makeApplyToSourceCommand(Document& doc, NodeId node, const std::string& key,
                                                  std::string& error);

}  // namespace diorama
