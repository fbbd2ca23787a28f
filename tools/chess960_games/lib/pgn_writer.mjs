// Writes a game the way cutechess-cli does: the seven roster tags, then the
// others in alphabetical order; every move followed by "{eval/depth time}",
// no "1..." after a comment, and the reason the game ended added to the last
// comment (", White mates"). `style` varies the details between games so that
// a reader meets more than one spelling.
import { wrapWords } from 'shakki-tools-lib/wrap.mjs';

export function writeGame(game, style) {
  const tags = [
    ['Event', style.event],
    ['Site', style.site],
    ['Date', style.date],
    ['Round', String(style.round)],
    ['White', style.white],
    ['Black', style.black],
    ['Result', game.end.result],
    ['FEN', style.fen],
  ];
  if (style.timeTags) tags.push(...style.timeTags);
  tags.push(['PlyCount', String(game.plies.length)], ['SetUp', '1'], ['TimeControl', style.timeControl], ['Variant', style.variant]);

  const tokens = [];
  game.plies.forEach((p, i) => {
    if (i % 2 === 0) tokens.push(`${i / 2 + 1}.`);
    tokens.push(p.san);
    const last = i === game.plies.length - 1;
    if (last && style.separateReasonComment) tokens.push(`{${p.comment}}`, `{${game.end.reason}}`);
    else if (last) tokens.push(`{${p.comment}, ${game.end.reason}}`);
    else tokens.push(`{${p.comment}}`);
  });
  tokens.push(game.end.result);

  const head = tags.map(([k, v]) => `[${k} "${v}"]`).join('\n');
  return `${head}\n\n${wrap(tokens, style.breakInsideComments)}\n`;
}

// Lines of at most 80 characters. By default a token ("{+0.25/6 0.004s}" is
// one) is never split; with `inside` a comment may break at its space, which
// PGN allows.
function wrap(tokens, inside) {
  return wrapWords(inside ? tokens.flatMap((t) => t.split(' ')) : tokens, 80);
}
