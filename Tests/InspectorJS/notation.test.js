'use strict';
// The timeline's notation (notation.js actionNotation) on the cases that ActionNotation.swift
// checks too (Tests/NotationParity/notations.json, read by NotationParityTests.swift): the page
// shows an action as the Swift tools show it.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {loadLogic} = require('./page-logic.js');

const {actionNotation, notationRest} = loadLogic();

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'NotationParity', 'notations.json'), 'utf8'));

test('the fixture has cases', () => {
  assert.equal(fixture.cases.length, 16);
});

for (const c of fixture.cases) {
  test('parity: ' + c.name, () => {
    assert.equal(actionNotation(c.action, c.limit), c.notation);
  });
}

test('a row shows the type, then the rest of the notation', () => {
  assert.equal(notationRest('cart.add', 'cart.add(productID: "p1", quantity: 2)'), '(productID: "p1", quantity: 2)');
  assert.equal(notationRest('navigation.back', 'navigation.back'), '');
  assert.equal(notationRest('?', '{"kind":"no type"}'), null);
  assert.equal(notationRest('search.submitted', 'search.sub\u2026'), null);
});
