#include "diorama/serialization/action_tree.h"

#include "diorama/serialization/action_records.h"
#include "json_parse.h"
#include "json_text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace diorama {

namespace {

using json::Json;

bool isEase(std::string_view type) { return type.rfind("Ease", 0) == 0; }

std::optional<ActionTree> treeFrom(const Json& j, int depth) {
    if (depth > 256 || !j.is_object()) return std::nullopt;
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string()) return std::nullopt;
    ActionTree tree;
    tree.type = type->get<std::string>();
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string& key = it.key();
        if (key == "type") continue;
        if (key == "action" || key == "actions") {
            const auto add = [&](const Json& child) {
                auto sub = treeFrom(child, depth + 1);
                if (!sub) return false;
                tree.children.push_back(std::move(*sub));
                return true;
            };
            if (it->is_array()) {
                for (const Json& child : *it)
                    if (!add(child)) return std::nullopt;
            } else if (!add(*it)) {
                return std::nullopt;
            }
            continue;
        }
        ActionParam p;
        p.key = key;
        const Json& v = *it;
        if (v.is_number()) {
            p.values[0] = v.get<double>();
        } else if (v.is_boolean()) {
            p.kind = ActionParamKind::Bool;
            p.values[0] = v.get<bool>() ? 1 : 0;
        } else if (v.is_string()) {
            p.kind = ActionParamKind::Text;
            p.text = v.get<std::string>();
        } else if (v.is_array() && (v.size() == 2 || v.size() == 3) &&
                   std::all_of(v.begin(), v.end(), [](const Json& e) { return e.is_number(); })) {
            p.kind = v.size() == 2 ? ActionParamKind::Point : ActionParamKind::Rgb;
            for (std::size_t i = 0; i < v.size(); ++i) p.values[i] = v[i].get<double>();
        } else {
            return std::nullopt;
        }
        tree.params.push_back(std::move(p));
    }
    return tree;
}

Json numberJson(double v) {
    if (std::abs(v) < 1e15 && v == std::trunc(v)) return Json(static_cast<long long>(v));
    if (double(float(v)) == v) return json::number(float(v));
    return Json(v);
}

Json treeJson(const ActionTree& tree) {
    Json j = Json::object();
    j["type"] = tree.type;
    for (const ActionParam& p : tree.params) switch (p.kind) {
        case ActionParamKind::Number: j[p.key] = numberJson(p.values[0]); break;
        case ActionParamKind::Bool: j[p.key] = p.values[0] != 0; break;
        case ActionParamKind::Text: j[p.key] = p.text; break;
        case ActionParamKind::Point: j[p.key] = Json::array({numberJson(p.values[0]), numberJson(p.values[1])}); break;
        case ActionParamKind::Rgb:
            j[p.key] = Json::array({numberJson(p.values[0]), numberJson(p.values[1]), numberJson(p.values[2])});
            break;
        }
    switch (actionChildren(tree.type)) {
    case ActionChildren::None: break;
    case ActionChildren::One:
        if (!tree.children.empty()) j["action"] = treeJson(tree.children.front());
        break;
    case ActionChildren::List: {
        Json list = Json::array();
        for (const ActionTree& child : tree.children) list.push_back(treeJson(child));
        j["actions"] = std::move(list);
        break;
    }
    }
    return j;
}

ActionParam number(std::string key, double v) { return {std::move(key), ActionParamKind::Number, {v, 0, 0}, {}}; }
ActionParam point(std::string key, double x, double y) {
    return {std::move(key), ActionParamKind::Point, {x, y, 0}, {}};
}
ActionParam rgb(std::string key, double r, double g, double b) {
    return {std::move(key), ActionParamKind::Rgb, {r, g, b}, {}};
}

}  // namespace

ActionChildren actionChildren(std::string_view type) {
    if (type == "Sequence" || type == "Spawn") return ActionChildren::List;
    if (type == "Repeat" || type == "RepeatForever" || type == "Speed" || isEase(type)) return ActionChildren::One;
    return ActionChildren::None;
}

const ActionParam* ActionTree::param(std::string_view key) const {
    for (const ActionParam& p : params)
        if (p.key == key) return &p;
    return nullptr;
}
ActionParam* ActionTree::param(std::string_view key) {
    return const_cast<ActionParam*>(static_cast<const ActionTree*>(this)->param(key));
}
double ActionTree::number(std::string_view key, double fallback) const {
    const ActionParam* p = param(key);
    return p ? p->values[0] : fallback;
}

std::optional<ActionTree> actionTreeFrom(std::string_view recordJson) {
    json::ParseFailure failure;
    const auto doc = json::parse(recordJson, json::ParseLimits{512, 64 * 1024}, failure);
    if (!doc) return std::nullopt;
    return treeFrom(*doc, 0);
}

std::string actionTreeJson(const ActionTree& tree) { return treeJson(tree).dump(); }

