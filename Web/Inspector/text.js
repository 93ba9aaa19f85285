'use strict';
// What the page writes about the log: times, paths in path notation, type colours, "changed by"
// lines. Needs values.js.

/**
 * The time of every seq, in ms since 1970: an action without a time keeps the one before.
 * @param {?number} t0 the header's time (`meta.t0`), or null
 * @param {Array<?number>} dt each action's ms after the last timed one (`meta.dt`), or null
 * @returns {{time: Float64Array, timed: Uint8Array, origin: number, lastTimed: number}} `time[seq]`;
 *   `timed[seq]` is 1 when seq has a time of its own; `origin` is the first time known (0 when
 *   none); `lastTimed` the last seq with a time (-1 when none)
 */
function sessionClock(t0, dt) {
  const count = dt.length;
  const time = new Float64Array(count + 1);
  const timed = new Uint8Array(count + 1);
  let origin = t0;
  let lastTimed = t0 === null ? -1 : 0;
  let clock = t0 === null ? 0 : t0;
  time[0] = clock;
  timed[0] = t0 === null ? 0 : 1;
  for (let i = 0; i < count; i++) {
    const d = dt[i];
    if (d !== null) {
      clock += d;
      timed[i + 1] = 1;
      lastTimed = i + 1;
      if (origin === null) origin = clock;
    }
    time[i + 1] = clock;
  }
  return {time: time, timed: timed, origin: origin === null ? 0 : origin, lastTimed: lastTimed};
}

/**
 * A duration as the page shows it: `1.250 s`, or `123.4 s` from 100 s on.
 * @param {number} ms milliseconds
 * @returns {string}
 */
function seconds(ms) {
  const s = ms / 1000;
  return (Math.abs(s) < 100 ? s.toFixed(3) : s.toFixed(1)) + ' s';
}

/**
 * A path segment in path notation: `.key` or `[3]`.
 * @param {string|number} k
 * @returns {string}
 */
function seg(k) {
  return typeof k === 'number' ? '[' + k + ']' : '.' + k;
}

/**
 * A path in path notation after its store's name: `search.items[3].title`.
 * @param {string} storeName
 * @param {Array<string|number>} path
 * @returns {string}
 */
function pathText(storeName, path) {
  let t = storeName;
  for (const k of path) t += seg(k);
  return t;
}

/**
 * The colour of type `t` (its index): hues spread by the golden angle.
 * @param {number} t
 * @returns {string}
 */
function typeColor(t) {
  return 'hsl(' + Math.round(t * 137.508 % 360) + ',55%,48%)';
}

/**
 * A value of a "changed by" line: compact JSON with sorted keys, cut after 120 characters as
 * `replay --blame` cuts them (`...`), or `(absent)`.
 * @param {*} v a JSON value, or undefined
 * @returns {string}
 */
function blameValue(v) {
  if (v === undefined) return '(absent)';
  const t = JSON.stringify(sortKeys(v));
  return t.length > 120 ? t.slice(0, 120) + '...' : t;
}

/**
 * One "changed by" line, as `replay --blame` prints it: `seq 1 search.submitted: before "", after "love"`.
 * @param {number} seq
 * @param {string} type the action's type name
 * @param {*} before
 * @param {*} after
 * @returns {string}
 */
function blameLine(seq, type, before, after) {
  return 'seq ' + seq + ' ' + type + ': before ' + blameValue(before) + ', after ' + blameValue(after);
}
