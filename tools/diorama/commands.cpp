#include "commands.h"

#include "diorama/cocostudio/csd_import.h"
#include "diorama/director/director.h"
#include "diorama/inspection/picking.h"
#include "diorama/inspection/render_order.h"
#include "diorama/play/scene_player.h"
#include "diorama/render/gl_renderer.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/layout_component.h"
#include "diorama/scene/traversal.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "diorama/types/node_type.h"
#include "json_output.h"

#include <cmath>
#include <iostream>
#include <memory>

namespace diorama::cli {

namespace {

// A scene loaded from a file and running under its own Director, as in the editor.
struct Session {
    TextureStore textures;
    FontStore fonts{textures};
    Director director;
    Scene* scene = nullptr;
    SceneFileData fileData;  // ids and editor sections
    std::string file;
    std::size_t nodeCount = 0;
};

enum class AssetPolicy { Warn, Fail };

std::unique_ptr<Session> open(const std::string& file, AssetPolicy policy) {
    auto s = std::make_unique<Session>();
    s->file = file;
    s->textures.setErrorSink(nullptr);  // problems are reported below, once
    SceneContext ctx;
    ctx.textures = &s->textures;
    ctx.fonts = &s->fonts;
    LoadResult loaded = loadSceneFile(file, ctx);
    if (!loaded.ok()) {
        std::cerr << loaded.error->format() << "\n";
        return nullptr;
    }
    printAssetProblems(file, loaded.warnings, true);
    printAssetProblems(file, loaded.assetProblems, policy == AssetPolicy::Warn);
    if (policy == AssetPolicy::Fail && !loaded.assetProblems.empty()) return nullptr;
    s->nodeCount = loaded.nodeCount;
    s->fileData = std::move(loaded.file);
    s->director.runWithScene(std::move(loaded.scene));
    s->director.mainLoop(0.0f);  // enters the scene: nodes run, listeners resume
    s->scene = s->director.runningScene();
    return s;
}

float parseNumber(const std::string& text, const char* what) {
    try {
        std::size_t used = 0;
        const float v = std::stof(text, &used);
        if (used != text.size() || !std::isfinite(v)) throw std::invalid_argument(text);
        return v;
    } catch (const std::exception&) {
        throw UsageError{std::string(what) + " must be a finite number, got '" + text + "'"};
    }
}

// Text from imported files need not be UTF-8: print it with replacement characters.
void print(const Json& j) { std::cout << j.dump(2, ' ', false, Json::error_handler_t::replace) << "\n"; }

// "FILE: PATH: ", how an error about one node of the file begins.
std::string nodeLocation(const Session& s, const std::string& path) {
    return escapeForOneLine(s.file, 1024) + ": " + (path.empty() ? "\"\"" : escapeForOneLine(path, 160)) + ": ";
}

Node* resolve(Session& s, const std::string& path) {
    Node* n = findNodeByPath(*s.scene, path);
    if (!n) std::cerr << nodeLocation(s, path) << "no node at this path\n";
    return n;
}

int reportNotFinite(const Session& s, const std::string& path, const NotFinite& e) {
    std::cerr << nodeLocation(s, path) << e.what() << "\n";
    return 1;
}

// Positional arguments and flags, for the small grammars of docs/cli.md.
struct Args {
    std::vector<std::string> positional;
    std::vector<std::string> flags;
    std::string value(const std::string& flag, const std::vector<std::string>& raw) const {
        for (std::size_t i = 0; i + 1 < raw.size(); ++i)
            if (raw[i] == flag) return raw[i + 1];
        return {};
    }
};

Args split(const std::vector<std::string>& raw, std::initializer_list<const char*> valued,
           std::initializer_list<const char*> boolean) {
    Args a;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string& s = raw[i];
        bool matched = false;
        for (const char* v : valued)
            if (s == v) {
                if (i + 1 >= raw.size()) throw UsageError{s + " needs a value"};
                a.flags.push_back(s);
                ++i;
                matched = true;
            }
        for (const char* b : boolean)
            if (s == b) {
                a.flags.push_back(s);
                matched = true;
            }
        if (matched) continue;
        if (s.size() > 1 && s[0] == '-' && !(std::isdigit(static_cast<unsigned char>(s[1])) || s[1] == '.'))
            throw UsageError{"unknown option " + s};
        a.positional.push_back(s);
    }
    return a;
}

bool has(const Args& a, const char* flag) { return std::find(a.flags.begin(), a.flags.end(), flag) != a.flags.end(); }

}  // namespace

