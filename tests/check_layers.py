#!/usr/bin/env python3
"""Fails when a header of include/shakki/ breaks the layering.

The areas, lowest first: base, core, notation, game, pgn, frontend. A header
may include headers of its own area and of lower areas, never of a higher
one; it may include its own area's detail/ headers, never another area's;
and only the umbrellas at the top (shakki.hpp, pgn.hpp, frontend.hpp, io.hpp) may
include umbrellas. version.hpp, at the top too, includes nothing and may be
included from anywhere.

    tests/check_layers.py [INCLUDE_DIR]
"""
import os
import re
import sys

AREAS = ["base", "core", "notation", "game", "pgn", "frontend"]
UMBRELLAS = {"shakki.hpp", "pgn.hpp", "frontend.hpp", "io.hpp"}
LEAVES_AT_TOP = {"version.hpp"}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def area_of(relative):
    """The area of a header (a path below include/shakki), or None at the top."""
    parts = relative.split("/")
    return parts[0] if len(parts) > 1 else None


def check(root):
    problems = []
    headers = 0
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".hpp"):
                continue
            headers += 1
            path = os.path.join(folder, name)
            here = os.path.relpath(path, root).replace(os.sep, "/")
            here_area = area_of(here)
            if here_area is None and here not in UMBRELLAS | LEAVES_AT_TOP:
                problems.append(f"{here}: a header at the top that is neither an umbrella nor version.hpp")
            if here_area is not None and here_area not in AREAS:
                problems.append(f"{here}: in no known area ({', '.join(AREAS)})")
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for included in INCLUDE.findall(text):
                target = os.path.normpath(os.path.join(os.path.dirname(here), included)).replace(os.sep, "/")
                if target.startswith("../") or not os.path.isfile(os.path.join(root, target)):
                    problems.append(f"{here}: includes {included}, which is not a header of shakki")
                    continue
                target_area = area_of(target)
                if target in LEAVES_AT_TOP:
                    continue
                if target_area is None:
                    if here_area is not None:
                        problems.append(f"{here}: includes the umbrella {target}; include the headers it needs")
                    continue
                if here_area is None:
                    continue  # an umbrella may gather any area
                if AREAS.index(target_area) > AREAS.index(here_area):
                    problems.append(f"{here}: includes {target}, from the higher area {target_area}/")
                if "/detail/" in f"/{target}" and target_area != here_area:
                    problems.append(f"{here}: includes {target}, a detail of another area")
    return headers, problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "include", "shakki")
    headers, problems = check(root)
    for p in problems:
        print(p)
    if headers == 0:
        print(f"no headers under {root}")
        return 1
    print(f"{headers} headers, {len(problems)} layering problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
