// Nested scenes: an Instance's nodes are its source scene's root children, read with the
// same limits (they count through instances), its overrides applied on top.
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "json_parse.h"
#include "load_session.h"
#include "reader_context.h"

#include <algorithm>

namespace diorama::detail {

namespace {

namespace fs = std::filesystem;

// The cycle, outermost first ("a -> b -> a"), and where the load entered it; a long one
// keeps its ends.
std::string chainText(const std::vector<fs::path>& chain, const fs::path& last) {
    const auto start = std::find(chain.begin(), chain.end(), last);
    std::vector<std::string> names;
    for (auto it = start; it != chain.end(); ++it) names.push_back(it->filename().string());
    names.push_back(last.filename().string());
    std::string out;
    const std::size_t keep = 5;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names.size() > 2 * keep + 1 && i == keep) {
            out += "... (" + std::to_string(names.size() - 2 * keep) + " more) -> ";
            i = names.size() - keep - 1;
            continue;
        }
        out += names[i] + (i + 1 < names.size() ? " -> " : "");
    }
    if (start != chain.begin())
        out += ", entered from " + chain.front().filename().string() + " through " +
               std::to_string(start - chain.begin()) + " scene" + (start - chain.begin() == 1 ? "" : "s");
    return out;
}

// A nested instance's "source" is never an override (the reader refuses one), so it has
// no baseline value to compare with.
bool isSourceOfInstance(const Node& node, const std::string& key) {
    return key == "source" && dynamic_cast<const Instance*>(&node);
}

void recordBaseline(const NodeTypeRegistry& types, const Node& node, InstanceRecord& record) {
    for (const Node* child : childrenInFileOrder(node)) {
        InstanceRecord::Baseline b{child->id(), {}};
        if (const NodeType* type = types.find(child->typeName()))
            for (const PropertyDescriptor& d : type->properties())
                if (!isSourceOfInstance(*child, d.key)) b.values.push_back({d.key, d.get(*child)});
        record.baseline.push_back(std::move(b));
        recordBaseline(types, *child, record);
    }
}

// The source's scene, read through the load's session: a source that failed before is
// not read again, and its bytes count towards the load's budget each time it is expanded.
LoadResult loadNestedScene(ReadState& state, const std::string& source, const fs::path& file, const fs::path& key,
                           SceneContext& nested, const Where& sourceWhere) {
    LoadSession& session = state.session();
    nested.session = &session;
    LoadResult loaded;
    if (const SceneError* failed = session.failure(key)) {
        loaded.error = *failed;
        return loaded;
    }
    SceneError readError;
    const std::string* text = session.text(file, key, nested.limits.maxFileBytes, readError);
    if (!text) {
        loaded.error = readError;
        return loaded;
    }
    if (std::string over = session.charge(text->size(), nested.limits.maxLoadBytes, "expanding " + source);
        !over.empty())
        fail(sourceWhere, over, SceneError::Kind::TreeLimit);
    loaded = loadSceneTextOf(*text, file, nested);
    if (!loaded.ok()) session.recordFailure(key, *loaded.error);
    return loaded;
}

// Checked before the source is read: overrides an unloaded source keeps verbatim are
// written back as they came, so they must have the shape a saved file can hold.
void checkOverridesShape(const Json* overrides, const Where& ptr) {
    if (!overrides) return;
    const Where overridesWhere(ptr, "overrides");
    if (!overrides->is_object()) fail(overridesWhere, "expected an object of node paths");
    for (auto it = overrides->begin(); it != overrides->end(); ++it)
        if (!it->is_object()) fail(Where(overridesWhere, it.key()), "expected an object of property values");
}

}  // namespace

