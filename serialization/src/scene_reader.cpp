#include "diorama/serialization/message_text.h"
#include "diorama/serialization/project_file.h"
#include "json_parse.h"
#include "load_session.h"
#include "reader_context.h"
#include "scene_stream.h"

#include <cmath>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>

namespace diorama {

using detail::fail;
using detail::Json;
using detail::ReadFailure;
using detail::ReadState;

std::string SceneError::format() const {
    // A pointer thousands of levels deep says no more than its start and the line number.
    std::string location = escapeForOneLine(pointer, 160);
    if (line > 0) {
        std::string lc = "line " + std::to_string(line) + ", column " + std::to_string(column);
        location = location.empty() ? lc : location + " (" + lc + ")";
    }
    if (location.empty()) location = "/";
    return escapeForOneLine(file, 1024) + ": " + location + ": " + escapeForOneLine(message);
}

std::string generateNodeId() {
    static thread_local std::mt19937_64 rng{std::random_device{}()};
    char buf[20];
    std::snprintf(buf, sizeof buf, "n%016llx", static_cast<unsigned long long>(rng()));
    return buf;
}

void assignFreshIds(const Node& root, SceneFileData& file) {
    file.at(root.id()).fileId = generateNodeId();
    for (auto& c : root.children()) assignFreshIds(*c, file);
}

namespace {

// A scene file's error about the document itself is located at "/", as the errors about
// reading the file are, so that every location a scene file gets starts with a pointer.
std::string documentPointer(const std::string& pointer) { return pointer.empty() ? "/" : pointer; }

SceneError makeError(const std::string& file, std::string_view text, const ReadFailure& failure) {
    SceneError e{file, documentPointer(failure.pointer), 0, 0, failure.message, failure.kind, failure.nestedCause};
    if (auto offset = json::locatePointer(text, failure.pointer)) {
        auto lc = json::lineColumnAt(text, *offset);
        e.line = lc.line;
        e.column = lc.column;
    }
    return e;
}

// Parses `text` into a document, enforcing the size, depth and string limits.
bool parseDocument(std::string_view text, const std::string& fileName, const SceneLimits& limits, Json& out,
                   SceneError& error) {
    if (text.size() > limits.maxFileBytes) {
        error = {fileName, "", 0, 0,
                 "file size limit exceeded: " + std::to_string(text.size()) + " bytes, at most " +
                     std::to_string(limits.maxFileBytes)};
        return false;
    }
    json::ParseFailure failure;
    auto parsed = json::parse(text, {limits.maxJsonDepth, limits.maxStringBytes}, failure);
    if (!parsed) {
        const auto lc = json::lineColumnAt(text, failure.offset);
        error = {fileName, documentPointer(failure.pointer), lc.line, lc.column, failure.message};
        return false;
    }
    out = std::move(*parsed);
    return true;
}

}  // namespace

std::string detail::readDesignSize(const Json& value, Size& designSize) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number() || !value[1].is_number())
        return "expected an array of 2 numbers [width, height]";
    const double w = value[0].get<double>(), h = value[1].get<double>();
    if (!std::isfinite(w) || !std::isfinite(h) || w < 0 || h < 0 || w > 1e9 || h > 1e9)
        return "design size must be finite and non-negative";
    designSize = {float(w), float(h)};
    return "";
}

std::string detail::documentUnknownKeys(const Json& document) {
    Json unknown;
    for (auto it = document.begin(); it != document.end(); ++it) {
        const std::string& key = it.key();
        if (key == "format" || key == "version" || key == "designSize" || key == "root") continue;
        if (unknown.is_null()) unknown = Json::object();
        json::appendMember(unknown, key, it.value());
    }
    return unknown.is_null() ? std::string() : unknown.dump();
}

