'use strict';
// The Diff tab's differences (expand in states.js) on the cases that the Swift diffs check too
// (Tests/DiffParity/array-differences.json, read by ArrayDiffParityTests.swift): arrays compared
// the same way by FluxTesting's ValueDiff, ActionLogJSON.differences and the page.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {loadLogic} = require('./page-logic.js');

const {expand, arraySteps, pathText} = loadLogic();

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'DiffParity', 'array-differences.json'), 'utf8'));

/** A difference of `expand` in the fixture's form: its path as text, and the sides it has. */
function asFixtureChange(d) {
  const change = {path: pathText('', d.path).replace(/^\./, '')};
  if (d.before !== undefined) change.before = d.before;
  if (d.after !== undefined) change.after = d.after;
  return change;
}

test('the fixture has cases', () => {
  assert.ok(fixture.cases.length >= 10);
});

for (const c of fixture.cases) {
  test('parity: ' + c.name, () => {
    const out = [];
    expand(0, [], c.before, c.after, out);
    assert.deepEqual(out.map(asFixtureChange), c.changes);
    assert.ok(out.every((d) => d.store === 0));
  });
}

test('arrays over the alignment limit are compared index by index, the rest removed or inserted', () => {
  let calls = 0;
  const equal = () => { calls++; return true; };
  const longer = arraySteps(1001, 1000, equal);
  assert.equal(calls, 0);
  assert.equal(longer.length, 1001);
  assert.deepEqual(longer.slice(0, 2), [['changed', 0, 0], ['changed', 1, 1]]);
  assert.deepEqual(longer[1000], ['removed', 1000]);
  assert.deepEqual(arraySteps(1000, 1001, equal)[1000], ['inserted', 1000]);
  assert.equal(arraySteps(1000, 1000, equal).length, 1000);
  assert.equal(calls, 0);
});
