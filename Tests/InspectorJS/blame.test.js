'use strict';
// The "changed by" list (states.js changedBy, text.js blameLine): every action after which a
// field's value differs, as `replay --blame` lists them, across checkpoints, references and
// values that appear, disappear or are rebuilt equal.

const test = require('node:test');
const assert = require('node:assert/strict');
const {loadLogic} = require('./page-logic.js');

const {openChunks, changedBy, blameLine, blameValue, sameValue} = loadLogic();

/** Chunks from a checkpoint list `[{first, states, steps}]`, as the page reads them. */
function chunksOf(list) {
  const texts = list.map((c) => JSON.stringify(c));
  return openChunks(list.map((c) => c.first), (i) => texts[i]);
}

// Two stores; seq 1 sets the query, seq 2 loads items, seq 3 opens one (a reference to the
// list), seq 4 sets the query to the same text again (no change), seq 5 (second chunk) clears
// the opened item, seq 6 renames it back to nothing.
const pages = [
  {first: 1, states: [{query: '', items: []}, {item: null}], steps: [
    [{type: 'search', query: 'love'}, [[0, ['query'], 'love']]],
    [{type: 'loaded', items: [{id: 1, title: 'A'}, {id: 2, title: 'B'}]}, [[0, ['items'], 0, ['items']]]],
    [{type: 'open', index: 1}, [[1, ['item'], 1, 0, ['items', 1]]]],
    [{type: 'search', query: 'love'}, [[0, ['query'], 'love']]],
  ]},
  {first: 5, states: [{query: 'love', items: [{id: 1, title: 'A'}, {id: 2, title: 'B'}]}, {item: {id: 2, title: 'B'}}],
    steps: [
      [{type: 'close'}, [[1, ['item']]]],
      [{type: 'noop'}, []],
    ]},
];

test('every action that changed a field, across chunks, with the values before and after', () => {
  const chunks = chunksOf(pages);

  assert.deepEqual(changedBy(chunks, 2, 0, ['query']), [{seq: 1, before: '', after: 'love'}]);
  assert.deepEqual(changedBy(chunks, 2, 1, ['item', 'title']), [
    {seq: 3, before: undefined, after: 'B'},
    {seq: 5, before: 'B', after: undefined},
  ]);
  assert.deepEqual(changedBy(chunks, 2, 0, ['items', 1]), [{seq: 2, before: undefined, after: {id: 2, title: 'B'}}]);
  assert.deepEqual(changedBy(chunks, 2, 1, []).map((c) => c.seq), [3, 5]);
  assert.deepEqual(changedBy(chunks, 2, 0, ['nothing']), []);
});

test('the lines read as replay --blame prints them', () => {
  assert.equal(blameLine(1, 'search.submitted', '', 'love'), 'seq 1 search.submitted: before "", after "love"');
  assert.equal(blameLine(3, 'open', undefined, {title: 'B', id: 2}), 'seq 3 open: before (absent), after {"id":2,"title":"B"}');
  assert.equal(blameValue('x'.repeat(200)), '"' + 'x'.repeat(119) + '...');
  assert.equal(blameValue(null), 'null');
});

test('values are compared deeply, key order aside', () => {
  assert.ok(sameValue({a: [1, {b: 2}], c: null}, {c: null, a: [1, {b: 2}]}));
  assert.ok(!sameValue({a: 1}, {a: 1, b: undefined}));
  assert.ok(!sameValue([1], {0: 1}));
  assert.ok(!sameValue(undefined, null));
  assert.ok(sameValue(undefined, undefined));
});
