// The page's behaviour: clicks, drags and buttons in, calls to the shakki
// glue (glue.cpp, compiled to shakki.js) out. The rules, SAN, status
// words and the board's picture all come from the glue; this file keeps
// only what the page shows: the selected square, the side seen from,
// whether a draw claim is armed, and who the random opponent is.
"use strict";

// shakki.js reads this object when it loads; the page starts once the
// WebAssembly is ready.
var Module = { onRuntimeInitialized: () => start() };

const web = (() => {
  const call = (name, ret, types, args) => Module.ccall(name, ret, types, args);
  // Pasted text can run to megabytes: ccall would copy a "string" argument
  // onto the WebAssembly stack (5 MB) and overflow it, so it goes through
  // the heap.
  const callWithText = (name, text) => {
    const size = Module.lengthBytesUTF8(text) + 1;
    const pointer = Module._malloc(size);
    if (pointer === 0) return "the text is too large";
    try {
      Module.stringToUTF8(text, pointer, size);
      return call(name, "string", ["number"], [pointer]);
    } finally {
      Module._free(pointer);
    }
  };
  return {
    languages: () => JSON.parse(call("web_languages", "string", [], [])),
    setLanguage: (code) => call("web_set_language", "number", ["string"], [code]) === 1,
    newGame: (n) => call("web_new_game", "number", ["number"], [n]),
    seed: (n) => call("web_seed", null, ["number"], [n]),
    state: () => JSON.parse(call("web_state", "string", [], [])),
    svg: (flipped, selected) => call("web_board_svg", "string", ["number", "number"], [flipped ? 1 : 0, selected]),
    destinations: (from) => {
      const text = call("web_destinations", "string", ["number"], [from]);
      return text === "" ? [] : text.split(" ").map(Number);
    },
    move: (from, to, promotion, claim) =>
      call("web_move", "string", ["number", "number", "string", "number"], [from, to, promotion, claim ? 1 : 0]),
    randomMove: () => call("web_random_move", "number", [], []) === 1,
    undo: () => call("web_undo", "number", [], []) === 1,
    redo: () => call("web_redo", "number", [], []) === 1,
    goto: (ply) => call("web_goto", null, ["number"], [ply]),
    claimDraw: () => call("web_claim_draw", "string", [], []),
    resign: (black) => call("web_resign", "string", ["number"], [black ? 1 : 0]),
    agreeDraw: () => call("web_agree_draw", "string", [], []),
    loadFen: (text) => callWithText("web_load_fen", text),
    loadPgn: (text) => callWithText("web_load_pgn", text),
    pgn: (white, black) => call("web_pgn", "string", ["string", "string"], [white, black]),
  };
})();

const $ = (id) => document.getElementById(id);

const ui = {
  selected: -1,
  flipped: false,
  claimArmed: false,
  opponent: "",      // "", "w" or "b": the side the random opponent plays
  state: null,
  pendingPromotion: null,
  computerTimer: 0,
};

// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63, as shakki numbers them.
const fileOf = (sq) => sq % 8;
const rankOf = (sq) => Math.floor(sq / 8);
const squareName = (sq) => "abcdefgh"[fileOf(sq)] + (rankOf(sq) + 1);
const squareIndex = (name) => "abcdefgh".indexOf(name[0]) + 8 * (Number(name[1]) - 1);

// The SVG's geometry, as docs/boards.md gives it: 100 units a square, a
// 40-unit margin for the coordinates.
const MARGIN = 40;
function corner(sq) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  return ui.flipped ? { x: MARGIN + (7 - f) * 100, y: MARGIN + r * 100 } : { x: MARGIN + f * 100, y: MARGIN + (7 - r) * 100 };
}
function svgPoint(event) {
  const svg = $("board").querySelector("svg");
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}
function squareAt(event) {
  const p = svgPoint(event);
  const col = Math.floor((p.x - MARGIN) / 100);
  const row = Math.floor((p.y - MARGIN) / 100);
  if (col < 0 || col > 7 || row < 0 || row > 7) return -1;
  return ui.flipped ? row * 8 + (7 - col) : (7 - row) * 8 + col;
}