void printAssetProblems(const std::string& file, const std::vector<AssetProblem>& problems, bool asWarnings) {
    for (const AssetProblem& p : problems)
        std::cerr << escapeForOneLine(file, 1024) << ": " << escapeForOneLine(p.pointer, 160) << ": "
                  << (asWarnings ? "warning: " : "") << escapeForOneLine(p.message) << "\n";
}

int runOrder(const std::vector<std::string>& raw) {
    Args a = split(raw, {}, {});
    if (a.positional.size() != 1) throw UsageError{"expected FILE"};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    const RenderOrder order = captureRenderOrder(*s->scene);
    Json out = Json::object();
    Json visit = Json::array(), draw = Json::array(), batches = Json::array();
    for (const Node* n : order.visit) visit.push_back(nodeRef(*n, s->fileData));
    for (const DrawEntry& e : order.draw) draw.push_back(nodeRef(*e.nodePtr, s->fileData));
    for (const auto& batch : order.batches) {
        Json b = Json::array();
        for (std::uint32_t i : batch) b.push_back(nodeRef(*order.draw[i].nodePtr, s->fileData));
        batches.push_back(std::move(b));
    }
    out["visit"] = std::move(visit);
    out["draw"] = std::move(draw);
    out["drawCalls"] = order.batches.size();
    out["batches"] = std::move(batches);
    print(out);
    return 0;
}

int runPick(const std::vector<std::string>& raw) {
    Args a = split(raw, {}, {});
    if (a.positional.size() != 3) throw UsageError{"expected FILE X Y"};
    const Vec2 p{parseNumber(a.positional[1], "X"), parseNumber(a.positional[2], "Y")};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    const SceneFileData& file = s->fileData;
    ScenePicker picker(
        s->director.eventDispatcher(), *s->scene,
        PickFlags{[&file](NodeId id) { return file.isLocked(id); }, [&file](NodeId id) { return file.isHidden(id); }});
    Node* hit = picker.pick(p);
    Json out = Json::object();
    out["hit"] = hit ? nodeRef(*hit, s->fileData) : Json(nullptr);
    Json stack = Json::array();
    for (Node* n : picker.stack(p)) stack.push_back(nodeRef(*n, s->fileData));
    out["stack"] = std::move(stack);
    print(out);
    return 0;
}

namespace {

int printInspection(Session& s, Node* n) {
    const AffineTransform m = n->nodeToWorldTransform();
    const Size size = n->contentSize();
    const Vec2 corners[4] = {m.apply({0, 0}), m.apply({size.width, 0}), m.apply({size.width, size.height}),
                             m.apply({0, size.height})};
    Json out = Json::object();
    out["node"] = nodeRef(*n, s.fileData);
    out["type"] = std::string(n->typeName());
    Json wc = Json::array();
    for (Vec2 c : corners) wc.push_back(point(c));
    out["worldCorners"] = std::move(wc);
    out["boundingBox"] = rect(n->boundingBox());
    out["worldBoundingBox"] = rect(m.applyToRect({{0, 0}, size}));
    out["nodeToWorld"] = Json::array({number(m.a), number(m.b), number(m.c), number(m.d), number(m.tx), number(m.ty)});
    const Color3B c = n->displayedColor();
    out["displayedColor"] = Json::array({c.r, c.g, c.b});
    out["displayedOpacity"] = n->displayedOpacity();
    out["running"] = n->isRunning();
    Json properties = Json::object();
    for (const PropertyDescriptor& d : builtinNodeTypes().typeOf(*n).properties())
        properties[d.key] = propertyValue(d, d.get(*n));
    out["properties"] = std::move(properties);
    print(out);
    return 0;
}

}  // namespace

int runInspect(const std::vector<std::string>& raw) {
    Args a = split(raw, {}, {});
    if (a.positional.size() != 2) throw UsageError{"expected FILE PATH"};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    Node* n = resolve(*s, a.positional[1]);
    if (!n) return 1;
    try {
        return printInspection(*s, n);
    } catch (const NotFinite& e) {
        return reportNotFinite(*s, a.positional[1], e);
    }
}

