// Chess960 start positions by Scharnagl's numbering (0..959; 518 is the
// standard RNBQKBNR, 0 is BBQNNRKR), written from the published rule:
//   n % 4         light-squared bishop on b, d, f, h
//   (n / 4) % 4   dark-squared bishop on a, c, e, g
//   (n / 16) % 6  queen on that free square (counting from the a-file)
//   n / 96        knights by the knight table below, on the five free squares
//   then R, K, R fill the last three free squares from the a-file on.

// Which two of the five remaining free squares get the knights.
const KNIGHT_TABLE = [
  [0, 1], [0, 2], [0, 3], [0, 4], [1, 2],
  [1, 3], [1, 4], [2, 3], [2, 4], [3, 4],
];

// White's back rank (a..h) of start position n, as a string like "RNBQKBNR".
export function backRankOf(n) {
  if (!Number.isInteger(n) || n < 0 || n > 959) throw new Error(`no Chess960 position ${n}`);
  const rank = Array(8).fill(null);
  const free = () => rank.flatMap((p, file) => (p === null ? [file] : []));
  rank[2 * (n % 4) + 1] = 'B';
  rank[2 * (Math.floor(n / 4) % 4)] = 'B';
  rank[free()[Math.floor(n / 16) % 6]] = 'Q';
  const [k1, k2] = KNIGHT_TABLE[Math.floor(n / 96)];
  const five = free();
  rank[five[k1]] = 'N';
  rank[five[k2]] = 'N';
  const [r1, k, r2] = free();
  rank[r1] = 'R';
  rank[k] = 'K';
  rank[r2] = 'R';
  return rank.join('');
}

// The inverse, computed the other way round (the "two tables" view of the
// same scheme: n = 16 * king-table row + bishop-table column), so that a
// slip in one direction shows up as a failed round trip.
export function numberOf(backRank) {
  const files = [...backRank];
  const bishops = files.flatMap((p, f) => (p === 'B' ? [f] : []));
  const light = bishops.find((f) => f % 2 === 1);
  const dark = bishops.find((f) => f % 2 === 0);
  const bishopColumn = (light - 1) / 2 + 4 * (dark / 2);
  const rest = files.filter((p) => p !== 'B'); // six pieces, a-file first
  const queen = rest.indexOf('Q');
  const knightsAmongFive = rest
    .filter((p) => p !== 'Q')
    .flatMap((p, i) => (p === 'N' ? [i] : []));
  const knightRow = KNIGHT_TABLE.findIndex(([a, b]) => a === knightsAmongFive[0] && b === knightsAmongFive[1]);
  return 16 * (queen + 6 * knightRow) + bishopColumn;
}

// Every arrangement of RNBQKBNR with bishops on opposite colours and the king
// between the rooks, found by brute force over all permutations (no numbering).
export function allValidBackRanks() {
  const found = new Set();
  const permute = (prefix, rest) => {
    if (rest.length === 0) {
      if (isValidBackRank(prefix)) found.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i++) permute(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  permute('', 'RNBQKBNR');
  return found;
}

export function isValidBackRank(s) {
  if (s.length !== 8 || [...s].sort().join('') !== 'BBKNNQRR') return false;
  const b = [...s].flatMap((p, f) => (p === 'B' ? [f] : []));
  const r = [...s].flatMap((p, f) => (p === 'R' ? [f] : []));
  const k = s.indexOf('K');
  return b[0] % 2 !== b[1] % 2 && r[0] < k && k < r[1];
}

// Published facts to check the numbering against.
export const KNOWN_POSITIONS = new Map([
  [518, 'RNBQKBNR'], // the standard start
  [0, 'BBQNNRKR'],
  [1, 'BQNBNRKR'],
  [959, 'RKRNNQBB'],
]);
