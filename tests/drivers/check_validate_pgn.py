#!/usr/bin/env python3
"""Checks validate_pgn's JSON Lines output, --only-invalid and byte ranges.

On the committed PGN files and on files made here (games whose offsets,
players, plies and validity are known as they are written; tag values of
random bytes; random garbage), it checks that every line is valid UTF-8
and valid JSON, that strings are what Python's own UTF-8 decoder makes of
the bytes (an invalid stretch becomes U+FFFD), that records agree with the
text output and with --jobs 2 and 3, and that byte ranges cut anywhere add
up to the whole file.

usage: check_validate_pgn.py VALIDATE_PGN TESTS_DATA_PGN_DIR
"""
import codecs
import glob
import json
import os
import random
import re
import sys
import tempfile
from collections import Counter

from check_support import Checks, run_program

CHECKS = Checks()
expect = CHECKS.expect


def run(args, stdin=b""):
    """validate_pgn (the first argument) on `args`."""
    return run_program(sys.argv[1], args, stdin)


def parse_jsonl(out):
    """Records and summary; raises if a line is not UTF-8 or not JSON, or
    holds a raw control character."""
    lines = out.split(b"\n")
    assert lines[-1] == b"", "output does not end with a line end"
    objects = []
    for line in lines[:-1]:
        text = line.decode("utf-8")  # strict: every byte printed is valid UTF-8
        assert not re.search("[\x00-\x1f\x7f\u2028\u2029]", text), f"raw control character in {line!r}"
        objects.append(json.loads(text))
    assert objects and objects[-1].get("summary") is True, "no summary last"
    assert all("summary" not in o for o in objects[:-1]), "summary before the end"
    return objects[:-1], objects[-1]


TOTALS = re.compile(rb"^(\d+) games, (\d+) valid, (\d+) invalid, (\d+) plies(?:, (\d+) warnings)?$")


def text_totals(out):
    last = out.rstrip(b"\n").split(b"\n")[-1]
    m = TOTALS.match(last)
    assert m, f"no totals line: {last!r}"
    return {"games": int(m[1]), "valid": int(m[2]), "invalid": int(m[3]), "plies": int(m[4]), "warnings": int(m[5] or 0)}


def printable(text):
    """What the text output makes of a string (examples/cli.hpp's escapes),
    for strings without U+FFFD, whose bytes JSON no longer tells."""
    out = []
    for c in text:
        o = ord(c)
        if c == "\\":
            out.append("\\\\")
        elif c == "\t":
            out.append("\\t")
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\x{o:02x}")
        elif 0x80 <= o <= 0x9F or o in (0x061C, 0x200E, 0x200F) or 0x2028 <= o <= 0x202E or 0x2066 <= o <= 0x2069:
            out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def text_lines_of(record):
    """The text output's lines for one record, or None when a string in it
    lost bytes to U+FFFD."""
    strings = [record["white"] or "?", record["black"] or "?", record["file"]]
    problems = [dict(p, warning=True) for p in record["warnings"]]
    if not record["valid"] and "message" in record:
        problems.append({k: record[k] for k in ("line", "column", "move", "message")})
    problems.sort(key=lambda p: (p["line"], p["column"]))
    strings += [p["message"] for p in problems] + [p["move"] or "" for p in problems]
    if any("\ufffd" in s for s in strings):
        return None
    lines = []
    for p in problems:
        line = (f"{record['file']}:{p['line']}:{p['column']}: game {record['game']} "
                f"({record['white'] or '?'} - {record['black'] or '?'})")
        if p["move"]:
            line += f", move {p['move']}"
        line += ": warning: " if p.get("warning") else ": "
        lines.append(printable(line + p["message"]))
    return lines


def summary_totals(summary):
    return {k: summary[k] for k in ("games", "valid", "invalid", "plies", "warnings")}


