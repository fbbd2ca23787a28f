// A small UCI driver for Stockfish (Debian's /usr/games/stockfish): one
// process, commands answered in order.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export class Stockfish {
  constructor(path = '/usr/games/stockfish') {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiters = [];
    this.lines = [];
    this.options = {};
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
  // Starts UCI with one search thread, then sets `options` in their order
  // (e.g. { UCI_Chess960: true }: castling as king takes rook, Shredder-FEN).
  async init(options = {}) {
    this.send('uci');
    const id = (await this.waitFor(/^uciok/)).find((l) => l.startsWith('id name '));
    this.name = id ? id.slice(8) : 'unknown';
    for (const [name, value] of Object.entries({ Threads: 1, ...options })) this.setOption(name, value);
    await this.ready();
    return this;
  }
  // Sends `setoption` when the value is not the one last set.
  setOption(name, value) {
    if (this.options[name] === value) return;
    this.send(`setoption name ${name} value ${value}`);
    this.options[name] = value;
  }
  async ready() {
    this.send('isready');
    await this.waitFor(/^readyok/);
  }
  async newGame() {
    this.send('ucinewgame');
    await this.ready();
  }
  position(fen, moves = []) {
    this.send(`position fen ${fen}${moves.length ? ' moves ' + moves.join(' ') : ''}`);
  }
  async perft(fen, depth) {
    this.position(fen);
    this.send(`go perft ${depth}`);
    const lines = await this.waitFor(/^Nodes searched:/);
    return Number(lines[lines.length - 1].split(':')[1].trim());
  }
  // Stockfish's own view (`d`) of fen + moves: its FEN (Shredder-FEN
  // castling in Chess960 mode) and the squares of the pieces giving check.
  async board(fen, moves = []) {
    this.position(fen, moves);
    this.send('d');
    const lines = await this.waitFor(/^Checkers:/);
    const fenLine = lines.find((l) => l.startsWith('Fen: '));
    return { fen: fenLine ? fenLine.slice(5).trim() : null, checkers: lines[lines.length - 1].slice('Checkers:'.length).trim() };
  }
  async fenOf(fen) {
    return (await this.board(fen)).fen;
  }
  quit() {
    this.send('quit');
    this.proc.stdin.end();
  }
}