void expandInstance(ReadState& state, Instance& instance, const Json* overrides, const Where& ptr, int depth,
                    bool contentSizeGiven) {
    checkOverridesShape(overrides, ptr);
    InstanceRecord record;
    const Where sourceWhere(ptr, "source");
    auto keepAll = [&] {
        if (overrides && !overrides->empty()) record.keptOverrides = overrides->dump();
        state.file.instances[instance.id()] = std::move(record);
    };
    const std::string& source = instance.source();
    if (source.empty()) {
        state.assets.problems().push_back({sourceWhere, "an Instance needs a \"source\" scene"});
        return keepAll();
    }
    std::optional<fs::path> full;
    state.assets.setPointer([&sourceWhere] { return sourceWhere.str(); });
    full = state.assets.resolve(source);
    state.assets.setPointer(std::function<std::string()>());
    if (!full) return keepAll();  // the problem names the path

    std::error_code ec;
    const fs::path target = fs::weakly_canonical(*full, ec);
    std::vector<fs::path> chain = state.context.nestingChain ? *state.context.nestingChain : std::vector<fs::path>{};
    chain.push_back(fs::weakly_canonical(fs::path(state.fileName), ec));
    if (std::find(chain.begin(), chain.end(), target) != chain.end())
        fail(sourceWhere,
             "nested scenes form a cycle: " + chainText(chain, target) + " (a scene cannot contain itself)",
             SceneError::Kind::NestingCycle);

    SceneContext nested = state.context;
    const SceneLimits& limits = state.context.limits;
    nested.nestingChain = &chain;
    nested.limits.maxTreeDepth = std::max(0, limits.maxTreeDepth - depth);
    // The source's root is not a node here: it may have one more than what is left.
    nested.limits.maxNodes = limits.maxNodes - std::min(limits.maxNodes, state.nodeCount) + 1;
    nested.limits.maxInstancedNodes =
        limits.maxInstancedNodes - std::min(limits.maxInstancedNodes, state.instancedNodes);
    nested.projectRoot = state.context.projectRoot;
    nested.progress = {};  // the outer file's progress is what a loading bar shows
    LoadResult loaded = loadNestedScene(state, source, *full, target, nested, sourceWhere);
    if (!loaded.ok()) {
        const SceneError& error = *loaded.error;
        if (error.kind != SceneError::Kind::Invalid) {
            // Quoted once, however deep: each level adds only where its instance is.
            std::string cause = error.nestedCause.empty() ? error.format() : error.nestedCause;
            throw ReadFailure{sourceWhere, "in nested scene " + source + ": " + cause, error.kind, std::move(cause)};
        }
        state.assets.problems().push_back(
            {sourceWhere, "nested scene " + source + " was not loaded: " + error.format()});
        return keepAll();
    }
    const std::size_t placed = loaded.nodeCount > 0 ? loaded.nodeCount - 1 : 0;  // its root is not a node here
    state.nodeCount += placed;
    state.instancedNodes += loaded.instancedNodes + placed;
    if (state.instancedNodes > limits.maxInstancedNodes)
        fail(sourceWhere,
             "instanced nodes limit exceeded: at most " + std::to_string(state.session().limits().maxInstancedNodes) +
                 " nodes placed by instances per load, each counted once per instance above it",
             SceneError::Kind::TreeLimit);
    for (const AssetProblem& p : loaded.assetProblems)
        state.assets.problems().push_back({sourceWhere, source + " " + p.pointer + ": " + p.message});

    Scene& root = *loaded.scene;
    // The source's clips play on the instance, as cocos runs a ProjectNode's timeline on
    // it: what they key on the source's root, they key on the instance.
    record.clips = sceneAnimations(root, loaded.file);
    for (AnimationClip& clip : record.clips)
        for (Track& track : clip.tracks)
            if (track.node == root.id()) track.node = instance.id();
    instance.setSourceDesignSize(root.designSize());
    if (!contentSizeGiven) instance.setContentSize(root.designSize());
    for (Node* child : childrenInFileOrder(root)) instance.addChild(root.detachChild(*child));
    state.file.merge(std::move(loaded.file));
    recordBaseline(*state.types, instance, record);

    if (overrides) {
        Json kept = Json::object();
        const Where overridesWhere(ptr, "overrides");
        for (auto it = overrides->begin(); it != overrides->end(); ++it) {
            const Where at(overridesWhere, it.key());
            Node* overridden = it.key().empty() ? nullptr : findNodeByPath(instance, it.key());
            if (!overridden) {
                state.assets.problems().push_back(
                    {at, "override path \"" + it.key() + "\" is not in " + source + "; kept, not applied"});
                json::appendMember(kept, it.key(), *it);
                continue;
            }
            const NodeType* type = state.types->find(overridden->typeName());
            PropertyContext context{&state.assets};
            for (auto value = it->begin(); value != it->end(); ++value) {
                const Where valueWhere(at, value.key());
                if (isSourceOfInstance(*overridden, value.key()))
                    fail(valueWhere,
                         "an override cannot change a nested instance's \"source\" (it would name a scene the "
                         "source file does not; unpack the instance to change it)");
                const PropertyDescriptor* d = type ? type->find(value.key()) : nullptr;
                if (!d)
                    fail(valueWhere,
                         "\"" + value.key() + "\" is not a property of " + std::string(overridden->typeName()));
                PropertyValue v = readValue(state, *d, *value, valueWhere);
                if (std::string error = d->validate(v); !error.empty()) fail(valueWhere, error);
                state.assets.setPointer([&valueWhere] { return valueWhere.str(); });
                d->apply(*overridden, v, context);
                state.assets.setPointer(std::function<std::string()>());
            }
        }
        if (!kept.empty()) record.keptOverrides = kept.dump();
    }
    state.file.instances[instance.id()] = std::move(record);
}

}  // namespace diorama::detail
