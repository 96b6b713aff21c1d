#include "diorama/player/input_script.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace diorama {

namespace {
struct KindName {
    std::string_view name;
    ScriptStep::Kind kind;
    bool point;
};
constexpr KindName kKinds[] = {
    {"tap", ScriptStep::Kind::Tap, true},      {"down", ScriptStep::Kind::Down, true},
    {"move", ScriptStep::Kind::Move, true},    {"up", ScriptStep::Kind::Up, true},
    {"key", ScriptStep::Kind::Key, false},     {"keydown", ScriptStep::Kind::KeyDown, false},
    {"keyup", ScriptStep::Kind::KeyUp, false},
};
constexpr int kMaxFrame = 100'000'000;
}  // namespace

InputScript parseInputScript(const std::string& text, const std::string& fileName) {
    InputScript script;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    auto fail = [&](const std::string& message) {
        script.steps.clear();
        script.error = fileName + ": line " + std::to_string(number) + ": " + message;
        return script;
    };
    while (std::getline(lines, line)) {
        ++number;
        if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        std::string frameText;
        if (!(words >> frameText)) continue;
        ScriptStep step;
        try {
            std::size_t used = 0;
            step.frame = std::stoi(frameText, &used);
            if (used != frameText.size()) throw std::invalid_argument(frameText);
        } catch (const std::exception&) {
            return fail("expected a frame number, got '" + frameText + "'");
        }
        if (step.frame < 1 || step.frame > kMaxFrame)
            return fail("frame must be between 1 and " + std::to_string(kMaxFrame));
        std::string what;
        if (!(words >> what)) return fail("expected tap, down, move, up, key, keydown or keyup after the frame");
        const KindName* kind = nullptr;
        for (const KindName& k : kKinds)
            if (k.name == what) kind = &k;
        if (!kind) return fail("unknown step '" + what + "' (tap, down, move, up, key, keydown, keyup)");
        step.kind = kind->kind;
        if (kind->point) {
            if (!(words >> step.point.x >> step.point.y) || !std::isfinite(step.point.x) ||
                !std::isfinite(step.point.y))
                return fail("'" + what + "' needs two numbers: X Y in scene coordinates");
        } else {
            std::string name;
            if (!(words >> name)) return fail("'" + what + "' needs a key name such as SPACE or LEFT_ARROW");
            const auto key = keyCodeFromName(name);
            if (!key) return fail("unknown key '" + name + "' (cocos KeyCode names without KEY_)");
            step.key = *key;
        }
        std::string extra;
        if (words >> extra) return fail("unexpected '" + extra + "' at the end of the line");
        script.steps.push_back(step);
    }
    return script;
}

InputScript readInputScript(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        InputScript script;
        script.error = path + ": cannot be read";
        return script;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parseInputScript(text.str(), path);
}

}  // namespace diorama
