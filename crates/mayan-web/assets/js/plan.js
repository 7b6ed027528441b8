// "Why it works": the plan of a solution (/api/replay's `plan`,
// docs/plans.md), clear by clear, in the page's words: colours by their
// swatch and shape, cascades as chains, cells in the puzzle's own
// coordinates. Pointing at a clear shows it on the board; the playback
// marks each clear as it happens.

import { cellText, firstLabel, swatch } from './cells.js';
import { els, state } from './state.js';
import { t, say, list, numberList, clauses, colour } from './text.js';
import { cellAt } from './board.js';
import { frameOf, showFrame, stopPlay } from './playback.js';

let clears = [];

export function renderPlan(plan) {
  els.plan.textContent = '';
  clears = plan ? plan.clears : [];
  els.planBox.hidden = !plan;
  if (!plan) return;
  const n = state.notation;
  const cell = ([x, y]) => cellText(x, y, n);
  const f = firstLabel(n);
  // Each sentence is said again when the language changes.
  const para = (text, cls) => {
    const p = document.createElement('p');
    p.className = cls || '';
    say(p, text);
    return p;
  };
  els.plan.appendChild(para(() => t('web-plan-head', { clears: plan.clears.length, moves: plan.moves })));
  for (const m of plan.null_moves || []) {
    els.plan.appendChild(para(() => t('web-plan-null-move', {
      move: m.number, kind: m.kind, colour: colour(m.colour, 1), from: cell(m.from), to: cell(m.to),
    }), 'small'));
  }
  const ol = document.createElement('ol');
  ol.className = 'clears';
  for (const c of plan.clears) {
    const li = document.createElement('li');
    li.className = 'clear';
    li.tabIndex = 0;
    li.dataset.clear = c.number;
    const head = document.createElement('p');
    head.className = 'clear-head';
    const when = document.createElement('strong');
    say(when, () => t('web-plan-when', { move: c.move, stage: c.stage }));
    const lines = () => list(c.lines.map((l) => (l.horizontal ? t('web-plan-row', { row: l.at + f, from: l.from + f, to: l.to + f })
      : t('web-plan-column', { col: l.at + f, from: l.from + f, to: l.to + f }))));
    const meet = document.createTextNode('');
    say(meet, () => t('web-plan-meet', { blocks: c.cells.length, colour: colour(c.colour, c.cells.length), lines: lines(), dir: c.direction }));
    head.append(when, ' ', swatch(c.colour), ' ', meet);
    li.appendChild(head);
    const still = [];
    for (const b of c.blocks) {
      if (!b.slid && !b.lifted && !b.fell && !b.moves.length) still.push(cell(b.start));
      else li.appendChild(para(() => blockText(c.colour, cell(b.start), b), 'small'));
    }
    if (still.length) {
      li.appendChild(para(() => t('web-plan-still', { count: still.length, colour: colour(c.colour, still.length), cells: list(still) }), 'small'));
    }
    li.appendChild(para(() => t('web-plan-served', { count: c.moves.length, moves: numberList(c.moves) }), 'small'));
    // One sentence for each earlier clear, a clause for each way its room
    // was come to (docs/plans.md, as Plan::describe writes it).
    for (let i = 0; i < c.needs.length;) {
      const { clear } = c.needs[i];
      let j = i;
      while (j < c.needs.length && c.needs[j].clear === clear) j += 1;
      const mine = c.needs.slice(i, j);
      const wayOf = (g) => `${g.why} ${g.by.join(',')}`;
      const ways = [...new Set(mine.map(wayOf))];
      const sayWays = () => ways.map((way) => {
        const group = mine.filter((g) => wayOf(g) === way);
        const theirs = [...new Set(group.map((g) => cell(g.cell)))];
        const ours = group.map((g) => cell(g.block));
        const { by } = group[0];
        const columns = [...new Set(group.map((g) => String(g.into[0] + f)))];
        return t('web-plan-need-way', {
          why: group[0].why,
          theirs: list(theirs),
          theirCount: theirs.length,
          colour: colour(c.colour, ours.length),
          ours: list(ours),
          by: numberList(by),
          byCount: by.length,
          columns: numberList(columns),
          columnCount: columns.length,
        });
      });
      li.appendChild(para(() => t('web-plan-need', { clear, clauses: clauses(sayWays()) }), 'small'));
      i = j;
    }
    li.addEventListener('pointerenter', () => pointAt(c));
    li.addEventListener('focus', () => pointAt(c));
    ol.appendChild(li);
  }
  els.plan.appendChild(ol);
  els.plan.appendChild(para(() => t(plan.cleared ? 'web-plan-cleared' : 'web-plan-not-cleared')));
}

// How a block of a clear came to its place: slid, swapped up or down,
// moved and back, and how far it fell.
function blockText(v, from, b) {
  const motion = b.slid && b.lifted ? 'both' : b.slid ? 'slid' : b.lifted ? 'lifted' : b.moves.length ? 'back' : 'none';
  return t('web-plan-block', {
    colour: colour(v, 1),
    from,
    motion,
    slid: Math.abs(b.slid),
    slidDir: b.slid > 0 ? 'right' : 'left',
    lifted: Math.abs(b.lifted),
    liftDir: b.lifted > 0 ? 'up' : 'down',
    fell: b.fell,
    moves: numberList(b.moves),
    count: b.moves.length,
  });
}

function mark(cells) {
  for (const el of els.board.querySelectorAll('.planned')) el.classList.remove('planned');
  for (const [x, y] of cells) {
    const el = cellAt(x, y);
    if (el) el.classList.add('planned');
  }
}

// A clear pointed at: the playback goes to the stage it happens in, and
// its blocks are marked there.
function pointAt(c) {
  if (state.mode !== 'watch') return;
  stopPlay();
  const i = frameOf(c.move, c.stage);
  if (i >= 0) showFrame(i, false);
  mark(c.cells);
  for (const li of els.plan.querySelectorAll('.clear')) li.classList.toggle('pointed', Number(li.dataset.clear) === c.number);
}

// The clears that happen in a frame of the playback, marked on the board
// and in the plan.
export function planAt(frame) {
  const now = frame.stage ? clears.filter((c) => c.move === frame.move && c.stage === frame.stage) : [];
  mark(now.flatMap((c) => c.cells));
  const numbers = new Set(now.map((c) => c.number));
  for (const li of els.plan.querySelectorAll('.clear')) {
    li.classList.toggle('now', numbers.has(Number(li.dataset.clear)));
    li.classList.remove('pointed');
  }
}