function say(text, isError) {
  const message = $("message");
  message.textContent = text || "";
  message.classList.toggle("error", Boolean(isError));
}

// ---- drawing ----

function drawBoard() {
  const board = $("board");
  board.innerHTML = web.svg(ui.flipped, ui.selected).replace(/^<\?xml[^>]*>\s*/, "");
  if (ui.selected >= 0) {
    // The selected square, tinted under its piece.
    const svg = board.querySelector("svg");
    const c = corner(ui.selected);
    const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    rect.setAttribute("x", c.x);
    rect.setAttribute("y", c.y);
    rect.setAttribute("width", 100);
    rect.setAttribute("height", 100);
    rect.setAttribute("class", "selected");
    const firstPiece = svg.querySelector("use");
    svg.insertBefore(rect, firstPiece);
  }
}

function pieceElement(sq) {
  const c = corner(sq);
  for (const use of $("board").querySelectorAll("use")) {
    if (Number(use.getAttribute("x")) === c.x && Number(use.getAttribute("y")) === c.y) return use;
  }
  return null;
}

function drawMoves(st) {
  const list = $("moves");
  list.textContent = "";
  let number = st.startNumber;
  let black = st.startBlack;
  let row = null;
  const newRow = (label) => {
    row = document.createElement("li");
    const n = document.createElement("span");
    n.className = "number";
    n.textContent = label;
    row.appendChild(n);
    list.appendChild(row);
  };
  st.moves.forEach((san, i) => {
    if (!black) {
      newRow(number + ".");
    } else if (i === 0) {
      newRow(number + "...");
      row.appendChild(document.createElement("span"));
    }
    const move = document.createElement("span");
    move.className = "move";
    move.textContent = san;
    move.dataset.ply = i + 1;
    if (i + 1 === st.ply) move.classList.add("current");
    if (i + 1 > st.ply) move.classList.add("ahead");
    move.addEventListener("click", () => act(() => web.goto(i + 1)));
    row.appendChild(move);
    if (black) number += 1;
    black = !black;
  });
  if (st.result !== "*") {
    const li = document.createElement("li");
    const gap = document.createElement("span");
    const result = document.createElement("span");
    result.className = "result";
    result.textContent = st.result;
    li.append(gap, result);
    list.appendChild(li);
  }
  // Keep the current move in sight (the result too, at the end).
  const current = st.ply === st.moves.length ? list.lastElementChild : list.querySelector(".current");
  if (current) (current.lastElementChild || current).scrollIntoView({ block: "nearest" });
}

function render() {
  const st = web.state();
  ui.state = st;
  if (st.over || !st.claimWithMove) ui.claimArmed = false;
  drawBoard();
  drawMoves(st);
  let status = st.status;
  if (st.chess960) status += st.chess960Number !== null ? " (Chess960 #" + st.chess960Number + ")" : " (Chess960)";
  $("status").textContent = status;
  $("fen").value = st.fen;
  $("undo").disabled = $("first").disabled = !st.canUndo;
  $("redo").disabled = $("last").disabled = !st.canRedo;
  $("claim").disabled = st.over || !(st.claimNow || st.claimWithMove);
  $("claim").classList.toggle("armed", ui.claimArmed);
  $("claim").textContent = ui.claimArmed ? "Claiming: play your move" : "Claim draw";
  $("agree").disabled = $("resign").disabled = st.over;
  document.body.dataset.fen = st.fen;
}

// ---- acting ----

// Runs a change of the game, clears the selection and draws again.
function act(change) {
  clearTimeout(ui.computerTimer);
  ui.selected = -1;
  hidePromotion();
  say("");
  change();
  render();
}

function afterMove() {
  render();
  scheduleComputer();
}

function scheduleComputer() {
  clearTimeout(ui.computerTimer);
  const st = ui.state;
  if (!ui.opponent || st.over || st.turn !== ui.opponent || st.canRedo) return;
  ui.computerTimer = setTimeout(() => {
    if (web.randomMove()) render();
  }, 350);
}

