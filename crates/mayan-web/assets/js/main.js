// Mayan's web page: a puzzle game first (packs of puzzles to play, Next,
// hints, the solution played back with its plan), and an editor, a
// generator, import, export and share links. The rules live on the server:
// no module computes a move's result; they draw the boards /api/replay
// sends and word the game state it judges.
//
// Modules: text (every sentence, in English or Chinese), cells (colours, notations), state, api
// (server calls), board (the view), editor, game, playback (solve, hint,
// watch), plan, packs, generate, files (import, export), link (the share
// link), puzzle (what is loaded, the head, the modes) and this one, which
// wires them to the page.

import { els, state, gridText, setStatus } from './state.js';
import { applyStatic, loadLang, startLang, rememberLang, currentLang, sayAgain } from './text.js';
import { cancelSearch, setBusy } from './api.js';
import { cellOf, setRoving, fitCells, zoom, focusCell } from './board.js';
import {
  buildPalette, editPointerDown, editPointerMove, editPointerUp, editKey, moveFocusKey,
  undoEdit, redoEdit, settingChanged, resize, clearBoard, settle,
} from './editor.js';
import { gamePointerDown, gamePointerMove, gamePointerUp, gameKey, undoMove, redoMove, restartGame } from './game.js';
import {
  solve, hint, exitWatch, watchKey, togglePlay, stepBack, stepForward, firstFrame, lastFrame, showFrame, stopPlay,
} from './playback.js';
import { toEdit, toPlay, updateHistoryButtons } from './puzzle.js';
import { loadPacks, openFirst, nextPuzzle, prevPuzzle, renderPackList } from './packs.js';
import { wireGenerator } from './generate.js';
import { loadPuzzleText, importFile, pickPanel, wireDrop, exportBoard } from './files.js';
import { loadHash, share } from './link.js';

const on = (el, event, f) => el.addEventListener(event, f);

function undo() {
  if (state.mode === 'game') undoMove();
  else if (state.mode === 'edit') undoEdit();
}

function redo() {
  if (state.mode === 'game') redoMove();
  else if (state.mode === 'edit') redoEdit();
}

// Ctrl-Z undoes, Ctrl-Shift-Z and Ctrl-Y redo: moves in a game, edits in
// the editor. Text fields keep their own undo.
function historyKey(e) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
  const k = e.key.toLowerCase();
  if (k !== 'z' && k !== 'y') return;
  const el = e.target;
  if (el && el.matches && el.matches('textarea, select, input:not([type="checkbox"]):not([type="range"]):not([type="file"])')) return;
  e.preventDefault();
  if (k === 'y' || e.shiftKey) redo();
  else undo();
}

// The switch shows the language spoken.
function showLang() {
  for (const b of [els.langEn, els.langZh]) b.setAttribute('aria-pressed', String(b.dataset.lang === currentLang()));
}

// EN / 中文: the page says everything again in the other language,
// keeping the puzzle, the game and the playback as they are.
async function switchLang(code) {
  rememberLang(code);
  if (code === currentLang()) return;
  try {
    await loadLang(code);
  } catch (e) {
    setStatus(e.message, 'error');
    return;
  }
  applyStatic(document);
  sayAgain();
  showLang();
  fitCells();
}

function wireBoard() {
  const b = els.board;
  on(b, 'focusin', (e) => {
    const c = cellOf(e.target);
    if (c) setRoving(c.x, c.y);
  });
  on(b, 'keydown', (e) => {
    const c = cellOf(e.target);
    if (!c || e.altKey || e.ctrlKey || e.metaKey) return;
    let handled = state.mode === 'game' && gameKey(e, c);
    if (!handled) handled = moveFocusKey(e, c);
    if (!handled && state.mode === 'edit') handled = editKey(e, c);
    else if (!handled && state.mode === 'watch') handled = watchKey(e);
    if (handled) e.preventDefault();
  });
  on(b, 'pointerdown', (e) => {
    const c = cellOf(e.target);
    if (!c) return;
    if (state.mode === 'edit') editPointerDown(e, c);
    else if (state.mode === 'game') gamePointerDown(e, c);
  });
  on(b, 'pointermove', (e) => editPointerMove(e) || gamePointerMove(e));
  const end = (cancelled) => (e) => {
    if (!editPointerUp(e, cancelled) && !gamePointerUp(e, cancelled)) return;
    try { b.releasePointerCapture(e.pointerId); } catch (_) { /* released */ }
  };
  on(b, 'pointerup', end(false));
  on(b, 'pointercancel', end(true));
  on(b, 'contextmenu', (e) => { if (state.mode !== 'watch') e.preventDefault(); });
}

