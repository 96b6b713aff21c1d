#include "diorama/serialization/action_records.h"

#include "action_records_internal.h"
#include "diorama/actions/action_instant.h"
#include "diorama/actions/action_paths.h"
#include "diorama/serialization/limits.h"
#include "json_parse.h"
#include "json_text.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace diorama {

namespace {

using json::Json;

struct Failure {
    std::string pointer, message;
};
[[noreturn]] void fail(const std::string& pointer, const std::string& message) { throw Failure{pointer, message}; }

constexpr int kMaxNesting = 64;
// The longest step a player takes (diorama play --dt), which the updates limit assumes.
constexpr double kLongestStep = 10.0;
// cocos MATH_EPSILON: the runtime's shortest interval duration (ActionInterval).
constexpr double kShortestDuration = 0.000001;

// How many leaf updates (a Show, a MoveBy's update) an action makes: over its whole run,
// and at most within one step. A Repeat runs all the repetitions a step covers, and at
// least every one an instant child makes, so Repeat 1e6 of Repeat 1e6 of Show is 10^12
// updates in the first step: cocos would never return from it.
struct Cost {
    double total = 1, perStep = 1;
};

const std::map<std::string, Ease>& easeTypes() {
    static const std::map<std::string, Ease> table = {
        {"EaseIn", Ease::In},
        {"EaseOut", Ease::Out},
        {"EaseInOut", Ease::InOut},
        {"EaseSineIn", Ease::SineIn},
        {"EaseSineOut", Ease::SineOut},
        {"EaseSineInOut", Ease::SineInOut},
        {"EaseQuadraticActionIn", Ease::QuadIn},
        {"EaseQuadraticActionOut", Ease::QuadOut},
        {"EaseQuadraticActionInOut", Ease::QuadInOut},
        {"EaseCubicActionIn", Ease::CubicIn},
        {"EaseCubicActionOut", Ease::CubicOut},
        {"EaseCubicActionInOut", Ease::CubicInOut},
        {"EaseQuarticActionIn", Ease::QuartIn},
        {"EaseQuarticActionOut", Ease::QuartOut},
        {"EaseQuarticActionInOut", Ease::QuartInOut},
        {"EaseQuinticActionIn", Ease::QuintIn},
        {"EaseQuinticActionOut", Ease::QuintOut},
        {"EaseQuinticActionInOut", Ease::QuintInOut},
        {"EaseExponentialIn", Ease::ExpoIn},
        {"EaseExponentialOut", Ease::ExpoOut},
        {"EaseExponentialInOut", Ease::ExpoInOut},
        {"EaseCircleActionIn", Ease::CircIn},
        {"EaseCircleActionOut", Ease::CircOut},
        {"EaseCircleActionInOut", Ease::CircInOut},
        {"EaseBackIn", Ease::BackIn},
        {"EaseBackOut", Ease::BackOut},
        {"EaseBackInOut", Ease::BackInOut},
        {"EaseElasticIn", Ease::ElasticIn},
        {"EaseElasticOut", Ease::ElasticOut},
        {"EaseElasticInOut", Ease::ElasticInOut},
        {"EaseBounceIn", Ease::BounceIn},
        {"EaseBounceOut", Ease::BounceOut},
        {"EaseBounceInOut", Ease::BounceInOut},
    };
    return table;
}

class Builder {
public:
    Builder(const ActionBuildContext& context, double step) : m_context(context), m_step(step) {}

