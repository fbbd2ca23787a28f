// One Stockfish self-play Chess960 game, refereed by chessops: chessops checks
// every engine move, writes its SAN and decides when the game is over.
import { makeFen } from 'chessops/fen';
import { makeSan } from 'chessops/san';
import { parseUci, makeUci } from 'chessops/util';
import { positionFromFen } from 'shakki-tools-lib/chessops.mjs';
import { randInt } from 'shakki-tools-lib/prng.mjs';
import { evalText, timeText } from './engine.mjs';

// Board, side to move, castling rights and legal en passant square: the parts
// that make two positions "the same" for repetition (chessops writes the en
// passant square only when a legal capture exists).
const repetitionKey = (pos) => makeFen(pos.toSetup(), { epd: true });

// Cute Chess's wording of how a game ended, with the PGN result.
export function ending(pos, repetitions) {
  if (pos.isCheckmate()) {
    return pos.turn === 'white'
      ? { result: '0-1', reason: 'Black mates', kind: 'checkmate' }
      : { result: '1-0', reason: 'White mates', kind: 'checkmate' };
  }
  if (pos.isStalemate()) return { result: '1/2-1/2', reason: 'Draw by stalemate', kind: 'stalemate' };
  if (pos.isInsufficientMaterial()) {
    return { result: '1/2-1/2', reason: 'Draw by insufficient mating material', kind: 'insufficient' };
  }
  if (pos.halfmoves >= 100) return { result: '1/2-1/2', reason: 'Draw by fifty moves rule', kind: 'fifty' };
  if (repetitions >= 3) return { result: '1/2-1/2', reason: 'Draw by 3-fold repetition', kind: 'threefold' };
  return null;
}

// The castling move of `color` towards `side` ('a' = O-O-O, 'h' = O-O) if legal now.
function castlingMove(pos, side) {
  const rook = pos.castles.rook[pos.turn][side];
  const king = pos.board.kingOf(pos.turn);
  if (rook === undefined || king === undefined) return null;
  const move = { from: king, to: rook };
  return pos.isLegal(move) ? move : null;
}

// Plays until chessops says the game is over, or maxPlies (then null).
// `castleSide` = {white: 'a'|'h', black: 'a'|'h'}: each side plays that
// castling as soon as it is legal within the first `castleWithin` plies.
export async function playGame(engine, startFen, rng, opts) {
  const { nodes, maxPlies, castleSide, castleWithin, openingMultiPv } = opts;
  const openingPlies = 8 + randInt(rng, 9);
  const pos = positionFromFen(startFen);
  const seen = new Map([[repetitionKey(pos), 1]]);
  const plies = [];
  await engine.newGame();
  for (;;) {
    const end = ending(pos, seen.get(repetitionKey(pos)));
    if (end) return { plies, end, finalPos: pos, openingPlies };
    if (plies.length >= maxPlies) return null;

    let line;
    let nudged = false;
    const castle = plies.length < castleWithin ? castlingMove(pos, castleSide[pos.turn]) : null;
    const uciMoves = plies.map((p) => p.uci);
    if (castle) {
      [line] = await engine.search(startFen, uciMoves, { nodes, searchMoves: [makeUci(castle)] });
      nudged = true;
    } else if (plies.length < openingPlies) {
      const lines = await engine.search(startFen, uciMoves, { nodes, multiPv: openingMultiPv });
      const best = lines[0];
      const close = lines.filter((l) => l.cp !== undefined && best.cp !== undefined && best.cp - l.cp <= 50);
      line = close.length ? close[randInt(rng, close.length)] : best;
    } else {
      [line] = await engine.search(startFen, uciMoves, { nodes });
    }
    const move = parseUci(line.move);
    if (!move || !pos.isLegal(move)) throw new Error(`chessops rejects Stockfish's ${line.move} after ${uciMoves.join(' ')}`);
    if (makeUci(move) !== line.move) throw new Error(`UCI round trip ${line.move} -> ${makeUci(move)}`);
    const san = makeSan(pos, move);
    const color = pos.turn;
    pos.play(move);
    const key = repetitionKey(pos);
    seen.set(key, (seen.get(key) || 0) + 1);
    plies.push({ uci: line.move, san, color, nudged, comment: `${evalText(line)} ${timeText(line.timeMs)}` });
  }
}

export const castlingsOf = (plies) =>
  plies.flatMap((p, i) => (p.san.startsWith('O-O') ? [`${p.color} ${p.san.replace(/[+#]$/, '')} (ply ${i + 1})`] : []));