LoadResult loadSceneText(std::string_view text, const std::string& fileName, const std::filesystem::path& baseDir,
                         const SceneContext& context) {
    if (!context.session) {  // the outermost scene of a load
        detail::LoadSession session(context.limits);
        SceneContext withSession = context;
        withSession.session = &session;
        if (std::string over = session.charge(text.size(), context.limits.maxLoadBytes, "the scene"); !over.empty()) {
            LoadResult result;
            result.error = SceneError{fileName, "", 0, 0, over, SceneError::Kind::TreeLimit};
            return result;
        }
        LoadResult result = loadSceneText(text, fileName, baseDir, withSession);
        if (result.ok() && result.nodeCount > context.limits.warnNodes)
            result.warnings.push_back({"/root", "the scene has " + std::to_string(result.nodeCount) +
                                                    " nodes, more than the node count warning threshold of " +
                                                    std::to_string(context.limits.warnNodes) + " (the limit is " +
                                                    std::to_string(context.limits.maxNodes) + ")"});
        return result;
    }
    detail::LoadSession& session = *context.session;
    const std::uint64_t before = session.bytes();
    bool gaveUpOnError = false;
    if (auto streamed = detail::streamSceneText(text, fileName, baseDir, context, &gaveUpOnError))
        return std::move(*streamed);
    // The general reader redoes what the stream did up to the error (nested faults are not
    // read again: the session has them), so the budget counts that work once. A retry
    // for a key order the stream does not follow is counted again: it is work done twice.
    if (gaveUpOnError) session.refund(before);
    return detail::readSceneDocument(text, fileName, baseDir, context);
}

LoadResult detail::readSceneDocument(std::string_view text, const std::string& fileName,
                                     const std::filesystem::path& baseDir, const SceneContext& context) {
    LoadResult result;
    Json doc;
    SceneError parseErr;
    if (!parseDocument(text, fileName, context.limits, doc, parseErr)) {
        result.error = parseErr;
        return result;
    }
    ReadState state(fileName, text, baseDir, context);
    try {
        if (!doc.is_object()) fail("", "expected a scene document (a JSON object)");
        auto format = doc.find("format");
        if (format == doc.end()) fail("", "missing required key \"format\" (expected \"diorama.scene\")");
        if (!format->is_string() || format->get<std::string>() != kSceneFormatName)
            fail("/format",
                 "not a Diorama scene: format is " + json::quoteForMessage(*format) + ", expected \"diorama.scene\"");
        auto version = doc.find("version");
        if (version == doc.end()) fail("", "missing required key \"version\"");
        if (!version->is_number_integer())
            fail("/version", "expected an integer version, found " + json::quoteForMessage(*version));
        // Compare as JSON numbers: 2^63 does not fit a long long and must not wrap negative.
        if (version->is_number_unsigned() ? version->get<std::uint64_t>() > std::uint64_t(kSceneFormatVersion)
                                          : version->get<std::int64_t>() > kSceneFormatVersion)
            fail("/version", "version " + version->dump() + " is newer than this build supports (" +
                                 std::to_string(kSceneFormatVersion) + "); the file was left untouched");
        const long long v = version->get<long long>();
        if (v < 0) fail("/version", "version " + std::to_string(v) + " is not a valid version");
        result.sourceVersion = int(v);
        if (v < kSceneFormatVersion) detail::migrateDocument(doc, int(v));

        Size designSize = Scene::kDefaultDesignSize;
        if (auto ds = doc.find("designSize"); ds != doc.end())
            if (std::string error = detail::readDesignSize(*ds, designSize); !error.empty()) fail("/designSize", error);
        auto root = doc.find("root");
        if (root == doc.end()) fail("", "missing required key \"root\"");

        // The root's content size defaults to the design size (Scene's constructor).
        state.designSize = designSize;
        state.records.emplace_back(&*root, "/root");
        std::unique_ptr<Node> rootNode = detail::readNode(state, *root, std::string("/root"), 0, true);
        result.scene.reset(static_cast<Scene*>(rootNode.release()));
        result.scene->setDesignSize(designSize);
        if (auto animations = doc.find("animations"); animations != doc.end())
            detail::checkAnimations(state, *animations, *result.scene);
        state.file.documentUnknownKeys = detail::documentUnknownKeys(doc);
        result.file = std::move(state.file);
    } catch (const ReadFailure& f) {
        result.scene.reset();
        result.error = makeError(fileName, text, f);
        return result;
    } catch (const TreeError& e) {
        result.scene.reset();
        result.error = SceneError{fileName, "", 0, 0, e.what()};
        return result;
    }
    result.assetProblems = std::move(state.assets.problems());
    result.nodeCount = state.nodeCount;
    result.instancedNodes = state.instancedNodes;
    return result;
}

