#!/usr/bin/env node
// Generates independent move-generation reference data for shakki:
//   tests/data/random_perft.epd   FEN ;D1 n ;D2 n ;D3 n [;D4 n]   (counts from Stockfish `go perft`)
//   tests/data/fen_roundtrip.txt  one normalised full FEN per line
// Positions come from seeded pseudo-random legal games played with chess.js.
//
// Usage: node generate.mjs [--seed N] [--stockfish PATH] [--perft-count N]
//                          [--roundtrip-count N] [--d4-limit N] [--verify-depth N]
//                          [--no-perft] [--out-dir DIR]
// Defaults: seed 1, /usr/games/stockfish, 400 perft positions, 500 round-trip FENs,
// depth 4 kept when its count is below 2,000,000, D1..D3 cross-checked with chess.js
// perft, and every round-trip FEN re-emitted identically by Stockfish (`d` command).

import { Chess, validateFen } from 'chess.js';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, randInt, pick, shuffle } from 'shakki-tools-lib/prng.mjs';
import { Stockfish } from 'shakki-tools-lib/stockfish.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const opts = {
    seed: 1,
    stockfish: '/usr/games/stockfish',
    perftCount: 400,
    roundtripCount: 500,
    d4Limit: 2_000_000,
    verifyDepth: 3,
    perft: true,
    outDir: resolve(here, '../../tests/data'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[++i];
    };
    if (a === '--seed') opts.seed = Number(next()) >>> 0;
    else if (a === '--stockfish') opts.stockfish = next();
    else if (a === '--perft-count') opts.perftCount = Number(next());
    else if (a === '--roundtrip-count') opts.roundtripCount = Number(next());
    else if (a === '--d4-limit') opts.d4Limit = Number(next());
    else if (a === '--verify-depth') opts.verifyDepth = Number(next());
    else if (a === '--no-perft') opts.perft = false;
    else if (a === '--out-dir') opts.outDir = resolve(next());
    else if (/^\d+$/.test(a)) opts.seed = Number(a) >>> 0; // bare seed
    else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

// ---------------------------------------------------------------- FEN normalisation
// Standard FEN: en passant target only when an en passant capture is legal.
// Derived from the legal move list (flag 'e'), independent of chess.js's fen() logic.
function normalisedFen(chess, verboseMoves) {
  const fields = chess.fen({ forceEnpassantSquare: true }).split(' ');
  const ep = verboseMoves.find((m) => m.flags.includes('e'));
  fields[3] = ep ? ep.to : '-';
  return fields.join(' ');
}

function pieceCount(chess) {
  let n = 0;
  for (const row of chess.board()) for (const sq of row) if (sq) n++;
  return n;
}

// ---------------------------------------------------------------- game playing
// Plays one pseudo-random legal game and returns the positions reached (ply >= 1).
// Each game gets its own style: how strongly it prefers captures (to reach
// endgames), checks, pawn pushes and promotions, and how long it may go on.
function playGame(rng, gameIndex, stats) {
  const chess = new Chess();
  const style = {
    captureBias: pick(rng, [0, 0.15, 0.3, 0.5, 0.7]),
    checkBias: pick(rng, [0, 0.1, 0.25]),
    pawnBias: pick(rng, [0, 0.2, 0.4]),
    maxPlies: 60 + randInt(rng, 440),
  };
  const positions = [];
  for (let ply = 0; ; ply++) {
    const moves = chess.moves({ verbose: true });
    const fen = normalisedFen(chess, moves);
    if (chess.fen() !== fen) stats.chessjsEpMismatch++;
    if (ply > 0) {
      const castling = fen.split(' ')[2];
      positions.push({
        fen,
        key: fen.split(' ').slice(0, 4).join(' '),
        game: gameIndex,
        ply,
        legalMoves: moves.length,
        pieces: pieceCount(chess),
        check: chess.inCheck(),
        ep: fen.split(' ')[3] !== '-',
        castlingRights: castling !== '-',
        castlingMove: moves.some((m) => m.flags.includes('k') || m.flags.includes('q')),
        promotion: moves.some((m) => m.flags.includes('p')),
        checkmate: moves.length === 0 && chess.inCheck(),
        stalemate: moves.length === 0 && !chess.inCheck(),
        halfmove: Number(fen.split(' ')[4]),
      });
    }
    if (moves.length === 0 || chess.isInsufficientMaterial() || ply >= style.maxPlies) break;

    let pool = moves;
    const r = rng();
    const promos = moves.filter((m) => m.flags.includes('p'));
    const captures = moves.filter((m) => m.flags.includes('c') || m.flags.includes('e'));
    const checks = moves.filter((m) => m.san.endsWith('+') || m.san.endsWith('#'));
    const pawnPushes = moves.filter((m) => m.piece === 'p' && !m.flags.includes('c'));
    if (promos.length && r < 0.6) pool = promos;
    else if (captures.length && r < style.captureBias) pool = captures;
    else if (checks.length && rng() < style.checkBias) pool = checks;
    else if (pawnPushes.length && rng() < style.pawnBias) pool = pawnPushes;
    const move = pick(rng, pool);
    chess.move({ from: move.from, to: move.to, promotion: move.promotion });
  }
  return positions;
}

