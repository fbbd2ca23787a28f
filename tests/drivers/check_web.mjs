// Builds the web page (tools/web.sh), opens it from disk in Debian's
// headless chromium through puppeteer-core, plays scripted games by
// clicking and dragging on the board, and checks what the page shows.
//
//   node tests/drivers/check_web.mjs [WORK_DIR]
//
// Needs em++, chromium (apt-get install emscripten chromium) and
// puppeteer-core (npm ci --prefix tests/drivers). Without one of
// them it skips (exit 77) unless SHAKKI_REQUIRE_WEB=1. The expected SAN,
// FEN and sentences are written from the rules and the games' published
// scores, not from shakki's output. It saves a screenshot of the last
// position to WORK_DIR/web.png, or to $SHAKKI_WEB_SCREENSHOT (the docs'
// picture: SHAKKI_WEB_SCREENSHOT=docs/images/web.png).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const required = process.env.SHAKKI_REQUIRE_WEB === "1";
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";

function skip(why) {
  console.log("check_web: " + why);
  process.exit(required ? 1 : 77);
}

if (spawnSync("em++", ["--version"], { stdio: "ignore" }).status !== 0) skip("em++ not found (apt-get install emscripten)");
if (!existsSync(chromium)) skip(chromium + " not found (apt-get install chromium)");
let puppeteer;
try {
  // From this folder's node_modules (package.json beside this file).
  puppeteer = (await import("puppeteer-core")).default;
} catch {
  skip("puppeteer-core not found (npm ci --prefix tests/drivers)");
}

const work = process.argv[2] || mkdtempSync(join(tmpdir(), "shakki-web-"));
let failures = 0;
let passes = 0;
function expect(name, ok, detail) {
  if (ok) {
    passes += 1;
    console.log("ok   " + name);
  } else {
    failures += 1;
    console.log("FAIL " + name + (detail !== undefined ? ": " + detail : ""));
  }
}

try {
  execFileSync("sh", [join(root, "tools", "web.sh"), work], { stdio: ["ignore", "ignore", "inherit"] });
  expect("tools/web.sh builds the page", existsSync(join(work, "shakki.js")));
} catch {
  expect("tools/web.sh builds the page", false);
  console.log(`check_web: ${passes} passed, ${failures} failed`);
  process.exit(1);
}

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
await page.setViewport({ width: 1200, height: 820 });
const pageErrors = [];
page.on("pageerror", (error) => pageErrors.push(String(error)));

// The page opened from disk: the WebAssembly is inside shakki.js.
await page.goto(pathToFileURL(join(work, "index.html")).href);
await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
expect("the page starts from file://", true);

// ---- helpers ----
const $text = (selector) => page.$eval(selector, (e) => e.textContent);
const moves = () => page.$$eval("#moves .move", (list) => list.map((e) => e.textContent).join(" "));
const status = () => $text("#status");
const message = () => $text("#message");
const fen = () => page.$eval("body", (e) => e.dataset.fen);

