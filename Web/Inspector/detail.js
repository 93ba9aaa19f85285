'use strict';
// The header (facts, verdict) and the selected action: its JSON, the state trees, the diff.

/** Shows the log's facts and the digest verdict. */
function renderHeader() {
  D.title = meta.file + ' \u00b7 Session inspector';
  $('fx-title').textContent = 'Session inspector: ' + meta.file;
  const facts = $('fx-facts');
  const span = lastTimed > 0 ? seconds(time[lastTimed] - origin) : 'unknown';
  const rows = [
    ['File', meta.file], ['App', meta.app.name + ' ' + meta.app.version], ['Log format', 'version ' + meta.format],
    ['Actions', String(N)], ['Recorded', meta.created], ['Span', span], ['Stores', stores.join(', ')],
  ];
  for (const [name, value] of rows) {
    const d = el('div');
    d.append(el('dt', null, name), el('dd', null, value));
    facts.appendChild(d);
  }
  const v = $('fx-verdict');
  const dg = meta.digests;
  if (meta.divergence) {
    v.className = 'bad';
    const head = el('div', null, meta.divergence.seq === 0
      ? 'Divergence: the initial states differ from the recorded digests.'
      : 'First divergence at seq ' + meta.divergence.seq + ': the replayed states differ from the recorded digests ('
        + (dg.matched === 1 ? '1 digest matched' : dg.matched + ' digests matched') + ' before it). ');
    if (meta.divergence.seq > 0) {
      const go = el('button', null, 'Show seq ' + meta.divergence.seq);
      go.type = 'button';
      go.addEventListener('click', () => select(meta.divergence.seq));
      head.appendChild(go);
    }
    v.append(head, divergenceList(meta.divergence));
  } else if (dg.recorded === 0) {
    v.className = 'none';
    v.textContent = 'No digests in this log' + (dg.initial === 'matched' ? ' (the initial states match the header\u2019s digests).' : '.');
  } else {
    v.className = 'ok';
    v.textContent = 'All ' + dg.recorded + (dg.recorded === 1 ? ' digest matches.' : ' digests match.');
  }
  if (meta.truncation) v.appendChild(el('div', 'trunc', 'Truncated log: ' + meta.truncation + '. The cut line is not shown.'));
}

/**
 * The list of the stores that diverged, field by field.
 * @param {{stores: Array}} div `meta.divergence`
 * @returns {HTMLElement}
 */
function divergenceList(div) {
  const list = el('ul');
  for (const s of div.stores) {
    const item = el('li', null, 'store ' + s.store + ': recorded digest ' + (s.recorded || '(none)') + ', replayed ' + (s.replayed || '(none)'));
    if (s.differences.length) {
      const fields = el('ul');
      for (const d of s.differences) {
        fields.appendChild(el('li', 'mono', d.path + ': recorded ' + (d.recorded === null ? '(absent)' : d.recorded)
          + ', replayed ' + (d.replayed === null ? '(absent)' : d.replayed)));
      }
      item.appendChild(fields);
    }
    list.appendChild(item);
  }
  return list;
}

/**
 * Shows `seq`: its action, its states and its diff.
 * @param {number} seq
 * @param {?string} problem a note to show first, or null
 */
function renderDetail(seq, problem) {
  const r = at(seq);
  $('fx-sel').textContent = seq === 0 ? 'seq 0 \u00b7 the initial states'
    : 'seq ' + seq + ' \u00b7 ' + typeName(seq) + (timed[seq] ? ' \u00b7 ' + timeText(seq) : '');
  const note = $('fx-sel-note');
  note.textContent = '';
  if (problem) note.appendChild(el('div', 'bad', problem));
  if (seq === divSeq) {
    const box = el('div', 'bad', 'The replay diverged here:');
    box.appendChild(divergenceList(meta.divergence));
    note.appendChild(box);
  }
  $('fx-action').textContent = seq === 0 ? '(no action: the states the session started from)' : json(actionAt(seq), 2);
  renderStates(r);
  renderDiff(r);
}

const rawStores = new Set();
/**
 * The State tab: every store's state as a tree, the changed fields highlighted and open.
 * @param {{seq: number, states: Array, diffs: Array}} r what `at(seq)` gives
 */
