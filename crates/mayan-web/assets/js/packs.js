// Puzzle packs (GET /api/packs: the project's own puzzle files, read by the
// server): a pack's puzzles in order, Previous and Next, the puzzles
// solved (ticks kept in the browser's localStorage), and a random puzzle
// of a difficulty level from the generator.

import { els, state, setStatus } from './state.js';
import { t, say } from './text.js';
import { api } from './api.js';
import { loadPuzzle, renderHead } from './puzzle.js';
import { randomPuzzle } from './generate.js';

const PROGRESS = 'mayan-progress';
const LAST = 'mayan-last';

// The random puzzle's levels: moves, and the least difficulty score
// (docs/generate.md: 5 x 7 puzzles score about 25-50 with 2 moves, 45-80
// with 3, 65-105 with 4, 90-135 with 5).
export const LEVELS = [
  { level: 1, moves: 2, min: 0 },
  { level: 2, moves: 3, min: 55 },
  { level: 3, moves: 4, min: 80 },
  { level: 4, moves: 5, min: 100 },
  { level: 5, moves: 5, min: 120 },
];

function stored(key, fallback) {
  try {
    const v = JSON.parse(localStorage.getItem(key));
    return v === null ? fallback : v;
  } catch (_) {
    return fallback;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (_) { /* no storage: progress lasts as long as the page */ }
}

let solved = new Set(stored(PROGRESS, []));

export const isSolved = (puzzle) => solved.has(puzzle.key);

// A pack's name in the page's language (the server's name otherwise: a
// Panel Attack set keeps the game's).
export const packName = (pack) => t('web-pack-name', { id: pack.id, name: pack.name });

// A pack puzzle's name in the page's language: the server names them
// (packs.json, `Case N` for a file caseNN, `#N` in a Panel Attack set).
export function puzzleName(puzzle) {
  const name = puzzle.name;
  const forms = [['sample', /^(Sample)$/], ['case', /^Case (\d+)$/], ['seed', /^Seed (\S+)$/], ['number', /^#(\d+)$/]];
  for (const [kind, re] of forms) {
    const m = re.exec(name);
    if (m) return t('web-puzzle-name', { kind, n: m[1], name });
  }
  return t('web-puzzle-name', { kind: 'other', n: '', name });
}

export async function loadPacks() {
  try {
    const data = await api('/api/packs');
    state.packs = data.packs;
  } catch (e) {
    state.packs = [];
    setStatus(() => t('web-packs-failed', { why: e.message }), 'error');
  }
  for (const l of LEVELS) {
    const o = document.createElement('option');
    o.value = l.level;
    say(o, () => t('web-level', l));
    els.randomLevel.appendChild(o);
  }
  els.randomLevel.value = '2';
  renderPackList(state.packs[0] ? state.packs[0].id : null);
}

// A pack's puzzle, by the pack's id and the puzzle's number (from 1).
export function packOf(source) {
  const packIndex = state.packs.findIndex((p) => p.id === source.pack);
  const pack = state.packs[packIndex];
  const puzzle = pack && pack.puzzles[source.number - 1];
  return puzzle ? { pack, packIndex, puzzle } : null;
}

// The pack puzzle whose set and number (a Panel Attack file's) these are,
// with the same board and budget, if any.
export function findPanelPuzzle(set, index, rows, moves) {
  for (const pack of state.packs) {
    const puzzle = pack.puzzles.find((p) => p.set === set && p.index === index);
    if (puzzle && JSON.stringify(puzzle.rows) === JSON.stringify(rows) && puzzle.moves === moves) {
      return { kind: 'pack', pack: pack.id, number: puzzle.number };
    }
  }
  return null;
}

export const isLast = (p) => p.packIndex === state.packs.length - 1 && p.puzzle.number === p.pack.puzzles.length;

// Opens a pack's puzzle; `opts` as loadPuzzle's, and `settings` changed
// from the puzzle's own (a link's).
export function openPuzzle(packId, number, opts = {}, settings = {}) {
  const p = packOf({ pack: packId, number });
  if (!p) return false;
  const q = p.puzzle;
  const own = { rules: q.rules, goal: q.goal, budget: q.moves, noNull: false, finish: q.finish };
  loadPuzzle(q.rows, { ...own, ...settings }, { kind: 'pack', pack: packId, number }, opts);
  // The pack's own settings are what the puzzle is; a link may change them.
  state.settings = own;
  renderHead();
  store(LAST, { pack: packId, number });
  renderPackList(packId);
  return true;
}

// The first visit: the first puzzle not solved yet; later ones: the puzzle
// played last.
export function openFirst() {
  const last = stored(LAST, null);
  if (last && openPuzzle(last.pack, last.number)) return;
  for (const pack of state.packs) {
    const q = pack.puzzles.find((p) => !isSolved(p));
    if (q) {
      openPuzzle(pack.id, q.number);
      return;
    }
  }
  if (state.packs.length) openPuzzle(state.packs[0].id, 1);
}

export function markSolved(source) {
  const p = packOf(source);
  if (!p || isSolved(p.puzzle)) return;
  solved.add(p.puzzle.key);
  store(PROGRESS, [...solved]);
  renderTicks();
  renderPackList(els.packPick.value);
}

// Next: the pack's next puzzle, then the next pack's first; for a random
// puzzle, another of its level.
export function nextPuzzle() {
  const s = state.source;
  if (s.kind === 'generated' && s.level) {
    randomPuzzle(s.level);
    return;
  }
  const p = s.kind === 'pack' ? packOf(s) : null;
  if (!p || isLast(p)) return;
  if (p.puzzle.number < p.pack.puzzles.length) openPuzzle(p.pack.id, p.puzzle.number + 1);
  else openPuzzle(state.packs[p.packIndex + 1].id, 1);
}

export function prevPuzzle() {
  const p = state.source.kind === 'pack' ? packOf(state.source) : null;
  if (!p) return;
  if (p.puzzle.number > 1) openPuzzle(p.pack.id, p.puzzle.number - 1);
  else if (p.packIndex > 0) {
    const prev = state.packs[p.packIndex - 1];
    openPuzzle(prev.id, prev.puzzles.length);
  }
}

// The pack's puzzles as ticks in the puzzle's head: solved, and the one on
// the board.
export function renderTicks() {
  els.packTicks.textContent = '';
  const p = state.source.kind === 'pack' ? packOf(state.source) : null;
  els.packTicks.hidden = !p;
  if (!p) return;
  for (const q of p.pack.puzzles) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'tick' + (isSolved(q) ? ' solved' : '') + (q.number === p.puzzle.number ? ' current' : '');
    const label = () => t('web-tick-label', { number: q.number, name: puzzleName(q), solved: isSolved(q) });
    say(b, label, 'aria-label');
    say(b, label, 'title');
    if (q.number === p.puzzle.number) b.setAttribute('aria-current', 'true');
    b.dataset.number = q.number;
    b.addEventListener('click', () => openPuzzle(p.pack.id, q.number));
    li.appendChild(b);
    els.packTicks.appendChild(li);
  }
}

// The packs' panel: the pack picked, and its puzzles.
export function renderPackList(packId) {
  els.packPick.textContent = '';
  for (const pack of state.packs) {
    const o = document.createElement('option');
    o.value = pack.id;
    const counts = { solved: pack.puzzles.filter(isSolved).length, of: pack.puzzles.length };
    say(o, () => t('web-pack-option', { name: packName(pack), ...counts }));
    els.packPick.appendChild(o);
  }
  const pack = state.packs.find((p) => p.id === packId) || state.packs[0];
  els.packList.textContent = '';
  if (!pack) return;
  els.packPick.value = pack.id;
  // A Panel Attack set's pack is panel-SET.
  const about = { id: pack.id.startsWith('panel-') ? 'panel' : pack.id, count: pack.puzzles.length };
  say(els.packAbout, () => t('web-pack-about', about), 'rich');
  const current = state.source.kind === 'pack' && state.source.pack === pack.id ? state.source.number : null;
  for (const q of pack.puzzles) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'pack-puzzle' + (isSolved(q) ? ' solved' : '');
    b.dataset.number = q.number;
    const label = document.createTextNode('');
    b.appendChild(label);
    say(label, () => t('web-pack-puzzle', { number: q.number, name: puzzleName(q), moves: q.moves, chain: q.finish === 'chain' }));
    if (isSolved(q)) {
      const mark = document.createElement('span');
      mark.className = 'solved-mark';
      mark.textContent = ' ✓';
      say(mark, () => t('web-pack-solved-mark'), 'aria-label');
      b.appendChild(mark);
    }
    if (q.number === current) b.setAttribute('aria-current', 'true');
    b.addEventListener('click', () => openPuzzle(pack.id, q.number));
    li.appendChild(b);
    els.packList.appendChild(li);
  }
}

