#!/usr/bin/env node
// shakki oracle: reference SAN/UCI data generated with chessops.
//
// Plays seeded pseudo-random legal games from the standard start position and
// writes one JSON object per game (JSONL). Move choice is biased so that the
// games reach the situations a SAN/UCI implementation must get right:
// captures, checks, both castlings, (under)promotions (also with check/mate),
// en passant, SAN disambiguation by file / rank / both, pinned pieces,
// checkmates and stalemates.
//
// chessops is only a test-data generator; it is never a dependency of shakki.
//
// Usage:
//   node generate.mjs [--seed N] [--games N] [--out FILE] [--moves-games N]
//                     [--max-plies N]
//   node generate.mjs --verify FILE     (only re-check an existing file)
//
// After writing, the file is read back and every ply is re-checked with
// chessops: FEN round trip, parseSan(san) == uci, and (where present) every
// "uci:san" pair of the "moves" field. A summary is printed on stderr and the
// exit status is non-zero on any mismatch.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Chess, castlingSide } from 'chessops/chess';
import { makeFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { opposite, squareRank, squareFile } from 'chessops/util';
import { SquareSet } from 'chessops/squareSet';
import { attacks } from 'chessops/attacks';
import { positionFromFen, legalMoves, standardUci } from 'shakki-tools-lib/chessops.mjs';
import { mulberry32, gameSeed, pick, weightedPick } from 'shakki-tools-lib/prng.mjs';

// ---------------------------------------------------------------- options

function parseArgs(argv) {
  const opts = {
    seed: 1,
    games: 200,
    out: null,
    movesGames: 60,
    maxPlies: 250,
    verify: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[++i];
    };
    const int = (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw new Error(`bad integer for ${a}: ${v}`);
      return n;
    };
    if (a === '--seed') opts.seed = int(next());
    else if (a === '--games') opts.games = int(next());
    else if (a === '--out') opts.out = next();
    else if (a === '--moves-games') opts.movesGames = int(next());
    else if (a === '--max-plies') opts.maxPlies = int(next());
    else if (a === '--verify') opts.verify = next();
    else if (a === '-h' || a === '--help') {
      process.stdout.write(
        'usage: node generate.mjs [--seed N=1] [--games N=200] [--out FILE] ' +
          '[--moves-games N=60] [--max-plies N=250]\n' +
          '       node generate.mjs --verify FILE\n' +
          'Without --out the JSONL goes to stdout (then it is not re-verified).\n',
      );
      process.exit(0);
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

// ---------------------------------------------------------------- move helpers

const SAN_PIECE_RE = /^([NBRQK])([a-h])?([1-8])?x?[a-h][1-8]/;

function disambiguation(san) {
  const m = SAN_PIECE_RE.exec(san);
  if (!m) return null;
  if (m[2] && m[3]) return 'both';
  if (m[2]) return 'file';
  if (m[3]) return 'rank';
  return null;
}

// A piece of the same kind that attacks the target square but may not go there
// because it is pinned (so SAN must NOT disambiguate against it).
function pinSuppressedDisambiguation(pos, move) {
  const piece = pos.board.get(move.from);
  if (!piece || piece.role === 'pawn' || piece.role === 'king') return false;
  const ctx = pos.ctx();
  const same = attacks({ color: opposite(pos.turn), role: piece.role }, move.to, pos.board.occupied)
    .intersect(pos.board.pieces(pos.turn, piece.role))
    .without(move.from);
  for (const sq of same) {
    if (!pos.dests(sq, ctx).has(move.to)) return true;
  }
  return false;
}

// Own pieces (not the king) standing on a pin line in front of the own king.
function ownPinnedCount(pos) {
  const ctx = pos.ctx();
  return ctx.blockers.intersect(pos.board[pos.turn]).size();
}

// ---------------------------------------------------------------- game play

// A per-game "style" so the games differ from each other.
function makeStyle(rng) {
  const choose = (arr) => pick(rng, arr);
  const style = {
    capture: choose([0.3, 0.7, 1.5, 3]),
    check: choose([1, 2, 4]),
    castle: choose([50, 150, 400]),
    push: choose([1, 2, 3]),
    safety: choose([0.05, 0.2, 0.5, 1]), // factor for moving a piece onto an attacked square
    disamb: choose([4, 10, 25]),
    // mates are taken eagerly only from some ply on, so games have time to develop
    mateFrom: choose([0, 10, 30, 60, 100]),
    // a third of the games hunt for stalemate
    stalemate: rng() < 0.33 ? choose([50, 400]) : 0.05,
    stalemateFrom: choose([30, 80, 140]),
    // favourite promotion piece per game (others still possible)
    promoFav: choose(['queen', 'queen', 'rook', 'bishop', 'knight']),
    // "hoarders" prefer to keep the pieces they have
    hoard: rng() < 0.4,
  };
  // hoarders collect twins of one kind (three queens, three rooks, ...)
  // and give themselves time to do so (late mates, pawns marching)
  if (style.hoard) {
    style.promoFav = choose(['queen', 'rook', 'knight', 'bishop', 'queen']);
    style.mateFrom = Math.max(style.mateFrom, choose([100, 150]));
    style.push = Math.max(style.push, 2);
  }
  return style;
}

function moveWeight(pos, move, san, after, style, ply) {
  const piece = pos.board.get(move.from);
  const role = piece.role;
  const us = pos.turn;
  const them = opposite(us);
  const castle = role === 'king' && castlingSide(pos, move);
  const epCapture = role === 'pawn' && squareFile(move.from) !== squareFile(move.to) && !pos.board.occupied.has(move.to);
  const capture = !castle && (pos.board.occupied.has(move.to) || epCapture);

  let w = 1;
  if (castle) w *= style.castle;
  if (epCapture) w *= 200;
  if (capture) {
    w *= style.capture;
    const victim = pos.board.get(move.to);
    if (victim && victim.role === 'queen') w *= 2;
    // in hoarding games nobody likes to capture the collected kind
    if (style.hoard && victim && victim.role === style.promoFav) w *= 0.02;
  }
  if (move.promotion) {
    w *= 30;
    if (move.promotion === style.promoFav) w *= style.hoard ? 12 : 3;
  }
  if (role === 'pawn' && !capture) {
    const rel = us === 'white' ? squareRank(move.to) : 7 - squareRank(move.to);
    w *= style.push * (1 + rel / 3);
    // a double push next to an enemy pawn gives the opponent an en passant chance
    if (Math.abs(move.to - move.from) === 16) {
      const f = squareFile(move.to);
      const enemyPawns = pos.board.pieces(them, 'pawn');
      if ((f > 0 && enemyPawns.has(move.to - 1)) || (f < 7 && enemyPawns.has(move.to + 1))) w *= 25;
    }
  }

  const d = disambiguation(san);
  if (d === 'file') w *= style.disamb;
  else if (d === 'rank') w *= style.disamb * 2;
  else if (d === 'both') w *= style.disamb * 8;

  const mate = san.endsWith('#');
  if (mate && move.promotion) {
    w *= 5000; // mate by promotion is rare: always welcome
  } else if (mate) {
    w *= style.stalemate > 1 && ply >= style.stalemateFrom ? 0.001 : ply >= style.mateFrom ? 5000 : 0.02;
  } else if (san.endsWith('+')) {
    w *= style.check;
  }

  const ctxAfter = after.ctx();
  if (!mate && !after.hasDests(ctxAfter)) {
    // stalemate
    w *= ply >= style.stalemateFrom ? style.stalemate : 0.05;
  }
  if (!mate && after.isInsufficientMaterial()) w *= 0.05;

  // safety: moving onto a square the opponent attacks (cheap pseudo test)
  if (role !== 'king' && !castle) {
    const attacked = after.kingAttackers(move.to, them, after.board.occupied).nonEmpty();
    if (attacked) {
      const defended = after.kingAttackers(move.to, us, after.board.occupied.without(move.to)).nonEmpty();
      let f = style.safety;
      if (defended && role !== 'queen') f = Math.sqrt(f);
      if (style.hoard && (role === style.promoFav || move.promotion)) f *= 0.05;
      w *= f;
    }
  }

  // creating a pin on the opponent (their piece stuck in front of their king)
  const pinsBefore = pos.ctx().blockers.intersect(pos.board[them]).size();
  const pinsAfter = ctxAfter.blockers.intersect(after.board[them]).size();
  if (pinsAfter > pinsBefore) w *= 2;

  // a second/third piece of the same kind on the board makes disambiguation possible
  if (move.promotion && after.board.pieces(us, move.promotion).size() >= 2) w *= 4;

  // with three or more pieces of one kind, steer towards "both" (file+rank) configurations
  if (role !== 'pawn' && role !== 'king' && after.board.pieces(us, role).size() >= 3) {
    const before = bothPotential(pos.board, us, role);
    const now = bothPotential(after.board, us, role);
    if (now > before) w *= 6 * style.disamb;
    else if (now > 0) w *= 2;
  }

  // keep castling possible early on: develop pieces, leave king and rooks alone
  if (ply < 40 && pos.castles.castlingRights.intersect(pos.board[us]).nonEmpty() && !castle) {
    if (role === 'king' || role === 'rook') w *= 0.1;
    const backRank = us === 'white' ? 0 : 7;
    if ((role === 'knight' || role === 'bishop' || role === 'queen') && squareRank(move.from) === backRank) w *= 4;
  }

  // mate hunters (everyone else, some time after mateFrom) box in the enemy king
  if (!(style.stalemate > 1 && ply >= style.stalemateFrom) && ply >= style.mateFrom + 40 && !mate) {
    const k = after.board.kingOf(them);
    const kmoves = k === undefined ? 0 : after.dests(k, ctxAfter).size();
    w *= 1 / (1 + kmoves);
    if (san.endsWith('+')) w *= 3;
  }

  // stalemate hunters squeeze the opponent's mobility instead of mating
  if (style.stalemate > 1 && ply >= style.stalemateFrom && !mate) {
    let n = 0;
    for (const [, dests] of after.allDests(ctxAfter)) n += dests.size();
    w *= 1 / ((1 + n) * Math.sqrt(1 + n));
    if (capture) w *= 3;
  }

  return w;
}

// How many (square, piece) pairs would need both file and rank in SAN: the
// piece attacks the square together with >= 2 twins, one sharing its file and
// one sharing its rank. Pseudo-geometric only (ignores pins and own-piece
// occupancy of the square), used purely as a steering heuristic.
function bothPotential(board, color, role) {
  const pieces = board.pieces(color, role);
  if (pieces.size() < 3) return 0;
  let n = 0;
  for (let sq = 0; sq < 64; sq++) {
    if (board[color].has(sq)) continue;
    const att = attacks({ color: opposite(color), role }, sq, board.occupied).intersect(pieces);
    if (att.size() < 3) continue;
    for (const a of att) {
      const others = att.without(a);
      if (others.intersects(SquareSet.fromFile(squareFile(a))) && others.intersects(SquareSet.fromRank(squareRank(a)))) n++;
    }
  }
  return n;
}

function playGame(seed, game, opts) {
  const rng = mulberry32(gameSeed(seed, game));
  const style = makeStyle(rng);
  const pos = Chess.default();
  const withMoves = game < opts.movesGames;
  const plies = [];
  let result = 'maxplies';

  for (let ply = 0; ply < opts.maxPlies; ply++) {
    const ctx = pos.ctx();
    if (!pos.hasDests(ctx)) {
      result = ctx.checkers.nonEmpty() ? 'checkmate' : 'stalemate';
      break;
    }
    if (pos.isInsufficientMaterial()) {
      result = 'insufficient';
      break;
    }
    const fen = makeFen(pos.toSetup());
    const moves = legalMoves(pos);
    const infos = moves.map((m) => {
      const after = pos.clone();
      after.play(m);
      const san = makeSan(pos, m);
      return { move: m, uci: standardUci(pos, m), san, after };
    });
    const weights = infos.map((i) => moveWeight(pos, i.move, i.san, i.after, style, ply));
    const chosen = weightedPick(rng, infos, weights);

    const rec = { fen, uci: chosen.uci, san: chosen.san };
    if (withMoves) {
      const pairs = infos.map((i) => [i.uci, i.san]);
      pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      rec.moves = pairs.map(([u, s]) => `${u}:${s}`).join(' ');
    }
    plies.push(rec);
    pos.play(chosen.move);
  }
  if (plies.length === opts.maxPlies) {
    // the loop ran out; still report a terminal state reached on the last move
    const ctx = pos.ctx();
    if (!pos.hasDests(ctx)) result = ctx.checkers.nonEmpty() ? 'checkmate' : 'stalemate';
    else if (pos.isInsufficientMaterial()) result = 'insufficient';
  }
  return { seed, game, plies, result };
}

// ---------------------------------------------------------------- verification + stats

function verifyFile(path) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').filter((l) => l.length > 0);
  const s = {
    games: 0,
    plies: 0,
    pliesWithMoves: 0,
    movePairs: 0,
    sanMismatches: 0,
    movesFieldMismatches: 0,
    fenMismatches: 0,
    continuityMismatches: 0,
    resultMismatches: 0,
    disambFile: 0,
    disambRank: 0,
    disambBoth: 0,
    promo: { q: 0, r: 0, b: 0, n: 0 },
    promoCheck: 0,
    promoMate: 0,
    enPassant: 0,
    castleShort: 0,
    castleLong: 0,
    castleShortWhite: 0,
    castleShortBlack: 0,
    castleLongWhite: 0,
    castleLongBlack: 0,
    captures: 0,
    checks: 0,
    mates: 0,
    results: {},
    fenWithEp: 0,
    pinnedPositions: 0,
    pinSuppressed: 0,
    maxSameRole: 0,
    halfmoveCapped: 0,
    movesFieldDisamb: { file: 0, rank: 0, both: 0 },
    errors: [],
  };
  const err = (msg) => {
    if (s.errors.length < 20) s.errors.push(msg);
  };

  for (const line of lines) {
    const g = JSON.parse(line);
    s.games++;
    s.results[g.result] = (s.results[g.result] || 0) + 1;
    let prevAfterFen = null;
    let last = null;
    for (let i = 0; i < g.plies.length; i++) {
      const p = g.plies[i];
      s.plies++;
      const pos = positionFromFen(p.fen);
      if (makeFen(pos.toSetup()) !== p.fen) {
        s.fenMismatches++;
        err(`game ${g.game} ply ${i}: FEN does not round-trip: ${p.fen}`);
      }
      if (prevAfterFen !== null && prevAfterFen !== p.fen) {
        s.continuityMismatches++;
        err(`game ${g.game} ply ${i}: FEN ${p.fen} != position after previous move ${prevAfterFen}`);
      }
      if (p.fen.split(' ')[3] !== '-') s.fenWithEp++;
      if (Number(p.fen.split(' ')[4]) >= 150) s.halfmoveCapped++;
      if (ownPinnedCount(pos) > 0) s.pinnedPositions++;

      // SAN -> move must give the recorded UCI
      const mv = parseSan(pos, p.san);
      const uci = mv ? standardUci(pos, mv) : null;
      if (uci !== p.uci) {
        s.sanMismatches++;
        err(`game ${g.game} ply ${i}: parseSan(${p.san}) = ${uci}, recorded ${p.uci} (${p.fen})`);
      }
      // and the move must print back as the recorded SAN
      if (mv && makeSan(pos, mv) !== p.san) {
        s.sanMismatches++;
        err(`game ${g.game} ply ${i}: makeSan = ${makeSan(pos, mv)}, recorded ${p.san}`);
      }

      if (p.moves !== undefined) {
        s.pliesWithMoves++;
        const pairs = p.moves.split(' ');
        const expected = legalMoves(pos)
          .map((m) => standardUci(pos, m))
          .sort();
        const got = pairs.map((x) => x.split(':')[0]);
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          s.movesFieldMismatches++;
          err(`game ${g.game} ply ${i}: moves field UCI set differs from legal moves`);
        }
        if (!got.includes(p.uci)) {
          s.movesFieldMismatches++;
          err(`game ${g.game} ply ${i}: played move ${p.uci} not in moves field`);
        }
        for (const pair of pairs) {
          s.movePairs++;
          const [u, san] = pair.split(':');
          const m = parseSan(pos, san);
          if (!m || standardUci(pos, m) !== u) {
            s.movesFieldMismatches++;
            err(`game ${g.game} ply ${i}: moves pair ${pair} re-parses as ${m ? standardUci(pos, m) : 'nothing'}`);
          }
          const d = disambiguation(san);
          if (d) s.movesFieldDisamb[d]++;
        }
      }

      // statistics on the played move
      const san = p.san;
      const d = disambiguation(san);
      if (d === 'file') s.disambFile++;
      else if (d === 'rank') s.disambRank++;
      else if (d === 'both') s.disambBoth++;
      const promo = /=([QRBN])/.exec(san);
      if (promo) {
        s.promo[promo[1].toLowerCase()]++;
        if (san.endsWith('+')) s.promoCheck++;
        if (san.endsWith('#')) s.promoMate++;
      }
      if (san.startsWith('O-O-O')) {
        s.castleLong++;
        if (pos.turn === 'white') s.castleLongWhite++;
        else s.castleLongBlack++;
      } else if (san.startsWith('O-O')) {
        s.castleShort++;
        if (pos.turn === 'white') s.castleShortWhite++;
        else s.castleShortBlack++;
      }
      if (mv) {
        const role = pos.board.get(mv.from).role;
        if (role === 'pawn' && squareFile(mv.from) !== squareFile(mv.to) && !pos.board.occupied.has(mv.to)) s.enPassant++;
        if (san.includes('x')) s.captures++;
        if (pinSuppressedDisambiguation(pos, mv)) s.pinSuppressed++;
        for (const r of ['knight', 'bishop', 'rook', 'queen']) {
          s.maxSameRole = Math.max(s.maxSameRole, pos.board.pieces(pos.turn, r).size());
        }
        const after = pos.clone();
        after.play(mv);
        prevAfterFen = makeFen(after.toSetup());
        last = after;
      }
      if (san.endsWith('+')) s.checks++;
      if (san.endsWith('#')) s.mates++;
    }
    // the recorded result must match the final position
    if (last) {
      const ctx = last.ctx();
      let expect = 'maxplies';
      if (!last.hasDests(ctx)) expect = ctx.checkers.nonEmpty() ? 'checkmate' : 'stalemate';
      else if (last.isInsufficientMaterial()) expect = 'insufficient';
      if (expect !== g.result) {
        s.resultMismatches++;
        err(`game ${g.game}: result ${g.result}, final position says ${expect}`);
      }
    }
  }
  return s;
}

function report(s, path, bytes) {
  const out = [];
  out.push(`file: ${path} (${bytes} bytes)`);
  out.push(`games: ${s.games}  results: ${JSON.stringify(s.results)}`);
  out.push(`plies: ${s.plies}  plies with moves field: ${s.pliesWithMoves}  uci:san pairs: ${s.movePairs}`);
  out.push(`disambiguation (played): file ${s.disambFile}, rank ${s.disambRank}, both ${s.disambBoth}`);
  out.push(
    `disambiguation (moves field): file ${s.movesFieldDisamb.file}, rank ${s.movesFieldDisamb.rank}, both ${s.movesFieldDisamb.both}`,
  );
  out.push(
    `promotions: =Q ${s.promo.q}, =R ${s.promo.r}, =B ${s.promo.b}, =N ${s.promo.n}; with check ${s.promoCheck}, with mate ${s.promoMate}`,
  );
  out.push(`en passant captures: ${s.enPassant}  FENs with an ep square: ${s.fenWithEp}`);
  out.push(
    `castling: O-O ${s.castleShort} (w ${s.castleShortWhite}, b ${s.castleShortBlack}), ` +
      `O-O-O ${s.castleLong} (w ${s.castleLongWhite}, b ${s.castleLongBlack})`,
  );
  out.push(`captures: ${s.captures}  checks (+): ${s.checks}  mates (#): ${s.mates}`);
  out.push(
    `positions with a pinned piece of the side to move: ${s.pinnedPositions}  ` +
      `played moves where a pinned twin suppresses disambiguation: ${s.pinSuppressed}`,
  );
  out.push(`max pieces of one kind (N/B/R/Q) for one side: ${s.maxSameRole}`);
  out.push(`FENs with halfmove clock >= 150 (chessops caps it at 150): ${s.halfmoveCapped}`);
  out.push(
    `mismatches: san ${s.sanMismatches}, moves-field ${s.movesFieldMismatches}, fen ${s.fenMismatches}, ` +
      `continuity ${s.continuityMismatches}, result ${s.resultMismatches}`,
  );
  for (const e of s.errors) out.push(`  ${e}`);
  process.stderr.write(out.join('\n') + '\n');
  return (
    s.sanMismatches + s.movesFieldMismatches + s.fenMismatches + s.continuityMismatches + s.resultMismatches === 0
  );
}

// ---------------------------------------------------------------- main

function main() {
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0); // e.g. piped into `head`
    throw e;
  });
  const opts = parseArgs(process.argv.slice(2));
  if (opts.verify) {
    const path = resolve(opts.verify);
    const s = verifyFile(path);
    const ok = report(s, path, readFileSync(path).length);
    process.exit(ok ? 0 : 1);
  }
  const lines = [];
  for (let g = 0; g < opts.games; g++) {
    lines.push(JSON.stringify(playGame(opts.seed, g, opts)));
  }
  const text = lines.join('\n') + '\n';
  if (!opts.out) {
    process.stdout.write(text);
    return;
  }
  const path = resolve(opts.out);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const s = verifyFile(path);
  const ok = report(s, path, Buffer.byteLength(text));
  process.exit(ok ? 0 : 1);
}

main();