function renderStates(r) {
  const panel = $('fx-panel-state');
  const ctx = {changed: new Set(), open: new Set()};
  const removed = stores.map(() => []);
  const touched = new Set();
  for (const d of r.diffs) {
    touched.add(d.store);
    const p = storePath(d.store, d.path);
    if (d.after === undefined) removed[d.store].push(p); else ctx.changed.add(p);
    let t = stores[d.store];
    ctx.open.add(t);
    for (let i = 0; i < d.path.length - 1; i++) { t += seg(d.path[i]); ctx.open.add(t); }
  }
  const sections = stores.map((name, i) => {
    const sec = el('section', 'store');
    sec.dataset.store = name;
    const h = el('h3');
    h.appendChild(el('span', null, name));
    if (touched.has(i)) h.appendChild(el('span', 'badge', 'changed'));
    const toggle = el('button', 'raw-toggle', 'JSON');
    toggle.type = 'button';
    h.appendChild(toggle);
    sec.appendChild(h);
    if (removed[i].length) sec.appendChild(el('div', 'removed', 'removed: ' + removed[i].join(', ')));
    const tree = el('div', 'tree');
    tree.dataset.path = name;
    const state = r.states[i];
    if (state !== null && typeof state === 'object') children(tree, state, name, [i], ctx, 1, 0);
    else tree.appendChild(node(name, state, name, [i], ctx, 0));
    const raw = el('pre', 'raw');
    const show = (on) => {
      toggle.setAttribute('aria-pressed', on ? 'true' : 'false');
      if (on && !raw.textContent) raw.textContent = json(r.states[i], 2);
      raw.hidden = !on;
      tree.hidden = on;
    };
    toggle.addEventListener('click', () => {
      if (rawStores.has(name)) rawStores.delete(name); else rawStores.add(name);
      show(rawStores.has(name));
    });
    show(rawStores.has(name));
    sec.append(tree, raw);
    return sec;
  });
  panel.replaceChildren(...sections);
}

/**
 * The sketch of a closed object or array: `{3 keys}`, `[20]`.
 * @param {object} v
 * @returns {string}
 */
function preview(v) {
  if (Array.isArray(v)) return '[' + v.length + ']';
  const n = Object.keys(v).length;
  return '{' + n + (n === 1 ? ' key}' : ' keys}');
}

/**
 * A tree node: a leaf for a scalar, a `details` element filled when first opened otherwise.
 * @param {string} label
 * @param {*} value
 * @param {string} path the node's path in path notation
 * @param {Array<string|number>} trail the store's index, then the node's path as keys and indices
 * @param {{changed: Set<string>, open: Set<string>}} ctx the changed paths and those to open
 * @param {number} depth
 * @returns {HTMLElement}
 */
function node(label, value, path, trail, ctx, depth) {
  if (value !== null && typeof value === 'object') {
    const d = el('details');
    d.dataset.path = path;
    if (ctx.changed.has(path)) d.classList.add('chg');
    const s = el('summary');
    s.append(blameKey(label, trail), el('span', 'prev', ' ' + preview(value)));
    d.appendChild(s);
    let filled = false;
    const fill = () => {
      if (filled) return;
      filled = true;
      const kids = el('div', 'kids');
      children(kids, value, path, trail, ctx, depth + 1, 0);
      d.appendChild(kids);
    };
    const small = (Array.isArray(value) ? value.length : Object.keys(value).length) <= 30;
    if (ctx.open.has(path) || (small && ctx.changed.has(path))) { d.open = true; fill(); }
    d.addEventListener('toggle', () => { if (d.open) fill(); });
    return d;
  }
  const leaf = el('div', 'leaf');
  leaf.dataset.path = path;
  if (ctx.changed.has(path)) leaf.classList.add('chg');
  leaf.append(blameKey(label, trail), ': ', el('span', 'v', JSON.stringify(value)));
  return leaf;
}

/**
 * Adds the nodes of `value`'s members to `box`, 200 at a time from `from` (a button adds more).
 * @param {HTMLElement} box
 * @param {object} value
 * @param {string} path
 * @param {Array<string|number>} trail the store's index, then `value`'s path
 * @param {{changed: Set<string>, open: Set<string>}} ctx
 * @param {number} depth
 * @param {number} from
 */
function children(box, value, path, trail, ctx, depth, from) {
  const isArray = Array.isArray(value);
  const keys = isArray ? null : Object.keys(value).sort();
  const n = isArray ? value.length : keys.length;
  const end = Math.min(n, from + 200);
  for (let i = from; i < end; i++) {
    const k = isArray ? i : keys[i];
    box.appendChild(node(isArray ? '[' + i + ']' : k, value[k], path + seg(k), trail.concat([k]), ctx, depth));
  }
  if (end < n) {
    const more = el('button', 'more', 'show ' + Math.min(200, n - end) + ' more of ' + (n - end));
    more.type = 'button';
    more.addEventListener('click', () => { more.remove(); children(box, value, path, trail, ctx, depth, end); });
    box.appendChild(more);
  }
}

/**
 * The Diff tab: `-old` and `+new` per path, store by store.
 * @param {{seq: number, diffs: Array}} r what `at(seq)` gives
 */
function renderDiff(r) {
  const panel = $('fx-panel-diff');
  const parts = [];
  if (!r.diffs.length) {
    parts.push(el('p', 'empty', r.seq === 0 ? 'The initial states: nothing has changed yet.' : 'This action changed no state.'));
  }
  let box = null, store = -1;
  for (const d of r.diffs) {
    if (d.store !== store) {
      store = d.store;
      parts.push(el('h3', null, stores[store]));
      box = el('div', 'diff');
      box.dataset.store = stores[store];
      parts.push(box);
    }
    const entry = el('div', 'change');
    entry.appendChild(el('div', 'path', storePath(d.store, d.path)));
    if (d.before !== undefined) entry.appendChild(el('div', 'old', '- ' + json(d.before)));
    if (d.after !== undefined) entry.appendChild(el('div', 'new', '+ ' + json(d.after)));
    box.appendChild(entry);
  }
  panel.replaceChildren(...parts);
}
