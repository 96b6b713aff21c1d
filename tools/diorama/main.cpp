// diorama: headless scene tool. See docs/cli.md.
#include "commands.h"
#include "diorama/serialization/message_text.h"
#include "json_output.h"

#include <cerrno>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <new>
#include <string>
#include <vector>

namespace {

struct Command {
    std::function<int(const std::vector<std::string>&)> run;
    const char* usage;
    const char* help;
};

const std::map<std::string, Command>& commands() {
    using namespace diorama::cli;
    static const std::map<std::string, Command> kCommands = {
        {"order",
         {runOrder, "diorama order FILE",
          "Prints the visit order, the final draw order (after global-Z grouping), the draw\n"
          "calls and the nodes in each batch:\n"
          "  {\"visit\": [node...], \"draw\": [node...], \"drawCalls\": N, \"batches\": [[node...]...]}"}},
        {"pick",
         {runPick, "diorama pick FILE X Y",
          "Dispatches a touch at scene point (X, Y) through the runtime EventDispatcher, exactly\n"
          "as the editor's viewport does, and prints the claiming node and every node that\n"
          "would claim there, in dispatch order:  {\"hit\": node|null, \"stack\": [node...]}"}},
        {"inspect",
         {runInspect, "diorama inspect FILE PATH",
          "Prints a node's world corners, bounding boxes (parent and world space), its\n"
          "node-to-world matrix [a, b, c, d, tx, ty], displayed colour and opacity."}},
        {"convert",
         {runConvert, "diorama convert FILE PATH (--to-world|--to-node) X Y [--ar]",
          "Converts a point with convertToWorldSpace / convertToNodeSpace (their AR variants\n"
          "with --ar) and prints {\"x\": .., \"y\": ..}."}},
        {"query",
         {runQuery, "diorama query FILE PATTERN [--from PATH]",
          "Runs enumerateChildren with cocos syntax ('//' recursive, '/' levels, trailing\n"
          "'/..' from the parent, whole-name regex per segment) from the root or PATH:\n"
          "  {\"matches\": [node...]}"}},
        {"validate",
         {runValidate, "diorama validate FILE",
          "Checks a scene file against the format, its limits and its asset paths.\n"
          "Prints {\"ok\": true, \"nodes\": N}, or the error on stderr with status 1."}},
        {"fmt",
         {runFormat, "diorama fmt FILE [-o OUT]",
          "Rewrites a scene in canonical form (fixed key order, defaults omitted), migrating\n"
          "an older format version. Writes FILE in place (crash-safe) unless -o is given."}},
        {"import",
         {runImport,
          "diorama import FILE.csd -o OUT.scene.json [--resource-root DIR]\n"
          "       diorama import (COCOSSTUDIO_DIR | PROJECT.ccs) -o OUTDIR [--resource-root DIR]",
          "Imports a Cocos Studio scene as cocos2d-x 3.17 would build it. Paths resolve against\n"
          "the resource root (default: the nearest cocosstudio/ folder). Each nested .csd\n"
          "(ProjectNode) is imported once, to NAME.scene.json at its path below the root\n"
          "relative to OUT's folder, and becomes an Instance of it. Given a folder or a .ccs,\n"
          "imports every .csd below the root into OUTDIR. Prints one report: scenes written,\n"
          "nodes by ctype, imported and placeholder counts, warnings with their XML line,\n"
          "missing files and Studio built-in images. Status 0 when imported (even with\n"
          "warnings), 1 when a file is unreadable."}},
        {"export",
         {runExport, "diorama export SCENE -o OUT.csb|OUT.csd [--resource-root DIR]",
          "Exports a scene for cocos2d-x 3.17 / axmol (CSLoader::createNode) as a .csb, or as a\n"
          "Cocos Studio .csd. Asset and nested-scene paths are written relative to DIR (default:\n"
          "OUT's folder); every nested scene is exported too, beside OUT at its DIR-relative path.\n"
          "Prints {\"filesWritten\": [...], \"nodesByClass\": {...}, \"unrepresentable\":\n"
          "[{\"file\", \"node\", \"what\", \"why\"}...]}. Nothing is written when the scene cannot be read."}},
        {"play",
         {runPlay,
          "diorama play FILE --frames N [--dt SECONDS] [--touch X Y FRAME]... [--at PATH]... [--animation NAME] "
          "[--frame-events] [--visible-size WxH]",
          "Runs the scene under a Director at a fixed dt (default 1/60): autoplay actions and the\n"
          "autoplay animation clip start before frame 1 (--animation NAME plays that clip once\n"
          "instead, as timeline->play(NAME, false) right after loading); each --touch is a touch began and ended at "
          "scene point (X, Y),\n"
          "dispatched before frame FRAME's update (frames count from 1). Prints\n"
          "  {\"frames\": N, \"nodes\": [{\"path\", \"removed\", \"position\", \"rotationSkewX\",\n"
          "   \"rotationSkewY\", \"scaleX\", \"scaleY\", \"skewX\", \"skewY\", \"opacity\", \"color\",\n"
          "   \"visible\", \"actions\": [{\"name\", \"tag\"}...]}...], \"emitted\": [event...]}\n"
          "for each --at PATH (default: every node). --visible-size lays the scene out for that screen\n"
          "first, as cocos' createNodeWithVisibleSize: the root takes the size and doLayout runs."}},
        {"render",
         {runRender, "diorama render FILE -o OUT.png [--size WxH] [--frames N [--dt SECONDS]] [--visible-size WxH]",
          "Renders the scene headlessly (EGL, no display needed) with the same OpenGL\n"
          "renderer the editor uses and writes a PNG. Default size: the design size.\n"
          "With --frames, renders the scene after N frames of `diorama play` (no touches).\n"
          "With --visible-size, the scene is laid out for that screen first (as `diorama play`)\n"
          "and the image shows that screen (default size: the visible size)."}},
    };
    return kCommands;
}

// "FILE: /: " for a failure no command caught: every command's first argument is the
// file it reads, and "/" stands for the whole document, as in the scene reader's errors.
std::string failureLocation(const std::vector<std::string>& args) {
    const std::string file = args.empty() ? "-" : diorama::escapeForOneLine(args.front(), 1024);
    return file + ": /: ";
}

void printUsage(std::ostream& out) {
    out << "usage: diorama COMMAND [ARGS...]\n\nCommands:\n";
    for (const auto& [name, c] : commands()) out << "  " << c.usage << "\n";
    out << "\nRun 'diorama COMMAND --help' for details. Nodes are printed as objects with\n"
           "\"name\" and \"path\"; coordinates are scene (world) coordinates, y up.\n"
           "Exit status: 0 success, 1 error (FILE: LOCATION: message on stderr), 2 usage error.\n";
}

// A full disk or a closed pipe under standard output must not pass for success.
int flushedStatus(int status) {
    if (std::cout.flush()) return status;
    std::cerr << "standard output: writing failed (" << std::strerror(errno) << ")\n";
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printUsage(std::cout);
        return flushedStatus(0);
    }
    auto it = commands().find(name);
    if (it == commands().end()) {
        std::cerr << "diorama: unknown command '" << name << "'\n\n";
        printUsage(std::cerr);
        return 2;
    }
    std::vector<std::string> args(argv + 2, argv + argc);
    for (const auto& a : args)
        if (a == "--help" || a == "-h") {
            std::cout << "usage: " << it->second.usage << "\n\n" << it->second.help << "\n";
            return flushedStatus(0);
        }
    try {
        return flushedStatus(it->second.run(args));
    } catch (const diorama::cli::UsageError& e) {
        std::cerr << "diorama " << name << ": " << e.message << "\nusage: " << it->second.usage << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << failureLocation(args) << "out of memory (the scene needs more than this process may use)\n";
        return 1;
    } catch (const diorama::cli::NotFinite& e) {
        std::cerr << failureLocation(args) << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << failureLocation(args) << "unexpected error: " << diorama::escapeForOneLine(e.what()) << "\n";
        return 1;
    }
}
