#!/usr/bin/env python3
"""Runs the example programs on hostile input: bytes that would cut or
garble a report line, files that cannot be read, arguments that are
almost right, and text after a result.

usage: check_hostile_input.py BUILD_EXAMPLES_DIR
"""
import json
import os
import subprocess
import sys
import tempfile

from check_support import Checks, example_names, run_example as run

CHECKS = Checks()
expect = CHECKS.expect
LANGUAGE_CODES = "en fi hu eo de fr es it nl pl cs pt sv no da fan"


def check_escaping(d, scratch):
    # A NUL in a tag and in a move, a tab, a control byte, an invalid UTF-8
    # byte, a backslash and a right-to-left override; the Esperanto letter
    # stays. (A CR would end the tag's line: \r is a line end in PGN.)
    pgn = (b'[Event "e"]\n[White "W\x00x \xc4\x88 \xff"]\n[Black "B\tb\x01c\\\\d\xe2\x80\xae"]\n[Result "*"]\n\n'
           b"1. e4 e\x005 *\n")
    path = os.path.join(scratch, "nul.pgn")
    with open(path, "wb") as f:
        f.write(pgn)
    code, out, err = run(d, ["validate_pgn", path])
    expected = (path.encode() + b":6:7: game 1 (W\\x00x \xc4\x88 \\xff - B\\tb\\x01c\\\\d\\u202e), move 1...: "
                b"e\\x005 is not SAN: expected a target square like e4 (at byte 1)\n1 games, 0 valid, 1 invalid, 1 plies\n")
    expect("validate_pgn: NUL, tab, control bytes, bad UTF-8 and \\ in tags and moves are escaped, the line is whole",
           code == 1 and out == expected, out + err)

    code, _, err = run(d, ["translate", "--from", "en", "--to", "fi"], b"1. e4 e\x005 *\n")
    expect("translate: a NUL in a move is escaped in the error", code == 1 and b"\x00" not in err
           and err.startswith(b"byte 6: e\\x005") and err.endswith(b"\n") and err.count(b"\n") == 1, err)
    code, _, err = run(d, ["translate", "--from", "xx\x01", "--to", "fi"])
    expect("translate: an unknown language code is printed escaped", code == 2 and b"'xx\\x01'" in err, err)

    code, _, err = run(d, ["replay"], b"1. e4 e\x005\r\n")
    expect("replay: a NUL in a move is escaped in the error", code == 1 and b"\x00" not in err
           and err.startswith(b"move 1... e\\x005") and err.count(b"\n") == 1, err)
    code, _, err = run(d, ["replay", "e4", "e\t5"])
    expect("replay: a tab in a move argument is escaped", code == 1 and err.startswith(b"move 1... e\\t5"), err)

    code, out, _ = run(d, ["play", "--ascii"], b"e\x004\nquit\n")
    expect("play: a NUL in a typed move is escaped", code == 0 and b"\x00" not in out and b"e\\x004" in out, out)


