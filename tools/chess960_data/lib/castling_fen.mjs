// The two Chess960 castling-field styles, written from the published rules:
//   Shredder-FEN: the file letter of each castling rook (upper case white,
//     lower case black), white first, kingside (higher file) first: "HAha".
//   X-FEN: K/Q (k/q) when the castling rook is the outermost rook of its colour
//     on that side of the king, else the rook's file letter (an inner rook).
// Input: the FEN board field and the castling rooks as {white: [files], black: [files]}
// with files 0..7 (a..h) on the colour's back rank.

const FILES = 'abcdefgh';

// rank 0 = rank 1 (white's back rank), rank 7 = rank 8; each row a..h, null for empty.
export function parseBoard(boardField) {
  const rows = boardField.split('/');
  if (rows.length !== 8) throw new Error(`bad board ${boardField}`);
  const board = [];
  for (let i = 0; i < 8; i++) {
    const row = [];
    for (const c of rows[i]) {
      if (/[1-8]/.test(c)) for (let k = 0; k < Number(c); k++) row.push(null);
      else row.push(c);
    }
    if (row.length !== 8) throw new Error(`bad board row ${rows[i]}`);
    board[7 - i] = row;
  }
  return board;
}

function backRankInfo(board, color) {
  const row = board[color === 'white' ? 0 : 7];
  const rook = color === 'white' ? 'R' : 'r';
  const king = color === 'white' ? 'K' : 'k';
  return {
    kingFile: row.indexOf(king),
    rookFiles: row.flatMap((p, f) => (p === rook ? [f] : [])),
  };
}

const caseFor = (color, s) => (color === 'white' ? s.toUpperCase() : s.toLowerCase());

export function shredderField(rights) {
  let out = '';
  for (const color of ['white', 'black']) {
    for (const f of [...rights[color]].sort((a, b) => b - a)) out += caseFor(color, FILES[f]);
  }
  return out || '-';
}

export function xfenField(board, rights) {
  let out = '';
  for (const color of ['white', 'black']) {
    const { kingFile, rookFiles } = backRankInfo(board, color);
    for (const f of [...rights[color]].sort((a, b) => b - a)) {
      if (kingFile < 0) throw new Error('castling right without a king on the back rank');
      const outermost = f > kingFile ? f === Math.max(...rookFiles) : f === Math.min(...rookFiles);
      const sideLetter = f > kingFile ? 'k' : 'q';
      out += caseFor(color, outermost ? sideLetter : FILES[f]);
    }
  }
  return out || '-';
}

// Reads either style back into rook files (the inverse of the two writers).
export function parseCastlingField(board, field) {
  const rights = { white: [], black: [] };
  if (field === '-') return rights;
  for (const c of field) {
    const color = c === c.toUpperCase() ? 'white' : 'black';
    const lower = c.toLowerCase();
    const { kingFile, rookFiles } = backRankInfo(board, color);
    let file;
    if (lower === 'k') file = Math.max(...rookFiles.filter((f) => f > kingFile));
    else if (lower === 'q') file = Math.min(...rookFiles.filter((f) => f < kingFile));
    else file = FILES.indexOf(lower);
    if (!Number.isInteger(file) || file < 0 || !rookFiles.includes(file)) throw new Error(`castling ${c}: no rook`);
    rights[color].push(file);
  }
  return rights;
}

// Replaces the castling field (field 3) of a FEN.
export function withCastling(fen, field) {
  const parts = fen.split(' ');
  parts[2] = field;
  return parts.join(' ');
}
