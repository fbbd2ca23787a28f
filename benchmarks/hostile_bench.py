#!/usr/bin/env python3
"""hostile_bench: runs validate_pgn and translate on hostile PGN inputs
(made by tests/drivers/make_hostile.cpp) and reports each run's peak memory,
time (best of 3) and throughput; with --check, also fails when an output is not the
expected one or a run's peak memory reaches the bound.

usage: hostile_bench.py BUILD_DIR [--check] [--scale S] [--max-mb N]

BUILD_DIR holds examples/validate_pgn, examples/translate and
tests/make_hostile (built from tests/drivers/make_hostile.cpp). --scale shrinks
the floods for a quick run; --max-mb 0 turns the memory check off (the
sanitizers' shadow memory is not the program's).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

TIME = "/usr/bin/time"  # Debian's `time` package: the child's own peak memory


def best_of(times, command, stdin_path=None):
    """The fastest of `times` runs (machines here are shared and noisy), with
    the highest peak memory of them."""
    runs = [run(command, stdin_path) for _ in range(times)]
    fastest = min(runs, key=lambda r: r[0])
    return fastest[0], max(r[1] for r in runs), fastest[2], fastest[3]


def run(command, stdin_path=None):
    """Wall seconds, peak resident KB and stdout+stderr of one command.

    /usr/bin/time reports the command's own peak; without it, os.wait4's
    figure also counts this Python process's pages at the fork."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    measured = os.path.exists(TIME)
    full = ([TIME, "-f", "%M"] if measured else []) + command
    start = time.perf_counter()
    process = subprocess.Popen(full, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = process.communicate()
    seconds = time.perf_counter() - start
    text = out.decode("utf-8", "replace") + err.decode("utf-8", "replace")
    peak = 0
    if measured:
        lines = err.decode().strip().splitlines()
        peak = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    return seconds, peak, text, process.returncode


def main():
    args = sys.argv[1:]
    build = args[0]
    check = "--check" in args
    scale = float(args[args.index("--scale") + 1]) if "--scale" in args else 1.0
    max_mb = float(args[args.index("--max-mb") + 1]) if "--max-mb" in args else 64.0
    repeats = 1 if check else 3
    validate = os.path.join(build, "examples", "validate_pgn")
    translate = os.path.join(build, "examples", "translate")
    make = os.path.join(build, "tests", "make_hostile")

    if check and max_mb > 0 and not os.path.exists(TIME):
        print("FAIL: %s is needed to measure peak memory (Debian's time package; tools/setup.sh installs it)" % TIME)
        return 1
    work = tempfile.mkdtemp(prefix="shakki-hostile-")
    subprocess.run([make, work, str(scale)], check=True, capture_output=True)
    every = sorted(n for n in os.listdir(work) if n.startswith("variation_every_ply_"))
    # Many copies of the small games, for a time that measures a rate.
    for name, copies in [("nested_256_at_end", 4), ("long_game", 50), ("nested_256_at_end", 50),
                         (every[0][:-4], 50), (every[-1][:-4], 50)]:
        with open(os.path.join(work, name + ".pgn"), "rb") as f:
            text = f.read()
        with open(os.path.join(work, "%s_x%d.pgn" % (name, copies)), "wb") as out:
            out.write(text * copies)
    # Four games past the size limit, one for each of four threads.
    with open(os.path.join(work, "endless_comment.pgn"), "rb") as f:
        text = f.read()
    with open(os.path.join(work, "endless_comment_x4.pgn"), "wb") as out:
        out.write((text + b"\n") * 4)
    cr_games = int(1e5 * scale) + 1

    valid1 = r"^1 games, 1 valid, 0 invalid"
    valid50 = r"^50 games, 50 valid, 0 invalid"
    endless_variations = (r"more than 16 warnings in this game[^\n]*\n[^\n]*"
                          r"(game longer than 4 MB|variation opened with \( is never closed)")
    cases = [
        # (input, extra arguments, expected output (regex), what it is)
        ("long_game_x50.pgn", [], valid50, "a long legal game, no variations, 50 times (the baseline)"),
        ("nested_256_at_end_x50.pgn", [], valid50, "the same with 256 nested one-move variations at its last move"),
        ("nested_256_at_end_x4.pgn", ["--jobs", "4"], r"^4 games, 4 valid", "four of those on 4 threads"),
        (every[0][:-4] + "_x50.pgn", [], valid50, "a one-move variation at every ply, 3,000 plies, 50 times"),
        (every[-1][:-4] + "_x50.pgn", [], valid50, "a one-move variation at every ply of the long game, 50 times"),
        ("siblings_at_end.pgn", [], valid1, "100,000 one-move sibling variations at the long game's last move"),
        ("siblings_400k.pgn", [], valid1, "sibling variations after `1. e4`, up to the game size limit"),
        ("siblings_1m.pgn", [], r"game longer than 4 MB", "sibling variations after `1. e4`, past the limit"),
        ("nags_1m.pgn", [], valid1, "NAGs after 1. e4"),
        # Past the size limit the game is cut there; scaled down below it
        # (as under sanitizers), the open variations are reported instead.
        ("endless_10mb.pgn", [], endless_variations, "no result: `1. e4` then `( ` to the end"),
        ("endless_50mb.pgn", [], endless_variations, "the same, five times longer"),
        ("endless_comment.pgn", [], r"game longer than 4 MB", "a comment that never closes"),
        ("endless_line.pgn", [], r"game longer than 4 MB", "one line of comments, no result"),
        ("endless_comment_x4.pgn", ["--jobs", "4"], r"^4 games, 0 valid, 4 invalid",
         "four never-closing comments on 4 threads"),
        ("cr_only.pgn", [], r"^%d games, %d valid" % (cr_games, cr_games), "games with \\r line ends only"),
        ("lf_only.pgn", [], r"^%d games, %d valid" % (cr_games, cr_games), "the same games with \\n line ends"),
        ("blank_lf_32mb.pgn", [], r"^0 games", "32 MB of \\n"),
        ("blank_cr_32mb.pgn", [], r"^0 games", "32 MB of lone \\r"),
        ("tags_one_line.pgn", [], r"more than 1024 tags", "4 MB of `[A \"\"]` on one line"),
        ("damaged_tags_one_line.pgn", [], r"^1 games, 1 valid", "4 MB of damaged tags on one line"),
        ("tag_lines.pgn", [], r"more than 1024 tags", "600,000 tag lines"),
        ("words_4mb.pgn", ["--lang", "auto"], r"^1 games, 0 valid", "4 MB of one-letter words, `--lang auto`"),
    ]
    # Linear time, as ratios to a reference read in the same run (best of
    # 3 each): (input, reference, largest ratio the check allows). The
    # goals are lower (a lone \r file at most 1.5x, a line of tags at most
    # the 32 MB of blank lines); the bound leaves room for a noisy machine,
    # and a quadratic cost would be hundreds of times over it.
    ratios = [
        ("cr_only.pgn", "lf_only.pgn", 3.0),
        ("blank_cr_32mb.pgn", "blank_lf_32mb.pgn", 3.0),
        ("tags_one_line.pgn", "blank_lf_32mb.pgn", 3.0),
        ("damaged_tags_one_line.pgn", "blank_lf_32mb.pgn", 3.0),
        ("tag_lines.pgn", "blank_lf_32mb.pgn", 3.0),
    ]
    # The move tree (read_pgn_game), which holds what it reads: its bound
    # is 128 MB.
    trees = [
        ("tree_variations.pgn", r"^1 games, 1 valid", "the tree of 524,000 variations `(d4)`"),
        ("tree_comments.pgn", r"^1 games, 1 valid", "the tree of 2,000,000 comments `{}`"),
        ("tree_annotated_variations.pgn", r"^1 games, 1 valid", "the tree of 466,000 variations `(d4 $1{})`"),
        ("siblings_1m.pgn", r"game longer than 4 MB", "the tree of sibling variations past the size limit"),
    ]
    translations = [
        ("translate_parens.txt", r"nested more than 256", "translate: `1. e4` then `(` to the end"),
        ("translate_nested.txt", r"nested more than 256", "translate: the legal game, then 300 `(`"),
    ]

    failures = 0
    rows = []
    for name, extra, expected, what in cases:
        path = os.path.join(work, name)
        seconds, peak, output, code = best_of(repeats, [validate] + extra + [path])
        rows.append((what, name, extra, os.path.getsize(path), seconds, peak))
        if check and not re.search(expected, output, re.M):
            failures += 1
            print("FAIL %s: expected /%s/, got:\n%s" % (name, expected, output[-2000:]))
    tree_rows = []
    for name, expected, what in trees:
        path = os.path.join(work, name)
        seconds, peak, output, code = best_of(repeats, [os.path.join(build, "tests", "read_tree"), path])
        tree_rows.append((what, name, [], os.path.getsize(path), seconds, peak))
        if check and not re.search(expected, output, re.M):
            failures += 1
            print("FAIL tree %s: expected /%s/, got:\n%s" % (name, expected, output[-2000:]))
    for name, expected, what in translations:
        path = os.path.join(work, name)
        seconds, peak, output, code = best_of(repeats, [translate, "--from", "en", "--to", "fi"], stdin_path=path)
        rows.append((what, name, [], os.path.getsize(path), seconds, peak))
        if check and (code == 0 or not re.search(expected, output)):
            failures += 1
            print("FAIL translate %s: expected exit 1 and /%s/, got %d:\n%s" % (name, expected, code, output[-2000:]))

    seconds_of = {}
    for name, reference, bound in ratios:
        for n in (name, reference):
            if n not in seconds_of:
                seconds_of[n] = best_of(3, [validate, os.path.join(work, n)])[0]
        ratio = seconds_of[name] / max(seconds_of[reference], 1e-3)
        print("time %s / %s: %.2f" % (name, reference, ratio))
        if check and ratio > bound:
            failures += 1
            print("FAIL %s: %.2f times %s, bound %.1f" % (name, ratio, reference, bound))

    print("| input | bytes | peak memory | time | MB/s |")
    print("|---|---|---|---|---|")
    tree_max_mb = 128.0 if max_mb > 0 else 0.0
    for (what, name, extra, size, seconds, peak), bound in [(r, max_mb) for r in rows] + [(r, tree_max_mb) for r in tree_rows]:
        jobs = " (`%s`)" % " ".join(extra) if extra else ""
        print("| %s%s | %s | %.1f MB | %.3f s | %.0f |" % (what, jobs, format(size, ","), peak / 1024, seconds,
                                                        size / 1e6 / max(seconds, 1e-9)))
        if check and bound > 0 and peak / 1024 >= bound:
            failures += 1
            print("FAIL %s: peak memory %.1f MB, bound %.0f MB" % (name, peak / 1024, bound))
    for name in os.listdir(work):
        os.remove(os.path.join(work, name))
    os.rmdir(work)
    if check:
        print("%d failed" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
