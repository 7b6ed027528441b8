// The board view: cells and their axes in the puzzle's own coordinates,
// marks (arrows on the seam between a block and where it goes, so that
// they never hide a block's shape), the cell size (fitted, zoomed), focus,
// and the animations of swaps, falls and vanishing blocks.

import { EMPTY, GREY, colourInfo, symbolHtml, cellName, dirOf, firstLabel } from './cells.js';
import { els, state, reducedMotion, coarsePointer } from './state.js';
import { t, say } from './text.js';

let cellEls = []; // cellEls[y][x]
export const cellAt = (x, y) => (cellEls[y] && cellEls[y][x]) || null;

export function buildBoard() {
  const b = els.board;
  const first = firstLabel(state.notation);
  b.textContent = '';
  b.style.setProperty('--w', state.w);
  b.setAttribute('aria-rowcount', state.h);
  b.setAttribute('aria-colcount', state.w);
  b.dataset.notation = state.notation;
  cellEls = Array.from({ length: state.h }, () => Array(state.w));
  const axis = (text) => Object.assign(document.createElement('div'), { className: 'axis', textContent: text });
  for (let y = state.h - 1; y >= 0; y--) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    const label = axis(y + first);
    label.setAttribute('aria-hidden', 'true');
    row.appendChild(label);
    for (let x = 0; x < state.w; x++) {
      const c = document.createElement('div');
      c.className = 'cell';
      c.setAttribute('role', 'gridcell');
      c.dataset.x = x;
      c.dataset.y = y;
      c.dataset.v = '';
      c.tabIndex = -1;
      row.appendChild(c);
      cellEls[y][x] = c;
    }
    b.appendChild(row);
  }
  const foot = document.createElement('div');
  foot.setAttribute('role', 'presentation');
  foot.style.display = 'contents';
  foot.appendChild(axis(''));
  for (let x = 0; x < state.w; x++) {
    const a = axis(x + first);
    a.setAttribute('aria-hidden', 'true');
    foot.appendChild(a);
  }
  b.appendChild(foot);
  const { w, h } = state;
  say(els.boardSize, () => t('web-board-size', { w, h }));
  state.focus = { x: Math.min(state.focus.x, state.w - 1), y: Math.min(state.focus.y, state.h - 1) };
  setRoving(state.focus.x, state.focus.y);
  fitCells();
  drawCells(null);
}

export function paintCell(x, y, v) {
  const el = cellAt(x, y);
  if (!el) return;
  const key = String(v);
  if (el.dataset.v !== key) {
    el.dataset.v = key;
    el.classList.toggle('block', v !== EMPTY && v !== GREY);
    el.classList.toggle('grey', v === GREY);
    const info = v !== EMPTY && v !== GREY ? colourInfo(v) : null;
    el.style.background = info ? info.bg : '';
    el.style.color = info ? info.fg : '';
    const arrows = Array.from(el.querySelectorAll('.arrow'));
    el.innerHTML = symbolHtml(v);
    for (const a of arrows) el.appendChild(a);
  }
  const f = firstLabel(state.notation);
  const id = state.notation === 'panel-attack' ? 'web-cell-panel' : 'web-cell-label';
  say(el, () => t(id, { col: x + f, row: y + f, what: cellName(v) }), 'aria-label');
}

// Draws rows (top first) from the server, or the model when rows is null.
export function drawCells(rows) {
  for (let y = 0; y < state.h; y++) {
    for (let x = 0; x < state.w; x++) paintCell(x, y, rows ? rows[state.h - 1 - y][x] : state.cells[y][x]);
  }
}

const MARKS = ['vanish', 'from', 'hinted', 'poof', 'selected', 'target', 'planned'];

export function clearMarks() {
  // A slide still running belongs to the frame before: end it, or a block
  // shows out of place.
  if (els.board.getAnimations) for (const a of els.board.getAnimations({ subtree: true })) a.cancel();
  for (const el of els.board.querySelectorAll('.arrow')) el.remove();
  for (const el of els.board.querySelectorAll(MARKS.map((m) => `.${m}`).join(','))) {
    el.classList.remove(...MARKS);
    el.removeAttribute('aria-selected');
  }
}

// An arrow on the seam between the block of move `m` and where it goes;
// `cls` marks the block's cell (`to` marks the target cell too).
export function addArrow(m, cls, to) {
  const el = cellAt(m.x, m.y);
  if (!el) return;
  if (cls) el.classList.add(cls);
  if (to) {
    const target = cellAt(m.x + m.dx, m.y + m.dy);
    if (target) target.classList.add(to);
  }
  const a = document.createElement('span');
  a.className = `arrow ${dirOf(m)}`;
  a.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M2 8.5h11V3l9 9-9 9v-5.5H2z" '
    + 'fill="#ffffff" stroke="#000000" stroke-width="1.6" stroke-linejoin="round"/></svg>';
  el.appendChild(a);
}

