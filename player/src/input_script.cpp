#include "diorama/player/input_script.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace diorama {

namespace {
enum class Arguments { Point, Key, Text, None };
struct KindName {
    std::string_view name;
    ScriptStep::Kind kind;
    Arguments arguments;
};
constexpr KindName kKinds[] = {
    {"tap", ScriptStep::Kind::Tap, Arguments::Point},
    {"down", ScriptStep::Kind::Down, Arguments::Point},
    {"move", ScriptStep::Kind::Move, Arguments::Point},
    {"up", ScriptStep::Kind::Up, Arguments::Point},
    {"key", ScriptStep::Kind::Key, Arguments::Key},
    {"keydown", ScriptStep::Kind::KeyDown, Arguments::Key},
    {"keyup", ScriptStep::Kind::KeyUp, Arguments::Key},
    {"type", ScriptStep::Kind::Type, Arguments::Text},
    {"backspace", ScriptStep::Kind::Backspace, Arguments::None},
    {"return", ScriptStep::Kind::Return, Arguments::None},
};
constexpr const char* kKindList = "tap, down, move, up, key, keydown, keyup, type, backspace, return";
constexpr int kMaxFrame = 100'000'000;
}  // namespace

std::string_view scriptStepName(ScriptStep::Kind kind) {
    for (const KindName& k : kKinds)
        if (k.kind == kind) return k.name;
    return {};
}

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
        const auto hash = line.find('#');
        if (hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        std::string frameText;
        if (!(words >> frameText)) continue;
        ScriptStep step;
        step.line = number;
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
        if (!(words >> what)) return fail(std::string("expected a step after the frame (") + kKindList + ")");
        const KindName* kind = nullptr;
        for (const KindName& k : kKinds)
            if (k.name == what) kind = &k;
        if (!kind) return fail("unknown step '" + what + "' (" + kKindList + ")");
        step.kind = kind->kind;
        if (kind->arguments == Arguments::Text) {
            // The rest of the line after one space: spaces inside and at the end are typed.
            std::string rest;
            std::getline(words, rest);
            if (!rest.empty() && rest.front() == ' ') rest.erase(0, 1);
            if (!rest.empty() && rest.back() == '\r') rest.pop_back();
            // Before a comment, the spaces that set it apart are not typed.
            if (hash != std::string::npos)
                while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t')) rest.pop_back();
            if (rest.empty()) return fail("'type' needs the text to type after it");
            step.text = std::move(rest);
            script.steps.push_back(std::move(step));
            continue;
        }
        if (kind->arguments == Arguments::Point) {
            if (!(words >> step.point.x >> step.point.y) || !std::isfinite(step.point.x) ||
                !std::isfinite(step.point.y))
                return fail("'" + what + "' needs two numbers: X Y in scene coordinates");
        } else if (kind->arguments == Arguments::Key) {
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
