#!/usr/bin/env node
// Builds EPD best-move suites for shakki's tests from sources independent of
// shakki: positions from tests/data/fen_roundtrip.txt, moves chosen by
// Stockfish (`go depth 8`), SAN written by chess.js.
//
//   tests/data/epd/stockfish_depth8.epd  bm, am, ce, acd, pv, hmvc, fmvn, id, c0 (and c1)
//   tests/data/epd/lenient.epd           the same moves spelled the way careless files do,
//                                        with their UCI in bm_uci and pv_uci operations
//
// It also checks tests/data/epd/bratko_kopec.epd (written by hand from the
// published suite): every position valid and every bm legal for chess.js,
// and spelled as chess.js spells it.
//
// Usage: node generate.mjs [--stockfish PATH] [--every N] [--check-only]

import { Chess, validateFen } from 'chess.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stockfish } from 'shakki-tools-lib/stockfish.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '../../tests/data');

const opts = { stockfish: '/usr/games/stockfish', every: 12, checkOnly: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--stockfish') opts.stockfish = process.argv[++i];
  else if (a === '--every') opts.every = Number(process.argv[++i]);
  else if (a === '--check-only') opts.checkOnly = true;
  else throw new Error(`unknown argument ${a}`);
}

// ---------------------------------------------------------------- Stockfish
// Score from the side to move's view; mates far beyond any centipawn value.
function score(info) {
  const m = / score (cp|mate) (-?\d+)/.exec(info);
  if (!m) return null;
  const v = Number(m[2]);
  return m[1] === 'cp' ? v : (v > 0 ? 100000 - v : -100000 - v);
}

