'use strict';
// What the page writes (text.js: times, path notation, summaries) and its timeline's filters and
// deep links (filters.js).

const test = require('node:test');
const assert = require('node:assert/strict');
const {loadLogic} = require('./page-logic.js');

const logic = loadLogic();

test('paths are in path notation after the store name', () => {
  assert.equal(logic.pathText('search', ['items', 3, 'title']), 'search.items[3].title');
  assert.equal(logic.pathText('navigation', []), 'navigation');
  assert.equal(logic.pathText('s', [0, 'a b', 12]), 's[0].a b[12]');
});

test('times count from the first one known; an action without a time keeps the one before', () => {
  const clock = logic.sessionClock(1000, [500, null, 250]);
  assert.deepEqual(Array.from(clock.time), [1000, 1500, 1500, 1750]);
  assert.deepEqual(Array.from(clock.timed), [1, 1, 0, 1]);
  assert.equal(clock.origin, 1000);
  assert.equal(clock.lastTimed, 3);

  const untimed = logic.sessionClock(null, [null, 40, null]);
  assert.deepEqual(Array.from(untimed.time), [0, 0, 40, 40]);
  assert.equal(untimed.origin, 40);
  assert.equal(untimed.lastTimed, 2);
  assert.equal(logic.sessionClock(null, [null]).lastTimed, -1);

  assert.equal(logic.seconds(1250), '1.250 s');
  assert.equal(logic.seconds(123456), '123.5 s');
});

test('the filters keep seq 0, the types that are on and the actions whose type or notation hold the text', () => {
  const typeNames = ['search.submitted', 'details.opened', 'navigation.back'];
  const typeOf = [0, 1, 2, 1, 2, 0];
  const notations = ['(start)', 'search.submitted(query: "love")', 'details.opened(id: 7)', 'navigation.back',
    'details.opened(id: 12)', 'navigation.back', 'search.submitted(query: "Star")'];
  const filter = (typeOn, query) => Array.from(logic.visibleSteps({
    typeOf: typeOf, typeOn: typeOn, typeNames: typeNames, query: query, notation: (seq) => notations[seq],
  }));

  assert.deepEqual(filter([true, true, true], ''), [0, 1, 2, 3, 4, 5, 6]);
  assert.deepEqual(filter([false, true, false], ''), [0, 2, 4]);
  assert.deepEqual(filter([true, true, true], 'star'), [0, 6]);
  assert.deepEqual(filter([true, true, true], 'opened'), [0, 2, 4]);
  assert.deepEqual(filter([true, false, true], 'id: 1'), [0]);
  assert.deepEqual(filter([true, true, true], 'opened(id: 1'), [0, 4]);
  assert.deepEqual(logic.countTypes(3, typeOf), [2, 2, 2]);
  assert.equal(logic.lowerBound(Int32Array.from([0, 2, 4]), 3), 2);
  assert.equal(logic.lowerBound(Int32Array.from([0, 2, 4]), 5), 3);
});

test('deep links carry a seq and a tab; anything else is ignored', () => {
  assert.deepEqual(logic.parseLink('#seq=42&tab=diff'), {seq: 42, tab: 'diff'});
  assert.deepEqual(logic.parseLink('seq=0'), {seq: 0, tab: null});
  assert.deepEqual(logic.parseLink('#seq=-1&tab=code'), {seq: null, tab: null});
  assert.deepEqual(logic.parseLink('#seq=1e3&tab=state'), {seq: null, tab: 'state'});
  assert.deepEqual(logic.parseLink(''), {seq: null, tab: null});
  assert.equal(logic.linkTo(7, 'state'), '#seq=7&tab=state');
  assert.deepEqual(logic.parseLink(logic.linkTo(7, 'diff')), {seq: 7, tab: 'diff'});
  assert.equal(logic.clampSeq(99, 10), 10);
  assert.equal(logic.clampSeq(-3, 10), 0);
  assert.equal(logic.clampSeq(4.7, 10), 4);
  assert.equal(logic.clampSeq('x', 10), 0);
});