// Cell size: as large as fits the width and the height below the head,
// times the zoom; on a phone or a touch screen never under 32 px (the
// board then scrolls in its frame, not the page).
export function fitCells() {
  const gap = 3;
  const labelW = 18;
  const avail = els.boardWrap.clientWidth || window.innerWidth - 40;
  const byWidth = (avail - 16 - labelW - gap * state.w) / state.w;
  const narrow = window.innerWidth < 600;
  // On a wider screen the whole board fits below the puzzle's head, with
  // room for the line under it.
  const top = els.boardWrap.getBoundingClientRect().top + window.scrollY;
  const tall = narrow ? window.innerHeight * 0.9 : Math.max(260, window.innerHeight - top - 50);
  const byHeight = (tall - 12 - gap * (state.h + 1) - 18) / state.h;
  const least = narrow || coarsePointer.matches ? 32 : 20;
  const fitted = Math.max(least, Math.min(narrow ? 64 : 54, Math.floor(Math.min(byWidth, byHeight))));
  const size = Math.max(least, Math.min(96, Math.round(fitted * state.zoom)));
  els.board.style.setProperty('--cell', `${size}px`);
  els.board.style.setProperty('--label', `${labelW}px`);
  els.zoomOut.disabled = size <= least;
  els.zoomIn.disabled = size >= 96;
}

export function zoom(by) {
  state.zoom = Math.max(0.4, Math.min(3, state.zoom * by));
  fitCells();
}

// ---- focus --------------------------------------------------------------------

export function setRoving(x, y) {
  const old = cellAt(state.focus.x, state.focus.y);
  if (old) old.tabIndex = -1;
  state.focus = { x, y };
  const el = cellAt(x, y);
  if (el) el.tabIndex = 0;
  return el;
}

export function focusCell(x, y, preventScroll) {
  x = Math.max(0, Math.min(state.w - 1, x));
  y = Math.max(0, Math.min(state.h - 1, y));
  const el = setRoving(x, y);
  if (el) el.focus({ preventScroll: !!preventScroll });
}

export function cellOf(el) {
  if (!el || !el.closest) return null;
  const c = el.closest('.cell');
  if (!c || !els.board.contains(c)) return null;
  return { x: Number(c.dataset.x), y: Number(c.dataset.y), el: c };
}

// The board in view: on a phone it may be above or below the button
// pressed, or have scrolled away.
export function bringBoardIntoView() {
  const r = els.board.getBoundingClientRect();
  if (r.top < 0 || r.top > window.innerHeight * 0.5) {
    // The puzzle's head above the board when it fits in the top third of
    // the window; on a phone, where it is taller, the board a third down
    // (scrolling the stage's top into view left the board below the fold).
    const head = r.top - els.stage.getBoundingClientRect().top;
    const lead = Math.max(0, Math.min(head, window.innerHeight * 0.3));
    window.scrollBy({ top: r.top - lead, behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  }
}

// ---- animation ------------------------------------------------------------------

export function pitch() {
  const a = cellAt(0, 0).getBoundingClientRect();
  if (state.w > 1) return cellAt(1, 0).getBoundingClientRect().left - a.left;
  if (state.h > 1) return a.top - cellAt(0, 1).getBoundingClientRect().top;
  return a.width;
}

function slide(el, dx, dy, ms, easing) {
  if (!el || (dx === 0 && dy === 0) || !el.animate) return;
  el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: ms, easing });
}

// Moves blocks from where they were on screen to where they are now.
function animate(anim, rows) {
  if (reducedMotion.matches) return;
  const p = pitch();
  if (anim.type === 'swap') {
    const m = anim.move;
    slide(cellAt(m.x + m.dx, m.y + m.dy), -m.dx * p, m.dy * p, 320, 'ease-out');
    slide(cellAt(m.x, m.y), m.dx * p, -m.dy * p, 320, 'ease-out');
  } else if (anim.type === 'fall') {
    // Falling keeps each column's order: the k-th block from the bottom
    // before is the k-th after.
    for (let x = 0; x < state.w; x++) {
      const before = [];
      const after = [];
      for (let y = 0; y < state.h; y++) {
        if (anim.from[state.h - 1 - y][x] !== EMPTY) before.push(y);
        if (rows[state.h - 1 - y][x] !== EMPTY) after.push(y);
      }
      for (let k = 0; k < Math.min(before.length, after.length); k++) {
        const drop = before[k] - after[k];
        if (drop > 0) slide(cellAt(x, after[k]), 0, -drop * p, 180 + 60 * drop, 'cubic-bezier(.55,0,1,.45)');
      }
    }
  } else if (anim.type === 'poof') {
    for (const [x, y] of anim.cells) {
      const el = cellAt(x, y);
      el.classList.remove('poof');
      void el.offsetWidth;
      el.classList.add('poof');
    }
  }
}

// Draws one frame of a turn on the board: its cells, marks and animation.
export function drawFrame(f, animated) {
  clearMarks();
  drawCells(f.rows);
  if (f.vanish) for (const [x, y] of f.vanish) cellAt(x, y).classList.add('vanish');
  if (f.from) cellAt(f.from.x, f.from.y).classList.add('from');
  if (f.arrow) addArrow(f.arrow, 'from');
  if (animated && f.anim) animate(f.anim, f.rows);
}
