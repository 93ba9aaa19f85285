'use strict';
// The page's data, read from its elements: the `fx-meta` object and the `fx-c<N>` chunks (see
// InspectorPage.swift), and the DOM helpers of the files after this one. Every string from the
// log goes into the page with `textContent`, never as markup.

const D = document;
const $ = (id) => D.getElementById(id);

/**
 * A new element with a class and text (as text, never markup).
 * @param {string} tag
 * @param {?string} [cls]
 * @param {*} [text]
 * @returns {HTMLElement}
 */
function el(tag, cls, text) {
  const e = D.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

const meta = JSON.parse($('fx-meta').textContent);
const N = meta.count;
const stores = meta.stores;
const typeNames = meta.types;
const typeOf = meta.type;
const divSeq = meta.divergence ? meta.divergence.seq : -1;
const {time, timed, origin, lastTimed} = sessionClock(meta.t0, meta.dt);
const log = openChunks(meta.chunks, (i) => $('fx-c' + i).textContent);
const actionAt = log.actionAt;
const at = openStates(log);
const typeCount = countTypes(typeNames.length, typeOf);
const notes = new Array(N + 1);

/**
 * The time of `seq` after the first one known (`+1.250 s`), or '' when it has none.
 * @param {number} seq
 * @returns {string}
 */
function timeText(seq) {
  return timed[seq] ? '+' + seconds(time[seq] - origin) : '';
}

/**
 * The notation of `seq`'s action (kept once made): `cart.add(productID: "p1", quantity: 2)`.
 * @param {number} seq
 * @returns {string}
 */
function notation(seq) {
  if (seq === 0) return '(start)';
  let s = notes[seq];
  if (s === undefined) {
    s = actionNotation(actionAt(seq));
    notes[seq] = s;
  }
  return s;
}

/**
 * The type name of `seq`'s action (`(start)` for seq 0).
 * @param {number} seq
 * @returns {string}
 */
function typeName(seq) {
  return seq > 0 ? typeNames[typeOf[seq - 1]] : '(start)';
}

/**
 * A path of store `store` in path notation: `search.items[3].title`.
 * @param {number} store the store's index
 * @param {Array<string|number>} path
 * @returns {string}
 */
function storePath(store, path) {
  return pathText(stores[store], path);
}
