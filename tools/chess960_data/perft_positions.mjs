// tests/data/chess960_perft.epd: `FEN ;D1 n ;D2 n ;D3 n ;D4 n [;D5 n]`, Shredder-FEN
// castling field, counts from Stockfish (UCI_Chess960); D5 when it is below
// D5_LIMIT. D1..D3 are cross-checked with chessops on both castling styles, and
// Stockfish must give the same D1..D3 for the X-FEN form. The notes file says,
// per EPD line number, what the position covers.
// Positions: seeded random legal play from many start positions (biased toward
// clearing the back rank while keeping the castling rights), chosen to cover as
// many castling shapes as possible, plus hand-built ones (lib/hand_positions.mjs)
// and their colour-flipped copies.
import { mulberry32, randInt, pick } from 'shakki-tools-lib/prng.mjs';
import { startFens } from './starts.mjs';
import { positionFromFen, fenOf, legalMoves } from 'shakki-tools-lib/chessops.mjs';
import { isCastling, castlingRooks, perft } from './lib/chessops_util.mjs';
import { parseBoard, shredderField, xfenField, withCastling } from './lib/castling_fen.mjs';
import { castlingFeatures, describeCastle, shapeKeys } from './lib/features.mjs';
import { HAND_POSITIONS } from './lib/hand_positions.mjs';

const D5_LIMIT = 20_000_000;
const RANDOM_TARGET = 70;
const GAMES = 400;

// Both castling styles of a chessops position; the X-FEN is chessops's own.
export function bothStyles(pos) {
  const xfen = fenOf(pos);
  const board = parseBoard(xfen.split(' ')[0]);
  const rights = castlingRooks(pos);
  if (xfenField(board, rights) !== xfen.split(' ')[2])
    throw new Error(`X-FEN writer disagrees with chessops: ${xfenField(board, rights)} vs ${xfen}`);
  return { shredder: withCastling(xfen, shredderField(rights)), xfen };
}

