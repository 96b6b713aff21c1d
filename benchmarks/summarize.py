#!/usr/bin/env python3
"""Prints the benchmark tables of docs/performance.md from Google Benchmark JSON files
(medians when repetitions were run): the transform comparison with peer ratios and the
counters of every other case."""
import json
import re
import sys
from collections import defaultdict


def load(paths):
    rows = {}
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        for b in data["benchmarks"]:
            if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
                continue
            name = b.get("run_name", b["name"])
            rows[name] = b
    return rows


def counter(b, keys):
    for k in keys:
        if k in b:
            return b[k]
    return None


def ns(v):
    return f"{v * 1e9:.1f}" if v is not None and v < 1e-3 else ("" if v is None else f"{v:.1f}")


def main(paths):
    rows = load(paths)
    table = defaultdict(dict)
    for name, b in rows.items():
        m = re.match(r"transform_(\w+?)_(flat|chain|fan8)_(diorama|loadorder|refptr|ogre|irrlicht|pixi)/(\d+)$", name)
        if m:
            mode, shape, backend, n = m.groups()
            table[(mode, shape, int(n))][backend] = b.get("ns_per_node")
    # "load order": the same Diorama tree with its nodes allocated depth first, as a loaded
    # scene's are.
    print("| case | nodes | Diorama ns/node | load order | ref-ptr | Ogre | Irrlicht | Pixi | Diorama / ref-ptr | "
          "load order / ref-ptr | Ogre / Diorama | Irrlicht / Diorama | Pixi / Diorama |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (mode, shape, n), r in sorted(table.items()):
        d, lo, ref, ogre, irr, pixi = (r.get(k) for k in ("diorama", "loadorder", "refptr", "ogre", "irrlicht", "pixi"))
        cell = lambda v: "" if v is None else f"{v * 1e9:.1f}"
        ratio = lambda a, b: "" if a is None or b is None or b == 0 else f"{a / b:.2f}x"
        print(f"| transform.{mode} {shape} | {n:,} | {cell(d)} | {cell(lo)} | {cell(ref)} | {cell(ogre)} | {cell(irr)} | "
              f"{cell(pixi)} | {ratio(d, ref)} | {ratio(lo, ref)} | {ratio(ogre, d)} | {ratio(irr, d)} | {ratio(pixi, d)} |")
    print()
    print("| case | time per iteration | counters |")
    print("|---|---|---|")
    for name, b in sorted(rows.items()):
        if name.startswith("transform_"):
            continue
        counters = {k: v for k, v in b.items() if k not in (
            "name", "run_name", "run_type", "repetitions", "repetition_index", "threads", "iterations", "real_time",
            "cpu_time", "time_unit", "family_index", "per_family_instance_index", "aggregate_name", "aggregate_unit")}
        shown = []
        for k, v in counters.items():
            if isinstance(v, float):
                shown.append(f"{k}={v * 1e9:.1f} ns" if k.startswith("ns_") else f"{k}={v:,.1f}")
        print(f"| {name} | {b['real_time']:.3g} {b['time_unit']} | {', '.join(shown)} |")


if __name__ == "__main__":
    main(sys.argv[1:])
