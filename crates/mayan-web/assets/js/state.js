// The page's state and its elements, shared by every module; the board
// model (cells[y][x], row 0 at the bottom) and its text forms.

import { EMPTY, GREY, cellChar } from './cells.js';
import { say } from './text.js';

export const $ = (id) => document.getElementById(id);

const ids = [
  'skip', 'lang-en', 'lang-zh', 'stage', 'board', 'board-wrap', 'board-size', 'zoom-in', 'zoom-out', 'mode-play', 'mode-edit',
  'puzzle-prev', 'puzzle-next', 'puzzle-title', 'puzzle-sub', 'pack-ticks', 'goal-line', 'howto', 'moves-left',
  'board-problem', 'board-problem-text', 'problem-settle', 'game', 'game-msg', 'game-moves',
  'history-bar', 'undo', 'redo', 'game-restart', 'hint', 'solve', 'cancel', 'status',
  'playback', 'caption', 'pb-first', 'pb-back', 'pb-play', 'pb-forward', 'pb-last', 'pb-edit', 'pb-range', 'pb-pos',
  'plan-box', 'plan', 'result', 'keys-help', 'keys-game', 'keys-edit',
  'editor', 'palette', 'width', 'height', 'rules', 'clear', 'settle', 'budget', 'goal', 'no-null',
  'packs-box', 'pack-pick', 'pack-about', 'pack-list', 'random-level', 'random',
  'share', 'share-box', 'share-url',
  'import', 'paste', 'paste-load', 'paste-current', 'panel-file', 'panel-pick', 'panel-pick-label',
  'export', 'export-out', 'export-link', 'export-text',
  'generate-box', 'gen-form', 'gen-width', 'gen-height', 'gen-colours', 'gen-moves', 'gen-rules',
  'gen-difficulty', 'gen-seed', 'gen-unique', 'generate', 'gen-cancel', 'gen-progress', 'gen-scale', 'drop',
];
// els.boardWrap is #board-wrap, and so on.
export const els = Object.fromEntries(ids.map((id) => [id.replace(/-(\w)/g, (_, c) => c.toUpperCase()), $(id)]));

export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
export const coarsePointer = window.matchMedia('(pointer: coarse)');

export const state = {
  w: 5, h: 7,
  cells: [],
  rules: 'drag', goal: 'exact', budget: 3, noNull: false,
  // 'chain' for a Panel Attack chain puzzle: swaps that clear nothing, then
  // one whose chain clears every colour (docs/spec.md section 4).
  finish: 'clear',
  // What the puzzle is: { kind: 'pack', pack, number }, { kind: 'panel',
  // set, index }, { kind: 'generated', seed, score, level }, { kind:
  // 'file', name }, { kind: 'pasted', format }, { kind: 'link' } or
  // { kind: 'custom' } once its board is edited. `settings` are the
  // rules, goal, budget and null moves it came with.
  source: { kind: 'custom' },
  settings: null,
  notation: 'plain',
  paint: 1,
  mode: 'game', // 'game' (play), 'edit', or 'watch' (a solution played back)
  from: 'game', // the mode a playback goes back to
  focus: { x: 0, y: 6 },
  zoom: 1,
  hints: [],
  busy: null,
  undo: [], redo: [], // the editor's snapshots
  game: null,
  watch: null, // { frames, frame, playing, timer, plan }
  packs: [],
  lastHash: '',
};

export function emptyCells(w, h) {
  return Array.from({ length: h }, () => Array(w).fill(EMPTY));
}

export function gridRows() {
  const out = [];
  for (let y = state.h - 1; y >= 0; y--) out.push(state.cells[y].map(cellChar).join(''));
  return out;
}

// A chain puzzle's grid says so in its header line, which every endpoint
// reads with the one reader.
const header = (finish) => (finish === 'chain' ? 'finish=chain\n' : '');
export const gridText = () => header(state.finish) + gridRows().join('\n') + '\n';
// Rows from the server (top first) as grid text, with the finish's header.
export const rowsText = (rows, finish) => header(finish) + rows.map((r) => r.map(cellChar).join('')).join('\n') + '\n';
export const hasGrey = () => state.cells.some((r) => r.includes(GREY));
export const sameRows = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Rows (top first) of cell numbers into the model.
export function setFromRows(rows) {
  const h = rows.length;
  const w = h ? rows[0].length : 0;
  state.w = w; state.h = h;
  state.cells = emptyCells(w, h);
  for (let r = 0; r < h; r++) {
    for (let x = 0; x < w; x++) state.cells[h - 1 - r][x] = rows[r][x];
  }
}

// The puzzle as the game and the link see it.
export const puzzleKey = () => JSON.stringify([gridText(), state.rules, state.goal, state.budget, state.noNull]);

// The status line: `text` a string or a function that says it (again
// when the language changes), `kind` ok, error or nothing.
let status = { text: '', kind: '' };
export const statusNow = () => status;

export function setStatus(text, kind, spinner) {
  status = { text, kind: kind || '' };
  els.status.textContent = '';
  els.status.className = 'status' + (kind ? ' ' + kind : '');
  if (spinner) {
    const s = document.createElement('span');
    s.className = 'spinner';
    s.setAttribute('aria-hidden', 'true');
    els.status.appendChild(s);
  }
  const node = document.createTextNode('');
  els.status.appendChild(node);
  say(node, text);
}