int runConvert(const std::vector<std::string>& raw) {
    Args a = split(raw, {}, {"--to-world", "--to-node", "--ar"});
    const bool toWorld = has(a, "--to-world"), toNode = has(a, "--to-node");
    if (toWorld == toNode) throw UsageError{"give exactly one of --to-world and --to-node"};
    if (a.positional.size() != 4) throw UsageError{"expected FILE PATH X Y"};
    const Vec2 p{parseNumber(a.positional[2], "X"), parseNumber(a.positional[3], "Y")};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    Node* n = resolve(*s, a.positional[1]);
    if (!n) return 1;
    const bool ar = has(a, "--ar");
    const Vec2 r = toWorld ? (ar ? n->convertToWorldSpaceAR(p) : n->convertToWorldSpace(p))
                           : (ar ? n->convertToNodeSpaceAR(p) : n->convertToNodeSpace(p));
    Json out = Json::object();
    try {
        out["x"] = number(r.x);
        out["y"] = number(r.y);
    } catch (const NotFinite& e) {
        return reportNotFinite(*s, a.positional[1], e);
    }
    print(out);
    return 0;
}

int runQuery(const std::vector<std::string>& raw) {
    Args a = split(raw, {"--from"}, {});
    if (a.positional.size() != 2) throw UsageError{"expected FILE PATTERN"};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    Node* from = s->scene;
    if (has(a, "--from")) {
        from = resolve(*s, a.value("--from", raw));
        if (!from) return 1;
    }
    Json matches = Json::array();
    try {
        from->enumerateChildren(a.positional[1], [&](Node& n) {
            matches.push_back(nodeRef(n, s->fileData));
            return false;
        });
    } catch (const std::exception& e) {  // an invalid regex, or a name too long for any stack
        std::cerr << s->file << ": pattern: " << e.what() << "\n";
        return 1;
    }
    Json out = Json::object();
    out["matches"] = std::move(matches);
    print(out);
    return 0;
}

int runValidate(const std::vector<std::string>& raw) {
    Args a = split(raw, {}, {});
    if (a.positional.size() != 1) throw UsageError{"expected FILE"};
    auto s = open(a.positional[0], AssetPolicy::Fail);
    if (!s) return 1;
    Json out = Json::object();
    out["ok"] = true;
    out["nodes"] = s->nodeCount;
    print(out);
    return 0;
}

// "640x480" as whole pixels, each from 1 to 16384.
Size parseSize(const std::string& text, const std::string& flag) {
    const auto x = text.find('x');
    int width = 0, height = 0;
    try {
        std::size_t used = 0;
        if (x == std::string::npos) throw std::invalid_argument(text);
        width = std::stoi(text.substr(0, x), &used);
        if (used != x) throw std::invalid_argument(text);
        height = std::stoi(text.substr(x + 1), &used);
        if (used != text.size() - x - 1) throw std::invalid_argument(text);
    } catch (const std::exception&) {
        throw UsageError{flag + " must look like 640x480, got '" + text + "'"};
    }
    if (width <= 0 || height <= 0 || width > 16384 || height > 16384)
        throw UsageError{flag + " must be between 1x1 and 16384x16384"};
    return {float(width), float(height)};
}

