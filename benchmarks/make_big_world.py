#!/usr/bin/env python3
"""Writes a world-1-1-like scene of about N nodes to stdout: the sample's sky, then
level chunks side by side, each 960 wide with ground, bricks, question blocks, pipes,
bushes, clouds and enemies drawn from the sample's images (copy its images/ folder next
to the output). Most chunks lie off screen, as in a long level."""
import json
import sys

KINDS = [("ground", 40, 16), ("brick", 20, 200), ("question", 10, 260), ("cloud", 10, 560),
         ("bush", 10, 80), ("enemy", 5, 60), ("pipe", 5, 100)]  # name, count per chunk, y


def chunk(k, next_id):
    children = []
    for name, count, y in KINDS:
        for i in range(count):
            x = (i * 960 // count) + 12
            children.append({"type": "Sprite", "id": f"s{next_id + len(children)}", "name": f"{name}-{i}",
                             "position": [x, y + (i % 3) * 8], "texture": f"images/{name}.png"})
    return {"type": "Node", "id": f"chunk{k}", "name": f"chunk-{k}", "position": [k * 960, 0],
            "children": children}


def main():
    nodes = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    per_chunk = sum(count for _, count, _ in KINDS) + 1
    chunks, next_id = [], 0
    for k in range(max(1, nodes // per_chunk)):
        chunks.append(chunk(k, next_id))
        next_id += per_chunk
    scene = {"format": "diorama.scene", "version": 1, "designSize": [960, 640],
             "root": {"type": "Scene", "id": "root", "name": "big-world", "children": [
                 {"type": "Sprite", "id": "sky", "name": "sky", "position": [480, 320], "scaleX": 120,
                  "scaleY": 10, "localZOrder": -10, "texture": "images/sky.png"},
                 {"type": "Node", "id": "level", "name": "level", "children": chunks}]}}
    json.dump(scene, sys.stdout, separators=(",", ":"))  # compact: 1M nodes stay under the file size limit
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
