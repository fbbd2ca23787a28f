#!/usr/bin/env python3
"""Checks validate_pgn on zstd and gzip input.

For the committed PGN files and a bigger corpus (the committed files over
and over, and make_corpus's games when its path is given and built), the
text and JSON Lines output for X.pgn must be the same, apart from the file
name, for X.pgn.zst, X.pgn.gz, the .zst piped to standard input, a .zst
named without an extension, and --jobs 1, 2 and 3. Files joined with
`cat` read as one; a cut-off or damaged file is reported (exit 2) after the
games before the damage. The zstd and gzip programs make the input: the
test is skipped (exit 77) without them.

usage: check_compressed.py VALIDATE_PGN TESTS_DATA_PGN_DIR [MAKE_CORPUS]
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

from check_support import Checks, run_program

CHECKS = Checks()
expect = CHECKS.expect


def run(args, stdin=b""):
    """validate_pgn (the first argument) on `args`."""
    return run_program(sys.argv[1], args, stdin)


def tool(args, data):
    return subprocess.run(args, input=data, capture_output=True, check=True).stdout


def zstd(data, level="-3"):
    return tool(["zstd", "-q", "-c", level], data)


def gzip(data):
    return tool(["gzip", "-c", "-n"], data)


def named(output, name):
    """The output with the file's name replaced where it is printed (at the
    start of a text line, as a JSON "file" or unreadable file), to compare
    runs on files of other names and on standard input ("-")."""
    quoted = json.dumps(name).encode()
    out = b"\n" + output
    out = out.replace(b"\n" + name.encode() + b":", b"\nFILE:")
    out = out.replace(b'{"file":' + quoted + b",", b'{"file":"FILE",')
    out = out.replace(b'"unreadable_files":[' + quoted + b"]", b'"unreadable_files":["FILE"]')
    return out[1:]


def outputs(path, extra=(), stdin=None):
    """(exit code, text output, jsonl output) for one file or standard input."""
    target = "-" if stdin is not None else path
    rc_text, text, err_text = run(list(extra) + [target], stdin or b"")
    rc_json, jsonl, err_json = run(list(extra) + ["--format", "jsonl", target], stdin or b"")
    return rc_text, named(text, target), named(jsonl, target), err_text + err_json


def check_file(scratch, path, label):
    with open(path, "rb") as f:
        data = f.read()
    base = outputs(path)
    variants = {}
    zst = os.path.join(scratch, "x.pgn.zst")
    gz = os.path.join(scratch, "x.pgn.gz")
    bare = os.path.join(scratch, "noextension")
    with open(zst, "wb") as f:
        f.write(zstd(data))
    with open(gz, "wb") as f:
        f.write(gzip(data))
    shutil.copyfile(zst, bare)
    with open(zst, "rb") as f:
        zst_data = f.read()
    for jobs in ("1", "2", "3"):
        extra = ["--jobs", jobs]
        variants[f"--jobs {jobs} .pgn"] = outputs(path, extra)
        variants[f"--jobs {jobs} .pgn.zst"] = outputs(zst, extra)
        variants[f"--jobs {jobs} .pgn.gz"] = outputs(gz, extra)
        variants[f"--jobs {jobs} no extension"] = outputs(bare, extra)
        variants[f"--jobs {jobs} .zst on stdin"] = outputs(None, extra, stdin=zst_data)
        variants[f"--jobs {jobs} plain on stdin"] = outputs(None, extra, stdin=data)
    for name, got in variants.items():
        expect(f"{label}: {name}: same exit code, text and jsonl", got[:3] == base[:3],
               f"exit {got[0]} vs {base[0]}\n{got[3]!r}")
    return data, base


def jsonl_records(jsonl):
    lines = [json.loads(line) for line in jsonl.decode("utf-8").splitlines()]
    return lines[:-1], lines[-1]


def check_damage(scratch, data, base, label):
    records, summary = jsonl_records(base[2])
    zst_data = zstd(data)
    gz_data = gzip(data)
    for kind, packed in (("zstd", zst_data), ("gzip", gz_data)):
        for fraction in (0.7, 0.95):  # a zstd block holds 128 KiB: cut past the first
            cut = os.path.join(scratch, f"cut.{kind}")
            with open(cut, "wb") as f:
                f.write(packed[: int(len(packed) * fraction)])
            results = [run(["--jobs", j, "--format", "jsonl", cut]) for j in ("1", "2", "3")]
            rc, out, err = results[0]
            got, got_summary = jsonl_records(named(out, cut))
            expect(f"{label}: {kind} cut at {fraction}: exit 2, the error named, games before it as in the whole file",
                   rc == 2 and f"{kind}: truncated input at compressed byte".encode() in err and
                   b"cannot read past game" in err and 0 < len(got) < len(records) and got == records[: len(got)] and
                   got_summary["games"] == len(got) and got_summary["unreadable_files"] == ["FILE"],
                   f"exit {rc}: {err!r}, {len(got)} of {len(records)} games")
            expect(f"{label}: {kind} cut at {fraction}: the same with --jobs 2 and 3",
                   all(r == results[0] for r in results[1:]))
        junk = os.path.join(scratch, f"junk.{kind}")
        with open(junk, "wb") as f:
            f.write(packed + b"not a frame at all")
        rc, out, err = run(["--format", "jsonl", junk])
        got, _ = jsonl_records(named(out, junk))
        expect(f"{label}: {kind} with trailing bytes: exit 2 after every game", rc == 2 and got == records and
               b"at compressed byte " + str(len(packed)).encode() in err, f"exit {rc}: {err!r}")


def check_joined(scratch, data, label):
    half = data.rfind(b"\n[Event ", 0, len(data) // 2) + 1
    first, second = data[:half], data[half:]
    plain = os.path.join(scratch, "joined.pgn")
    with open(plain, "wb") as f:
        f.write(data)
    base = outputs(plain)
    for kind, pack in (("zstd", zstd), ("gzip", gzip)):
        joined = os.path.join(scratch, f"joined.{kind}")
        with open(joined, "wb") as f:
            f.write(pack(first) + pack(second))
        expect(f"{label}: two {kind} streams joined with cat read as one file", outputs(joined)[:3] == base[:3])
    # zstd --format=... is not needed: a skippable frame written by hand
    # (magic 0x184D2A5?, little-endian size, bytes) goes before the data.
    skip = os.path.join(scratch, "skippable.zst")
    with open(skip, "wb") as f:
        f.write(b"\x57\x2a\x4d\x18" + (4).to_bytes(4, "little") + b"meta" + zstd(data))
    expect(f"{label}: a skippable frame first", outputs(skip)[:3] == base[:3])


def check_arguments(scratch, data):
    zst = os.path.join(scratch, "args.pgn.zst")
    with open(zst, "wb") as f:
        f.write(zstd(data))
    rc, _, err = run(["--from-offset", "0", zst])
    expect("--from-offset on a compressed file: refused", rc == 2 and b"uncompressed" in err, err)
    plain = os.path.join(scratch, "args.pgn")
    with open(plain, "wb") as f:
        f.write(data)
    for jobs in ("1", "2"):
        want = named(run(["--from-game", "5", plain])[1], plain)
        got = named(run(["--jobs", jobs, "--from-game", "5", zst])[1], zst)
        expect(f"--from-game on a compressed file, --jobs {jobs}: the games of the plain file", got == want)


def main():
    data_dir = sys.argv[2]
    make_corpus = sys.argv[3] if len(sys.argv) > 3 else None
    if not shutil.which("zstd") or not shutil.which("gzip"):
        print("skipped: the zstd and gzip programs are needed (apt-get install zstd gzip)")
        return 77
    with tempfile.TemporaryDirectory() as scratch:
        probe = os.path.join(scratch, "probe.zst")
        with open(probe, "wb") as f:
            f.write(zstd(b'[Event "x"]\n\n1. e4 *\n'))
        rc, _, err = run([probe])
        if b"built without zstd support" in err:
            expect("built without the libraries: a compressed file is refused by name", rc == 2, err)
            return CHECKS.report()

        pgn_files = sorted(glob.glob(os.path.join(data_dir, "**", "*.pgn"), recursive=True))
        expect("the committed PGN files are found", len(pgn_files) >= 20, pgn_files)
        for path in pgn_files:
            check_file(scratch, path, os.path.relpath(path, data_dir))

        # Enough games for many batches with --jobs: the committed files
        # three times over (some are damaged, which the batches must keep).
        committed = b"".join(open(p, "rb").read() + b"\n" for p in pgn_files)
        corpora = [("committed files x3", committed * 3)]
        if make_corpus and os.path.exists(make_corpus):
            generated = subprocess.run([make_corpus, "random", "2000", "7"], capture_output=True, check=True).stdout
            corpora.append(("make_corpus random 2000 7", generated))
        for label, data in corpora:
            path = os.path.join(scratch, "corpus.pgn")
            with open(path, "wb") as f:
                f.write(data)
            data, base = check_file(scratch, path, label)
            check_damage(scratch, data, base, label)
            check_joined(scratch, data, label)
        check_arguments(scratch, corpora[0][1])
    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
