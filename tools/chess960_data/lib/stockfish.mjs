// A small UCI driver for Stockfish with Chess960 castling on: one process,
// commands answered in order.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export class Stockfish {
  constructor(path) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiters = [];
    this.lines = [];
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      this.lines.push(line);
      this.waiters = this.waiters.filter((w) => !w());
    });
  }
  send(cmd) {
    this.proc.stdin.write(cmd + '\n');
  }
  // Resolves with the lines collected up to the first one matching `re`.
  waitFor(re) {
    return new Promise((resolvePromise) => {
      const check = () => {
        const idx = this.lines.findIndex((l) => re.test(l));
        if (idx < 0) return false;
        resolvePromise(this.lines.splice(0, idx + 1));
        return true;
      };
      if (!check()) this.waiters.push(check);
    });
  }
  async init() {
    this.send('uci');
    const id = (await this.waitFor(/^uciok/)).find((l) => l.startsWith('id name '));
    this.name = id ? id.slice(8) : 'unknown';
    this.send('setoption name Threads value 1');
    this.send('setoption name UCI_Chess960 value true');
    this.send('isready');
    await this.waitFor(/^readyok/);
    return this;
  }
  async perft(fen, depth) {
    this.send(`position fen ${fen}`);
    this.send(`go perft ${depth}`);
    const lines = await this.waitFor(/^Nodes searched:/);
    return Number(lines[lines.length - 1].split(':')[1].trim());
  }
  // Stockfish's own FEN of a position (Shredder-FEN castling in Chess960 mode).
  async fenOf(fen) {
    this.send(`position fen ${fen}`);
    this.send('d');
    const lines = await this.waitFor(/^Checkers:/);
    const fenLine = lines.find((l) => l.startsWith('Fen: '));
    return fenLine ? fenLine.slice(5).trim() : null;
  }
  quit() {
    this.send('quit');
    this.proc.stdin.end();
  }
}
