// The board editor: the palette, painting (a mouse stroke, a tap on a touch
// screen; a swipe scrolls the page), the keys, the editor's undo and redo,
// the board's size, rules and goal, Clear and Settle, and the server's check
// that the board is a puzzle (a floating block is marked).

import { EMPTY, GREY, MAX_BUDGET, MAX_SIDE, colourInfo, symbolHtml, cellName, STEPS } from './cells.js';
import { els, state, emptyCells, gridText, setStatus } from './state.js';
import { t, say } from './text.js';
import { api } from './api.js';
import { buildBoard, paintCell, drawCells, cellAt, setRoving, focusCell } from './board.js';
import { edited, toEdit, restoreSource, updateHistoryButtons } from './puzzle.js';

const HISTORY_LIMIT = 200;
const PALETTE = [EMPTY, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, GREY];

// ---- settings -------------------------------------------------------------------

export function readSettings() {
  state.rules = els.rules.value;
  state.goal = els.goal.value;
  state.budget = Math.max(1, Math.min(MAX_BUDGET, Number(els.budget.value) || 1));
  state.noNull = els.noNull.checked;
}

export function writeSettings() {
  els.rules.value = state.rules;
  els.goal.value = state.goal;
  els.budget.value = state.budget;
  els.noNull.checked = state.noNull;
  els.width.value = state.w;
  els.height.value = state.h;
}

// A change of the rules, the goal, the budget or null moves: one step of
// the undo; the puzzle keeps its name.
export function settingChanged() {
  toEdit();
  remember();
  readSettings();
  els.budget.value = state.budget;
  edited('settings');
}

export function resize(w, h) {
  toEdit();
  w = Math.max(1, Math.min(MAX_SIDE, w | 0));
  h = Math.max(1, Math.min(MAX_SIDE, h | 0));
  if (w !== state.w || h !== state.h) {
    remember();
    const cells = emptyCells(w, h);
    for (let y = 0; y < Math.min(h, state.h); y++) {
      for (let x = 0; x < Math.min(w, state.w); x++) cells[y][x] = state.cells[y][x];
    }
    state.w = w; state.h = h; state.cells = cells;
    buildBoard();
    edited();
  }
  els.width.value = state.w;
  els.height.value = state.h;
}

export function clearBoard() {
  toEdit();
  remember();
  state.cells = emptyCells(state.w, state.h);
  drawCells(null);
  edited();
  setStatus(() => t('web-cleared'), '');
}

export async function settle() {
  toEdit();
  try {
    const data = await api('/api/parse', { text: gridText(), format: 'grid', settle: true });
    remember();
    state.cells = emptyCells(state.w, state.h);
    for (let r = 0; r < state.h; r++) for (let x = 0; x < state.w; x++) state.cells[state.h - 1 - r][x] = data.rows[r][x];
    drawCells(null);
    edited();
    setStatus(() => t('web-settled'), 'ok');
  } catch (e) {
    setStatus(e.message, 'error');
  }
}

// ---- undo and redo --------------------------------------------------------------------

function snapshot() {
  return {
    w: state.w, h: state.h, cells: state.cells.map((r) => r.slice()),
    rules: state.rules, goal: state.goal, budget: state.budget, noNull: state.noNull,
    source: state.source, settings: state.settings, notation: state.notation,
  };
}

// Called before each edit: a paint stroke, clear, settle, resize, a load,
// a change of the rules or the goal.
export function remember() {
  state.undo.push(snapshot());
  if (state.undo.length > HISTORY_LIMIT) state.undo.shift();
  state.redo = [];
  updateHistoryButtons();
}

function restore(s) {
  toEdit();
  Object.assign(state, {
    w: s.w, h: s.h, cells: s.cells.map((r) => r.slice()),
    rules: s.rules, goal: s.goal, budget: s.budget, noNull: s.noNull,
  });
  restoreSource(s.source, s.settings, s.notation);
  writeSettings();
  buildBoard();
  edited('restore');
}

export function undoEdit() {
  if (!state.undo.length) return;
  state.redo.push(snapshot());
  restore(state.undo.pop());
  setStatus(() => t('web-undid-edit'), '');
}

export function redoEdit() {
  if (!state.redo.length) return;
  state.undo.push(snapshot());
  restore(state.redo.pop());
  setStatus(() => t('web-redid-edit'), '');
}

// ---- painting ----------------------------------------------------------------

// Painting a cell with its own colour erases it.
const toggleValue = (x, y, v) => (state.cells[y][x] === v && v !== EMPTY ? EMPTY : v);

// One paint stroke is one step of the undo: remembered at its first change.
function paintAt(x, y, v, stroke) {
  if (state.cells[y][x] === v) return;
  if (!stroke || !stroke.remembered) {
    remember();
    if (stroke) stroke.remembered = true;
  }
  state.cells[y][x] = v;
  paintCell(x, y, v);
  edited();
}

let painting = null;