async function center(square) {
  return page.evaluate((s) => window.shakkiWeb.squareCenter(s), square);
}
async function click(square) {
  const p = await center(square);
  await page.mouse.click(p.x, p.y);
}
async function drag(from, to) {
  const a = await center(from);
  const b = await center(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}
// Moves as "e2e4" pairs, played by two clicks each.
async function play(list) {
  for (const move of list.split(" ")) {
    await click(move.slice(0, 2));
    await click(move.slice(2, 4));
  }
}
async function button(id) {
  await page.click("#" + id);
}
async function language(code) {
  await page.select("#language", code);
}
async function loadFen(text) {
  await page.$eval("#fen", (e, t) => (e.value = t), text);
  await button("load-fen");
}
async function newGame() {
  await button("new");
}

// ---- Fool's mate, in English ----
await language("en");
await play("f2f3 e7e5 g2g4 d8h4");
expect("Fool's mate: the move list", (await moves()) === "f3 e5 g4 Qh4#", await moves());
expect("Fool's mate: the status line", (await status()) === "Black wins by checkmate.", await status());
expect("Fool's mate: the result in the list", (await $text("#moves .result")) === "0-1");
await click("a2");
await click("a3");
expect("no move after mate", (await moves()) === "f3 e5 g4 Qh4#", await moves());

// ---- destinations, a click on an empty square, an illegal drop ----
await newGame();
await click("g1");
const rings = await page.$$eval("#board circle.mark", (list) => list.length);
expect("a click on g1 rings two squares (f3, h3)", rings === 2, rings);
await click("g1");
expect("a second click on g1 takes the selection away", (await page.$$("#board circle.mark")).length === 0);
await drag("g1", "g3");
expect("an illegal drop snaps back", (await fen()) === "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", await fen());
expect("an illegal drop says why", (await message()) !== "", await message());
await drag("g1", "f3");
expect("a drag plays Nf3", (await moves()) === "Nf3", await moves());

// ---- both castlings: by the king's square, and onto the rook ----
await loadFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
await click("e1");
await click("g1");
await drag("e8", "a8");
expect("O-O by clicks and O-O-O by a drop on the rook", (await moves()) === "O-O O-O-O", await moves());
expect("the castled position", (await fen()) === "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2", await fen());

// ---- Chess960: castling by moving the king onto its rook ----
await loadFen("1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w KQkq - 0 1");
expect("a Chess960 FEN is read as Chess960", (await status()).includes("Chess960"), await status());
await click("d1");
await click("g1");
await drag("d8", "b8");
expect("Chess960 O-O and O-O-O onto the rooks", (await moves()) === "O-O O-O-O", await moves());
expect("the Chess960 castled position", (await fen()) === "2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2", await fen());
const pgn960 = await page.evaluate(() => window.shakkiWeb.pgnText());
expect("the Chess960 download has its start", pgn960.includes('[Variant "Chess960"]') && pgn960.includes("1R1K2R1 w"), pgn960);
await button("chess960");
expect("the Chess960 button sets up a numbered start", /Chess960 #\d+/.test(await status()), await status());

// ---- endings the board decides ----
await loadFen("k7/8/8/8/8/8/8/K6n w - - 0 1");
expect("insufficient material", (await status()).includes("insufficient material"), await status());
await loadFen("k7/8/8/8/8/8/8/KR6 w - - 149 80");
await play("b1b2");
expect("the 75-move rule", (await status()).includes("75-move"), await status());
await newGame();
await play("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
expect("fivefold repetition", (await status()).includes("fivefold"), await status());

// ---- a promotion, asked for ----
await loadFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
await click("e7");
await click("e8");
const asked = await page.$eval("#promotion", (e) => !e.hidden);
expect("a pawn on the last rank asks for the piece", asked);
await page.click('#promotion button[data-piece="n"]');
expect("e8=N promotes to a knight", (await moves()) === "e8=N", await moves());
expect("the knight stands on e8", (await fen()).startsWith("k3N3/8/"), await fen());
await loadFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
await drag("e7", "e8");
await page.click('#promotion button[data-piece="q"]');
expect("e8=Q+ by a drag", (await moves()) === "e8=Q+", await moves());

// ---- en passant, in Finnish ----
await newGame();
await language("fi");
await play("e2e4 a7a6 e4e5 d7d5 e5d6");
expect("en passant in Finnish: exd6 e.p.", (await moves()) === "e4 a6 e5 d5 exd6 e.p.", await moves());
expect("the status line in Finnish", (await status()) === "Mustan siirtovuoro.", await status());
await language("fan");
expect("the history in figurines", (await moves()) === "e4 a6 e5 d5 exd6", await moves());
await play("b8c6");
expect("a figurine knight", (await moves()).endsWith("\u265Ec6"), await moves());
await language("en");

// ---- threefold repetition: the claim before the move, then undo and redo ----
await newGame();
await play("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
const claimBefore = await page.$eval("#claim", (e) => !e.disabled);
expect("Black may claim before ...Ng8 (FIDE 9.2.1)", claimBefore);
await button("claim");
await play("f6g8");
expect("the claim with ...Ng8 ends the game", (await status()).includes("repetition"), await status());
expect("a claimed draw is 1/2-1/2", (await $text("#moves .result")) === "1/2-1/2");
await button("undo");
expect("undo takes the claim back first", (await status()).startsWith("White to move."), await status());
expect("the eight moves stay", (await page.$$("#moves .move")).length === 8);
const claimNow = await page.$eval("#claim", (e) => !e.disabled);
expect("White may claim now: the start position stands for the third time", claimNow);
await button("undo");
await button("undo");
expect("undo goes back two moves", (await page.$eval("#moves .current", (e) => e.dataset.ply)) === "6");
await button("redo");
await button("redo");
await button("redo");
expect("redo replays the moves and the claim", (await status()).includes("repetition"), await status());
await button("undo");
await button("claim");
expect("claiming now ends the game too", (await $text("#moves .result")) === "1/2-1/2");

// ---- resign and agree ----
await newGame();
await play("e2e4");
await button("resign");
expect("the side to move resigns", (await status()) === "Black resigns.", await status());
await newGame();
await button("agree");
expect("an agreed draw", (await status()) === "Draw by agreement.", await status());

// ---- a pasted PGN in Esperanto, stepped through ----
await newGame();
await page.$eval("#pgn", (e) => (e.closest("details").open = true));
await page.$eval("#pgn", (e) => {
  e.value = '[Event "Ludo"]\n[White "Blanko"]\n[Black "Nigro"]\n\n1. e4 e5 2. \u0108f3 \u0108c6 3. Kb5 a6 *\n';
});
await button("load-pgn");
expect("the PGN is read as Esperanto", (await message()).includes("Esperanto"), await message());
expect("the pasted game starts at its beginning", (await fen()).startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
for (let i = 0; i < 6; i += 1) await button("redo");
expect(
  "six steps reach the Ruy Lopez after 3...a6",
  (await fen()) === "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
  await fen(),
);
await language("eo");
expect("the history in Esperanto", (await moves()) === "e4 e5 \u0108f3 \u0108c6 Kb5 a6", await moves());
const pgn = await page.evaluate(() => window.shakkiWeb.pgnText());
expect("the download is in Esperanto with the game's tags", pgn.includes("2. \u0108f3 \u0108c6 3. Kb5") && pgn.includes('[White "Blanko"]'), pgn);
await page.click('#moves .move[data-ply="2"]');
expect("a click in the list goes to that move", (await fen()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"));
await language("en");
await page.$eval("#pgn", (e) => (e.value = "1. e4 e5 2. Ke3 *"));
const before = await fen();
await button("load-pgn");
expect("a broken PGN shows the reader's message", (await message()).startsWith("PGN: line 1"), await message());
expect("a broken PGN leaves the game alone", (await fen()) === before);

// ---- a pasted database of megabytes: its first game loads ----
await newGame();
await page.$eval("#pgn", (e) => {
  e.value = '[Event "Suuri"]\n[White "A"]\n[Black "B"]\n\n1. d4 d5 2. c4 e6 *\n\n'.repeat(120000);
});
await button("load-pgn");
for (let i = 0; i < 4; i += 1) await button("redo");
expect(
  "a 7 MB paste loads its first game",
  (await fen()) === "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3",
  (await message()) + " " + (await fen()),
);
await page.$eval("#pgn", (e) => (e.value = ""));

// ---- a broken FEN; the page keeps working ----
await newGame();
await loadFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
const fenMessage = await message();
expect("a broken FEN shows shakki's message", fenMessage.startsWith("FEN: ") && fenMessage.includes("byte 44"), fenMessage);
expect("a broken FEN leaves the position alone", (await page.$eval("#status", (e) => e.textContent)) === "White to move.");

// ---- the random-move opponent ----
await page.select("#opponent", "b");
await play("d2d4");
await page.waitForFunction(() => window.shakkiWeb.state().ply === 2, { timeout: 5000 }).catch(() => {});
expect("the random opponent answers", (await page.evaluate(() => window.shakkiWeb.state().ply)) === 2);
await page.select("#opponent", "");

// ---- Loyd's ten-move stalemate, seen from Black, with the last screenshot ----
await newGame();
await button("flip");
await play(
  "e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6",
);
expect(
  "Loyd's stalemate: the move list",
  (await moves()) === "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6",
  await moves(),
);
expect("Loyd's stalemate: the status line", (await status()) === "Draw by stalemate.", await status());
await button("flip");
await language("hu");
expect("the stalemate in Hungarian", (await status()) === "D\u00f6ntetlen: patt.", await status());
expect("the history in Hungarian", (await moves()).includes("Vxd7+ Kf7"), await moves());

await page.$eval("#pgn", (e) => (e.closest("details").open = false));
expect("no JavaScript errors", pageErrors.length === 0, pageErrors.join("; "));
await page.screenshot({ path: process.env.SHAKKI_WEB_SCREENSHOT || join(work, "web.png") });
await browser.close();

console.log(`check_web: ${passes} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
