// web_bench: the browser page of examples/web as a user gets it. Prints the
// size of its WebAssembly, how long Chromium takes to load the page until
// it can be played, and perft from the start position in the browser
// against a native build, in the same rounds (one of each per round, the
// best kept), so that load on a shared machine hits both sides alike.
//
//   node benchmarks/web_bench.mjs [NATIVE_PERFT] [ROUNDS]
//
// NATIVE_PERFT is a native build's examples/perft (default
// build/examples/perft); ROUNDS defaults to 5. Needs what the web test
// (tests/drivers/check_web.mjs) needs: em++, chromium and puppeteer-core,
// the test drivers' npm package (tools/setup.sh --tests installs them).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const native = process.argv[2] || join(root, "build", "examples", "perft");
const rounds = Number(process.argv[3] || 5);
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const require = createRequire(join(root, "tests", "drivers", "package.json"));
const puppeteer = (await import(pathToFileURL(require.resolve("puppeteer-core")).href)).default;

const work = mkdtempSync(join(tmpdir(), "shakki-web-bench-"));
execFileSync("sh", [join(root, "tools", "web.sh"), work], { stdio: ["ignore", "ignore", "inherit"] });

// SINGLE_FILE puts the module into shakki.js as base64: decode it to count
// the WebAssembly's own bytes.
const script = readFileSync(join(work, "shakki.js"));
const embedded = /data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)/.exec(script.toString("latin1"));
const wasm = embedded ? Buffer.from(embedded[1], "base64") : Buffer.alloc(0);
const kb = (bytes) => (bytes / 1024).toFixed(0) + " KB";
console.log(`shakki.js (WebAssembly inside): ${kb(statSync(join(work, "shakki.js")).size)}, gzip ${kb(gzipSync(script).length)}`);
console.log(`the WebAssembly: ${kb(wasm.length)}, gzip ${kb(gzipSync(wasm).length)}`);

function nativePerft(depth) {
  const start = process.hrtime.bigint();
  const run = spawnSync(native, [String(depth)], { encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0) throw new Error(`${native} ${depth}: exit ${run.status}`);
  return { nodes: Number(run.stdout.trim().split("\n").pop()), ms };
}

const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const url = pathToFileURL(join(work, "index.html")).href;
const depths = [5, 6];
const best = { load: Infinity, browser: {}, native: {} };
const loads = [];
for (let round = 0; round < rounds; ++round) {
  const page = await browser.newPage();
  const start = Date.now();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  const load = Date.now() - start;
  loads.push(load);
  best.load = Math.min(best.load, load);
  for (const depth of depths) {
    const inBrowser = await page.evaluate((d) => {
      const t = performance.now();
      const nodes = Module.ccall("web_perft", "number", ["number"], [d]);
      return { nodes, ms: performance.now() - t };
    }, depth);
    const onMachine = nativePerft(depth);
    if (inBrowser.nodes !== onMachine.nodes) throw new Error(`perft ${depth}: ${inBrowser.nodes} in the browser, ${onMachine.nodes} native`);
    best.browser[depth] = Math.min(best.browser[depth] ?? Infinity, inBrowser.ms);
    best.native[depth] = Math.min(best.native[depth] ?? Infinity, onMachine.ms);
  }
  await page.close();
}
await browser.close();

loads.sort((a, b) => a - b);
console.log(`page load until playable (file://): best ${best.load} ms, median ${loads[Math.floor(loads.length / 2)]} ms, ${rounds} rounds`);
for (const depth of depths) {
  const b = best.browser[depth];
  const n = best.native[depth];
  console.log(`perft ${depth} from the start: browser ${b.toFixed(0)} ms, native ${n.toFixed(0)} ms (process included), browser/native ${(b / n).toFixed(2)}x`);
}