int runRender(const std::vector<std::string>& raw) {
    Args a = split(raw, {"-o", "--size", "--frames", "--dt", "--visible-size"}, {});
    if (a.positional.size() != 1) throw UsageError{"expected FILE"};
    const std::string outPath = a.value("-o", raw);
    if (outPath.empty()) throw UsageError{"missing -o OUT.png"};
    int frames = 0;
    float dt = 1.0f / 60.0f;
    if (has(a, "--frames")) {
        const float f = parseNumber(a.value("--frames", raw), "--frames");
        if (f < 0 || f > 10000000 || f != std::floor(f)) throw UsageError{"--frames must be a whole number ≥ 0"};
        frames = int(f);
    }
    if (has(a, "--dt")) {
        dt = parseNumber(a.value("--dt", raw), "--dt");
        if (dt <= 0 || dt > 10) throw UsageError{"--dt must be more than 0 and at most 10 seconds"};
    }
    std::optional<Size> visible;
    if (has(a, "--visible-size")) visible = parseSize(a.value("--visible-size", raw), "--visible-size");
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    // After N frames of play (diorama play), as the scene then looks.
    std::unique_ptr<ScenePlayer> player;
    Scene* scene = s->scene;
    ScenePlayer::Options options;
    options.visibleSize = visible;
    if (frames > 0) {
        player = std::make_unique<ScenePlayer>(s->director.endScene(), s->fileData, options);
        for (int i = 0; i < frames && !player->problem(); ++i) player->step(dt);
        if (player->problem()) {
            std::cerr << escapeForOneLine(a.positional[0], 1024) << ": " << escapeForOneLine(*player->problem())
                      << "\n";
            return 1;
        }
        scene = &player->scene();
    } else if (visible) {
        scene->setContentSize(*visible);
        doLayout(*scene);
    }
    // The frame shown: the design size, or the screen the scene was laid out for.
    const Size design = visible ? *visible : scene->designSize();
    int width = int(std::lround(design.width)), height = int(std::lround(design.height));
    const auto sizeIsDrawable = [&] { return width > 0 && height > 0 && width <= 16384 && height <= 16384; };
    if (has(a, "--size")) {
        const Size size = parseSize(a.value("--size", raw), "--size");
        width = int(size.width), height = int(size.height);
    }
    if (!sizeIsDrawable() && (has(a, "--size") || visible))
        throw UsageError{"image size must be between 1x1 and 16384x16384"};
    if (!sizeIsDrawable()) {
        // The size came from the file: its problem, at its key.
        std::cerr << escapeForOneLine(a.positional[0], 1024) << ": /designSize: the image would be " << width << "x"
                  << height << " pixels; render draws 1x1 to 16384x16384\n";
        return 1;
    }
    std::string error;
    auto context = HeadlessContext::create(error);
    if (!context) {
        std::cerr << s->file << ": render: no headless OpenGL context: " << error << "\n";
        return 1;
    }
    auto renderer = GlRenderer::create(s->textures, error);
    if (!renderer) {
        std::cerr << s->file << ": render: " << error << "\n";
        return 1;
    }
    const Image image = renderToImage(*renderer, *scene, {{0, 0}, design}, width, height);
    if (!writePng(outPath, image, error)) {
        std::cerr << error << "\n";
        return 1;
    }
    return 0;
}

int runFormat(const std::vector<std::string>& raw) {
    Args a = split(raw, {"-o"}, {});
    if (a.positional.size() != 1) throw UsageError{"expected FILE"};
    auto s = open(a.positional[0], AssetPolicy::Warn);
    if (!s) return 1;
    const std::string out = has(a, "-o") ? a.value("-o", raw) : a.positional[0];
    const SaveResult saved = saveSceneFile(*s->scene, s->fileData, out);
    if (!saved.ok) {
        std::cerr << saved.error << "\n";
        return 1;
    }
    return 0;
}

namespace {

// The import command's report (docs/cli.md): what was written, then the importer's findings.
Json importReport(const std::string& output, const std::filesystem::path& resourceRoot,
                  const std::vector<cocostudio::ImportedScene>& scenes, const cocostudio::ImportReport& r) {
    Json report = Json::object();
    report["output"] = output;
    report["resourceRoot"] = resourceRoot.string();
    Json written = Json::array();
    for (const auto& s : scenes)
        written.push_back(Json::object({{"csd", s.csd.string()}, {"scene", s.output.string()}}));
    report["scenes"] = std::move(written);
    Json byCtype = Json::object();
    for (const auto& [ctype, n] : r.nodesByCtype) byCtype[ctype] = n;
    report["nodesByCtype"] = std::move(byCtype);
    report["imported"] = r.imported;
    report["placeholders"] = r.placeholders;
    Json warnings = Json::array();
    for (const auto& w : r.warnings) {
        Json j = Json::object();
        j["file"] = w.file;
        j["line"] = w.line;
        j["node"] = w.node;
        j["message"] = w.message;
        warnings.push_back(std::move(j));
    }
    report["warnings"] = std::move(warnings);
    report["missingFiles"] = r.missingFiles;
    Json builtin = Json::object();
    for (const auto& [image, n] : r.builtinImages) builtin[image] = n;
    report["builtinImages"] = std::move(builtin);
    Json clips = Json::array();
    for (const auto& c : r.clips)
        clips.push_back(Json::object({{"file", c.file}, {"name", c.name}, {"length", c.length}, {"tracks", c.tracks}}));
    report["clips"] = std::move(clips);
    return report;
}

// `diorama import DIR -o OUTDIR`: every .csd of a Studio project, one report.
int importProjectFolder(const std::string& input, const std::string& out, const Args& a,
                        const std::vector<std::string>& raw) {
    cocostudio::ImportOptions options;
    options.outputDirectory = std::filesystem::absolute(out);
    const std::filesystem::path root = has(a, "--resource-root")
                                           ? std::filesystem::path(a.value("--resource-root", raw))
                                           : cocostudio::projectResourceRoot(input);
    cocostudio::ProjectImport project = cocostudio::importProject(root, options);
    for (const SceneError& e : project.errors) std::cerr << e.format() << "\n";
    const SaveResult saved = cocostudio::saveProject(project, *options.outputDirectory);
    if (!saved.ok) {
        std::cerr << saved.error << "\n";
        return 1;
    }
    Json report = importReport(out, project.resourceRoot, project.scenes, project.report);
    Json failed = Json::array();
    for (const SceneError& e : project.errors) failed.push_back(e.format());
    report["errors"] = std::move(failed);
    print(report);
    return project.errors.empty() ? 0 : 1;
}

}  // namespace

