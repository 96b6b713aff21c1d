// diorama-editor [FILE] [--test-mode] [--frames N] [--seconds S] [--report-node PATH]...
#include "editor_app.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

int main(int argc, char** argv) {
    diorama::editor::AppOptions options;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "diorama-editor: " << a << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            std::cout << "usage: diorama-editor [FILE] [--test-mode] [--frames N] [--seconds S]\n"
                         "                      [--report-node PATH]... [--perf] [--size WxH]\n"
                         "                      [--select PATH]... [--probe X,Y] [--scrub K] [--badges]\n"
                         "                      [--autosave-seconds S] [--idle] [--max-file-mib N]\n";
            return 0;
        } else if (a == "--autosave-seconds") {
            options.autosaveSeconds = std::atof(next().c_str());
        } else if (a == "--max-file-mib") {
            const std::string v = next();
            char* end = nullptr;
            const unsigned long long mib = std::strtoull(v.c_str(), &end, 10);
            if (v.empty() || *end != '\0' || mib < 1 || mib > 4096) {
                std::cerr << "diorama-editor: --max-file-mib expects a whole number of MiB from 1 to 4096\n";
                return 2;
            }
            options.maxFileBytes = std::uint64_t(mib) << 20;
        } else if (a == "--idle") {
            options.idle = true;
        } else if (a == "--test-mode") {
            options.testMode = true;
        } else if (a == "--frames") {
            options.maxFrames = std::atoi(next().c_str());
        } else if (a == "--seconds") {
            options.maxSeconds = std::atof(next().c_str());
        } else if (a == "--report-node") {
            options.reportNodes.push_back(next());
        } else if (a == "--select") {
            options.select.push_back(next());
        } else if (a == "--probe") {
            float x = 0, y = 0;
            if (std::sscanf(next().c_str(), "%f,%f", &x, &y) != 2) {
                std::cerr << "diorama-editor: --probe expects X,Y\n";
                return 2;
            }
            options.probe = diorama::Vec2{x, y};
        } else if (a == "--scrub") {
            options.scrub = std::atoi(next().c_str());
        } else if (a == "--badges") {
            options.badges = true;
        } else if (a == "--perf") {
            options.perf = true;
        } else if (a == "--size") {
            const std::string v = next();
            if (std::sscanf(v.c_str(), "%dx%d", &options.width, &options.height) != 2) {
                std::cerr << "diorama-editor: --size expects WxH\n";
                return 2;
            }
        } else if (!a.empty() && a[0] == '-') {
            std::cerr << "diorama-editor: unknown option " << a << "\n";
            return 2;
        } else {
            options.file = a;
        }
    }
    diorama::editor::EditorApp app(options);
    return app.run();
}