// Tries the move from one square to another; asks for the piece when a
// pawn promotes. Returns true when the move was played (or is waiting for
// the promotion piece).
function tryMove(from, to, promotion) {
  const answer = web.move(from, to, promotion || "", ui.claimArmed);
  if (answer === "") {
    ui.selected = -1;
    ui.claimArmed = false;
    say("");
    afterMove();
    return true;
  }
  if (answer === "promotion") {
    askPromotion(from, to);
    return true;
  }
  return answer;
}

function askPromotion(from, to) {
  ui.pendingPromotion = { from, to };
  const white = ui.state.turn === "w";
  for (const button of $("promotion").querySelectorAll(".choices button")) {
    const name = { q: "queen", r: "rook", b: "bishop", n: "knight" }[button.dataset.piece];
    // The piece drawings of the board's own SVG, defined in its <defs>.
    button.innerHTML =
      '<svg viewBox="0 0 100 100"><use href="#' + (white ? "white-" : "black-") + name + '"/></svg>';
  }
  $("promotion").hidden = false;
}

function hidePromotion() {
  ui.pendingPromotion = null;
  $("promotion").hidden = true;
}

function choosePromotion(piece) {
  const pending = ui.pendingPromotion;
  hidePromotion();
  if (!pending || !piece) {
    ui.selected = -1;
    drawBoard();
    return;
  }
  const answer = tryMove(pending.from, pending.to, piece);
  if (answer !== true) say(answer, true);
}

// ---- the board's pointer ----

let drag = null;

function onPointerDown(event) {
  if (event.button !== 0 || ui.pendingPromotion) return;
  const sq = squareAt(event);
  if (sq < 0) return;
  const movable = web.destinations(sq).length > 0;
  if (ui.selected >= 0 && sq !== ui.selected) {
    // A second click: the move it means, or another piece to select.
    const answer = tryMove(ui.selected, sq);
    if (answer === true) return;
    if (!movable) {
      ui.selected = -1;
      say(answer, true);
      drawBoard();
      return;
    }
  }
  if (!movable) return;
  const again = ui.selected === sq;
  ui.selected = sq;
  say("");
  drawBoard();
  const piece = pieceElement(sq);
  if (!piece) return;
  drag = { from: sq, piece, startX: event.clientX, startY: event.clientY, moved: false, again };
  $("board").setPointerCapture(event.pointerId);
}

function onPointerMove(event) {
  if (!drag) return;
  if (!drag.moved && Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < 4) return;
  if (!drag.moved) {
    drag.moved = true;
    drag.piece.classList.add("dragging");
    drag.piece.parentNode.appendChild(drag.piece);  // drawn over every other piece
  }
  const p = svgPoint(event);
  drag.piece.setAttribute("x", p.x - 50);
  drag.piece.setAttribute("y", p.y - 50);
}

function onPointerUp(event) {
  if (!drag) return;
  const d = drag;
  drag = null;
  if (!d.moved) {
    // A click on the selected piece again takes the selection away.
    if (d.again) {
      ui.selected = -1;
      drawBoard();
    }
    return;
  }
  const to = squareAt(event);
  if (to >= 0 && to !== d.from) {
    const answer = tryMove(d.from, to);
    if (answer === true) return;
    say(answer, true);
  }
  drawBoard();  // the piece snaps back
}

// ---- buttons ----

function computerSide() {
  return ui.opponent;
}