// A mouse or pen paints from the press on, a stroke at a time. A finger
// paints only with a tap: a swipe scrolls the page (the board lets the
// browser pan in the editor), and the browser then cancels the pointer.
export function editPointerDown(e, c) {
  const touch = e.pointerType === 'touch';
  if (!touch) e.preventDefault();
  const v = e.button === 2 ? EMPTY : toggleValue(c.x, c.y, state.paint);
  painting = { v, id: e.pointerId, remembered: false, touch, x: c.x, y: c.y, sx: e.clientX, sy: e.clientY };
  setRoving(c.x, c.y);
  if (touch) return;
  try { els.board.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
  c.el.focus({ preventScroll: true });
  paintAt(c.x, c.y, v, painting);
}

export function editPointerMove(e) {
  if (!painting || e.pointerId !== painting.id) return false;
  if (painting.touch) {
    if (Math.hypot(e.clientX - painting.sx, e.clientY - painting.sy) > 10) painting = null;
    return true;
  }
  const el = document.elementFromPoint(e.clientX, e.clientY);
  const c = el && el.closest && el.closest('.cell');
  if (c && els.board.contains(c)) paintAt(Number(c.dataset.x), Number(c.dataset.y), painting.v, painting);
  return true;
}

export function editPointerUp(e, cancelled) {
  if (!painting || e.pointerId !== painting.id) return false;
  const p = painting;
  painting = null;
  if (p.touch && !cancelled) paintAt(p.x, p.y, p.v, p);
  return true;
}

export function editKey(e, { x, y }) {
  if (e.key === ' ' || e.key === 'Enter') {
    paintAt(x, y, toggleValue(x, y, state.paint));
  } else if (/^[1-9]$/.test(e.key)) {
    selectPaint(Number(e.key), false);
    paintAt(x, y, Number(e.key));
  } else if (e.key === '0' || e.key === 'Delete' || e.key === 'Backspace') {
    paintAt(x, y, EMPTY);
  } else if (e.key === 'g' || e.key === 'G' || e.key === '#') {
    selectPaint(GREY, false);
    paintAt(x, y, GREY);
  } else {
    return false;
  }
  return true;
}

// Arrows, Home, End, PageUp and PageDown move the focus on the board.
export function moveFocusKey(e, { x, y }) {
  const d = { ArrowLeft: 'L', ArrowRight: 'R', ArrowUp: 'U', ArrowDown: 'D' }[e.key];
  if (d) {
    focusCell(x + STEPS[d][0], y + STEPS[d][1]);
    return true;
  }
  switch (e.key) {
    case 'Home': focusCell(0, y); return true;
    case 'End': focusCell(state.w - 1, y); return true;
    case 'PageUp': focusCell(x, state.h - 1); return true;
    case 'PageDown': focusCell(x, 0); return true;
    default: return false;
  }
}

// ---- the palette ---------------------------------------------------------------

export function buildPalette() {
  els.palette.textContent = '';
  for (const v of PALETTE) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'swatch' + (v === EMPTY ? ' erase' : v === GREY ? ' grey' : '');
    b.dataset.colour = v;
    b.setAttribute('role', 'radio');
    const name = () => (v === EMPTY ? t('web-swatch-erase') : v === GREY ? t('web-swatch-grey') : cellName(v));
    const key = v === EMPTY ? '0' : v === GREY ? 'G' : v <= 9 ? String(v) : '';
    say(b, key ? () => t('web-swatch-key', { name: name(), key }) : name, 'title');
    say(b, name, 'aria-label');
    if (v === EMPTY) {
      b.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="3" width="18" height="18" rx="2" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="4 3"/></svg>';
    } else if (v !== GREY) {
      const info = colourInfo(v);
      b.style.background = info.bg;
      b.style.color = info.fg;
      b.innerHTML = symbolHtml(v);
    }
    b.addEventListener('click', () => selectPaint(v, true));
    els.palette.appendChild(b);
  }
  selectPaint(state.paint, false);
  els.palette.addEventListener('keydown', (e) => {
    const i = PALETTE.indexOf(state.paint);
    const j = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: PALETTE.length - 1 }[e.key];
    if (j === undefined) return;
    e.preventDefault();
    selectPaint(PALETTE[(j + PALETTE.length) % PALETTE.length], true);
  });
}

function selectPaint(v, focus) {
  state.paint = v;
  for (const b of els.palette.children) {
    const on = Number(b.dataset.colour) === v;
    b.setAttribute('aria-checked', on ? 'true' : 'false');
    b.tabIndex = on ? 0 : -1;
    if (on && focus) b.focus();
  }
}

// ---- is it a puzzle? ------------------------------------------------------------

const check = { timer: null, seq: 0 };

export function scheduleCheck() {
  clearTimeout(check.timer);
  check.timer = setTimeout(checkBoard, 300);
}

// Asks the server whether the editor's board is a puzzle; marks a floating
// block and offers Settle when it is not.
async function checkBoard() {
  const seq = ++check.seq;
  if (state.mode !== 'edit') return;
  const text = gridText();
  let problem = null;
  let floating = null;
  try {
    const data = await api('/api/parse', { text, format: 'grid' });
    problem = data.problem;
    floating = data.floating || null;
  } catch (e) {
    problem = e.message;
  }
  if (seq !== check.seq || state.mode !== 'edit' || text !== gridText()) return;
  if (problem) showProblem(problem, floating);
  else hideProblem();
}

function showProblem(problem, floating) {
  hideProblem();
  say(els.boardProblemText, () => t('web-not-a-puzzle', { why: problem }));
  els.boardProblem.hidden = false;
  els.board.dataset.problem = 'true';
  if (floating) {
    const el = cellAt(floating[0], floating[1]);
    if (el) el.classList.add('floating');
  }
}

export function hideProblem() {
  for (const el of els.board.querySelectorAll('.floating')) el.classList.remove('floating');
  els.boardProblem.hidden = true;
  delete els.board.dataset.problem;
}
