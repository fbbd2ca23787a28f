#!/usr/bin/env python3
"""Runs the example programs and checks what they print.

usage: check_examples.py BUILD_EXAMPLES_DIR
"""
import glob
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

from check_support import ROOT, Checks, example_names, run_example

CHECKS = Checks()
expect = CHECKS.expect


def run(directory, args, stdin=""):
    return run_example(directory, args, stdin, text=True)


SVG = "{http://www.w3.org/2000/svg}"
# The commands that drew docs/images/*.svg (docs/boards.md shows them).
DOC_IMAGES = {
    "start.svg": [],
    "scholars-mate.svg": ["--last-move", "h5f7", "--arrow", "c4f7", "--mark", "e8",
                          "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"],
    "flipped.svg": ["--flip", "--last-move", "e1g1", "--arrow", "f6e4,red", "--arrow", "c4f7,blue", "--mark", "e4",
                    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1", "b", "kq", "-", "5", "4"],
}


def placed_pieces(svg):
    """The (piece id, x, y) of every <use> in a well-formed SVG document."""
    root = ElementTree.fromstring(svg)
    return [(use.get("href")[1:], float(use.get("x")), float(use.get("y"))) for use in root.iter(SVG + "use")]


def check_board_svg(d):
    fen = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    pieces_in_fen = sum(c.isalpha() for c in fen.split()[0])
    code, out, _ = run(d, ["board_svg", "--arrow", "c4f7", "--arrow", "g1f3,red", "--mark", "e5", "--last-move", "h5f7", fen])
    try:
        pieces = placed_pieces(out)
    except ElementTree.ParseError as error:
        pieces = []
        out += f"\nnot well-formed XML: {error}"
    expect("board_svg: well-formed XML, one piece drawn for each piece of the FEN", code == 0 and len(pieces) == pieces_in_fen
           and out.count('class="arrow"') == 2 and out.count('class="mark"') == 1 and out.count('class="check"') == 1, out)
    code, out, _ = run(d, ["board_svg"])
    straight = {piece: (x, y) for piece, x, y in placed_pieces(out) if piece in ("white-king", "black-king")}
    code, out, _ = run(d, ["board_svg", "--flip"])
    flipped = {piece: (x, y) for piece, x, y in placed_pieces(out) if piece in ("white-king", "black-king")}
    expect("board_svg --flip: Black at the bottom, files reversed", len(placed_pieces(out)) == 32
           and straight["white-king"][1] > straight["black-king"][1] and flipped["white-king"][1] < flipped["black-king"][1]
           and straight["white-king"][0] > flipped["white-king"][0], f"{straight} {flipped}")
    code, out, _ = run(d, ["board_svg", "--chess960", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"])
    expect("board_svg --chess960: a Chess960 position", code == 0 and len(placed_pieces(out)) == 32, out)
    for args, message in [(["--arrow", "e2e9"], "--arrow 'e2e9'"), (["--arrow", "e2e4,pink"], "--arrow 'e2e4,pink'"),
                          (["--mark", "e44"], "--mark 'e44'"), (["--last-move", "e2e2"], "--last-move 'e2e2'"),
                          (["8/8/8/8/8/8/8/8 w - - 0 1"], "invalid FEN"), (["--size"], "unknown option '--size'")]:
        code, out, err = run(d, ["board_svg"] + args)
        expect(f"board_svg refuses {args}", code == 2 and out == "" and message in err, err)
    images = os.path.join(ROOT, "docs", "images")
    for name, args in DOC_IMAGES.items():
        code, out, _ = run(d, ["board_svg"] + args)
        with open(os.path.join(images, name), encoding="utf-8") as f:
            expect(f"docs/images/{name} is what board_svg draws today", code == 0 and f.read() == out)


def check_play(d):
    """The terminal frontend, driven by a script as a person would type."""
    code, out, _ = run(d, ["play", "--ascii"], "f3\ne5\nNf9\nshow g2\ng4\nQh4#\nhistory\ne4\n")
    expect("play: a fool's mate ends the game, the last move marked", code == 0
           and "4  . . . . . . P[q]" in out and "Black wins by checkmate. 0-1" in out, out)
    expect("play: a typed mistake is explained", "Nf9 is not SAN" in out, out)
    expect("play: show lists a piece's destinations", "g2: g3 g4" in out, out)
    expect("play: history is numbered movetext", "1. f3 e5 2. g4 Qh4#" in out, out)
    expect("play: the last move is named", "Last move: 2... Qh4#\n" in out and "Last move: 1. f3\n" in out, out)
    expect("play: no move after the end", out.rstrip().endswith("The game is over (Black wins by checkmate.): undo, new or quit."),
           out)
    code, out, _ = run(d, ["play", "--lang", "fi"], "Rf3\nRc6\nRg1\nRb8\nRf3\nRc6\nRg1\nclaim\nclaim Rb8\nRf3\n")
    expect("play --lang fi: claiming a threefold by announcing the move",
           "no draw to claim" in out and "Tasapeli: sama asema kolmannen kerran. 1/2-1/2" in out
           and out.rstrip().endswith("undo, new or quit.") and "\u2654" in out, out)
    promotion = "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1"
    code, out, _ = run(d, ["play", "--lang", "fi", "--ascii", "--fen", promotion],
                       "show e1\ne1 g1\nKd8\nb7 b8\nb7 b8 X\nb7 b8 D\n")
    expect("play: the king's destinations include its castling square", "e1: d1 f1 g1 d2 e2 f2" in out, out)
    expect("play: castling by clicking the king's square", "1  . . . .[.]R[K]." in out, out)
    expect("play: a promotion asks for its piece", 'say which, as in "b7 b8 D"' in out
           and "'X' names no piece a pawn can become" in out, out)
    expect("play: promoting by clicks, in Finnish", "8  .[Q]. k . . . ." in out
           and out.rstrip().endswith("Mustan siirtovuoro. Shakki!"), out)
    code, out, _ = run(d, ["play", "--lang", "fi", "--ascii", "--fen", promotion], "b7 b8 R\n")
    expect("play: a promotion letter is the language's first (a Finnish R is a knight), English's after",
           "8  .[N]. . k . . ." in out and "Last move: 1. b8=R\n" in out, out)
    code, out, _ = run(d, ["play", "--ascii", "--fen", "4k3/8/8/8/8/8/8/1R2K2R w HB - 0 1"], "e1 b1\nhistory\n")
    expect("play: Chess960 castling by clicking the rook", "1  . .[K]R[.]. . R" in out and "1. O-O-O" in out, out)
    code, out, _ = run(d, ["play", "--ascii", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"],
                       "flag black\nundo\nflag white\n")
    expect("play: a flag fall loses against a rook, draws when the opponent cannot mate",
           "White wins on time. 1-0" in out and "Draw: time ran out, but the opponent cannot checkmate. 1/2-1/2" in out, out)
    code, out, _ = run(d, ["play", "--ascii", "--random", "black", "--seed", "5"], "e4\nundo\nredo\nhistory\n")
    lines = out.splitlines()
    expect("play --random: undo and redo go back to the player's move", "Black: " in out
           and lines.count("White to move.") == 4 and any(line.startswith("1. e4 ") for line in lines), out)
    code, out, _ = run(d, ["play", "--lang", "fi"], "e4\nresign\ne5\npgn\n")
    expect("play: resigning ends the game; the PGN says so, in Finnish", "Musta luovuttaa. 1-0" in out
           and '[Result "1-0"]' in out and "\n1. e4 1-0\n" in out and '[Black "Musta"]' in out, out)
    code, out, _ = run(d, ["play", "--lang", "hu", "--ascii"], "Hf3\nmoves\nquit\nHc6\n")
    expect("play --lang hu: Hungarian letters in and out", "Hc6" in out and "S\u00f6t\u00e9t l\u00e9p." in out
           and "Ha3" not in out, out)
    code, out, _ = run(d, ["play", "--lang", "eo", "--letters", "--chess960", "0"], "\u0108f3\nfen\n")
    expect("play --chess960 0 --letters: Esperanto letters on the board and in moves",
           "1  K K D \u0108 \u0108 T R T" in out and "bbqnnrkr/pppppppp/8/8/8/5N2/PPPPPPPP/BBQN1RKR b KQkq - 1 1" in out, out)
    code, _, err = run(d, ["play", "--lang", "xx"])
    expect("play --lang xx lists the known codes", code == 2 and "known: en fi hu eo" in err, err)
    code, _, err = run(d, ["play", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"])
    expect("play --fen: a bad FEN is refused with its reason", code == 2 and "invalid FEN" in err, err)


def check_check_pgn(d):
    """The short example: each invalid game's problem, as validate_pgn finds it, then the count."""
    pgn = os.path.join(ROOT, "tests", "data", "pgn")
    code, out, _ = run(d, ["check_pgn", os.path.join(pgn, "stockfish.pgn")])
    _, totals, _ = run(d, ["validate_pgn", os.path.join(pgn, "stockfish.pgn")])
    games = totals.split()[0]
    expect("check_pgn: a file of valid games", code == 0 and out == f"{games} games, {games} valid, 0 invalid\n", out)
    text = "".join(open(path, encoding="utf-8").read() + "\n" for path in sorted(glob.glob(os.path.join(pgn, "broken", "*.pgn"))))
    code, out, _ = run(d, ["check_pgn"], text)
    _, jsonl, _ = run(d, ["validate_pgn", "--format", "jsonl", "-"], text)
    records = [json.loads(line) for line in jsonl.splitlines()]
    summary = records.pop()
    expected = []
    for r in records:
        if not r["valid"]:
            line = f"game {r['game']} ({r['white'] or '?'} - {r['black'] or '?'}), line {r['line']}"
            line += f", move {r['move']}" if r["move"] else ""
            expected.append(f"{line}: {r['message']}")
    expected.append(f"{summary['games']} games, {summary['valid']} valid, {summary['invalid']} invalid")
    expect("check_pgn: the problem of each invalid game, as validate_pgn finds it, then the count",
           code == 1 and summary["invalid"] > 10 and out.splitlines() == expected, out + "\n".join(expected))
    for args, message in [(["a.pgn", "b.pgn"], "one file at a time"), (["--strict"], "unknown option '--strict'"),
                          (["/nonexistent/x.pgn"], "cannot open '/nonexistent/x.pgn'")]:
        code, out, err = run(d, ["check_pgn"] + args)
        expect(f"check_pgn refuses {args}", code == 2 and out == "" and message in err, err)


def check_usage(d):
    """Every example in the build: --help and -h print its usage on stdout
    and exit 0; an unknown option prints the same usage on stderr, exit 2."""
    names = example_names(d)
    expect("the examples are found in the build directory", "replay" in names and "validate_pgn" in names, names)
    for name in names:
        _, usage, _ = run(d, [name, "--help"])
        for flag in ("--help", "-h"):
            code, out, err = run(d, [name, flag])
            expect(f"{name} {flag}: its usage on stdout, exit 0", code == 0 and out == usage and err == ""
                   and out.startswith(f"usage: {name}") and out.count("\n") == 1, out + err)
        code, out, err = run(d, [name, "--no-such-option"])
        expect(f"{name} --no-such-option: the usage on stderr, exit 2", code == 2 and out == ""
               and err == f"{name}: unknown option '--no-such-option'\n" + usage, out + err)


def main():
    d = sys.argv[1]
    code, out, err = run(d, ["perft", "4"])
    expect("perft 4 prints 197281 last", code == 0 and out.splitlines()[-1] == "197281", out + err)
    expect("perft reports speed on stderr", "nodes/s" in err, err)
    code, out, _ = run(d, ["perft", "--divide", "2", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R", "w", "KQkq", "-", "0", "1"])
    lines = out.splitlines()
    expect("perft --divide: 48 root moves, then the total", code == 0 and len(lines) == 49 and lines[-1] == "2039"
           and "e1g1: 43" in lines, out)
    code, _, err = run(d, ["perft", "3", "8/8/8/8/8/8/8/8 w - - 0 1"])
    expect("perft rejects a bad FEN", code == 2 and "king" in err, err)

    # Chess960: counts from Stockfish 15.1 with UCI_Chess960.
    code, out, _ = run(d, ["perft", "3", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"])
    expect("perft: a Shredder-FEN switches Chess960 on (9006)", code == 0 and out.splitlines()[-1] == "9006", out)
    code, out, _ = run(d, ["perft", "--chess960", "--divide", "1", "r3k1r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1"])
    expect("perft --chess960 --divide: castling as king takes rook", code == 0 and "b1a1: 1" in out
           and "b1g1: 1" not in out, out)
    code, out, _ = run(d, ["legal_moves", "--chess960", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"])
    expect("legal_moves --chess960: e1h1 O-O", code == 0 and "e1h1 O-O" in out and "e1a1 O-O-O" in out, out)
    code, out, _ = run(d, ["replay", "--trace", "--fen", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
                           "d4", "d5", "Ne3", "Ne6", "Nd3", "Nd6", "Qd2", "Qd7", "O-O-O", "g8f8"])
    expect("replay: a Chess960 game, castling king takes rook", code == 0 and "\tg1f1\t" in out
           and "bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w - - 8 6" in out, out)
    code, out, _ = run(d, ["legal_moves"])
    expect("legal_moves: 20 moves from the start", code == 0 and len(out.splitlines()) == 20 and "g1f3 Nf3" in out, out)
    code, out, _ = run(d, ["legal_moves", "--lang", "fi", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"])
    expect("legal_moves --lang fi: castling and rook moves", "e1g1 O-O" in out and "a1a8 Txa8+" in out, out)
    code, out, _ = run(d, ["legal_moves", "--lan"])
    expect("legal_moves --lan: long algebraic", code == 0 and len(out.splitlines()) == 20 and "g1f3 Ng1-f3" in out
           and "e2e4 e2-e4" in out, out)
    code, out, _ = run(d, ["legal_moves", "--lan", "--lang", "fi", "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 2"])
    expect("legal_moves --lan --lang fi: e.p. and castling", "e5d6 e5xd6 e.p." in out and "e1g1 O-O" in out
           and "h1h8 Th1-h8+" in out, out)
    coordinates = os.path.join(ROOT, "tests", "data", "pgn", "coordinates.pgn")
    code, out, _ = run(d, ["validate_pgn", coordinates])
    expect("validate_pgn reads games in coordinates", code == 0 and out.strip() == "3 games, 3 valid, 0 invalid, 381 plies", out)
    with open(coordinates, encoding="utf-8") as f:
        first_game = f.read().split("\n\n")[1]
    code, out, _ = run(d, ["replay"], first_game)
    expect("replay reads a game in coordinates", code == 0 and out.splitlines()[-1] == "result: 1-0 checkmate", out)
    chess960 = os.path.join(os.path.dirname(coordinates), "chess960_cutechess.pgn")
    code, out, _ = run(d, ["validate_pgn", "--strict", chess960])
    expect("validate_pgn reads cutechess Chess960 games", code == 0
           and out.strip() == "10 games, 10 valid, 0 invalid, 1526 plies", out)
    code, out, _ = run(d, ["legal_moves", "--lang", "xx"])
    expect("legal_moves rejects an unknown language", code == 2)

    text = "1. e4 {best by test} e5 2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 $1 a6 4. Ba4!? 1-0\n"
    code, out, _ = run(d, ["translate", "--from", "en", "--to", "hu"], text)
    expect("translate en->hu keeps comments, NAGs and variations",
           out == "1. e4 {best by test} e5 2. Hf3 Hc6 (2... d6 3. d4) 3. Fb5 $1 a6 4. Fa4!? 1-0\n", out)
    code, back, err = run(d, ["translate", "--from", "auto", "--to", "en"], out)
    expect("translate --from auto finds Hungarian and goes back", back == text and "Hungarian" in err, back + err)
    code, _, err = run(d, ["translate", "--from", "en", "--to", "fi"], "1. e4 e5 2. Ke2 Ke7 3. Kd3 Nf6 4. Ng5")
    expect("translate stops at an illegal move with a reason", code == 1 and "Ng5" in err, err)
    code, out, _ = run(d, ["replay"])
    expect("replay: the built-in game ends in mate", code == 0 and out.splitlines()[-1] == "result: 1-0 checkmate", out)
    code, out, _ = run(d, ["replay", "--trace", "f3", "e5", "g4", "Qh4#"])
    lines = out.splitlines()
    expect("replay --trace: one line per ply, then the result",
           len(lines) == 5 and lines[3] == "4\tQh4#\td8h4\trnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\tcheck,checkmate"
           and lines[4] == "result: 0-1 checkmate", out)
    code, out, _ = run(d, ["replay", "--trace"], "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8")
    expect("replay --trace from stdin flags the threefold", out.splitlines()[-2].endswith("\tthreefold")
           and out.splitlines()[-1] == "result: * ongoing", out)
    code, out, _ = run(d, ["replay", "--lang", "auto", "e4", "e5", "Rf3", "Rc6"])
    expect("replay --lang auto reads Finnish", code == 0 and out.splitlines()[-1] == "result: * ongoing", out)
    code, _, err = run(d, ["replay", "e4", "e5", "Ke3"])
    expect("replay stops at an illegal move", code == 1 and err.startswith("move 2. Ke3: no king can go to e3"), err)
    code, out, _ = run(d, ["elo", "2000", "1280", "1"])
    expect("elo: a 720-point favourite's win changes nothing", out == "expected score: 0.984\nK: 32\nnew rating: 2000\n", out)
    code, _, _ = run(d, ["elo", "2000", "x", "1"])
    expect("elo rejects a bad rating", code == 2)
    check_play(d)
    data = os.path.join(ROOT, "tests", "data", "epd")
    code, out, _ = run(d, ["epd_check", os.path.join(data, "bratko_kopec.epd")])
    expect("epd_check: Bratko-Kopec has no problem", code == 0 and out == "24 records, 26 moves, 0 problems\n", out)
    code, out, _ = run(d, ["epd_check", "--strict", os.path.join(data, "lenient.epd")])
    expect("epd_check --strict: loose SAN is a problem, with line and column", code == 1
           and "lenient.epd:2:35: Qc5-d4 is not canonical SAN" in out, out)
    epd = ("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\n\n4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 Ke3;\n"
           "4k3/8/8/8/8/8/8/4K3 w - - pv Kd2 Kd7 Kd4;\n4k3/8/8/8/8/8/8/4K3 w - - id \"x\";\n")
    code, out, _ = run(d, ["epd_check"], epd)
    expect("epd_check: each problem at its line and column, then the totals", code == 1 and out.splitlines() == [
        "<stdin>:3:34: Ke3: no king can go to e3", "<stdin>:4:38: Kd4: no king can go to d4",
        "<stdin>:5:1: no bm or am operation: not a best-move record", "4 records, 1 moves, 3 problems"], out)
    code, out, _ = run(d, ["compile_time"])
    expect("compile_time: prints what was proved", code == 0 and "perft 3 from the start is 8902" in out, out)
    check_board_svg(d)
    check_check_pgn(d)
    check_usage(d)
    return CHECKS.report()


if __name__ == "__main__":
    sys.exit(main())
