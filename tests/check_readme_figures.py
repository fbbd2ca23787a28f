#!/usr/bin/env python3
"""check_readme_figures: README quotes the speed figures of
docs/performance.md's table "The figures README quotes", each range word for
word, and quotes no other ratio.

usage: check_readme_figures.py README.md docs/performance.md
"""
import re
import sys


def quoted_ranges(performance):
    """The ranges of the table under "## The figures README quotes"."""
    section = performance.split("## The figures README quotes", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| figure")]
    return [line.strip("|").split("|")[-1].strip() for line in rows]


def main():
    readme = open(sys.argv[1], encoding="utf-8").read()
    performance = open(sys.argv[2], encoding="utf-8").read()
    ranges = quoted_ranges(performance)
    failures = 0
    if not ranges:
        print("FAIL no figures found in performance.md")
        return 1
    for figure in ranges:
        ok = figure in readme
        failures += not ok
        print(("ok   " if ok else "FAIL ") + "README quotes " + figure)
    # Any other ratio in README's prose ("2.3-2.9x") is a stale figure.
    for found in re.findall(r"\b\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?x\b", readme):
        if found not in ranges:
            failures += 1
            print("FAIL README quotes %s, which performance.md's table does not hold" % found)
    print("%d failed" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
