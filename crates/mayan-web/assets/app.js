// Mayan's web page: a board editor with undo, the solver's answer played back
// stage by stage, a game to play the puzzle yourself, hints from any position,
// export, import (also by drag and drop), a generator, and shareable links.
// The rules live on the server: this file never computes a move's result; it
// draws the boards /api/replay sends and shows the game state it judges.
'use strict';

(() => {
  const EMPTY = 0;
  const GREY = 36;
  const MAX_SIDE = 16;
  const MAX_BUDGET = 50;

  // Okabe-Ito colours (safe for the common colour-vision deficiencies), each
  // with its own symbol so that no colour is told apart by hue alone.
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
    { name: 'orange', bg: '#E69F00', fg: '#1b1b1b', shape: 'circle' },
    { name: 'sky blue', bg: '#56B4E9', fg: '#1b1b1b', shape: 'triangle' },
    { name: 'green', bg: '#009E73', fg: '#ffffff', shape: 'square' },
    { name: 'yellow', bg: '#F0E442', fg: '#1b1b1b', shape: 'diamond' },
    { name: 'blue', bg: '#0072B2', fg: '#ffffff', shape: 'star' },
    { name: 'vermillion', bg: '#D55E00', fg: '#ffffff', shape: 'plus' },
    { name: 'pink', bg: '#CC79A7', fg: '#1b1b1b', shape: 'heart' },
    { name: 'wine', bg: '#882255', fg: '#ffffff', shape: 'cross' },
    { name: 'white', bg: '#F2F2F2', fg: '#1b1b1b', shape: 'ring' },
    { name: 'teal', bg: '#44AA99', fg: '#1b1b1b', shape: 'hexagon' },
  ];

  function colourInfo(v) {
    if (v >= 1 && v < COLOURS.length) return COLOURS[v];
    // Colours 11-35: a hue of their own and their grid letter as the symbol.
    const hue = (v * 67) % 360;
    return { name: `colour ${v}`, bg: `hsl(${hue} 55% 62%)`, fg: '#111111', letter: cellChar(v) };
  }

  function cellChar(v) {
    if (v === EMPTY) return '.';
    if (v >= 1 && v <= 9) return String(v);
    if (v >= 10 && v <= 35) return String.fromCharCode(97 + v - 10);
    if (v === GREY) return '#';
    return '?';
  }

  function charCell(c) {
    if (c === '.' || c === '0') return EMPTY;
    if (c >= '1' && c <= '9') return c.charCodeAt(0) - 48;
    if (c >= 'a' && c <= 'z') return c.charCodeAt(0) - 97 + 10;
    if (c === '#') return GREY;
    return null;
  }

  function cellName(v) {
    if (v === EMPTY) return 'empty';
    if (v === GREY) return 'grey block';
    const info = colourInfo(v);
    return `colour ${v} (${info.name}${info.shape ? ', ' + info.shape : ''})`;
  }

  function symbolHtml(v) {
    if (v === EMPTY || v === GREY) return '';
    const info = colourInfo(v);
    if (info.shape) {
      return `<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">${SHAPES[info.shape]}</svg>`;
    }
    return `<span class="glyph" aria-hidden="true">${info.letter}</span>`;
  }

  // ---- moves and their notations ----------------------------------------------

  const DIRS = { '1,0': 'R', '-1,0': 'L', '0,1': 'U', '0,-1': 'D' };
  const STEPS = { R: [1, 0], L: [-1, 0], U: [0, 1], D: [0, -1] };
  const DIR_WORDS = { R: 'right', L: 'left', U: 'up', D: 'down' };
  const DIR_ANGLE = { R: 0, L: 180, U: -90, D: 90 };
  const dirOf = (m) => DIRS[`${m.dx},${m.dy}`] || '?';
  const moveOf = (x, y, d) => ({ x, y, dx: STEPS[d][0], dy: STEPS[d][1] });
  const moveText = (m) => `${m.x} ${m.y} ${dirOf(m)}`;
  const moveWords = (m) => `the block at column ${m.x}, row ${m.y} moves ${DIR_WORDS[dirOf(m)] || '?'}`;
  const arrowSvg = (m) =>
    `<svg viewBox="0 0 24 24" aria-hidden="true"><g transform="rotate(${DIR_ANGLE[dirOf(m)] || 0} 12 12)">` +
    '<path d="M3 9.5h10V4.5l8.5 7.5-8.5 7.5v-5H3z" fill="#ffffff" stroke="#000000" stroke-width="1.4" stroke-linejoin="round"/></g></svg>';

  // Panel Attack's notation (crates/mayan-core/src/format/notation.rs,
  // write_move): rRcC swaps row R (1 = bottom) at columns C and C + 1 (1 =
  // leftmost). Up and down moves have no rRcC form: they keep `x y D`.
  function panelText(m) {
    const d = dirOf(m);
    if (d === 'R') return `r${m.y + 1}c${m.x + 1}`;
    if (d === 'L') return `r${m.y + 1}c${m.x}`;
    return moveText(m);
  }

  // A move as the loaded puzzle's players write it.
  const usesPanelNotation = () => !!(state.source && state.source.kind === 'panel');
  const moveName = (m) => (usesPanelNotation() ? panelText(m) : moveText(m));
  const moveListIntro = () => (usesPanelNotation()
    ? 'Moves in Panel Attack notation (rRcC: row R from the bottom, swap columns C and C+1):'
    : 'Moves (x y direction, row 0 at the bottom):');

  // Moves in a link: `x.y.D` joined by `_`.
  const movesParam = (moves) => moves.map((m) => `${m.x}.${m.y}.${dirOf(m)}`).join('_');
  function parseMovesParam(text) {
    if (!text) return [];
    const out = [];
    for (const part of text.split('_')) {
      const m = /^(\d{1,2})\.(\d{1,2})\.([RLUD])$/.exec(part);
      if (!m) return null;
      out.push(moveOf(Number(m[1]), Number(m[2]), m[3]));
    }
    return out;
  }

  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

  const ICON_PLAY = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M7 5v14l11-7z"/></svg>';
  const ICON_PAUSE = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M6 5h4v14H6zM14 5h4v14h-4z"/></svg>';

  const PRESETS = {
    box: { name: 'Box maze (seed 004)', rows: ['.1....', '.2....', '.3....', '.21...', '.133..', '.221..', '.1122.'], rules: 'swap4', goal: 'exact', budget: 2 },
    noip: { name: 'NOIP 2011 sample', rows: ['.....', '.....', '.....', '....4', '..4.3', '.1314', '12232'], rules: 'drag', goal: 'exact', budget: 3 },
    panel: { name: 'Empty 6 × 12 (Panel de Pon)', rows: Array(12).fill('......'), rules: 'drag', goal: 'at-most', budget: 3 },
  };

  const FORMAT_NAMES = { noip: 'a NOIP input', grid: 'a grid', 'panel-attack': 'a Panel Attack file' };

  // ---- elements and state -------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const els = {
    board: $('board'), wrap: $('board-wrap'), help: $('board-help'), gameHelp: $('game-help'),
    size: $('board-size'), mode: $('mode-label'),
    problem: $('board-problem'), problemText: $('board-problem-text'), problemSettle: $('problem-settle'),
    palette: $('palette'), width: $('width'), height: $('height'), rules: $('rules'),
    budget: $('budget'), goal: $('goal'), noNull: $('no-null'), preset: $('preset'), presetOther: $('preset-other'),
    clear: $('clear'), settle: $('settle'), solve: $('solve'), playGame: $('play-game'), cancel: $('cancel'), hint: $('hint'),
    share: $('share'), shareBox: $('share-box'), shareUrl: $('share-url'),
    status: $('status'), result: $('result'), playback: $('playback'), caption: $('caption'),
    first: $('pb-first'), back: $('pb-back'), play: $('pb-play'), forward: $('pb-forward'),
    last: $('pb-last'), edit: $('pb-edit'), range: $('pb-range'), pos: $('pb-pos'),
    planBox: $('plan-box'), plan: $('plan'),
    historyBar: $('history-bar'), undo: $('undo'), redo: $('redo'),
    game: $('game'), gameCount: $('game-count'), gameGoal: $('game-goal'), gameMsg: $('game-msg'), gameMoves: $('game-moves'),
    gameRestart: $('game-restart'), gameHint: $('game-hint'), gameExit: $('game-exit'),
    importBox: $('import'), paste: $('paste'), pasteLoad: $('paste-load'), pasteCurrent: $('paste-current'),
    panelFile: $('panel-file'), panelPick: $('panel-pick'), panelPickLabel: $('panel-pick-label'),
    exportOut: $('export-out'), exportLink: $('export-link'), exportText: $('export-text'),
    drop: $('drop'),
    genForm: $('gen-form'), genWidth: $('gen-width'), genHeight: $('gen-height'), genColours: $('gen-colours'),
    genMoves: $('gen-moves'), genRules: $('gen-rules'), genDifficulty: $('gen-difficulty'), genSeed: $('gen-seed'),
    genUnique: $('gen-unique'), generate: $('generate'), genCancel: $('gen-cancel'), genProgress: $('gen-progress'),
  };

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const HISTORY_LIMIT = 200;

  const state = {
    w: 6, h: 7,
    cells: [], // cells[y][x], row 0 at the bottom
    rules: 'swap4', goal: 'exact', budget: 2, noNull: false,
    paint: 1,
    mode: 'edit', // 'edit', 'watch' (the solution played back) or 'game'
    focus: { x: 0, y: 6 },
    hints: [],
    frames: [], frame: 0, playing: false, timer: null,
    solution: null,
    busy: null,
    panelSets: [],
    lastHash: '',
    loaded: 'custom', // the Example menu: a preset's key or what was loaded
    source: null, // { kind: 'panel', set, index, moves } for a Panel Attack puzzle
    undo: [], redo: [], // editor snapshots
    game: null,
    check: { timer: null, seq: 0 },
    exportUrl: null,
  };
  let cellEls = []; // cellEls[y][x]

  // ---- board model ----------------------------------------------------------

  function emptyCells(w, h) {
    return Array.from({ length: h }, () => Array(w).fill(EMPTY));
  }

  function gridRows() {
    const out = [];
    for (let y = state.h - 1; y >= 0; y--) out.push(state.cells[y].map(cellChar).join(''));
    return out;
  }

  const gridText = () => gridRows().join('\n') + '\n';
  // Rows from the server (top first) as grid text.
  const rowsText = (rows) => rows.map((r) => r.map(cellChar).join('')).join('\n') + '\n';
  const rowsOfStrings = (lines) => lines.map((l) => Array.from(l, charCell));

  // Rows (top first) of cell numbers into the model.
  function setFromRows(rows) {
    const h = rows.length;
    const w = h ? rows[0].length : 0;
    state.w = w; state.h = h;
    state.cells = emptyCells(w, h);
    for (let r = 0; r < h; r++) {
      for (let x = 0; x < w; x++) state.cells[h - 1 - r][x] = rows[r][x];
    }
  }

  function resize(w, h) {
    w = Math.max(1, Math.min(MAX_SIDE, w | 0));
    h = Math.max(1, Math.min(MAX_SIDE, h | 0));
    if (w === state.w && h === state.h) return;
    remember();
    const cells = emptyCells(w, h);
    for (let y = 0; y < Math.min(h, state.h); y++) {
      for (let x = 0; x < Math.min(w, state.w); x++) cells[y][x] = state.cells[y][x];
    }
    state.w = w; state.h = h; state.cells = cells;
    clampFocus();
    buildBoard();
    edited();
  }

  function clampFocus() {
    state.focus = { x: Math.min(state.focus.x, state.w - 1), y: Math.min(state.focus.y, state.h - 1) };
  }

  // ---- drawing ----------------------------------------------------------------

  function buildBoard() {
    const b = els.board;
    b.textContent = '';
    b.style.setProperty('--w', state.w);
    b.style.setProperty('--h', state.h);
    b.setAttribute('aria-rowcount', state.h);
    b.setAttribute('aria-colcount', state.w);
    cellEls = Array.from({ length: state.h }, () => Array(state.w));
    for (let y = state.h - 1; y >= 0; y--) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      const label = document.createElement('div');
      label.className = 'axis';
      label.setAttribute('aria-hidden', 'true');
      label.textContent = y;
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
    const axis = document.createElement('div');
    axis.setAttribute('role', 'presentation');
    axis.style.display = 'contents';
    axis.appendChild(Object.assign(document.createElement('div'), { className: 'axis' }));
    for (let x = 0; x < state.w; x++) {
      const a = document.createElement('div');
      a.className = 'axis';
      a.setAttribute('aria-hidden', 'true');
      a.textContent = x;
      axis.appendChild(a);
    }
    b.appendChild(axis);
    els.size.textContent = `${state.w} × ${state.h}`;
    setRoving(state.focus.x, state.focus.y);
    fitCells();
    drawCells(null);
  }

  function paintCell(x, y, v) {
    const el = cellEls[y] && cellEls[y][x];
    if (!el) return;
    const key = String(v);
    if (el.dataset.v !== key) {
      el.dataset.v = key;
      el.classList.toggle('block', v !== EMPTY && v !== GREY);
      el.classList.toggle('grey', v === GREY);
      if (v !== EMPTY && v !== GREY) {
        const info = colourInfo(v);
        el.style.background = info.bg;
        el.style.color = info.fg;
      } else {
        el.style.background = '';
        el.style.color = '';
      }
      const arrows = el.querySelector('.arrow');
      el.innerHTML = symbolHtml(v);
      if (arrows) el.appendChild(arrows);
    }
    el.setAttribute('aria-label', `column ${x}, row ${y}: ${cellName(v)}`);
  }

  // Draws rows (top first) from the server, or the model when rows is null.
  function drawCells(rows) {
    for (let y = 0; y < state.h; y++) {
      for (let x = 0; x < state.w; x++) {
        const v = rows ? rows[state.h - 1 - y][x] : state.cells[y][x];
        paintCell(x, y, v);
      }
    }
  }

  function clearMarks() {
    // A slide still running belongs to the frame before (a step, Solve or
    // Edit in the middle of a swap): end it, or a block shows out of place.
    if (els.board.getAnimations) for (const a of els.board.getAnimations({ subtree: true })) a.cancel();
    for (const el of els.board.querySelectorAll('.arrow')) el.remove();
    for (const el of els.board.querySelectorAll('.vanish, .from, .hinted, .poof, .selected, .target')) {
      el.classList.remove('vanish', 'from', 'hinted', 'poof', 'selected', 'target');
      el.removeAttribute('aria-selected');
    }
  }

  function addArrow(m, cls, at) {
    const p = at || m;
    const el = cellEls[p.y] && cellEls[p.y][p.x];
    if (!el) return;
    el.classList.add(cls);
    const a = document.createElement('span');
    a.className = 'arrow';
    a.innerHTML = arrowSvg(m);
    el.appendChild(a);
  }

  function drawHints(hints) {
    clearMarks();
    for (const h of hints) addArrow(h.move, 'hinted');
  }

  // Cell size: as large as fits the width and a good part of the height. On
  // a phone the width decides (the page scrolls), so that cells stay large
  // enough to tap.
  function fitCells() {
    const gap = 3;
    const avail = els.wrap.clientWidth || window.innerWidth - 40;
    const labelW = 18;
    const byWidth = (avail - 12 - labelW - gap * state.w) / state.w;
    const narrow = window.innerWidth < 600;
    const tall = narrow ? window.innerHeight * 0.9 : Math.max(260, window.innerHeight * 0.62);
    const byHeight = (tall - 12 - gap * (state.h + 1) - 18) / state.h;
    const size = Math.max(14, Math.min(narrow ? 64 : 54, Math.floor(Math.min(byWidth, byHeight))));
    els.board.style.setProperty('--cell', `${size}px`);
    els.board.style.setProperty('--label', `${labelW}px`);
  }

  // ---- focus and keyboard ---------------------------------------------------

  function setRoving(x, y) {
    const old = cellEls[state.focus.y] && cellEls[state.focus.y][state.focus.x];
    if (old) old.tabIndex = -1;
    state.focus = { x, y };
    const el = cellEls[y] && cellEls[y][x];
    if (el) el.tabIndex = 0;
    return el;
  }

  function focusCell(x, y, preventScroll) {
    x = Math.max(0, Math.min(state.w - 1, x));
    y = Math.max(0, Math.min(state.h - 1, y));
    const el = setRoving(x, y);
    if (el) el.focus({ preventScroll: !!preventScroll });
  }

  els.board.addEventListener('focusin', (e) => {
    const c = cellOf(e.target);
    if (c) setRoving(c.x, c.y);
  });

  const ARROW_DIRS = { ArrowLeft: 'L', ArrowRight: 'R', ArrowUp: 'U', ArrowDown: 'D' };

  els.board.addEventListener('keydown', (e) => {
    const c = cellOf(e.target);
    if (!c || e.altKey || e.ctrlKey || e.metaKey) return;
    let handled = state.mode === 'game' && gameKey(e, c);
    if (!handled) handled = moveFocusKey(e, c);
    if (!handled && state.mode === 'edit') handled = editKey(e, c);
    else if (!handled && state.mode === 'watch') handled = watchKey(e);
    if (handled) e.preventDefault();
  });

  function moveFocusKey(e, { x, y }) {
    const d = ARROW_DIRS[e.key];
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

  function editKey(e, { x, y }) {
    if (e.key === ' ' || e.key === 'Enter') {
      paintAt(x, y, toggleValue(x, y, state.paint));
    } else if (/^[1-9]$/.test(e.key)) {
      const v = Number(e.key);
      selectPaint(v, false);
      paintAt(x, y, v);
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

  function watchKey(e) {
    if (e.key === ',' || e.key === '[') stepBack();
    else if (e.key === '.' || e.key === ']') stepForward();
    else if (e.key === 'p' || e.key === 'P') togglePlay();
    else return false;
    return true;
  }

  // Ctrl-Z undoes, Ctrl-Shift-Z and Ctrl-Y redo: moves in a game, edits in
  // the editor. Text fields keep their own undo.
  function historyKey(e) {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const k = e.key.toLowerCase();
    if (k !== 'z' && k !== 'y') return;
    const t = e.target;
    if (t && t.matches && t.matches('textarea, select, input:not([type="checkbox"]):not([type="range"]):not([type="file"])')) return;
    e.preventDefault();
    if (k === 'y' || e.shiftKey) redo();
    else undo();
  }

  // ---- painting ---------------------------------------------------------------

  function cellOf(el) {
    if (!el || !el.closest) return null;
    const c = el.closest('.cell');
    if (!c || !els.board.contains(c)) return null;
    return { x: Number(c.dataset.x), y: Number(c.dataset.y), el: c };
  }

  // Painting a cell with its own colour erases it.
  function toggleValue(x, y, v) {
    return state.cells[y][x] === v && v !== EMPTY ? EMPTY : v;
  }

  // One paint stroke is one step of the editor's undo: it is remembered at
  // its first change.
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
  function startPainting(e, c) {
    e.preventDefault();
    const v = e.button === 2 ? EMPTY : toggleValue(c.x, c.y, state.paint);
    painting = { v, id: e.pointerId, remembered: false };
    try { els.board.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
    setRoving(c.x, c.y);
    c.el.focus({ preventScroll: true });
    paintAt(c.x, c.y, v, painting);
  }

  function continuePainting(e) {
    const c = cellOf(document.elementFromPoint(e.clientX, e.clientY));
    if (c) paintAt(c.x, c.y, painting.v, painting);
  }

  els.board.addEventListener('pointerdown', (e) => {
    const c = cellOf(e.target);
    if (!c) return;
    if (state.mode === 'edit') startPainting(e, c);
    else if (state.mode === 'game') startGamePointer(e, c);
  });
  els.board.addEventListener('pointermove', (e) => {
    if (painting && e.pointerId === painting.id) continuePainting(e);
    else if (gamePointer && e.pointerId === gamePointer.id) moveGamePointer(e);
  });
  const endPointer = (e) => {
    if (painting && e.pointerId === painting.id) painting = null;
    else if (gamePointer && e.pointerId === gamePointer.id) endGamePointer(e);
    else return;
    try { els.board.releasePointerCapture(e.pointerId); } catch (_) { /* released */ }
  };
  els.board.addEventListener('pointerup', endPointer);
  els.board.addEventListener('pointercancel', (e) => {
    if (gamePointer && e.pointerId === gamePointer.id) gamePointer = null;
    endPointer(e);
  });
  els.board.addEventListener('contextmenu', (e) => { if (state.mode !== 'watch') e.preventDefault(); });

  // ---- palette --------------------------------------------------------------

  const PALETTE = [EMPTY, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, GREY];

  function buildPalette() {
    els.palette.textContent = '';
    for (const v of PALETTE) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'swatch' + (v === EMPTY ? ' erase' : v === GREY ? ' grey' : '');
      b.dataset.colour = v;
      b.setAttribute('role', 'radio');
      const name = v === EMPTY ? 'erase' : v === GREY ? 'grey block (never clears)' : cellName(v);
      const key = v === EMPTY ? '0' : v === GREY ? 'G' : v <= 9 ? String(v) : '';
      b.title = name + (key ? ` (key ${key})` : '');
      b.setAttribute('aria-label', name);
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

  els.palette.addEventListener('keydown', (e) => {
    const i = PALETTE.indexOf(state.paint);
    let j = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') j = (i + 1) % PALETTE.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') j = (i - 1 + PALETTE.length) % PALETTE.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = PALETTE.length - 1;
    if (j !== null) {
      e.preventDefault();
      selectPaint(PALETTE[j], true);
    }
  });

  // ---- status -----------------------------------------------------------------

  function setStatus(text, kind, spinner) {
    els.status.textContent = '';
    els.status.className = 'status' + (kind ? ' ' + kind : '');
    if (spinner) {
      const s = document.createElement('span');
      s.className = 'spinner';
      s.setAttribute('aria-hidden', 'true');
      els.status.appendChild(s);
    }
    els.status.appendChild(document.createTextNode(text));
  }

  const fmtInt = (n) => Number(n).toLocaleString('en');
  const fmtMs = (ms) => (ms < 1000 ? `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
  const fmtScore = (s) => (typeof s === 'number' ? String(Math.round(s * 100) / 100) : String(s));
  const goalWords = (goal, n) =>
    goal === 'exact' ? `in exactly ${plural(n, 'move')}`
      : goal === 'at-most' ? `in at most ${plural(n, 'move')}`
        : `in ${n} moves or fewer`;

  // ---- the editor's undo and redo --------------------------------------------------

  function snapshot() {
    return {
      w: state.w, h: state.h, cells: state.cells.map((r) => r.slice()),
      rules: state.rules, goal: state.goal, budget: state.budget, noNull: state.noNull,
      loaded: state.loaded, source: state.source,
    };
  }

  // Called before each edit: a paint stroke, clear, settle, resize, a load,
  // a change of the rules or the goal.
  function remember() {
    state.undo.push(snapshot());
    if (state.undo.length > HISTORY_LIMIT) state.undo.shift();
    state.redo = [];
    updateHistoryButtons();
  }

  function restore(s) {
    toEdit();
    Object.assign(state, {
      w: s.w, h: s.h, cells: s.cells.map((r) => r.slice()),
      rules: s.rules, goal: s.goal, budget: s.budget, noNull: s.noNull, loaded: s.loaded, source: s.source,
    });
    clampFocus();
    writeSettings();
    buildBoard();
    edited('restore');
  }

  function undoEdit() {
    if (!state.undo.length) return;
    state.redo.push(snapshot());
    restore(state.undo.pop());
    setStatus('Undid the last edit.', '');
  }

  function redoEdit() {
    if (!state.redo.length) return;
    state.undo.push(snapshot());
    restore(state.redo.pop());
    setStatus('Redid the edit.', '');
  }

  function undo() {
    if (state.mode === 'game') undoMove();
    else if (state.mode === 'edit') undoEdit();
  }

  function redo() {
    if (state.mode === 'game') redoMove();
    else if (state.mode === 'edit') redoEdit();
  }

  function updateHistoryButtons() {
    const g = state.mode === 'game' ? state.game : null;
    els.historyBar.hidden = state.mode === 'watch';
    for (const b of [els.gameRestart, els.gameHint, els.gameExit]) b.hidden = !g;
    const what = g ? 'move' : 'edit';
    els.undo.disabled = g ? !g.moves.length || g.pending : !state.undo.length;
    els.redo.disabled = g ? !g.redo.length || g.pending : !state.redo.length;
    els.gameRestart.disabled = !g || !g.moves.length || g.pending;
    els.undo.title = `Undo the last ${what} (Ctrl+Z)`;
    els.redo.title = `Redo the ${what} undone (Ctrl+Shift+Z or Ctrl+Y)`;
    els.undo.setAttribute('aria-label', `Undo ${what}`);
    els.redo.setAttribute('aria-label', `Redo ${what}`);
  }

  // ---- edits, settings and the link --------------------------------------------

  // Something about the puzzle changed: old answers no longer apply. `how`
  // is 'load' (a puzzle was loaded: state.loaded says which), 'restore' (an
  // undo or redo) or nothing (an edit: the board is now a custom one).
  function edited(how) {
    if (!how) {
      state.loaded = 'custom';
      state.source = null;
    }
    if (state.busy) state.busy.controller.abort();
    if (state.solution || state.hints.length) {
      state.solution = null;
      state.hints = [];
      els.result.textContent = '';
      clearMarks();
    }
    showLoaded();
    syncHash();
    scheduleCheck();
    updateHistoryButtons();
  }

  // The Example menu shows what is loaded: a preset, or what else it was.
  function showLoaded() {
    if (PRESETS[state.loaded]) {
      els.preset.value = state.loaded;
      els.presetOther.textContent = 'custom board';
    } else {
      els.presetOther.textContent = state.loaded === 'custom' ? 'custom board' : state.loaded;
      els.preset.value = 'other';
    }
  }

  function readSettings() {
    state.rules = els.rules.value;
    state.goal = els.goal.value;
    state.budget = Math.max(1, Math.min(MAX_BUDGET, Number(els.budget.value) || 1));
    state.noNull = els.noNull.checked;
  }

  function writeSettings() {
    els.rules.value = state.rules;
    els.goal.value = state.goal;
    els.budget.value = state.budget;
    els.noNull.checked = state.noNull;
    els.width.value = state.w;
    els.height.value = state.h;
  }

  function hashString() {
    const g = gridRows().map((r) => r.replace(/#/g, '%23')).join('/');
    const game = state.mode === 'game' && state.game ? `&p=${movesParam(state.game.moves)}` : '';
    return `#g=${g}&r=${state.rules}&goal=${state.goal}&n=${state.budget}&nn=${state.noNull ? 1 : 0}${game}`;
  }

  function syncHash() {
    const h = hashString();
    state.lastHash = h;
    if (location.hash !== h) history.replaceState(null, '', h);
    if (!els.shareBox.hidden) els.shareUrl.value = location.href;
  }

  // Loads a puzzle (and a game's moves) from the address's #hash; false when
  // there is none.
  function loadHash() {
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
    if (!params.g) return false;
    const lines = params.g.split('/');
    const w = lines[0].length;
    if (!w || w > MAX_SIDE || lines.length > MAX_SIDE || lines.some((l) => l.length !== w)) {
      setStatus('The link holds a board that is not a rectangle of at most 16 × 16 cells.', 'error');
      return false;
    }
    const rows = [];
    for (const l of lines) {
      const row = [];
      for (const ch of l) {
        const v = charCell(ch);
        if (v === null) {
          setStatus(`The link's board has \`${ch}\`, which is not a cell.`, 'error');
          return false;
        }
        row.push(v);
      }
      rows.push(row);
    }
    loadPuzzle(rows, {
      rules: params.r === 'swap4' ? 'swap4' : 'drag',
      goal: ['exact', 'at-most', 'shortest'].includes(params.goal) ? params.goal : 'exact',
      budget: Number(params.n) || 1,
      noNull: params.nn === '1',
    }, 'from a link');
    if (params.p !== undefined) {
      const moves = parseMovesParam(params.p);
      if (moves) startGame(moves);
      else setStatus('The link\'s moves are not moves (x.y.D, joined by _): the puzzle is loaded without them.', 'error');
    }
    return true;
  }

  // Loads a board (rows, top first) into the editor: one step of its undo.
  function loadPuzzle(rows, opts, label, source) {
    toEdit();
    remember();
    setFromRows(rows);
    if (opts) {
      if (opts.rules) state.rules = opts.rules;
      if (opts.goal) state.goal = opts.goal;
      if (opts.budget) state.budget = Math.max(1, Math.min(MAX_BUDGET, opts.budget));
      if (opts.noNull !== undefined) state.noNull = opts.noNull;
    }
    state.loaded = label || 'custom';
    state.source = source || null;
    state.focus = { x: 0, y: state.h - 1 };
    writeSettings();
    buildBoard();
    edited('load');
  }

  // ---- the API ----------------------------------------------------------------

  async function api(path, body, signal, raw) {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: raw ? body : JSON.stringify(body),
      signal,
    });
    let data = null;
    try {
      data = await res.json();
    } catch (_) {
      throw new Error(`the server answered ${res.status} ${res.statusText}`);
    }
    if (!res.ok) {
      const err = new Error((data && data.error) || `${res.status} ${res.statusText}`);
      err.status = data && data.status;
      err.retryAfter = res.headers.get('Retry-After');
      throw err;
    }
    return data;
  }

  // An error from the API as a sentence for the status line.
  function errorText(e) {
    if (e.status === 'busy') {
      // The server's words without their "try again shortly", which
      // Retry-After makes exact.
      const why = e.message.replace(/: try again shortly$/, '');
      const wait = Number(e.retryAfter) > 0 ? ` Try again in ${plural(Number(e.retryAfter), 'second')}.` : ' Try again in a moment.';
      return `The server is busy: ${why}.${wait}`;
    }
    return e.message;
  }

  function request() {
    readSettings();
    return {
      grid: gridText(),
      rules: state.rules,
      goal: state.goal,
      moves: state.budget,
      no_null_moves: state.noNull,
    };
  }

  function setBusy(on) {
    for (const b of [els.solve, els.hint, els.settle, els.problemSettle, els.playGame, els.gameHint, els.generate]) b.disabled = on;
    els.cancel.disabled = !on;
    els.genCancel.disabled = !on;
    els.board.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  // Runs a search request (solve, hint, generate) in the server's queue,
  // with a spinner, the place in line while it waits and the positions
  // searched while it runs. `mirror` also shows the progress (not live).
  async function search(path, label, body, mirror) {
    if (state.busy) return null;
    const controller = new AbortController();
    const id = 'p' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
    state.busy = { controller };
    setBusy(true);
    const t0 = performance.now();
    let nodes = null;
    let queued = null;
    const tick = () => {
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      let text = `${label}… ${s} s`;
      if (queued !== null) text += queued <= 1 ? ' · waiting in line: next up' : ` · waiting in line: ${queued - 1} ahead`;
      else if (nodes !== null) text += ` · ${fmtInt(nodes)} positions`;
      setStatus(text, '', true);
      if (mirror) mirror.textContent = text;
    };
    tick();
    const ticker = setInterval(tick, 100);
    const poller = setInterval(async () => {
      try {
        const r = await fetch(`/api/progress/${id}`, { signal: controller.signal });
        const j = await r.json();
        if (j.queued) {
          queued = Number(j.position) || 1;
        } else if (j.running) {
          queued = null;
          nodes = j.nodes;
        }
      } catch (_) { /* the search ended or was cancelled */ }
    }, 350);
    try {
      return await api(`${path}?progress=${id}`, body || request(), controller.signal);
    } catch (e) {
      const text = e.name === 'AbortError' ? 'Cancelled.' : errorText(e);
      setStatus(text, e.name === 'AbortError' ? '' : 'error');
      if (mirror) mirror.textContent = text;
      return null;
    } finally {
      clearInterval(ticker);
      clearInterval(poller);
      if (state.busy && state.busy.controller === controller) state.busy = null;
      setBusy(false);
    }
  }

  function cancelSearch() {
    if (state.busy) state.busy.controller.abort();
  }

  // ---- solve and hint -------------------------------------------------------------

  async function solve() {
    toEdit();
    const snapshot = { grid: gridText(), rules: els.rules.value };
    const panel = usesPanelNotation() ? state.source : null;
    const report = await search('/api/solve', 'Solving');
    if (!report) return;
    const cost = `${fmtInt(report.nodes)} position${report.nodes === 1 ? '' : 's'}, ${fmtMs(report.time_ms)}`;
    state.hints = [];
    clearMarks();
    if (!report.solved) {
      state.solution = null;
      els.result.textContent = '';
      if (panel) {
        setStatus(`No solution under Mayan's pure rules (nothing moves while blocks fall): "${panel.set}" #${panel.index} cannot be cleared ${goalWords(report.goal, report.budget)}. Panel Attack's own solution needs moves made during a fall (${cost}).`, 'error');
      } else {
        setStatus(`No solution: the board cannot be cleared ${goalWords(report.goal, report.budget)} (${cost}).`, 'error');
      }
      return;
    }
    setStatus(`Solved in ${plural(report.length, 'move')} (${cost}).`, 'ok');
    state.solution = { report, snapshot };
    showSolution(report);
    await startPlayback(snapshot, report.moves);
    // The playback keys work on the board: focus it.
    if (state.mode === 'watch') focusCell(state.focus.x, state.focus.y, true);
  }

  // A move as a button-sized label: in Panel Attack notation with the x y
  // form after it.
  function moveLabelHtml(m) {
    if (!usesPanelNotation() || m.dy !== 0) return document.createTextNode(moveText(m));
    const f = document.createDocumentFragment();
    f.appendChild(document.createTextNode(panelText(m) + ' '));
    const s = document.createElement('span');
    s.className = 'alt';
    s.textContent = `(${moveText(m)})`;
    f.appendChild(s);
    return f;
  }

  function showSolution(report) {
    els.result.textContent = '';
    const p = document.createElement('p');
    p.textContent = report.moves.length ? moveListIntro() : 'The board is already clear.';
    els.result.appendChild(p);
    const ol = document.createElement('ol');
    report.moves.forEach((m, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'movebtn';
      b.dataset.move = i + 1;
      b.appendChild(moveLabelHtml(m));
      b.setAttribute('aria-label', `Move ${i + 1}: ${moveName(m)}, ${moveWords(m)}. Show it.`);
      b.addEventListener('click', () => jumpToMove(i + 1));
      li.appendChild(b);
      ol.appendChild(li);
    });
    els.result.appendChild(ol);
  }

  // The list of winning first moves under the result.
  function showHintList(data, intro) {
    els.result.textContent = '';
    const p = document.createElement('p');
    p.textContent = intro;
    els.result.appendChild(p);
    const ul = document.createElement('ul');
    for (const h of data.hints) {
      const li = document.createElement('li');
      const rest = h.after === 0 ? 'clears the board' : `then ${plural(h.after, 'more move')}`;
      li.textContent = `${moveName(h.move)}: ${rest}${h.total === data.fewest ? ' (fewest)' : ''}`;
      ul.appendChild(li);
    }
    els.result.appendChild(ul);
  }

  async function hint() {
    if (state.mode === 'game') {
      gameHint();
      return;
    }
    toEdit();
    const data = await search('/api/hint', 'Looking for winning first moves');
    if (!data) return;
    state.hints = data.hints;
    els.result.textContent = '';
    if (!data.hints.length) {
      setStatus(`No first move clears the board within ${plural(data.budget, 'move')}.`, 'error');
      drawHints(state.hints);
      return;
    }
    const n = data.hints.length;
    setStatus(`${n} first move${n === 1 ? '' : 's'} still win${n === 1 ? 's' : ''} within ${data.budget}; the fewest moves in all: ${data.fewest}.`, 'ok');
    showHintList(data, 'Winning first moves (arrows on the board):');
    drawHints(state.hints);
  }

  // ---- frames and animation (playback and the game) --------------------------------

  const sameRows = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  // The frames of one turn from /api/replay: the move, each fall and each
  // set of blocks that vanish, the board after. `k` is the move's number,
  // `n` how many there are (the solution's length, or a game's budget).
  function turnFrames(t, k, n) {
    const frames = [];
    const what = t.kind === 'null' ? 'nothing changes (a null move)' : t.kind === 'shift' ? 'it steps into the empty cell' : 'the two blocks swap';
    frames.push({ rows: t.moved, anim: { type: 'swap', move: t.move }, from: t.move, move: k, wait: 650,
      caption: `Move ${k} of ${n}: ${moveName(t.move)}, ${what}.` });
    let prev = t.moved;
    t.stages.forEach((s, j) => {
      const fell = !sameRows(prev, s.fallen);
      frames.push({ rows: s.fallen, anim: fell ? { type: 'fall', from: prev } : null, vanish: s.vanished, move: k, wait: 850,
        caption: `${j === 0 ? 'A match' : `Chain ${j + 1}`}: ${s.vanished.length} blocks vanish.` });
      frames.push({ rows: s.cleared, anim: { type: 'poof', cells: s.vanished }, move: k, wait: 450,
        caption: `${s.vanished.length} blocks gone.` });
      prev = s.cleared;
    });
    const fell = !sameRows(prev, t.after);
    frames.push({ rows: t.after, anim: fell ? { type: 'fall', from: prev } : null, move: k, wait: 900,
      caption: `After move ${k}.` });
    return frames;
  }

  function buildFrames(rep) {
    const n = rep.turns.length;
    const next = (k) => (k < n ? ` Next, move ${k + 1} of ${n}: ${moveName(rep.turns[k].move)}.` : '');
    const frames = [{ rows: rep.start, arrow: n ? rep.turns[0].move : null, move: 0, wait: 900,
      caption: n ? `Start.${next(0)}` : 'Start: the board is already clear.' }];
    rep.turns.forEach((t, i) => {
      const k = i + 1;
      const turn = turnFrames(t, k, n);
      const last = turn[turn.length - 1];
      const done = k === n;
      const clear = rep.empty ? 'Board clear!' : rep.clear ? 'Board clear! (only grey blocks are left)' : 'Done, but blocks are left.';
      Object.assign(last, {
        arrow: done ? null : rep.turns[k].move,
        wait: done ? 0 : 900,
        end: done,
        caption: done ? `After move ${k}: ${clear}` : `After move ${k}.${next(k)}`,
      });
      frames.push(...turn);
    });
    return frames;
  }

  function pitch() {
    const a = cellEls[0][0].getBoundingClientRect();
    if (state.w > 1) return cellEls[0][1].getBoundingClientRect().left - a.left;
    if (state.h > 1) return a.top - cellEls[1][0].getBoundingClientRect().top;
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
      const tx = m.x + m.dx;
      const ty = m.y + m.dy;
      slide(cellEls[ty] && cellEls[ty][tx], -m.dx * p, m.dy * p, 320, 'ease-out');
      slide(cellEls[m.y][m.x], m.dx * p, -m.dy * p, 320, 'ease-out');
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
          if (drop > 0) slide(cellEls[after[k]][x], 0, -drop * p, 180 + 60 * drop, 'cubic-bezier(.55,0,1,.45)');
        }
      }
    } else if (anim.type === 'poof') {
      for (const [x, y] of anim.cells) {
        const el = cellEls[y][x];
        el.classList.remove('poof');
        void el.offsetWidth;
        el.classList.add('poof');
      }
    }
  }

  // Draws one frame on the board: its cells, its marks, its animation.
  function drawFrame(f, animated) {
    clearMarks();
    drawCells(f.rows);
    if (f.vanish) for (const [x, y] of f.vanish) cellEls[y][x].classList.add('vanish');
    if (f.from) cellEls[f.from.y][f.from.x].classList.add('from');
    if (f.arrow) addArrow(f.arrow, 'from');
    if (animated && f.anim) animate(f.anim, f.rows);
  }

  // ---- playback (watch mode) --------------------------------------------------------

  async function startPlayback(snapshot, moves) {
    let rep;
    try {
      rep = await api('/api/replay', { grid: snapshot.grid, rules: snapshot.rules, moves });
    } catch (e) {
      setStatus(`Could not replay the solution: ${e.message}`, 'error');
      return;
    }
    state.frames = buildFrames(rep);
    // The server's plan of the solution (docs/plans.md), in sentences.
    els.plan.textContent = rep.plan_text || '';
    els.planBox.hidden = !rep.plan_text;
    setMode('watch');
    els.range.max = state.frames.length - 1;
    els.board.dataset.frames = state.frames.length;
    showFrame(0, false);
    bringBoardIntoView();
    play();
  }

  // On a phone the board may be above the button pressed: bring it back.
  function bringBoardIntoView() {
    const top = els.board.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) {
      els.board.closest('section').scrollIntoView({ block: 'start', behavior: reducedMotion.matches ? 'auto' : 'smooth' });
    }
  }

  // The page's mode: what the board shows and which controls are there.
  function setMode(mode) {
    state.mode = mode;
    els.board.classList.toggle('playing', mode === 'watch');
    els.board.classList.toggle('gaming', mode === 'game');
    els.mode.textContent = mode === 'watch' ? 'playback' : mode === 'game' ? 'playing' : 'editing';
    els.mode.classList.toggle('playing', mode === 'watch');
    els.mode.classList.toggle('gaming', mode === 'game');
    els.playback.hidden = mode !== 'watch';
    els.game.hidden = mode !== 'game';
    els.help.hidden = mode !== 'edit';
    els.gameHelp.hidden = mode !== 'game';
    els.palette.closest('fieldset').disabled = mode !== 'edit';
    els.board.dataset.mode = mode;
    els.board.setAttribute('aria-describedby', mode === 'game' ? 'game-help' : 'board-help');
    if (mode !== 'edit') hideProblem();
    updateHistoryButtons();
  }

  function exitWatch() {
    stopPlay();
    if (state.mode !== 'watch') return;
    setMode('edit');
    delete els.board.dataset.frame;
    delete els.board.dataset.frames;
    delete els.board.dataset.end;
    clearMarks();
    drawCells(null);
    for (const b of els.result.querySelectorAll('.movebtn')) b.removeAttribute('aria-current');
  }

  // Back to the editor from whatever the board shows.
  function toEdit() {
    exitWatch();
    exitGame();
  }

  function showFrame(i, animated) {
    i = Math.max(0, Math.min(state.frames.length - 1, i));
    state.frame = i;
    const f = state.frames[i];
    drawFrame(f, animated);
    els.caption.textContent = f.caption;
    els.caption.classList.toggle('done', !!f.end);
    els.range.value = i;
    els.pos.textContent = `${i + 1} / ${state.frames.length}`;
    els.board.dataset.frame = i;
    els.board.dataset.end = i === state.frames.length - 1 ? 'true' : 'false';
    for (const b of els.result.querySelectorAll('.movebtn')) {
      if (Number(b.dataset.move) === f.move) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    els.back.disabled = i === 0;
    els.first.disabled = i === 0;
    els.forward.disabled = i === state.frames.length - 1;
    els.last.disabled = i === state.frames.length - 1;
  }

  function stopPlay() {
    state.playing = false;
    clearTimeout(state.timer);
    state.timer = null;
    els.play.innerHTML = ICON_PLAY;
    els.play.title = 'Play';
    els.play.setAttribute('aria-label', 'Play');
  }

  function play() {
    if (state.mode !== 'watch') return;
    if (state.frame >= state.frames.length - 1) showFrame(0, false);
    state.playing = true;
    els.play.innerHTML = ICON_PAUSE;
    els.play.title = 'Pause';
    els.play.setAttribute('aria-label', 'Pause');
    const tick = () => {
      if (!state.playing) return;
      showFrame(state.frame + 1, true);
      if (state.frame >= state.frames.length - 1) {
        stopPlay();
        return;
      }
      state.timer = setTimeout(tick, state.frames[state.frame].wait || 600);
    };
    state.timer = setTimeout(tick, state.frames[state.frame].wait || 600);
  }

  function togglePlay() {
    if (state.playing) stopPlay();
    else play();
  }

  function stepForward() {
    stopPlay();
    if (state.frame < state.frames.length - 1) showFrame(state.frame + 1, true);
  }

  function stepBack() {
    stopPlay();
    showFrame(state.frame - 1, false);
  }

  function jumpToMove(k) {
    if (state.mode !== 'watch') {
      if (!state.solution) return;
      startPlayback(state.solution.snapshot, state.solution.report.moves).then(() => {
        stopPlay();
        jumpToMove(k);
      });
      return;
    }
    stopPlay();
    const i = state.frames.findIndex((f) => f.move === k);
    showFrame(i < 0 ? 0 : i, true);
  }

  // ---- the game: play the puzzle yourself ------------------------------------------
  //
  // Each move sends the moves played so far plus the new one to /api/replay
  // with the budget and the goal; the server answers the boards of every
  // stage and the game's state (playing, won, lost) with a sentence for the
  // player, or refuses the move with the reason. The page animates the last
  // turn with the playback's frames.

  let gamePointer = null;

  function gameBody(g, moves) {
    return { grid: g.grid, rules: g.rules, goal: g.goal, budget: g.budget, no_null_moves: g.noNull, moves };
  }

  // The game's state from a replay; the server's `game` object when it has
  // one.
  function gameInfo(rep, g, moves) {
    if (rep.game) return rep.game;
    const played = moves.length;
    return { budget: g.budget, played, left: g.budget - played, goal: g.goal,
      state: rep.clear ? 'won' : played >= g.budget ? 'lost' : 'playing', message: '' };
  }

  // Starts a game on the editor's board, after `moves` when a link holds them.
  async function startGame(moves) {
    cancelSearch();
    toEdit();
    readSettings();
    const g = {
      grid: gridText(), rules: state.rules, goal: state.goal, budget: state.budget, noNull: state.noNull,
      moves: [], redo: [], rows: null, info: null, sel: null, grab: false, pending: true, timer: null, hints: [],
    };
    let rep = null;
    let err = null;
    for (const tryMoves of moves && moves.length ? [moves, []] : [[]]) {
      try {
        rep = await api('/api/replay', gameBody(g, tryMoves));
        g.moves = tryMoves;
        break;
      } catch (e) {
        err = err || e;
      }
    }
    g.pending = false;
    if (!rep) {
      setStatus(`Cannot play this board: ${errorText(err)}`, 'error');
      scheduleCheck();
      return;
    }
    state.game = g;
    state.hints = [];
    els.result.textContent = '';
    setMode('game');
    applyReply(rep, false);
    setStatus(err ? `The link's moves were not all legal (${errorText(err)}): the game starts from the beginning.` : '', err ? 'error' : '');
    if (!moves || !moves.length) bringBoardIntoView();
    focusCell(state.focus.x, state.focus.y, true);
  }

  function exitGame() {
    if (state.mode !== 'game') return;
    const g = state.game;
    if (g && g.timer) clearTimeout(g.timer);
    state.game = null;
    gamePointer = null;
    setMode('edit');
    for (const k of ['game', 'played', 'ready']) delete els.board.dataset[k];
    els.board.classList.remove('won', 'lost');
    clearMarks();
    drawCells(null);
    els.result.textContent = '';
    syncHash();
    scheduleCheck();
  }

  // A new position from the server: animate its last turn or just draw it.
  function applyReply(rep, animated) {
    const g = state.game;
    g.rows = rep.end;
    g.info = gameInfo(rep, g, g.moves);
    g.hints = [];
    g.sel = null;
    g.grab = false;
    renderGameInfo();
    syncHash();
    updateHistoryButtons();
    const last = rep.turns[rep.turns.length - 1];
    if (animated && last) {
      runFrames(g, turnFrames(last, rep.turns.length, g.budget), () => renderGame());
    } else {
      renderGame();
    }
  }

  // Plays frames on the board, a little faster than the playback.
  function runFrames(g, frames, done) {
    finishFrames(g);
    els.board.dataset.ready = 'false';
    let i = 0;
    g.after = done;
    const step = () => {
      const f = frames[i];
      drawFrame(f, true);
      els.gameMsg.textContent = f.caption;
      els.gameMsg.className = 'caption';
      i += 1;
      if (i < frames.length) {
        g.timer = setTimeout(step, Math.max(150, Math.round((f.wait || 600) * 0.55)));
      } else {
        g.timer = null;
        g.after = null;
        done();
      }
    };
    step();
  }

  // Ends an animation at once (a new move, an undo): its last state shows.
  function finishFrames(g) {
    if (!g || !g.timer) return;
    clearTimeout(g.timer);
    g.timer = null;
    const done = g.after;
    g.after = null;
    if (done) done();
  }

  // The board and the panel for the game's current position.
  function renderGame() {
    const g = state.game;
    if (!g) return;
    drawCells(g.rows);
    drawGameMarks();
    const st = g.info.state;
    els.board.dataset.game = st;
    els.board.dataset.played = g.moves.length;
    els.board.dataset.ready = g.pending || g.timer ? 'false' : 'true';
    els.board.classList.toggle('won', st === 'won');
    els.board.classList.toggle('lost', st === 'lost');
    const msg = g.info.message || (st === 'won' ? 'Board clear: you won!' : st === 'lost' ? 'No moves left: the board is not clear.' : 'Your move.');
    setGameMsg(msg, st === 'won' ? 'done' : st === 'lost' ? 'lost' : '');
  }

  function renderGameInfo() {
    const g = state.game;
    const info = g.info;
    els.gameCount.textContent = `Move ${info.played} of ${info.budget}`;
    els.gameGoal.textContent = `(clear ${goalWords(info.goal || g.goal, info.budget)}; ${plural(info.left, 'move')} left)`;
    els.gameMoves.textContent = g.moves.length ? `Your moves: ${g.moves.map(moveName).join(', ')}` : '';
  }

  function setGameMsg(text, kind) {
    els.gameMsg.textContent = text;
    els.gameMsg.className = 'caption' + (kind ? ' ' + kind : '');
  }

  // The selected block, where it can go, and hints.
  function drawGameMarks() {
    const g = state.game;
    clearMarks();
    for (const h of g.hints) addArrow(h.move, 'hinted');
    if (!g.sel) return;
    const el = cellEls[g.sel.y][g.sel.x];
    el.classList.add('selected');
    el.setAttribute('aria-selected', 'true');
    for (const d of gameDirs(g)) {
      const m = moveOf(g.sel.x, g.sel.y, d);
      const tx = m.x + m.dx;
      const ty = m.y + m.dy;
      if (tx >= 0 && tx < state.w && ty >= 0 && ty < state.h) addArrow(m, 'target', { x: tx, y: ty });
    }
  }

  // The directions of the move set: drag is left and right; swap4 adds up
  // and down.
  const gameDirs = (g) => (g.rules === 'swap4' ? ['L', 'R', 'U', 'D'] : ['L', 'R']);
  const gameCell = (g, x, y) => g.rows[state.h - 1 - y][x];

  function gameOver(g) {
    if (g.info.state === 'playing') return false;
    setGameMsg(`${g.info.message || 'The game is over.'} Undo or Restart to play on.`, g.info.state === 'won' ? 'done' : 'lost');
    return true;
  }

  // Sends a move; `fromRedo` keeps the moves undone.
  async function makeMove(m, fromRedo) {
    const g = state.game;
    if (!g || g.pending) return false;
    finishFrames(g);
    if (gameOver(g)) return false;
    const moves = g.moves.concat([m]);
    g.pending = true;
    g.sel = null;
    g.grab = false;
    els.board.dataset.ready = 'false';
    updateHistoryButtons();
    let rep;
    try {
      rep = await api('/api/replay', gameBody(g, moves));
    } catch (e) {
      g.pending = false;
      if (state.game !== g) return false;
      renderGame();
      setGameMsg(`Not a move: ${errorText(e)}`, 'error');
      updateHistoryButtons();
      return false;
    }
    g.pending = false;
    if (state.game !== g) return false;
    g.moves = moves;
    if (!fromRedo) g.redo = [];
    applyReply(rep, true);
    return true;
  }

  // Goes to the position after `moves` without animation (undo, restart).
  async function jumpGame(moves, then) {
    const g = state.game;
    if (!g || g.pending) return;
    finishFrames(g);
    g.pending = true;
    updateHistoryButtons();
    let rep;
    try {
      rep = await api('/api/replay', gameBody(g, moves));
    } catch (e) {
      g.pending = false;
      if (state.game === g) setGameMsg(errorText(e), 'error');
      updateHistoryButtons();
      return;
    }
    g.pending = false;
    if (state.game !== g) return;
    then(g);
    g.moves = moves;
    applyReply(rep, false);
  }

  function undoMove() {
    const g = state.game;
    if (!g || !g.moves.length) return;
    const last = g.moves[g.moves.length - 1];
    jumpGame(g.moves.slice(0, -1), (gg) => {
      gg.redo.push(last);
      setStatus(`Took back ${moveName(last)}.`, '');
    });
  }

  async function redoMove() {
    const g = state.game;
    if (!g || g.pending || !g.redo.length) return;
    const m = g.redo.pop();
    if (!(await makeMove(m, true))) g.redo.push(m);
    updateHistoryButtons();
  }

  function restartGame() {
    const g = state.game;
    if (!g || !g.moves.length) return;
    const taken = g.moves.slice();
    jumpGame([], (gg) => {
      gg.redo = gg.redo.concat(taken.reverse());
      setStatus('Back to the start: Redo plays your moves again.', '');
    });
  }

  // A hint from the position reached: the current board, the moves left.
  async function gameHint() {
    const g = state.game;
    if (!g || g.pending) return;
    finishFrames(g);
    const left = g.info.left;
    if (g.info.state === 'won') {
      setGameMsg('The board is already clear: you won.', 'done');
      return;
    }
    if (left <= 0) {
      setGameMsg('No moves are left: Undo or Restart to try again.', 'lost');
      return;
    }
    const played = g.moves.length;
    const body = { grid: rowsText(g.rows), rules: g.rules, goal: 'at-most', moves: left, no_null_moves: g.noNull };
    const data = await search('/api/hint', 'Looking for a move that still wins', body);
    if (!data || state.game !== g || g.moves.length !== played) return;
    setStatus('', '');
    g.hints = data.hints;
    drawGameMarks();
    if (!data.hints.length) {
      els.result.textContent = '';
      setGameMsg(`No clear is possible from here within the ${plural(left, 'move')} left.`, 'lost');
      return;
    }
    const n = data.hints.length;
    const names = data.hints.map((h) => moveName(h.move)).join(', ');
    setGameMsg(`Hint: ${names} ${n === 1 ? 'still wins' : 'still win'} within the ${plural(left, 'move')} left (arrows on the board).`, 'done');
    showHintList(data, `From here, winning moves within the ${plural(left, 'move')} left:`);
  }

  // A click on a cell: select a block, or move the selected one to a
  // neighbour.
  function gameClick(x, y) {
    const g = state.game;
    if (!g || g.pending) return;
    finishFrames(g);
    const sel = g.sel;
    if (sel && sel.x === x && sel.y === y) {
      g.sel = null;
      g.grab = false;
      drawGameMarks();
      return;
    }
    if (sel) {
      const d = DIRS[`${x - sel.x},${y - sel.y}`];
      if (d && gameDirs(g).includes(d)) {
        makeMove(moveOf(sel.x, sel.y, d));
        return;
      }
    }
    g.grab = false;
    g.sel = gameCell(g, x, y) !== EMPTY ? { x, y } : null;
    drawGameMarks();
    if (g.sel && !gameOver(g)) {
      setGameMsg(`Block at column ${x}, row ${y} picked: click where it goes, or an arrow.`, '');
    }
  }

  // Pointer: a press and release is a click; a drag or a swipe of about half
  // a cell moves the block that way.
  function startGamePointer(e, c) {
    e.preventDefault();
    setRoving(c.x, c.y);
    c.el.focus({ preventScroll: true });
    gamePointer = { id: e.pointerId, x: c.x, y: c.y, sx: e.clientX, sy: e.clientY };
    try { els.board.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
  }

  function moveGamePointer(e) {
    const p = gamePointer;
    const dx = e.clientX - p.sx;
    const dy = e.clientY - p.sy;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < pitch() * 0.45) return;
    gamePointer = null;
    try { els.board.releasePointerCapture(e.pointerId); } catch (_) { /* released */ }
    const g = state.game;
    if (!g || gameCell(g, p.x, p.y) === EMPTY) return;
    const d = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
    makeMove(moveOf(p.x, p.y, d));
  }

  function endGamePointer() {
    const p = gamePointer;
    gamePointer = null;
    gameClick(p.x, p.y);
  }

  // Keys in a game: arrows move the cursor; Shift+arrow, or Space then an
  // arrow, moves the block under it; H asks for a hint; Escape drops.
  function gameKey(e, { x, y }) {
    const g = state.game;
    if (!g) return false;
    const d = ARROW_DIRS[e.key];
    if (d && (e.shiftKey || g.grab)) {
      g.grab = false;
      const m = moveOf(x, y, d);
      // The cursor follows the block when the move is made.
      makeMove(m).then((ok) => {
        if (ok && els.board.contains(document.activeElement)) focusCell(x + m.dx, y + m.dy);
      });
      return true;
    }
    if (e.key === ' ' || e.key === 'Enter') {
      finishFrames(g);
      if (g.grab || gameCell(g, x, y) === EMPTY) {
        g.grab = false;
        g.sel = null;
      } else {
        g.grab = true;
        g.sel = { x, y };
        if (!gameOver(g)) setGameMsg(`Block at column ${x}, row ${y} picked up: an arrow key moves it.`, '');
      }
      drawGameMarks();
      return true;
    }
    if (e.key === 'Escape' && (g.sel || g.grab)) {
      g.grab = false;
      g.sel = null;
      drawGameMarks();
      return true;
    }
    if (e.key === 'h' || e.key === 'H') {
      gameHint();
      return true;
    }
    return false;
  }

  // ---- a board that is not a puzzle yet: a floating block ---------------------------

  function scheduleCheck() {
    clearTimeout(state.check.timer);
    state.check.timer = setTimeout(checkBoard, 300);
  }

  // Asks the server whether the editor's board is a puzzle; marks a
  // floating block and offers Settle when it is not.
  async function checkBoard() {
    const seq = ++state.check.seq;
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
    if (seq !== state.check.seq || state.mode !== 'edit' || text !== gridText()) return;
    if (problem) showProblem(problem, floating);
    else hideProblem();
  }

  function showProblem(problem, floating) {
    for (const el of els.board.querySelectorAll('.floating')) el.classList.remove('floating');
    els.problemText.textContent = `Not a puzzle yet: ${problem}.`;
    els.problem.hidden = false;
    els.board.dataset.problem = 'true';
    if (floating) {
      const [x, y] = floating;
      const el = cellEls[y] && cellEls[y][x];
      if (el) el.classList.add('floating');
    }
  }

  function hideProblem() {
    for (const el of els.board.querySelectorAll('.floating')) el.classList.remove('floating');
    els.problem.hidden = true;
    delete els.board.dataset.problem;
  }

  async function settle() {
    toEdit();
    try {
      const data = await api('/api/parse', { text: gridText(), format: 'grid', settle: true });
      loadPuzzle(data.rows, null);
      setStatus('Settled: blocks fell and runs of three vanished.', 'ok');
    } catch (e) {
      setStatus(e.message, 'error');
    }
  }

  // ---- importing ------------------------------------------------------------------

  // Grid or NOIP text (a grid may start with `moves=N rules=R goal=G`).
  async function loadPuzzleText(text, from) {
    if (!text.trim()) {
      setStatus('Paste grid rows or a NOIP input first.', 'error');
      return;
    }
    try {
      const data = await api('/api/parse', { text, format: 'auto' });
      const kind = data.format === 'noip' ? 'NOIP input' : 'grid';
      loadPuzzle(data.rows, {
        rules: data.rules || (data.format === 'noip' ? 'drag' : undefined),
        goal: data.goal || (data.format === 'noip' ? 'exact' : undefined),
        budget: data.moves || undefined,
      }, from ? `${from} (${kind})` : `pasted ${kind}`);
      if (data.problem) setStatus(`Loaded the ${kind}, but ${data.problem}. Press Settle to let it settle.`, 'error');
      else setStatus(`Loaded the ${kind} (${data.width} × ${data.height}${data.moves ? `, ${plural(data.moves, 'move')}` : ''}).`, 'ok');
    } catch (e) {
      setStatus(from ? `Could not read ${from}: ${e.message}` : e.message, 'error');
    }
  }

  // A Panel Attack file: its puzzles into the picker; a file of one puzzle
  // (an export) is loaded at once.
  async function loadPanelText(text, name) {
    let data;
    try {
      data = await api('/api/panel', text, undefined, true);
    } catch (e) {
      setStatus(`Could not read ${name}: ${e.message}`, 'error');
      return;
    }
    state.panelSets = data.sets;
    els.panelPick.textContent = '';
    const none = document.createElement('option');
    none.value = '';
    none.textContent = 'choose a puzzle…';
    els.panelPick.appendChild(none);
    const playable = [];
    data.sets.forEach((set, si) => {
      const group = document.createElement('optgroup');
      group.label = set.name;
      set.puzzles.forEach((p, pi) => {
        const o = document.createElement('option');
        o.value = `${si}:${pi}`;
        o.textContent = `#${p.index}: ${plural(p.moves, 'move')}` + (p.error ? ` (not supported: ${p.error})` : '');
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
    els.importBox.open = true;
    setStatus(`${playable.length} puzzles in ${plural(data.sets.length, 'set')}: pick one.`, 'ok');
    els.panelPick.focus();
  }

  async function importFile(file) {
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch (e) {
      setStatus(`Could not read ${file.name}: ${e.message}`, 'error');
      return;
    }
    if (/\.json$/i.test(file.name) || /^\s*[{[]/.test(text)) await loadPanelText(text, file.name);
    else await loadPuzzleText(text, file.name);
  }

  function pickPanel() {
    const [si, pi] = els.panelPick.value.split(':').map(Number);
    const set = state.panelSets[si];
    const p = set && set.puzzles[pi];
    if (!p || !p.rows) return;
    loadPuzzle(p.rows, { rules: 'drag', goal: 'at-most', budget: p.moves > 0 ? p.moves : state.budget },
      `${set.name} #${p.index}`, { kind: 'panel', set: set.name, index: p.index, moves: p.moves });
    setStatus(`Loaded "${set.name}" #${p.index}: clear it in at most ${plural(p.moves, 'move')}. Moves are written in Panel Attack's rRcC.`, 'ok');
  }

  // Drag and drop of a file anywhere on the page, with a drop target shown
  // while a file is dragged over it.
  let dragDepth = 0;
  const dragsFiles = (e) => !!e.dataTransfer && Array.from(e.dataTransfer.types || []).includes('Files');

  function wireDrop() {
    document.addEventListener('dragenter', (e) => {
      if (!dragsFiles(e)) return;
      e.preventDefault();
      dragDepth += 1;
      els.drop.hidden = false;
    });
    document.addEventListener('dragover', (e) => {
      if (!dragsFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      els.drop.hidden = false;
    });
    document.addEventListener('dragleave', (e) => {
      if (!dragsFiles(e)) return;
      dragDepth = Math.max(0, dragDepth - 1);
      if (!dragDepth) els.drop.hidden = true;
    });
    document.addEventListener('drop', (e) => {
      if (!dragsFiles(e)) return;
      e.preventDefault();
      dragDepth = 0;
      els.drop.hidden = true;
      importFile(e.dataTransfer.files[0]);
    });
  }

  // ---- exporting ----------------------------------------------------------------------

  async function exportBoard(format) {
    readSettings();
    const body = { grid: gridText(), rules: state.rules, goal: state.goal, moves: state.budget, format };
    if (format === 'panel-attack') body.name = state.source && state.source.set ? state.source.set : 'Mayan';
    let data;
    try {
      data = await api('/api/export', body);
    } catch (e) {
      setStatus(`Cannot export as ${FORMAT_NAMES[format]}: ${e.message}`, 'error');
      return;
    }
    if (state.exportUrl) URL.revokeObjectURL(state.exportUrl);
    state.exportUrl = URL.createObjectURL(new Blob([data.text], { type: data.media_type || 'text/plain' }));
    els.exportLink.href = state.exportUrl;
    els.exportLink.download = data.filename;
    els.exportLink.textContent = data.filename;
    els.exportLink.dataset.format = data.format;
    els.exportText.textContent = data.text;
    els.exportOut.hidden = false;
    els.exportLink.click();
    setStatus(`Downloaded ${data.filename}: the board as ${FORMAT_NAMES[data.format] || data.format}. Drop it on the page to load it again.`, 'ok');
  }

  // ---- generating ---------------------------------------------------------------------

  function generateBody() {
    const num = (el) => (el.value.trim() === '' ? undefined : Number(el.value));
    const body = {
      width: num(els.genWidth), height: num(els.genHeight), colours: num(els.genColours),
      moves: num(els.genMoves), rules: els.genRules.value, unique: els.genUnique.checked,
    };
    const diff = num(els.genDifficulty);
    if (diff !== undefined) body.min_difficulty = diff;
    const seed = els.genSeed.value.trim();
    if (seed !== '') {
      if (!/^\d{1,19}$/.test(seed)) return { error: 'A seed is a whole number (or empty for a random one).' };
      body.seed = Number(seed);
    }
    for (const [k, v] of Object.entries(body)) if (typeof v === 'number' && !Number.isFinite(v)) return { error: `${k} is not a number.` };
    return { body };
  }

  async function generate(e) {
    e.preventDefault();
    const { body, error } = generateBody();
    if (error) {
      setStatus(error, 'error');
      els.genProgress.textContent = error;
      return;
    }
    toEdit();
    const data = await search('/api/generate', 'Generating a puzzle', body, els.genProgress);
    if (!data) return;
    loadPuzzle(data.rows, { rules: data.rules, goal: data.goal || 'exact', budget: data.moves, noNull: false },
      `generated, seed ${data.seed}`);
    const diff = data.difficulty && data.difficulty.score !== undefined ? `, difficulty ${fmtScore(data.difficulty.score)}` : '';
    const tries = data.attempts ? ` after ${plural(data.attempts, 'attempt')}` : '';
    const text = `Generated a ${data.width} × ${data.height} puzzle${tries}: clear it ${goalWords(data.goal || 'exact', data.moves)}. Seed ${data.seed}${diff}. Play it, or Solve it.`;
    setStatus(text, 'ok');
    els.genProgress.textContent = text;
    els.board.dataset.seed = data.seed;
    bringBoardIntoView();
  }

  // ---- wiring ---------------------------------------------------------------------

  function wire() {
    els.width.addEventListener('change', () => {
      toEdit();
      resize(Number(els.width.value) || state.w, state.h);
      els.width.value = state.w;
    });
    els.height.addEventListener('change', () => {
      toEdit();
      resize(state.w, Number(els.height.value) || state.h);
      els.height.value = state.h;
    });
    for (const el of [els.rules, els.goal, els.budget, els.noNull]) {
      el.addEventListener('change', () => {
        toEdit();
        remember();
        readSettings();
        els.budget.value = state.budget;
        edited();
      });
    }
    els.clear.addEventListener('click', () => {
      toEdit();
      remember();
      state.cells = emptyCells(state.w, state.h);
      drawCells(null);
      edited();
      setStatus('Cleared.', '');
    });
    els.settle.addEventListener('click', settle);
    els.problemSettle.addEventListener('click', settle);
    els.preset.addEventListener('change', () => {
      const key = els.preset.value;
      const p = PRESETS[key];
      if (!p) {
        showLoaded();
        return;
      }
      loadPuzzle(rowsOfStrings(p.rows), { rules: p.rules, goal: p.goal, budget: p.budget, noNull: false }, key);
      setStatus(`Example loaded: ${p.name}.`, '');
    });
    els.solve.addEventListener('click', solve);
    els.playGame.addEventListener('click', () => startGame([]));
    els.hint.addEventListener('click', hint);
    els.cancel.addEventListener('click', cancelSearch);
    els.genCancel.addEventListener('click', cancelSearch);
    els.share.addEventListener('click', async () => {
      syncHash();
      els.shareBox.hidden = false;
      els.shareUrl.value = location.href;
      els.shareUrl.focus();
      els.shareUrl.select();
      const what = state.mode === 'game' ? 'the board, the rules, the goal and your moves' : 'the board, the rules and the goal';
      try {
        await navigator.clipboard.writeText(location.href);
        setStatus(`Link copied: it holds ${what}.`, 'ok');
      } catch (_) {
        setStatus(`Copy the link below: it holds ${what}.`, '');
      }
    });
    els.first.addEventListener('click', () => { stopPlay(); showFrame(0, false); });
    els.back.addEventListener('click', stepBack);
    els.play.addEventListener('click', togglePlay);
    els.forward.addEventListener('click', stepForward);
    els.last.addEventListener('click', () => { stopPlay(); showFrame(state.frames.length - 1, false); });
    els.edit.addEventListener('click', () => {
      exitWatch();
      focusCell(state.focus.x, state.focus.y);
    });
    els.range.addEventListener('input', () => { stopPlay(); showFrame(Number(els.range.value), false); });
    els.undo.addEventListener('click', undo);
    els.redo.addEventListener('click', redo);
    els.gameRestart.addEventListener('click', restartGame);
    els.gameHint.addEventListener('click', gameHint);
    els.gameExit.addEventListener('click', () => {
      exitGame();
      focusCell(state.focus.x, state.focus.y);
    });
    els.pasteLoad.addEventListener('click', () => loadPuzzleText(els.paste.value, null));
    els.pasteCurrent.addEventListener('click', () => { els.paste.value = gridText(); });
    els.panelFile.addEventListener('change', () => importFile(els.panelFile.files && els.panelFile.files[0]));
    els.panelPick.addEventListener('change', pickPanel);
    for (const b of document.querySelectorAll('#export button[data-format]')) {
      b.addEventListener('click', () => exportBoard(b.dataset.format));
    }
    els.genForm.addEventListener('submit', generate);
    wireDrop();
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && state.busy) cancelSearch();
      historyKey(e);
    });
    window.addEventListener('hashchange', () => {
      if (location.hash !== state.lastHash) loadHash();
    });
    if (window.ResizeObserver) new ResizeObserver(() => fitCells()).observe(els.wrap);
    window.addEventListener('resize', fitCells);
  }

  wire();
  buildPalette();
  if (!loadHash()) {
    const p = PRESETS.box;
    loadPuzzle(rowsOfStrings(p.rows), { rules: p.rules, goal: p.goal, budget: p.budget, noNull: false }, 'box');
  }
  // The first board is where the editor's undo starts.
  state.undo = [];
  state.redo = [];
  updateHistoryButtons();
  setBusy(false);
})();
