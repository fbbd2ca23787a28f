#!/usr/bin/env node
// shakki oracle: reference data for game endings and draw rules, generated with chessops.
//
// Plays seeded pseudo-random legal games (from the standard position or from
// FEN starts) and writes, for every ply, the SAN, the UCI, the FEN after the
// move and the end-of-game / draw-rule flags that hold in that position:
// check, checkmate, stalemate, insufficient material, threefold and fivefold
// repetition, the fifty- and seventy-five-move rules. The games are steered so
// that every flag occurs many times (see README.md, "Endings oracle").
//
// chessops is only a test-data generator; it is never a dependency of shakki.
// The insufficient-material rule, the repetition counting and the clocks are
// computed here, not taken from chessops (chessops caps the halfmove clock of
// toSetup() at 150).
//
// Usage:
//   node endings.mjs [--seed N] [--out FILE]
//   node endings.mjs --verify FILE     (only re-check an existing file)
//
// After writing, the file is read back and re-checked a second way (see
// verifyFile). A summary goes to stderr; the exit status is non-zero on any
// mismatch.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Chess, castlingSide, normalizeMove, equalsIgnoreMoves } from 'chessops/chess';
import { makeFen, parseFen, INITIAL_FEN } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { opposite, squareRank, squareFile, parseUci } from 'chessops/util';
import { pawnAttacks, kingAttacks } from 'chessops/attacks';
import { legalMoves, standardUci } from 'shakki-tools-lib/chessops.mjs';
import { mulberry32, gameSeed, pick, weightedPick } from 'shakki-tools-lib/prng.mjs';

const MAX_PLIES = 400;
// Salts gameSeed, so that game N's stream is not generate.mjs's game N's.
const ENDINGS_SALT = 0x5bd1e995;
const FLAG_ORDER = ['check', 'checkmate', 'stalemate', 'insufficient', 'threefold', 'fivefold', 'fifty', 'seventyfive'];
const TERMINAL = ['checkmate', 'stalemate', 'insufficient', 'fivefold', 'seventyfive'];

// ---------------------------------------------------------------- options

