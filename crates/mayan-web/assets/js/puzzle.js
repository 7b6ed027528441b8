// The puzzle on the page: what it is (a pack's puzzle, a Panel Attack set's,
// a generated one, a file, a link, your own board), its head (title, goal
// in a sentence, how to play, moves left), loading it, the page's modes
// (play, edit, a solution played back) and the Play/Edit switch.

import { MAX_BUDGET } from './cells.js';
import { els, state, setFromRows, hasGrey, coarsePointer, setStatus } from './state.js';
import { t, say } from './text.js';
import { buildBoard, clearMarks, drawCells, bringBoardIntoView, focusCell } from './board.js';
import { remember, writeSettings, scheduleCheck, hideProblem } from './editor.js';
import { startGame, suspendGame, renderGame } from './game.js';
import { exitWatch } from './playback.js';
import { syncHash } from './link.js';
import { packOf, renderTicks, isLast, packName, puzzleName } from './packs.js';

// The notation a source writes moves and cells in.
function notationOf(source) {
  if (source.kind === 'pack') {
    const p = packOf(source);
    return p ? p.puzzle.notation : 'plain';
  }
  return source.kind === 'panel' ? 'panel-attack' : 'plain';
}

// Loads a board (rows, top first) with its settings: one step of the
// editor's undo. `mode` is where the page goes: 'game' (the default: play
// first) or 'edit'; `moves` are a game's moves (from a link).
export function loadPuzzle(rows, settings, source, { mode = 'game', moves = [], scroll = true } = {}) {
  exitWatch();
  suspendGame();
  setStatus('', '');
  remember();
  setFromRows(rows);
  Object.assign(state, {
    rules: settings.rules || state.rules,
    goal: settings.goal || state.goal,
    budget: Math.max(1, Math.min(MAX_BUDGET, Number(settings.budget) || state.budget)),
    noNull: !!settings.noNull,
    finish: settings.finish || 'clear',
  });
  state.source = source || { kind: 'custom' };
  state.settings = currentSettings();
  state.notation = notationOf(state.source);
  state.game = null;
  state.focus = { x: 0, y: state.h - 1 };
  writeSettings();
  buildBoard();
  edited('load');
  if (mode === 'game') startGame(moves, { fresh: true });
  else setMode('edit');
  if (scroll) bringBoardIntoView();
}

const currentSettings = () => ({ rules: state.rules, goal: state.goal, budget: state.budget, noNull: state.noNull });

// Whether the rules, goal, budget or null moves differ from the puzzle's
// own.
export function settingsChanged() {
  const s = state.settings;
  if (!s || state.source.kind === 'custom') return false;
  return s.rules !== state.rules || s.goal !== state.goal || s.budget !== state.budget || s.noNull !== state.noNull;
}

// Something about the puzzle changed: old answers no longer apply. `how`
// is 'load', 'restore' (an undo or redo), 'settings' (the rules or the
// goal: the puzzle keeps its name) or nothing (the board was edited: it is
// now a board of your own).
export function edited(how) {
  if (!how && state.source.kind !== 'custom') {
    state.source = { kind: 'custom' };
    if (state.notation !== 'plain') {
      // Its own board counts rows and columns from 0: new axes (and the
      // keys go on where they were).
      const focused = els.board.contains(document.activeElement);
      state.notation = 'plain';
      buildBoard();
      if (focused) focusCell(state.focus.x, state.focus.y, true);
    }
  }
  if (state.busy) state.busy.controller.abort();
  state.hints = [];
  els.result.textContent = '';
  if (state.mode === 'edit') clearMarks();
  renderHead();
  syncHash();
  scheduleCheck();
  updateHistoryButtons();
}

// A snapshot's puzzle identity back (the editor's undo).
export function restoreSource(source, settings, notation) {
  state.source = source;
  state.settings = settings;
  if (notation !== state.notation) state.notation = notation;
}

export function title() {
  const s = state.source;
  switch (s.kind) {
    case 'pack': {
      const p = packOf(s);
      return p ? t('web-title-pack', { pack: packName(p.pack), name: puzzleName(p.puzzle) }) : t('web-title-custom');
    }
    case 'panel': return t('web-title-panel', { set: s.set, index: s.index });
    case 'generated': return s.level ? t('web-title-random', { level: s.level }) : t('web-title-generated');
    case 'file': return s.name;
    case 'pasted': return t('web-title-pasted', { format: s.format });
    case 'link': return t('web-title-link');
    default: return t('web-title-custom');
  }
}