    std::unique_ptr<Action> any(const Json& j, const std::string& at, int depth) {
        if (depth > kMaxNesting) fail(at, "actions nest deeper than " + std::to_string(kMaxNesting));
        if (!j.is_object()) fail(at, "expected an action object {\"type\": ...}");
        const auto typeIt = j.find("type");
        if (typeIt == j.end() || !typeIt->is_string()) fail(at, "an action needs a \"type\" string");
        const std::string type = typeIt->get<std::string>();
        m_known = {"type"};
        std::unique_ptr<Action> action = make(type, j, at, depth);
        for (auto it = j.begin(); it != j.end(); ++it)
            if (std::find(m_known.begin(), m_known.end(), it.key()) == m_known.end())
                fail(at + "/" + it.key(), "unknown key \"" + it.key() + "\" for " + type);
        if (m_cost.perStep > SceneLimits{}.maxActionUpdatesPerStep)
            fail(type == "Repeat" ? at + "/times" : at,
                 "can make more than " + std::to_string(std::uint64_t(SceneLimits{}.maxActionUpdatesPerStep)) +
                     " updates in one step of up to " + std::to_string(int(kLongestStep)) +
                     " s (limit \"action updates per step\")");
        return action;
    }
    Cost cost() const { return m_cost; }

private:
    const ActionBuildContext& m_context;
    double m_step;                     // the longest step this record is stepped by (a Speed multiplies it)
    std::vector<std::string> m_known;  // the keys the record being built may have
    Cost m_cost;
    std::vector<Cost> m_children;  // of the record being built, in order

    const Json* find(const Json& j, const char* key) {
        m_known.push_back(key);
        const auto it = j.find(key);
        return it == j.end() ? nullptr : &*it;
    }
    float number(const Json& j, const char* key, const std::string& at, std::optional<float> fallback = {}) {
        const Json* v = find(j, key);
        if (!v) {
            if (fallback) return *fallback;
            fail(at, "missing required key \"" + std::string(key) + "\"");
        }
        if (!v->is_number()) fail(at + "/" + key, "expected a number");
        const double d = v->get<double>();
        if (!std::isfinite(d) || std::abs(d) > 1e9) fail(at + "/" + key, "expected a finite number");
        return float(d);
    }
    float duration(const Json& j, const std::string& at) {
        const float d = number(j, "duration", at);
        if (d < 0) fail(at + "/duration", "duration cannot be negative");
        return d;
    }
    int count(const Json& j, const char* key, const std::string& at, int min) {
        const Json* v = find(j, key);
        if (!v) fail(at, "missing required key \"" + std::string(key) + "\"");
        if (!v->is_number_integer()) fail(at + "/" + key, "expected an integer");
        const long long n = v->get<long long>();
        if (n < min || n > 1000000)
            fail(at + "/" + key, "expected an integer from " + std::to_string(min) + " to 1000000");
        return int(n);
    }
    Vec2 point(const Json& j, const char* key, const std::string& at) {
        const Json* v = find(j, key);
        if (!v) fail(at, "missing required key \"" + std::string(key) + "\"");
        if (!v->is_array() || v->size() != 2 || !(*v)[0].is_number() || !(*v)[1].is_number())
            fail(at + "/" + key, "expected [x, y]");
        const double x = (*v)[0].get<double>(), y = (*v)[1].get<double>();
        if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e9 || std::abs(y) > 1e9)
            fail(at + "/" + key, "expected finite numbers");
        return {float(x), float(y)};
    }
    std::array<int, 3> rgb(const Json& j, const char* key, const std::string& at, int min) {
        const Json* v = find(j, key);
        if (!v) fail(at, "missing required key \"" + std::string(key) + "\"");
        if (!v->is_array() || v->size() != 3) fail(at + "/" + key, "expected [r, g, b]");
        std::array<int, 3> out{};
        for (int i = 0; i < 3; ++i) {
            const Json& c = (*v)[std::size_t(i)];
            if (!c.is_number_integer() || c.get<long long>() < min || c.get<long long>() > 255)
                fail(at + "/" + key + "/" + std::to_string(i),
                     "expected an integer from " + std::to_string(min) + " to 255");
            out[std::size_t(i)] = int(c.get<long long>());
        }
        return out;
    }
    // `key` or the pair keyX/keyY (one value for both axes, or one per axis).
    Vec2 pair(const Json& j, const char* key, const char* keyX, const char* keyY, const std::string& at) {
        const bool single = j.contains(key), split = j.contains(keyX) || j.contains(keyY);
        if (single && split)
            fail(at, "give \"" + std::string(key) + "\" or \"" + keyX + "\"/\"" + keyY + "\", not both");
        if (single) {
            const float v = number(j, key, at);
            return {v, v};
        }
        return {number(j, keyX, at), number(j, keyY, at)};
    }
    ActionPtr finite(const Json& j, const std::string& at, int depth, double speed = 1) {
        Builder child(m_context, m_step * speed);
        std::unique_ptr<Action> a = child.any(j, at, depth + 1);
        m_children.push_back(child.cost());
        auto* f = dynamic_cast<FiniteTimeAction*>(a.get());
        if (!f) fail(at, "a RepeatForever or Speed cannot be nested here (it never ends or has no fixed duration)");
        a.release();
        return ActionPtr(f);
    }
    std::unique_ptr<ActionInterval> interval(const Json& j, const std::string& at, int depth, double speed = 1) {
        ActionPtr a = finite(j, at, depth, speed);
        auto* i = dynamic_cast<ActionInterval*>(a.get());
        if (!i) fail(at, "expected an action with a duration (not an instant action)");
        a.release();
        return std::unique_ptr<ActionInterval>(i);
    }
    const Json& child(const Json& j, const std::string& at) {
        const Json* v = find(j, "action");
        if (!v) fail(at, "missing required key \"action\"");
        return *v;
    }
    std::vector<ActionPtr> list(const Json& j, const std::string& at, int depth) {
        const Json* v = find(j, "actions");
        if (!v) fail(at, "missing required key \"actions\"");
        if (!v->is_array() || v->empty()) fail(at + "/actions", "expected a non-empty array of actions");
        std::vector<ActionPtr> out;
        for (std::size_t i = 0; i < v->size(); ++i)
            out.push_back(finite((*v)[i], at + "/actions/" + std::to_string(i), depth));
        return out;
    }

