// Puzzles in and out: pasted text, a file picked or dropped on the page
// (a NOIP input, a grid, or a Panel Attack file, read by the server), and
// the export in a format `mayan` reads. A Panel Attack puzzle keeps its set
// and number: it is exported as the set "SET #N", which reads back as that
// puzzle (and as the pack's puzzle when a pack holds it).

import { els, state, setStatus, gridText } from './state.js';
import { t, say } from './text.js';
import { api } from './api.js';
import { loadPuzzle, settingsChanged } from './puzzle.js';
import { packOf, findPanelPuzzle, openPuzzle } from './packs.js';

// Grid or NOIP text (a grid may start with `moves=N rules=R goal=G`).
export async function loadPuzzleText(text, from) {
  if (!text.trim()) {
    setStatus(() => t('web-paste-first'), 'error');
    return;
  }
  try {
    const data = await api('/api/parse', { text, format: 'auto' });
    const noip = data.format === 'noip';
    loadPuzzle(data.rows, {
      rules: data.rules || (noip ? 'drag' : undefined),
      goal: data.goal || (noip ? 'exact' : undefined),
      budget: data.moves || undefined,
    }, from ? { kind: 'file', name: from } : { kind: 'pasted', format: data.format },
    { mode: data.problem ? 'edit' : 'game' });
    if (data.problem) setStatus(() => t('web-loaded-problem', { format: data.format, why: data.problem }), 'error');
    else setStatus(() => t('web-loaded-text', { format: data.format, w: data.width, h: data.height, moves: data.moves || 0 }), 'ok');
  } catch (e) {
    setStatus(from ? () => t('web-cannot-read', { name: from, why: e.message }) : e.message, 'error');
  }
}

let panelSets = [];

// A set exported by this page: "SET #N" holding one puzzle.
const exportedName = (name) => /^(.*) #(\d+)$/.exec(name);

// A Panel Attack file: its puzzles into the picker; a file of one puzzle
// (an export) is loaded at once.
async function loadPanelText(text, name) {
  let data;
  try {
    data = await api('/api/panel', text, undefined, true);
  } catch (e) {
    setStatus(() => t('web-cannot-read', { name, why: e.message }), 'error');
    return;
  }
  panelSets = data.sets;
  els.panelPick.textContent = '';
  const none = document.createElement('option');
  none.value = '';
  say(none, () => t('web-choose-puzzle'));
  els.panelPick.appendChild(none);
  const playable = [];
  data.sets.forEach((set, si) => {
    const group = document.createElement('optgroup');
    group.label = set.name;
    set.puzzles.forEach((p, pi) => {
      const o = document.createElement('option');
      o.value = `${si}:${pi}`;
      const what = { index: p.index, moves: p.moves, error: p.error, chain: p.finish === 'chain' };
      say(o, () => t(p.error ? 'web-panel-option-error' : 'web-panel-option', what));
      o.disabled = !p.rows;
      if (p.rows) playable.push(o.value);
      group.appendChild(o);
    });
    els.panelPick.appendChild(group);
  });
  els.panelPickLabel.hidden = false;
  if (playable.length === 1) {
    els.panelPick.value = playable[0];
    pickPanel();
    return;
  }
  els.import.open = true;
  const counts = { puzzles: playable.length, sets: data.sets.length };
  setStatus(() => t('web-panel-pick-one', counts), 'ok');
  els.panelPick.focus();
}

export function pickPanel() {
  const [si, pi] = els.panelPick.value.split(':').map(Number);
  const set = panelSets[si];
  const p = set && set.puzzles[pi];
  if (!p || !p.rows) return;
  let name = set.name;
  let index = p.index;
  const own = exportedName(set.name);
  if (own && set.puzzles.length === 1) {
    name = own[1];
    index = Number(own[2]);
  }
  const budget = p.budget > 0 ? p.budget : state.budget;
  const pack = findPanelPuzzle(name, index, p.rows, budget);
  if (pack) {
    openPuzzle(pack.pack, pack.number);
  } else {
    loadPuzzle(p.rows, { rules: 'drag', goal: p.goal || 'at-most', budget, finish: p.finish }, { kind: 'panel', set: name, index });
  }
  setStatus(() => t('web-panel-loaded', { set: name, index, n: budget }), 'ok');
}

export async function importFile(file) {
  if (!file) return;
  let text;
  try {
    text = await file.text();
  } catch (e) {
    setStatus(() => t('web-cannot-read', { name: file.name, why: e.message }), 'error');
    return;
  }
  if (/\.json$/i.test(file.name) || /^\s*[{[]/.test(text)) await loadPanelText(text, file.name);
  else await loadPuzzleText(text, file.name);
}

// Drag and drop of a file anywhere on the page, with a drop target shown
// while a file is dragged over it.
export function wireDrop() {
  let depth = 0;
  const files = (e) => !!e.dataTransfer && Array.from(e.dataTransfer.types || []).includes('Files');
  document.addEventListener('dragenter', (e) => {
    if (!files(e)) return;
    e.preventDefault();
    depth += 1;
    els.drop.hidden = false;
  });
  document.addEventListener('dragover', (e) => {
    if (!files(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    els.drop.hidden = false;
  });
  document.addEventListener('dragleave', (e) => {
    if (!files(e)) return;
    depth = Math.max(0, depth - 1);
    if (!depth) els.drop.hidden = true;
  });
  document.addEventListener('drop', (e) => {
    if (!files(e)) return;
    e.preventDefault();
    depth = 0;
    els.drop.hidden = true;
    importFile(e.dataTransfer.files[0]);
  });
}

// The Panel Attack set and number of the puzzle on the page, if it is one.
function panelIdentity() {
  const s = state.source;
  if (s.kind === 'panel') return { set: s.set, index: s.index };
  const p = s.kind === 'pack' ? packOf(s) : null;
  return p && p.puzzle.set ? { set: p.puzzle.set, index: p.puzzle.index } : null;
}

let exportUrl = null;

export async function exportBoard(format) {
  const body = { grid: gridText(), rules: state.rules, goal: state.goal, moves: state.budget, format };
  const id = panelIdentity();
  if (format === 'panel-attack') body.name = id && !settingsChanged() ? `${id.set} #${id.index}` : 'Mayan';
  let data;
  try {
    data = await api('/api/export', body);
  } catch (e) {
    // The file of an earlier export is not this one.
    els.exportOut.hidden = true;
    els.exportText.textContent = '';
    setStatus(() => t('web-export-failed', { format, why: e.message }), 'error');
    return;
  }
  if (exportUrl) URL.revokeObjectURL(exportUrl);
  exportUrl = URL.createObjectURL(new Blob([data.text], { type: data.media_type || 'text/plain' }));
  els.exportLink.href = exportUrl;
  els.exportLink.download = data.filename;
  els.exportLink.textContent = data.filename;
  els.exportLink.dataset.format = data.format;
  els.exportText.textContent = data.text;
  els.exportOut.hidden = false;
  els.exportLink.click();
  setStatus(() => t('web-exported', { file: data.filename, format: data.format }), 'ok');
}
