'use strict';
// JSON values of the log: read and updated without ever changing one in place, so checkpoints
// and values parsed from the chunks can be shared between states.

/**
 * Whether `o` is an object (or array) with an own member `k`.
 * @param {*} o a value
 * @param {string|number} k a key or index
 * @returns {boolean}
 */
function own(o, k) {
  return o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k);
}

/**
 * Sets `o[k] = v`, as an own data member even when `k` is `__proto__`.
 * @param {object} o the object to change (a fresh copy)
 * @param {string} k the key
 * @param {*} v the value
 */
function put(o, k, v) {
  if (k === '__proto__') Object.defineProperty(o, k, {value: v, writable: true, enumerable: true, configurable: true});
  else o[k] = v;
}

/**
 * The value at `path` in `v` (keys for objects, indices for arrays), or undefined.
 * @param {*} v a JSON value
 * @param {Array<string|number>} path
 * @returns {*}
 */
function get(v, path) {
  for (const k of path) {
    if (!own(v, k)) return undefined;
    v = v[k];
  }
  return v;
}

/**
 * A copy of `v` with `value` at `path` from segment `i` on (copying only the containers on the
 * path), or without it when `remove` is true: an object loses the member, an array its elements
 * from that index on.
 * @param {*} v a JSON value, left unchanged
 * @param {Array<string|number>} path
 * @param {number} i the first segment of `path` still to follow
 * @param {*} value the new value (ignored when removing)
 * @param {boolean} remove
 * @returns {*} the updated value
 */
function set(v, path, i, value, remove) {
  if (i === path.length) return value;
  const k = path[i], last = i === path.length - 1;
  if (Array.isArray(v)) {
    const c = v.slice();
    if (remove && last) {
      if (c.length > k) c.length = k;
    } else {
      c[k] = set(c[k], path, i + 1, value, remove);
    }
    return c;
  }
  const c = {...v};
  if (remove && last) delete c[k];
  else put(c, k, set(own(v, k) ? v[k] : undefined, path, i + 1, value, remove));
  return c;
}

/**
 * A copy of `v` with the keys of every object sorted, as the log's canonical JSON has them.
 * @param {*} v a JSON value
 * @returns {*}
 */
function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v === null || typeof v !== 'object') return v;
  const o = {};
  for (const k of Object.keys(v).sort()) put(o, k, sortKeys(v[k]));
  return o;
}

/**
 * `v` as JSON text with sorted keys, indented by `indent` spaces (compact without).
 * @param {*} v a JSON value
 * @param {number} [indent]
 * @returns {string}
 */
function json(v, indent) {
  return JSON.stringify(sortKeys(v), null, indent);
}

/**
 * `text` cut to `length` characters, the last one an ellipsis when it was longer.
 * @param {string} text
 * @param {number} length
 * @returns {string}
 */
function cut(text, length) {
  return text.length > length ? text.slice(0, length - 1) + '\u2026' : text;
}

/**
 * A one-line sketch of `v`: scalars as JSON (cut to 48 characters), arrays as their length,
 * objects as their members at depth 0 and as their key count deeper.
 * @param {*} v a JSON value
 * @param {number} depth 0 for the top level
 * @returns {string}
 */
function short(v, depth) {
  if (v === null || typeof v !== 'object') return cut(JSON.stringify(v), 48);
  if (Array.isArray(v)) return '[' + v.length + (v.length === 1 ? ' item]' : ' items]');
  const keys = Object.keys(v).sort();
  if (depth > 0) return '{' + keys.length + (keys.length === 1 ? ' key}' : ' keys}');
  return '{' + keys.map((k) => k + ': ' + short(v[k], depth + 1)).join(', ') + '}';
}

/**
 * Whether two JSON values are equal (deep; object key order aside).
 * @param {*} a
 * @param {*} b
 * @returns {boolean}
 */
function sameValue(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!own(b, k) || !sameValue(a[k], b[k])) return false;
  return true;
}