    std::unique_ptr<Action> make(const std::string& type, const Json& j, const std::string& at, int depth) {
        if (type == "MoveBy") return std::make_unique<MoveBy>(duration(j, at), point(j, "by", at));
        if (type == "MoveTo") return std::make_unique<MoveTo>(duration(j, at), point(j, "to", at));
        if (type == "RotateBy" || type == "RotateTo") {
            const float d = duration(j, at);
            const Vec2 a = pair(j, "angle", "angleX", "angleY", at);
            if (type == "RotateBy") return std::make_unique<RotateBy>(d, a.x, a.y);
            return std::make_unique<RotateTo>(d, a.x, a.y);
        }
        if (type == "ScaleBy" || type == "ScaleTo") {
            const float d = duration(j, at);
            const Vec2 s = pair(j, "scale", "scaleX", "scaleY", at);
            if (type == "ScaleBy") return std::make_unique<ScaleBy>(d, s.x, s.y);
            return std::make_unique<ScaleTo>(d, s.x, s.y);
        }
        if (type == "SkewBy" || type == "SkewTo") {
            const float d = duration(j, at), x = number(j, "skewX", at, 0.0f), y = number(j, "skewY", at, 0.0f);
            if (type == "SkewBy") return std::make_unique<SkewBy>(d, x, y);
            return std::make_unique<SkewTo>(d, x, y);
        }
        if (type == "JumpBy" || type == "JumpTo") {
            const float d = duration(j, at);
            const Vec2 p = point(j, type == "JumpBy" ? "by" : "to", at);
            const float h = number(j, "height", at);
            const int n = count(j, "jumps", at, 1);
            if (type == "JumpBy") return std::make_unique<JumpBy>(d, p, h, n);
            return std::make_unique<JumpTo>(d, p, h, n);
        }
        if (type == "BezierBy" || type == "BezierTo") {
            const float d = duration(j, at);
            const BezierConfig c{point(j, "controlPoint1", at), point(j, "controlPoint2", at),
                                 point(j, "endPosition", at)};
            if (type == "BezierBy") return std::make_unique<BezierBy>(d, c);
            return std::make_unique<BezierTo>(d, c);
        }
        if (type == "FadeIn") return std::make_unique<FadeIn>(duration(j, at));
        if (type == "FadeOut") return std::make_unique<FadeOut>(duration(j, at));
        if (type == "FadeTo") {
            const float d = duration(j, at);
            const int o = count(j, "opacity", at, 0);
            if (o > 255) fail(at + "/opacity", "expected an integer from 0 to 255");
            return std::make_unique<FadeTo>(d, std::uint8_t(o));
        }
        if (type == "TintTo") {
            const float d = duration(j, at);
            const auto c = rgb(j, "to", at, 0);
            return std::make_unique<TintTo>(d, Color3B{std::uint8_t(c[0]), std::uint8_t(c[1]), std::uint8_t(c[2])});
        }
        if (type == "TintBy") {
            const float d = duration(j, at);
            const auto c = rgb(j, "by", at, -255);
            return std::make_unique<TintBy>(d, c[0], c[1], c[2]);
        }
        if (type == "Blink") return std::make_unique<Blink>(duration(j, at), count(j, "times", at, 1));
        if (type == "DelayTime") return std::make_unique<DelayTime>(duration(j, at));
        if (type == "Place") return std::make_unique<Place>(point(j, "position", at));
        if (type == "Show") return std::make_unique<Show>();
        if (type == "Hide") return std::make_unique<Hide>();
        if (type == "ToggleVisibility") return std::make_unique<ToggleVisibility>();
        if (type == "RemoveSelf") return std::make_unique<RemoveSelf>();
        if (type == "FlipX" || type == "FlipY") {
            bool flipped = true;  // cocos FlipX::create(true) is the usual use
            if (const Json* v = find(j, "flipped")) {
                if (!v->is_boolean()) fail(at + "/flipped", "expected true or false");
                flipped = v->get<bool>();
            }
            if (type == "FlipX") return std::make_unique<FlipX>(flipped);
            return std::make_unique<FlipY>(flipped);
        }
        if (type == "Emit") {
            const Json* v = find(j, "event");
            if (!v || !v->is_string() || v->get<std::string>().empty())
                fail(v ? at + "/event" : at, "Emit needs an \"event\" name");
            auto emit = m_context.emit;
            return std::make_unique<CallFunc>([emit, name = v->get<std::string>()] {
                if (emit) emit(name);
            });
        }
        if (type == "Sequence" || type == "Spawn") {
            std::vector<ActionPtr> actions = list(j, at, depth);
            m_cost = {0, 0};
            for (const Cost& c : m_children) m_cost = {m_cost.total + c.total, m_cost.perStep + c.perStep};
            if (type == "Sequence") return Sequence::create(std::move(actions));
            return Spawn::create(std::move(actions));
        }
        if (type == "Repeat") {
            const int times = count(j, "times", at, 1);
            ActionPtr inner = finite(child(j, at), at + "/action", depth);
            // Each repetition a step completes runs its child to the end, from wherever it was.
            const double d = std::max(double(inner->duration()), kShortestDuration);
            const double repetitions = std::min(double(times), std::floor(m_step / d) + 3);
            m_cost = {double(times) * m_children[0].total, repetitions * m_children[0].total};
            return std::make_unique<Repeat>(std::move(inner), unsigned(times));
        }
        if (type == "RepeatForever") {
            auto inner = interval(child(j, at), at + "/action", depth);
            m_cost = {m_children[0].total, 3 * m_children[0].perStep};  // a step, a restart and the rest
            return std::make_unique<RepeatForever>(std::move(inner));
        }
        if (type == "Speed") {
            const float speed = number(j, "speed", at);
            if (speed < 0) fail(at + "/speed", "speed cannot be negative");
            auto inner = interval(child(j, at), at + "/action", depth, speed);
            m_cost = m_children[0];
            return std::make_unique<Speed>(std::move(inner), speed);
        }
        if (auto ease = easeTypes().find(type); ease != easeTypes().end()) {
            const bool rate = ease->second == Ease::In || ease->second == Ease::Out || ease->second == Ease::InOut;
            const bool elastic = type.rfind("EaseElastic", 0) == 0;
            float parameter = 0.3f;
            if (rate) {
                parameter = number(j, "rate", at);
                if (parameter < 0) fail(at + "/rate", "a rate cannot be negative (cocos raises the time to it)");
            }
            if (elastic) {
                parameter = number(j, "period", at, 0.3f);
                const bool cocosFallback = parameter == 0 && ease->second == Ease::ElasticInOut;
                if (std::abs(parameter) < kShortestDuration && !cocosFallback)
                    fail(at + "/period", "expected a period of at least 0.000001 in size (cocos divides by it)");
            }
            auto inner = interval(child(j, at), at + "/action", depth);
            // An eased time may leap past the end (Back, Elastic), running the whole child.
            m_cost = {m_children[0].total, m_children[0].total};
            return std::make_unique<EaseAction>(ease->second, std::move(inner), parameter);
        }
        fail(at + "/type", "unknown action type \"" + type + "\"");
    }
};

}  // namespace

