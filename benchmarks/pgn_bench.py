#!/usr/bin/env python3
"""pgn_bench: validates a generated PGN corpus with shakki's validate_pgn
(1 and 2 threads) and with Debian's pgn-extract, in the same run, and
reports games/s, plies/s, their ratio and each process's peak memory.

usage: pgn_bench.py BUILD_DIR [GAMES ...]      (default: 100000)

Each command runs once per round (ROUNDS in the environment, default 5)
and keeps its best round. With the zstd and gzip programs (and unless
COMPRESSED=0) the corpus is also compressed, once, and validate_pgn reads
the .zst and .gz files (1 and 2 threads) and `zstd -dc | validate_pgn -`.

BUILD_DIR holds examples/validate_pgn and benchmarks/make_corpus (build it
with --buildtype=release). Corpora are generated once, as
/tmp/shakki-corpus-GAMES.pgn (seeded random games, see make_corpus).
"""
import os
import re
import shutil
import subprocess
import sys
import time


ROUNDS = int(os.environ.get("ROUNDS", "5"))  # rounds of the commands
COMPRESSED = os.environ.get("COMPRESSED", "1") != "0"  # also .zst, .gz and a zstd pipe
TIME = "/usr/bin/time"  # Debian's `time` package: the child's own peak memory


def run(command):
    """Wall time, peak resident memory (KB, or 0 when unknown) and stdout.

    Linux keeps a process's memory high-water mark across exec, so a child of
    this Python process cannot measure its own peak; /usr/bin/time (a small C
    program) can."""
    measured = os.path.exists(TIME)
    start = time.perf_counter()
    process = subprocess.Popen(([TIME, "-f", "%M"] if measured else []) + command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    output, errors = process.communicate()
    seconds = time.perf_counter() - start
    peak = int(errors.decode().strip().splitlines()[-1]) if measured else 0
    return seconds, peak, output.decode("utf-8", "replace"), process.returncode


def main():
    build = sys.argv[1]
    sizes = [int(n) for n in sys.argv[2:]] or [100000]
    validate = os.path.join(build, "examples", "validate_pgn")
    make_corpus = os.path.join(build, "benchmarks", "make_corpus")
    extractor = shutil.which("pgn-extract") or "/usr/games/pgn-extract"
    for games in sizes:
        corpus = f"/tmp/shakki-corpus-{games}.pgn"
        if not os.path.exists(corpus):
            with open(corpus, "w") as out:
                subprocess.run([make_corpus, "random", str(games), "7"], stdout=out, check=True)
        size_mb = os.path.getsize(corpus) / 1e6
        print(f"corpus: {games} games, {size_mb:.0f} MB ({corpus})")
        commands = [("shakki 1 thread", [validate, corpus]),
                    ("shakki --jobs 2", [validate, "--jobs", "2", corpus]),
                    ("pgn-extract", [extractor, "-s", "-o", "/dev/null", corpus])]
        compressed = COMPRESSED and shutil.which("zstd") and shutil.which("gzip")
        if compressed:
            # Default levels, made once: zstd -3 and gzip -6.
            for suffix, make in ((".zst", ["zstd", "-q", "-k", corpus]), (".gz", ["gzip", "-k", corpus])):
                if not os.path.exists(corpus + suffix):
                    subprocess.run(make, check=True)
            commands += [(".zst 1 thread", [validate, corpus + ".zst"]),
                         (".zst --jobs 2", [validate, "--jobs", "2", corpus + ".zst"]),
                         (".gz 1 thread", [validate, corpus + ".gz"]),
                         (".gz --jobs 2", [validate, "--jobs", "2", corpus + ".gz"]),
                         ("zstd -dc | shakki", ["sh", "-c", f"zstd -dc {corpus}.zst | {validate} -"])]
        # Rounds of one run of each command, so that a busy spell on the
        # shared machine slows all of them alike; each keeps its best round.
        results = {}
        for _ in range(ROUNDS):
            for label, command in commands:
                seconds, peak, output, code = run(command)
                if label not in results or seconds < results[label][0]:
                    results[label] = (seconds, peak, output, code)
        summary = re.search(r"(\d+) games, (\d+) valid, (\d+) invalid, (\d+) plies", results["shakki 1 thread"][2])
        plies = int(summary.group(4))
        print(f"  {'':17} {'seconds':>8} {'games/s':>10} {'plies/s':>12} {'peak MB':>8}")
        for label, (seconds, peak, output, _) in results.items():
            same = "" if label == "pgn-extract" or output == results["shakki 1 thread"][2] else "  (output differs!)"
            print(f"  {label:17} {seconds:8.2f} {games / seconds:10.0f} {plies / seconds:12.0f} {peak / 1024:8.1f}{same}")
        base = results["pgn-extract"][0]
        one = results["shakki 1 thread"][0]
        two = results["shakki --jobs 2"][0]
        print(f"  valid games: {summary.group(2)} of {summary.group(1)}; plies: {plies}")
        print(f"  ratio shakki/pgn-extract: {base / one:.2f}x (1 thread), {base / two:.2f}x (--jobs 2); "
              f"--jobs 2 speed-up {one / two:.2f}x")
        if compressed:
            rows = [(label, results[label][0]) for label in results if label.startswith((".z", ".g", "zstd"))]
            print("  compressed, speed as a ratio to the plain file on 1 thread: " +
                  ", ".join(f"{label} {one / seconds:.2f}x" for label, seconds in rows))


if __name__ == "__main__":
    main()
