'use strict';
// The log's states: the page embeds checkpoints (every store's state at a chunk's first seq) and
// each action's changes (see InspectorChanges.swift); a state is rebuilt from the nearest
// checkpoint before it. Needs values.js.

/**
 * The chunks of a page, parsed when first needed; the most recently used 24 are kept.
 * @param {number[]} starts the first seq of every chunk, ascending (`meta.chunks`)
 * @param {function(number): string} readChunk the JSON text of chunk `i` (`fx-c<i>`)
 * @returns {{chunk: function(number): object, stepAt: function(number): Array, actionAt: function(number): *,
 *   chunkIndex: function(number): number}}
 */
function openChunks(starts, readChunk) {
  const parsed = new Map();
  /** The index of the chunk that holds `seq` (the last one starting at or before it). */
  function chunkIndex(seq) {
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= seq) lo = mid; else hi = mid - 1;
    }
    return lo;
  }
  /** Chunk `i`, parsed: `{first, states, steps}`. */
  function chunk(i) {
    let c = parsed.get(i);
    if (c) {
      parsed.delete(i);
    } else {
      c = JSON.parse(readChunk(i));
      if (parsed.size >= 24) parsed.delete(parsed.keys().next().value);
    }
    parsed.set(i, c);
    return c;
  }
  /** The step of `seq` (1...count): `[action, changes]`. */
  function stepAt(seq) {
    const c = chunk(chunkIndex(seq));
    return c.steps[seq - c.first];
  }
  return {chunk: chunk, chunkIndex: chunkIndex, stepAt: stepAt, actionAt: (seq) => seq > 0 ? stepAt(seq)[0] : null};
}

/**
 * The states after a step: `states` with the step's changes applied (`states` is not changed).
 * A change is `[store, path, value]` (set), `[store, path]` (remove: a member, or an array's
 * elements from that index on), `[store, path, 0, actionPath]` (the value at `actionPath` in the
 * step's action) or `[store, path, 1, source, sourcePath]` (a value of store `source`'s state
 * before the step).
 * @param {Array} states every store's state before the step
 * @param {Array} step `[action, changes]`
 * @param {?Array<{store: number, path: Array, before: *, after: *}>} diffs when given, receives
 *   what changed field by field, store by store: the states before and after compared (see
 *   `expand`), whatever changes the page embedded to get there
 * @returns {Array} every store's state after the step
 */
function applyStep(states, step, diffs) {
  const next = states.slice();
  for (const ch of step[1]) {
    const s = ch[0], path = ch[1], remove = ch.length === 2;
    const value = ch.length === 3 ? ch[2] : ch.length === 4 && ch[2] === 0 ? get(step[0], ch[3])
      : ch.length === 5 && ch[2] === 1 ? get(states[ch[3]], ch[4]) : undefined;
    next[s] = set(next[s], path, 0, value, remove);
  }
  if (diffs) {
    // Unchanged subtrees are shared between the two states, so this walks the changed paths only.
    for (let s = 0; s < next.length; s++) expand(s, [], states[s], next[s], diffs);
  }
  return next;
}

/**
 * Appends the differences between `a` and `b` to `out`, field by field, as
 * ActionLogJSON.differences and FluxTesting's ValueDiff list them: object keys sorted, arrays as
 * `arraySteps` lines them up (a changed or inserted element at its index in `b`, a removed one at
 * its index in `a`), a value of another kind (or a missing one, `undefined`) as one difference.
 * @param {number} store the store's index
 * @param {Array<string|number>} path where `a` and `b` are
 * @param {*} a the value before
 * @param {*} b the value after
 * @param {Array} out receives `{store, path, before, after}`
 */
function expand(store, path, a, b, out) {
  if (a === b) return;
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    if (Array.isArray(a)) {
      for (const step of arraySteps(a.length, b.length, (i, j) => sameValue(a[i], b[j]))) {
        if (step[0] === 'changed') expand(store, path.concat([step[2]]), a[step[1]], b[step[2]], out);
        else if (step[0] === 'removed') expand(store, path.concat([step[1]]), a[step[1]], undefined, out);
        else if (step[0] === 'inserted') expand(store, path.concat([step[1]]), undefined, b[step[1]], out);
      }
    } else {
      const keys = Array.from(new Set(Object.keys(a).concat(Object.keys(b)))).sort();
      for (const k of keys) expand(store, path.concat([k]), own(a, k) ? a[k] : undefined, own(b, k) ? b[k] : undefined, out);
    }
    return;
  }
  out.push({store: store, path: path, before: a, after: b});
}

/** Arrays whose lengths differ are lined up only when the product of their lengths is within this. */
const alignmentLimit = 1000000;

/**
 * How the elements of two arrays are compared, step for step as SequenceAlignment.swift does it
 * for the Swift diffs: index by index when the lengths are equal or their product is over
 * `alignmentLimit` (the elements past the shorter one removed or inserted), else lined up by
 * their longest common subsequence, with the removals and insertions between two matches paired
 * up as changes, in order.
 * @param {number} n the first array's length
 * @param {number} m the second array's length
 * @param {function(number, number): boolean} equal whether element `i` of the first equals `j` of the second
 * @returns {Array<Array>} `['same', i, j]`, `['changed', i, j]`, `['removed', i]`, `['inserted', j]`
 */