namespace {

void checkActionList(const Json& list, const std::string& at, std::vector<std::string>& names) {
    if (!list.is_array()) fail(at, "expected an array of named actions");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& entry = list[i];
        const std::string here = at + "/" + std::to_string(i);
        if (!entry.is_object()) fail(here, "expected {\"name\": ..., \"action\": {...}}");
        const auto name = entry.find("name");
        if (name == entry.end() || !name->is_string() || name->get<std::string>().empty())
            fail(name == entry.end() ? here : here + "/name", "a named action needs a non-empty \"name\"");
        if (std::find(names.begin(), names.end(), name->get<std::string>()) != names.end())
            fail(here + "/name", "duplicate action name " +
                                     json::quoteForMessage(std::string_view(name->get_ref<const std::string&>())));
        names.push_back(name->get<std::string>());
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            const std::string& key = it.key();
            if (key == "autoplay") {
                if (!it->is_boolean()) fail(here + "/autoplay", "expected true or false");
            } else if (key == "tag") {
                if (!it->is_number_integer() || it->get<long long>() < -2147483647LL ||
                    it->get<long long>() > 2147483647LL)
                    fail(here + "/tag", "expected a 32-bit integer");
            } else if (key != "name" && key != "action") {
                fail(here + "/" + key, "unknown key \"" + key + "\" in a named action");
            }
        }
        const auto action = entry.find("action");
        if (action == entry.end()) fail(here, "missing required key \"action\"");
        Builder(ActionBuildContext{}, kLongestStep).any(*action, here + "/action", 0);
    }
}