def check_file(path, label, extra=()):
    """jsonl against text, and --jobs 2 and 3 against --jobs 1. Returns the
    records and summary."""
    extra = list(extra)
    code_text, text, _ = run(extra + [path])
    code_json, out, err = run(extra + ["--format", "jsonl", path])
    try:
        records, summary = parse_jsonl(out)
    except (AssertionError, UnicodeDecodeError, json.JSONDecodeError) as e:
        expect(f"{label}: every jsonl line is UTF-8 JSON", False, f"{e}\n{out[:2000]!r}")
        return [], {}
    expect(f"{label}: every jsonl line is UTF-8 JSON, the summary last", True)
    expect(f"{label}: same exit status in text and jsonl ({code_text})", code_text == code_json, err)
    totals = text_totals(text)
    expect(f"{label}: summary totals are the text totals", summary_totals(summary) == totals, f"{summary} {totals}")
    expect(f"{label}: summary counts the records", summary["games"] == len(records)
           and summary["valid"] == sum(r["valid"] for r in records)
           and summary["plies"] == sum(r["plies"] for r in records)
           and summary["warnings"] == sum(len(r["warnings"]) for r in records), summary)
    expect(f"{label}: games numbered 1, 2, ... with rising offsets",
           [r["game"] for r in records] == list(range(1, len(records) + 1))
           and all(a["offset"] < b["offset"] for a, b in zip(records, records[1:])))
    expect(f"{label}: invalid games have line, column, move and message, valid ones none",
           all(("message" in r) == (not r["valid"]) for r in records))
    # Each record gives one text line per problem, in order; a record whose
    # strings lost bytes to U+FFFD is only counted.
    actual_text = text.split(b"\n")[:-2]
    at = 0
    wrong = []
    compared = 0
    for r in records:
        count = len(r["warnings"]) + (0 if r["valid"] else 1)
        lines = text_lines_of(r)
        if lines is not None:
            compared += 1
            got = [line.decode("utf-8", "replace") for line in actual_text[at:at + count]]
            if got != lines:
                wrong.append((lines, got))
        at += count
    expect(f"{label}: the records give the text output's lines ({compared} of {len(records)} compared)",
           not wrong and at == len(actual_text), wrong[:2])
    for jobs in ("2", "3"):
        _, out_jobs, _ = run(extra + ["--format", "jsonl", "--jobs", jobs, path])
        expect(f"{label}: jsonl with --jobs {jobs} is the same as with one", out_jobs == out)
    return records, summary


# A few games whose facts are known without shakki: plies counted by hand,
# validity by the rules.
TEMPLATES = [
    # movetext, Result tag, plies (None: not known for an invalid game), valid, has a warning
    ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0", "1-0", 7, True, False),
    ("1. d4 d5 2. c4 {queen's gambit,\nsplit over two lines} e6 *", "*", 4, True, False),
    ("1. f3 e5 2. g4 Qh4# 0-1", "0-1", 4, True, False),
    # plies count the moves of variations too: 6 + 3
    ("1. e4 (1. d4 d5) e5 2. Nf3 Nc6 (2... d6) 3. Bb5 a6 1/2-1/2", "1/2-1/2", 9, True, False),
    ("1. e4 e5 2. Ke3 *", "*", None, False, False),  # the king cannot reach e3
    ("1. e4 e5 2. Nf3 ) Nc6 *", "*", 4, True, True),  # a stray ) is read past
    ("1. e4 e5 2. Bc4 Bc5 3. Qh5 Nf6 4. Qxf7# 0-1", "0-1", None, False, False),  # mate, but the result says 0-1
]
NEWLINES = [b"\n", b"\r\n", b"\r"]


def random_value(rng):
    """Bytes for a tag value: any but the quote, backslash and line ends,
    leaning to the bytes where UTF-8 goes wrong."""
    pool = [b"\x00", b"\x01", b"\x1b", b"\x7f", b"\x80", b"\xbf", b"\xc0", b"\xc1", b"\xc2", b"\xdf", b"\xe0", b"\xed",
            b"\xef", b"\xf0", b"\xf4", b"\xf5", b"\xff", b"\xa0", b"\x9f", b"\x90", b"\x8f", "é".encode(), "Ĉ".encode(),
            "\u2028".encode(), "\u202e".encode(), "♔".encode(), "\U0001F600".encode(), b"a", b" ", b"]", b"[", b"{", b"}"]
    parts = [rng.choice(pool) if rng.random() < 0.7 else bytes([rng.choice(range(0x80, 0x100))])
             for _ in range(rng.randrange(0, 12))]
    return b"W" + b"".join(parts) + b"w"


