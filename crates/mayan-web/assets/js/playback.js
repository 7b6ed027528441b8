// Solve and Hint, and the solution played back (the page's watch mode):
// each move, each fall, each set of blocks that vanish, from the engine's
// stages (/api/replay); the page never computes a move itself.

import { moveName, moveText, panelText, moveWords } from './cells.js';
import { els, state, setStatus, sameRows } from './state.js';
import { t, say, fmtMs } from './text.js';
import { api, search, request } from './api.js';
import { clearMarks, addArrow, drawFrame, focusCell, bringBoardIntoView } from './board.js';
import { setMode, redrawMode } from './puzzle.js';
import { suspendGame, gameHint } from './game.js';
import { renderPlan, planAt } from './plan.js';
import { packOf } from './packs.js';

const ICON_PLAY = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M7 5v14l11-7z"/></svg>';
const ICON_PAUSE = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M6 5h4v14H6zM14 5h4v14h-4z"/></svg>';

const name = (m) => moveName(m, state.notation);
const watch = { frames: [], frame: 0, playing: false, timer: null, solution: null };

// The Panel Attack puzzle on the page, when it is one: its set and number.
function panelPuzzle() {
  const s = state.source;
  if (s.kind === 'panel') return s;
  const p = s.kind === 'pack' ? packOf(s) : null;
  return p && p.puzzle.set ? { set: p.puzzle.set, index: p.puzzle.index } : null;
}

export async function solve() {
  const from = state.mode === 'watch' ? state.from : state.mode;
  const body = request();
  const panel = panelPuzzle();
  const report = await search('/api/solve', 'web-solving', body);
  if (!report) return;
  const cost = { nodes: report.nodes };
  if (state.mode === 'edit') clearMarks();
  if (!report.solved) {
    watch.solution = null;
    els.result.textContent = '';
    const why = { goal: report.goal, n: report.budget, ...cost };
    const id = state.finish === 'chain' ? 'web-no-chain-win' : panel ? 'web-no-pure-solution' : 'web-no-solution';
    setStatus(() => t(id, { ...panel, ...why, time: fmtMs(report.time_ms) }), 'error');
    return;
  }
  setStatus(() => t('web-solved', { moves: report.length, ...cost, time: fmtMs(report.time_ms) }), 'ok');
  watch.solution = { body, moves: report.moves };
  showSolution(report.moves);
  await startPlayback(from);
  // The playback keys work on the board: focus it.
  if (state.mode === 'watch') focusCell(state.focus.x, state.focus.y, true);
}

// A move as a button's label: in Panel Attack notation with the x y form
// after it.
function moveLabel(m) {
  if (state.notation !== 'panel-attack' || m.dy !== 0) return document.createTextNode(moveText(m));
  const f = document.createDocumentFragment();
  f.appendChild(document.createTextNode(panelText(m) + ' '));
  const s = document.createElement('span');
  s.className = 'alt';
  s.textContent = `(${moveText(m)})`;
  f.appendChild(s);
  return f;
}

function showSolution(moves) {
  els.result.textContent = '';
  const p = document.createElement('p');
  const intro = !moves.length ? 'web-already-clear' : state.notation === 'panel-attack' ? 'web-moves-intro-panel' : 'web-moves-intro';
  say(p, () => t(intro));
  els.result.appendChild(p);
  const ol = document.createElement('ol');
  moves.forEach((m, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'movebtn';
    b.dataset.move = i + 1;
    b.appendChild(moveLabel(m));
    const notation = state.notation;
    say(b, () => t('web-move-button', { k: i + 1, name: moveName(m, notation), words: moveWords(m, notation) }), 'aria-label');
    b.addEventListener('click', () => jumpToMove(i + 1));
    li.appendChild(b);
    ol.appendChild(li);
  });
  els.result.appendChild(ol);
}