void checkTriggerList(const Json& list, const std::string& at, const std::vector<std::string>& names) {
    if (!list.is_array()) fail(at, "expected an array of triggers");
    auto named = [&](const Json& v, const std::string& where) {
        if (!v.is_string()) fail(where, "expected the name of one of this node's actions");
        if (std::find(names.begin(), names.end(), v.get<std::string>()) == names.end())
            fail(where, "no action named " + json::quoteForMessage(std::string_view(v.get_ref<const std::string&>())) +
                            " on this node");
    };
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& entry = list[i];
        const std::string here = at + "/" + std::to_string(i);
        if (!entry.is_object()) fail(here, "expected {\"event\": ..., \"run\": ...}");
        const auto event = entry.find("event");
        if (event == entry.end()) fail(here, "missing required key \"event\"");
        const std::string e = event->is_string() ? event->get<std::string>() : std::string();
        const std::vector<std::string>& events = touchTriggerEvents();
        if (std::find(events.begin(), events.end(), e) == events.end() &&
            !(e.rfind("custom:", 0) == 0 && e.size() > 7)) {
            std::string expected = "expected ";
            for (const std::string& name : events) expected += "\"" + name + "\", ";
            expected.resize(expected.size() - 2);
            fail(here + "/event", expected + " or \"custom:NAME\"");
        }
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            const std::string& key = it.key();
            if (key == "run") {
                named(*it, here + "/run");
            } else if (key == "swallow") {
                if (!it->is_boolean()) fail(here + "/swallow", "expected true or false");
            } else if (key == "stop") {
                if (!it->is_array()) fail(here + "/stop", "expected an array of action names");
                for (std::size_t k = 0; k < it->size(); ++k) named((*it)[k], here + "/stop/" + std::to_string(k));
            } else if (key != "event") {
                fail(here + "/" + key, "unknown key \"" + key + "\" in a trigger");
            }
        }
        if (!entry.contains("run") && !entry.contains("stop")) fail(here, "a trigger needs \"run\" or \"stop\"");
    }
}

}  // namespace