def check_files(d, scratch):
    good = os.path.join(scratch, "good.pgn")
    with open(good, "w", encoding="utf-8") as f:
        f.write('[Event "e"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n')
    missing = os.path.join(scratch, "missing.pgn")
    for jobs in ("1", "2"):
        code, out, err = run(d, ["validate_pgn", "--jobs", jobs, scratch])
        expect(f"validate_pgn --jobs {jobs} DIRECTORY: an error naming it, totals, exit 2",
               code == 2 and out == b"0 games, 0 valid, 0 invalid, 0 plies\n"
               and err == f"validate_pgn: {scratch}: cannot read: Is a directory\n".encode(), out + err)
        code, out, err = run(d, ["validate_pgn", "--jobs", jobs, missing])
        expect(f"validate_pgn --jobs {jobs} MISSING: an error naming it, totals, exit 2",
               code == 2 and out == b"0 games, 0 valid, 0 invalid, 0 plies\n"
               and err == f"validate_pgn: {missing}: cannot open: No such file or directory\n".encode(), out + err)
        code, out, err = run(d, ["validate_pgn", "--jobs", jobs, good, missing, scratch, good])
        expect(f"validate_pgn --jobs {jobs} GOOD MISSING DIRECTORY GOOD: goes on, counts the good ones, exit 2",
               code == 2 and out == b"2 games, 2 valid, 0 invalid, 4 plies\n"
               and err == f"validate_pgn: {missing}: cannot open: No such file or directory\n"
                          f"validate_pgn: {scratch}: cannot read: Is a directory\n".encode(), out + err)
    # Reading /proc/self/mem from its start fails with EIO: a read error
    # that is not a directory, which must not pass for the end of the file.
    if os.path.exists("/proc/self/mem"):
        for jobs in ("1", "2"):
            code, out, err = run(d, ["validate_pgn", "--jobs", jobs, "/proc/self/mem", good])
            expect(f"validate_pgn --jobs {jobs}: a read error is not the end of the file",
                   code == 2 and out == b"1 games, 1 valid, 0 invalid, 2 plies\n"
                   and err == b"validate_pgn: /proc/self/mem: cannot read: Input/output error\n", out + err)
    code, out, err = run(d, ["validate_pgn", "--", "-x.pgn"])
    expect("validate_pgn -- -x.pgn: a file name, not an option", code == 2
           and err == b"validate_pgn: -x.pgn: cannot open: No such file or directory\n", out + err)
    directory = os.open(scratch, os.O_RDONLY)
    try:
        code, out, err = run(d, ["validate_pgn", "-"], directory)
    finally:
        os.close(directory)
    expect("validate_pgn -: a read error on standard input", code == 2 and err == b"validate_pgn: -: cannot read: Is a directory\n",
           out + err)
    directory = os.open(scratch, os.O_RDONLY)
    try:
        code, out, err = run(d, ["replay"], directory)
    finally:
        os.close(directory)
    expect("replay: a read error on standard input is not an empty game", code == 2 and out == b""
           and err == b"replay: cannot read standard input: Is a directory\n", out + err)
    if os.geteuid() != 0:  # root reads any file
        locked = os.path.join(scratch, "locked.pgn")
        with open(locked, "w", encoding="utf-8") as f:
            f.write("1. e4 *\n")
        os.chmod(locked, 0)
        code, out, err = run(d, ["validate_pgn", locked])
        expect("validate_pgn UNREADABLE: an error naming it", code == 2 and f"{locked}: cannot open: Permission denied".encode()
               in err, out + err)


