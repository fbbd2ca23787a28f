#!/usr/bin/env python3
"""Runs `replay --trace` on every game of the oracle endings sample and
compares its output with the oracle's lines, ply by ply.

usage: check_replay_trace.py REPLAY_EXE tests/data/oracle_endings.txt
"""
import sys

from check_support import first_difference, run_program


def games(path):
    current = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# game"):
                if current:
                    yield current
                header = line.split(" fen ", 1)
                current = {"name": header[0][2:], "fen": header[1] if len(header) > 1 else None, "lines": []}
            elif line:
                current["lines"].append(line)
    if current:
        yield current


def main():
    replay, data = sys.argv[1], sys.argv[2]
    failures = plies = count = 0
    for game in games(data):
        count += 1
        sans = [line.split("\t")[1] for line in game["lines"]]
        args = ["--trace"] + (["--fen", game["fen"]] if game["fen"] else []) + sans
        code, out, err = run_program(replay, args, text=True)
        ours = out.splitlines()
        expected = game["lines"]
        if code != 0 or ours[:-1] != expected or not ours[-1].startswith("result: ") or ours[-1] == "result: * ongoing":
            failures += 1
            first = first_difference(ours, expected)
            print(f"{game['name']}: first difference at line {first + 1}:\n  replay: {ours[first] if first < len(ours) else None}\n"
                  f"  oracle: {expected[first] if first < len(expected) else None}\n  {err.strip()}")
            continue
        plies += len(expected)
    print(f"{count} games, {plies} plies agree, {failures} games differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
