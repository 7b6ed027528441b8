// Calls to the server: the JSON API, and searches run in its queue with
// their progress (the place in line, the positions searched).

import { els, state, setStatus, gridText } from './state.js';
import { t, say, secs, currentLang } from './text.js';

// A POST (or, without a body, a GET) to the API; a refusal is thrown as an
// Error with the server's `status` and the rest of its answer in `data`.
// In Chinese the request asks for `lang=zh`: the server's messages for
// people (a refusal's `error`, a game's `message`, a board's `problem`)
// are then Chinese; nothing else in its answers changes.
export async function api(path, body, signal, raw) {
  if (currentLang() !== 'en') path += `${path.includes('?') ? '&' : '?'}lang=${currentLang()}`;
  const init = body === undefined ? { signal } : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? body : JSON.stringify(body),
    signal,
  };
  const res = await fetch(path, init);
  let data = null;
  try {
    data = await res.json();
  } catch (_) {
    throw new Error(t('web-server-answered', { status: res.status, text: res.statusText }));
  }
  if (!res.ok) {
    const err = new Error((data && data.error) || `${res.status} ${res.statusText}`);
    err.status = data && data.status;
    err.data = data || {};
    err.retryAfter = res.headers.get('Retry-After');
    throw err;
  }
  return data;
}

// An error from the API as a sentence for the page, in its language: a
// full queue or a time-out from the answer's fields, else the server's
// message. `what` says which search it was ('generate' words a time-out
// for the generator).
export function errorText(e, what) {
  const data = e.data || {};
  if (e.status === 'busy') {
    // Retry-After says when to try again.
    const wait = Number(e.retryAfter) || 0;
    if (data.waiting !== undefined) return t('web-busy-full', { waiting: Number(data.waiting) || 0, wait });
    if (data.waited_ms !== undefined) return t('web-busy-waited', { secs: secs(Number(data.waited_ms) || 0), wait });
    return t('web-busy', { why: e.message.replace(/: try again shortly$/, ''), wait });
  }
  if (e.status === 'timed-out' && e.data) {
    return t(what === 'generate' ? 'web-gen-timed-out' : 'web-timed-out', { limit: secs(Number(data.timeout_ms) || 0), nodes: Number(data.nodes) || 0 });
  }
  return e.message;
}

// The editor's puzzle as a solve request.
export function request() {
  return { grid: gridText(), rules: state.rules, goal: state.goal, moves: state.budget, no_null_moves: state.noNull };
}

const searchButtons = () => [els.solve, els.hint, els.settle, els.problemSettle, els.generate, els.random];

export function setBusy(on) {
  for (const b of searchButtons()) b.disabled = on;
  els.cancel.disabled = !on;
  els.cancel.hidden = !on;
  els.genCancel.disabled = !on;
  els.board.setAttribute('aria-busy', on ? 'true' : 'false');
}

// Runs a search request (solve, hint, generate) in the server's queue,
// with a spinner, the place in line while it waits and the positions
// searched while it runs; `label` is the message that names it. `mirror`
// also shows the progress (not live).
export async function search(path, label, body, mirror, what) {
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
    const [q, n] = [queued, nodes];
    const text = () => (q !== null ? t('web-search-queued', { label: t(label), s, ahead: q - 1 })
      : n !== null ? t('web-search-nodes', { label: t(label), s, nodes: n }) : t('web-search-tick', { label: t(label), s }));
    setStatus(text, '', true);
    if (mirror) say(mirror, text);
  };
  tick();
  const ticker = setInterval(tick, 100);
  const poller = setInterval(async () => {
    try {
      const j = await api(`/api/progress/${id}`, undefined, controller.signal);
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
    const aborted = e.name === 'AbortError';
    const text = aborted ? () => t('web-cancelled') : () => errorText(e, what);
    setStatus(text, aborted ? '' : 'error');
    if (mirror) say(mirror, text);
    return null;
  } finally {
    clearInterval(ticker);
    clearInterval(poller);
    if (state.busy && state.busy.controller === controller) state.busy = null;
    setBusy(false);
  }
}

export function cancelSearch() {
  if (state.busy) state.busy.controller.abort();
}
