// Every sentence and label the page shows, in one place, so that another
// language is one more table here. A message is a string or a function of
// named parameters that writes the whole sentence (its grammar, plurals and
// word order are the language's own); `t(key, params)` looks one up.
// index.html holds keys only (data-t, data-t-html, data-t-label,
// data-t-title, data-t-placeholder), filled by `applyStatic`.

const num = (n) => Number(n).toLocaleString('en');
const plural = (n, one, many) => `${num(n)} ${n === 1 ? one : many}`;
// `a`, `a and b`, `a, b and c`.
const list = (items) => (items.length <= 1 ? items.join('')
  : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (n) => words[n] || num(n);
const secs = (ms) => `${Number((ms / 1000).toFixed(2))} s`;
const dirWords = { R: 'right', L: 'left', U: 'up', D: 'down' };
const goalWords = (goal, n) => (goal === 'exact' ? `in exactly ${plural(n, 'move', 'moves')}`
  : goal === 'at-most' ? `in at most ${plural(n, 'move', 'moves')}`
    : `in as few moves as you can (at most ${num(n)})`);

// Colours by their swatch and shape (the board shows no digits): colour 1
// is the orange circle. Colours 11 and up have no shape: their letter.
const COLOUR_NAMES = [null, ['orange circle', 'orange circles'], ['sky-blue triangle', 'sky-blue triangles'],
  ['green square', 'green squares'], ['yellow diamond', 'yellow diamonds'], ['blue star', 'blue stars'],
  ['vermillion plus', 'vermillion pluses'], ['pink heart', 'pink hearts'], ['wine cross', 'wine crosses'],
  ['white ring', 'white rings'], ['teal hexagon', 'teal hexagons']];
const colour = (v, n) => {
  const names = COLOUR_NAMES[v];
  if (names) return n === 1 ? names[0] : names[1];
  return n === 1 ? `block marked ${v}` : `blocks marked ${v}`;
};

export const MESSAGES = {
  // ---- the page's fixed text (index.html) ----
  skip: 'Skip to the board',
  tagline: 'Swap blocks, line up three, clear the board in n moves.',
  modeGroup: 'Play or edit',
  modePlay: 'Play',
  modeEdit: 'Edit',
  zoomGroup: 'Cell size',
  zoomIn: 'Larger cells',
  zoomOut: 'Smaller cells',
  prev: 'Previous',
  prevTitle: 'The previous puzzle',
  next: 'Next',
  ticksLabel: 'The pack\'s puzzles',
  boardBar: 'Moves and answers',
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  restartTitle: 'Start this puzzle again (R)',
  hint: 'Hint',
  solve: 'Solve',
  cancel: 'Cancel',
  pbFirst: 'First step',
  pbBack: 'Step back',
  pbPlay: 'Play',
  pbPause: 'Pause',
  pbForward: 'Step forward',
  pbLast: 'Last step',
  pbStep: 'Step',
  pbToGame: 'Back to the game',
  pbToEditor: 'Back to the editor',
  playbackGroup: 'Playback',
  planOpen: 'Why it works: the plan, clear by clear',
  planHelp: 'Point at a clear to see it on the board; the playback marks each one as it happens.',
  keysOpen: 'Keys',
  keysGame: 'In play: arrows move the cursor, <kbd>Shift</kbd>+arrow moves its block (or <kbd>Space</kbd>, then an arrow), <kbd>H</kbd> asks for a hint, <kbd>R</kbd> restarts, <kbd>N</kbd> opens the next puzzle, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes a move. In a playback <kbd>,</kbd> and <kbd>.</kbd> step and <kbd>P</kbd> plays.',
  keysEdit: 'In the editor: arrows move, <kbd>Space</kbd> paints, <kbd>1</kbd>–<kbd>9</kbd> pick and paint a colour, <kbd>0</kbd> or <kbd>Delete</kbd> erases, <kbd>G</kbd> paints grey, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes, <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> redoes.',
  paintLegend: 'Paint',
  boardLegend: 'Board',
  width: 'Width',
  height: 'Height',
  rulesLabel: 'Moves',
  rulesDrag: 'drag (left/right)',
  rulesSwap4: 'swap4 (4 ways)',
  clear: 'Clear',
  settle: 'Settle',
  settleTitle: 'Let floating blocks fall and runs of three vanish',
  goalLegend: 'Goal',
  budget: 'Budget',
  goalLabel: 'Clear in',
  goalExact: 'exactly n moves',
  goalAtMost: 'at most n moves',
  goalShortest: 'fewest moves (≤ n)',
  noNull: 'Null moves don\'t count (swapping equal blocks is not a move)',
  packsOpen: 'Puzzle packs',
  packLabel: 'Pack',
  randomLevel: 'Difficulty',
  random: 'Random puzzle',
  randomAbout: 'A new 5 × 7 puzzle from the generator, as hard as the level says (the score is the generator\'s, below).',
  share: 'Share link',
  shareLabel: 'Link to this puzzle',
  importOpen: 'Paste or load a puzzle',
  pasteLabel: 'Grid rows (top row first) or a NOIP input',
  pasteLoad: 'Load text',
  pasteCurrent: 'Show current as text',
  fileLabel: 'Puzzle file: a NOIP input, a grid, or a Panel Attack file (.json)',
  dropHint: 'Or drop a file anywhere on the page.',
  panelPick: 'Puzzle',
  exportOpen: 'Export the board',
  exportAbout: 'Downloads the board, its budget and its goal in a format <code>mayan</code> reads.',
  exportGroup: 'Export as',
  exportNoip: 'NOIP input',
  exportGrid: 'Grid',
  exportPanel: 'Panel Attack',
  exportHolds: 'holds:',
  genOpen: 'Generate a puzzle',
  genColours: 'Colours',
  genMoves: 'Moves',
  genDifficulty: 'Min. difficulty',
  genNone: 'none',
  genSeed: 'Seed',
  genRandom: 'random',
  genUnique: 'Only one solution',
  generate: 'Generate',
  dropTarget: 'Drop a puzzle file to load it: a NOIP input, a grid, or a Panel Attack file.',
  footer: 'Mayan plays gravity-swap puzzles: NOIP 2011 Mayan (drag, exactly n moves), Panel de Pon puzzles '
    + '(drag, at most n moves, grey blocks never clear) and the box maze (swap4). Moves are written '
    + '<code>x y R|L|U|D</code>, column <code>x</code> from the left and row <code>y</code> from the bottom, both from 0; '
    + 'Panel Attack puzzles in the game\'s own <code>rRcC</code>: row <code>R</code> from the bottom, the swap of '
    + 'columns <code>C</code> and <code>C+1</code>, both from 1, and their boards count from 1 too.',

  // ---- the puzzle's head ----
  titleCustom: 'Your board',
  titleLink: 'A shared board',
  titlePasted: ({ format }) => (format === 'noip' ? 'A pasted NOIP input' : 'A pasted grid'),
  titleFile: ({ name }) => name,
  titlePanel: ({ set, index }) => `${set} #${index}`,
  titlePack: ({ pack, name }) => `${pack} · ${name}`,
  titleGenerated: 'A generated puzzle',
  titleRandom: ({ level }) => `A random puzzle, level ${level}`,
  subPack: ({ number, of }) => `Puzzle ${num(number)} of ${num(of)}`,
  subSeed: ({ seed, score }) => (score === undefined ? `Seed ${seed}` : `Seed ${seed}, difficulty ${num(score)}`),
  subChanged: 'Its budget or goal is changed: it is not the pack\'s puzzle as it stands.',
  tickLabel: ({ number, name, solved }) => `Puzzle ${num(number)}, ${name}${solved ? ', solved' : ''}`,
  goalLine: ({ goal, n, grey }) => (grey
    ? `Clear every coloured block ${goalWords(goal, n)} (grey blocks never clear).`
    : `Clear every block ${goalWords(goal, n)}.`),
  goalLineChain: ({ goal, n }) => `A chain puzzle: swap blocks without clearing any, then make one swap whose chain clears every coloured block, ${goalWords(goal, n)} (grey blocks never clear).`,
  noNullNote: 'Swapping two equal blocks is not a move.',
  howtoDrag: ({ touch }) => `${touch ? 'Swipe' : 'Drag'} a block left or right, or tap it and then where it goes: blocks fall, and three in a line vanish.`,
  howtoSwap4: ({ touch }) => `${touch ? 'Swipe' : 'Drag'} a block left, right, up or down, or tap it and then where it goes: blocks fall, and three in a line vanish.`,
  howtoEdit: 'Click or drag to paint (a tap on a touch screen), right-click to erase; Play tries the board.',
  howtoWatch: 'The solution, move by move: step with the buttons or let it play.',
  movesLeft: ({ left }) => `${plural(left, 'move', 'moves')} left`,
  boardSize: ({ w, h }) => `${w} × ${h}`,

  // ---- the board ----
  cellLabel: ({ col, row, what }) => `column ${col}, row ${row}: ${what}`,
  cellPanel: ({ col, row, what }) => `row ${row}, column ${col}: ${what}`,
  cellEmpty: 'empty',
  cellGrey: 'grey block',
  cellColour: ({ v }) => colour(v, 1),
  swatchErase: 'erase',
  swatchGrey: 'grey block (never clears)',
  swatchKey: ({ name, key }) => `${name} (key ${key})`,
  undoMove: 'Undo the last move (Ctrl+Z)',
  redoMove: 'Redo the move undone (Ctrl+Shift+Z or Ctrl+Y)',
  undoEdit: 'Undo the last edit (Ctrl+Z)',
  redoEdit: 'Redo the edit undone (Ctrl+Shift+Z or Ctrl+Y)',

  // ---- moves ----
  moveWords: ({ col, row, dir }) => `the block at column ${col}, row ${row} moves ${dirWords[dir] || '?'}`,
  movesIntro: 'Moves (x y direction, row 0 at the bottom):',
  movesIntroPanel: 'Moves in Panel Attack notation (rRcC: row R from the bottom, the swap of columns C and C+1):',
  moveButton: ({ k, name, words: w }) => `Move ${k}: ${name}, ${w}. Show it.`,
  alreadyClear: 'The board is already clear.',
  yourMoves: ({ moves }) => `Your moves: ${moves.join(', ')}`,

  // ---- the game ----
  yourMove: 'Your move.',
  won: ({ moves }) => `Cleared in ${plural(moves, 'move', 'moves')}!`,
  wonNext: ({ moves }) => `Cleared in ${plural(moves, 'move', 'moves')}! Next opens the next puzzle.`,
  wonLast: ({ moves }) => `Cleared in ${plural(moves, 'move', 'moves')}! That was the pack's last puzzle.`,
  clearedEarly: ({ moves, goal, n }) => `Cleared in ${plural(moves, 'move', 'moves')}, but the puzzle asks for ${goal === 'exact' ? `exactly ${plural(n, 'move', 'moves')}` : `at most ${plural(n, 'move', 'moves')}`}.`,
  chainEnded: ({ move }) => `Move ${num(move)} started a chain that left coloured blocks: a chain puzzle is cleared in one chain. Undo or Restart to try again.`,
  outOfMoves: ({ blocks }) => `Out of moves with ${plural(blocks, 'block', 'blocks')} left.`,
  gameOver: ({ message }) => `${message} Undo or Restart to play on.`,
  picked: ({ cell }) => `The block at ${cell} is picked: tap where it goes, or an arrow.`,
  pickedUp: ({ cell }) => `The block at ${cell} is picked up: an arrow key moves it.`,
  notAMove: ({ why }) => `Not a move: ${why}`,
  tookBack: ({ move }) => `Took back ${move}.`,
  playedAgain: ({ move }) => `Played ${move} again.`,
  restarted: 'Back to the start: Redo plays your moves again.',
  cannotPlay: ({ why }) => `This board cannot be played yet: ${why}`,
  gameAgain: ({ moves }) => `The puzzle changed, so the game starts again: your ${plural(moves, 'move was', 'moves were')} for the old one.`,
  linkMovesBad: ({ why }) => `The link's moves were not all legal (${why}): the game starts from the beginning.`,
  linkMovesUnread: 'The link\'s moves are not moves (x.y.D, joined by _): the puzzle is loaded without them.',

  // ---- hints ----
  hintSearching: 'Looking for winning first moves',
  hintSearchingGame: 'Looking for a move that still wins',
  hintNone: ({ n }) => `No first move clears the board within ${plural(n, 'move', 'moves')}.`,
  hintFound: ({ count: c, n, fewest }) => `${plural(c, 'first move still wins', 'first moves still win')} within ${num(n)}; the fewest moves in all: ${num(fewest)}.`,
  hintListIntro: 'Winning first moves (arrows on the board):',
  hintListGame: ({ left }) => `From here, winning moves within the ${plural(left, 'move', 'moves')} left:`,
  hintItem: ({ move, after, fewest }) => `${move}: ${after === 0 ? 'clears the board' : `then ${plural(after, 'more move', 'more moves')}`}${fewest ? ' (fewest)' : ''}`,
  hintNoneGame: ({ left }) => `No clear is possible from here within the ${plural(left, 'move', 'moves')} left.`,
  hintGame: ({ moves, left }) => `Hint: ${list(moves)} ${moves.length === 1 ? 'still wins' : 'still win'} within the ${plural(left, 'move', 'moves')} left (arrows on the board).`,
  hintWon: 'The board is already clear: you won.',
  hintNoMoves: 'No moves are left: Undo or Restart to try again.',

  // ---- solving and the playback ----
  solving: 'Solving',
  solved: ({ moves, nodes, time }) => `Solved in ${plural(moves, 'move', 'moves')} (${plural(nodes, 'position', 'positions')}, ${time}).`,
  noSolution: ({ goal, n, nodes, time }) => `No solution: the board cannot be cleared ${goalWords(goal, n)} (${plural(nodes, 'position', 'positions')}, ${time}).`,
  noPureSolution: ({ set, index, goal, n, nodes, time }) => `No solution under Mayan's pure rules (nothing moves while blocks fall): "${set}" #${index} cannot be cleared ${goalWords(goal, n)}. Panel Attack's own solution needs moves made during a fall (${plural(nodes, 'position', 'positions')}, ${time}).`,
  noChainWin: ({ nodes, time }) => `No solution under Mayan's pure rules (nothing moves while blocks fall): no swap clears this chain puzzle in one chain from any board that swaps clearing nothing reach. In Panel Attack it needs a swap while a chain is still falling (${plural(nodes, 'board', 'boards')}, ${time}).`,
  replayFailed: ({ why }) => `Could not replay the solution: ${why}`,
  frameStart: ({ move, n }) => `Start. Next, move 1 of ${num(n)}: ${move}.`,
  frameStartClear: 'Start: the board is already clear.',
  frameMove: ({ k, n, move, kind }) => `Move ${k} of ${n}: ${move}, ${kind === 'null' ? 'nothing changes (a null move)' : kind === 'shift' ? 'it steps into the empty cell' : 'the two blocks swap'}.`,
  frameVanish: ({ stage, blocks }) => (stage === 1 ? `${plural(blocks, 'block vanishes', 'blocks vanish')}.` : `Chain ${stage}: ${plural(blocks, 'block vanishes', 'blocks vanish')}.`),
  frameGone: ({ blocks }) => `${plural(blocks, 'block', 'blocks')} gone.`,
  frameAfter: ({ k }) => `After move ${k}.`,
  frameAfterNext: ({ k, n, move }) => `After move ${k}. Next, move ${k + 1} of ${n}: ${move}.`,
  frameEnd: ({ k, result }) => `After move ${k}: ${result === 'empty' ? 'the board is clear!' : result === 'grey' ? 'the board is clear! (only grey blocks are left)' : 'done, but blocks are left.'}`,
  framePos: ({ i, n }) => `${i} / ${n}`,

  // ---- the plan ----
  planHead: ({ clears, moves }) => `${plural(clears, 'clear', 'clears')} in ${plural(moves, 'move', 'moves')}.`,
  planWhen: ({ move, stage }) => (stage === 1 ? `Move ${move}:` : `Move ${move}, chain ${stage}:`),
  planMeet: ({ blocks, v, lines, dir }) => `${cap(count(blocks))} ${colour(v, blocks)} meet ${list(lines)} (${dir === 'horizontal' ? 'in a row' : dir === 'vertical' ? 'in a column' : 'both ways'}).`,
  planRow: ({ row, from, to }) => `in row ${row}, columns ${from}–${to}`,
  planColumn: ({ col, from, to }) => `in column ${col}, rows ${from}–${to}`,
  planBlock: ({ v, from, slid, lifted, fell, moves }) => {
    const by = moves.length ? ` (${moves.length === 1 ? 'move' : 'moves'} ${list(moves.map(String))})` : '';
    const parts = [];
    if (slid) parts.push(`slid ${plural(Math.abs(slid), 'step', 'steps')} ${slid > 0 ? 'right' : 'left'}`);
    if (lifted) parts.push(`was swapped ${plural(Math.abs(lifted), 'row', 'rows')} ${lifted > 0 ? 'up' : 'down'}`);
    if (!parts.length && moves.length) parts.push('was moved and came back');
    if (parts.length) parts[parts.length - 1] += by;
    if (fell) parts.push(`fell ${plural(fell, 'row', 'rows')}`);
    return `The ${colour(v, 1)} from ${from} ${list(parts)}.`;
  },
  planStill: ({ v, cells }) => (cells.length === 1 ? `The ${colour(v, 1)} at ${cells[0]} was in place.`
    : `The ${colour(v, cells.length)} at ${list(cells)} were in place.`),
  planServed: ({ moves }) => `Served by ${moves.length === 1 ? 'move' : 'moves'} ${list(moves.map(String))}.`,
  planNeed: ({ clear, clauses }) => `Clear ${clear} had to come first: ${clauses.join('; ')}.`,
  planNeedWay: ({ why, theirs, v, ours, by, columns }) => {
    const its = `${theirs.length === 1 ? 'its block at' : 'its blocks at'} ${list(theirs)}`;
    const whose = ours.length === 1 ? `the ${colour(v, 1)} from ${ours[0]}` : `the ${colour(v, ours.length)} from ${list(ours)}`;
    if (why === 'held-up') return `${its} held up ${whose}`;
    if (!by.length) return `${whose} fell into the room ${its} left`;
    return `${whose} fell into the room ${its} left, which ${by.length === 1 ? 'move' : 'moves'} ${list(by.map(String))} brought to ${columns.length === 1 ? 'column' : 'columns'} ${list(columns)}`;
  },
  planNullMove: ({ move, kind, v, from, to }) => (kind === 'equal'
    ? `Move ${move} changes nothing: it swaps the ${colour(v, 1)} at ${from} with the ${colour(v, 1)} at ${to}, its equal.`
    : `Move ${move} changes nothing: it pushes the ${colour(v, 1)} at ${from} up into the empty ${to}, and it falls straight back.`),
  planCleared: 'The board is clear.',
  planNotCleared: 'The board is not clear.',
  cell: ({ x, y }) => `(${x}, ${y})`,
  cellPanelName: ({ col, row }) => `(row ${row}, column ${col})`,

  // ---- searches and the server ----
  searchTick: ({ label, s }) => `${label}… ${s} s`,
  searchQueued: ({ label, s, ahead }) => (ahead === 0 ? `${label}… ${s} s · waiting in line: next up` : `${label}… ${s} s · waiting in line: ${num(ahead)} ahead`),
  searchNodes: ({ label, s, nodes }) => `${label}… ${s} s · ${plural(nodes, 'position', 'positions')}`,
  cancelled: 'Cancelled.',
  busy: ({ why, wait }) => (wait > 0 ? `The server is busy: ${why}. Try again in ${plural(wait, 'second', 'seconds')}.` : `The server is busy: ${why}. Try again in a moment.`),
  timedOut: ({ limit, nodes }) => `The search was stopped at the time limit of ${secs(limit)} (${plural(nodes, 'position', 'positions')} searched). A smaller budget or board is searched faster.`,
  genTimedOut: ({ limit, nodes }) => `The generator found no puzzle within the time limit of ${secs(limit)} (${plural(nodes, 'position', 'positions')} searched). Ask for a lower minimum difficulty or fewer moves, or allow more than one solution.`,
  serverAnswered: ({ status, text }) => `The server answered ${status} ${text}.`,

  // ---- the editor ----
  notAPuzzle: ({ why }) => `Not a puzzle yet: ${why}.`,
  undidEdit: 'Undid the last edit.',
  redidEdit: 'Redid the edit.',
  cleared: 'Cleared.',
  settled: 'Settled: blocks fell and runs of three vanished.',

  // ---- packs ----
  packOption: ({ name, solved, of }) => `${name} (${num(solved)} of ${num(of)} solved)`,
  packPuzzle: ({ number, name, moves, chain }) => `${num(number)}. ${name}: ${chain ? 'a chain' : plural(moves, 'move', 'moves')}`,
  packSolvedMark: 'solved',
  packsFailed: ({ why }) => `The puzzle packs could not be loaded: ${why}`,
  packAbout: ({ id, count: c }) => {
    const about = {
      noip2011: 'The sample and the official test cases of NOIP 2011 (drag, exactly n moves); the two without a solution are left out.',
      'box-mazes': 'Box mazes (swap4: blocks also move up and down): the level of seed 004, then mazes the generator made.',
      'box-mazes-n4': 'Box mazes of four moves, each with exactly one solution, made by the generator.',
      'generated-n4': 'NOIP-style puzzles of four moves made by the generator (fixtures/generated/noip-n4).',
      'generated-n5': 'NOIP-style puzzles of five moves made by the generator (fixtures/generated/noip-n5).',
    }[id];
    if (about) return about;
    if (id.startsWith('panel-')) return `A classic Panel Attack set (drag, at most n moves; grey blocks never clear): ${plural(c, 'puzzle', 'puzzles')}.`;
    return `${plural(c, 'puzzle', 'puzzles')}.`;
  },
  level: ({ level, moves, min }) => `${level}: ${['', 'warm-up', 'easy', 'medium', 'hard', 'hardest'][level]} (${plural(moves, 'move', 'moves')}, ${min ? `score ${num(min)} or more` : 'any score'})`,

  // ---- links, files, export ----
  linkBadBoard: 'The link holds a board that is not a rectangle of at most 16 × 16 cells.',
  linkBadCell: ({ ch }) => `The link's board has \`${ch}\`, which is not a cell.`,
  linkBadPack: ({ pack, number }) => `The link names puzzle ${number} of a pack "${pack}", which this server does not have.`,
  linkCopied: ({ game }) => (game ? 'Link copied: it holds the puzzle and your moves.' : 'Link copied: it holds the puzzle.'),
  linkShown: ({ game }) => (game ? 'Copy the link below: it holds the puzzle and your moves.' : 'Copy the link below: it holds the puzzle.'),
  pasteFirst: 'Paste grid rows or a NOIP input first.',
  loadedText: ({ format, w, h, moves }) => `Loaded the ${format === 'noip' ? 'NOIP input' : 'grid'} (${w} × ${h}${moves ? `, ${plural(moves, 'move', 'moves')}` : ''}).`,
  loadedProblem: ({ format, why }) => `Loaded the ${format === 'noip' ? 'NOIP input' : 'grid'}, but ${why}. Press Settle to let it settle.`,
  cannotRead: ({ name, why }) => `Could not read ${name}: ${why}`,
  choosePuzzle: 'choose a puzzle…',
  panelOption: ({ index, moves, error, chain }) => {
    const what = chain ? (moves > 0 ? `a chain in ${plural(moves, 'move', 'moves')}` : 'a chain') : plural(moves, 'move', 'moves');
    return error ? `#${index}: ${what} (not supported: ${error})` : `#${index}: ${what}`;
  },
  panelPickOne: ({ puzzles, sets }) => `${plural(puzzles, 'puzzle', 'puzzles')} in ${plural(sets, 'set', 'sets')}: pick one.`,
  panelLoaded: ({ set, index, n }) => `Loaded "${set}" #${index}: clear it in at most ${plural(n, 'move', 'moves')}. Moves are written in Panel Attack's rRcC.`,
  exportFailed: ({ format, why }) => `Cannot export as ${{ noip: 'a NOIP input', grid: 'a grid', 'panel-attack': 'a Panel Attack file' }[format] || format}: ${why}`,
  exported: ({ file, format }) => `Downloaded ${file}: the board as ${{ noip: 'a NOIP input', grid: 'a grid', 'panel-attack': 'a Panel Attack file' }[format] || format}. Drop it on the page to load it again.`,

  // ---- the generator ----
  generating: 'Generating a puzzle',
  genBadSeed: 'A seed is a whole number of at most 20 digits (or empty for a random one).',
  genBadNumber: ({ field }) => `${field} is not a number.`,
  generated: ({ w, h, attempts, goal, n, seed, score }) => `Generated a ${w} × ${h} puzzle after ${plural(attempts, 'attempt', 'attempts')}: clear it ${goalWords(goal, n)}. Seed ${seed}, difficulty ${num(score)}.`,
  genScale: 'Difficulty is a score: 10 a move, 10 for each tenfold of positions a search tries, up to 20 when few first moves win, 5 a cascade. Five-by-seven puzzles score about 25–50 with 2 moves, 45–80 with 3, 65–105 with 4 and 90–135 with 5: a minimum below what the moves give changes nothing, one above makes the generator try more boards.',
};

/// A message, filled with its parameters.
export function t(key, params) {
  const m = MESSAGES[key];
  if (m === undefined) return key;
  return typeof m === 'function' ? m(params || {}) : m;
}

export const fmtMs = (ms) => (ms < 1000 ? `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

// Fills index.html's keyed elements.
export function applyStatic(root) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-html]')) el.innerHTML = t(el.dataset.tHtml);
  for (const el of root.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
  for (const el of root.querySelectorAll('[data-t-title]')) el.title = t(el.dataset.tTitle);
  for (const el of root.querySelectorAll('[data-t-placeholder]')) el.placeholder = t(el.dataset.tPlaceholder);
}
