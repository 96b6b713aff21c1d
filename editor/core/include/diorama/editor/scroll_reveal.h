// A node selected inside a ScrollView, ListView or PageView may sit out of sight in edit
// mode, clipped beside the part the view shows. These scroll each such view around it: a
// PageView turns to the page that holds it, any other view moves its container the least
// that brings the node's box inside (as far as the container's bounds allow). A scroll
// position is not saved, so the document does not change.
#pragma once

namespace diorama {

class Node;

// Returns whether a view scrolled.
bool scrollIntoView(const Node& node);

}  // namespace diorama
