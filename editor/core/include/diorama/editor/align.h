// Align and distribute a multi-selection on screen (the Node menu), as one undo step.
#pragma once

#include "diorama/editor/commands.h"

#include <vector>

namespace diorama {

class Document;

enum class AlignMode { Left, CenterX, Right, Top, CenterY, Bottom, DistributeX, DistributeY };

// Position edits that line the selected nodes' boxes on screen (their content rectangles,
// as the viewport outlines them) up with the selection's bounds: left edges to the
// leftmost, centres to the middle of the bounds, and so on. Distribute spaces the box
// centres evenly between the two outermost, in order along the axis. Nodes whose ancestor
// is selected move with it. Empty when there is nothing to move: align needs two nodes,
// distribute three.
std::vector<SetPropertiesCommand::Edit> alignEdits(Document& doc, AlignMode mode);

}  // namespace diorama
