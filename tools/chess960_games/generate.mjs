// Stockfish self-play Chess960 games written as cutechess-cli PGN, with the
// expected end of each game and the UCI move lists. See README.md.
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Engine } from './lib/engine.mjs';
import { playGame, castlingsOf } from './lib/play.mjs';
import { positionFromFen } from 'shakki-tools-lib/chessops.mjs';
import { xfenOf, shredderOf } from './lib/fen_forms.mjs';
import { writeGame } from './lib/pgn_writer.mjs';
import { verifyPgn, verifyWithStockfish, stockfishRepetitions } from './lib/verify.mjs';
import { backRankOf } from 'shakki-chess960-data/lib/numbering.mjs';
import { mulberry32 } from 'shakki-tools-lib/prng.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const stockfishPath = opt('stockfish', '/usr/games/stockfish');
const outDir = resolve(opt('out-dir', resolve(here, '../../tests/data/pgn')));
const date = opt('date', '2026.12.01');
const nodes = Number(opt('nodes', 2000));
const seedsPerStart = Number(opt('seeds', 40));

// Start positions (Scharnagl numbers) chosen for their castling shapes.
const STARTS = [
  [518, 'standard RNBQKBNR'],
  [709, 'RKBBQNNR: king b1, O-O-O king b1->c1 rook a1->d1'],
  [687, 'QRKNNRBB: king c1, O-O-O king stays, O-O rook f1 stays'],
  [303, 'QNRKRNBB: king d1, O-O-O swaps king and rook (d1<->c1)'],
  [14, 'QNNRKBBR: king e1, O-O-O rook d1 stays'],
  [225, 'BNRBQKNR: king f1, O-O rook h1 lands on the king square f1'],
  [3, 'BQNNRKRB: king f1, O-O swaps king and rook (f1<->g1)'],
  [144, 'BBNRNQKR: king g1, O-O king stays, O-O-O rook d1 stays'],
  [862, 'RKNRNBBQ: king b1, O-O-O king b1->c1 over the rook path'],
  [390, 'QRBNNBKR: king g1, O-O king stays, O-O-O king g1->c1'],
];

const startFenOf = (n) => {
  const r = backRankOf(n);
  return `${r.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${r} w KQkq - 0 1`;
};

const engine = await new Engine(stockfishPath).init();
const candidates = [];
for (const [n] of STARTS) {
  const startPos = positionFromFen(startFenOf(n));
  const shredderStart = shredderOf(startPos);
  const found = [];
  for (let seed = 1; seed <= seedsPerStart && found.length < 6; seed++) {
    const rng = mulberry32(n * 1000 + seed);
    const castleSide = seed % 2 ? { white: 'h', black: 'a' } : { white: 'a', black: 'h' };
    const game = await playGame(engine, shredderStart, rng, {
      nodes, maxPlies: 400, castleSide, castleWithin: 60, openingMultiPv: 4,
    });
    if (!game) continue;
    const sans = game.plies.map((p) => p.san.replace(/[+#]$/, ''));
    if (!sans.includes('O-O') || !sans.includes('O-O-O')) continue;
    found.push({ n, seed, shredderStart, xfenStart: xfenOf(startPos), ...game });
  }
  console.error(`start ${n}: ${found.map((g) => `seed ${g.seed} ${g.end.kind} ${g.plies.length}`).join(', ') || 'none'}`);
  if (!found.length) throw new Error(`no game with both castlings from start ${n}`);
  candidates.push(found);
}

// One game per start; first let the rarer endings claim a start, then give
// each remaining start its game with the least used ending (shorter first).
const chosen = new Array(STARTS.length).fill(null);
const endingLabel = (g) => (g.end.kind === 'checkmate' ? g.end.reason : g.end.kind);
for (const label of ['stalemate', 'insufficient', 'fifty', 'threefold', 'Black mates', 'White mates']) {
  if (chosen.some((g) => g && endingLabel(g) === label)) continue;
  const i = candidates.findIndex((c, k) => !chosen[k] && c.some((g) => endingLabel(g) === label));
  if (i >= 0) chosen[i] = candidates[i].find((g) => endingLabel(g) === label);
}
const uses = (label) => chosen.filter((g) => g && endingLabel(g) === label).length;
candidates.forEach((c, k) => {
  if (chosen[k]) return;
  chosen[k] = [...c].sort((a, b) => uses(endingLabel(a)) - uses(endingLabel(b)) || a.plies.length - b.plies.length)[0];
});

const VARIANTS = ['fischerandom', 'Chess960', 'chess 960', 'Fischerandom'];
const pgnParts = [];
const expected = [];
const uciLines = [];
chosen.forEach((g, i) => {
  const useShredder = (i + Math.floor(i / 4)) % 2 === 1;
  const style = {
    event: i % 2 ? 'Chess960 self-play' : '?',
    site: i % 2 ? 'shakki test data' : '?',
    date,
    round: i + 1,
    white: 'Stockfish 15.1',
    black: 'Stockfish 15.1',
    fen: useShredder ? g.shredderStart : g.xfenStart,
    variant: VARIANTS[i % 4],
    timeControl: '-',
    separateReasonComment: i % 4 === 2,
    breakInsideComments: i % 5 === 3,
  };
  pgnParts.push(writeGame(g, style));
  const finalPos = g.finalPos;
  expected.push({ plies: g.plies.length, xfen: xfenOf(finalPos), shredder: shredderOf(finalPos), result: g.end.result, kind: g.end.kind });
  uciLines.push(`${g.shredderStart}\t${g.plies.map((p) => p.uci).join(' ')}`);
  g.style = style;
});

const pgnText = pgnParts.join('\n');
verifyPgn(pgnText, expected);
const notes = await verifyWithStockfish(engine, uciLines, expected, chosen.map((g) => g.xfenStart));
for (const [i, g] of chosen.entries()) {
  if (g.end.kind !== 'threefold') continue;
  const reps = await stockfishRepetitions(engine, g.shredderStart, g.plies.map((p) => p.uci));
  if (reps < 3) notes.push(`game ${i + 1}: final position occurs ${reps} times by Stockfish's FENs`);
}
engine.quit();

mkdirSync(outDir, { recursive: true });
writeFileSync(resolve(outDir, 'chess960_cutechess.pgn'), pgnText);
writeFileSync(
  resolve(outDir, 'chess960_cutechess_expected.txt'),
  expected.map((e, i) => [i + 1, e.plies, e.xfen, e.shredder, e.result].join('\t')).join('\n') + '\n',
);
writeFileSync(resolve(outDir, 'chess960_uci_moves.txt'), uciLines.join('\n') + '\n');

// Summary for the README / report.
chosen.forEach((g, i) => {
  console.log(
    [`game ${i + 1}`, `start ${g.n} (${backRankOf(g.n)})`, `seed ${g.seed}`, `${g.plies.length} plies`, g.end.reason, g.end.result,
      `Variant "${g.style.variant}"`, g.style.fen === g.shredderStart ? 'Shredder-FEN tag' : 'X-FEN tag',
      `castling: ${castlingsOf(g.plies).join(', ')}`,
      `nudged: ${g.plies.filter((p) => p.nudged).map((p) => p.san).join(' ') || 'none'}`].join(' | '),
  );
});
console.log(notes.length ? `Disagreements:\n${notes.join('\n')}` : 'Stockfish and chessops agree on every game.');
