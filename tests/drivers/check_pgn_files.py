#!/usr/bin/env python3
"""Runs validate_pgn on the committed PGN files.

usage: check_pgn_files.py VALIDATE_PGN_EXE tests/data/pgn

- broken/X.pgn: the output must equal broken/X.expected exactly, exit 1;
- damaged/X.pgn: warnings only, X.expected and exit 0; with --strict,
  X.strict.expected and exit 1;
- the corpora (stockfish.pgn, random.pgn) must be all valid, also with --jobs 2;
- translated_LANG.pgn must be valid with --lang LANG and with --lang auto;
- all files in one: --jobs 2, 3 and 7 print what --jobs 1 prints, so the
  parts a file is cut into give the file's game numbers and lines; through
  a pipe, which cannot be cut, --jobs 2 prints the same too.
"""
import os
import sys
import tempfile

from check_support import Checks, run_program

CHECKS = Checks()
check = CHECKS.expect


def run(exe, args, cwd, stdin_bytes=b""):
    code, out, _ = run_program(exe, args, stdin_bytes, cwd=cwd, text=True)
    return code, out


def main():
    exe, root = os.path.abspath(sys.argv[1]), sys.argv[2]
    broken = os.path.join(root, "broken")
    for name in sorted(os.listdir(broken)):
        if not name.endswith(".pgn"):
            continue
        with open(os.path.join(broken, name[:-4] + ".expected"), encoding="utf-8") as f:
            expected = f.read()
        code, out = run(exe, [name], broken)
        check(f"broken/{name}", code == 1 and out == expected, f"got:\n{out}expected:\n{expected}")
    # damaged/X.pgn: damage other readers read past; warnings, exit 0, and
    # with --strict the first problem of each game, exit 1.
    damaged = os.path.join(root, "damaged")
    for name in sorted(os.listdir(damaged)):
        if not name.endswith(".pgn"):
            continue
        for flags, suffix, status in (([], ".expected", 0), (["--strict"], ".strict.expected", 1)):
            with open(os.path.join(damaged, name[:-4] + suffix), encoding="utf-8") as f:
                expected = f.read()
            code, out = run(exe, flags + [name], damaged)
            check(f"damaged/{name} {' '.join(flags)}", code == status and out == expected, f"got:\n{out}expected:\n{expected}")
    for corpus in ("stockfish.pgn", "random.pgn"):
        for jobs in ("1", "2"):
            code, out = run(exe, ["--jobs", jobs, corpus], root)
            check(f"{corpus} --jobs {jobs}: all valid", code == 0 and ", 0 invalid," in out, out)
    for language in ("fi", "hu", "eo"):
        for flag in (language, "auto"):
            code, out = run(exe, ["--lang", flag, f"translated_{language}.pgn"], root)
            check(f"translated_{language}.pgn --lang {flag}", code == 0 and out.startswith("5 games, 5 valid"), out)
    code, out = run(exe, ["translated_fi.pgn"], root)
    check("Finnish read as English is refused", code == 1, out)
    with tempfile.TemporaryDirectory() as scratch:
        names = [os.path.join(broken, n) for n in sorted(os.listdir(broken)) if n.endswith(".pgn")]
        names += [os.path.join(root, n) for n in ("random.pgn", "stockfish.pgn")]
        with open(os.path.join(scratch, "all.pgn"), "wb") as out_file:
            for name in names:
                with open(name, "rb") as f:
                    out_file.write(f.read() + b"\n")
        one = run(exe, ["all.pgn"], scratch)
        for jobs in ("2", "3", "7"):
            many = run(exe, ["--jobs", jobs, "all.pgn"], scratch)
            check(f"all files in one, --jobs {jobs} prints what --jobs 1 prints", many == one and one[0] == 1,
                  f"--jobs 1:\n{one[1]}--jobs {jobs}:\n{many[1]}")
        # A pipe cannot be cut into parts: it is read on one thread.
        with open(os.path.join(scratch, "all.pgn"), "rb") as f:
            piped = run(exe, ["--jobs", "2", "/dev/stdin"], scratch, f.read())
        same = (piped[0], piped[1].replace("/dev/stdin:", "all.pgn:")) == one
        check("all files in one through a pipe, --jobs 2", same, f"--jobs 1:\n{one[1]}pipe:\n{piped[1]}")
    # A file that reports a size of 0 but holds bytes (/proc files): read
    # as a stream, with --from-game too; byte offsets are refused.
    if os.path.exists("/proc/self/cmdline"):
        plain = run(exe, ["/proc/self/cmdline"], root)
        skipped = run(exe, ["--from-game", "1", "/proc/self/cmdline"], root)
        check("a file reporting 0 bytes is read, also with --from-game",
              all(r[1].endswith("\n1 games, 0 valid, 1 invalid, 0 plies\n") for r in (plain, skipped)), (plain, skipped))
        code, out, err = run_program(exe, ["--from-offset", "1", "/proc/self/cmdline"], b"", cwd=root, text=True)
        check("--from-offset on a file reporting 0 bytes is refused", code == 2 and "reports 0 bytes" in err, err)
    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
