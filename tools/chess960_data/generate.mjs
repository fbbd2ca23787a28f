#!/usr/bin/env node
// Generates independent Chess960 reference data for shakki (see README.md):
//   tests/data/chess960_starts.txt       the 960 start positions with perft 1..3
//   tests/data/chess960_perft.epd        Chess960 positions with ;D1..;D4 [;D5]
//   tests/data/chess960_perft_notes.txt  line number -> what each EPD line covers
//   tests/data/chess960_fen_styles.txt   Shredder-FEN <TAB> X-FEN of the same position
//
// Usage: node generate.mjs [--only starts|perft|styles] [--seed N]
//                          [--stockfish PATH] [--out-dir DIR]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stockfish } from 'shakki-tools-lib/stockfish.mjs';
import { generateStarts } from './starts.mjs';
import { generatePerft } from './perft_positions.mjs';
import { generateFenStyles } from './fen_styles.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const opts = { only: null, seed: 960, stockfish: '/usr/games/stockfish', outDir: resolve(here, '../../tests/data') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`missing value for ${a}`);
      return argv[++i];
    };
    if (a === '--only') opts.only = next();
    else if (a === '--seed') opts.seed = Number(next()) >>> 0;
    else if (a === '--stockfish') opts.stockfish = next();
    else if (a === '--out-dir') opts.outDir = resolve(next());
    else throw new Error(`unknown argument ${a}`);
  }
  if (opts.only && !['starts', 'perft', 'styles'].includes(opts.only)) throw new Error(`--only ${opts.only}?`);
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const want = (part) => !opts.only || opts.only === part;
  mkdirSync(opts.outDir, { recursive: true });
  const out = (name, text) => writeFileSync(resolve(opts.outDir, name), text);
  const sf = await new Stockfish(opts.stockfish).init({ UCI_Chess960: true });
  console.error(`engine: ${sf.name}`);
  const started = Date.now();
  try {
    if (want('starts')) out('chess960_starts.txt', await generateStarts(sf));
    let perftPositions = [];
    if (want('perft') || want('styles')) {
      const { epd, notes, positions } = await generatePerft(sf, { seed: opts.seed, countsToo: want('perft') });
      perftPositions = positions;
      if (want('perft')) {
        out('chess960_perft.epd', epd);
        out('chess960_perft_notes.txt', notes);
      }
    }
    if (want('styles')) out('chess960_fen_styles.txt', await generateFenStyles(sf, perftPositions));
  } finally {
    sf.quit();
  }
  console.error(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
