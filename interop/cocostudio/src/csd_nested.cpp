// Files and nested files (csd-format notes, section 6): every .csd becomes a scene of its
// own, its root the Scene; a ProjectNode becomes an Instance of the nested file's scene,
// imported once however many nodes name it, showing frame 0 of its timelines as
// overrides.
#include "diorama/nodes/instance.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/types/node_type.h"
#include "importer.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <utility>

namespace diorama::cocostudio {

namespace fs = std::filesystem;

namespace {

// The shortest decimal that reads back as the same float, as the scene writer writes.
Json jsonNumber(float value) {
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    double parsed = 0;
    std::from_chars(buffer, end, parsed);
    return parsed;
}

Json toJson(const PropertyValue& value) {
    return std::visit(
        [](const auto& v) -> Json {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Vec2>)
                return Json::array({jsonNumber(v.x), jsonNumber(v.y)});
            else if constexpr (std::is_same_v<T, Size>)
                return Json::array({jsonNumber(v.width), jsonNumber(v.height)});
            else if constexpr (std::is_same_v<T, Color3B>)
                return Json::array({int(v.r), int(v.g), int(v.b)});
            else if constexpr (std::is_same_v<T, Rect>)
                return Json::array({jsonNumber(v.origin.x), jsonNumber(v.origin.y), jsonNumber(v.size.width),
                                    jsonNumber(v.size.height)});
            else if constexpr (std::is_same_v<T, float>)
                return jsonNumber(v);
            else
                return v;
        },
        value);
}

// Restores the state it replaced when the import of a file ends, also by an exception.
template <class T>
struct Restore {
    T& slot;
    T saved;
    Restore(T& s, T value) : slot(s), saved(s) { slot = value; }
    ~Restore() { slot = saved; }
};

}  // namespace

fs::path Importer::outputOf(const fs::path& relative) const {
    fs::path out = m_options.outputDirectory.value_or(m_resourceRoot) / relative.lexically_normal();
    return out.replace_extension(".scene.json");
}

void Importer::importFile(const CsdDocument& doc, ImportedScene& out, Source* record) {
    FileState state;
    state.nodeCount = 1;  // the root: the scene reader counts it too
    state.doc = &doc;
    state.out = &out;
    state.outputDir = out.output.parent_path();
    Restore<FileState*> current(m_file, &state);
    std::error_code ec;
    m_building.push_back(fs::weakly_canonical(doc.path, ec));
    struct Pop {
        std::vector<fs::path>& v;
        ~Pop() { v.pop_back(); }
    } pop{m_building};

    const pugi::xml_node root = doc.objectData;
    checkLengths(doc, root);
    const pugi::xml_node size = root.child("Size");
    const Size design{number(doc, size, "X", 0), number(doc, size, "Y", 0)};
    out.scene = std::make_unique<Scene>(design);
    Scene& scene = *out.scene;
    out.file.at(scene.id()).fileId = generateNodeId();
    // The file's root node is the scene: a plain Node at the origin in cocos, whatever
    // the file's Type, and what an instance of the file stands for.
    ++m_report.nodesByCtype[root.attribute("ctype").as_string("NodeObjectData")];
    ++m_report.imported;
    applyCommon(doc, root, scene, false);
    set(doc, root, scene, "ignoreAnchorPointForPosition", true);
    keepAttributes(doc, root, scene, false);
    appendChildren(doc, root, scene, "", 0);
    std::vector<AnimationClip> clips = timelineClips(doc);
    for (const AnimationClip& c : clips)
        m_report.clips.push_back({doc.fileName, c.name, c.length, int(c.tracks.size())});
    for (AnimationClip& c : std::exchange(m_inlinedClips, {})) {
        const std::string base = c.name;
        auto taken = [&clips](const std::string& name) {
            return std::any_of(clips.begin(), clips.end(), [&](const AnimationClip& o) { return o.name == name; });
        };
        for (int n = 2; taken(c.name); ++n) c.name = base + " " + std::to_string(n);
        clips.push_back(std::move(c));
    }
    if (record) frameZero(doc, record);
    m_byActionTag.erase(m_byActionTag.lower_bound({&doc, INT32_MIN}), m_byActionTag.upper_bound({&doc, INT32_MAX}));
    assignFreshIds(scene, out.file);
    if (std::string why = setSceneAnimations(scene, out.file, clips); !why.empty())
        throw failureAt(doc, doc.animation,
                        "the timelines would break the scene format, so nothing is written: " + why);
    if (record) {
        record->designSize = design;
        record->nodeCount = state.nodeCount - 1;  // an instance's children, not the source's root
        record->depth = state.deepest;
    }

    // Whatever import writes, the scene reader must accept: checked before anything is written.
    std::string nonFinite;
    const std::string text = saveSceneToString(scene, out.file, &nonFinite);
    if (!nonFinite.empty())
        throw ImportFailure{doc.fileName, 0, "the imported scene holds a value JSON cannot: " + nonFinite};
    SceneContext check;
    check.limits = m_options.context.limits;
    const LoadResult reread = loadSceneText(text, out.output.string(), out.output.parent_path(), check);
    if (!reread.ok())
        throw ImportFailure{
            doc.fileName, 0,
            "the imported scene would break the scene format, so nothing is written: " + reread.error->format()};
}

