#!/usr/bin/env python3
"""check_size_limit: games whose size sweeps the 4 MB game limit, between
two small games, read by validate_pgn with one thread, with --jobs 2 and 3,
from stdin and gzip-compressed: every way must give the same games, the
same verdicts and the same messages, and no game may be lost or cut.

usage: check_size_limit.py VALIDATE_PGN [--quick]
"""
import gzip
import os
import re
import sys
import tempfile

from check_support import Checks, run_program

LIMIT = 4 << 20


def sizes():
    """Every size within 8 bytes of the limit (2 with --quick), and every
    8th out to 64."""
    reach = 2 if "--quick" in sys.argv else 8
    near = range(LIMIT - reach, LIMIT + reach + 1)
    far = [s for s in range(LIMIT - 64, LIMIT + 65, 8) if s not in near]
    return sorted(set(near) | set(far))


def file_text(size, eol, result):
    small = b'[Event "small"]' + eol + eol + b"1. d4 *" + eol
    head = b'[Event "big"]' + eol + eol + b"1. e4 {"
    tail = (b"} *" if result else b"}") + eol + eol
    big = head + b"x" * max(0, size - len(head) - len(tail)) + tail
    return small + big + small


def main():
    validate = sys.argv[1]
    checks = Checks()
    work = tempfile.mkdtemp(prefix="shakki-size-limit-")
    plain = os.path.join(work, "games.pgn")
    packed = os.path.join(work, "games.pgn.gz")
    for eol in (b"\n", b"\r\n"):
        for result in (True, False):
            differing = []
            for size in sizes():
                text = file_text(size, eol, result)
                with open(plain, "wb") as f:
                    f.write(text)
                with gzip.open(packed, "wb", compresslevel=1) as f:
                    f.write(text)
                runs = {
                    "one thread": run_program(validate, [plain]),
                    "--jobs 2": run_program(validate, ["--jobs", "2", plain]),
                    "--jobs 3": run_program(validate, ["--jobs", "3", plain]),
                    "stdin": run_program(validate, ["-"], stdin=text),
                    "gzip": run_program(validate, [packed]),
                }
                reference = runs["one thread"]
                summary = reference[1].decode("utf-8", "replace").strip().splitlines()[-1:]
                # Names differ between a file and stdin; what is said of the games may not.
                def said(run):
                    return run[0], re.sub(rb"^[^\n]*?(:[0-9]+:[0-9]+: )", rb"FILE\1", run[1], flags=re.M)
                for way, run in runs.items():
                    if said(run) != said(reference):
                        differing.append((size, way, run[1][-600:], reference[1][-600:]))
                if not summary or not summary[0].startswith("3 games"):
                    differing.append((size, "game count", reference[1][-600:], b""))
            name = "%s line ends, big game %s a result: %d sizes around 4 MB, the same games every way" % (
                "CR LF" if eol == b"\r\n" else "LF", "with" if result else "without", len(sizes()))
            checks.expect(name, not differing, differing[:3])
    for f in (plain, packed):
        if os.path.exists(f):
            os.remove(f)
    os.rmdir(work)
    return checks.report()


if __name__ == "__main__":
    sys.exit(main())