// The last report of each multipv line at `depth`.
function finalLines(lines, depth) {
  const byPv = new Map();
  for (const l of lines) {
    if (!l.startsWith(`info depth ${depth} `) || !l.includes(' pv ')) continue;
    const pv = Number((/ multipv (\d+)/.exec(l) || [0, 1])[1]);
    byPv.set(pv, l);
  }
  return [...byPv.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
}

function uciMove(chess, uci) {
  return chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
}

function quote(text) { return '"' + text.replace(/[\\"]/g, (c) => '\\' + c) + '"'; }

// A spelling a lenient reader takes: chosen in turn, the first that applies.
function lenientSpelling(move, turn) {
  const san = move.san;
  const options = [];
  if (/[+#]$/.test(san)) options.push(san.replace(/[+#]$/, ''));
  if (san.startsWith('O-O')) options.push(san.replace(/O/g, '0'));
  if (/^[NBRQK]/.test(san) && !move.promotion) options.push(`${move.piece.toUpperCase()}${move.from}-${move.to}${/[+#]$/.test(san) ? san.slice(-1) : ''}`);
  if (move.piece === 'p' && !move.promotion && !/[+#]$/.test(san)) options.push(`${move.from}${move.to}`);
  if (move.promotion && !/[+#]$/.test(san)) options.push(san.replace('=', ''));
  options.push(san + '!');
  return options[turn % options.length];
}

// ---------------------------------------------------------------- checks
function checkBratkoKopec() {
  const lines = readFileSync(resolve(dataDir, 'epd/bratko_kopec.epd'), 'utf8').split('\n').filter((l) => l.trim());
  for (const line of lines) {
    const fields = line.split(' ').slice(0, 4).join(' ');
    const fen = `${fields} 0 1`;
    if (!validateFen(fen).ok) throw new Error(`bratko_kopec: invalid position ${fen}`);
    const bm = /bm ([^;]*);/.exec(line)[1].split(' ');
    for (const san of bm) {
      const chess = new Chess(fen);
      const move = chess.move(san, { strict: true });
      if (move.san !== san) throw new Error(`bratko_kopec: ${san} is written ${move.san} by chess.js`);
    }
  }
  console.log(`bratko_kopec.epd: ${lines.length} records, every position valid and every bm legal for chess.js`);
}

// ---------------------------------------------------------------- suites
async function main() {
  checkBratkoKopec();
  if (opts.checkOnly) return;
  const fens = readFileSync(resolve(dataDir, 'fen_roundtrip.txt'), 'utf8').split('\n').filter((l) => l.trim());
  const engine = await new Stockfish(opts.stockfish).init({ Hash: 16 });

  const strict = [];
  const lenient = [];
  for (let index = 0; index < fens.length; index += opts.every) {
    const fen = fens[index];
    const chess = new Chess(fen);
    if (chess.isGameOver()) continue;
    const [fields, clocks] = [fen.split(' ').slice(0, 4).join(' '), fen.split(' ').slice(4)];

    engine.send('ucinewgame');
    engine.setOption('MultiPV', 1);
    await engine.ready();
    engine.position(fen);
    engine.send('go depth 8');
    const best = finalLines(await engine.waitFor(/^bestmove/), 8)[0];
    const pvUci = / pv (.*)$/.exec(best)[1].split(' ');
    const ce = score(best);

    // The worst move at depth 4, as the move to avoid when it loses 3 pawns or more.
    engine.setOption('MultiPV', 256);
    await engine.ready();
    engine.position(fen);
    engine.send('go depth 4');
    const all = finalLines(await engine.waitFor(/^bestmove/), 4);
    const worst = all[all.length - 1];
    const worstUci = / pv (\S+)/.exec(worst)[1];
    const avoid = all.length > 1 && score(all[0]) - score(worst) >= 300 && worstUci !== pvUci[0] ? worstUci : null;

    const pvMoves = [];
    const game = new Chess(fen);
    for (const uci of pvUci) pvMoves.push(uciMove(game, uci));
    const amMove = avoid ? uciMove(new Chess(fen), avoid) : null;

    const n = String(strict.length + 1).padStart(3, '0');
    const line = lineNumber(index);
    const ops = [`bm ${pvMoves[0].san};`];
    if (amMove) ops.push(`am ${amMove.san};`);
    ops.push(`ce ${ce};`, 'acd 8;', `pv ${pvMoves.map((m) => m.san).join(' ')};`);
    ops.push(`hmvc ${clocks[0]};`, `fmvn ${clocks[1]};`, `id ${quote(`shakki.sf8.${n}`)};`);
    ops.push(`c0 ${quote(`Stockfish depth 8: ${pvMoves[0].san}, ${describeScore(best)}`)};`);
    if (strict.length % 5 === 0) ops.push(`c1 ${quote(`from "fen_roundtrip.txt" line ${line}, a\\b`)};`);
    strict.push(`${fields} ${ops.join(' ')}`);

    // The same moves spelled loosely, laid out loosely.
    const turn = strict.length;
    const sep = turn % 3 === 0 ? '\t' : turn % 3 === 1 ? '  ' : ' ';
    const loose = [`bm ${lenientSpelling(pvMoves[0], turn)}`];
    if (amMove) loose.push(`am ${lenientSpelling(amMove, turn + 1)}`);
    loose.push(`pv ${pvMoves.map((m, k) => lenientSpelling(m, turn + k)).join(' ')}`);
    loose.push(`bm_uci ${pvUci[0]}`);
    if (amMove) loose.push(`am_uci ${avoid}`);
    loose.push(`pv_uci ${pvUci.join(' ')}`, `id ${quote(`shakki.lenient.${n}`)}`);
    let text = `${fields}${sep}${loose.join(turn % 2 ? ' ;' + sep : ';' + sep)}`;
    if (turn % 4 !== 0) text += ';';  // every fourth record leaves out the last ';'
    lenient.push(text);
  }
  engine.quit();
  writeFileSync(resolve(dataDir, 'epd/stockfish_depth8.epd'), strict.join('\n') + '\n');
  writeFileSync(resolve(dataDir, 'epd/lenient.epd'), lenient.join('\n') + '\n');
  console.log(`stockfish_depth8.epd and lenient.epd: ${strict.length} records each`);
}

function lineNumber(index) { return index + 1; }

function describeScore(info) {
  const m = / score (cp|mate) (-?\d+)/.exec(info);
  return m[1] === 'cp' ? `score ${m[2]} centipawns` : `mate in ${Math.abs(Number(m[2]))} for ${Number(m[2]) > 0 ? 'the side to move' : 'the opponent'}`;
}

main().catch((e) => { console.error(e); process.exit(1); });
