#!/usr/bin/env python3
"""Compiles and runs every ```cpp block of the given Markdown files.

usage: check_snippets.py INCLUDE_DIR FILE.md... -- COMPILER [ARGS...]

A block that has no main() is compiled only (-c). Exits non-zero, naming the
file and line, when a block fails to compile or its program fails.
"""
import os
import re
import subprocess
import sys
import tempfile


def blocks(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    inside, start, body = False, 0, []
    for number, line in enumerate(lines, 1):
        if not inside and re.match(r"^```(cpp|c\+\+)\s*$", line):
            inside, start, body = True, number, []
        elif inside and line.startswith("```"):
            inside = False
            yield start, "\n".join(body) + "\n"
        elif inside:
            body.append(line)


def main():
    separator = sys.argv.index("--")
    include, documents = sys.argv[1], sys.argv[2:separator]
    compiler = sys.argv[separator + 1:]
    flags = ["-std=c++20", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-O1", "-I" + include]
    failures = checked = 0
    with tempfile.TemporaryDirectory() as work:
        for document in documents:
            for line, code in blocks(document):
                checked += 1
                where = f"{document}:{line}"
                source = os.path.join(work, f"snippet{checked}.cpp")
                binary = os.path.join(work, f"snippet{checked}")
                with open(source, "w", encoding="utf-8") as f:
                    f.write(code)
                has_main = re.search(r"\bint\s+main\s*\(", code) is not None
                command = compiler + flags + ([source, "-o", binary] if has_main else ["-c", source, "-o", binary + ".o"])
                result = subprocess.run(command, capture_output=True, text=True)
                if result.returncode != 0:
                    failures += 1
                    print(f"{where}: does not compile\n{result.stderr}")
                    continue
                if has_main:
                    run = subprocess.run([binary], capture_output=True, text=True, timeout=120)
                    if run.returncode != 0:
                        failures += 1
                        print(f"{where}: exited with {run.returncode}\n{run.stdout}{run.stderr}")
                        continue
                print(f"{where}: ok")
    print(f"{checked} snippets, {failures} failed")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
