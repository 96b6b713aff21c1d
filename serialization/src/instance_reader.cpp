// Nested scenes: an Instance's nodes are its source scene's root children, read with the
// same limits (they count through instances), its overrides applied on top.
#include "diorama/serialization/node_path.h"
#include "json_parse.h"
#include "reader_context.h"

#include <algorithm>

namespace diorama::detail {

namespace {

namespace fs = std::filesystem;

std::string chainText(const std::vector<fs::path>& chain, const fs::path& last) {
    std::string out;
    for (const fs::path& p : chain) out += p.filename().string() + " -> ";
    return out + last.filename().string();
}

void recordBaseline(const NodeTypeRegistry& types, const Node& node, InstanceRecord& record) {
    for (const Node* child : childrenInFileOrder(node)) {
        InstanceRecord::Baseline b{child->id(), {}};
        if (const NodeType* type = types.find(child->typeName()))
            for (const PropertyDescriptor& d : type->properties()) b.values.push_back({d.key, d.get(*child)});
        record.baseline.push_back(std::move(b));
        recordBaseline(types, *child, record);
    }
}

}  // namespace

void expandInstance(ReadState& state, Instance& instance, const Json* overrides, const Where& ptr, int depth,
                    bool contentSizeGiven) {
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
    nested.nestingChain = &chain;
    nested.limits.maxTreeDepth = std::max(0, state.context.limits.maxTreeDepth - depth);
    // The source's root is not a node here: it may have one more than what is left.
    nested.limits.maxNodes =
        state.context.limits.maxNodes - std::min(state.context.limits.maxNodes, state.nodeCount) + 1;
    nested.projectRoot = state.context.projectRoot;
    LoadResult loaded = loadSceneFile(*full, nested);
    if (!loaded.ok()) {
        const std::string message = loaded.error->format();
        if (loaded.error->kind != SceneError::Kind::Invalid)
            fail(sourceWhere, "in nested scene " + source + ": " + message, loaded.error->kind);
        state.assets.problems().push_back({sourceWhere, "nested scene " + source + " was not loaded: " + message});
        return keepAll();
    }
    state.nodeCount += loaded.nodeCount > 0 ? loaded.nodeCount - 1 : 0;  // its root is not a node here
    for (const AssetProblem& p : loaded.assetProblems)
        state.assets.problems().push_back({sourceWhere, source + " " + p.pointer + ": " + p.message});

    Scene& root = *loaded.scene;
    instance.setSourceDesignSize(root.designSize());
    if (!contentSizeGiven) instance.setContentSize(root.designSize());
    for (Node* child : childrenInFileOrder(root)) instance.addChild(root.detachChild(*child));
    state.file.merge(std::move(loaded.file));
    recordBaseline(*state.types, instance, record);

    if (overrides) {
        if (!overrides->is_object()) fail(Where(ptr, "overrides"), "expected an object of node paths");
        Json kept = Json::object();
        const Where overridesWhere(ptr, "overrides");
        for (auto it = overrides->begin(); it != overrides->end(); ++it) {
            const Where at(overridesWhere, it.key());
            if (!it->is_object()) fail(at, "expected an object of property values");
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
