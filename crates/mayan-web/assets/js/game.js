// The game: play the puzzle yourself. Each move sends the moves played so
// far and the new one to /api/replay with the budget and the goal; the
// server answers the boards of every stage and where the game stands
// (playing, won, lost), or refuses the move with the reason. The page
// animates the last turn with the playback's frames and words the result.

import { EMPTY, DIRS, moveOf, moveName, cellText } from './cells.js';
import { els, state, setStatus, gridText, puzzleKey, rowsText } from './state.js';
import { t, say, list, sequence } from './text.js';
import { api, errorText, search, cancelSearch } from './api.js';
import { drawCells, clearMarks, addArrow, cellAt, setRoving, focusCell, drawFrame, pitch } from './board.js';
import { setMode, showMovesLeft, updateHistoryButtons, settingsChanged } from './puzzle.js';
import { turnFrames, showHintList } from './playback.js';
import { syncHash } from './link.js';
import { packOf, isLast, markSolved, nextPuzzle } from './packs.js';

let gamePointer = null;

const gameBody = (g, moves) => ({ grid: g.grid, rules: g.rules, goal: g.goal, budget: g.budget, no_null_moves: g.noNull, moves });
// The directions of the move set: drag is left and right; swap4 adds up
// and down.
const gameDirs = (g) => (g.rules === 'swap4' ? ['L', 'R', 'U', 'D'] : ['L', 'R']);
const gameCell = (g, x, y) => g.rows[state.h - 1 - y][x];
const name = (m) => moveName(m, state.notation);

// Starts a game of the editor's puzzle, after `moves` when a link holds
// them; the game that waits is taken up again when the puzzle is the same.
// `fresh`: a puzzle was just loaded (no game before it to speak of).
export async function startGame(moves, { fresh } = {}) {
  cancelSearch();
  const key = puzzleKey();
  const old = state.game;
  if (old && old.key === key && !(moves && moves.length)) {
    setMode('game');
    renderGameInfo();
    renderGame();
    syncHash();
    return;
  }
  const g = {
    key, grid: gridText(), rules: state.rules, goal: state.goal, budget: state.budget, noNull: state.noNull, finish: state.finish,
    moves: [], redo: [], rows: null, info: null, clear: false, sel: null, grab: false, pending: true, timer: null, hints: [],
  };
  state.game = g;
  state.hints = [];
  els.result.textContent = '';
  setMode('game');
  clearMarks();
  drawCells(null);
  els.board.dataset.ready = 'false';
  let rep = null;
  let err = null;
  for (const tryMoves of moves && moves.length ? [moves, []] : [[]]) {
    try {
      rep = await api('/api/replay', gameBody(g, tryMoves));
      g.moves = tryMoves;
      break;
    } catch (e) {
      err = err || e;
    }
  }
  if (state.game !== g) return;
  g.pending = false;
  if (!rep) {
    state.game = null;
    setMode('edit');
    drawCells(null);
    setStatus(() => t('web-cannot-play', { why: errorText(err) }), 'error');
    return;
  }
  applyReply(rep, false);
  if (err) setStatus(() => t('web-link-moves-bad', { why: errorText(err) }), 'error');
  else if (old && old.moves.length && old.key !== key && !fresh) {
    const moves = old.moves.length;
    setStatus(() => t('web-game-again', { moves }), '');
  }
  // The keys work on the board at once when it had the focus.
  if (els.board.contains(document.activeElement)) focusCell(state.focus.x, state.focus.y, true);
}

// Leaves the game for the editor or a playback: it waits, as it stands.
export function suspendGame() {
  const g = state.game;
  if (g) finishFrames(g);
  gamePointer = null;
  els.board.classList.remove('won', 'lost');
  for (const k of ['game', 'played', 'ready']) delete els.board.dataset[k];
}

