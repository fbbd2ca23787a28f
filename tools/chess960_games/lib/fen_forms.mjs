// The two castling styles of a chessops position's FEN. X-FEN is chessops's
// own makeFen; the Shredder form swaps in rook file letters (white first,
// higher file first) through the writer of tools/chess960_data.
import { makeFen } from 'chessops/fen';
import { shredderField, withCastling } from 'shakki-chess960-data/lib/castling_fen.mjs';

export const xfenOf = (pos) => makeFen(pos.toSetup());

export function shredderOf(pos) {
  const rights = { white: [], black: [] };
  for (const sq of pos.castles.castlingRights) {
    if (sq >> 3 === 0) rights.white.push(sq & 7);
    else if (sq >> 3 === 7) rights.black.push(sq & 7);
  }
  return withCastling(xfenOf(pos), shredderField(rights));
}
