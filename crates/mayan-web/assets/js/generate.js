// The generator: a puzzle made to order (size, colours, moves, rules, one
// solution, a least difficulty, a seed), and a random puzzle of a
// difficulty level. Seeds travel as strings: a JavaScript number holds
// only 15 or 16 of a seed's up to 20 digits.

import { els, setStatus } from './state.js';
import { t, say } from './text.js';
import { search } from './api.js';
import { loadPuzzle } from './puzzle.js';
import { LEVELS } from './packs.js';

function generateBody() {
  const num = (el) => (el.value.trim() === '' ? undefined : Number(el.value));
  const body = {
    width: num(els.genWidth), height: num(els.genHeight), colours: num(els.genColours),
    moves: num(els.genMoves), rules: els.genRules.value, unique: els.genUnique.checked,
  };
  const diff = num(els.genDifficulty);
  if (diff !== undefined) body.min_difficulty = Math.round(diff);
  // The fields by their labels' messages.
  const fields = { width: 'web-width', height: 'web-height', colours: 'web-gen-colours', moves: 'web-gen-moves', min_difficulty: 'web-gen-difficulty' };
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'number' && !(Number.isFinite(v) && v >= 0)) {
      return { error: () => t('web-gen-bad-number', { field: fields[k] ? t(fields[k]) : k }) };
    }
  }
  const seed = els.genSeed.value.trim();
  if (seed !== '') {
    if (!/^\d{1,20}$/.test(seed) || BigInt(seed) > 18446744073709551615n) return { error: () => t('web-gen-bad-seed') };
    body.seed = seed;
  }
  return { body };
}

// Loads a generated puzzle into the game; what to say about it.
function load(data, level) {
  const score = data.difficulty ? data.difficulty.score : undefined;
  loadPuzzle(data.rows, { rules: data.rules, goal: data.goal || 'exact', budget: data.moves, noNull: false },
    { kind: 'generated', seed: String(data.seed), score, level });
  els.board.dataset.seed = String(data.seed);
  const params = { w: data.width, h: data.height, attempts: data.attempts || 1, goal: data.goal || 'exact', n: data.moves, seed: String(data.seed), score };
  return () => t('web-generated', params);
}

export async function generate(e) {
  e.preventDefault();
  const { body, error } = generateBody();
  if (error) {
    setStatus(error, 'error');
    say(els.genProgress, error);
    return;
  }
  const data = await search('/api/generate', 'web-generating', body, els.genProgress, 'generate');
  if (!data) return;
  const text = load(data, null);
  setStatus(text, 'ok');
  say(els.genProgress, text);
}

// A random puzzle of a level (LEVELS): 5 x 7, drag, its moves and least
// score, a seed from the server's clock.
export async function randomPuzzle(level) {
  const l = LEVELS.find((x) => x.level === Number(level)) || LEVELS[0];
  const body = { width: 5, height: 7, colours: 4, moves: l.moves, rules: 'drag' };
  if (l.min) body.min_difficulty = l.min;
  const data = await search('/api/generate', 'web-generating', body, null, 'generate');
  if (!data) return;
  setStatus(load(data, l.level), 'ok');
}

export function wireGenerator() {
  say(els.genScale, () => t('web-gen-scale'));
  els.genForm.addEventListener('submit', generate);
  els.random.addEventListener('click', () => randomPuzzle(els.randomLevel.value));
}
