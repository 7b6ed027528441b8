// Every sentence and label the page shows is a message of Mayan's one
// catalogue, crates/mayan-i18n/locales/{en,zh-CN}/web.ftl (docs/i18n.md),
// served as /i18n/en.ftl and /i18n/zh-CN.ftl and formatted here by Project
// Fluent's own library (@fluent/bundle, in /vendor/fluent-bundle), so that
// plurals, selectors and word order are the language's own, as on the
// command line. `t(id, params)` formats one: numbers for counts, strings,
// and booleans, which a message selects on as `yes` / `no`.
//
// The language: the one picked with the switch (EN / 中文, kept in
// localStorage), else the browser's first language the page speaks
// (navigator.languages: zh* is Chinese), else English. Switching re-renders
// every text without reloading the puzzle: what the page says is written
// with `say(el, text)`, where text may be a function that says it again in
// the new language. index.html holds message ids only (data-t, data-t-rich,
// data-t-label, data-t-title, data-t-placeholder), filled by `applyStatic`.

import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';

// The page's languages by the code the switch, the link and the API use,
// with the catalogue's tag of each.
const TAGS = { en: 'en', zh: 'zh-CN' };
const STORE = 'mayan-lang';

const bundles = {};
let lang = 'en';
let bundle = null;

export const currentLang = () => lang;

// A code the page speaks from a tag (`zh-Hans-CN`, `en_GB`), or null.
export function parseLang(tag) {
  const primary = String(tag || '').trim().toLowerCase().split(/[-_.@]/)[0];
  return Object.hasOwn(TAGS, primary) ? primary : null;
}

// The language a visit starts in.
export function startLang() {
  let stored = null;
  try {
    stored = localStorage.getItem(STORE);
  } catch (_) { /* no storage: the browser decides */ }
  if (parseLang(stored)) return parseLang(stored);
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const l of wanted) {
    const code = parseLang(l);
    if (code) return code;
  }
  return 'en';
}

// Loads a language's messages (once) and speaks it.
export async function loadLang(code) {
  const c = parseLang(code) || 'en';
  if (!bundles[c]) {
    const res = await fetch(`i18n/${TAGS[c]}.ftl`);
    if (!res.ok) throw new Error(`i18n/${TAGS[c]}.ftl: ${res.status} ${res.statusText}`);
    // No Unicode isolation marks around arguments: the text is compared,
    // copied and read aloud as it is.
    const b = new FluentBundle(TAGS[c], { useIsolating: false });
    const errors = b.addResource(new FluentResource(await res.text()));
    for (const e of errors) console.warn(`i18n/${TAGS[c]}.ftl:`, e);
    bundles[c] = b;
  }
  lang = c;
  bundle = bundles[c];
  document.documentElement.lang = TAGS[c];
}

// Keeps the language picked for later visits.
export function rememberLang(code) {
  try {
    localStorage.setItem(STORE, code);
  } catch (_) { /* no storage: it lasts as long as the page */ }
}

// A message, filled with its parameters; its id if the catalogue lacks it.
export function t(id, params) {
  const m = bundle && bundle.getMessage(id);
  if (!m || !m.value) return id;
  const args = {};
  for (const [k, v] of Object.entries(params || {})) {
    if (typeof v === 'boolean') args[k] = v ? 'yes' : 'no';
    else if (v !== undefined && v !== null) args[k] = v;
  }
  return bundle.formatPattern(m.value, args, []);
}

// ---- pieces that each language places ----

// A list, "a, b and c", by the catalogue's list messages: `kind` is web-list
// (words), web-number-list (numbers), web-sequence (one after another, no
// "and") or web-clauses (parts of a sentence).
function join(items, kind) {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join('');
  const two = kind === 'web-sequence' || kind === 'web-clauses' ? `${kind}-more` : `${kind}-two`;
  if (xs.length === 2) return t(two, { first: xs[0], second: xs[1], rest: xs[1] });
  return t(`${kind}-more`, { first: xs[0], rest: join(xs.slice(1), kind) });
}
export const list = (items) => join(items, 'web-list');
export const numberList = (items) => join(items, 'web-number-list');
export const sequence = (items) => join(items, 'web-sequence');
export const clauses = (items) => join(items, 'web-clauses');

// A colour by its swatch and shape ("orange circle"), for `n` blocks.
export const colour = (v, n) => t('web-colour', { v, n });

// A time in ms as the page writes it: "0.52 ms", "12 ms", "1.20 s".
export const fmtMs = (ms) => (ms < 1000 ? t('web-time-ms', { ms: ms < 10 ? ms.toFixed(2) : ms.toFixed(0) })
  : t('web-time-s', { s: (ms / 1000).toFixed(2) }));

// Seconds from ms, as few decimals as they need ("10", "0.25").
export const secs = (ms) => String(Number((ms / 1000).toFixed(2)));

// ---- writing to the page ----

// Text with `code` as markup: the backquoted parts become `tag` elements
// (kbd for keys, code for notation), the rest text.
function rich(el, text, tag) {
  const parts = text.split('`');
  el.textContent = '';
  if (parts.length % 2 === 0) {
    // A backquote without its pair: the text as it is.
    el.textContent = text;
    return;
  }
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) el.appendChild(document.createTextNode(part));
    } else {
      const c = document.createElement(tag);
      c.textContent = part;
      el.appendChild(c);
    }
  });
}

// Elements (and text nodes) whose text a function says: said again when
// the language changes. Those that left the page are swept now and then.
const said = new Map();
let sweepAt = 500;

function write(node, attr, text) {
  if (attr === 'text') node.textContent = text;
  else if (attr === 'rich') rich(node, text, 'code');
  else if (attr === 'title') node.title = text;
  else node.setAttribute(attr, text);
}

// Writes `text` (a string, or a function giving it in the language of the
// moment) into a node: its text (`attr` 'text', the default), its text with
// `code` marked ('rich'), or an attribute ('aria-label', 'title', ...).
export function say(node, text, attr = 'text') {
  if (!node) return;
  let mine = said.get(node);
  if (typeof text === 'function') {
    if (!mine) {
      mine = {};
      said.set(node, mine);
    }
    mine[attr] = text;
    write(node, attr, text());
  } else {
    if (mine) delete mine[attr];
    write(node, attr, text);
  }
  if (said.size > sweepAt) {
    for (const n of said.keys()) if (!n.isConnected) said.delete(n);
    sweepAt = said.size + 500;
  }
}

// Says every text of the page again, in the language now spoken.
export function sayAgain() {
  for (const [node, mine] of said) {
    if (!node.isConnected) {
      said.delete(node);
      continue;
    }
    for (const [attr, text] of Object.entries(mine)) write(node, attr, text());
  }
}

// Fills index.html's keyed elements (data-t-rich: backquotes as data-t-tag
// elements, code unless it says kbd).
export function applyStatic(root) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-rich]')) rich(el, t(el.dataset.tRich), el.dataset.tTag || 'code');
  for (const el of root.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
  for (const el of root.querySelectorAll('[data-t-title]')) el.title = t(el.dataset.tTitle);
  for (const el of root.querySelectorAll('[data-t-placeholder]')) el.placeholder = t(el.dataset.tPlaceholder);
}
