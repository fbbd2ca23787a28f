// Chess960 helpers on chessops positions: perft, and castling rights read
// back as rook files. Positions from FEN (either castling style) and legal
// moves come from the generators' shared library.
import { legalMoves } from 'shakki-tools-lib/chessops.mjs';

// Plain recursive perft (no leaf shortcuts), independent of chessops/debug.
export function perft(pos, depth) {
  if (depth === 0) return 1;
  const moves = legalMoves(pos);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const child = pos.clone();
    child.play(m);
    n += perft(child, depth - 1);
  }
  return n;
}

// Castling rights that chessops keeps, as rook files per colour.
export function castlingRooks(pos) {
  const rights = { white: [], black: [] };
  for (const sq of pos.castles.castlingRights) {
    const rank = sq >> 3;
    if (rank === 0 && pos.board.white.has(sq)) rights.white.push(sq & 7);
    else if (rank === 7 && pos.board.black.has(sq)) rights.black.push(sq & 7);
  }
  return rights;
}

export function isCastling(pos, m) {
  return pos.board.king.has(m.from) && pos.board[pos.turn].has(m.to);
}