// The head above the board: the puzzle's name, where it is in its pack,
// the goal in one sentence, how to play, the moves left. (Each is said by
// a function of the state, so that the language switch says it again.)
export function renderHead() {
  const s = state.source;
  say(els.puzzleTitle, title);
  const p = s.kind === 'pack' ? packOf(s) : null;
  const sub = [];
  if (p) sub.push(() => t('web-sub-pack', { number: p.puzzle.number, of: p.pack.puzzles.length }));
  if (s.kind === 'generated') {
    sub.push(() => (s.score === undefined ? t('web-sub-seed', { seed: s.seed })
      : t('web-sub-seed-score', { seed: s.seed, score: s.score })));
  }
  if (settingsChanged()) sub.push(() => t('web-sub-changed'));
  say(els.puzzleSub, () => sub.map((f) => f()).join(' · '));
  els.puzzleSub.hidden = !sub.length;
  renderTicks();
  els.puzzlePrev.hidden = !p;
  els.puzzleNext.hidden = !p && !(s.kind === 'generated' && s.level);
  els.puzzlePrev.disabled = !!p && p.packIndex === 0 && p.puzzle.number === 1;
  els.puzzleNext.disabled = !!p && isLast(p);
  const { finish, noNull } = state;
  const params = { goal: state.goal, n: state.budget, grey: hasGrey() };
  say(els.goalLine, () => {
    const goal = t(finish === 'chain' ? 'web-goal-line-chain' : 'web-goal-line', params);
    return noNull ? t('web-goal-with-note', { goal, note: t('web-no-null-note') }) : goal;
  });
  renderHowto();
}

function renderHowto() {
  const pointer = coarsePointer.matches ? 'touch' : 'mouse';
  const id = state.mode === 'edit' ? 'web-howto-edit' : state.mode === 'watch' ? 'web-howto-watch'
    : state.rules === 'swap4' ? 'web-howto-swap4' : 'web-howto-drag';
  say(els.howto, () => t(id, { pointer }));
}

export function showMovesLeft(left) {
  say(els.movesLeft, left === null ? '' : () => t('web-moves-left', { left }));
}

// The page's mode: what the board shows and which controls are there.
export function setMode(mode) {
  state.mode = mode;
  const playing = mode === 'game' || (mode === 'watch' && state.from === 'game');
  const b = els.board;
  b.classList.toggle('editing', mode === 'edit');
  b.classList.toggle('watching', mode === 'watch');
  b.classList.toggle('gaming', mode === 'game');
  if (mode !== 'game') {
    b.classList.remove('won', 'lost');
    els.puzzleNext.classList.remove('primary');
  }
  b.dataset.mode = mode;
  els.modePlay.setAttribute('aria-pressed', playing ? 'true' : 'false');
  els.modeEdit.setAttribute('aria-pressed', playing ? 'false' : 'true');
  els.editor.hidden = mode !== 'edit';
  els.playback.hidden = mode !== 'watch';
  els.game.hidden = mode !== 'game';
  els.movesLeft.hidden = mode !== 'game';
  els.historyBar.hidden = mode === 'watch';
  els.gameRestart.hidden = mode !== 'game';
  els.keysGame.hidden = mode === 'edit';
  els.keysEdit.hidden = mode !== 'edit';
  els.palette.closest('fieldset').disabled = mode !== 'edit';
  const back = state.from === 'game' ? 'web-pb-to-game' : 'web-pb-to-editor';
  say(els.pbEdit, () => t(back));
  if (mode !== 'edit') hideProblem();
  renderHowto();
  updateHistoryButtons();
}

// To the editor from whatever the board shows; the game waits.
export function toEdit() {
  exitWatch();
  if (state.mode === 'edit') return;
  suspendGame();
  setMode('edit');
  clearMarks();
  drawCells(null);
  syncHash();
  scheduleCheck();
}

// To the game: the one waiting if the puzzle is the same, else a new one.
export function toPlay() {
  if (state.mode === 'watch') {
    exitWatch();
    if (state.mode === 'game') return;
  }
  if (state.mode === 'game') return;
  setStatus('', '');
  startGame([], {});
}

// After a playback or a refused game: the board as the mode shows it.
export function redrawMode() {
  if (state.mode === 'game' && state.game) renderGame();
  else drawCells(null);
}

export function updateHistoryButtons() {
  const g = state.mode === 'game' ? state.game : null;
  els.undo.disabled = g ? !g.moves.length || g.pending : !state.undo.length;
  els.redo.disabled = g ? !g.redo.length || g.pending : !state.redo.length;
  els.gameRestart.disabled = !g || !g.moves.length || g.pending;
  const [undo, redo] = g ? ['web-undo-move', 'web-redo-move'] : ['web-undo-edit', 'web-redo-edit'];
  say(els.undo, () => t(undo), 'title');
  say(els.redo, () => t(redo), 'title');
}
