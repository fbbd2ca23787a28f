// The seeded pseudo-random numbers of the generators: mulberry32, a small
// 32-bit PRNG that gives the same numbers on every platform, so the data
// can be made again byte for byte.
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The seed of game `game`'s own stream, so that a game does not depend on
// the games before it. `salt` tells two generators' streams apart.
export function gameSeed(seed, game, salt = 0) {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(game + 1, 0x85ebca6b) ^ salt) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

// A whole number from 0 to n - 1.
export const randInt = (rng, n) => Math.floor(rng() * n);

// One element of `arr`, each as likely.
export const pick = (rng, arr) => arr[randInt(rng, arr.length)];

// One of `items`, each as likely as its weight.
export function weightedPick(rng, items, weights) {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

// Shuffles `arr` in place (Fisher-Yates) and returns it.
export function shuffle(rng, arr) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [arr[i], arr[j]] = [arr[j], arr[i]];
  }
  return arr;
}