// ---------------------------------------------------------------- selection
function phaseOf(p) {
  if (p.ply < 20 && p.pieces >= 26) return 'opening';
  if (p.pieces <= 12) return 'endgame';
  return 'middlegame';
}

function selectPerftPositions(rng, all, target) {
  const eligible = all.filter((p) => p.halfmove < 100);
  const chosen = new Map(); // key -> position
  const perGame = new Map();
  const maxPerGame = 4;
  const take = (pred, quota) => {
    const cands = shuffle(rng, eligible.filter(pred));
    let n = 0;
    for (const p of cands) {
      if (n >= quota || chosen.size >= target) break;
      if (chosen.has(p.key)) continue;
      if ((perGame.get(p.game) || 0) >= maxPerGame) continue;
      chosen.set(p.key, p);
      perGame.set(p.game, (perGame.get(p.game) || 0) + 1);
      n++;
    }
  };
  // Quotas (approximately 400 in total); a position may satisfy several features.
  const s = target / 400;
  take((p) => p.checkmate, Math.round(4 * s));
  take((p) => p.stalemate, Math.round(4 * s));
  take((p) => p.ep, Math.round(50 * s));
  take((p) => p.check && !p.checkmate, Math.round(60 * s));
  take((p) => p.promotion, Math.round(45 * s));
  take((p) => p.castlingMove && p.ply >= 8, Math.round(40 * s));
  take((p) => p.castlingRights && p.ply >= 16, Math.round(25 * s));
  take((p) => p.pieces <= 6, Math.round(30 * s));
  take((p) => p.pieces > 6 && p.pieces <= 10, Math.round(30 * s));
  take((p) => phaseOf(p) === 'opening', Math.round(40 * s));
  take((p) => phaseOf(p) === 'middlegame', Math.round(45 * s));
  take((p) => phaseOf(p) === 'endgame', Math.round(25 * s));
  take(() => true, target - chosen.size);
  return [...chosen.values()].sort((a, b) => a.game - b.game || a.ply - b.ply);
}