function parseArgs(argv) {
  const opts = { seed: 7, out: null, verify: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[++i];
    };
    if (a === '--seed') {
      const n = Number(next());
      if (!Number.isInteger(n) || n < 0) throw new Error(`bad integer for --seed`);
      opts.seed = n;
    } else if (a === '--out') opts.out = next();
    else if (a === '--verify') opts.verify = next();
    else if (a === '-h' || a === '--help') {
      process.stdout.write(
        'usage: node endings.mjs [--seed N=7] [--out FILE]\n' +
          '       node endings.mjs --verify FILE\n' +
          'Without --out the text goes to stdout (then it is not re-verified).\n',
      );
      process.exit(0);
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

// ---------------------------------------------------------------- chess helpers

function isCapture(pos, move) {
  if (pos.board[opposite(pos.turn)].has(move.to)) return true;
  return pos.board.pawn.has(move.from) && squareFile(move.from) !== squareFile(move.to); // en passant
}

// FEN with exact clocks (toSetup() caps the halfmove clock at 150).
function fenWithClocks(pos, half, full) {
  const setup = pos.toSetup();
  setup.halfmoves = half;
  setup.fullmoves = full;
  return makeFen(setup);
}

// Repetition identity: placement, side to move, castling, legal-only ep square.
const repKey = (fen) => fen.split(' ').slice(0, 4).join(' ');

const isDark = (sq) => (squareFile(sq) + squareRank(sq)) % 2 === 0;

// "Cannot mate" for one side, by the rule of this data set (not chessops').
function cannotMate(board, color) {
  const own = board[color].diff(board.king);
  if (own.isEmpty()) return true; // bare king
  const other = board[opposite(color)].diff(board.king);
  if (own.size() === 1 && own.intersects(board.knight)) {
    // K+N against K + queens only
    return other.diff(board.queen).isEmpty();
  }
  if (own.diff(board.bishop).isEmpty()) {
    // K + bishops; all bishops on the board on one square colour, no pawns, no knights
    let dark = 0;
    let light = 0;
    for (const sq of board.bishop) {
      if (isDark(sq)) dark++;
      else light++;
    }
    return (dark === 0 || light === 0) && board.pawn.isEmpty() && board.knight.isEmpty();
  }
  return false;
}

const insufficient = (board) => cannotMate(board, 'white') && cannotMate(board, 'black');

function flagString(f) {
  const out = FLAG_ORDER.filter((k) => f[k]);
  return out.length ? out.join(',') : '-';
}

// Squares next to `color`'s king that it could step to (not attacked, not own piece).
function kingFreedom(pos, color) {
  const k = pos.board.kingOf(color);
  if (k === undefined) return 0;
  const occ = pos.board.occupied.without(k);
  let n = 0;
  for (const sq of kingAttacks(k)) {
    if (pos.board[color].has(sq)) continue;
    if (pos.kingAttackers(sq, opposite(color), occ).isEmpty()) n++;
  }
  return n;
}

// Number of legal moves `color` would have if it were its turn.
function mobilityOf(pos, color) {
  let p = pos;
  if (pos.turn !== color) {
    p = pos.clone();
    p.turn = color;
    p.epSquare = undefined;
  }
  let n = 0;
  for (const [, d] of p.allDests(p.ctx())) n += d.size();
  return n;
}

// Material count, for choosing the weaker side.
function material(board, color) {
  let v = 0;
  for (const sq of board[color]) v += VALUE[board.get(sq).role];
  return v;
}

// ---------------------------------------------------------------- game state

class Game {
  constructor(startFen, rng) {
    this.startFen = startFen; // null: standard start position
    const fen = startFen ?? INITIAL_FEN;
    const setup = parseFen(fen).unwrap();
    this.pos = Chess.fromSetup(setup).unwrap();
    this.half = setup.halfmoves;
    this.full = setup.fullmoves;
    const norm = fenWithClocks(this.pos, this.half, this.full);
    if (norm !== fen) throw new Error(`start FEN is not in chessops normal form: ${fen} vs ${norm}`);
    this.counts = new Map([[repKey(fen), 1]]);
    this.lines = [];
    this.over = false;
    this.last = { white: null, black: null }; // each side's previous move
    this.rng = rng;
  }

  get ply() {
    return this.lines.length;
  }

  // Everything about one candidate move that the steering and the flags need.
  info(move) {
    const pos = this.pos;
    const role = pos.board.get(move.from).role;
    const capture = isCapture(pos, move);
    const pawn = role === 'pawn';
    const castle = role === 'king' && !!castlingSide(pos, move);
    const after = pos.clone();
    after.play(move);
    const half = capture || pawn ? 0 : this.half + 1;
    const full = this.full + (pos.turn === 'black' ? 1 : 0);
    const ctx = after.ctx();
    const check = ctx.checkers.nonEmpty();
    const hasMoves = after.hasDests(ctx);
    const fen = fenWithClocks(after, half, full);
    const key = repKey(fen);
    const rep = (this.counts.get(key) ?? 0) + 1;
    const f = {
      check,
      checkmate: check && !hasMoves,
      stalemate: !check && !hasMoves,
      insufficient: insufficient(after.board),
      threefold: rep >= 3,
      fivefold: rep >= 5,
      fifty: half >= 100 && hasMoves,
      seventyfive: half >= 150 && hasMoves,
    };
    const terminal = TERMINAL.some((k) => f[k]);
    return { move, role, capture, pawn, castle, after, ctx, half, full, fen, key, rep, f, terminal };
  }

  infos() {
    return legalMoves(this.pos).map((m) => this.info(m));
  }

  play(inf) {
    if (this.over) throw new Error('game is over');
    const pos = this.pos;
    const san = makeSan(pos, inf.move);
    const uci = standardUci(pos, inf.move);
    this.last[pos.turn] = inf.move;
    this.lines.push(`${this.ply + 1}\t${san}\t${uci}\t${inf.fen}\t${flagString(inf.f)}`);
    this.pos = inf.after;
    this.half = inf.half;
    this.full = inf.full;
    this.counts.set(inf.key, inf.rep);
    if (inf.terminal || this.ply >= MAX_PLIES) this.over = true;
    return inf;
  }

  playSan(san) {
    const m = parseSan(this.pos, san);
    if (!m) throw new Error(`illegal scripted move ${san} in ${fenWithClocks(this.pos, this.half, this.full)}`);
    return this.play(this.info(m));
  }

  // One weighted random move.
  step(style) {
    const infos = this.infos();
    const weights = infos.map((i) => weight(this, i, style));
    return this.play(weightedPick(this.rng, infos, weights));
  }

  text(n) {
    const head = this.startFen ? `# game ${n} fen ${this.startFen}` : `# game ${n}`;
    return [head, ...this.lines].join('\n');
  }
}

const VALUE = { pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9, king: 0 };

// Weight of one candidate move under a steering style. Every legal move keeps a
// positive weight; styles only make moves more or less likely.
function weight(g, inf, st) {
  const pos = g.pos;
  let w = 1;
  if (inf.capture) {
    w *= st.capture ?? 1;
    if (st.victim) {
      const v = pos.board.get(inf.move.to);
      w *= 1 + st.victim * (v ? VALUE[v.role] : 1);
    }
  }
  if (inf.pawn && !inf.capture) w *= st.push ?? 1;
  if (inf.castle) w *= st.castle ?? 1;
  if (inf.move.promotion) w *= st.promo?.[inf.move.promotion] ?? 1;
  if (inf.f.check && !inf.f.checkmate) w *= st.check ?? 1;
  if (inf.f.checkmate) w *= st.mate ?? 1;
  if (inf.f.stalemate) w *= st.stalemate ?? 1;
  if (inf.f.insufficient) w *= st.insufficient ?? 1;
  if (inf.rep >= 2) w *= Math.pow(st.repeat ?? 1, Math.min(inf.rep - 1, 3));
  if (inf.f.fivefold) w *= st.fivefold ?? 1;
  if (inf.f.seventyfive) w *= st.seventyfive ?? 1;
  if (st.undo) {
    const last = g.last[pos.turn];
    if (last && inf.move.from === last.to && inf.move.to === last.from && !inf.capture) w *= st.undo;
  }
  if (st.roles) w *= st.roles[inf.role] ?? 1;
  if (st.boxIn && !inf.terminal) {
    // squeeze one king (st.victimColor, cooperatively), or else the opponent's
    const c = st.victimColor ?? inf.after.turn;
    w *= Math.pow(1 / (1 + kingFreedom(inf.after, c)), st.boxIn);
  }
  if (st.approach && !inf.terminal) {
    // bring the kings together (the mating king must help)
    const a = inf.after.board.kingOf('white');
    const b = inf.after.board.kingOf('black');
    const d = Math.max(Math.abs(squareFile(a) - squareFile(b)), Math.abs(squareRank(a) - squareRank(b)));
    w *= Math.pow(1 / d, st.approach);
  }
  if (st.squeeze && !inf.terminal) {
    const c = st.victimColor ?? inf.after.turn;
    w *= Math.pow(1 / (1 + mobilityOf(inf.after, c)), st.squeeze);
  }
  if (st.safety && inf.role !== 'king' && !inf.castle) {
    // moving onto a square the opponent attacks
    if (inf.after.kingAttackers(inf.move.to, inf.after.turn, inf.after.board.occupied).nonEmpty()) w *= st.safety;
  }
  if (st.extra) w *= st.extra(g, inf);
  return Math.max(w, 1e-12);
}

// ---------------------------------------------------------------- helpmate at an exact ply

// Cooperative search for `depth` quiet plies (no capture, no pawn move) whose
// last move is checkmate and none before ends the game. Returns the moves or null.
function helpmate(g, depth, budget, quietOnly = true) {
  const mater = depth % 2 === 1 ? g.pos.turn : opposite(g.pos.turn);
  const loser = opposite(mater);
  const counts = new Map(g.counts);
  let nodes = 0;
  const rec = (pos, half, d) => {
    const cands = [];
    for (const m of legalMoves(pos)) {
      if (quietOnly && (isCapture(pos, m) || pos.board.pawn.has(m.from))) continue;
      const after = pos.clone();
      after.play(m);
      nodes++;
      const ctx = after.ctx();
      const hasMoves = after.hasDests(ctx);
      if (d === 1) {
        if (!hasMoves && ctx.checkers.nonEmpty()) return [m];
        continue;
      }
      if (!hasMoves || insufficient(after.board)) continue;
      const key = repKey(fenWithClocks(after, half + 1, 1));
      if ((counts.get(key) ?? 0) + 1 >= 5) continue;
      cands.push({ m, after, key, score: kingFreedom(after, loser) });
    }
    if (d === 1) return null;
    cands.sort((a, b) => a.score - b.score);
    for (const c of cands) {
      if (nodes > budget) return null;
      counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
      const r = rec(c.after, half + 1, d - 1);
      counts.set(c.key, counts.get(c.key) - 1);
      if (r) return [c.m, ...r];
    }
    return null;
  };
  return rec(g.pos, g.half, depth);
}

// Quiet phase ending in a checkmate that makes the halfmove clock exactly 150.
// Falls back to ordinary quiet play (ending with seventyfive) if no mate is found.
function quietToExactMate(g, quiet) {
  while (!g.over && g.half < 150) {
    const left = 150 - g.half;
    // the side that moves at clock 149 mates; the other side's king is boxed in
    const mater = left % 2 === 1 ? g.pos.turn : opposite(g.pos.turn);
    if (cannotMate(g.pos.board, mater)) break;
    if (left <= 9) {
      const line = helpmate(g, left, left <= 5 ? 100000 : 30000);
      if (line) {
        for (const m of line) g.play(g.info(m));
        return true;
      }
    }
    g.step(left <= 60 ? { ...quiet, boxIn: 2, approach: 1.5, victimColor: opposite(mater) } : quiet);
  }
  return false;
}

// ---------------------------------------------------------------- styles

const QUIET = {
  capture: 0.0005,
  push: 0.0005,
  mate: 0.0001,
  stalemate: 0.0001,
  insufficient: 0.0001,
  repeat: 0.25,
  fivefold: 0.0001,
  check: 1,
  safety: 0.05, // a forced capture would reset the clock
};

function randomStyle(rng, target) {
  const st = {
    capture: pick(rng, [3, 6, 12]),
    victim: pick(rng, [0, 0.5, 1]),
    check: pick(rng, [1, 2, 4]),
    castle: 20,
    push: pick(rng, [1, 2]),
    safety: pick(rng, [0.2, 0.5, 1]),
    promo: { queen: 3, rook: 1, bishop: 1, knight: 1 },
    mate: 0.01,
    stalemate: 0.01,
    insufficient: 0.01,
    fivefold: 0.01,
  };
  if (target === 'insufficient') {
    st.insufficient = 1e5;
    st.capture *= 2;
    st.promo = pick(rng, [
      { queen: 1, rook: 1, bishop: 4, knight: 4 },
      { queen: 1, rook: 1, bishop: 1, knight: 8 },
      { queen: 1, rook: 1, bishop: 8, knight: 1 },
    ]);
    st.mate = 0.001;
  }
  return st;
}

// ---------------------------------------------------------------- game kinds

// 1. Ordinary random games biased to captures and checks.
function randomGame(rng) {
  const target = pick(rng, ['mate', 'stalemate', 'insufficient']);
  const g = new Game(null, rng);
  const st = randomStyle(rng, target);
  const from = pick(rng, [20, 40, 80]);
  while (!g.over) {
    if (g.ply >= from && target !== 'insufficient') {
      // the weaker side is the victim and cooperates; the stronger side hunts
      const b = g.pos.board;
      st.victimColor = material(b, 'white') < material(b, 'black') ? 'white' : 'black';
      st.extra = (gg, inf) => (inf.capture ? (gg.pos.turn === st.victimColor ? 0.05 : 3) : 1);
      if (target === 'mate') {
        st.mate = 1e6;
        st.boxIn = 1.5;
        st.insufficient = 0.0001;
      } else {
        st.stalemate = 1e6;
        st.squeeze = 1.5;
        st.mate = 0.0001;
        st.insufficient = 0.0001;
      }
    }
    g.step(st);
  }
  return g;
}

// 2. Repetition games: opening moves, then pieces shuffle back and forth.
// Each script ends with a double push next to an enemy pawn and then four
// knight moves out and back, so the position after the double push occurs again.
const REP_SCRIPTS = [
  // black's d4 pawn is pinned by Bb2 against Kh8: after e4 the ep capture dxe3 is illegal (FEN ep '-')
  { san: 'b3 d5 Bb2 d4 Nf3 e6 g3 Be7 Bg2 Nh6 O-O g6 Na3 O-O Re1 Kh8 e4 Ng8 Nb1 Nh6 Na3', ep: 'illegal' },
  // same pin, but dxc3 stays on the pin line: the ep capture is legal (FEN ep c3)
  { san: 'b3 d5 Bb2 d4 Nf3 e6 g3 Be7 Bg2 Nh6 O-O g6 Na3 O-O Re1 Kh8 c4 Ng8 Nb1 Nh6 Na3', ep: 'legal' },
  // plain legal ep: exd6 possible (FEN ep d6)
  { san: 'e4 a6 e5 d5 Nf3 Nf6 Ng1 Ng8', ep: 'legal' },
  // white's d5 pawn is pinned by Bb7 against Kg2: dxe6 is illegal (FEN ep '-')
  { san: 'd4 b6 d5 Bb7 g3 Nf6 Bh3 Na6 Kf1 Rb8 Kg2 e5 Nc3 Nb4 Nb1 Na6', ep: 'illegal' },
  // same pin, dxc6 stays on the pin line: legal (FEN ep c6)
  { san: 'd4 b6 d5 Bb7 g3 Nf6 Bh3 Na6 Kf1 Rb8 Kg2 c5 Nc3 Nb4 Nb1 Na6', ep: 'legal' },
  // rank pin through both pawns: Ka5 P e5, black rook h5; after d5, exd6 is illegal
  { fen: '1n2k3/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1', san: 'd5 Nf3 Nd7 Ng1 Nb8', ep: 'illegal' },
  // file pin: Re8 against Ke1 over the e5 pawn; after d5, exd6 is illegal
  { fen: '1n2r1k1/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1', san: 'd5 Nc3 Nd7 Nb1 Nb8', ep: 'illegal' },
  // legal ep with little material: after f5, exf6 is legal
  { fen: 'rn2k3/5p2/8/4P3/8/8/8/1N2K2R b K - 0 1', san: 'f5 Na3 Nc6 Nb1 Nb8', ep: 'legal' },
];

function repetitionGame(rng, idx) {
  const script = idx < REP_SCRIPTS.length ? REP_SCRIPTS[idx] : null;
  const g = new Game(script?.fen ?? null, rng);
  if (script) {
    for (const san of script.san.split(' ')) g.playSan(san);
    // the double push is the fifth move from the end; check its FEN's ep field
    const epField = g.lines[g.ply - 5].split('\t')[3].split(' ')[3];
    if ((epField === '-') !== (script.ep === 'illegal')) throw new Error(`script ${idx}: ep field ${epField}`);
  } else {
    const open = {
      capture: 1,
      castle: 20,
      check: 0.5,
      mate: 0.001,
      stalemate: 0.001,
      insufficient: 0.001,
      safety: 0.3,
    };
    const n = Math.floor(rng() * 24);
    while (!g.over && g.ply < n) g.step(open);
  }
  const royal = !script && rng() < 0.3; // shuffle king / rooks first: castling rights change
  const shuffle = {
    capture: 0.01,
    push: 0.01,
    castle: 0.05,
    check: 0.5,
    mate: 0.001,
    stalemate: 0.001,
    insufficient: 0.001,
    undo: pick(rng, [20, 100, 1000]),
    repeat: pick(rng, [1, 3, 10]),
    roles: royal ? { king: 30, rook: 30 } : pick(rng, [{ knight: 10 }, { knight: 3, bishop: 3 }, {}]),
  };
  // scripted ep cases: keep the pinned king (and the pin) in place, shuffle knights
  if (script) shuffle.roles = { knight: 20, king: 0.02, rook: 0.2, bishop: 0.2, queen: 0.2 };
  let n = 0;
  while (!g.over) {
    if (royal && ++n === 6) shuffle.roles = { knight: 10 };
    g.step(shuffle);
  }
  return g;
}

// 3. Long quiet games: trade down, then no captures and no pawn moves, so the
//    fifty- and seventy-five-move rules come up. Some end in a checkmate that
//    makes the halfmove clock exactly 150.
const QUIET_FENS = [
  // mate on the move that makes the halfmove clock 150; these start at clock 0 / 101 / 131 / 0;
  // the side that moves at clock 149 has mating material
  { fen: '8/8/8/4k3/8/8/8/R3K3 b Q - 0 1', exact: true },
  { fen: '8/8/3k4/8/8/2Q5/8/4K3 w - - 101 90', exact: true },
  { fen: '6k1/8/8/8/8/8/1B6/1B2K2N w - - 131 200', exact: true },
  { fen: '2r5/8/3k4/8/8/8/2N5/R3K2R b KQ - 0 1', exact: true },
];

function quietGame(rng, idx) {
  const spec = idx < QUIET_FENS.length ? QUIET_FENS[idx] : null;
  const exact = spec ? spec.exact : rng() < 0.35;
  const g = new Game(spec?.fen ?? null, rng);
  if (!spec) {
    const trade = {
      capture: pick(rng, [4, 8, 16]),
      victim: 0.5,
      check: 2,
      castle: 20,
      push: pick(rng, [0.5, 1]),
      safety: 0.5,
      mate: 0.001,
      stalemate: 0.001,
      insufficient: 0.0001,
      fivefold: 0.001,
      // keep pieces that can mate, trade the rest
      promo: { queen: 5, rook: 2, bishop: 1, knight: 1 },
    };
    const pieces = pick(rng, [3, 4, 5, 6, 8]);
    const limit = pick(rng, [100, 140, 180]);
    const nonKing = () => g.pos.board.occupied.diff(g.pos.board.king).size();
    // For an exact mate the side that made the last capture or pawn move (it
    // moves again at clock 149) should be the one with a rook or queen and more material.
    const moverFits = () => {
      const b = g.pos.board;
      const mover = opposite(g.pos.turn);
      return (
        g.half === 0 &&
        b[mover].intersects(b.rook.union(b.queen)) &&
        material(b, mover) > material(b, opposite(mover)) + 2
      );
    };
    while (!g.over && g.ply < limit && nonKing() > pieces) g.step(trade);
    if (exact) while (!g.over && g.ply < limit + 60 && !moverFits()) g.step(trade);
  }
  if (exact) quietToExactMate(g, QUIET);
  while (!g.over) g.step(QUIET);
  return g;
}

// 4. Games from FEN starts near insufficient material or stalemate traps.
const FEN_GAMES = [
  { fen: '8/8/8/3k4/8/8/5p2/2B1K3 w - - 0 1', target: 'insufficient' }, // Kxf2: K+B v K
  { fen: '8/8/4k3/8/8/8/1p6/2K3N1 w - - 0 40', target: 'insufficient' }, // Kxb2: K+N v K
  { fen: '8/8/8/8/3N4/8/2p5/k3K3 w - - 0 1', target: 'insufficient', delay: 0 }, // Nxc2+: check + insufficient
  { fen: '8/8/8/8/8/1p6/k7/3BK3 w - - 0 1', target: 'insufficient', delay: 0 }, // Bxb3+: check + insufficient
  { fen: 'k7/8/K2p4/8/5B2/8/8/8 w - - 0 1', target: 'stalemate', delay: 0 }, // Bxd6: stalemate + insufficient
  { fen: '7k/8/8/5Q2/8/8/8/6K1 w - - 0 1', target: 'stalemate' }, // Qf7 / Qg6 stalemate
  { fen: 'k7/8/8/8/8/8/5Q2/K7 w - - 0 1', target: 'stalemate' },
  { fen: 'k7/8/1K6/8/8/8/8/2R5 w - - 0 1', target: 'mate' },
  { fen: '8/1P6/8/8/8/8/k7/2B1K3 w - - 0 1', target: 'insufficient', delay: 0, promo: { bishop: 50 } }, // b8=B: same-colour bishops
  { fen: '8/5P2/8/8/8/8/k7/4K3 w - - 0 1', target: 'insufficient', promo: { knight: 50 } }, // f8=N: K+N v K
  { fen: '8/8/3n4/8/4k3/8/8/1N2K3 w - - 0 1', target: 'insufficient' }, // K+N v K+N is not insufficient
  { fen: '8/8/2b5/8/4k3/8/3B4/4K3 w - - 0 1', target: 'insufficient' }, // opposite-colour bishops: not insufficient
  { fen: '8/7p/2b5/8/4k3/8/P7/3BK3 w - - 0 1', target: 'insufficient' }, // same-colour bishops, pawns left
  { fen: 'q3k3/8/8/8/8/8/2N5/4K3 w - - 0 1', target: 'insufficient' }, // K+N v K+Q: not insufficient
  { fen: '8/8/8/8/8/2k5/3p4/3K4 w - - 0 1', target: 'stalemate' },
  { fen: '8/8/8/8/8/1Q6/p7/k6K w - - 0 1', target: 'stalemate' }, // Q v a-pawn: many queen moves stalemate
  { fen: '8/8/8/8/8/8/6k1/4K2R w K - 98 60', target: 'mate' }, // starts at clock 98
  { fen: '8/8/8/8/8/5k2/8/4KB1n w - - 120 61', target: 'insufficient' }, // K+B v K+N from clock 120
  { fen: 'k7/p7/P7/8/8/8/8/1K6 w - - 0 1', target: 'stalemate' }, // Kc7 stalemates
  // c8=Q# and c8=R# mate, c8=B and c8=N do not
  { fen: 'k7/2P5/1K6/8/8/8/8/8 w - - 0 1', target: 'mate', delay: 0, promo: { queen: 1, rook: 1, bishop: 3, knight: 3 } },
];

function fenGame(rng, idx) {
  const spec = FEN_GAMES[idx];
  const g = new Game(spec.fen, rng);
  const st = {
    capture: pick(rng, [2, 5, 10]),
    check: pick(rng, [1, 3]),
    promo: spec.promo ?? { queen: 2, rook: 1, bishop: 1, knight: 1 },
    mate: 0.01,
    stalemate: 0.01,
    insufficient: 0.01,
    fivefold: 0.01,
  };
  const target = spec.target;
  if (target === 'insufficient') st.insufficient = 1e5;
  if (target === 'stalemate') {
    st.stalemate = 1e5;
    st.squeeze = 1.5;
    st.mate = 0.001;
    st.insufficient = 1;
    st.approach = 1;
  }
  if (target === 'mate') {
    st.mate = 1e5;
    st.boxIn = 1.5;
    st.approach = 1;
  }
  if (target !== 'insufficient') {
    // the weaker side is squeezed, cooperates, and keeps its hands off the hunter's pieces
    const b = g.pos.board;
    const mw = material(b, 'white');
    const mb = material(b, 'black');
    st.victimColor = mw < mb || (mw === mb && g.pos.turn === 'black') ? 'white' : 'black';
    st.extra = (gg, inf) => (inf.capture && gg.pos.turn === st.victimColor ? 0.01 : 1);
    st.safety = 0.02;
  }
  const delay = spec.delay ?? pick(rng, [0, 4, 10]); // play a few moves before the hunt starts
  const tame = { ...st, mate: 0.01, stalemate: 0.01, insufficient: 0.01, boxIn: 0, squeeze: 0 };
  while (!g.over) g.step(g.ply < delay ? tame : st);
  return g;
}

// Game plan: which kind each game number gets.
const PLAN = [
  ['random', 40],
  ['repetition', 30],
  ['quiet', 30],
  ['fen', FEN_GAMES.length],
];

function generate(seed) {
  const texts = [];
  let n = 0;
  for (const [kind, count] of PLAN) {
    for (let i = 0; i < count; i++) {
      n++;
      const rng = mulberry32(gameSeed(seed, n, ENDINGS_SALT));
      let g;
      if (kind === 'random') g = randomGame(rng);
      else if (kind === 'repetition') g = repetitionGame(rng, i);
      else if (kind === 'quiet') g = quietGame(rng, i);
      else g = fenGame(rng, i);
      texts.push(g.text(n));
    }
  }
  return texts.join('\n') + '\n';
}

// ---------------------------------------------------------------- verification

// Second, independent computation of "cannot mate" from the FEN text.
function insufficientFromFen(fen) {
  const placement = fen.split(' ')[0];
  const pieces = [];
  let rank = 7;
  let file = 0;
  for (const ch of placement) {
    if (ch === '/') {
      rank--;
      file = 0;
    } else if (ch >= '1' && ch <= '8') file += Number(ch);
    else {
      pieces.push({ ch, dark: (file + rank) % 2 === 0 });
      file++;
    }
  }
  const side = (upper) => pieces.filter((p) => (p.ch === p.ch.toUpperCase()) === upper && p.ch.toLowerCase() !== 'k');
  const letters = (arr) => arr.map((p) => p.ch.toLowerCase()).sort().join('');
  const bishops = pieces.filter((p) => p.ch.toLowerCase() === 'b');
  const anyPawnOrKnight = pieces.some((p) => 'pn'.includes(p.ch.toLowerCase()));
  const oneColour = bishops.every((b) => b.dark) || bishops.every((b) => !b.dark);
  const can = (mine, theirs) => {
    const m = letters(mine);
    if (m === '') return false;
    if (m === 'n') return !/^q*$/.test(letters(theirs));
    if (/^b+$/.test(m)) return !(oneColour && !anyPawnOrKnight);
    return true;
  };
  const w = side(true);
  const b = side(false);
  return !can(w, b) && !can(b, w);
}

function parseGames(text) {
  const games = [];
  let cur = null;
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const [i, line] of lines.entries()) {
    const h = /^# game (\d+)(?: fen (.+))?$/.exec(line);
    if (h) {
      cur = { n: Number(h[1]), fen: h[2] ?? null, plies: [], line: i + 1 };
      games.push(cur);
      continue;
    }
    if (!cur) throw new Error(`line ${i + 1}: ply before any header`);
    const parts = line.split('\t');
    if (parts.length !== 5) throw new Error(`line ${i + 1}: ${parts.length} fields`);
    cur.plies.push({ ply: Number(parts[0]), san: parts[1], uci: parts[2], fen: parts[3], flags: parts[4], line: i + 1 });
  }
  return games;
}

function verifyText(text) {
  const s = {
    games: 0,
    fenStarts: 0,
    plies: 0,
    flags: Object.fromEntries(FLAG_ORDER.map((k) => [k, 0])),
    noFlags: 0,
    endings: {},
    insufficientKinds: {},
    checkInsufficient: 0,
    stalemateInsufficient: 0,
    mateAt150: [],
    noMovesLateClock: [],
    threefoldStartIncluded: 0,
    epIllegalRepeated: new Set(),
    epLegalNotMatched: new Set(),
    castlingRightsNotMatched: 0,
    maxHalf: 0,
    errors: [],
    mismatches: 0,
  };
  const err = (msg) => {
    s.mismatches++;
    if (s.errors.length < 30) s.errors.push(msg);
  };
  const games = parseGames(text);
  for (const [gi, g] of games.entries()) {
    s.games++;
    if (g.n !== gi + 1) err(`game numbering: header ${g.n} at position ${gi + 1}`);
    if (g.fen) s.fenStarts++;
    const startFen = g.fen ?? INITIAL_FEN;
    const start = Chess.fromSetup(parseFen(startFen).unwrap()).unwrap();
    if (g.fen) {
      const st = start.toSetup();
      [st.halfmoves, st.fullmoves] = g.fen.split(' ').slice(4).map(Number);
      if (makeFen(st) !== g.fen) err(`game ${g.n}: start FEN not in chessops normal form`);
    }
    let pos = start;
    // clocks from the header FEN text, counted here without chessops
    let [, , , , half, full] = startFen.split(' ');
    half = Number(half);
    full = Number(full);
    const history = [start.clone()]; // positions, compared with equalsIgnoreMoves
    const keys = [repKey(startFen)];
    if (g.plies.length === 0) err(`game ${g.n}: no plies`);
    for (const [i, p] of g.plies.entries()) {
      s.plies++;
      const where = `game ${g.n} ply ${i + 1} (line ${p.line})`;
      if (p.ply !== i + 1) err(`${where}: ply number ${p.ply}`);
      const raw = parseUci(p.uci);
      if (!raw) {
        err(`${where}: bad uci ${p.uci}`);
        break;
      }
      const move = normalizeMove(pos, raw);
      if (!pos.isLegal(move)) {
        err(`${where}: illegal move ${p.uci}`);
        break;
      }
      if (standardUci(pos, move) !== p.uci) err(`${where}: uci not standard: ${p.uci}`);
      const san = makeSan(pos, move);
      if (san !== p.san) err(`${where}: makeSan ${san}, recorded ${p.san}`);
      const back = parseSan(pos, p.san);
      if (!back || standardUci(pos, back) !== p.uci) err(`${where}: parseSan(${p.san}) != ${p.uci}`);
      // clocks, counted by hand: a pawn move or a capture resets
      const moverPiece = pos.board.get(move.from);
      const target = pos.board.get(move.to);
      const isPawn = moverPiece.role === 'pawn';
      const captured = (target && target.color !== moverPiece.color) || (isPawn && p.uci[0] !== p.uci[2]);
      half = isPawn || captured ? 0 : half + 1;
      if (pos.turn === 'black') full++;
      const before = pos;
      const doublePush = isPawn && Math.abs(move.to - move.from) === 16;
      pos = pos.clone();
      pos.play(move);
      if (pos.halfmoves !== half || pos.fullmoves !== full) err(`${where}: clocks ${half}/${full} vs chessops ${pos.halfmoves}/${pos.fullmoves}`);
      s.maxHalf = Math.max(s.maxHalf, half);
      const f = p.fen.split(' ');
      if (Number(f[4]) !== half || Number(f[5]) !== full) err(`${where}: FEN clocks ${f[4]} ${f[5]}, expected ${half} ${full}`);
      const setup = pos.toSetup();
      setup.halfmoves = half;
      setup.fullmoves = full;
      if (makeFen(setup) !== p.fen) err(`${where}: FEN ${p.fen}, chessops ${makeFen(setup)}`);
      const parsed = Chess.fromSetup(parseFen(p.fen).unwrap()).unwrap();
      if (!equalsIgnoreMoves(parsed, pos)) err(`${where}: recorded FEN is a different position`);

      // flags, the second way
      const legal = legalMoves(pos).length;
      const inCheck = pos.isCheck();
      let rep = 0; // plain loop over all earlier positions with chessops' position equality
      for (const h of history) if (equalsIgnoreMoves(h, pos)) rep++;
      rep++;
      let repByKey = 0;
      for (const k of keys) if (k === repKey(p.fen)) repByKey++;
      repByKey++;
      if (rep !== repByKey) err(`${where}: repetition count ${rep} by position, ${repByKey} by FEN fields`);
      const ins = insufficientFromFen(p.fen);
      if (ins !== insufficient(pos.board)) err(`${where}: insufficient disagrees between methods`);
      const expect = {
        check: inCheck,
        checkmate: inCheck && legal === 0,
        stalemate: !inCheck && legal === 0,
        insufficient: ins,
        threefold: rep >= 3,
        fivefold: rep >= 5,
        fifty: half >= 100 && legal > 0,
        seventyfive: half >= 150 && legal > 0,
      };
      if (expect.checkmate !== pos.isCheckmate() || expect.stalemate !== pos.isStalemate())
        err(`${where}: mate/stalemate disagree with chessops`);
      const want = flagString(expect);
      if (want !== p.flags) err(`${where}: flags ${p.flags}, expected ${want}`);
      const last = i === g.plies.length - 1;
      const terminal = TERMINAL.some((k) => expect[k]);
      if (terminal && !last) err(`${where}: game goes on after a terminal ply`);
      if (last && !terminal && i + 1 !== MAX_PLIES) err(`${where}: game stops without a terminal flag`);
      if (i + 1 > MAX_PLIES) err(`${where}: more than ${MAX_PLIES} plies`);

      // statistics
      if (p.flags === '-') s.noFlags++;
      for (const k of FLAG_ORDER) if (expect[k]) s.flags[k]++;
      if (expect.check && expect.insufficient) s.checkInsufficient++;
      if (expect.stalemate && expect.insufficient) s.stalemateInsufficient++;
      if (expect.checkmate && half === 150) s.mateAt150.push(`game ${g.n} ply ${i + 1} ${p.san} (${p.flags})`);
      if (legal === 0 && half >= 100) s.noMovesLateClock.push(`game ${g.n} ply ${i + 1} clock ${half} ${p.flags}`);
      if (rep >= 3 && history[0] && equalsIgnoreMoves(history[0], pos)) s.threefoldStartIncluded++;
      if (last) {
        const why = terminal ? TERMINAL.filter((k) => expect[k]).join('+') : 'maxplies';
        s.endings[why] = (s.endings[why] ?? 0) + 1;
        if (expect.insufficient) {
          const mat = p.fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').split('').sort().join('');
          s.insufficientKinds[mat] = (s.insufficientKinds[mat] ?? 0) + 1;
        }
      }
      // en passant and castling identity cases: a position right after a double
      // push where an enemy pawn attacks the passed square
      if (doublePush) {
        const epSq = (move.from + move.to) >> 1;
        const attackers = pos.board.pieces(pos.turn, 'pawn').intersect(pawnAttacks(before.turn, epSq));
        if (attackers.nonEmpty()) {
          const k = repKey(p.fen);
          const later = g.plies.slice(i + 1).filter((q) => repKey(q.fen) === k).length;
          if (f[3] === '-' && later > 0) s.epIllegalRepeated.add(g.n);
          if (f[3] !== '-') {
            const sameButEp = f.slice(0, 3).join(' ') + ' -';
            if (g.plies.slice(i + 1).some((q) => repKey(q.fen) === sameButEp)) s.epLegalNotMatched.add(g.n);
          }
        }
      }
      if (f[2] !== '-' && g.plies.slice(i + 1).some((q) => {
        const e = q.fen.split(' ');
        return e[0] === f[0] && e[1] === f[1] && e[3] === f[3] && e[2] !== f[2];
      })) s.castlingRightsNotMatched++;
      history.push(pos.clone());
      keys.push(repKey(p.fen));
    }
  }
  return s;
}

function report(s, path, bytes) {
  const out = [];
  out.push(`file: ${path} (${bytes} bytes)`);
  out.push(`games: ${s.games} (${s.fenStarts} from FEN)  plies: ${s.plies}  max halfmove clock: ${s.maxHalf}`);
  out.push(`plies per flag: ${FLAG_ORDER.map((k) => `${k} ${s.flags[k]}`).join(', ')}, none ${s.noFlags}`);
  out.push(`endings: ${JSON.stringify(s.endings)}`);
  out.push(`insufficient endings by material: ${JSON.stringify(s.insufficientKinds)}`);
  out.push(`check+insufficient ${s.checkInsufficient}, stalemate+insufficient ${s.stalemateInsufficient}`);
  out.push(`mates/stalemates with halfmove clock >= 100 (so no fifty flag): ${s.noMovesLateClock.length}`);
  out.push(`checkmates on the move that makes the halfmove clock 150: ${s.mateAt150.length}`);
  for (const m of s.mateAt150) out.push(`  ${m}`);
  out.push(
    `games where a position right after a double push next to an enemy pawn, ep NOT legal (FEN '-'), recurs: ` +
      `${[...s.epIllegalRepeated].join(' ')}; ep legal and the placement recurs without ep: ${[...s.epLegalNotMatched].join(' ')}; ` +
      `castling rights lost, placement recurs: ${s.castlingRightsNotMatched}`,
  );
  out.push(`repeated positions equal to the start position (count>=3): ${s.threefoldStartIncluded}`);
  out.push(`mismatches: ${s.mismatches}`);
  for (const e of s.errors) out.push(`  ${e}`);
  process.stderr.write(out.join('\n') + '\n');
  return s.mismatches === 0;
}

// ---------------------------------------------------------------- main

function main() {
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  const opts = parseArgs(process.argv.slice(2));
  if (opts.verify) {
    const path = resolve(opts.verify);
    const text = readFileSync(path, 'utf8');
    const ok = report(verifyText(text), path, Buffer.byteLength(text));
    process.exit(ok ? 0 : 1);
  }
  const text = generate(opts.seed);
  if (!opts.out) {
    process.stdout.write(text);
    return;
  }
  const path = resolve(opts.out);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const back = readFileSync(path, 'utf8');
  const ok = report(verifyText(back), path, Buffer.byteLength(back));
  process.exit(ok ? 0 : 1);
}

main();