int runImport(const std::vector<std::string>& raw) {
    Args a = split(raw, {"-o", "--resource-root"}, {});
    if (a.positional.size() != 1) throw UsageError{"expected FILE.csd, a cocosstudio/ folder or a .ccs file"};
    const std::string out = a.value("-o", raw);
    if (out.empty()) throw UsageError{"missing -o OUT.scene.json (or -o OUTDIR for a project)"};
    const std::string input = a.positional[0];
    std::error_code ec;
    if (std::filesystem::is_directory(input, ec) || std::filesystem::path(input).extension() == ".ccs")
        return importProjectFolder(input, out, a, raw);
    cocostudio::ImportOptions options;
    if (has(a, "--resource-root")) options.resourceRoot = a.value("--resource-root", raw);
    const std::filesystem::path outPath = std::filesystem::absolute(out);
    options.outputDirectory = outPath.parent_path();
    cocostudio::ImportResult r = cocostudio::importCsd(input, options);
    if (!r.ok()) {
        std::cerr << r.error->format() << "\n";
        return 1;
    }
    const SaveResult saved = cocostudio::saveImport(r, outPath);
    if (!saved.ok) {
        std::cerr << saved.error << "\n";
        return 1;
    }
    print(importReport(out, r.resourceRoot, r.nested, r.report));
    return 0;
}

}  // namespace diorama::cli

namespace diorama::cli {

int runPlay(const std::vector<std::string>& raw) {
    std::string file;
    int frames = -1;
    float dt = 1.0f / 60.0f;
    struct TouchAt {
        Vec2 point;
        int frame;
    };
    std::vector<TouchAt> touches;
    std::vector<std::string> at;
    std::string animation;
    std::optional<Size> visible;
    bool frameEvents = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string& s = raw[i];
        auto need = [&](std::size_t n) {
            if (i + n >= raw.size()) throw UsageError{s + " needs " + std::to_string(n) + " value(s)"};
        };
        if (s == "--frames") {
            need(1);
            const float f = parseNumber(raw[++i], "--frames");
            if (f < 0 || f > 10000000 || f != std::floor(f)) throw UsageError{"--frames must be a whole number ≥ 0"};
            frames = int(f);
        } else if (s == "--dt") {
            need(1);
            dt = parseNumber(raw[++i], "--dt");
            if (dt <= 0 || dt > 10) throw UsageError{"--dt must be more than 0 and at most 10 seconds"};
        } else if (s == "--touch") {
            need(3);
            const float x = parseNumber(raw[i + 1], "X"), y = parseNumber(raw[i + 2], "Y");
            const float f = parseNumber(raw[i + 3], "FRAME");
            if (f < 1 || f != std::floor(f)) throw UsageError{"a touch's FRAME must be a whole number ≥ 1"};
            touches.push_back({{x, y}, int(f)});
            i += 3;
        } else if (s == "--at") {
            need(1);
            at.push_back(raw[++i]);
        } else if (s == "--frame-events") {
            frameEvents = true;
        } else if (s == "--visible-size") {
            need(1);
            visible = parseSize(raw[++i], "--visible-size");
        } else if (s == "--animation") {
            need(1);
            animation = raw[++i];
            if (animation.empty()) throw UsageError{"--animation needs a clip name"};
        } else if (s.size() > 1 && s[0] == '-') {
            throw UsageError{"unknown option " + s};
        } else if (file.empty()) {
            file = s;
        } else {
            throw UsageError{"expected one FILE"};
        }
    }
    if (file.empty() || frames < 0) throw UsageError{"expected FILE --frames N"};