const Importer::Source* Importer::shared(const std::string& relative, const fs::path& canonical, SceneError& error) {
    if (auto found = m_sources.find(canonical); found != m_sources.end()) return &found->second;
    if (auto failed = m_failed.find(canonical); failed != m_failed.end()) {
        error = failed->second;
        return nullptr;
    }
    const fs::path csd = (m_resourceRoot / relative).lexically_normal();
    CsdDocument doc;
    if (!loadCsd(csd, m_options.maxFileBytes, doc, error)) {
        m_failed.emplace(canonical, error);
        return nullptr;
    }
    ImportedScene scene;
    scene.csd = csd;
    scene.output = outputOf(fs::path(relative));
    Source record;
    importFile(doc, scene, &record);
    record.index = m_nested.size();
    m_nested.push_back(std::move(scene));
    return &m_sources.emplace(canonical, std::move(record)).first->second;
}

bool Importer::importShared(const std::string& relative, SceneError& error) {
    std::error_code ec;
    const fs::path canonical = fs::weakly_canonical((m_resourceRoot / relative).lexically_normal(), ec);
    try {
        return shared(relative, canonical, error) != nullptr;
    } catch (const ImportFailure& f) {
        error = SceneError{f.file, "", f.line, f.column, f.message};
        m_failed.emplace(canonical, error);
        return false;
    }
}