def generated_file(rng, games):
    """A PGN file and what is known of each game: its offset, players,
    Result tag, plies, validity and whether it has a warning."""
    data = bytearray()
    facts = []
    for number in range(1, games + 1):
        nl = rng.choice(NEWLINES)
        # What may come between games: the splitter skips all of it.
        for _ in range(rng.randrange(0, 3)):
            data += rng.choice([nl, b"%escape line" + nl, b"; comment line" + nl, b"   " + nl])
        movetext, result, plies, valid, warned = rng.choice(TEMPLATES)
        white = random_value(rng) if rng.random() < 0.5 else f"White {number}".encode()
        black = f"Black {number}".encode()
        offset = len(data)
        if number > 1 and rng.random() < 0.05:
            data += b"\xef\xbb\xbf"  # files joined with cat: a byte order mark
        tags = [b'[Event "E' + str(number).encode() + b'"]', b'[White "' + white + b'"]', b'[Black "' + black + b'"]',
                b'[Result "' + result.encode() + b'"]']
        if rng.random() < 0.1:
            tags = tags[1:]  # no Event tag: not a place to cut, but a game
        data += nl.join(tags) + nl + nl + movetext.encode().replace(b"\n", nl) + nl
        facts.append({"offset": offset, "white": white.decode("utf-8", "replace"), "black": black.decode(),
                      "result": result, "plies": plies, "valid": valid, "warned": warned})
    return bytes(data), facts


def check_generated(scratch, rng):
    data, facts = generated_file(rng, 300)
    path = os.path.join(scratch, "generated.pgn")
    with open(path, "wb") as f:
        f.write(data)
    records, summary = check_file(path, "generated")
    expect("generated: one record per game written", len(records) == len(facts), (len(records), len(facts)))
    blacks = len(re.findall(rb"(?:^|[\r\n])\[Black ", data))  # one Black tag in each game
    expect("generated: as many games as a regex finds Black tags", summary.get("games") == len(facts) == blacks,
           (summary.get("games"), blacks))
    wrong = []
    for r, f in zip(records, facts):
        if (r["offset"] != f["offset"] or r["white"] != f["white"] or r["black"] != f["black"] or r["result"] != f["result"]
                or r["valid"] != f["valid"] or (f["plies"] is not None and r["plies"] != f["plies"])
                or bool(r["warnings"]) != f["warned"]):
            wrong.append((r, f))
    expect("generated: offsets, players (Python's UTF-8 decoder on the tag bytes), results, plies, validity and "
           "warnings are the ones written", not wrong, wrong[:3])
    return path, data, records, summary


def check_utf8_against_python(scratch, rng):
    """Tag values of random bytes, decoded by validate_pgn and by Python."""
    data = bytearray()
    values = []
    for number in range(2000):
        value = random_value(rng) if number % 2 else bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8)))
        value = b"W" + value.replace(b'"', b"").replace(b"\\", b"").replace(b"\r", b"").replace(b"\n", b"") + b"w"
        values.append(value)
        data += b'[Event "e"]\n[White "' + value + b'"]\n[Black "b"]\n[Result "*"]\n\n1. e4 *\n\n'
    path = os.path.join(scratch, "utf8.pgn")
    with open(path, "wb") as f:
        f.write(data)
    _, out, _ = run(["--format", "jsonl", path])
    try:
        records, _ = parse_jsonl(out)
    except (AssertionError, UnicodeDecodeError, json.JSONDecodeError) as e:
        expect("random tag bytes: valid JSON", False, e)
        return
    got = [r["white"] for r in records]
    want = [v.decode("utf-8", "replace") for v in values]
    bad = [(v, g, w) for v, g, w in zip(values, got, want) if g != w]
    expect("random tag bytes: each string is Python's UTF-8 decoding with U+FFFD per invalid stretch",
           len(got) == len(want) and not bad, bad[:5])
    # Python's "replace" follows Unicode's maximal subparts; check a few by hand too.
    known = {b"\xe2\x82": "\ufffd", b"\xed\xa0\x80": "\ufffd" * 3, b"\xc0\xaf": "\ufffd" * 2, b"\xf4\x90\x80\x80": "\ufffd" * 4,
             b"\xf0\x9f\x98\x80": "\U0001F600", b"\x80": "\ufffd", b"\xe0\x80\x80": "\ufffd" * 3}
    for raw, expected in known.items():
        expect(f"random tag bytes: Python agrees that {raw!r} decodes as {expected!r}",
               raw.decode("utf-8", "replace") == expected)


