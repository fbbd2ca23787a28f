#!/usr/bin/env python3
"""Plays Stockfish against itself at low depth from varied random openings
and prints one game per line as UCI moves (for `make_corpus uci`).

usage: stockfish_games.py GAMES [DEPTH] [SEED] [STOCKFISH]
"""
import random
import subprocess
import sys


def main():
    games = int(sys.argv[1])
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    engine_path = sys.argv[4] if len(sys.argv) > 4 else "/usr/games/stockfish"
    engine = subprocess.Popen([engine_path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(command):
        engine.stdin.write(command + "\n")
        engine.stdin.flush()

    def read_until(prefix):
        lines = []
        while True:
            line = engine.stdout.readline().strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    send("uci")
    read_until("uciok")
    for _ in range(games):
        send("ucinewgame")
        moves = []
        opening = rng.randint(2, 10)
        for ply in range(240):
            send("position startpos moves " + " ".join(moves))
            if ply < opening:
                send("go perft 1")
                legal = [line.split(":")[0] for line in read_until("Nodes searched") if ":" in line and "Nodes" not in line]
                if not legal:
                    break
                moves.append(rng.choice(sorted(legal)))
                continue
            send(f"go depth {depth}")
            best = read_until("bestmove")[-1].split()
            if len(best) < 2 or best[1] == "(none)":
                break
            moves.append(best[1])
        print(" ".join(moves), flush=True)
    send("quit")
    engine.wait()


if __name__ == "__main__":
    main()