ActionTree defaultActionTree(std::string_view type) {
    ActionTree t{std::string(type), {}, {}};
    auto& p = t.params;
    const bool by = type.size() > 2 && type.substr(type.size() - 2) == "By";
    if (type == "MoveBy" || type == "MoveTo") {
        p = {number("duration", 1), point(by ? "by" : "to", 100, 0)};
    } else if (type == "RotateBy" || type == "RotateTo") {
        p = {number("duration", 1), number("angle", 90)};
    } else if (type == "ScaleBy" || type == "ScaleTo") {
        p = {number("duration", 1), number("scale", by ? 2 : 1.5)};
    } else if (type == "SkewBy" || type == "SkewTo") {
        p = {number("duration", 1), number("skewX", 15), number("skewY", 0)};
    } else if (type == "JumpBy" || type == "JumpTo") {
        p = {number("duration", 1), point(by ? "by" : "to", 100, 0), number("height", 50), number("jumps", 2)};
    } else if (type == "BezierBy" || type == "BezierTo") {
        p = {number("duration", 1), point("controlPoint1", 0, 100), point("controlPoint2", 100, 100),
             point("endPosition", 100, 0)};
    } else if (type == "FadeIn" || type == "FadeOut" || type == "DelayTime") {
        p = {number("duration", 1)};
    } else if (type == "FadeTo") {
        p = {number("duration", 1), number("opacity", 128)};
    } else if (type == "TintBy") {
        p = {number("duration", 1), rgb("by", -127, -127, -127)};
    } else if (type == "TintTo") {
        p = {number("duration", 1), rgb("to", 255, 0, 0)};
    } else if (type == "Blink") {
        p = {number("duration", 1), number("times", 3)};
    } else if (type == "Place") {
        p = {point("position", 0, 0)};
    } else if (type == "FlipX" || type == "FlipY") {
        p = {{"flipped", ActionParamKind::Bool, {1, 0, 0}, {}}};
    } else if (type == "Emit") {
        p = {{"event", ActionParamKind::Text, {}, "event"}};
    } else if (type == "Repeat") {
        p = {number("times", 2)};
    } else if (type == "Speed") {
        p = {number("speed", 2)};
    } else if (type == "EaseIn" || type == "EaseOut" || type == "EaseInOut") {
        p = {number("rate", 2)};
    } else if (type.rfind("EaseElastic", 0) == 0) {
        p = {number("period", 0.3)};
    }
    switch (actionChildren(type)) {
    case ActionChildren::None: break;
    case ActionChildren::One: t.children.push_back(defaultActionTree("MoveBy")); break;
    case ActionChildren::List: t.children.push_back(defaultActionTree("DelayTime")); break;
    }
    return t;
}

const char* actionParamUnit(std::string_view type, std::string_view key) {
    if (key == "duration" || key == "period") return "s";
    if (type.rfind("Tint", 0) == 0) return "rgb";
    if (key == "by" || key == "to" || key == "position" || key == "height" || key.rfind("controlPoint", 0) == 0 ||
        key == "endPosition")
        return "px";
    if (key.rfind("angle", 0) == 0 || key.rfind("skew", 0) == 0) return "deg";
    if (key.rfind("scale", 0) == 0 || key == "speed") return "x";
    if (key == "opacity") return "0-255";
    if (key == "jumps" || key == "times") return "times";
    return "";
}

bool actionParamIsInteger(std::string_view type, std::string_view key) {
    return key == "jumps" || key == "times" || key == "opacity" || type.rfind("Tint", 0) == 0;
}

ActionParamRange actionParamRange(std::string_view type, std::string_view key) {
    const double inf = std::numeric_limits<double>::infinity();
    if (key == "duration" || key == "period") return {0, inf, 0.01};
    if (type == "TintBy") return {-255, 255, 0.5};
    if (type.rfind("Tint", 0) == 0 || key == "opacity") return {0, 255, 0.5};
    if (key == "jumps" || key == "times") return {0, 1000000, 0.1};
    return {};
}

namespace {
void collectProperties(const ActionTree& tree, std::vector<std::string>& keys) {
    const std::string_view type = tree.type;
    const auto starts = [&](std::string_view prefix) { return type.rfind(prefix, 0) == 0; };
    if (starts("Move") || starts("Jump") || starts("Bezier") || type == "Place")
        keys.push_back("position");
    else if (starts("Rotate"))
        keys.insert(keys.end(), {"rotation", "rotationSkewX", "rotationSkewY"});
    else if (starts("Scale"))
        keys.insert(keys.end(), {"scale", "scaleX", "scaleY"});
    else if (starts("Skew"))
        keys.insert(keys.end(), {"skewX", "skewY"});
    else if (starts("Fade"))
        keys.push_back("opacity");
    else if (starts("Tint"))
        keys.push_back("color");
    else if (type == "Blink" || type == "Show" || type == "Hide" || type == "ToggleVisibility")
        keys.push_back("visible");
    else if (type == "FlipX")
        keys.push_back("flippedX");
    else if (type == "FlipY")
        keys.push_back("flippedY");
    for (const ActionTree& child : tree.children) collectProperties(child, keys);
}
}  // namespace