// The list of winning first moves under the board; `intro` says it (a
// function, said again in another language).
export function showHintList(data, intro) {
  els.result.textContent = '';
  const p = document.createElement('p');
  say(p, intro);
  els.result.appendChild(p);
  const ul = document.createElement('ul');
  for (const h of data.hints) {
    const li = document.createElement('li');
    const move = name(h.move);
    say(li, () => t('web-hint-item', { move, after: h.after, fewest: h.total === data.fewest }));
    ul.appendChild(li);
  }
  els.result.appendChild(ul);
}

export async function hint() {
  if (state.mode === 'game') {
    gameHint();
    return;
  }
  exitWatch();
  const data = await search('/api/hint', 'web-hint-searching');
  if (!data || state.mode !== 'edit') return;
  state.hints = data.hints;
  clearMarks();
  for (const h of state.hints) addArrow(h.move, 'hinted');
  if (!data.hints.length) {
    els.result.textContent = '';
    setStatus(() => t('web-hint-none', { n: data.budget }), 'error');
    return;
  }
  setStatus(() => t('web-hint-found', { count: data.hints.length, n: data.budget, fewest: data.fewest }), 'ok');
  showHintList(data, () => t('web-hint-list-intro'));
}

// ---- frames ----------------------------------------------------------------------

// The frames of one turn from /api/replay: the move, each fall and each
// set of blocks that vanish, the board after. `k` is the move's number, `n`
// how many there are (the solution's length, or a game's budget).
export function turnFrames(turn, k, n, nameOf) {
  const frames = [{ rows: turn.moved, anim: { type: 'swap', move: turn.move }, from: turn.move, move: k, wait: 650,
    caption: () => t('web-frame-move', { k, n, move: nameOf(turn.move), kind: turn.kind }) }];
  let prev = turn.moved;
  turn.stages.forEach((s, j) => {
    const fell = !sameRows(prev, s.fallen);
    frames.push({ rows: s.fallen, anim: fell ? { type: 'fall', from: prev } : null, vanish: s.vanished, move: k, stage: j + 1,
      wait: 850, caption: () => t('web-frame-vanish', { stage: j + 1, blocks: s.vanished.length }) });
    frames.push({ rows: s.cleared, anim: { type: 'poof', cells: s.vanished }, move: k, wait: 450,
      caption: () => t('web-frame-gone', { blocks: s.vanished.length }) });
    prev = s.cleared;
  });
  const fell = !sameRows(prev, turn.after);
  frames.push({ rows: turn.after, anim: fell ? { type: 'fall', from: prev } : null, move: k, wait: 900,
    caption: () => t('web-frame-after', { k }) });
  return frames;
}

function buildFrames(rep) {
  const n = rep.turns.length;
  const frames = [{ rows: rep.start, arrow: n ? rep.turns[0].move : null, move: 0, wait: 900,
    caption: n ? () => t('web-frame-start', { move: name(rep.turns[0].move), n }) : () => t('web-frame-start-clear') }];
  rep.turns.forEach((turn, i) => {
    const k = i + 1;
    const frs = turnFrames(turn, k, n, name);
    const last = frs[frs.length - 1];
    const done = k === n;
    const result = rep.empty ? 'empty' : rep.clear ? 'grey' : 'left';
    Object.assign(last, {
      arrow: done ? null : rep.turns[k].move,
      wait: done ? 0 : 900,
      end: done,
      caption: done ? () => t('web-frame-end', { k, result })
        : () => t('web-frame-after-next', { k, next: k + 1, n, move: name(rep.turns[k].move) }),
    });
    frames.push(...frs);
  });
  return frames;
}

// ---- watching ----------------------------------------------------------------------

async function startPlayback(from) {
  const sol = watch.solution;
  let rep;
  try {
    rep = await api('/api/replay', { grid: sol.body.grid, rules: sol.body.rules, moves: sol.moves });
  } catch (e) {
    setStatus(() => t('web-replay-failed', { why: e.message }), 'error');
    return;
  }
  if (state.mode === 'game') suspendGame();
  watch.frames = buildFrames(rep);
  state.from = from === 'watch' ? state.from : from;
  setMode('watch');
  renderPlan(rep.plan);
  els.pbRange.max = watch.frames.length - 1;
  els.board.dataset.frames = watch.frames.length;
  showFrame(0, false);
  bringBoardIntoView();
  play();
}

