// Describes the castling situation of a chessops position, for choosing and
// annotating test positions: for every castling right of the side to move,
// where king and rook stand and whether castling is legal, and if not, why.
import { legalMoves } from 'shakki-tools-lib/chessops.mjs';
import { isCastling, castlingRooks } from './chessops_util.mjs';

const FILES = 'abcdefgh';

export function castlingFeatures(pos) {
  const color = pos.turn;
  const rank = color === 'white' ? 0 : 7;
  const moves = legalMoves(pos);
  const kingSq = pos.board.kingOf(color);
  const kingFile = kingSq & 7;
  const rights = castlingRooks(pos);
  const ownRookFiles = [...pos.board.pieces(color, 'rook')].filter((sq) => sq >> 3 === rank).map((sq) => sq & 7);
  const check = pos.isCheck();
  const castles = [];
  for (const rookFile of rights[color]) {
    const side = rookFile > kingFile ? 'h' : 'a';
    const kingTo = side === 'h' ? 6 : 2;
    const rookTo = side === 'h' ? 5 : 3;
    const legal = moves.some((m) => isCastling(pos, m) && (m.to & 7) === rookFile);
    // Squares that must be empty: both paths with their ends, less king and rook.
    const span = (a, b) => Array.from({ length: Math.abs(a - b) + 1 }, (_, i) => Math.min(a, b) + i);
    const need = new Set([...span(kingFile, kingTo), ...span(rookFile, rookTo)]);
    need.delete(kingFile);
    need.delete(rookFile);
    const blocked = [...need].some((f) => pos.board.occupied.has(rank * 8 + f));
    const outermost = side === 'h' ? rookFile === Math.max(...ownRookFiles) : rookFile === Math.min(...ownRookFiles);
    castles.push({
      side,
      kingFile,
      rookFile,
      legal,
      why: legal ? 'legal' : blocked ? 'blocked' : check ? 'in check' : 'attacked',
      kingStays: kingFile === kingTo,
      rookStays: rookFile === rookTo,
      adjacent: Math.abs(kingFile - rookFile) === 1,
      rookOnKingTo: rookFile === kingTo && kingFile !== kingTo,
      kingOnRookTo: kingFile === rookTo,
      inner: !outermost,
    });
  }
  const ep = moves.some((m) => m.to === pos.epSquare && pos.board.pawn.has(m.from));
  return { color, check, castles, ep, rights, moves: moves.length };
}

export function describeCastle(c, color) {
  const r = color === 'white' ? '1' : '8';
  const name = c.side === 'h' ? 'O-O' : 'O-O-O';
  const extras = [];
  if (c.kingStays) extras.push('king does not move');
  if (c.rookStays) extras.push('rook does not move');
  if (c.adjacent) extras.push('king and rook adjacent');
  if (c.rookOnKingTo) extras.push("rook on the king's destination");
  if (c.kingOnRookTo) extras.push("king on the rook's destination");
  if (c.inner) extras.push('inner rook');
  return `${color} ${name} king ${FILES[c.kingFile]}${r} rook ${FILES[c.rookFile]}${r} ${c.why}${extras.length ? ' (' + extras.join(', ') + ')' : ''}`;
}

// One key per distinct castling shape and outcome, to spread the choice.
export function shapeKeys(f) {
  return f.castles.map(
    (c) =>
      `${c.side}${c.kingFile}${c.rookFile}:${c.why}` + (c.inner ? ':inner' : ''),
  );
}
