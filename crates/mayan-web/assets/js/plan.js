// "Why it works": the plan of a solution (/api/replay's `plan`,
// docs/plans.md), clear by clear, in the page's words: colours by their
// swatch and shape, cascades as chains, cells in the puzzle's own
// coordinates. Pointing at a clear shows it on the board; the playback
// marks each clear as it happens.

import { cellText, firstLabel, swatch } from './cells.js';
import { els, state } from './state.js';
import { t } from './text.js';
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
  const para = (text, cls) => Object.assign(document.createElement('p'), { textContent: text, className: cls || '' });
  els.plan.appendChild(para(t('planHead', { clears: plan.clears.length, moves: plan.moves })));
  for (const m of plan.null_moves || []) {
    els.plan.appendChild(para(t('planNullMove', { move: m.number, kind: m.kind, v: m.colour, from: cell(m.from), to: cell(m.to) }), 'small'));
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
    when.textContent = t('planWhen', { move: c.move, stage: c.stage });
    const lines = c.lines.map((l) => (l.horizontal ? t('planRow', { row: l.at + f, from: l.from + f, to: l.to + f })
      : t('planColumn', { col: l.at + f, from: l.from + f, to: l.to + f })));
    head.append(when, ' ', swatch(c.colour), ' ', t('planMeet', { blocks: c.cells.length, v: c.colour, lines, dir: c.direction }));
    li.appendChild(head);
    const still = [];
    for (const b of c.blocks) {
      if (!b.slid && !b.lifted && !b.fell && !b.moves.length) still.push(cell(b.start));
      else li.appendChild(para(t('planBlock', { v: c.colour, from: cell(b.start), slid: b.slid, lifted: b.lifted, fell: b.fell, moves: b.moves }), 'small'));
    }
    if (still.length) li.appendChild(para(t('planStill', { v: c.colour, cells: still }), 'small'));
    li.appendChild(para(t('planServed', { moves: c.moves }), 'small'));
    // One sentence for each earlier clear, a clause for each way its room
    // was come to (docs/plans.md, as Plan::describe writes it).
    for (let i = 0; i < c.needs.length;) {
      const { clear } = c.needs[i];
      let j = i;
      while (j < c.needs.length && c.needs[j].clear === clear) j += 1;
      const mine = c.needs.slice(i, j);
      const wayOf = (g) => `${g.why} ${g.by.join(',')}`;
      const ways = [...new Set(mine.map(wayOf))];
      const clauses = ways.map((way) => {
        const group = mine.filter((g) => wayOf(g) === way);
        return t('planNeedWay', {
          why: group[0].why,
          theirs: [...new Set(group.map((g) => cell(g.cell)))],
          v: c.colour,
          ours: group.map((g) => cell(g.block)),
          by: group[0].by,
          columns: [...new Set(group.map((g) => String(g.into[0] + f)))],
        });
      });
      li.appendChild(para(t('planNeed', { clear, clauses }), 'small'));
      i = j;
    }
    li.addEventListener('pointerenter', () => pointAt(c));
    li.addEventListener('focus', () => pointAt(c));
    ol.appendChild(li);
  }
  els.plan.appendChild(ol);
  els.plan.appendChild(para(t(plan.cleared ? 'planCleared' : 'planNotCleared')));
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
