// Words joined by spaces into lines of at most `width` characters, as PGN
// movetext is laid out; a word longer than that stands on a line alone.
export function wrapWords(words, width) {
  const lines = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