function wire() {
  const select = $("language");
  for (const language of web.languages()) {
    const option = document.createElement("option");
    option.value = language.code;
    option.textContent = language.name + " (" + language.code + ")";
    select.appendChild(option);
  }
  select.addEventListener("change", () => {
    web.setLanguage(select.value);
    render();
  });

  const board = $("board");
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  board.addEventListener("pointerup", onPointerUp);
  board.addEventListener("pointercancel", () => {
    drag = null;
    drawBoard();
  });

  for (const button of $("promotion").querySelectorAll("button")) {
    button.addEventListener("click", () => choosePromotion(button.dataset.piece));
  }

  $("new").addEventListener("click", () => {
    act(() => web.newGame(-1));
    scheduleComputer();
  });
  $("chess960").addEventListener("click", () => {
    act(() => web.newGame(Math.floor(Math.random() * 960)));
    scheduleComputer();
  });
  $("undo").addEventListener("click", () =>
    act(() => {
      web.undo();
      // Against the random opponent, take its reply back too.
      const st = web.state();
      if (ui.opponent && st.turn === computerSide() && st.ply > 0) web.undo();
    }),
  );
  $("redo").addEventListener("click", () => act(() => web.redo()));
  $("first").addEventListener("click", () => act(() => web.goto(0)));
  $("last").addEventListener("click", () => act(() => web.goto(1 << 30)));
  $("flip").addEventListener("click", () => {
    ui.flipped = !ui.flipped;
    drawBoard();
  });
  $("claim").addEventListener("click", () => {
    if (ui.state.claimNow) {
      act(() => {
        const answer = web.claimDraw();
        if (answer) say(answer, true);
      });
    } else {
      // The claim before a move (FIDE 9.2.1): the next move is announced
      // with it, and played only if the claim holds.
      ui.claimArmed = !ui.claimArmed;
      render();
      if (ui.claimArmed) say("Play the move that repeats the position or reaches the 50th move.");
    }
  });
  $("agree").addEventListener("click", () => act(() => web.agreeDraw()));
  $("resign").addEventListener("click", () =>
    act(() => {
      // Against the random opponent the person resigns; else the side to move.
      const black = ui.opponent ? ui.opponent === "w" : ui.state.turn === "b";
      web.resign(black);
    }),
  );
  $("opponent").addEventListener("change", () => {
    ui.opponent = $("opponent").value;
    scheduleComputer();
  });

  $("load-fen").addEventListener("click", () => {
    const answer = web.loadFen($("fen").value.trim());
    if (answer) {
      say("FEN: " + answer, true);
      return;
    }
    act(() => {});
    say("Position loaded.");
    scheduleComputer();
  });
  $("copy-fen").addEventListener("click", async () => {
    const fen = ui.state.fen;
    try {
      await navigator.clipboard.writeText(fen);
    } catch {
      // file:// pages may have no clipboard API: copy the selected field.
      $("fen").value = fen;
      $("fen").select();
      document.execCommand("copy");
    }
    say("FEN copied.");
  });
  $("load-pgn").addEventListener("click", () => {
    const answer = web.loadPgn($("pgn").value);
    if (answer) {
      say("PGN: " + answer, true);
      return;
    }
    act(() => {});
    say("Game loaded, read as " + ui.state.pgnLanguage + ". Step through it with the arrows.");
  });
  $("download-pgn").addEventListener("click", () => {
    const text = pgnText();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    link.download = "game.pgn";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });

  document.addEventListener("keydown", (event) => {
    if (event.target.matches("input, textarea, select")) return;
    if (event.key === "ArrowLeft") $("undo").click();
    if (event.key === "ArrowRight") $("redo").click();
  });
}

function pgnText() {
  const human = ui.opponent === "w" ? "Black" : "White";
  const white = ui.opponent === "w" ? "Random mover" : human === "White" ? "Player" : "?";
  const black = ui.opponent === "b" ? "Random mover" : "Player";
  return web.pgn(white, black);
}

function start() {
  web.seed(Math.floor(Math.random() * 4294967295));
  wire();
  render();
  document.body.dataset.ready = "1";
}

// For the browser test (tests/drivers/check_web.mjs): where a square is on screen,
// and the PGN the download button would save.
window.shakkiWeb = {
  squareCenter(name) {
    const svg = $("board").querySelector("svg");
    const c = corner(squareIndex(name));
    const point = svg.createSVGPoint();
    point.x = c.x + 50;
    point.y = c.y + 50;
    const screen = point.matrixTransform(svg.getScreenCTM());
    return { x: screen.x, y: screen.y };
  },
  squareName,
  pgnText,
  state: () => web.state(),
};
