// Checks the written files against the games, by two other readers:
// chessops's own PGN parser (Variant + FEN tags, SAN replay) and Stockfish
// (the UCI move lists replayed, its FEN and legal-move count at the end).
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { ending } from './play.mjs';
import { xfenOf, shredderOf } from './fen_forms.mjs';

function fail(msg) {
  throw new Error(`verify: ${msg}`);
}

// chessops re-reads the PGN text; each game must end where the expected line says.
export function verifyPgn(pgnText, expected) {
  const games = parsePgn(pgnText);
  if (games.length !== expected.length) fail(`chessops reads ${games.length} games, expected ${expected.length}`);
  const movetextResults = [...pgnText.matchAll(/(1-0|0-1|1\/2-1\/2|\*)\s*(?=\n\[|$)/g)].map((m) => m[1]);
  games.forEach((g, i) => {
    const exp = expected[i];
    const pos = startingPosition(g.headers).unwrap();
    const seen = new Map();
    const bump = () => {
      const k = makeFen(pos.toSetup(), { epd: true });
      seen.set(k, (seen.get(k) || 0) + 1);
      return seen.get(k);
    };
    let reps = bump();
    let plies = 0;
    for (const node of g.moves.mainline()) {
      if (ending(pos, reps)) fail(`game ${i + 1}: over before ply ${plies + 1}`);
      const move = parseSan(pos, node.san);
      if (!move) fail(`game ${i + 1}: chessops cannot read ${node.san} at ply ${plies + 1}`);
      pos.play(move);
      reps = bump();
      plies++;
    }
    const end = ending(pos, reps);
    if (!end) fail(`game ${i + 1}: not over at the end of the movetext`);
    if (plies !== exp.plies || String(plies) !== g.headers.get('PlyCount')) fail(`game ${i + 1}: ply count`);
    if (xfenOf(pos) !== exp.xfen || shredderOf(pos) !== exp.shredder) fail(`game ${i + 1}: final FEN`);
    if (end.result !== exp.result || g.headers.get('Result') !== exp.result || movetextResults[i] !== exp.result) {
      fail(`game ${i + 1}: result ${end.result} / tag ${g.headers.get('Result')} / movetext ${movetextResults[i]} / expected ${exp.result}`);
    }
  });
}

// Stockfish replays the UCI lines; returns any disagreement as text (none expected).
export async function verifyWithStockfish(engine, uciLines, expected, startXfens) {
  const notes = [];
  for (let i = 0; i < uciLines.length; i++) {
    const [startFen, movesText] = uciLines[i].split('\t');
    const moves = movesText.split(' ');
    const exp = expected[i];
    const fromX = await engine.board(startXfens[i], []);
    if (fromX.fen !== startFen) notes.push(`game ${i + 1}: Stockfish reads the X-FEN start as ${fromX.fen}, not ${startFen}`);
    const { fen, checkers } = await engine.board(startFen, moves);
    if (fen !== exp.shredder) notes.push(`game ${i + 1}: Stockfish ends at ${fen}, chessops at ${exp.shredder}`);
    const legal = await engine.perft(fen, 1);
    const over = legal === 0;
    if (exp.kind === 'checkmate' && !(over && checkers)) notes.push(`game ${i + 1}: Stockfish does not see mate`);
    if (exp.kind === 'stalemate' && !(over && !checkers)) notes.push(`game ${i + 1}: Stockfish does not see stalemate`);
    if (exp.kind !== 'checkmate' && exp.kind !== 'stalemate' && over) notes.push(`game ${i + 1}: Stockfish sees no legal move`);
    if (exp.kind === 'fifty' && Number(fen.split(' ')[4]) < 100) notes.push(`game ${i + 1}: Stockfish's halfmove clock below 100`);
  }
  return notes;
}

// For a threefold game: the final position's key (Stockfish's FEN without the
// clocks) must occur at least three times among Stockfish's FENs of the game.
export async function stockfishRepetitions(engine, startFen, moves) {
  const keys = [];
  for (let n = 0; n <= moves.length; n++) {
    const { fen } = await engine.board(startFen, moves.slice(0, n));
    keys.push(fen.split(' ').slice(0, 4).join(' '));
  }
  const last = keys[keys.length - 1];
  return keys.filter((k) => k === last).length;
}
