'use strict';
// The page's state rebuilding (states.js, values.js): changes applied without changing a value
// in place, references to the action and to the states before, checkpoints, and the Diff tab's
// differences in the order ActionLogJSON.differences gives them (arrays: array-differences.test.js).

const test = require('node:test');
const assert = require('node:assert/strict');
const {loadLogic} = require('./page-logic.js');

const {applyStep, expand, openChunks, openStates, everyState, set, get} = loadLogic();

/** Deep-freezes `v`, so a change in place throws. */
function frozen(v) {
  if (v !== null && typeof v === 'object') {
    for (const k of Object.keys(v)) frozen(v[k]);
    Object.freeze(v);
  }
  return v;
}

/** A page's chunks from a checkpoint list: `[{first, states, steps}]`, as JSON texts. */
function chunksOf(list) {
  const texts = list.map((c) => JSON.stringify(c));
  let reads = 0;
  const chunks = openChunks(list.map((c) => c.first), (i) => { reads++; return texts[i]; });
  return {chunks: chunks, reads: () => reads};
}

test('a set, a removal and both kinds of reference rebuild the next states', () => {
  const before = frozen([{items: [{id: 1}, {id: 2}, {id: 3}], query: 'a'}, {item: null}]);
  const action = frozen({page: {movies: [{id: 9}]}, type: 'load'});
  const step = [action, [
    [0, ['query'], 'b'],
    [0, ['items', 1]],
    [0, ['more'], 0, ['page', 'movies']],
    [1, ['item'], 1, 0, ['items', 2]],
  ]];

  const after = applyStep(before, step, null);

  assert.deepEqual(after, [{items: [{id: 1}], query: 'b', more: [{id: 9}]}, {item: {id: 3}}]);
  assert.equal(after[0].more, action.page.movies, 'a reference shares the action\'s value');
  assert.equal(after[1].item, before[0].items[2], 'a reference reads the states before the step');
  assert.deepEqual(before[0].items.length, 3);
});

test('set copies only the containers on the path and keeps __proto__ a plain member', () => {
  const v = frozen({a: {b: [1, 2]}, c: {d: 1}});

  const w = set(v, ['a', 'b', 2], 0, 3, false);
  const x = set(v, ['__proto__'], 0, {polluted: true}, false);

  assert.deepEqual(w, {a: {b: [1, 2, 3]}, c: {d: 1}});
  assert.equal(w.c, v.c);
  assert.equal(Object.getPrototypeOf(x), Object.prototype);
  assert.deepEqual(get(x, ['__proto__']), {polluted: true});
  assert.equal({}.polluted, undefined);
  assert.equal(get(v, ['a', 'x', 'y']), undefined);
  assert.equal(get(v, ['toString']), undefined, 'inherited members are not values of the log');
});

test('the differences are field by field, keys sorted, arrays lined up, whatever was embedded', () => {
  const before = frozen([{b: 1, a: {x: [1, 2, 3], y: 'same'}, gone: true}, 'untouched']);
  const whole = [{}, [[0, [], {a: {x: [1, 5], y: 'same'}, b: 2, c: null}]]];
  const fieldByField = [{}, [[0, ['a', 'x', 1], 5], [0, ['a', 'x', 2]], [0, ['b'], 2], [0, ['c'], null], [0, ['gone']]]];
  const expected = [
    {store: 0, path: ['a', 'x', 1], before: 2, after: 5},
    {store: 0, path: ['a', 'x', 2], before: 3, after: undefined},
    {store: 0, path: ['b'], before: 1, after: 2},
    {store: 0, path: ['c'], before: undefined, after: null},
    {store: 0, path: ['gone'], before: true, after: undefined},
  ];

  for (const step of [whole, fieldByField]) {
    const diffs = [];
    const after = applyStep(before, step, diffs);
    assert.deepEqual(diffs, expected);
    assert.deepEqual(after[0], {a: {x: [1, 5], y: 'same'}, b: 2, c: null});
  }
});

test('a value of another kind is one difference, and equal values none', () => {
  const out = [];

  expand(2, ['k'], {a: 1}, [1], out);
  expand(2, ['same'], {a: [1, {b: 2}]}, {a: [1, {b: 2}]}, out);

  assert.deepEqual(out, [{store: 2, path: ['k'], before: {a: 1}, after: [1]}]);
});

/** A session of `count` steps counting up store 0, with a checkpoint every `every` steps. */
function counting(count, every) {
  const list = [];
  let n = 0;
  for (let first = 1; first <= count || list.length === 0; first += every) {
    const steps = [];
    for (let s = first; s < first + every && s <= count; s++) steps.push([{type: 'add', n: s}, [[0, ['n'], s]]]);
    list.push({first: first, states: [{n: n}, {}], steps: steps});
    n = first + steps.length - 1;
  }
  return list;
}

test('any seq is rebuilt from the nearest checkpoint, a next one by one step', () => {
  const {chunks} = chunksOf(counting(50, 8));
  const at = openStates(chunks);

  for (const seq of [0, 50, 17, 1, 8, 9, 33, 34, 35, 16]) {
    const r = at(seq);
    assert.deepEqual(r.states, [{n: seq}, {}]);
    assert.deepEqual(r.diffs, seq === 0 ? [] : [{store: 0, path: ['n'], before: seq - 1, after: seq}]);
  }
  assert.equal(chunks.chunkIndex(8), 0);
  assert.equal(chunks.chunkIndex(9), 1);
  assert.deepEqual(chunks.actionAt(9), {type: 'add', n: 9});
  assert.equal(chunks.actionAt(0), null);
});

test('chunks are parsed once while they are among the 24 most recently used', () => {
  const {chunks, reads} = chunksOf(counting(30 * 4, 4));

  for (let i = 0; i < 24; i++) chunks.chunk(i);
  for (let i = 0; i < 24; i++) chunks.chunk(i);
  assert.equal(reads(), 24);
  chunks.chunk(24);
  chunks.chunk(0);
  assert.equal(reads(), 26, 'chunk 0 was the least recently used');
});

test('everyState walks the whole session and catches a wrong checkpoint or a dangling reference', () => {
  const list = counting(20, 6);
  assert.deepEqual(everyState(chunksOf(list).chunks, 20, list.length).map((s) => s[0].n),
    Array.from({length: 21}, (_, i) => i));

  const wrong = JSON.parse(JSON.stringify(list));
  wrong[2].states[0].n = 99;
  assert.throws(() => everyState(chunksOf(wrong).chunks, 20, wrong.length), /the checkpoint before seq 13 is wrong/);

  const dangling = JSON.parse(JSON.stringify(list));
  dangling[0].steps[2][1] = [[1, ['x'], 0, ['nothing']]];
  assert.throws(() => everyState(chunksOf(dangling).chunks, 20, dangling.length), /seq 3 refers to nothing/);

  assert.throws(() => everyState(chunksOf(list).chunks, 21, list.length), /hold 20 steps, not 21/);
});