std::vector<std::string> propertiesChangedBy(const ActionTree& tree) {
    std::vector<std::string> keys;
    collectProperties(tree, keys);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return keys;
}

double actionDuration(const ActionTree& tree) {
    const std::string& type = tree.type;
    const double inf = std::numeric_limits<double>::infinity();
    if (type == "Sequence" || type == "Spawn") {
        double total = 0;
        for (const ActionTree& child : tree.children)
            total = type == "Sequence" ? total + actionDuration(child) : std::max(total, actionDuration(child));
        return total;
    }
    const double inner = tree.children.empty() ? 0 : actionDuration(tree.children.front());
    if (type == "Repeat") return inner * tree.number("times", 1);
    if (type == "RepeatForever") return inf;
    if (type == "Speed") {
        const double speed = tree.number("speed", 1);
        return speed > 0 ? inner / speed : inf;
    }
    if (isEase(type)) return inner;
    return tree.number("duration", 0);
}

std::string keysWithTriggers(std::string_view keysJson, const std::vector<TriggerRecord>& triggers) {
    Json keys = keysJson.empty() ? Json::object() : json::parseTrusted(keysJson);
    if (!keys.is_object()) keys = Json::object();
    const std::vector<TriggerRecord> old = nodeActionsFrom(keysJson).triggers;
    const Json* oldList = keys.contains("on") && keys["on"].is_array() ? &keys["on"] : nullptr;
    Json list = Json::array();
    for (std::size_t i = 0; i < triggers.size(); ++i) {
        const TriggerRecord& t = triggers[i];
        if (oldList && i < old.size() && i < oldList->size() && old[i] == t) {
            list.push_back((*oldList)[i]);  // unchanged: byte for byte
            continue;
        }
        Json entry = Json::object();
        entry["event"] = t.event;
        if (!t.run.empty()) entry["run"] = t.run;
        if (!t.stop.empty()) entry["stop"] = t.stop;
        if (t.swallow) entry["swallow"] = true;
        list.push_back(std::move(entry));
    }
    if (list.empty())
        keys.erase("on");
    else
        keys["on"] = std::move(list);
    return keys.empty() ? std::string() : keys.dump();
}

std::vector<NamedAction> namedActionsFrom(std::string_view keysJson) {
    std::vector<NamedAction> out;
    for (NamedActionRecord& record : nodeActionsFrom(keysJson).actions) {
        auto tree = actionTreeFrom(record.actionJson);
        if (!tree) continue;
        out.push_back({std::move(record.name), record.autoplay, record.tag, std::move(*tree)});
    }
    return out;
}

std::string keysWithNamedActions(std::string_view keysJson, const std::vector<NamedAction>& actions,
                                 const std::vector<std::pair<std::string, std::string>>& renames) {
    Json keys = keysJson.empty() ? Json::object() : json::parseTrusted(keysJson);
    if (!keys.is_object()) keys = Json::object();
    std::vector<std::string> names;
    Json list = Json::array();
    for (const NamedAction& a : actions) {
        names.push_back(a.name);
        Json entry = Json::object();
        entry["name"] = a.name;
        if (a.autoplay) entry["autoplay"] = true;
        if (a.tag != -1) entry["tag"] = a.tag;
        entry["action"] = treeJson(a.action);
        list.push_back(std::move(entry));
    }
    if (list.empty())
        keys.erase("actions");
    else
        keys["actions"] = std::move(list);

    if (const auto on = keys.find("on"); on != keys.end() && on->is_array()) {
        const auto present = [&](const std::string& n) {
            return std::find(names.begin(), names.end(), n) != names.end();
        };
        const auto renamed = [&](const std::string& n) {
            for (const auto& [from, to] : renames)
                if (n == from) return to;
            return n;
        };
        Json kept = Json::array();
        for (Json trigger : *on) {
            bool acts = false;
            if (auto run = trigger.find("run"); run != trigger.end() && run->is_string()) {
                const std::string name = renamed(run->get<std::string>());
                if (present(name)) {
                    *run = name;
                    acts = true;
                } else {
                    trigger.erase("run");
                }
            }
            if (auto stop = trigger.find("stop"); stop != trigger.end() && stop->is_array()) {
                Json names2 = Json::array();
                for (const Json& n : *stop)
                    if (n.is_string() && present(renamed(n.get<std::string>())))
                        names2.push_back(renamed(n.get<std::string>()));
                if (names2.empty() && !stop->empty() && trigger.contains("run")) {
                    trigger.erase("stop");
                } else {
                    acts = acts || !names2.empty();
                    *stop = std::move(names2);
                }
            }
            if (acts) kept.push_back(std::move(trigger));
        }
        if (kept.empty())
            keys.erase("on");
        else
            *on = std::move(kept);
    }
    return keys.empty() ? std::string() : keys.dump();
}

}  // namespace diorama