function arraySteps(n, m, equal) {
  const steps = [];
  if (n === m || n * m > alignmentLimit) {
    const common = Math.min(n, m);
    for (let i = 0; i < common; i++) steps.push(['changed', i, i]);
    for (let i = common; i < n; i++) steps.push(['removed', i]);
    for (let j = common; j < m; j++) steps.push(['inserted', j]);
    return steps;
  }
  // table[i][j]: the length of the longest common subsequence of the suffixes from i and j.
  const table = [];
  for (let i = 0; i <= n; i++) table.push(new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i][j] = equal(i, j) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  let removed = [], inserted = [];
  const pair = () => {
    const pairs = Math.min(removed.length, inserted.length);
    for (let k = 0; k < pairs; k++) steps.push(['changed', removed[k], inserted[k]]);
    for (let k = pairs; k < removed.length; k++) steps.push(['removed', removed[k]]);
    for (let k = pairs; k < inserted.length; k++) steps.push(['inserted', inserted[k]]);
    removed = [];
    inserted = [];
  };
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && equal(i, j)) {
      pair();
      steps.push(['same', i, j]);
      i++;
      j++;
    } else if (j < m && (i === n || table[i][j + 1] >= table[i + 1][j])) {
      inserted.push(j++);
    } else {
      removed.push(i++);
    }
  }
  pair();
  return steps;
}

/**
 * The states at any seq, rebuilt from the nearest checkpoint; the last one is kept, so a move
 * to the next seq applies one step.
 * @param {ReturnType<typeof openChunks>} chunks
 * @returns {function(number): {seq: number, states: Array, diffs: Array}} the states after `seq`
 *   (0: the initial states) and what `seq` changed
 */
function openStates(chunks) {
  let cur = null;
  return function at(seq) {
    if (cur && cur.seq === seq) return cur;
    const diffs = [];
    let states;
    if (seq === 0) {
      states = chunks.chunk(0).states;
    } else if (cur && cur.seq === seq - 1) {
      states = applyStep(cur.states, chunks.stepAt(seq), diffs);
    } else {
      const c = chunks.chunk(chunks.chunkIndex(seq));
      states = c.states;
      for (let s = c.first; s < seq; s++) states = applyStep(states, c.steps[s - c.first], null);
      states = applyStep(states, c.steps[seq - c.first], diffs);
    }
    cur = {seq: seq, states: states, diffs: diffs};
    return cur;
  };
}

/**
 * Every state from seq 0 to `count`, applying each step in turn; each checkpoint met on the way
 * must equal the states rebuilt up to it, and each reference must find its value (it throws
 * otherwise), so a page whose checkpoints and changes disagree is caught.
 * @param {ReturnType<typeof openChunks>} chunks
 * @param {number} count the number of actions
 * @param {number} chunkCount the number of chunks
 * @returns {Array<Array>} `result[seq]`: every store's state after `seq`
 */
function everyState(chunks, count, chunkCount) {
  let states = chunks.chunk(0).states;
  const all = [states];
  for (let i = 0; i < chunkCount; i++) {
    const c = chunks.chunk(i);
    if (i > 0 && json(c.states) !== json(states)) throw new Error('the checkpoint before seq ' + c.first + ' is wrong');
    for (let s = c.first; s < c.first + c.steps.length; s++) {
      const step = c.steps[s - c.first];
      for (const ch of step[1]) {
        const found = ch.length === 4 ? get(step[0], ch[3]) : ch.length === 5 ? get(states[ch[3]], ch[4]) : null;
        if (found === undefined) throw new Error('seq ' + s + ' refers to nothing: ' + JSON.stringify(ch));
      }
      states = applyStep(states, step, null);
      all.push(states);
    }
  }
  if (all.length !== count + 1) throw new Error('the chunks hold ' + (all.length - 1) + ' steps, not ' + count);
  return all;
}

/**
 * Every action that changed the value at `path` of store `store` (as ActionLogBlame lists them):
 * the states are rebuilt from seq 0 and the value compared after each step (unchanged subtrees
 * are shared, so most comparisons are one `===`).
 * @param {ReturnType<typeof openChunks>} chunks
 * @param {number} chunkCount the number of chunks
 * @param {number} store the store's index
 * @param {Array<string|number>} path the field in that store's state
 * @returns {Array<{seq: number, before: *, after: *}>} in seq order; `undefined` for absent
 */
function changedBy(chunks, chunkCount, store, path) {
  let states = chunks.chunk(0).states;
  let value = get(states[store], path);
  const out = [];
  for (let i = 0; i < chunkCount; i++) {
    const c = chunks.chunk(i);
    for (let k = 0; k < c.steps.length; k++) {
      states = applyStep(states, c.steps[k], null);
      const next = get(states[store], path);
      if (!sameValue(next, value)) out.push({seq: c.first + k, before: value, after: next});
      value = next;
    }
  }
  return out;
}
