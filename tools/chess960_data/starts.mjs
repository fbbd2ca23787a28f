// tests/data/chess960_starts.txt: the 960 start positions by Scharnagl's numbering,
//   n <TAB> Shredder-FEN <TAB> X-FEN <TAB> perft(1) perft(2) perft(3)
// Counts from Stockfish (UCI_Chess960) on the Shredder-FEN; the X-FEN must give
// the same depth-3 count, chessops must agree at depths 1..verifyDepth on both
// forms, chessops must write the X-FEN form and Stockfish the Shredder form.
import { backRankOf, numberOf, allValidBackRanks, isValidBackRank, KNOWN_POSITIONS } from './lib/numbering.mjs';
import { parseBoard, shredderField, xfenField } from './lib/castling_fen.mjs';
import { positionFromFen, fenOf } from 'shakki-tools-lib/chessops.mjs';
import { perft, castlingRooks } from './lib/chessops_util.mjs';

export function checkNumbering() {
  for (const [n, expected] of KNOWN_POSITIONS) {
    if (backRankOf(n) !== expected) throw new Error(`position ${n}: got ${backRankOf(n)}, published ${expected}`);
  }
  const valid = allValidBackRanks();
  if (valid.size !== 960) throw new Error(`brute force found ${valid.size} valid arrangements, not 960`);
  const seen = new Set();
  for (let n = 0; n < 960; n++) {
    const b = backRankOf(n);
    if (!isValidBackRank(b) || !valid.has(b)) throw new Error(`position ${n} ${b} is not a valid arrangement`);
    if (seen.has(b)) throw new Error(`position ${n} ${b} repeats`);
    seen.add(b);
    if (numberOf(b) !== n) throw new Error(`position ${n} ${b} numbers back as ${numberOf(b)}`);
  }
}

export function startFens(n) {
  const white = backRankOf(n);
  const board = `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white}`;
  const files = [...white].flatMap((p, f) => (p === 'R' ? [f] : []));
  const rights = { white: files, black: files };
  const b = parseBoard(board);
  return {
    shredder: `${board} w ${shredderField(rights)} - 0 1`,
    xfen: `${board} w ${xfenField(b, rights)} - 0 1`,
  };
}

export async function generateStarts(sf, { verifyDepth = 3, log = console.error } = {}) {
  checkNumbering();
  const lines = [];
  const started = Date.now();
  for (let n = 0; n < 960; n++) {
    const { shredder, xfen } = startFens(n);
    if (xfen.split(' ')[2] !== 'KQkq') throw new Error(`start ${n}: X-FEN castling ${xfen}`);
    const counts = [];
    for (let d = 1; d <= 3; d++) counts.push(await sf.perft(shredder, d));
    if ((await sf.perft(xfen, 3)) !== counts[2]) throw new Error(`start ${n}: Stockfish X-FEN count differs`);
    if ((await sf.fenOf(xfen)) !== shredder) throw new Error(`start ${n}: Stockfish writes ${await sf.fenOf(xfen)}`);
    for (const fen of [shredder, xfen]) {
      const pos = positionFromFen(fen);
      if (fenOf(pos) !== xfen) throw new Error(`start ${n}: chessops writes ${fenOf(pos)}`);
      const r = castlingRooks(pos);
      if (r.white.length !== 2 || r.black.length !== 2) throw new Error(`start ${n}: chessops castling rights ${JSON.stringify(r)}`);
      for (let d = 1; d <= verifyDepth; d++) {
        const c = perft(pos, d);
        if (c !== counts[d - 1]) throw new Error(`start ${n} (${fen}) depth ${d}: Stockfish ${counts[d - 1]}, chessops ${c}`);
      }
    }
    lines.push(`${n}\t${shredder}\t${xfen}\t${counts.join(' ')}`);
  }
  const std = lines[518].split('\t');
  if (std[1] !== 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1' || std[3] !== '20 400 8902')
    throw new Error(`518 is not the standard start: ${lines[518]}`);
  log(`starts: 960 positions, numbering checked, chessops agrees to depth ${verifyDepth}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return lines.join('\n') + '\n';
}