// A new position from the server: animate its last turn or just draw it.
function applyReply(rep, animated) {
  const g = state.game;
  g.rows = rep.end;
  g.info = rep.game;
  g.clear = rep.clear;
  g.hints = [];
  g.sel = null;
  g.grab = false;
  renderGameInfo();
  syncHash();
  updateHistoryButtons();
  if (g.info.state === 'won' && state.source.kind === 'pack' && !settingsChanged()) markSolved(state.source);
  const last = rep.turns[rep.turns.length - 1];
  if (animated && last) runFrames(g, turnFrames(last, rep.turns.length, g.budget, name), () => renderGame());
  else renderGame();
}

// Plays frames on the board, a little faster than the playback.
function runFrames(g, frames, done) {
  finishFrames(g);
  els.board.dataset.ready = 'false';
  let i = 0;
  g.after = done;
  const step = () => {
    const f = frames[i];
    drawFrame(f, true);
    setGameMsg(f.caption, '');
    i += 1;
    if (i < frames.length) {
      g.timer = setTimeout(step, Math.max(150, Math.round((f.wait || 600) * 0.55)));
    } else {
      g.timer = null;
      g.after = null;
      done();
    }
  };
  step();
}

// Ends an animation at once (a new move, an undo): its last state shows.
function finishFrames(g) {
  if (!g || !g.timer) return;
  clearTimeout(g.timer);
  g.timer = null;
  const done = g.after;
  g.after = null;
  if (done) done();
}

// Where the game stands, in a sentence of the page's: a function that
// says it (in the language of the moment).
function standing(g) {
  const info = g.info;
  if (info.state === 'playing') return () => t('web-your-move');
  if (info.state === 'won') {
    const p = state.source.kind === 'pack' ? packOf(state.source) : null;
    const id = !p ? 'web-won' : isLast(p) ? 'web-won-last' : 'web-won-next';
    const moves = info.played;
    return () => t(id, { moves });
  }
  if (info.chain_ended) {
    const move = info.chain_ended;
    return () => t('web-chain-ended', { move });
  }
  if (g.clear) {
    const params = { moves: info.played, goal: info.goal, n: info.budget };
    return () => t('web-cleared-early', params);
  }
  const blocks = g.rows.reduce((n, r) => n + r.filter((v) => v !== EMPTY).length, 0);
  return () => t('web-out-of-moves', { blocks });
}

// The board and the panel for the game's current position.
export function renderGame() {
  const g = state.game;
  if (!g || state.mode !== 'game') return;
  if (!g.rows) {
    drawCells(null);
    return;
  }
  drawCells(g.rows);
  drawGameMarks();
  const st = g.info.state;
  els.board.dataset.game = st;
  els.board.dataset.played = g.moves.length;
  els.board.dataset.ready = g.pending || g.timer ? 'false' : 'true';
  els.board.classList.toggle('won', st === 'won');
  els.board.classList.toggle('lost', st === 'lost');
  els.puzzleNext.classList.toggle('primary', st === 'won');
  setGameMsg(standing(g), st === 'won' ? 'done' : st === 'lost' ? 'lost' : '');
}

function renderGameInfo() {
  const g = state.game;
  showMovesLeft(g.info ? g.info.left : g.budget);
  const names = g.moves.map(name);
  say(els.gameMoves, names.length ? () => t('web-your-moves', { moves: sequence(names) }) : '');
}

// The game's line: `text` a string or a function that says it.
function setGameMsg(text, kind) {
  say(els.gameMsg, text);
  els.gameMsg.className = 'caption' + (kind ? ' ' + kind : '');
}

// The selected block, where it can go, and hints.
function drawGameMarks() {
  const g = state.game;
  clearMarks();
  for (const h of g.hints) addArrow(h.move, 'hinted');
  if (!g.sel) return;
  const el = cellAt(g.sel.x, g.sel.y);
  el.classList.add('selected');
  el.setAttribute('aria-selected', 'true');
  for (const d of gameDirs(g)) {
    const m = moveOf(g.sel.x, g.sel.y, d);
    const tx = m.x + m.dx;
    const ty = m.y + m.dy;
    if (tx >= 0 && tx < state.w && ty >= 0 && ty < state.h) addArrow(m, null, 'target');
  }
}