std::optional<std::pair<std::string, std::string>> detail::checkNodeActions(const Json* actions, const Json* triggers,
                                                                            const std::string& node) {
    try {
        std::vector<std::string> names;
        if (actions) checkActionList(*actions, node + "/actions", names);
        if (triggers) checkTriggerList(*triggers, node + "/on", names);
    } catch (const Failure& f) {
        return std::pair{f.pointer, f.message};
    }
    return std::nullopt;
}

std::optional<std::string> nodeActionsProblem(std::string_view keysJson) {
    if (keysJson.empty()) return std::nullopt;
    const Json keys = json::parseTrusted(keysJson);
    if (!keys.is_object()) return std::nullopt;
    const auto actions = keys.find("actions"), triggers = keys.find("on");
    const auto problem = detail::checkNodeActions(actions == keys.end() ? nullptr : &*actions,
                                                  triggers == keys.end() ? nullptr : &*triggers, "");
    if (!problem) return std::nullopt;
    return problem->first + ": " + problem->second;
}

NodeActions nodeActionsFrom(std::string_view keysJson) {
    NodeActions out;
    if (keysJson.empty()) return out;
    const Json keys = json::parseTrusted(keysJson);
    if (!keys.is_object()) return out;
    if (const auto a = keys.find("actions"); a != keys.end() && a->is_array())
        for (const Json& e : *a) {
            NamedActionRecord r;
            r.name = e.value("name", std::string());
            r.autoplay = e.value("autoplay", false);
            r.tag = int(e.value("tag", -1LL));
            if (const auto action = e.find("action"); action != e.end()) r.actionJson = action->dump();
            out.actions.push_back(std::move(r));
        }
    if (const auto t = keys.find("on"); t != keys.end() && t->is_array())
        for (const Json& e : *t) {
            TriggerRecord r;
            r.event = e.value("event", std::string());
            r.run = e.value("run", std::string());
            r.swallow = e.value("swallow", false);
            if (const auto stop = e.find("stop"); stop != e.end() && stop->is_array())
                for (const Json& name : *stop)
                    if (name.is_string()) r.stop.push_back(name.get<std::string>());
            out.triggers.push_back(std::move(r));
        }
    return out;
}

const std::vector<std::string>& touchTriggerEvents() {
    static const std::vector<std::string> kEvents = {
        "touchBegan",  "touchEnded",   "click",         "selected",      "unselected", "percentChanged",
        "pageTurning", "itemSelected", "attachWithIME", "detachWithIME", "insertText", "deleteBackward"};
    return kEvents;
}

const std::vector<std::string>& actionTypeNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n = {
            "MoveBy", "MoveTo", "RotateBy",  "RotateTo", "ScaleBy", "ScaleTo", "SkewBy",           "SkewTo",
            "JumpBy", "JumpTo", "BezierBy",  "BezierTo", "FadeIn",  "FadeOut", "FadeTo",           "TintBy",
            "TintTo", "Blink",  "DelayTime", "Place",    "Show",    "Hide",    "ToggleVisibility", "RemoveSelf",
            "FlipX",  "FlipY",  "Emit",      "Sequence", "Spawn",   "Repeat",  "RepeatForever",    "Speed"};
        for (const auto& [name, ease] : easeTypes()) n.push_back(name);
        return n;
    }();
    return names;
}

ActionBuild buildAction(std::string_view recordJson, const std::string& fileName, const std::string& pointer,
                        const ActionBuildContext& context) {
    ActionBuild result;
    json::ParseFailure failure;
    const auto doc = json::parse(recordJson, json::ParseLimits{kMaxNesting * 3 + 8, 64 * 1024}, failure);
    if (!doc) {
        result.error = SceneError{fileName, pointer + failure.pointer, 0, 0, failure.message};
        return result;
    }
    try {
        Builder builder(context, kLongestStep);
        result.action = builder.any(*doc, pointer, 0);
        result.updatesPerStep = builder.cost().perStep;
    } catch (const Failure& f) {
        result.error = SceneError{fileName, f.pointer, 0, 0, f.message};
    }
    return result;
}

}  // namespace diorama
