// Hand-built Chess960 positions (Shredder-FEN), each for one castling rule.
// `mirror: true` adds the colour-flipped copy (black to move, black castling).
export const HAND_POSITIONS = [
  // Cleared back ranks, both castlings legal.
  { fen: 'r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1', note: 'cleared back ranks, king g1: O-O king stays on g1 (rook h1-f1), O-O-O king g1-c1 rook a1-d1, both legal', mirror: true },
  { fen: 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1', note: 'king b1 rook a1: O-O-O moves the king right to c1 (rook a1-d1); O-O king b1-g1; both legal', mirror: true },
  { fen: 'r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w GAga - 0 1', note: 'king f1 rook g1 adjacent: O-O swaps them (king g1, rook f1)', mirror: true },
  { fen: '1rk4r/pppppppp/8/8/8/8/PPPPPPPP/1RK4R w HBhb - 0 1', note: 'king c1 rook b1: O-O-O king stays on c1, rook b1-d1', mirror: false },
  { fen: 'r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1', note: "king d1 rook a1: O-O-O king d1-c1, rook lands on the king's start square d1", mirror: false },
  { fen: '2rk3r/pppppppp/8/8/8/8/PPPPPPPP/2RK3R w HChc - 0 1', note: 'king d1 rook c1 adjacent: O-O-O swaps them', mirror: true },
  { fen: 'r3kr2/pppppppp/8/8/8/8/PPPPPPPP/R3KR2 w FAfa - 0 1', note: 'king e1 rook f1 adjacent: O-O rook stays on f1, king jumps over it to g1', mirror: true },
  { fen: 'r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HAha - 0 1', note: "king f1 rook h1: O-O rook lands on the king's start square f1", mirror: false },
  { fen: 'r3k1r1/pppppppp/8/8/8/8/PPPPPPPP/R3K1R1 w GAga - 0 1', note: "rook g1 stands on the king's O-O destination (king e1-g1, rook g1-f1)", mirror: true },
  { fen: '2r1k2r/pppppppp/8/8/8/8/PPPPPPPP/2R1K2R w HChc - 0 1', note: "rook c1 stands on the king's O-O-O destination (king e1-c1, rook c1-d1)", mirror: false },
  { fen: '2kr4/pppppppp/8/8/8/8/PPPPPPPP/2KR4 w Dd - 0 1', note: 'king c1 with a kingside rook d1 only: O-O king c1-g1, rook d1-f1', mirror: false },
  { fen: 'rk3r2/pppppppp/8/8/8/8/PPPPPPPP/RK3R2 w FAfa - 0 1', note: 'king b1 rook f1: O-O king passes over its own rook f1, which stays', mirror: false },
  // The castling rook shields the king along the back rank: castling illegal.
  { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/rR4K1 w Bha - 0 1', note: 'O-O-O (king g1, rook b1) illegal: black rook a1 would attack c1 once the rook leaves b1', mirror: true },
  { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/qRK5 w Bha - 0 1', note: 'O-O-O (king c1 stays, rook b1-d1) illegal: black queen a1 would give check once the rook leaves b1', mirror: true },
  { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/1R2K2R w HBha - 0 1', note: 'control for the shield cases: same shape, no enemy piece on a1, both castlings legal', mirror: false },
  // Attacks.
  { fen: 'rk5r/ppp1pppp/8/8/1b6/8/PPP1PPPP/RK5R w HAha - 0 1', note: 'black bishop b4 attacks e1: O-O (king b1-g1 passes e1) illegal, O-O-O legal', mirror: true },
  { fen: 'rk1q3r/ppp1pppp/8/8/8/8/PPP1PPPP/RK5R w HAha - 0 1', note: "black queen d8 attacks d1, the rook's O-O-O destination: O-O-O legal (king only b1-c1), O-O illegal (king passes d1)", mirror: true },
  { fen: 'rk5r/pppppppp/8/8/5b2/8/PPP1PPPP/RK5R w HAha - 0 1', note: 'black bishop f4 attacks c1: both castlings illegal (O-O-O lands on c1, O-O passes it)', mirror: false },
  { fen: 'rk5r/pppppppp/8/8/3b4/8/P1PPPPPP/RK5R w HAha - 0 1', note: 'black bishop d4 attacks the castling rook on a1: O-O-O still legal', mirror: false },
  { fen: 'r5kr/pppppppp/8/8/8/5n2/PPPPP1PP/R5KR w HAha - 0 1', note: 'king g1 in check from knight f3 (it would not move for O-O): no castling', mirror: true },
  { fen: 'rk5r/pppppppp/8/8/8/2n5/PPPPPPPP/RK5R w HAha - 0 1', note: 'king b1 in check from knight c3: no castling', mirror: false },
  { fen: 'r3k2r/pppppp1p/8/8/8/8/PPPPPP1P/R4RK1 w Fha - 0 1', note: 'king g1 with its queenside castling rook f1 adjacent (inner rook, a1 has no right): O-O-O king g1-c1 rook f1-d1', mirror: true },
  // Blocked.
  { fen: 'r1k4r/pppppppp/8/8/8/8/PPPPPPPP/RNK4R w HAha - 0 1', note: 'king c1 rook a1, knight b1: O-O-O blocked (rook path) though the king would not move', mirror: true },
  { fen: 'rk1b3r/pppppppp/8/8/8/8/PPPPPPPP/RK1B3R w HAha - 0 1', note: "king b1 rook a1, bishop d1 on the rook's destination: O-O-O blocked", mirror: false },
  { fen: 'rkn4r/pppppppp/8/8/8/8/PPPPPPPP/RKN4R w HAha - 0 1', note: "king b1 rook a1, knight c1 on the king's destination: O-O-O blocked", mirror: false },
  { fen: 'r4bkr/pppppppp/8/8/8/8/PPPPPPPP/R4BKR w HAha - 0 1', note: "king g1 rook h1, bishop f1 on the rook's destination: O-O blocked", mirror: false },
  // Rights partly gone, inner rooks.
  { fen: 'r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w Ah - 0 1', note: 'one right each: white O-O-O only, black O-O only', mirror: false },
  { fen: 'r1r1k2r/pppppppp/8/8/8/8/PPPPPPPP/R1R1K2R w HChc - 0 1', note: 'inner rook c1 castles queenside (rook a1 outside has no right); X-FEN needs the file letter', mirror: true },
  { fen: '1k4rr/pppppppp/8/8/8/8/PPPPPPPP/1K4RR w Gg - 0 1', note: 'inner rook g1 castles kingside (rook h1 outside has no right): O-O king b1-g1 rook g1-f1', mirror: false },
  { fen: '1k4rr/pppppppp/8/8/8/8/PPPPPPPP/1K4RR w Hh - 0 1', note: 'outer rook h1 castles kingside past the inner rook g1: blocked', mirror: false },
  { fen: 'r1k2r1r/pppppppp/8/8/8/8/PPPPPPPP/R1K2R1R w FAfa - 0 1', note: 'king c1: outer rook a1 (O-O-O, king stays) and inner rook f1 (O-O, rook stays) with rook h1 outside', mirror: false },
  { fen: 'rr2k1rr/pppppppp/8/8/8/8/PPPPPPPP/RR2K1RR w GBgb - 0 1', note: 'two rooks on each side, the inner ones castle: O-O king e1-g1 rook g1-f1, O-O-O king e1-c1 rook b1-d1', mirror: false },
  // Both colours, en passant.
  { fen: 'rk5r/ppp1pppp/8/8/2Pp4/8/PP1PPPPP/RK5R b HAha c3 0 1', note: 'black to move with en passant d4xc3 and both castlings for both colours', mirror: false },
  { fen: '1r2k1r1/pp1ppppp/8/2pP4/8/8/PPP1PPPP/1R2K1R1 w GBgb c6 0 2', note: 'white to move with en passant d5xc6; rooks b and g, king e', mirror: false },
  { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1', note: 'standard-shaped rooks and kings on an empty board (Shredder HAha)', mirror: false },
];