// A ProjectNode: an Instance of the nested file's scene with the ProjectNode's own
// properties (docs/cocostudio-import.md, "Rules followed", ProjectNode); an empty Node with those properties when the
// file is missing, cyclic or too deep.
std::unique_ptr<Node> Importer::projectNode(const CsdDocument& doc, const pugi::xml_node& el,
                                            const std::string& parentPath, int nesting) {
    const std::string file = el.child("FileData").attribute("Path").as_string();
    const std::string name = el.attribute("Name").as_string();
    const std::string path = parentPath.empty() ? name : parentPath + "/" + name;
    std::unique_ptr<Node> node;
    bool isInstance = false;
    if (file.empty()) {
        warn(doc, el, path, "ProjectNode without a file: an empty node");
    } else if (locate(doc, el, path, "nested file", file)) {
        const fs::path nested = (m_resourceRoot / file).lexically_normal();
        std::error_code ec;
        const fs::path canonical = fs::weakly_canonical(nested, ec);
        if (std::find(m_building.begin(), m_building.end(), canonical) != m_building.end()) {
            warn(doc, el, path, "'" + file + "' includes itself (a cycle): an empty node instead");
        } else if ((m_options.inlineNestedFiles ? nesting : int(m_building.size()) - 1) >= m_options.maxNesting) {
            warn(doc, el, path,
                 "nested files deeper than " + std::to_string(m_options.maxNesting) + " levels: an empty node instead");
        } else if (!fs::is_regular_file(nested, ec)) {
            warn(doc, el, path, "nested file '" + file + "' is not a regular file: an empty node");
            m_report.missingFiles.push_back(file);
        } else if (m_options.inlineNestedFiles) {
            node = inlined(doc, nested, canonical, parentPath, nesting, el, path);
        } else if (const Source* source = nestedSource(doc, el, path, canonical, file)) {
            node = instanceOf(doc, el, *source);
            isInstance = true;
        }
    }
    if (!node) {
        node = builtinNodeTypes().find("Node")->create({});
        keepAttributes(doc, el, *node, true);
    }
    if (!isInstance || m_options.inlineNestedFiles) {
        applyCommon(doc, el, *node, false);
        appendChildren(doc, el, *node, path, nesting);
        return node;
    }
    if (!el.child("Children").first_child()) return node;
    // An Instance lists no children of its own: a Node standing for the ProjectNode
    // holds the instance, then the ProjectNode's own children, as cocos appends them.
    warn(doc, el, path,
         "the ProjectNode's own children are kept beside the instance, in a Node that stands for the ProjectNode");
    auto wrapper = builtinNodeTypes().find("Node")->create({});
    applyCommon(doc, el, *wrapper, false);
    // The instance inside is the nested file at the wrapper's origin, at its size.
    auto plain = builtinNodeTypes().find("Instance")->create({});
    for (const PropertyDescriptor& d : builtinNodeTypes().typeOf(*node).properties())
        if (d.key != "source" && d.key != "contentSize" && d.key != "name")
            set(doc, el, *node, d.key.c_str(), d.get(*plain));
    set(doc, el, *node, "tag", 0);
    set(doc, el, *node, "cascadeColorEnabled", true);
    set(doc, el, *node, "cascadeOpacityEnabled", true);
    wrapper->addChild(std::move(node));
    appendChildren(doc, el, *wrapper, path, nesting);
    return wrapper;
}

const Importer::Source* Importer::nestedSource(const CsdDocument& doc, const pugi::xml_node& el,
                                               const std::string& path, const fs::path& canonical,
                                               const std::string& file) {
    const bool failedBefore = m_failed.count(canonical) != 0;
    SceneError error;
    const Source* source = shared(file, canonical, error);  // a fault inside it fails this import too
    if (!source) {
        warn(doc, el, path,
             failedBefore ? "nested file '" + file + "' could not be read (see above): an empty node"
                          : "nested file: " + error.format() + ": an empty node");
        return nullptr;
    }
    // The limits count through instances, as the scene reader counts them.
    countNode(doc, el, source->nodeCount, m_file->depth + source->depth);
    return source;
}

std::unique_ptr<Node> Importer::instanceOf(const CsdDocument& doc, const pugi::xml_node& el, const Source& source) {
    auto node = builtinNodeTypes().find("Instance")->create({});
    auto& instance = static_cast<Instance&>(*node);
    instance.setSourceDesignSize(source.designSize);
    applyCommon(doc, el, instance, false);
    keepAttributes(doc, el, instance, true);  // the .csd it names
    set(doc, el, instance, "innerActionSpeed", number(doc, el, "InnerActionSpeed", 1));
    instance.setSource(m_nested[source.index].output.lexically_relative(m_file->outputDir).generic_string());
    // Frame 0 of the nested timelines: on the root, the instance's own values (cocos
    // applies the timeline after the ProjectNode's properties); below, overrides.
    for (const auto& [key, value] : source.rootFrameZero) set(doc, el, instance, key.c_str(), value);
    Json overrides = Json::object();
    for (const Source::Value& v : source.frameZero) {
        Json& entry = overrides[v.path];
        if (!entry.is_object()) entry = Json::object();
        entry[v.key] = v.asset ? Json(assetPath(std::get<std::string>(v.value))) : toJson(v.value);
    }
    InstanceRecord record;
    if (!overrides.empty()) record.keptOverrides = overrides.dump(-1, ' ', false, Json::error_handler_t::replace);
    m_file->out->file.instances[instance.id()] = std::move(record);
    return node;
}

