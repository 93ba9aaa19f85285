'use strict';
// The page's "changed by" list (states.js changedBy) on the logs that ActionLogBlame replays too
// (Tests/BlameParity/blame-logs.json, read by BlameParityTests.swift): both list the same actions.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {loadLogic} = require('./page-logic.js');

const {openChunks, changedBy} = loadLogic();

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'BlameParity', 'blame-logs.json'), 'utf8'));

/**
 * A page's one chunk for a log of one store: its first state as the checkpoint, then each action
 * setting the whole state to the next (as the page embeds a change at the store's root).
 */
function chunksOf(states) {
  const steps = states.slice(1).map((state) => [{type: 'set'}, [[0, [], state]]]);
  const text = JSON.stringify({first: 1, states: [states[0]], steps: steps});
  return openChunks([1], () => text);
}

test('the fixture has logs and fields', () => {
  assert.equal(fixture.logs.length, 2);
  assert.equal(fixture.logs.reduce((n, log) => n + log.fields.length, 0), 11);
});

for (const log of fixture.logs) {
  for (const field of log.fields) {
    test('parity: ' + log.name + ', ' + field.about, () => {
      assert.deepEqual(changedBy(chunksOf(log.states), 1, 0, field.path).map((c) => c.seq), field.changes);
    });
  }
}