// Colour flip: ranks reversed, piece colours swapped, the other side to move.
export function mirrorFen(fen) {
  const [board, turn, castling, ep, half, full] = fen.split(' ');
  const swapCase = (s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const flipped = board.split('/').reverse().map(swapCase).join('/');
  const epFlipped = ep === '-' ? '-' : ep[0] + (9 - Number(ep[1]));
  const rights = castling === '-' ? '-' : swapCase(castling);
  // Keep white's letters first, as in the original.
  const ordered = rights === '-' ? '-' : [...rights].filter((c) => c === c.toUpperCase()).join('') + [...rights].filter((c) => c !== c.toUpperCase()).join('');
  return [flipped, turn === 'w' ? 'b' : 'w', ordered, epFlipped, half, full].join(' ');
}

function onBackRank(pos, sq) {
  return sq >> 3 === (pos.turn === 'white' ? 0 : 7);
}

// One seeded game from start `n`; returns the positions reached with their features.
function playGame(rng, n) {
  const pos = positionFromFen(startFens(n).shredder);
  const maxPlies = 6 + randInt(rng, 40);
  const found = [];
  for (let ply = 1; ply <= maxPlies; ply++) {
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    const quiet = moves.filter((m) => !isCastling(pos, m));
    // Moves of the pieces standing between or beside king and rooks on the back rank.
    const clearing = quiet.filter((m) => onBackRank(pos, m.from) && !pos.board.king.has(m.from) && !pos.board.rook.has(m.from));
    const captures = quiet.filter((m) => pos.board[pos.turn === 'white' ? 'black' : 'white'].has(m.to));
    const keepRights = quiet.filter((m) => !pos.board.king.has(m.from) && !(pos.board.rook.has(m.from) && onBackRank(pos, m.from)));
    const r = rng();
    let pool;
    if (clearing.length && r < 0.5) pool = clearing;
    else if (captures.length && r < 0.7) pool = captures;
    else if (keepRights.length && r < 0.97) pool = keepRights;
    else pool = moves;
    pos.play(pick(rng, pool));
    if (pos.isEnd()) break;
    const f = castlingFeatures(pos);
    if (f.castles.length || f.ep) found.push({ fen: bothStyles(pos), features: f, start: n, ply });
  }
  return found;
}

function chooseRandomPositions(rng) {
  const pool = [];
  for (let g = 0; g < GAMES; g++) {
    const n = randInt(rng, 960);
    for (const p of playGame(rng, n)) pool.push({ ...p, game: g });
  }
  const chosen = [];
  const keysSeen = new Set();
  const perGame = new Map();
  const taken = new Set();
  const take = (p) => {
    chosen.push(p);
    taken.add(p.fen.shredder.split(' ').slice(0, 4).join(' '));
    perGame.set(p.game, (perGame.get(p.game) || 0) + 1);
    for (const k of shapeKeys(p.features)) keysSeen.add(k);
  };
  const free = (p) => !taken.has(p.fen.shredder.split(' ').slice(0, 4).join(' ')) && (perGame.get(p.game) || 0) < 2;
  // First a few of every kind of castling situation, then new shapes, then fill.
  const kinds = [
    (f) => f.castles.some((c) => c.legal && c.kingStays),
    (f) => f.castles.some((c) => c.legal && c.rookStays),
    (f) => f.castles.some((c) => c.legal && c.adjacent),
    (f) => f.castles.some((c) => c.legal && c.rookOnKingTo),
    (f) => f.castles.some((c) => c.legal && c.kingOnRookTo),
    (f) => f.castles.some((c) => c.inner),
    (f) => f.castles.some((c) => c.why === 'attacked'),
    (f) => f.castles.some((c) => c.why === 'in check'),
    (f) => f.castles.filter((c) => c.legal).length === 2,
    (f) => f.castles.length && f.color === 'black',
    (f) => f.castles.length === 1,
    (f) => f.ep && f.castles.length,
  ];
  for (const kind of kinds) {
    const cands = pool.filter((p) => kind(p.features));
    for (let i = 0; i < 3 && cands.length; i++) {
      const c = cands.splice(randInt(rng, cands.length), 1)[0];
      if (free(c)) take(c);
    }
  }
  while (chosen.length < RANDOM_TARGET) {
    const fresh = pool.filter((p) => free(p) && shapeKeys(p.features).some((k) => !keysSeen.has(k)));
    const cands = fresh.length ? fresh : pool.filter((p) => free(p) && p.features.castles.length);
    if (!cands.length) break;
    take(pick(rng, cands));
  }
  return { chosen, poolSize: pool.length };
}

function describe(features) {
  const parts = features.castles.map((c) => describeCastle(c, features.color));
  if (!features.castles.length) parts.push(`${features.color} to move, no castling rights of its own`);
  const other = features.color === 'white' ? 'black' : 'white';
  if (features.rights[other].length) parts.push(`${other} keeps ${features.rights[other].length} castling right(s)`);
  if (features.check) parts.push('in check');
  if (features.ep) parts.push('en passant legal');
  return parts.join('; ');
}

async function countsFor(sf, p) {
  const counts = [];
  for (let d = 1; d <= 4; d++) counts.push(await sf.perft(p.fen.shredder, d));
  // D5 is always counted (a few seconds in all) so that its presence means exactly D5 < D5_LIMIT.
  const d5 = await sf.perft(p.fen.shredder, 5);
  if (d5 < D5_LIMIT) counts.push(d5);
  for (let d = 1; d <= 3; d++) {
    const x = await sf.perft(p.fen.xfen, d);
    if (x !== counts[d - 1]) throw new Error(`Stockfish X-FEN ${p.fen.xfen} depth ${d}: ${x}, Shredder ${counts[d - 1]}`);
  }
  for (const fen of [p.fen.shredder, p.fen.xfen]) {
    const pos = positionFromFen(fen);
    for (let d = 1; d <= 3; d++) {
      const c = perft(pos, d);
      if (c !== counts[d - 1]) throw new Error(`${fen} depth ${d}: Stockfish ${counts[d - 1]}, chessops ${c}`);
    }
  }
  // Stockfish must write back the same Shredder-FEN (its en passant field is
  // pseudo-legal, so compare it only when ours is set).
  const sfFen = (await sf.fenOf(p.fen.xfen)).split(' ');
  const ours = p.fen.shredder.split(' ');
  if (sfFen.slice(0, 3).join(' ') !== ours.slice(0, 3).join(' ') || (ours[3] !== '-' && sfFen[3] !== ours[3]))
    throw new Error(`Stockfish writes ${sfFen.join(' ')} for ${p.fen.shredder}`);
  return counts;
}

export async function generatePerft(sf, { seed = 960, countsToo = true, log = console.error } = {}) {
  const started = Date.now();
  const rng = mulberry32(seed);
  const hand = [];
  for (const h of HAND_POSITIONS) {
    for (const [fen, note] of [[h.fen, h.note], ...(h.mirror ? [[mirrorFen(h.fen), `colour-flipped: ${h.note}`]] : [])]) {
      const pos = positionFromFen(fen);
      const both = bothStyles(pos);
      if (both.shredder !== fen) throw new Error(`hand position ${fen} reads back as ${both.shredder}`);
      hand.push({ fen: both, features: castlingFeatures(pos), note });
    }
  }
  const { chosen, poolSize } = chooseRandomPositions(rng);
  const all = [
    ...chosen.map((p) => ({ ...p, note: `random play from start ${p.start}, ply ${p.ply}` })),
    ...hand,
  ];
  const epd = [];
  const notes = [];
  let withD5 = 0;
  for (const [i, p] of all.entries()) {
    const auto = describe(p.features);
    notes.push(`${i + 1}\t${p.note} | ${auto}`);
    if (!countsToo) continue;
    const counts = await countsFor(sf, p);
    if (counts.length === 5) withD5++;
    epd.push(p.fen.shredder + counts.map((c, d) => ` ;D${d + 1} ${c}`).join(''));
  }
  log(
    `perft: ${all.length} positions (${chosen.length} from random play out of ${poolSize} candidates, ${hand.length} hand-built), ` +
      `${withD5} with D5, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { epd: epd.join('\n') + '\n', notes: notes.join('\n') + '\n', positions: all.map((p) => p.fen) };
}