# Each argument list must be refused with exit 2, nothing on stdout and on
# stderr "PROGRAM: " with the message, then the usage line (not for a bad
# FEN, where the reason is enough).
BAD_ARGUMENTS = [
    (["validate_pgn", "--jobs", "2x", "f.pgn"], "--jobs '2x': expected a whole number from 1 to 256"),
    (["validate_pgn", "--jobs", "4294967297", "f.pgn"], "--jobs '4294967297': expected a whole number from 1 to 256"),
    (["validate_pgn", "--jobs", "0", "f.pgn"], "--jobs '0': expected"),
    (["validate_pgn", "--jobs", "-1", "f.pgn"], "--jobs '-1': expected"),
    (["validate_pgn", "--jobs", "", "f.pgn"], "--jobs '': expected"),
    (["validate_pgn", "--jobs", " 2", "f.pgn"], "--jobs ' 2': expected"),
    (["validate_pgn", "--jobs", "+2", "f.pgn"], "--jobs '+2': expected"),
    (["validate_pgn", "--jobs", "257", "f.pgn"], "--jobs '257': expected"),
    (["validate_pgn", "f.pgn", "--jobs"], "--jobs needs a value"),
    (["validate_pgn", "--lang", "xx", "f.pgn"], f"--lang 'xx': unknown language; known: {LANGUAGE_CODES}, or auto"),
    (["validate_pgn", "--lang"], "--lang needs a value"),
    (["validate_pgn", "--bogus", "f.pgn"], "unknown option '--bogus'"),
    (["validate_pgn"], "no file given"),
    (["replay", "--lang", "xx", "e4"], f"--lang 'xx': unknown language; known: {LANGUAGE_CODES}, or auto"),
    (["replay", "--lang"], "--lang needs a value"),
    (["replay", "--fen"], "--fen needs a value"),
    (["replay", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"], "--fen '8/8/8/8/8/8/8/8 w - - 0 1': "),
    (["replay", "--trace", "-x"], "unknown option '-x'"),
    (["replay", "--bogus"], "unknown option '--bogus'"),
    (["play", "--random", "purple"], "--random 'purple': expected white or black"),
    (["play", "--random"], "--random needs a value"),
    (["play", "--lang", "xx"], f"--lang 'xx': unknown language; known: {LANGUAGE_CODES}"),
    (["play", "--lang", "auto"], f"--lang 'auto': unknown language; known: {LANGUAGE_CODES}\n"),
    (["play", "--chess960", "960"], "--chess960 '960': expected a whole number from 0 to 959"),
    (["play", "--fen", "x", "--chess960", "3"], "--fen and --chess960 N both name the first position: give one"),
    (["play", "--seed", "12x"], "--seed '12x': expected a whole number from 0 to 18446744073709551615"),
    (["play", "--seed", "18446744073709551616"], "--seed '18446744073709551616': expected"),
    (["play", "--seed", "-1"], "--seed '-1': expected"),
    (["play", "--seed", ""], "--seed '': expected"),
    (["play", "extra"], "unexpected argument 'extra'"),
    (["translate", "--from", "xx", "--to", "en"], f"--from 'xx': unknown language; known: {LANGUAGE_CODES}, or auto"),
    (["translate", "--from", "en", "--to", "auto"], f"--to 'auto': unknown language; known: {LANGUAGE_CODES}\n"),
    (["translate", "--from", "en"], "--to is required"),
    (["translate", "--to", "en"], "--from is required"),
    (["translate", "--from", "en", "--to"], "--to needs a value"),
    (["translate", "--from", "en", "--to", "fi", "extra"], "unexpected argument 'extra'"),
    (["translate", "--from", "en", "--to", "fi", "--fen", "x"], "--fen 'x': "),
    (["translate", "--bogus", "x", "--from", "en", "--to", "fi"], "unknown option '--bogus'"),
    (["legal_moves", "--lang", "xx"], f"--lang 'xx': unknown language; known: {LANGUAGE_CODES}\n"),
    (["legal_moves", "--lang"], "--lang needs a value"),
    (["legal_moves", "--bogus"], "unknown option '--bogus'"),
    (["legal_moves", "8/8/8/8/8/8/8/8", "w", "-", "-", "0", "1"], "invalid FEN"),
    (["perft", "2x"], "depth '2x': expected a whole number from 0 to 20"),
    (["perft", "-1"], "depth '-1': expected"),
    (["perft", "21"], "depth '21': expected"),
    (["perft", "4294967297"], "depth '4294967297': expected"),
    (["perft", ""], "depth '': expected"),
    (["perft"], "no depth given"),
    (["perft", "--divide"], "no depth given"),
    (["perft", "1", "--bogus"], "unknown option '--bogus'"),
    (["perft", "3", "8/8/8/8/8/8/8/8 w - - 0 1"], "invalid FEN"),
    (["elo", "x", "1280", "1"], "rating 'x': expected a whole number from 0 to 4000"),
    (["elo", " 2000", "1280", "1"], "rating ' 2000': expected"),
    (["elo", "+2000", "1280", "1"], "rating '+2000': expected"),
    (["elo", "2000", "4001", "1"], "opponent's rating '4001': expected a whole number from 0 to 4000"),
    (["elo", "2000", "1280", "2"], "score '2': expected 1, 0.5 (or 1/2) or 0"),
    (["elo", "2000", "1280", ""], "score '': expected"),
    (["elo", "2000", "1280"], "expected 3 arguments"),
    (["elo", "2000", "1280", "1", "0"], "expected 3 arguments"),
]


def check_arguments(d):
    for args, needle in BAD_ARGUMENTS:
        code, out, err = run(d, args)
        expect(f"{' '.join(repr(a) for a in args)}: exit 2 and says {needle!r}",
               code == 2 and out == b"" and err.startswith(f"{args[0]}: ".encode()) and needle.encode() in err
               and (b"usage: " in err or "FEN" in needle or "--fen" in needle), out + err)
    # Options may come after the values they do not belong to.
    code, out, _ = run(d, ["perft", "2", "--divide"])
    expect("perft DEPTH --divide", code == 0 and out.splitlines()[-1] == b"400" and len(out.splitlines()) == 21, out)
    code, out, _ = run(d, ["elo", "2000", "1280", "1/2"])
    expect("elo accepts 1/2", code == 0 and out.endswith(b"new rating: 1984\n"), out)
    code, out, _ = run(d, ["play", "--seed", "18446744073709551615", "--random", "white", "--ascii"], b"quit\n")
    expect("play --seed takes the largest 64-bit number", code == 0 and out.startswith(b"White: "), out)


def check_result_ends_movetext(d):
    code, out, err = run(d, ["replay"], b"1. e4 1-0 e5")
    expect("replay: text after the result is an error at its offset", code == 1 and out == b""
           and err == b"byte 10: text after the result 1-0; only comments may follow it\n", out + err)
    code, out, err = run(d, ["replay", "--trace"], b"1. e4 e5 1-0 {White resigns}\n; the end\n")
    expect("replay: comments after the result are fine", code == 0 and out.endswith(b"result: * ongoing\n"), out + err)


def run_streamed(program, args, pieces):
    """Exit status, stderr and peak resident memory in MB of `program args`
    fed the byte strings of `pieces` until it stops reading. The input is
    made as it is sent, so none of it need be held here."""
    process = subprocess.Popen([program] + args, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for piece in pieces:
            process.stdin.write(piece)
        process.stdin.close()
    except BrokenPipeError:
        pass  # it stopped reading: what these checks want to see
    err = process.stderr.read()
    process.stderr.close()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, err, usage.ru_maxrss / 1024


def repeated(piece, total):
    """`piece` over and over, `total` bytes in all, in 1 MB writes."""
    block = piece * ((1 << 20) // len(piece))
    for _ in range(total // len(block)):
        yield block


# Standard input's limit in replay (the PGN reader's limit on one game),
# and the size after which it first checks what it has read.
REPLAY_MAX_INPUT = 4 << 20
REPLAY_FIRST_CHECK = 1 << 16
TOO_LONG = b"replay: standard input longer than 4 MB, the most one game may be\n"


def check_replay_stream(d):
    replay = os.path.join(d, "replay")
    # 100 MB of "a " (50 million bad moves) once took over 1 GB and seconds to
    # report the first.
    code, err, peak = run_streamed(replay, [], repeated(b"a ", 100 << 20))
    expect(f"replay: a bad first move in 100 MB is answered at once ({peak:.0f} MB at peak)",
           code == 1 and err.startswith(b"move 1. a is not SAN") and err.count(b"\n") == 1 and peak < 64, err)
    for name, piece in [("NUL bytes", b"\0"), ("a comment never closed", b"{ x")]:
        code, err, peak = run_streamed(replay, [], repeated(piece, 50 << 20))
        expect(f"replay: 50 MB of {name} is refused past 4 MB ({peak:.0f} MB at peak)",
               code == 1 and err == TOO_LONG and peak < 64, err)
    # The limit itself is allowed, one byte more is not.
    ending = b"} e5\n"
    exact = b"1. e4 {" + b"x" * (REPLAY_MAX_INPUT - 7 - len(ending)) + ending
    code, out, err = run(d, ["replay"], exact)
    expect("replay: 4 MB of movetext, to the byte, is read", code == 0 and out.endswith(b"2 plies, "
           b"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\nresult: * ongoing\n"), out + err)
    code, out, err = run(d, ["replay"], exact + b" ")
    expect("replay: one byte more is refused", code == 1 and out == b"" and err == TOO_LONG, out + err)


def check_replay_checks_as_it_reads(d):
    """What replay finds in the text read so far must be what it would find
    in the whole: the first check cuts these inputs at a point where more
    text changes the answer."""
    def at_first_check(before, after):
        # A comment pads `before` so that it ends where the first check cuts.
        padding = REPLAY_FIRST_CHECK - len(before) - len(b"{}")
        return before[:6] + b"{" + b"x" * padding + b"}" + before[6:] + after
    long_tail = b" Qh9" * 100000  # read on past the first check
    # The last word before the cut: a following "e.p." joins the move.
    text = at_first_check(b"1. e4 d5 2. e5 f5 3. exd6 ", b"e.p. Nf6" + long_tail)
    _, _, whole = run(d, ["replay"], b"1. e4 d5 2. e5 f5 3. exd6 e.p. Nf6")
    code, out, err = run(d, ["replay"], text)
    expect("replay: a move cut from its e.p. by a check is read with it", code == 1 and err == whole
           and err.startswith(b"move 3. exd6 e.p.: "), err + b" | " + whole)
    # A comment and a variation open at the cut close after it.
    for opened, closed in [(b"{ still a comment ", b"} e5"), (b"( 1. d4 d5 2. c4 ", b") e5")]:
        code, out, err = run(d, ["replay"], at_first_check(b"1. e4 " + opened, b"x " * 1000 + closed))
        expect(f"replay: {opened[:1].decode()} open at a check, closed later, is fine", code == 0
               and out.endswith(b"result: * ongoing\n"), out + err)


PGN_GAME = b'[Event "e"]\n[Result "*"]\n\n1. e4 e5 *\n'
SUMMARY = b'{"summary":true,"files":1,"games":1,"valid":1,"invalid":0,"plies":2,"warnings":0,"unreadable_files":[]}\n'
# For every example, arguments and standard input that make it write to
# standard output.
WRITING_RUNS = {
    "board_svg": ([], b""),
    "check_pgn": ([], PGN_GAME),
    "combine_summaries": ([], SUMMARY),
    "compile_time": ([], b""),
    "elo": (["2000", "1280", "1"], b""),
    "epd_check": ([], b"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\n"),
    "legal_moves": ([], b""),
    "perft": (["2"], b""),
    "play": (["--ascii"], b"e4\nquit\n"),
    "replay": ([], b""),
    "translate": (["--from", "en", "--to", "fi"], b"1. e4 e5 2. Nf3 *\n"),
    "validate_pgn": (["--format", "jsonl", "-"], PGN_GAME),
}


def run_writing_to(stdout, program, args, stdin):
    """Exit status and stderr of `program args` with its standard output
    on the file `stdout`, or closed when it is None."""
    command = [program] + args
    if stdout is None:
        command = ["sh", "-c", 'exec "$@" >&-', "sh"] + command
    with open(os.devnull if stdout is None else stdout, "wb") as out:
        result = subprocess.run(command, input=stdin, stdout=out, stderr=subprocess.PIPE, timeout=300, check=False)
    return result.returncode, result.stderr


def check_write_errors(d, scratch):
    names = example_names(d)
    expect("every example built has a run that writes to stdout", sorted(WRITING_RUNS) == names,
           f"built: {names}\nlisted: {sorted(WRITING_RUNS)}")
    for name in names:
        if name not in WRITING_RUNS:
            continue
        args, stdin = WRITING_RUNS[name]
        for stdout, reason in [("/dev/full", "No space left on device"), (None, "Bad file descriptor")]:
            code, err = run_writing_to(stdout, os.path.join(d, name), args, stdin)
            expect(f"{name} with stdout {stdout or 'closed'}: a write error, exit 2", code == 2
                   and err.endswith(f"{name}: write error: {reason}\n".encode()), f"exit {code}: {err!r}")
    # The two runs of the report, on a file: JSON Lines to a full disk,
    # text to a closed stdout (where the file opened takes descriptor 1).
    path = os.path.join(scratch, "game.pgn")
    with open(path, "wb") as f:
        f.write(PGN_GAME)
    for stdout, args in [("/dev/full", ["--format", "jsonl", path]), (None, [path])]:
        code, err = run_writing_to(stdout, os.path.join(d, "validate_pgn"), args, b"")
        expect(f"validate_pgn {' '.join(args)} with stdout {stdout or 'closed'}: exit 2", code == 2
               and err.startswith(b"validate_pgn: write error: "), f"exit {code}: {err!r}")
    # Nothing written, nothing lost: a closed stdout is no error then.
    code, err = run_writing_to(None, os.path.join(d, "replay"), ["e4", "e9"], b"")
    expect("replay with a bad move and stdout closed: only the move's error", code == 1
           and err.startswith(b"move 1... e9") and b"write error" not in err, err)


def summary(**counts):
    """A summary line of validate_pgn --format jsonl, with these counts."""
    fields = {"summary": True, "files": 1, "games": 0, "valid": 0, "invalid": 0, "plies": 0, "warnings": 0,
              "unreadable_files": []}
    fields.update(counts)
    return json.dumps(fields, separators=(",", ":")).encode() + b"\n"


def check_combine_summaries(d, scratch):
    largest = 2**64 - 1
    # Counts that would wrap around to 0.
    code, out, err = run(d, ["combine_summaries"], summary(games=largest, valid=largest) + summary(games=1, valid=1))
    expect("combine_summaries: totals past 2^64 - 1 are refused, exit 2", code == 2 and b'"games":0' not in out
           and err == b"combine_summaries: -:2: with this summary a total would pass 18446744073709551615 (2^64 - 1)\n",
           out + err)
    code, out, err = run(d, ["combine_summaries"], summary(files=largest) + summary())
    expect("combine_summaries: so are files past it", code == 2 and b"2^64 - 1" in err, out + err)
    code, out, err = run(d, ["combine_summaries"], summary(games=0, valid=largest, invalid=1))
    expect("combine_summaries: valid and invalid that add up to games only by wrapping are malformed", code == 2
           and b"malformed summary: valid and invalid do not add up to games" in err, out + err)
    # A directory, alone and among files.
    good = os.path.join(scratch, "run.jsonl")
    with open(good, "wb") as f:
        f.write(summary(games=2, valid=2, plies=9))
    code, out, err = run(d, ["combine_summaries", scratch, good])
    expect("combine_summaries DIRECTORY FILE: 'Is a directory', the file still counted, exit 2", code == 2
           and err == f"combine_summaries: cannot read '{scratch}': Is a directory\n".encode()
           and json.loads(out)["games"] == 2, out + err)
    code, out, err = run(d, ["combine_summaries", os.path.join(scratch, "missing.jsonl")])
    expect("combine_summaries MISSING: the reason too", code == 2 and b": No such file or directory\n" in err, err)
    # Summaries written by other JSON writers: spaced tokens, "summary"
    # not first; game lines with nested values still pass through.
    spaced = json.dumps({"summary": True, "files": 1, "games": 3, "valid": 2, "invalid": 1, "plies": 40, "warnings": 1,
                         "unreadable_files": ["x.pgn"]}, indent=None).encode() + b"\n"
    sorted_keys = json.dumps(json.loads(summary(games=1, valid=1, plies=5)), sort_keys=True).encode() + b"\n"
    game = b'{"file":"a.pgn","game":1,"white":null,"valid":false,"warnings":[{"line":3,"column":1,"move":null}],"x":-1.5e3}\n'
    code, out, err = run(d, ["combine_summaries"], b"  " + spaced + game + sorted_keys)
    lines = out.splitlines()
    expect("combine_summaries: spaced summaries, in any key order, are summaries", code == 2 and len(lines) == 2
           and lines[0] + b"\n" == game and json.loads(lines[1]) == {
               "summary": True, "files": 2, "games": 4, "valid": 3, "invalid": 1, "plies": 45, "warnings": 1,
               "unreadable_files": ["x.pgn"]}, out + err)
    # File names: escapes decoded, a surrogate pair joined, half a pair
    # alone and bytes that are not UTF-8 replaced with U+FFFD.
    names = (b'["a\\ud800b", "\\ud83d\\ude00", "\\udc00\\u0041", "\\ud800\\u00e9", "tab\\there", "r\xffw", '
             b'"end\\ud800"]')
    line = summary().replace(b'"unreadable_files":[]', b'"unreadable_files":' + names)
    code, out, err = run(d, ["combine_summaries"], line)
    try:
        decoded = json.loads(out.decode("utf-8"))["unreadable_files"]
        for name in decoded:
            name.encode("utf-8")  # a lone surrogate cannot be
    except (ValueError, KeyError) as error:
        decoded = f"not valid UTF-8 JSON: {error}"
    expect("combine_summaries: file names come out valid UTF-8, a lone surrogate as U+FFFD", code == 2 and decoded == [
        "a\ufffdb", "\U0001f600", "\ufffdA", "\ufffd\u00e9", "tab\there", "r\ufffdw", "end\ufffd"], out + err)


def main():
    d = sys.argv[1]
    with tempfile.TemporaryDirectory() as scratch:
        check_escaping(d, scratch)
    with tempfile.TemporaryDirectory() as scratch:
        check_files(d, scratch)
    check_arguments(d)
    check_result_ends_movetext(d)
    check_replay_stream(d)
    check_replay_checks_as_it_reads(d)
    with tempfile.TemporaryDirectory() as scratch:
        check_write_errors(d, scratch)
    with tempfile.TemporaryDirectory() as scratch:
        check_combine_summaries(d, scratch)
    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
