// chessops helpers: positions from FEN (either castling style), legal moves,
// perft, and castling rights read back as rook files.
import { parseFen, makeFen } from 'chessops/fen';
import { Chess } from 'chessops/chess';

export function positionFromFen(fen) {
  const setup = parseFen(fen).unwrap();
  return Chess.fromSetup(setup).unwrap();
}

export const fenOf = (pos) => makeFen(pos.toSetup());

// All legal moves as {from, to, promotion}; castling is king -> own rook square.
export function legalMoves(pos) {
  const moves = [];
  const ctx = pos.ctx();
  for (const [from, dests] of pos.allDests(ctx)) {
    const promo = pos.board.pawn.has(from) && (from >> 3) === (pos.turn === 'white' ? 6 : 1);
    for (const to of dests) {
      if (promo) for (const p of ['queen', 'rook', 'bishop', 'knight']) moves.push({ from, to, promotion: p });
      else moves.push({ from, to });
    }
  }
  return moves;
}

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