def check_garbage(scratch, rng):
    """Random bytes with some PGN in them: whatever comes out is JSON."""
    for n in range(6):
        pieces = []
        for _ in range(200):
            roll = rng.random()
            if roll < 0.2:
                pieces.append(b'\n[Event "' + bytes(rng.randrange(256) for _ in range(5)) + b'"]\n')
            elif roll < 0.4:
                pieces.append(rng.choice([b"1. e4 e5 ", b"{", b"}", b"(", b")", b"1-0\n", b"*", b"\r", b"\n", b"; x\n",
                                          b"2... Nf6", b"$1", b"e\x00", b"\xff\xfe"]))
            else:
                pieces.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 30))))
        path = os.path.join(scratch, f"garbage{n}.pgn")
        with open(path, "wb") as f:
            f.write(b"".join(pieces))
        records, summary = check_file(path, f"garbage {n}")
        check_file(path, f"garbage {n} --strict", ["--strict"])
        if n < 2 and records:
            with open(path, "rb") as f:
                check_ranges(path, f.read(), records, summary, f"garbage {n}", rng)


def ranges_of(path, cuts, jobs="1"):
    """Records and summaries of the ranges between consecutive cuts."""
    all_records = []
    summaries = []
    for begin, end in zip(cuts, cuts[1:]):
        code, out, err = run(["--format", "jsonl", "--jobs", jobs, "--from-offset", str(begin), "--to-offset", str(end), path])
        records, summary = parse_jsonl(out)
        assert code in (0, 1), err
        all_records.append(records)
        summaries.append(summary)
    return all_records, summaries


