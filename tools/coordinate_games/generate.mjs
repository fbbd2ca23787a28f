// Writes shakki's test data for coordinate movetext and long algebraic
// notation, with chess.js as the independent reference:
//
//   tests/data/pgn/coordinates.pgn           real engine games (Stockfish self-play
//                                            from tests/data/pgn/stockfish.pgn) with
//                                            every move in coordinates: 1. g1f3 c7c5
//   tests/data/pgn/coordinates_expected.txt  per ply: game, ply, move as written,
//                                            SAN, FEN after the move
//   tests/data/lan_chessjs.txt               every legal move of many positions:
//                                            FEN, then uci=LAN pairs
//
// Run: npm ci (in tools/), then node generate.mjs (see README.md)
import { Chess } from 'chess.js';
import fs from 'fs';
import { fileURLToPath } from 'node:url';
import { wrapWords } from 'shakki-tools-lib/wrap.mjs';

const data = fileURLToPath(new URL('../../tests/data/', import.meta.url));

// Games 49 and 117 of stockfish.pgn (counting from 0) are over 100 plies
// and have castling on both sides, a promotion and an en passant capture.
const chosen = [49, 117];

function splitGames(text) {
    return text.split(/\n(?=\[Event )/).filter((g) => g.trim() !== '');
}

// chess.js gives the castling king's two-square step; king takes rook is
// the same move written with the rook's square.
function coordinates(m, castlingAsKingTakesRook) {
    if (castlingAsKingTakesRook && (m.flags.includes('k') || m.flags.includes('q'))) {
        return m.from + (m.flags.includes('k') ? 'h' : 'a') + m.from[1];
    }
    return m.from + m.to + (m.promotion ?? '');
}

// Long algebraic notation by the usual convention: piece letter, origin,
// '-' or 'x', target, =piece, and the check sign SAN has.
function lan(m) {
    const sign = m.san.endsWith('#') ? '#' : m.san.endsWith('+') ? '+' : '';
    if (m.flags.includes('k')) return 'O-O' + sign;
    if (m.flags.includes('q')) return 'O-O-O' + sign;
    const capture = m.captured !== undefined || m.flags.includes('e');
    const piece = m.piece === 'p' ? '' : m.piece.toUpperCase();
    const promotion = m.promotion ? '=' + m.promotion.toUpperCase() : '';
    return piece + m.from + (capture ? 'x' : '-') + m.to + promotion + sign;
}

const games = splitGames(fs.readFileSync(data + 'pgn/stockfish.pgn', 'utf8'));
const variants = [
    ...chosen.map((index) => ({ index, kingTakesRook: false })),
    { index: chosen[1], kingTakesRook: true },
];

let pgn = '';
let expected = '# game\tply\twritten\tsan\tfen_after (from chess.js)\n';
const positions = new Map();  // FEN -> true, in order of first sight
variants.forEach((variant, n) => {
    const source = new Chess();
    source.loadPgn(games[variant.index]);
    const headers = source.getHeaders();
    const history = source.history({ verbose: true });
    const replay = new Chess();
    const words = [];
    history.forEach((m, ply) => {
        positions.set(replay.fen(), true);
        if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
        const written = coordinates(m, variant.kingTakesRook);
        words.push(written);
        replay.move(m.san);
        expected += `${n + 1}\t${ply + 1}\t${written}\t${m.san}\t${replay.fen()}\n`;
    });
    positions.set(replay.fen(), true);
    words.push(headers.Result);
    const spelled = variant.kingTakesRook ? ', castling as king takes rook' : '';
    const tags = {
        Event: `Stockfish self-play in coordinates${spelled}`,
        Site: headers.Site,
        Date: headers.Date,
        Round: headers.Round,
        White: headers.White,
        Black: headers.Black,
        Result: headers.Result,
    };
    pgn += Object.entries(tags).map(([k, v]) => `[${k} "${v}"]`).join('\n') + '\n\n' + wrapWords(words, 79) + '\n\n';
});
fs.writeFileSync(data + 'pgn/coordinates.pgn', pgn);
fs.writeFileSync(data + 'pgn/coordinates_expected.txt', expected);

// Positions for LAN: those of the games above and the FEN round-trip set,
// which has checks, mates, promotions and en passant.
for (const line of fs.readFileSync(data + 'fen_roundtrip.txt', 'utf8').split('\n')) {
    if (line.trim() !== '') positions.set(line.trim(), true);
}
let lanText = '# FEN, then uci=LAN for every legal move (from chess.js)\n';
let moveCount = 0;
for (const fen of positions.keys()) {
    const board = new Chess(fen);
    const moves = board.moves({ verbose: true });
    if (moves.length === 0) continue;
    moveCount += moves.length;
    lanText += fen + '\t' + moves.map((m) => `${m.from}${m.to}${m.promotion ?? ''}=${lan(m)}`).join(' ') + '\n';
}
fs.writeFileSync(data + 'lan_chessjs.txt', lanText);
console.log(`${variants.length} games, ${positions.size} positions, ${moveCount} moves with LAN`);
