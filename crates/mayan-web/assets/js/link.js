// The share link: the address's #hash holds the puzzle and, in a game, the
// moves played. A pack's puzzle is named by its pack and number
// (`#pack=panel-classic-set-1&i=5`), so that a link keeps its set, number
// and notation; any other board is written out (`#g=ROWS&r=&goal=&n=&nn=`),
// with a Panel Attack puzzle's set and number (`&set=&i=`) or a generated
// puzzle's seed (`&seed=`). `&p=x.y.D_...` are the moves of a game,
// `&mode=edit` opens the editor.

import { MAX_SIDE, charCell, movesParam, parseMovesParam } from './cells.js';
import { els, state, gridRows, setStatus } from './state.js';
import { t } from './text.js';
import { loadPuzzle, settingsChanged } from './puzzle.js';
import { openPuzzle } from './packs.js';

function settingsParams() {
  return `r=${state.rules}&goal=${state.goal}&n=${state.budget}&nn=${state.noNull ? 1 : 0}`;
}

export function hashString() {
  const s = state.source;
  let h;
  if (s.kind === 'pack') {
    h = `#pack=${encodeURIComponent(s.pack)}&i=${s.number}${settingsChanged() ? `&${settingsParams()}` : ''}`;
  } else {
    const g = gridRows().map((r) => r.replace(/#/g, '%23')).join('/');
    h = `#g=${g}&${settingsParams()}`;
    if (s.kind === 'panel') h += `&set=${encodeURIComponent(s.set)}&i=${s.index}`;
    if (s.kind === 'generated') h += `&seed=${s.seed}${s.level ? `&level=${s.level}` : ''}`;
  }
  if (state.mode === 'game' && state.game && state.game.moves.length) h += `&p=${movesParam(state.game.moves)}`;
  if (state.mode === 'edit' || (state.mode === 'watch' && state.from === 'edit')) h += '&mode=edit';
  return h;
}

export function syncHash() {
  const h = hashString();
  state.lastHash = h;
  if (location.hash !== h) history.replaceState(null, '', h);
  if (!els.shareBox.hidden) els.shareUrl.value = location.href;
}

// The settings a link gives, over `base`.
function linkSettings(params, base) {
  const s = { ...base };
  if (params.r) s.rules = params.r === 'swap4' ? 'swap4' : 'drag';
  if (['exact', 'at-most', 'shortest'].includes(params.goal)) s.goal = params.goal;
  if (Number(params.n) > 0) s.budget = Number(params.n);
  if (params.nn !== undefined) s.noNull = params.nn === '1';
  return s;
}

// Loads the puzzle (and a game's moves) of the address's #hash; false when
// it holds none.
export function loadHash() {
  const raw = location.hash.replace(/^#/, '');
  if (!raw) return false;
  const params = {};
  for (const part of raw.split('&')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    try {
      params[part.slice(0, i)] = decodeURIComponent(part.slice(i + 1));
    } catch (_) {
      return false;
    }
  }
  const moves = params.p === undefined ? [] : parseMovesParam(params.p);
  const opts = { mode: params.mode === 'edit' ? 'edit' : 'game', moves: moves || [] };
  // Said once the puzzle is loaded (a load clears the status line).
  const unread = () => {
    if (!moves) setStatus(() => t('web-link-moves-unread'), 'error');
    return true;
  };
  if (params.pack) {
    const number = Number(params.i) || 1;
    const changed = params.n !== undefined ? linkSettings(params, {}) : {};
    if (openPuzzle(params.pack, number, opts, changed)) return unread();
    setStatus(() => t('web-link-bad-pack', { pack: params.pack, number }), 'error');
    return false;
  }
  if (!params.g) return false;
  const rows = boardOf(params.g);
  if (!rows) return false;
  let source = { kind: 'link' };
  if (params.set && Number(params.i) > 0) source = { kind: 'panel', set: params.set, index: Number(params.i) };
  else if (/^\d{1,20}$/.test(params.seed || '')) source = { kind: 'generated', seed: params.seed, level: Number(params.level) || null };
  loadPuzzle(rows, linkSettings(params, { rules: 'drag', goal: 'exact', budget: 1, noNull: false }), source, opts);
  return unread();
}

// A link's board: rows of cells, top first, joined by `/`.
function boardOf(text) {
  const lines = text.split('/');
  const w = lines[0].length;
  if (!w || w > MAX_SIDE || lines.length > MAX_SIDE || lines.some((l) => l.length !== w)) {
    setStatus(() => t('web-link-bad-board'), 'error');
    return null;
  }
  const rows = [];
  for (const l of lines) {
    const row = [];
    for (const ch of l) {
      const v = charCell(ch);
      if (v === null) {
        setStatus(() => t('web-link-bad-cell', { ch }), 'error');
        return null;
      }
      row.push(v);
    }
    rows.push(row);
  }
  return rows;
}

export async function share() {
  syncHash();
  els.shareBox.hidden = false;
  els.shareUrl.value = location.href;
  els.shareUrl.focus();
  els.shareUrl.select();
  const game = state.mode === 'game' && !!state.game && state.game.moves.length > 0;
  try {
    await navigator.clipboard.writeText(location.href);
    setStatus(() => t('web-link-copied', { game }), 'ok');
  } catch (_) {
    setStatus(() => t('web-link-shown', { game }), '');
  }
}