def check_ranges(path, data, records, summary, label, rng):
    size = len(data)
    whole = Counter((r["offset"], r["valid"], r["plies"], len(r["warnings"]), r["white"]) for r in records)
    offsets = [r["offset"] for r in records]
    # Cuts at 0, the end, past the end, at a game start, in the middle of a
    # game, in a comment, and at random bytes.
    inside = [o + 3 for o in offsets[1:4]]
    comment = [m.start() + 2 for m in re.finditer(rb"\{", data)][:2]
    cut_sets = [
        [0, size],
        [0, offsets[len(offsets) // 2] if offsets else 0, size],
        sorted({0, size, *inside, *comment}),
        sorted({0, size, *(rng.randrange(size) for _ in range(7))}),
        [0, 0, 1, size, size, size + 1000],
    ]
    for cuts in cut_sets:
        for jobs in ("1", "2"):
            parts, summaries = ranges_of(path, cuts, jobs)
            union = Counter((r["offset"], r["valid"], r["plies"], len(r["warnings"]), r["white"]) for p in parts for r in p)
            sums = {k: sum(s[k] for s in summaries) for k in ("games", "valid", "invalid", "plies", "warnings")}
            name = f"{label}: ranges cut at {cuts[:8]} (--jobs {jobs})"
            expect(f"{name} add up to the whole file's totals", sums == summary_totals(summary), (sums, summary))
            expect(f"{name} hold the whole file's games", union == whole, (union - whole, whole - union))
            expect(f"{name} meet end to begin", all(a["end"] == b["begin"] for a, b in zip(summaries, summaries[1:]))
                   and summaries[0]["begin"] == 0 and summaries[-1]["end"] == size)
            # Game numbers count from each range's start; lines too: adding
            # the line ends before the range's first byte gives the file's.
            by_offset = {r["offset"]: r for r in records}
            wrong = []
            for part, s in zip(parts, summaries):
                lines_before = len(re.findall(rb"\r\n|\r|\n", data[:s["begin"]]))
                for i, r in enumerate(part, 1):
                    w = by_offset.get(r["offset"])
                    if w is None or r["game"] != i:
                        wrong.append(("number", r))
                        continue
                    shifted = dict(r, game=w["game"], line=r["line"] + lines_before) if "line" in r else dict(r, game=w["game"])
                    shifted["warnings"] = [dict(x, line=x["line"] + lines_before) for x in r["warnings"]]
                    if shifted != w:
                        wrong.append((shifted, w))
            expect(f"{name}: each game is the whole file's, numbered and lined from the range's start", not wrong, wrong[:2])


def check_only_invalid(path, records, summary, label):
    _, out, _ = run(["--format", "jsonl", "--only-invalid", path])
    only, only_summary = parse_jsonl(out)
    expect(f"{label}: --only-invalid jsonl prints the invalid games' records, the same summary",
           only == [r for r in records if not r["valid"]] and only_summary == summary)
    _, text, _ = run([path])
    _, only_text, _ = run(["--only-invalid", path])
    invalid = {r["game"] for r in records if not r["valid"]}
    prefix = path.encode() + b":"
    kept = [line for line in text.split(b"\n")[:-2]
            if int(re.match(rb"\d+:\d+: game (\d+) ", line[len(prefix):])[1]) in invalid]
    expect(f"{label}: --only-invalid text prints the invalid games' lines, warnings too, and the same totals",
           only_text.split(b"\n")[:-2] == kept and only_text.split(b"\n")[-2] == text.split(b"\n")[-2], only_text[:500])


def check_from_game(path, records, label):
    _, whole, _ = run(["--format", "jsonl", path])
    whole_lines = whole.split(b"\n")[:-2]
    for n in (1, 2, len(records) // 2, len(records), len(records) + 5):
        for jobs in ("1", "2"):
            _, out, _ = run(["--format", "jsonl", "--from-game", str(n), "--jobs", jobs, path])
            got, summary = parse_jsonl(out)
            expect(f"{label}: --from-game {n} --jobs {jobs} prints the file's lines from game {n} on",
                   out.split(b"\n")[:-2] == whole_lines[n - 1:] and summary["games"] == max(0, len(records) - n + 1))
    with open(path, "rb") as f:
        _, out, _ = run(["--format", "jsonl", "--from-game", "3", "-"], f.read())
    got, _ = parse_jsonl(out)
    expect(f"{label}: --from-game 3 on standard input skips two games",
           [dict(r, file=path) for r in got] == records[2:])


def check_arguments(path):
    for args, why in [(["--from-offset", "5", "-"], "standard input"), (["--to-offset", "5", path, path], "two files"),
                      (["--from-offset", "1", "--from-game", "2", path], "--from-game with --from-offset"),
                      (["--format", "xml", path], "an unknown format"), (["--from-offset", "-1", path], "a negative offset"),
                      (["--from-game", "0", path], "game 0"), (["--from-offset", "5", "/dev/null"], "a device")]:
        code, out, err = run(args)
        expect(f"arguments: {why} is refused with status 2 and a message", code == 2 and out == b"" and b"usage:" in err, err)
    missing = path + ".missing"
    code, out, err = run(["--format", "jsonl", path, missing])
    _, summary = parse_jsonl(out)
    expect("a missing file: status 2, named in unreadable_files and on stderr",
           code == 2 and summary["unreadable_files"] == [missing] and summary["files"] == 2 and missing.encode() in err, out)


def main():
    data_dir = sys.argv[2]
    rng = random.Random(16)
    pgn_files = sorted(glob.glob(os.path.join(data_dir, "**", "*.pgn"), recursive=True))
    expect("the committed PGN files are found", len(pgn_files) >= 20, pgn_files)
    for path in pgn_files:
        check_file(path, os.path.relpath(path, data_dir))
    _, out, _ = run(["--format", "jsonl"] + pgn_files)
    records, summary = parse_jsonl(out)
    expect("all committed files at once: files counted, records in order of the files",
           summary["files"] == len(pgn_files) and [r["file"] for r in records] == sorted((r["file"] for r in records),
                                                                                      key=pgn_files.index))
    big = os.path.join(data_dir, "random.pgn")
    with open(big, "rb") as f:
        big_data = f.read()
    big_records, big_summary = check_file(big, "random.pgn")
    check_ranges(big, big_data, big_records, big_summary, "random.pgn", rng)
    with tempfile.TemporaryDirectory() as scratch:
        path, data, records, summary = check_generated(scratch, rng)
        check_ranges(path, data, records, summary, "generated", rng)
        check_only_invalid(path, records, summary, "generated")
        check_from_game(path, records, "generated")
        check_utf8_against_python(scratch, rng)
        check_garbage(scratch, rng)
        check_arguments(path)
        strict_records, _ = check_file(path, "generated --strict", ["--strict"])
        expect("generated --strict: a game with a warning is invalid",
               all(r["valid"] == (s["valid"] and not s["warnings"]) for r, s in zip(strict_records, records)))
    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