function wire() {
  wireBoard();
  for (const b of [els.langEn, els.langZh]) on(b, 'click', () => switchLang(b.dataset.lang));
  on(els.modePlay, 'click', () => {
    toPlay();
    focusCell(state.focus.x, state.focus.y, true);
  });
  on(els.modeEdit, 'click', () => {
    toEdit();
    focusCell(state.focus.x, state.focus.y, true);
  });
  on(els.zoomIn, 'click', () => zoom(1.25));
  on(els.zoomOut, 'click', () => zoom(0.8));
  on(els.puzzleNext, 'click', nextPuzzle);
  on(els.puzzlePrev, 'click', prevPuzzle);
  on(els.packPick, 'change', () => renderPackList(els.packPick.value));
  on(els.width, 'change', () => resize(Number(els.width.value) || state.w, state.h));
  on(els.height, 'change', () => resize(state.w, Number(els.height.value) || state.h));
  for (const el of [els.rules, els.goal, els.budget, els.noNull]) on(el, 'change', settingChanged);
  on(els.clear, 'click', clearBoard);
  on(els.settle, 'click', settle);
  on(els.problemSettle, 'click', settle);
  on(els.solve, 'click', solve);
  on(els.hint, 'click', hint);
  on(els.cancel, 'click', cancelSearch);
  on(els.genCancel, 'click', cancelSearch);
  on(els.undo, 'click', undo);
  on(els.redo, 'click', redo);
  on(els.gameRestart, 'click', restartGame);
  on(els.share, 'click', share);
  on(els.pbFirst, 'click', firstFrame);
  on(els.pbBack, 'click', stepBack);
  on(els.pbPlay, 'click', togglePlay);
  on(els.pbForward, 'click', stepForward);
  on(els.pbLast, 'click', lastFrame);
  on(els.pbEdit, 'click', () => {
    exitWatch();
    focusCell(state.focus.x, state.focus.y, true);
  });
  on(els.pbRange, 'input', () => {
    stopPlay();
    showFrame(Number(els.pbRange.value), false);
  });
  on(els.pasteLoad, 'click', () => loadPuzzleText(els.paste.value, null));
  on(els.pasteCurrent, 'click', () => { els.paste.value = gridText(); });
  on(els.panelFile, 'change', () => importFile(els.panelFile.files && els.panelFile.files[0]));
  on(els.panelPick, 'change', pickPanel);
  for (const b of document.querySelectorAll('#export button[data-format]')) on(b, 'click', () => exportBoard(b.dataset.format));
  wireGenerator();
  wireDrop();
  // The skip link goes to the board without taking the address's #hash
  // (it holds the share link).
  on(els.skip, 'click', (e) => {
    e.preventDefault();
    focusCell(state.focus.x, state.focus.y);
  });
  on(document, 'keydown', (e) => {
    if (e.key === 'Escape' && state.busy) cancelSearch();
    historyKey(e);
  });
  on(window, 'hashchange', () => {
    if (location.hash !== state.lastHash) loadHash();
  });
  if (window.ResizeObserver) new ResizeObserver(() => fitCells()).observe(els.boardWrap);
  on(window, 'resize', fitCells);
}

async function start() {
  try {
    await loadLang(startLang());
  } catch (_) {
    // The catalogue did not come: English, which the server always has.
    await loadLang('en');
  }
  applyStatic(document);
  showLang();
  wire();
  buildPalette();
  setBusy(false);
  await loadPacks();
  if (!loadHash()) {
    // A link that could not be opened says why over the first puzzle.
    const why = els.status.classList.contains('error') ? els.status.textContent : '';
    openFirst();
    if (why) setStatus(why, 'error');
  }
  // The first puzzle is where the editor's undo starts.
  state.undo = [];
  state.redo = [];
  updateHistoryButtons();
  document.documentElement.dataset.ready = 'true';
}

start();