LoadResult loadSceneFile(const std::filesystem::path& path, const SceneContext& context) {
    LoadResult result;
    std::string text;
    SceneError error;
    if (!detail::readSceneBytes(path, context.limits.maxFileBytes, text, error)) {
        result.error = error;
        return result;
    }
    return detail::loadSceneTextOf(text, path, context);
}

LoadResult detail::loadSceneTextOf(std::string_view text, const std::filesystem::path& path,
                                   const SceneContext& context) {
    const auto dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    if (context.projectRoot) return loadSceneText(text, path.string(), dir, context);
    // The project (a diorama.project.json at or above the scene) bounds its asset paths.
    SceneContext inProject = context;
    inProject.projectRoot = projectFolderFor(dir);
    return loadSceneText(text, path.string(), dir, inProject);
}

namespace {

// The optional "worldPositions" of node text: one [x, y] or null per node.
std::vector<std::optional<Vec2>> readWorldPositions(const Json& doc, std::size_t count) {
    std::vector<std::optional<Vec2>> out(count);
    const auto list = doc.find("worldPositions");
    if (list == doc.end()) return out;
    if (!list->is_array() || list->size() != count)
        fail("/worldPositions", "expected one [x, y] or null per node (" + std::to_string(count) + ")");
    for (std::size_t i = 0; i < count; ++i) {
        const Json& item = (*list)[i];
        if (item.is_null()) continue;
        if (!item.is_array() || item.size() != 2 || !item[0].is_number() || !item[1].is_number())
            fail("/worldPositions/" + std::to_string(i), "expected [x, y] or null");
        const Vec2 w{item[0].get<float>(), item[1].get<float>()};
        if (!std::isfinite(w.x) || !std::isfinite(w.y))
            fail("/worldPositions/" + std::to_string(i), "expected finite numbers");
        out[i] = w;
    }
    return out;
}

}  // namespace

NodesResult parseNodes(std::string_view text, const std::filesystem::path& baseDir, const SceneContext& context) {
    NodesResult result;
    Json doc;
    SceneError err;
    if (!parseDocument(text, "<clipboard>", context.limits, doc, err)) {
        result.error = err;
        return result;
    }
    // Nodes copied from a scene resolve their assets where they were copied; the caller
    // rebases them to its own folder (the assets stay confined to that source folder).
    std::filesystem::path assetDir = baseDir;
    SceneContext sourceContext = context;
    if (const auto source = doc.is_object() ? doc.find("sourceDirectory") : doc.end();
        source != doc.end() && source->is_string() && std::filesystem::path(source->get<std::string>()).is_absolute()) {
        assetDir = source->get<std::string>();
        sourceContext.projectRoot = projectFolderFor(assetDir);
        result.sourceDirectory = assetDir;
    }
    ReadState state("<clipboard>", text, assetDir, sourceContext);
    try {
        const auto format = doc.is_object() ? doc.find("format") : doc.end();
        if (!doc.is_object() || format == doc.end() || !format->is_string() || *format != "diorama.nodes")
            fail("", "not Diorama nodes (format must be \"diorama.nodes\")");
        auto nodes = doc.find("nodes");
        if (nodes == doc.end() || !nodes->is_array()) fail("/nodes", "expected an array of node records");
        for (std::size_t i = 0; i < nodes->size(); ++i) {
            std::string pointer = "/nodes/" + std::to_string(i);
            state.records.emplace_back(&(*nodes)[i], pointer);
            auto node = detail::readNode(state, (*nodes)[i], pointer, 1, false);
            assignFreshIds(*node, state.file);
            result.nodes.push_back(std::move(node));
        }
        result.worldPositions = readWorldPositions(doc, result.nodes.size());
        result.file = std::move(state.file);
    } catch (const ReadFailure& f) {
        result.nodes.clear();
        result.worldPositions.clear();
        result.error = makeError("<clipboard>", text, f);
    } catch (const TreeError& e) {
        result.nodes.clear();
        result.error = SceneError{"<clipboard>", "", 0, 0, e.what()};
    }
    result.assetProblems = std::move(state.assets.problems());
    return result;
}

}  // namespace diorama