function selectRoundtrip(rng, all, perftSel, target) {
  const chosen = new Map(); // full fen -> position
  const keys = new Set();
  for (const p of perftSel) {
    chosen.set(p.fen, p);
    keys.add(p.key);
  }
  const add = (pred, quota) => {
    let n = 0;
    for (const p of shuffle(rng, all.filter(pred))) {
      if (n >= quota || chosen.size >= target) break;
      if (chosen.has(p.fen) || keys.has(p.key)) continue;
      chosen.set(p.fen, p);
      keys.add(p.key);
      n++;
    }
  };
  add((p) => p.halfmove >= 100, 8); // large halfmove clocks
  add((p) => p.ply >= 250, 15); // large fullmove numbers
  add((p) => p.ep, 15);
  add(() => true, target - chosen.size);
  return [...chosen.values()].sort((a, b) => a.game - b.game || a.ply - b.ply);
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const rng = mulberry32(opts.seed);
  const stats = { chessjsEpMismatch: 0 };

  // Play games until the pool has enough of every rare feature.
  const all = [];
  let games = 0;
  const seen = { ep: 0, checkmate: 0, stalemate: 0 };
  while (games < 200 || (games < 2000 && (seen.ep < 120 || seen.checkmate < 10 || seen.stalemate < 10))) {
    for (const p of playGame(rng, games, stats)) {
      all.push(p);
      for (const k of Object.keys(seen)) if (p[k]) seen[k]++;
    }
    games++;
  }
  for (const p of all) {
    const v = validateFen(p.fen);
    if (!v.ok) throw new Error(`invalid FEN ${p.fen}: ${v.error}`);
  }
  console.error(`played ${games} games, ${all.length} positions; chess.js fen() ep differences: ${stats.chessjsEpMismatch}`);

  const perftSel = selectPerftPositions(rng, all, opts.perftCount);
  const roundtrip = selectRoundtrip(rng, all, perftSel, opts.roundtripCount);

  mkdirSync(opts.outDir, { recursive: true });
  writeFileSync(resolve(opts.outDir, 'fen_roundtrip.txt'), roundtrip.map((p) => p.fen).join('\n') + '\n');

  const summary = (sel) => ({
    positions: sel.length,
    check: sel.filter((p) => p.check).length,
    checkmate: sel.filter((p) => p.checkmate).length,
    stalemate: sel.filter((p) => p.stalemate).length,
    enPassant: sel.filter((p) => p.ep).length,
    castlingRights: sel.filter((p) => p.castlingRights).length,
    castlingMoveLegal: sel.filter((p) => p.castlingMove).length,
    promotionPossible: sel.filter((p) => p.promotion).length,
    fewPieces_le10: sel.filter((p) => p.pieces <= 10).length,
    opening: sel.filter((p) => phaseOf(p) === 'opening').length,
    middlegame: sel.filter((p) => phaseOf(p) === 'middlegame').length,
    endgame: sel.filter((p) => phaseOf(p) === 'endgame').length,
  });
  console.error('perft set:', JSON.stringify(summary(perftSel)));
  console.error('round-trip set:', JSON.stringify(summary(roundtrip)));

  if (!opts.perft) return;

  const sf = await new Stockfish(opts.stockfish).init();
  const started = Date.now();
  for (const p of roundtrip) {
    const sfFen = await sf.fenOf(p.fen);
    if (sfFen !== p.fen) throw new Error(`FEN round-trip mismatch: ours ${p.fen}, stockfish ${sfFen}`);
  }
  console.error(`stockfish re-emits all ${roundtrip.length} round-trip FENs identically`);
  const out = [];
  let withD4 = 0;
  let totalNodes = 0;
  for (const p of perftSel) {
    const counts = [];
    for (let d = 1; d <= 3; d++) counts.push(await sf.perft(p.fen, d));
    // Depth 4 only when it is likely to stay below the limit, kept if it does.
    const est = counts[1] > 0 ? (counts[2] * counts[2]) / counts[1] : 0;
    if (est < opts.d4Limit * 3) {
      const d4 = await sf.perft(p.fen, 4);
      if (d4 < opts.d4Limit) counts.push(d4);
    }
    if (counts.length === 4) withD4++;
    // Cross-check the low depths with chess.js (independent implementation).
    const cj = new Chess(p.fen);
    for (let d = 1; d <= Math.min(opts.verifyDepth, counts.length); d++) {
      const c = cj.perft(d);
      if (c !== counts[d - 1]) throw new Error(`perft mismatch at depth ${d} for ${p.fen}: stockfish ${counts[d - 1]}, chess.js ${c}`);
    }
    totalNodes += counts.reduce((a, b) => a + b, 0);
    out.push(p.fen + counts.map((c, i) => ` ;D${i + 1} ${c}`).join(''));
  }
  sf.quit();
  writeFileSync(resolve(opts.outDir, 'random_perft.epd'), out.join('\n') + '\n');
  console.error(
    `stockfish: ${out.length} positions, ${withD4} with D4, ${totalNodes} nodes in total, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
