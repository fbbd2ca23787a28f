// Stockfish searches for self-play: builds on the generators' one-process
// UCI driver (tools/lib), with Chess960 castling on (king-takes-rook move
// strings).
import { Stockfish } from 'shakki-tools-lib/stockfish.mjs';

// One finished search line: {move, pv, depth, cp | mate, timeMs} from the
// mover's point of view.
function parseInfo(line) {
  // Bound scores are kept: the last block Stockfish prints when the node
  // limit stops it is the one its bestmove comes from.
  const t = line.split(' ');
  const at = (key) => t.indexOf(key);
  if (at('pv') < 0 || at('score') < 0) return null;
  const out = {
    multipv: at('multipv') >= 0 ? Number(t[at('multipv') + 1]) : 1,
    depth: Number(t[at('depth') + 1]),
    timeMs: at('time') >= 0 ? Number(t[at('time') + 1]) : 0,
    pv: t.slice(at('pv') + 1),
  };
  const kind = t[at('score') + 1];
  const value = Number(t[at('score') + 2]);
  if (kind === 'cp') out.cp = value;
  else out.mate = value;
  out.move = out.pv[0];
  return out;
}

export class Engine extends Stockfish {
  init() {
    return super.init({ UCI_Chess960: true });
  }
  // Searches `nodes` nodes from startFen + moves; returns the best lines
  // (index 0 = best) and Stockfish's bestmove. `searchMoves` restricts the root.
  async search(startFen, moves, { nodes, multiPv = 1, searchMoves = null }) {
    this.setOption('MultiPV', multiPv);
    this.position(startFen, moves);
    this.send(`go nodes ${nodes}${searchMoves ? ' searchmoves ' + searchMoves.join(' ') : ''}`);
    const lines = await this.waitFor(/^bestmove /);
    const best = lines[lines.length - 1].split(' ')[1];
    const byIndex = new Map();
    for (const l of lines) {
      const info = l.startsWith('info ') ? parseInfo(l) : null;
      if (info) byIndex.set(info.multipv, info); // later lines are deeper
    }
    const result = [...byIndex.keys()].sort((a, b) => a - b).map((k) => byIndex.get(k));
    if (!result.length || result[0].move !== best) throw new Error(`bestmove ${best} is not the first line`);
    return result;
  }
}

// Cute Chess style evaluation text: pawns with sign and two decimals, or
// +M/-M with the distance in plies; then "/depth".
export function evalText(line) {
  let score;
  if (line.mate !== undefined) score = line.mate > 0 ? `+M${2 * line.mate - 1}` : `-M${-2 * line.mate}`;
  else if (line.cp === 0) score = '0.00';
  else score = (line.cp > 0 ? '+' : '-') + (Math.abs(line.cp) / 100).toFixed(2);
  return `${score}/${line.depth}`;
}

export function timeText(ms) {
  return `${Number((ms / 1000).toFixed(3))}s`;
}