function gameOver(g) {
  if (g.info.state === 'playing') return false;
  const message = standing(g);
  setGameMsg(() => t('web-game-over', { message: message() }), g.info.state === 'won' ? 'done' : 'lost');
  return true;
}

// Asks the server for the position after `moves`, the game waiting for
// it; null when the server refuses (`refused` says why) or the game was
// left meanwhile.
async function replay(g, moves, refused) {
  g.pending = true;
  updateHistoryButtons();
  let rep = null;
  let error = null;
  try {
    rep = await api('/api/replay', gameBody(g, moves));
  } catch (e) {
    error = e;
  }
  g.pending = false;
  updateHistoryButtons();
  if (state.game !== g) return null;
  if (error) refused(error);
  return rep;
}

// Sends a move; `fromRedo` keeps the moves undone.
async function makeMove(m, fromRedo) {
  const g = state.game;
  if (!g || g.pending) return false;
  finishFrames(g);
  if (gameOver(g)) return false;
  setStatus('', '');
  const moves = g.moves.concat([m]);
  g.sel = null;
  g.grab = false;
  els.board.dataset.ready = 'false';
  const rep = await replay(g, moves, (e) => {
    renderGame();
    setGameMsg(() => t('web-not-a-move', { why: errorText(e) }), 'error');
  });
  if (!rep) return false;
  g.moves = moves;
  if (!fromRedo) g.redo = [];
  applyReply(rep, true);
  return true;
}

// Goes to the position after `moves` without animation (undo, restart).
async function jumpGame(moves, then) {
  const g = state.game;
  if (!g || g.pending) return;
  finishFrames(g);
  const rep = await replay(g, moves, (e) => setGameMsg(() => errorText(e), 'error'));
  if (!rep) return;
  then(g);
  g.moves = moves;
  applyReply(rep, false);
}

export function undoMove() {
  const g = state.game;
  if (!g || !g.moves.length) return;
  const last = g.moves[g.moves.length - 1];
  jumpGame(g.moves.slice(0, -1), (gg) => {
    gg.redo.push(last);
    const move = name(last);
    setStatus(() => t('web-took-back', { move }), '');
  });
}

export async function redoMove() {
  const g = state.game;
  if (!g || g.pending || !g.redo.length) return;
  const m = g.redo.pop();
  const move = name(m);
  if (await makeMove(m, true)) setStatus(() => t('web-played-again', { move }), '');
  else g.redo.push(m);
  updateHistoryButtons();
}

export function restartGame() {
  const g = state.game;
  if (!g || !g.moves.length) return;
  const taken = g.moves.slice();
  jumpGame([], (gg) => {
    gg.redo = gg.redo.concat(taken.reverse());
    setStatus(() => t('web-restarted'), '');
  });
}

// A hint from the position reached: the current board, the moves left.
export async function gameHint() {
  const g = state.game;
  if (!g || g.pending) return;
  finishFrames(g);
  const left = g.info.left;
  if (g.info.state === 'won') {
    setGameMsg(() => t('web-hint-won'), 'done');
    return;
  }
  if (left <= 0) {
    setGameMsg(() => t('web-hint-no-moves'), 'lost');
    return;
  }
  const played = g.moves.length;
  const body = { grid: rowsText(g.rows, g.finish), rules: g.rules, goal: 'at-most', moves: left, no_null_moves: g.noNull };
  const data = await search('/api/hint', 'web-hint-searching-game', body);
  if (!data || state.game !== g || g.moves.length !== played) return;
  setStatus('', '');
  g.hints = data.hints;
  drawGameMarks();
  if (!data.hints.length) {
    els.result.textContent = '';
    setGameMsg(() => t('web-hint-none-game', { left }), 'lost');
    return;
  }
  const moves = data.hints.map((h) => name(h.move));
  setGameMsg(() => t('web-hint-game', { moves: list(moves), count: moves.length, left }), 'done');
  showHintList(data, () => t('web-hint-list-game', { left }));
}

