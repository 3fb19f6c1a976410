#!/usr/bin/env python3
"""Ratios of the library to hand-written baselines, from one harness run.

    cd Benchmarks
    swift package --allow-writing-to-package-directory benchmark \\
        --target CoordinatorKitBenchmarks --filter "Ratio.*" --format jmh --path .build/ratios
    python3 ratios.py .build/ratios/*.jmh.json

Each "Ratio <what>: <side>" benchmark is paired with each baseline of the same <what> (one row
per baseline); the table gives both medians, their ratio, and both median malloc counts.
"""
import json
import re
import sys

BASELINES = ("NavigationState alone", "by hand", "state set directly", "bare state encoded and decoded", "Navigator+UIKitHost beside it")
PREFIX = "package.benchmark.CoordinatorKitBenchmarks."


def load(path):
    figures = {}
    for element in json.load(open(path)):
        name = element["benchmark"].removeprefix(PREFIX).replace("_", " ")
        metrics = element["secondaryMetrics"]
        time = metrics["Time (wall clock)"]["scorePercentiles"]["50.0"]  # µs
        mallocs = metrics.get("Malloc (total)", {}).get("scorePercentiles", {}).get("50.0")
        figures[name] = (time, mallocs)
    return figures


def microseconds(value):
    return f"{value:,.2f} µs" if value < 10 else f"{value:,.1f} µs"


def order(what):
    depth = re.search(r"depth (\d+)", what)
    return (what.startswith("Ratio UIKit"), "deep link" in what, re.sub(r", depth \d+", "", what), int(depth.group(1)) if depth else 0)


def main(path):
    figures = load(path)
    pairs = {}
    for name, figure in figures.items():
        what, _, side = name.rpartition(": ")
        pairs.setdefault(what, {})[side] = figure
    print("| operation | library | library median | baseline | baseline median | ratio | mallocs library / baseline |")
    print("| --- | --- | ---: | --- | ---: | ---: | ---: |")
    for what in sorted(pairs, key=order):
        sides = pairs[what]
        library = next((side for side in sides if side not in BASELINES), None)
        if library is None:
            continue
        # One row per baseline measured beside the library figure.
        for baseline in (side for side in BASELINES if side in sides):
            (lt, lm), (bt, bm) = sides[library], sides[baseline]
            ratio = lt / bt if bt else float("inf")
            mallocs = f"{lm:.0f} / {bm:.0f}" if lm is not None and bm is not None else "–"
            print(f"| {what.removeprefix('Ratio ')} | {library} | {microseconds(lt)} | {baseline} | {microseconds(bt)} | {ratio:,.1f}× | {mallocs} |")


if __name__ == "__main__":
    main(sys.argv[1])
