#!/usr/bin/env python3
"""check_parallel: validating many compressed PGN files with GNU parallel,
one validate_pgn process per file, then combine_summaries, gives the same
totals and the same game records as one validate_pgn run over all files.

usage: check_parallel.py VALIDATE_PGN COMBINE_SUMMARIES PGN_DIR

Exits 77 (skipped) without the parallel, zstd or gzip programs.
"""
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

from check_support import Checks

CHECKS = Checks()
expect = CHECKS.expect


def run(command, stdin=None, shell=False):
    process = subprocess.run(command, input=stdin, capture_output=True, shell=shell)
    return process.returncode, process.stdout.decode("utf-8"), process.stderr.decode("utf-8", "replace")


def records(output):
    """Game records (without the file's name, which differs between shard
    runs and nothing) and the summary of JSON Lines output."""
    games = []
    summary = None
    for line in output.splitlines():
        value = json.loads(line)
        if value.get("summary"):
            summary = value
        else:
            games.append(json.dumps({k: v for k, v in value.items()}, sort_keys=True))
    return collections.Counter(games), summary


def main():
    validate, combine, pgn_dir = sys.argv[1:4]
    for program in ("parallel", "zstd", "gzip"):
        if shutil.which(program) is None:
            print(f"skipped: no {program} program")
            return 77
    sources = sorted(os.path.join(pgn_dir, name) for name in os.listdir(pgn_dir) if name.endswith(".pgn"))
    expect("the test files are there", len(sources) >= 5, str(sources))
    with tempfile.TemporaryDirectory() as work:
        # A directory of dumps: each test file compressed by zstd or gzip,
        # twice over with different names, plus one plain file.
        shards = []
        for i, source in enumerate(sources * 2):
            name = os.path.join(work, f"dump-{i:02d}.pgn")
            shutil.copyfile(source, name)
            if i % 3 == 0:
                subprocess.run(["zstd", "-q", "--rm", "-19", name], check=True)
                name += ".zst"
            elif i % 3 == 1:
                subprocess.run(["gzip", "-9", name], check=True)
                name += ".gz"
            shards.append(name)

        code, single, _ = run([validate, "--format", "jsonl"] + shards)
        single_games, single_summary = records(single)
        expect("one run has a summary", single_summary is not None, single[-500:])
        expect("one run finds the invalid test games", single_summary and single_summary["invalid"] > 0, str(single_summary))

        # One process per file, two at a time, as docs/pgn.md shows.
        command = f"parallel --will-cite -j2 {validate} --format jsonl ::: {' '.join(shards)} | {combine}"
        code_parallel, combined, errors = run(command, shell=True)
        combined_games, combined_summary = records(combined)
        expect("combine_summaries prints one summary, last", combined.splitlines()[-1].startswith('{"summary":true'),
               combined[-300:])
        expect("combined totals equal one run's", combined_summary == single_summary,
               f"{combined_summary}\n  {single_summary}")
        expect("the same game records", combined_games == single_games,
               f"{len(combined_games)} against {len(single_games)} distinct records")
        expect("exit 1: a game is invalid", code_parallel == 1 and code == 1, f"{code_parallel} {code} {errors}")

        # The summaries alone, kept in files and combined later.
        outputs = []
        for i, shard in enumerate(shards):
            out = os.path.join(work, f"result-{i:02d}.jsonl")
            with open(out, "wb") as stream:
                subprocess.run([validate, "--format", "jsonl", shard], stdout=stream)
            outputs.append(out)
        code, summary_only, _ = run([combine, "--summary-only"] + outputs)
        expect("--summary-only prints the summary alone", len(summary_only.splitlines()) == 1, summary_only[:300])
        expect("--summary-only totals", json.loads(summary_only) == single_summary, summary_only)

        # Byte ranges of one big file as shards: the same totals.
        big = os.path.join(work, "big.pgn")
        with open(big, "wb") as out:
            for source in sources * 3:
                with open(source, "rb") as stream:
                    out.write(stream.read())
                out.write(b"\n")
        size = os.path.getsize(big)
        cuts = [0, size // 4, size // 2, 3 * size // 4, size + 1]
        ranges = " ".join(f"{a}:{b}" for a, b in zip(cuts, cuts[1:]))
        command = (f"parallel --will-cite -j2 --colsep : {validate} --format jsonl --from-offset {{1}} --to-offset {{2}} "
                   f"{big} ::: {ranges} | {combine} --summary-only")
        _, ranged, errors = run(command, shell=True)
        _, whole = records(run([validate, "--format", "jsonl", big])[1])
        # "files" counts each range's run: four here, against one.
        combined_ranges = json.loads(ranged) if ranged.strip() else {}
        expect("ranges of one file combine to its totals", combined_ranges.pop("files", None) == 4 and
               combined_ranges == {k: v for k, v in whole.items() if k != "files"}, f"{ranged} {errors}\n  {whole}")

        # A shard that cannot be read: combined, it is named, and exit 2.
        missing = os.path.join(work, "missing.pgn.zst")
        command = f"parallel --will-cite {validate} --format jsonl ::: {shards[0]} {missing} | {combine} --summary-only"
        code, out, _ = run(command, shell=True)
        summary = json.loads(out)
        expect("an unreadable shard is named", summary["unreadable_files"] == [missing], out)
        expect("exit 2 for an unreadable shard", code == 2, str(code))

        # A run that died before its summary, or a damaged summary line.
        code, _, errors = run([combine], stdin=b'{"file":"a","game":1}\n')
        expect("no summary at all: exit 2", code == 2 and "no summary" in errors, errors)
        for bad in (b'{"summary":true,"games":x}', b'{"summary":true,"games":2,"valid":1,"invalid":0}',
                    b'{"summary":true,"colour":1}', b'{"summary":true,"games":99999999999999999999999}',
                    b'{"summary":true,"unreadable_files":["a]}', b'{"summary":true'):
            code, _, errors = run([combine], stdin=bad + b"\n")
            expect(f"malformed summary refused: {bad!r}", code == 2 and "malformed summary" in errors, errors)

    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
