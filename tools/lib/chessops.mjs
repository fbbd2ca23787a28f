// chessops helpers the generators share: positions from FEN and back, every
// legal move, moves in standard UCI.
import { Chess, castlingSide } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSquare, kingCastlesTo, squareRank, roleToChar } from 'chessops/util';

export function positionFromFen(fen) {
  const setup = parseFen(fen).unwrap();
  return Chess.fromSetup(setup).unwrap();
}

// chessops's FEN: X-FEN castling in Chess960 (K/Q for the outermost rook, a
// file letter for an inner one), en passant only when a capture is legal.
export const fenOf = (pos) => makeFen(pos.toSetup());

const PROMOTION_ROLES = ['queen', 'rook', 'bishop', 'knight'];

// Every legal move as {from, to, promotion}, in chessops's deterministic
// order: a promotion four times (queen, rook, bishop, knight), castling as
// the king taking its own rook, chessops's representation.
export function legalMoves(pos) {
  const ctx = pos.ctx();
  const out = [];
  for (const [from, dests] of pos.allDests(ctx)) {
    const isPawn = pos.board.pawn.has(from);
    for (const to of dests) {
      if (isPawn && (squareRank(to) === 0 || squareRank(to) === 7)) {
        for (const promotion of PROMOTION_ROLES) out.push({ from, to, promotion });
      } else out.push({ from, to });
    }
  }
  return out;
}

// Standard UCI: castling as the king's two-square move, promotions as e7e8q.
export function standardUci(pos, move) {
  const side = castlingSide(pos, move);
  let to = move.to;
  if (side && pos.board.king.has(move.from)) to = kingCastlesTo(pos.turn, side);
  return makeSquare(move.from) + makeSquare(to) + (move.promotion ? roleToChar(move.promotion) : '');
}
