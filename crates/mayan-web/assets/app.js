// Mayan's web page: a board editor, the solver's answer played back stage by
// stage, hints and shareable links. The rules live on the server: this file
// never computes a move's result; it draws the boards /api/replay sends.
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

  const DIRS = { '1,0': 'R', '-1,0': 'L', '0,1': 'U', '0,-1': 'D' };
  const DIR_WORDS = { R: 'right', L: 'left', U: 'up', D: 'down' };
  const DIR_ANGLE = { R: 0, L: 180, U: -90, D: 90 };
  const dirOf = (m) => DIRS[`${m.dx},${m.dy}`] || '?';
  const moveText = (m) => `${m.x} ${m.y} ${dirOf(m)}`;
  const moveWords = (m) => `the block at column ${m.x}, row ${m.y} moves ${DIR_WORDS[dirOf(m)] || '?'}`;
  const arrowSvg = (m) =>
    `<svg viewBox="0 0 24 24" aria-hidden="true"><g transform="rotate(${DIR_ANGLE[dirOf(m)] || 0} 12 12)">` +
    '<path d="M3 9.5h10V4.5l8.5 7.5-8.5 7.5v-5H3z" fill="#ffffff" stroke="#000000" stroke-width="1.4" stroke-linejoin="round"/></g></svg>';

  const ICON_PLAY = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M7 5v14l11-7z"/></svg>';
  const ICON_PAUSE = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M6 5h4v14H6zM14 5h4v14h-4z"/></svg>';

  const PRESETS = {
    box: { rows: ['.1....', '.2....', '.3....', '.21...', '.133..', '.221..', '.1122.'], rules: 'swap4', goal: 'exact', budget: 2 },
    noip: { rows: ['.....', '.....', '.....', '....4', '..4.3', '.1314', '12232'], rules: 'drag', goal: 'exact', budget: 3 },
    panel: { rows: Array(12).fill('......'), rules: 'drag', goal: 'at-most', budget: 3 },
  };

  const $ = (id) => document.getElementById(id);
  const els = {
    board: $('board'), wrap: $('board-wrap'), help: $('board-help'), size: $('board-size'), mode: $('mode-label'),
    palette: $('palette'), width: $('width'), height: $('height'), rules: $('rules'),
    budget: $('budget'), goal: $('goal'), noNull: $('no-null'), preset: $('preset'),
    clear: $('clear'), settle: $('settle'), solve: $('solve'), cancel: $('cancel'), hint: $('hint'),
    share: $('share'), shareBox: $('share-box'), shareUrl: $('share-url'),
    status: $('status'), result: $('result'), playback: $('playback'), caption: $('caption'),
    first: $('pb-first'), back: $('pb-back'), play: $('pb-play'), forward: $('pb-forward'),
    last: $('pb-last'), edit: $('pb-edit'), range: $('pb-range'), pos: $('pb-pos'),
    planBox: $('plan-box'), plan: $('plan'),
    paste: $('paste'), pasteLoad: $('paste-load'), pasteCurrent: $('paste-current'),
    panelFile: $('panel-file'), panelPick: $('panel-pick'), panelPickLabel: $('panel-pick-label'),
  };

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  const state = {
    w: 6, h: 7,
    cells: [], // cells[y][x], row 0 at the bottom
    rules: 'swap4', goal: 'exact', budget: 2, noNull: false,
    paint: 1,
    mode: 'edit',
    focus: { x: 0, y: 6 },
    hints: [],
    frames: [], frame: 0, playing: false, timer: null,
    solution: null,
    busy: null,
    panelSets: [],
    lastHash: '',
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
    const cells = emptyCells(w, h);
    for (let y = 0; y < Math.min(h, state.h); y++) {
      for (let x = 0; x < Math.min(w, state.w); x++) cells[y][x] = state.cells[y][x];
    }
    state.w = w; state.h = h; state.cells = cells;
    state.focus = { x: Math.min(state.focus.x, w - 1), y: Math.min(state.focus.y, h - 1) };
    buildBoard();
    edited();
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
    for (const el of els.board.querySelectorAll('.arrow')) el.remove();
    for (const el of els.board.querySelectorAll('.vanish, .from, .hinted, .poof')) {
      el.classList.remove('vanish', 'from', 'hinted', 'poof');
    }
  }

  function addArrow(m, cls) {
    const el = cellEls[m.y] && cellEls[m.y][m.x];
    if (!el) return;
    el.classList.add(cls);
    const a = document.createElement('span');
    a.className = 'arrow';
    a.innerHTML = arrowSvg(m);
    el.appendChild(a);
  }

  function drawHints() {
    clearMarks();
    for (const h of state.hints) addArrow(h.move, 'hinted');
  }

  // Cell size: as large as fits the width and a good part of the height.
  function fitCells() {
    const gap = 3;
    const avail = els.wrap.clientWidth || window.innerWidth - 40;
    const labelW = 18;
    const byWidth = (avail - 12 - labelW - gap * state.w) / state.w;
    const tall = Math.max(260, window.innerHeight * 0.62);
    const byHeight = (tall - 12 - gap * (state.h + 1) - 18) / state.h;
    const size = Math.max(14, Math.min(54, Math.floor(Math.min(byWidth, byHeight))));
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

  function focusCell(x, y) {
    x = Math.max(0, Math.min(state.w - 1, x));
    y = Math.max(0, Math.min(state.h - 1, y));
    const el = setRoving(x, y);
    if (el) el.focus({ preventScroll: false });
  }

  els.board.addEventListener('focusin', (e) => {
    const c = cellOf(e.target);
    if (c) setRoving(c.x, c.y);
  });

  els.board.addEventListener('keydown', (e) => {
    const c = cellOf(e.target);
    if (!c || e.altKey || e.ctrlKey || e.metaKey) return;
    const { x, y } = c;
    let handled = true;
    switch (e.key) {
      case 'ArrowLeft': focusCell(x - 1, y); break;
      case 'ArrowRight': focusCell(x + 1, y); break;
      case 'ArrowUp': focusCell(x, y + 1); break;
      case 'ArrowDown': focusCell(x, y - 1); break;
      case 'Home': focusCell(0, y); break;
      case 'End': focusCell(state.w - 1, y); break;
      case 'PageUp': focusCell(x, state.h - 1); break;
      case 'PageDown': focusCell(x, 0); break;
      default: handled = false;
    }
    if (!handled && state.mode === 'edit') {
      handled = true;
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
        handled = false;
      }
    } else if (!handled && state.mode === 'play') {
      handled = true;
      if (e.key === ',' || e.key === '[') stepBack();
      else if (e.key === '.' || e.key === ']') stepForward();
      else if (e.key === 'p' || e.key === 'P') togglePlay();
      else handled = false;
    }
    if (handled) e.preventDefault();
  });

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

  function paintAt(x, y, v) {
    if (state.cells[y][x] === v) return;
    state.cells[y][x] = v;
    paintCell(x, y, v);
    edited();
  }

  let painting = null;
  els.board.addEventListener('pointerdown', (e) => {
    if (state.mode !== 'edit') return;
    const c = cellOf(e.target);
    if (!c) return;
    e.preventDefault();
    const v = e.button === 2 ? EMPTY : toggleValue(c.x, c.y, state.paint);
    painting = { v, id: e.pointerId };
    try { els.board.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
    setRoving(c.x, c.y);
    c.el.focus({ preventScroll: true });
    paintAt(c.x, c.y, v);
  });
  els.board.addEventListener('pointermove', (e) => {
    if (!painting || e.pointerId !== painting.id) return;
    const c = cellOf(document.elementFromPoint(e.clientX, e.clientY));
    if (c) paintAt(c.x, c.y, painting.v);
  });
  const stopPainting = (e) => {
    if (!painting || e.pointerId !== painting.id) return;
    painting = null;
    try { els.board.releasePointerCapture(e.pointerId); } catch (_) { /* released */ }
  };
  els.board.addEventListener('pointerup', stopPainting);
  els.board.addEventListener('pointercancel', stopPainting);
  els.board.addEventListener('contextmenu', (e) => { if (state.mode === 'edit') e.preventDefault(); });

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
  const goalWords = (goal, n) =>
    goal === 'exact' ? `in exactly ${n} move${n === 1 ? '' : 's'}`
      : goal === 'at-most' ? `in at most ${n} move${n === 1 ? '' : 's'}`
        : `in ${n} moves or fewer`;

  // ---- edits, settings and the link --------------------------------------------

  // Something about the puzzle changed: old answers no longer apply.
  function edited() {
    if (state.busy) state.busy.controller.abort();
    if (state.solution || state.hints.length) {
      state.solution = null;
      state.hints = [];
      els.result.textContent = '';
      clearMarks();
    }
    syncHash();
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
    return `#g=${g}&r=${state.rules}&goal=${state.goal}&n=${state.budget}&nn=${state.noNull ? 1 : 0}`;
  }

  function syncHash() {
    const h = hashString();
    state.lastHash = h;
    if (location.hash !== h) history.replaceState(null, '', h);
    if (!els.shareBox.hidden) els.shareUrl.value = location.href;
  }

  // Loads a puzzle from the address's #hash; false when there is none.
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
    });
    return true;
  }

  function loadPuzzle(rows, opts) {
    exitPlay();
    setFromRows(rows);
    if (opts) {
      if (opts.rules) state.rules = opts.rules;
      if (opts.goal) state.goal = opts.goal;
      if (opts.budget) state.budget = Math.max(1, Math.min(MAX_BUDGET, opts.budget));
      if (opts.noNull !== undefined) state.noNull = opts.noNull;
    }
    state.focus = { x: 0, y: state.h - 1 };
    writeSettings();
    buildBoard();
    edited();
  }

  const rowsOfStrings = (lines) => lines.map((l) => Array.from(l, charCell));

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
      throw err;
    }
    return data;
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
    els.solve.disabled = on;
    els.hint.disabled = on;
    els.settle.disabled = on;
    els.cancel.disabled = !on;
    els.board.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  // Runs a search request with a spinner, elapsed time and positions searched.
  async function search(path, label) {
    if (state.busy) return null;
    const body = request();
    const controller = new AbortController();
    const id = 'p' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
    state.busy = { controller };
    setBusy(true);
    const t0 = performance.now();
    let nodes = null;
    const tick = () => {
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      setStatus(`${label}… ${s} s` + (nodes !== null ? ` · ${fmtInt(nodes)} positions` : ''), '', true);
    };
    tick();
    const ticker = setInterval(tick, 100);
    const poller = setInterval(async () => {
      try {
        const r = await fetch(`/api/progress/${id}`, { signal: controller.signal });
        const j = await r.json();
        if (j.running) nodes = j.nodes;
      } catch (_) { /* the search ended or was cancelled */ }
    }, 350);
    try {
      return await api(`${path}?progress=${id}`, body, controller.signal);
    } catch (e) {
      if (e.name === 'AbortError') {
        setStatus('Cancelled.', '');
      } else {
        setStatus(e.message, 'error');
      }
      return null;
    } finally {
      clearInterval(ticker);
      clearInterval(poller);
      if (state.busy && state.busy.controller === controller) state.busy = null;
      setBusy(false);
    }
  }

  async function solve() {
    exitPlay();
    const snapshot = { grid: gridText(), rules: els.rules.value };
    const report = await search('/api/solve', 'Solving');
    if (!report) return;
    const cost = `${fmtInt(report.nodes)} positions, ${fmtMs(report.time_ms)}`;
    state.hints = [];
    clearMarks();
    if (!report.solved) {
      state.solution = null;
      els.result.textContent = '';
      setStatus(`No solution: the board cannot be cleared ${goalWords(report.goal, report.budget)} (${cost}).`, 'error');
      return;
    }
    setStatus(`Solved in ${report.length} move${report.length === 1 ? '' : 's'} (${cost}).`, 'ok');
    state.solution = { report, snapshot };
    showSolution(report);
    await startPlayback(snapshot, report.moves);
  }

  function showSolution(report) {
    els.result.textContent = '';
    const p = document.createElement('p');
    p.textContent = report.moves.length ? 'Moves (x y direction, row 0 at the bottom):' : 'The board is already clear.';
    els.result.appendChild(p);
    const ol = document.createElement('ol');
    report.moves.forEach((m, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'movebtn';
      b.dataset.move = i + 1;
      b.textContent = moveText(m);
      b.setAttribute('aria-label', `Move ${i + 1}: ${moveText(m)}, ${moveWords(m)}. Show it.`);
      b.addEventListener('click', () => jumpToMove(i + 1));
      li.appendChild(b);
      ol.appendChild(li);
    });
    els.result.appendChild(ol);
  }

  async function hint() {
    exitPlay();
    const data = await search('/api/hint', 'Looking for winning first moves');
    if (!data) return;
    state.hints = data.hints;
    els.result.textContent = '';
    if (!data.hints.length) {
      setStatus(`No first move clears the board within ${data.budget} moves.`, 'error');
      drawHints();
      return;
    }
    setStatus(`${data.hints.length} first move${data.hints.length === 1 ? '' : 's'} still win${data.hints.length === 1 ? 's' : ''} within ${data.budget}; the fewest moves in all: ${data.fewest}.`, 'ok');
    const p = document.createElement('p');
    p.textContent = 'Winning first moves (arrows on the board):';
    els.result.appendChild(p);
    const ul = document.createElement('ul');
    for (const h of data.hints) {
      const li = document.createElement('li');
      const rest = h.after === 0 ? 'clears the board' : `then ${h.after} more move${h.after === 1 ? '' : 's'}`;
      li.textContent = `${moveText(h.move)}: ${rest}${h.total === data.fewest ? ' (fewest)' : ''}`;
      ul.appendChild(li);
    }
    els.result.appendChild(ul);
    drawHints();
  }

  // ---- playback -----------------------------------------------------------------

  const sameRows = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  function buildFrames(rep) {
    const frames = [];
    const n = rep.turns.length;
    const next = (k) => (k < n ? ` Next, move ${k + 1} of ${n}: ${moveText(rep.turns[k].move)}.` : '');
    frames.push({ rows: rep.start, arrow: n ? rep.turns[0].move : null, move: 0, wait: 900,
      caption: n ? `Start.${next(0)}` : 'Start: the board is already clear.' });
    rep.turns.forEach((t, i) => {
      const k = i + 1;
      const what = t.kind === 'null' ? 'nothing changes (a null move)' : t.kind === 'shift' ? 'it steps into the empty cell' : 'the two blocks swap';
      frames.push({ rows: t.moved, anim: { type: 'swap', move: t.move }, from: t.move, move: k, wait: 650,
        caption: `Move ${k} of ${n}: ${moveText(t.move)}, ${what}.` });
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
      const done = k === n;
      const clear = rep.empty ? 'Board clear!' : rep.clear ? 'Board clear! (only grey blocks are left)' : 'Done, but blocks are left.';
      frames.push({ rows: t.after, anim: fell ? { type: 'fall', from: prev } : null, arrow: done ? null : rep.turns[k].move, move: k,
        wait: done ? 0 : 900, end: done,
        caption: done ? `After move ${k}: ${clear}` : `After move ${k}.${next(k)}` });
    });
    return frames;
  }

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
    state.mode = 'play';
    els.board.classList.add('playing');
    els.mode.textContent = 'playback';
    els.mode.classList.add('playing');
    els.playback.hidden = false;
    els.help.hidden = true;
    els.palette.closest('fieldset').disabled = true;
    els.range.max = state.frames.length - 1;
    els.board.dataset.frames = state.frames.length;
    showFrame(0, false);
    // On a phone the board may be above the Solve button: bring it back.
    const top = els.board.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) {
      els.board.closest('section').scrollIntoView({ block: 'start', behavior: reducedMotion.matches ? 'auto' : 'smooth' });
    }
    play();
  }

  function exitPlay() {
    stopPlay();
    if (state.mode !== 'play') return;
    state.mode = 'edit';
    els.board.classList.remove('playing');
    els.mode.textContent = 'editing';
    els.mode.classList.remove('playing');
    els.playback.hidden = true;
    els.help.hidden = false;
    els.palette.closest('fieldset').disabled = false;
    delete els.board.dataset.frame;
    delete els.board.dataset.frames;
    delete els.board.dataset.end;
    clearMarks();
    drawCells(null);
    for (const b of els.result.querySelectorAll('.movebtn')) b.removeAttribute('aria-current');
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

  function showFrame(i, animated) {
    i = Math.max(0, Math.min(state.frames.length - 1, i));
    state.frame = i;
    const f = state.frames[i];
    clearMarks();
    drawCells(f.rows);
    if (f.vanish) for (const [x, y] of f.vanish) cellEls[y][x].classList.add('vanish');
    if (f.from) cellEls[f.from.y][f.from.x].classList.add('from');
    if (f.arrow) addArrow(f.arrow, 'from');
    if (animated && f.anim) animate(f.anim, f.rows);
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
    if (state.mode !== 'play') return;
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
    if (state.mode !== 'play') {
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

  // ---- importing ------------------------------------------------------------------

  async function loadText() {
    const text = els.paste.value;
    if (!text.trim()) {
      setStatus('Paste grid rows or a NOIP input first.', 'error');
      return;
    }
    try {
      const data = await api('/api/parse', { text, format: 'auto' });
      loadPuzzle(data.rows, {
        rules: data.rules || undefined,
        goal: data.goal || undefined,
        budget: data.moves || undefined,
      });
      const kind = data.format === 'noip' ? 'NOIP input' : 'grid';
      if (data.problem) setStatus(`Loaded the ${kind}, but ${data.problem}. Press Settle to let it settle.`, 'error');
      else setStatus(`Loaded the ${kind} (${data.width} × ${data.height}).`, 'ok');
    } catch (e) {
      setStatus(e.message, 'error');
    }
  }

  async function settle() {
    exitPlay();
    try {
      const data = await api('/api/parse', { text: gridText(), format: 'grid', settle: true });
      loadPuzzle(data.rows, null);
      setStatus('Settled: blocks fell and runs of three vanished.', 'ok');
    } catch (e) {
      setStatus(e.message, 'error');
    }
  }

  async function loadPanelFile() {
    const file = els.panelFile.files && els.panelFile.files[0];
    if (!file) return;
    try {
      const text = await file.text();
      const data = await api('/api/panel', text, undefined, true);
      state.panelSets = data.sets;
      els.panelPick.textContent = '';
      const none = document.createElement('option');
      none.value = '';
      none.textContent = 'choose a puzzle…';
      els.panelPick.appendChild(none);
      let count = 0;
      data.sets.forEach((set, si) => {
        const group = document.createElement('optgroup');
        group.label = set.name;
        set.puzzles.forEach((p, pi) => {
          const o = document.createElement('option');
          o.value = `${si}:${pi}`;
          o.textContent = `#${p.index}: ${p.moves} move${p.moves === 1 ? '' : 's'}` + (p.error ? ` (not supported: ${p.error})` : '');
          o.disabled = !p.rows;
          if (p.rows) count++;
          group.appendChild(o);
        });
        els.panelPick.appendChild(group);
      });
      els.panelPickLabel.hidden = false;
      setStatus(`${count} puzzles in ${data.sets.length} sets: pick one.`, 'ok');
      els.panelPick.focus();
    } catch (e) {
      setStatus(`Could not read the file: ${e.message}`, 'error');
    }
  }

  function pickPanel() {
    const [si, pi] = els.panelPick.value.split(':').map(Number);
    const set = state.panelSets[si];
    const p = set && set.puzzles[pi];
    if (!p || !p.rows) return;
    loadPuzzle(p.rows, { rules: 'drag', goal: 'at-most', budget: p.moves > 0 ? p.moves : state.budget });
    setStatus(`Loaded "${set.name}" #${p.index}: clear it in at most ${p.moves} moves.`, 'ok');
  }

  // ---- wiring ---------------------------------------------------------------------

  els.width.addEventListener('change', () => {
    exitPlay();
    resize(Number(els.width.value) || state.w, state.h);
    els.width.value = state.w;
  });
  els.height.addEventListener('change', () => {
    exitPlay();
    resize(state.w, Number(els.height.value) || state.h);
    els.height.value = state.h;
  });
  for (const el of [els.rules, els.goal, els.budget, els.noNull]) {
    el.addEventListener('change', () => {
      readSettings();
      els.budget.value = state.budget;
      exitPlay();
      edited();
    });
  }
  els.clear.addEventListener('click', () => {
    exitPlay();
    state.cells = emptyCells(state.w, state.h);
    drawCells(null);
    edited();
    setStatus('Cleared.', '');
  });
  els.settle.addEventListener('click', settle);
  els.preset.addEventListener('change', () => {
    const p = PRESETS[els.preset.value];
    if (!p) return;
    loadPuzzle(rowsOfStrings(p.rows), { rules: p.rules, goal: p.goal, budget: p.budget, noNull: false });
    setStatus('Example loaded.', '');
    els.preset.value = '';
  });
  els.solve.addEventListener('click', solve);
  els.hint.addEventListener('click', hint);
  els.cancel.addEventListener('click', () => {
    if (state.busy) state.busy.controller.abort();
  });
  els.share.addEventListener('click', async () => {
    syncHash();
    els.shareBox.hidden = false;
    els.shareUrl.value = location.href;
    els.shareUrl.focus();
    els.shareUrl.select();
    try {
      await navigator.clipboard.writeText(location.href);
      setStatus('Link copied: it holds the board, the rules and the goal.', 'ok');
    } catch (_) {
      setStatus('Copy the link below: it holds the board, the rules and the goal.', '');
    }
  });
  els.first.addEventListener('click', () => { stopPlay(); showFrame(0, false); });
  els.back.addEventListener('click', stepBack);
  els.play.addEventListener('click', togglePlay);
  els.forward.addEventListener('click', stepForward);
  els.last.addEventListener('click', () => { stopPlay(); showFrame(state.frames.length - 1, false); });
  els.edit.addEventListener('click', () => {
    exitPlay();
    focusCell(state.focus.x, state.focus.y);
  });
  els.range.addEventListener('input', () => { stopPlay(); showFrame(Number(els.range.value), false); });
  els.pasteLoad.addEventListener('click', loadText);
  els.pasteCurrent.addEventListener('click', () => { els.paste.value = gridText(); });
  els.panelFile.addEventListener('change', loadPanelFile);
  els.panelPick.addEventListener('change', pickPanel);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && state.busy) state.busy.controller.abort();
  });
  window.addEventListener('hashchange', () => {
    if (location.hash !== state.lastHash) loadHash();
  });
  if (window.ResizeObserver) new ResizeObserver(() => fitCells()).observe(els.wrap);
  window.addEventListener('resize', fitCells);

  buildPalette();
  if (!loadHash()) {
    const p = PRESETS.box;
    loadPuzzle(rowsOfStrings(p.rows), { rules: p.rules, goal: p.goal, budget: p.budget, noNull: false });
  }
  setBusy(false);
})();
