// Cells: their values, colours and symbols, and the notations of moves and
// cells. Okabe-Ito colours (safe for the common colour-vision
// deficiencies), each with its own shape so that no colour is told apart by
// hue alone.

import { t, colour } from './text.js';

export const EMPTY = 0;
export const GREY = 36;
export const MAX_SIDE = 16;
export const MAX_BUDGET = 50;

const SHAPES = {
  circle: '<circle cx="12" cy="12" r="8.5"/>',
  triangle: '<path d="M12 2.5 22 20.5H2z"/>',
  square: '<rect x="4" y="4" width="16" height="16" rx="1.5"/>',
  diamond: '<path d="M12 1.5 22.5 12 12 22.5 1.5 12z"/>',
  star: '<path d="M12 1.8l3 6.6 7.2.7-5.4 4.8 1.6 7.1L12 17.3 5.6 21l1.6-7.1L1.8 9.1 9 8.4z"/>',
  plus: '<path d="M8.5 2.5h7v6h6v7h-6v6h-7v-6h-6v-7h6z"/>',
  heart: '<path d="M12 21.5C4.5 15.6 1.8 12.2 1.8 8.1 1.8 5 4.2 2.7 7.1 2.7c2 0 3.8 1.1 4.9 2.9 1.1-1.8 2.9-2.9 4.9-2.9 2.9 0 5.3 2.3 5.3 5.4 0 4.1-2.7 7.5-10.2 13.4z"/>',
  cross: '<path d="M5.2 2.3 12 9.1l6.8-6.8 2.9 2.9-6.8 6.8 6.8 6.8-2.9 2.9-6.8-6.8-6.8 6.8-2.9-2.9 6.8-6.8-6.8-6.8z"/>',
  ring: '<circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" stroke-width="4.5"/>',
  hexagon: '<path d="M7 2.5h10l5.5 9.5-5.5 9.5H7L1.5 12z"/>',
};
const COLOURS = [
  null,
  { bg: '#E69F00', fg: '#1b1b1b', shape: 'circle' },
  { bg: '#56B4E9', fg: '#1b1b1b', shape: 'triangle' },
  { bg: '#009E73', fg: '#ffffff', shape: 'square' },
  { bg: '#F0E442', fg: '#1b1b1b', shape: 'diamond' },
  { bg: '#0072B2', fg: '#ffffff', shape: 'star' },
  { bg: '#D55E00', fg: '#ffffff', shape: 'plus' },
  { bg: '#CC79A7', fg: '#1b1b1b', shape: 'heart' },
  { bg: '#882255', fg: '#ffffff', shape: 'cross' },
  { bg: '#F2F2F2', fg: '#1b1b1b', shape: 'ring' },
  { bg: '#44AA99', fg: '#1b1b1b', shape: 'hexagon' },
];

export function colourInfo(v) {
  if (v >= 1 && v < COLOURS.length) return COLOURS[v];
  // Colours 11-35: a hue of their own and their grid letter as the symbol.
  return { bg: `hsl(${(v * 67) % 360} 55% 62%)`, fg: '#111111', letter: cellChar(v) };
}

export function cellChar(v) {
  if (v === EMPTY) return '.';
  if (v >= 1 && v <= 9) return String(v);
  if (v >= 10 && v <= 35) return String.fromCharCode(97 + v - 10);
  if (v === GREY) return '#';
  return '?';
}

export function charCell(c) {
  if (c === '.' || c === '0') return EMPTY;
  if (c >= '1' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'a' && c <= 'z') return c.charCodeAt(0) - 97 + 10;
  if (c === '#') return GREY;
  return null;
}

export function cellName(v) {
  if (v === EMPTY) return t('web-cell-empty');
  if (v === GREY) return t('web-cell-grey');
  return colour(v, 1);
}

export function symbolHtml(v) {
  if (v === EMPTY || v === GREY) return '';
  const info = colourInfo(v);
  if (info.shape) return `<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">${SHAPES[info.shape]}</svg>`;
  return `<span class="glyph" aria-hidden="true">${info.letter}</span>`;
}

// A small swatch of a colour with its shape, for text about it.
export function swatch(v) {
  const s = document.createElement('span');
  s.className = 'swatch-inline';
  s.setAttribute('aria-hidden', 'true');
  if (v === GREY) {
    s.classList.add('grey');
  } else {
    const info = colourInfo(v);
    s.style.background = info.bg;
    s.style.color = info.fg;
    s.innerHTML = symbolHtml(v);
  }
  return s;
}

// ---- moves ------------------------------------------------------------------

export const DIRS = { '1,0': 'R', '-1,0': 'L', '0,1': 'U', '0,-1': 'D' };
export const STEPS = { R: [1, 0], L: [-1, 0], U: [0, 1], D: [0, -1] };
export const dirOf = (m) => DIRS[`${m.dx},${m.dy}`] || '?';
export const moveOf = (x, y, d) => ({ x, y, dx: STEPS[d][0], dy: STEPS[d][1] });
export const moveText = (m) => `${m.x} ${m.y} ${dirOf(m)}`;

// Panel Attack's notation (crates/mayan-core/src/format/notation.rs,
// write_move): rRcC swaps row R (1 = bottom) at columns C and C + 1 (1 =
// leftmost). Up and down moves have no rRcC form: they keep `x y D`.
export function panelText(m) {
  const d = dirOf(m);
  if (d === 'R') return `r${m.y + 1}c${m.x + 1}`;
  if (d === 'L') return `r${m.y + 1}c${m.x}`;
  return moveText(m);
}

// The number of the first row and column in a notation: 1 for Panel
// Attack (its rRcC counts from 1), 0 for the others (Notation::first_label).
export const firstLabel = (notation) => (notation === 'panel-attack' ? 1 : 0);
export const moveName = (m, notation) => (notation === 'panel-attack' ? panelText(m) : moveText(m));

// A cell as the notation names it: `(3, 0)`, or `(row 1, column 4)` for
// Panel Attack (notation.rs, write_cell), in the page's language.
export function cellText(x, y, notation) {
  const f = firstLabel(notation);
  return notation === 'panel-attack' ? t('web-cell-panel-name', { col: x + f, row: y + f }) : t('web-cell', { x, y });
}

export function moveWords(m, notation) {
  const f = firstLabel(notation);
  return t('web-move-words', { col: m.x + f, row: m.y + f, dir: dirOf(m) });
}

// Moves in a link: `x.y.D` joined by `_`.
export const movesParam = (moves) => moves.map((m) => `${m.x}.${m.y}.${dirOf(m)}`).join('_');
export function parseMovesParam(text) {
  if (!text) return [];
  const out = [];
  for (const part of text.split('_')) {
    const m = /^(\d{1,2})\.(\d{1,2})\.([RLUD])$/.exec(part);
    if (!m) return null;
    out.push(moveOf(Number(m[1]), Number(m[2]), m[3]));
  }
  return out;
}