// Back to the mode the playback came from.
export function exitWatch() {
  stopPlay();
  if (state.mode !== 'watch') return;
  setMode(state.from);
  for (const k of ['frame', 'frames', 'end']) delete els.board.dataset[k];
  clearMarks();
  redrawMode();
  for (const b of els.result.querySelectorAll('.movebtn')) b.removeAttribute('aria-current');
}

export function showFrame(i, animated) {
  i = Math.max(0, Math.min(watch.frames.length - 1, i));
  watch.frame = i;
  const f = watch.frames[i];
  drawFrame(f, animated);
  planAt(f);
  say(els.caption, f.caption);
  els.caption.classList.toggle('done', !!f.end);
  els.pbRange.value = i;
  const n = watch.frames.length;
  say(els.pbPos, () => t('web-frame-pos', { i: i + 1, n }));
  els.board.dataset.frame = i;
  els.board.dataset.end = i === watch.frames.length - 1 ? 'true' : 'false';
  for (const b of els.result.querySelectorAll('.movebtn')) {
    if (Number(b.dataset.move) === f.move) b.setAttribute('aria-current', 'step');
    else b.removeAttribute('aria-current');
  }
  const last = watch.frames.length - 1;
  els.pbBack.disabled = els.pbFirst.disabled = i === 0;
  els.pbForward.disabled = els.pbLast.disabled = i === last;
}

export function stopPlay() {
  watch.playing = false;
  clearTimeout(watch.timer);
  watch.timer = null;
  els.pbPlay.innerHTML = ICON_PLAY;
  say(els.pbPlay, () => t('web-pb-play'), 'title');
  say(els.pbPlay, () => t('web-pb-play'), 'aria-label');
}

function play() {
  if (state.mode !== 'watch') return;
  if (watch.frame >= watch.frames.length - 1) showFrame(0, false);
  watch.playing = true;
  els.pbPlay.innerHTML = ICON_PAUSE;
  say(els.pbPlay, () => t('web-pb-pause'), 'title');
  say(els.pbPlay, () => t('web-pb-pause'), 'aria-label');
  const tick = () => {
    if (!watch.playing) return;
    showFrame(watch.frame + 1, true);
    if (watch.frame >= watch.frames.length - 1) {
      stopPlay();
      return;
    }
    watch.timer = setTimeout(tick, watch.frames[watch.frame].wait || 600);
  };
  watch.timer = setTimeout(tick, watch.frames[watch.frame].wait || 600);
}

export function togglePlay() {
  if (watch.playing) stopPlay();
  else play();
}

export function stepForward() {
  stopPlay();
  if (watch.frame < watch.frames.length - 1) showFrame(watch.frame + 1, true);
}

export function stepBack() {
  stopPlay();
  showFrame(watch.frame - 1, false);
}

export function firstFrame() {
  stopPlay();
  showFrame(0, false);
}

export function lastFrame() {
  stopPlay();
  showFrame(watch.frames.length - 1, false);
}

export function watchKey(e) {
  if (e.key === ',' || e.key === '[') stepBack();
  else if (e.key === '.' || e.key === ']') stepForward();
  else if (e.key === 'p' || e.key === 'P') togglePlay();
  else return false;
  return true;
}

// The first frame of move `k` (0: the start), or of the stage `stage` of
// it.
export function frameOf(k, stage) {
  return watch.frames.findIndex((f) => f.move === k && (!stage || f.stage === stage));
}

async function jumpToMove(k) {
  if (state.mode !== 'watch') {
    if (!watch.solution) return;
    await startPlayback(state.mode);
    stopPlay();
  }
  stopPlay();
  const i = frameOf(k);
  showFrame(i < 0 ? 0 : i, true);
}
