#!/usr/bin/env python3
"""Checks shakki's localized SAN against Debian's pgn-extract.

usage: check_pgn_extract.py TRANSLATE_EXE GAMES.jsonl [GAMES_LIMIT]

Writes the oracle games (tests/data/oracle_games.jsonl, English SAN from
chessops) as PGN, asks pgn-extract to rewrite them with each language's
piece letters (-Wsan + pawn, knight, bishop, rook, queen, king), asks
shakki's `translate` example for the same, and compares the moves token by
token. pgn-extract takes one byte per letter, so Esperanto's Ĉ is written as
a stand-in X and replaced afterwards; pgn-extract writes no "e.p.", so
shakki's Finnish "e.p." tokens are left out of the comparison.
Exits 77 (skipped) when pgn-extract is not installed.
"""
import json
import os
import re
import shutil
import sys
import tempfile

from check_support import first_difference, run_program

# shakki language code -> pgn-extract letters (pawn knight bishop rook queen king), stand-ins
LANGUAGES = {
    "fi": ("SRLTDK", {}),
    "hu": ("GHFBVK", {}),
    "eo": ("PXKTDR", {"X": "\u0108"}),
    "de": ("BSLTDK", {}),
    "fr": ("PCFTDR", {}),
    "es": ("PCATDR", {}),
    "nl": ("PPLTDK", {}),
    "pl": ("PSGWHK", {}),
    "cs": ("PJSVDK", {}),
    "pt": ("PCBTDR", {}),
}

RESULT = {"1-0", "0-1", "1/2-1/2", "*"}


def pgn_extract():
    for candidate in ("pgn-extract", "/usr/games/pgn-extract"):
        path = shutil.which(candidate)
        if path:
            return path
    return None


def move_tokens(movetext):
    tokens = []
    for token in movetext.split():
        token = re.sub(r"^\d+\.+", "", token)
        if token and token not in RESULT and token != "e.p.":
            tokens.append(token)
    return tokens


def games_from_pgn(text):
    """Movetext of each game in pgn-extract's output, in order."""
    games, current = [], []
    for line in text.splitlines():
        if line.startswith("["):
            if current:
                games.append(" ".join(current))
                current = []
            continue
        if line.strip():
            current.append(line.strip())
    if current:
        games.append(" ".join(current))
    return games


def main():
    translate, data = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    extractor = pgn_extract()
    if extractor is None:
        print("pgn-extract is not installed: skipped")
        return 77

    games = []
    with open(data, encoding="utf-8") as f:
        for line in f:
            plies = json.loads(line)["plies"]
            if plies:
                games.append([p["san"] for p in plies])
            if len(games) == limit:
                break

    def movetext(sans):
        parts = []
        for i, san in enumerate(sans):
            if i % 2 == 0:
                parts.append(f"{i // 2 + 1}.")
            parts.append(san)
        return " ".join(parts) + " *"

    failures = 0
    compared = 0
    with tempfile.TemporaryDirectory() as work:
        pgn_path = os.path.join(work, "games.pgn")
        with open(pgn_path, "w", encoding="utf-8") as f:
            for n, sans in enumerate(games):
                f.write(f'[Event "oracle {n}"]\n[Result "*"]\n\n{movetext(sans)}\n\n')
        for code, (letters, stand_ins) in LANGUAGES.items():
            _, extracted, _ = run_program(extractor, ["-s", "--nocomments", "-w1000", f"-Wsan{letters}", pgn_path], text=True)
            theirs_games = games_from_pgn(extracted)
            if len(theirs_games) != len(games):
                print(f"{code}: pgn-extract returned {len(theirs_games)} of {len(games)} games")
                failures += 1
                continue
            for n, sans in enumerate(games):
                theirs = move_tokens(theirs_games[n])
                for stand_in, letter in stand_ins.items():
                    theirs = [t.replace(stand_in, letter) for t in theirs]
                status, translated, errors = run_program(translate, ["--from", "en", "--to", code], movetext(sans), text=True)
                ours = move_tokens(translated)
                if status != 0 or ours != theirs:
                    failures += 1
                    first = first_difference(ours, theirs)
                    print(f"{code} game {n}: ply {first + 1}: shakki {ours[first:first + 1]} pgn-extract {theirs[first:first + 1]} "
                          f"{errors.strip()}")
                    continue
                compared += len(ours)
    print(f"{len(games)} games, {len(LANGUAGES)} languages, {compared} moves agree, {failures} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
