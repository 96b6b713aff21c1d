// enumerateChildren with cocos path syntax (docs/runtime.md A11). Each segment's regex
// is compiled once per call, not once per visited child as cocos does.
#include "diorama/scene/node.h"

#include <pthread.h>

#include <algorithm>
#include <exception>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>

namespace diorama {

namespace {

// libstdc++'s regex_match recurses once or more per character: about 0.3 KiB of stack per
// character and per level of parentheses in a release build, four times that under
// AddressSanitizer. Names longer than this are matched on a thread with a stack to fit.
constexpr std::size_t kLongName = 1024;

struct LongMatch {
    const std::string& name;
    const std::regex& pattern;
    bool matched = false;
    std::exception_ptr error;
};

void* runLongMatch(void* job) {
    auto& match = *static_cast<LongMatch*>(job);
    try {
        match.matched = std::regex_match(match.name, match.pattern);
    } catch (...) {
        match.error = std::current_exception();
    }
    return nullptr;
}

bool matchLongName(const std::string& name, const std::regex& pattern, const std::string& text) {
    const std::size_t depth = 1 + std::size_t(std::count(text.begin(), text.end(), '('));
    const std::size_t stackBytes = (std::size_t(16) << 20) + name.size() * depth * 4096;
    LongMatch job{name, pattern, false, nullptr};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_t thread;
    int failed = pthread_attr_setstacksize(&attributes, stackBytes);
    if (!failed) failed = pthread_create(&thread, &attributes, runLongMatch, &job);
    pthread_attr_destroy(&attributes);
    if (failed)
        throw std::runtime_error("enumerateChildren: a name of " + std::to_string(name.size()) +
                                 " characters is too long to match against '" + text + "' (no stack of " +
                                 std::to_string(stackBytes >> 20) + " MiB for the regex engine)");
    pthread_join(thread, nullptr);
    if (job.error) std::rethrow_exception(job.error);
    return job.matched;
}

// A segment without regex metacharacters matches exactly its own text, so it is compared
// as a string (a few ns per child instead of a regex run).
struct Segment {
    std::string literal;
    std::optional<std::regex> pattern;
    bool matches(const std::string& name) const {
        if (!pattern) return name == literal;
        return name.size() > kLongName ? matchLongName(name, *pattern, literal) : std::regex_match(name, *pattern);
    }
};

bool isLiteral(const std::string& s) { return s.find_first_of(R"(\^$.|?*+()[]{})") == std::string::npos; }

struct PathMatcher {
    std::vector<Segment> segments;
    const std::function<bool(Node&)>& callback;

    // Matches among n's children for segments[level..]; true means "stop".
    bool matchFrom(const Node& n, std::size_t level) const {
        for (const auto& child : n.children()) {
            if (!segments[level].matches(child->name())) continue;
            if (level + 1 == segments.size()) {
                if (callback(*child)) return true;
            } else if (matchFrom(*child, level + 1)) {
                return true;
            }
        }
        return false;
    }

    // R(n): the matches among n's children, then R(c) for each child c, in order.
    bool matchRecursive(const Node& n) const {
        if (matchFrom(n, 0)) return true;
        for (const auto& child : n.children())
            if (matchRecursive(*child)) return true;
        return false;
    }
};

}  // namespace

void Node::enumerateChildren(std::string_view pattern, const std::function<bool(Node&)>& callback) const {
    const bool recursive = pattern.size() > 2 && pattern.substr(0, 2) == "//";
    const bool fromParent = pattern.size() > 3 && pattern.substr(pattern.size() - 3) == "/..";
    // In "//.." the two marks share a slash; cocos' substr(2, length - 5) then wraps to
    // the rest of the string, "..".
    const std::size_t first = recursive ? 2 : 0;
    const std::size_t marks = first + (fromParent ? 3 : 0);
    const std::string_view path =
        pattern.substr(first, pattern.size() >= marks ? pattern.size() - marks : std::string_view::npos);

    const Node* start = this;
    if (fromParent) {
        start = m_parent;
        if (!start) return;
    }

    PathMatcher matcher{{}, callback};
    std::size_t pos = 0;
    while (true) {
        const std::size_t slash = path.find('/', pos);
        const std::string segment(path.substr(pos, slash == std::string_view::npos ? path.npos : slash - pos));
        try {
            Segment seg;
            seg.literal = segment;  // a pattern's text, for its messages
            if (!isLiteral(segment)) seg.pattern.emplace(segment, std::regex::ECMAScript);
            matcher.segments.push_back(std::move(seg));
        } catch (const std::regex_error& e) {
            // libstdc++ calls a leading '*' a mismatched '(' and ')': say what is wrong, and
            // what a shell user writing a glob meant.
            const bool leadingRepeat =
                !segment.empty() && (segment.front() == '*' || segment.front() == '+' || segment.front() == '?');
            throw std::invalid_argument(
                "enumerateChildren: segment '" + segment + "' is not a valid regular expression (" +
                (leadingRepeat ? std::string("'") + segment.front() +
                                     "' has nothing before it to repeat; segments are regular expressions, as in "
                                     "cocos: any name is .*"
                               : std::string(e.what())) +
                ")");
        }
        if (slash == std::string_view::npos) break;
        pos = slash + 1;
    }

    if (recursive)
        matcher.matchRecursive(*start);
    else
        matcher.matchFrom(*start, 0);
}

}  // namespace diorama
