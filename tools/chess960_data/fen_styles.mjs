// tests/data/chess960_fen_styles.txt: `Shredder-FEN <TAB> X-FEN` of the same position.
// The X-FEN is what chessops's makeFen writes (it uses K/Q/k/q for the outermost
// rook and a file letter for an inner one); the Shredder-FEN is written by
// lib/castling_fen.mjs from the castling rooks chessops reads. Checks per line:
// our X-FEN writer agrees with chessops; both forms parse (ours and chessops's)
// to the same castling rooks; Stockfish writes the same Shredder-FEN for both
// and gives the same perft counts to depth 2.
import { positionFromFen } from 'shakki-tools-lib/chessops.mjs';
import { castlingRooks } from './lib/chessops_util.mjs';
import { parseBoard, parseCastlingField } from './lib/castling_fen.mjs';
import { bothStyles } from './perft_positions.mjs';
import { startFens } from './starts.mjs';

// Standard chess (where the two styles are KQkq and HAha) and extra inner-rook shapes.
const EXTRA_FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  'r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1',
  'r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1',
  'r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1',
  'rnbq1bnr/ppppkppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 2 3',
  'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
  // Inner rooks: a rook outside the castling rook forces the file letter.
  'rr2k2r/8/8/8/8/8/8/RR2K2R w KBkb - 0 1',
  'rr2k2r/8/8/8/8/8/8/RR2K2R w KQkq - 0 1',
  'r1r1k2r/8/8/8/8/8/8/R1R1K2R w Cc - 0 1',
  'r3k1rr/8/8/8/8/8/8/R3K1RR w GQgq - 0 1',
  'r3k1rr/8/8/8/8/8/8/R3K1RR w KQkq - 0 1',
  'rr2k1rr/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1',
  'rr2k1rr/8/8/8/8/8/8/RR2K1RR w KQ - 0 1',
  // A non-castling rook between the castling rook and the king: still K/Q.
  'r1r1k2r/8/8/8/8/8/8/R1R1K2R w KQkq - 0 1',
  '1r1rk2r/8/8/8/8/8/8/1R1RK2R w Dd - 0 1',
  '1rk1r2r/pppppppp/8/8/8/8/PPPPPPPP/1RK1R2R w EBeb - 0 1',
  '1rk1r2r/pppppppp/8/8/8/8/PPPPPPPP/1RK1R2R w KQkq - 0 1',
  // Only one colour may castle, inner on one side and outer on the other.
  'r5k1/8/8/8/8/8/8/R1R3KR w CH - 0 1',
  '1rr3kr/8/8/8/8/8/8/6K1 b hc - 0 1',
];
const STARTS = [518, 0, 1, 959, 100, 333, 666, 777];

export async function generateFenStyles(sf, perftPositions = [], { log = console.error } = {}) {
  const started = Date.now();
  const inputs = [...EXTRA_FENS, ...STARTS.map((n) => startFens(n).shredder), ...perftPositions.map((p) => p.shredder)];
  const lines = [];
  const seen = new Set();
  let innerLetters = 0;
  let standard = 0;
  for (const input of inputs) {
    const { shredder, xfen } = bothStyles(positionFromFen(input));
    if (seen.has(shredder)) continue;
    seen.add(shredder);
    const board = parseBoard(shredder.split(' ')[0]);
    const a = parseCastlingField(board, shredder.split(' ')[2]);
    const b = parseCastlingField(board, xfen.split(' ')[2]);
    const c = castlingRooks(positionFromFen(shredder));
    const d = castlingRooks(positionFromFen(xfen));
    const norm = (r) => JSON.stringify({ white: [...r.white].sort(), black: [...r.black].sort() });
    if (new Set([a, b, c, d].map(norm)).size !== 1) throw new Error(`castling rooks differ for ${shredder} / ${xfen}`);
    if (bothStyles(positionFromFen(shredder)).xfen !== xfen) throw new Error(`chessops round trip ${shredder}`);
    const sfA = (await sf.fenOf(shredder)).split(' ').slice(0, 3).join(' ');
    const sfB = (await sf.fenOf(xfen)).split(' ').slice(0, 3).join(' ');
    if (sfA !== shredder.split(' ').slice(0, 3).join(' ') || sfB !== sfA) throw new Error(`Stockfish writes ${sfA} / ${sfB} for ${shredder}`);
    for (let depth = 1; depth <= 2; depth++) {
      if ((await sf.perft(shredder, depth)) !== (await sf.perft(xfen, depth))) throw new Error(`Stockfish counts differ: ${shredder} / ${xfen}`);
    }
    if (/[a-hA-H]/.test(xfen.split(' ')[2])) innerLetters++;
    if (/^[KQkq-]+$/.test(xfen.split(' ')[2]) && /^[HAha-]+$/.test(shredder.split(' ')[2]) && board[0][4] === 'K' && board[7][4] === 'k') standard++;
    lines.push(`${shredder}\t${xfen}`);
  }
  log(`fen styles: ${lines.length} pairs (${standard} standard-chess shaped, ${innerLetters} with an inner-rook file letter in X-FEN), ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return lines.join('\n') + '\n';
}
