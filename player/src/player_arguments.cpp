#include "diorama/player/player.h"

#include <cmath>
#include <stdexcept>

namespace diorama {

const char* playerOptionsHelp() {
    return "  --policy NAME     design resolution policy: exact-fit, no-border, show-all (default),\n"
           "                    fixed-width, fixed-height\n"
           "  --size WxH        window size in screen coordinates (default: the design size)\n"
           "  --fps N           target frame rate (default 60); scripted runs step 1/N each frame\n"
           "  --no-vsync        do not wait for the display's refresh\n"
           "  --stats           show fps, draw calls and nodes\n"
           "  --frames N        stop after N frames\n"
           "  --script FILE     touches and keys at given frames (docs/runtime.md)\n"
           "  --screenshot PNG  with --frames: save the last frame\n"
           "  --title TEXT      window title\n"
           "  --hidden          run in a hidden window\n";
}

namespace {
struct UsageError {
    std::string message;
};

double number(const std::string& text, const std::string& option) {
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used == text.size() && std::isfinite(value)) return value;
    } catch (const std::exception&) {
    }
    throw UsageError{option + " expects a number, got '" + text + "'"};
}

int whole(const std::string& text, const std::string& option, int low, int high) {
    const double value = number(text, option);
    if (value != std::floor(value) || value < low || value > high)
        throw UsageError{option + " expects a whole number from " + std::to_string(low) + " to " +
                         std::to_string(high) + ", got '" + text + "'"};
    return int(value);
}
}  // namespace

PlayerArguments parsePlayerArguments(const std::vector<std::string>& args) {
    PlayerArguments out;
    PlayerOptions& o = out.options;
    try {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            auto value = [&]() -> const std::string& {
                if (i + 1 >= args.size()) throw UsageError{a + " needs a value"};
                return args[++i];
            };
            if (a == "--help" || a == "-h") {
                out.help = true;
            } else if (a == "--policy") {
                const std::string& name = value();
                const auto policy = resolutionPolicyFromName(name);
                if (!policy)
                    throw UsageError{
                        "--policy must be exact-fit, no-border, show-all, fixed-width or fixed-height, got '" + name +
                        "'"};
                o.policy = *policy;
            } else if (a == "--size") {
                const std::string& size = value();
                const auto x = size.find('x');
                if (x == std::string::npos) throw UsageError{"--size must look like 960x640, got '" + size + "'"};
                o.width = whole(size.substr(0, x), "--size", 1, 16384);
                o.height = whole(size.substr(x + 1), "--size", 1, 16384);
            } else if (a == "--fps") {
                o.fps = number(value(), "--fps");
                if (o.fps < 1 || o.fps > 1000) throw UsageError{"--fps must be between 1 and 1000"};
            } else if (a == "--no-vsync") {
                o.vsync = false;
            } else if (a == "--stats") {
                o.stats = true;
            } else if (a == "--frames") {
                o.frames = whole(value(), "--frames", 1, 100'000'000);
            } else if (a == "--script") {
                o.script = value();
            } else if (a == "--screenshot") {
                o.screenshot = value();
            } else if (a == "--title") {
                o.title = value();
            } else if (a == "--hidden") {
                o.visible = false;
            } else if (a.rfind("--", 0) == 0) {
                throw UsageError{"unknown option " + a};
            } else {
                out.positional.push_back(a);
            }
        }
        if (!o.screenshot.empty() && o.frames == 0) throw UsageError{"--screenshot needs --frames N"};
    } catch (const UsageError& e) {
        out.error = e.message;
    }
    return out;
}

}  // namespace diorama