// The editor's import: the nested tree built in place, as cocos builds it.
std::unique_ptr<Node> Importer::inlined(const CsdDocument& doc, const fs::path& nested, const fs::path& canonical,
                                        const std::string& parentPath, int nesting, const pugi::xml_node& el,
                                        const std::string& path) {
    CsdDocument inner;
    SceneError error;
    if (!loadCsd(nested, m_options.maxFileBytes, inner, error)) {
        warn(doc, el, path, "nested file: " + error.format());
        return nullptr;
    }
    m_building.push_back(canonical);
    std::unique_ptr<Node> node = convert(inner, inner.objectData, parentPath, nesting + 1);
    m_building.pop_back();
    frameZero(inner, nullptr);
    // Its timeline stays playable: its clips join the scene's, named after the ProjectNode,
    // paused until code plays them (cocos pauses a nested timeline at frame 0), and off
    // the nested file's frame numbers.
    for (AnimationClip& clip : timelineClips(inner)) {
        clip.name = path + "/" + clip.name;
        clip.autoplay = false;
        clip.startFrame.reset();
        m_report.clips.push_back({inner.fileName, clip.name, clip.length, int(clip.tracks.size())});
        m_inlinedClips.push_back(std::move(clip));
    }
    // `inner` dies here and another file may reuse its address: its ActionTags must not
    // resolve to these nodes.
    m_byActionTag.erase(m_byActionTag.lower_bound({&inner, INT32_MIN}), m_byActionTag.upper_bound({&inner, INT32_MAX}));
    return node;
}

// cocos runs the nested file's timeline and pauses at frame 0: every timeline applies
// its first key frame (a frame index at or after 0 is reached from the start). Inlined
// (record null), the values are set on the nodes; for instances they are recorded.
void Importer::frameZero(const CsdDocument& doc, Source* record) {
    if (!doc.animation) return;
    Node* root = record ? m_file->out->scene.get() : nullptr;
    for (pugi::xml_node t = doc.animation.child("Timeline"); t; t = t.next_sibling("Timeline")) {
        auto it = m_byActionTag.find({&doc, integer(doc, t, "ActionTag", 0, INT32_MIN, INT32_MAX)});
        pugi::xml_node frame = t.first_child();
        while (frame && frame.type() != pugi::node_element) frame = frame.next_sibling();
        if (it == m_byActionTag.end() || !frame) continue;
        Node& node = *it->second.node;
        const std::string property = t.attribute("Property").as_string();
        const std::string path = node.name();
        const std::vector<std::pair<std::string, PropertyValue>> values = frameValues(doc, frame, property);
        if (values.empty() && property == "FileData" && it->second.ctype == "SpriteObjectData") {
            const pugi::xml_node texture = frame.child("TextureFile");
            const std::string type = texture.attribute("Type").as_string("Normal");
            const std::string file = texture.attribute("Path").as_string();
            if (file.empty() || type == "Default") continue;
            if (!record) {
                const Size before = node.contentSize();
                if (!assignImage(doc, texture, node, path)) node.setContentSize(before);
                continue;
            }
            if (&node == root) continue;  // a Scene shows no image
            if (!locate(doc, texture, path, type == "PlistSubImage" ? "sprite sheet" : "image",
                        type == "PlistSubImage" ? texture.attribute("Plist").as_string() : file))
                continue;
            const std::string below = nodePathBelow(*root, node);
            if (type == "PlistSubImage") {
                record->frameZero.push_back(
                    {below, "atlas", std::string(texture.attribute("Plist").as_string()), true});
                record->frameZero.push_back({below, "spriteFrame", file, false});
            } else {
                record->frameZero.push_back({below, "texture", file, true});
            }
            continue;
        } else if (values.empty() && property != "BlendFunc" && property != "FrameEvent" && property != "ActionValue") {
            warn(doc, t, path, "timeline property " + property + " is not applied at frame 0");
        }
        for (auto& [key, value] : values) {
            if (!record)
                set(doc, frame, node, key.c_str(), value);
            else if (&node == root)
                record->rootFrameZero.push_back({key, value});
            else
                record->frameZero.push_back({nodePathBelow(*root, node), key, value, false});
        }
    }
    if (!record)
        warn(doc, doc.animation, "",
             "the nested file's timeline is shown at frame 0, as cocos instances it, and kept as a paused clip "
             "named after the instance");
}

}  // namespace diorama::cocostudio