    SceneContext ctx;
    LoadResult loaded = loadSceneFile(file, ctx);
    if (!loaded.ok()) {
        std::cerr << loaded.error->format() << "\n";
        return 1;
    }
    printAssetProblems(file, loaded.warnings, true);
    printAssetProblems(file, loaded.assetProblems, true);
    // Paths are resolved before playing, so that removed nodes can still be named.
    std::vector<std::pair<std::string, NodeId>> reported;
    if (at.empty()) {
        std::vector<Node*> todo{loaded.scene.get()};
        while (!todo.empty()) {
            Node* n = todo.back();
            todo.pop_back();
            if (n->parent()) reported.push_back({nodePath(*n), n->id()});
            const auto& kids = n->children();
            for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(it->get());
        }
    } else {
        for (const std::string& path : at) {
            Node* n = findNodeByPath(*loaded.scene, path);
            if (!n) {
                std::cerr << escapeForOneLine(file, 1024) << ": " << escapeForOneLine(path, 160)
                          << ": no node at this path\n";
                return 1;
            }
            reported.push_back({path, n->id()});
        }
    }
    const SceneFileData fileData = std::move(loaded.file);
    ScenePlayer::Options options;
    options.animation = animation;
    options.visibleSize = visible;
    ScenePlayer player(std::move(loaded.scene), fileData, options);
    if (!player.animationFound()) {
        const auto oneLine = [](const std::string& text) { return escapeForOneLine(text, 400); };
        std::cerr << escapeForOneLine(file, 1024) << ": /animations: " << player.noClipNamed(animation, oneLine)
                  << "\n";
        return 1;
    }
    // Frame order (docs/runtime.md, A24 Frame order): a frame's input is dispatched before its update.
    for (int frame = 1; frame <= frames && !player.problem(); ++frame) {
        for (const TouchAt& t : touches)
            if (t.frame == frame) player.touch(t.point);
        player.step(dt);
    }
    if (player.problem()) {
        std::cerr << escapeForOneLine(file, 1024) << ": " << escapeForOneLine(*player.problem()) << "\n";
        return 1;
    }

    Json out = Json::object();
    out["frames"] = player.frames();
    Json nodes = Json::array();
    for (const auto& [path, id] : reported) {
        Json j = Json::object();
        j["path"] = path;
        Node* n = player.scene().findNode(id);
        j["removed"] = n == nullptr;
        if (n) {
            j["position"] = point(n->position());
            j["rotationSkewX"] = number(n->rotationSkewX());
            j["rotationSkewY"] = number(n->rotationSkewY());
            j["scaleX"] = number(n->scaleX());
            j["scaleY"] = number(n->scaleY());
            j["skewX"] = number(n->skewX());
            j["skewY"] = number(n->skewY());
            j["opacity"] = int(n->opacity());
            j["color"] = Json::array({n->color().r, n->color().g, n->color().b});
            j["visible"] = n->isVisible();
            Json actions = Json::array();
            for (const ScenePlayer::RunningAction& a : player.runningActions(id))
                actions.push_back(Json::object({{"name", a.name}, {"tag", a.tag}}));
            j["actions"] = std::move(actions);
        }
        nodes.push_back(std::move(j));
    }
    out["nodes"] = std::move(nodes);
    Json emitted = Json::array();
    for (const std::string& e : player.emitted()) emitted.push_back(e);
    out["emitted"] = std::move(emitted);
    if (frameEvents) {
        Json fired = Json::array();
        for (const ScenePlayer::FiredFrameEvent& e : player.frameEvents()) {
            const Node* n = player.scene().findNode(e.node);
            fired.push_back(Json::object({{"frame", e.frame},
                                          {"path", n && n->parent() ? nodePath(*n) : std::string()},
                                          {"event", e.event},
                                          {"clipFrame", e.clipFrame}}));
        }
        out["frameEvents"] = std::move(fired);
    }
    print(out);
    return 0;
}

}  // namespace diorama::cli