// A click on a cell: select a block, or move the selected one to a
// neighbour.
function gameClick(x, y) {
  const g = state.game;
  if (!g || g.pending || !g.rows) return;
  finishFrames(g);
  const sel = g.sel;
  if (sel && sel.x === x && sel.y === y) {
    g.sel = null;
    drawGameMarks();
    return;
  }
  if (sel) {
    const d = DIRS[`${x - sel.x},${y - sel.y}`];
    if (d && gameDirs(g).includes(d)) {
      makeMove(moveOf(sel.x, sel.y, d));
      return;
    }
  }
  g.grab = false;
  g.sel = gameCell(g, x, y) !== EMPTY ? { x, y } : null;
  drawGameMarks();
  const { notation } = state;
  if (g.sel && !gameOver(g)) setGameMsg(() => t('web-picked', { cell: cellText(x, y, notation) }), '');
}

// Pointer: a press and release is a click; a drag or a swipe of about half
// a cell moves the block that way.
export function gamePointerDown(e, c) {
  e.preventDefault();
  setRoving(c.x, c.y);
  c.el.focus({ preventScroll: true });
  gamePointer = { id: e.pointerId, x: c.x, y: c.y, sx: e.clientX, sy: e.clientY };
  try { els.board.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
}

export function gamePointerMove(e) {
  const p = gamePointer;
  if (!p || e.pointerId !== p.id) return false;
  const dx = e.clientX - p.sx;
  const dy = e.clientY - p.sy;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < pitch() * 0.45) return true;
  gamePointer = null;
  try { els.board.releasePointerCapture(e.pointerId); } catch (_) { /* released */ }
  const g = state.game;
  if (!g || !g.rows || gameCell(g, p.x, p.y) === EMPTY) return true;
  const d = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
  makeMove(moveOf(p.x, p.y, d));
  return true;
}

export function gamePointerUp(e, cancelled) {
  const p = gamePointer;
  if (!p || e.pointerId !== p.id) return false;
  gamePointer = null;
  if (!cancelled) gameClick(p.x, p.y);
  return true;
}

// Keys in a game: Shift+arrow, or Space then an arrow, moves the block
// under the cursor; H asks for a hint, R restarts, N opens the next
// puzzle; Escape drops the block picked.
export function gameKey(e, { x, y }) {
  const g = state.game;
  if (!g || !g.rows) return false;
  const d = { ArrowLeft: 'L', ArrowRight: 'R', ArrowUp: 'U', ArrowDown: 'D' }[e.key];
  if (d && (e.shiftKey || g.grab)) {
    g.grab = false;
    const m = moveOf(x, y, d);
    // The cursor follows the block when the move is made.
    makeMove(m).then((ok) => {
      if (ok && els.board.contains(document.activeElement)) focusCell(x + m.dx, y + m.dy);
    });
    return true;
  }
  if (e.key === ' ' || e.key === 'Enter') {
    finishFrames(g);
    if (g.grab || gameCell(g, x, y) === EMPTY) {
      g.grab = false;
      g.sel = null;
    } else {
      g.grab = true;
      g.sel = { x, y };
      const { notation } = state;
      if (!gameOver(g)) setGameMsg(() => t('web-picked-up', { cell: cellText(x, y, notation) }), '');
    }
    drawGameMarks();
    return true;
  }
  if (e.key === 'Escape' && (g.sel || g.grab)) {
    g.grab = false;
    g.sel = null;
    drawGameMarks();
    return true;
  }
  const k = e.key.toLowerCase();
  if (k === 'h') gameHint();
  else if (k === 'r') restartGame();
  else if (k === 'n') nextPuzzle();
  else return false;
  return true;
}
