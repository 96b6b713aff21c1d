#include "diorama/editor/document_tabs.h"

namespace diorama {

bool isPristine(const Document& doc) {
    return !doc.hasPath() && !doc.isDirty() && !doc.commands().canUndo() && !doc.commands().canRedo();
}

std::size_t tabAfterClosing(std::size_t closed, std::size_t count) {
    if (count <= 1) return 0;
    return closed + 1 < count ? closed : closed - 1;
}

bool isDocumentFor(const Document& doc, const std::filesystem::path& path) {
    if (!doc.hasPath() || path.empty()) return false;
    std::error_code ec;
    const std::filesystem::path a = std::filesystem::weakly_canonical(doc.path(), ec);
    if (ec) return false;
    const std::filesystem::path b = std::filesystem::weakly_canonical(path, ec);
    return !ec && a == b;
}

}  // namespace diorama
