'use strict';
// How the page shows an action to a person: `cart.add(productID: "p1", quantity: 2)`, by the rules
// of ActionNotation.swift (the Node test Tests/InspectorJS/notation.test.js and the Swift test
// NotationParityTests read the same cases, Tests/NotationParity/notations.json). Needs nothing.

/**
 * The action's notation, at most `limit` characters (`…` marks a cut): `type(label: value, …)`,
 * or `type` alone for an action without values; anything but an object with a string `type` is
 * shown as its JSON text (keys sorted). The values are those Swift's synthesized `Codable` puts
 * at the end of the one-key objects spelling the case path (`{"cart":{"_0":{"add":{…}}}}`),
 * positional ones (`_0`, `_1`) first and unlabeled; otherwise the members beside `type`.
 * @param {*} action the action's JSON
 * @param {number} [limit] the longest text returned (200 by default)
 * @returns {string}
 */
function actionNotation(action, limit) {
  const most = limit === undefined ? 200 : limit;
  if (!isObject(action) || typeof action.type !== 'string') return cutText(notationJSON(action), most);
  const members = Object.create(null);
  for (const k of Object.keys(action)) if (k !== 'type') members[k] = action[k];
  const path = action.type.split('.').filter((p) => p !== '');
  const values = caseValues(members, path) || members;
  if (Object.keys(values).length === 0) return cutText(action.type, most);
  return cutText(action.type + '(' + notationArguments(values) + ')', most);
}

/**
 * What follows the type name in an action's notation: `(productID: "p1")` for
 * `cart.add(productID: "p1")`, '' for `cart.clear`; null when the notation does not start with
 * the type name (an action without a `type`, or a type cut by the limit).
 * @param {string} type the action's type name
 * @param {string} text its notation
 * @returns {?string}
 */
function notationRest(type, text) {
  return text.startsWith(type) ? text.slice(type.length) : null;
}

/**
 * Whether `v` is a JSON object (not an array, not null).
 * @param {*} v
 * @returns {boolean}
 */
function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * The associated values at the end of the synthesized chain of `path` in `members`, or null when
 * `members` is not such a chain: each name is the one key of its object, and between two names
 * a one-key object `{"_0": …}` may wrap the next.
 * @param {Object<string, *>} members
 * @param {string[]} path
 * @returns {?Object<string, *>}
 */
function caseValues(members, path) {
  let current = members;
  for (let i = 0; i < path.length; i++) {
    const keys = Object.keys(current);
    if (keys.length !== 1 || keys[0] !== path[i] || !isObject(current[path[i]])) return null;
    current = current[path[i]];
    const inner = Object.keys(current);
    if (i < path.length - 1 && inner.length === 1 && inner[0] === '_0' && isObject(current._0)) current = current._0;
  }
  return current;
}

/**
 * The position of a key `_3` (3), or null for a label; `_+3` and `_03` count as 3, as Swift's
 * `Int("+3")` reads them.
 * @param {string} key
 * @returns {?number}
 */
function keyPosition(key) {
  const m = /^_([+-]?[0-9]+)$/.exec(key);
  if (!m) return null;
  const n = Number(m[1]);
  return Math.abs(n) <= 9223372036854775807 ? n : null;
}

/**
 * `label: value, …`: positional values first, unlabeled, in position order, then the labeled
 * ones in key order.
 * @param {Object<string, *>} values
 * @returns {string}
 */
function notationArguments(values) {
  const keys = Object.keys(values);
  const positions = keys.map(keyPosition).filter((p) => p !== null).sort((a, b) => a - b);
  const labels = keys.filter((k) => keyPosition(k) === null).sort(compareKeys);
  const unlabeled = positions.filter((p) => Object.prototype.hasOwnProperty.call(values, '_' + p))
    .map((p) => notationValue(values['_' + p]));
  return unlabeled.concat(labels.map((k) => k + ': ' + notationValue(values[k]))).join(', ');
}

/**
 * Key order as Swift sorts strings (by code point).
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function compareKeys(a, b) {
  const x = Array.from(a, (c) => c.codePointAt(0)), y = Array.from(b, (c) => c.codePointAt(0));
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/**
 * A value as Swift would write a literal of it: `nil`, `true`, `2`, `"text"`, `[1, 2]`, `(k: v)`.
 * @param {*} v a JSON value
 * @returns {string}
 */
function notationValue(v) {
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return notationNumber(v);
  if (typeof v === 'string') return swiftQuoted(v);
  if (Array.isArray(v)) return '[' + v.map(notationValue).join(', ') + ']';
  const keys = Object.keys(v).sort(compareKeys);
  return '(' + keys.map((k) => k + ': ' + notationValue(v[k])).join(', ') + ')';
}

/**
 * A number as the log's JSON text writes it (ActionLogJSON.text): whole numbers in digits,
 * fractions in Swift's shortest form, exponents as `1e-05`. A whole number past 2^53 has lost
 * digits in JSON.parse already: the page shows the double's digits.
 * @param {number} n
 * @returns {string}
 */
function notationNumber(n) {
  if (Number.isInteger(n) && Math.abs(n) < 9223372036854775808) return BigInt(n).toString();
  const a = Math.abs(n);
  if (a >= 0.0001 && a < 9007199254740992) return String(n);
  const [mantissa, exponent] = n.toExponential().split('e');
  const e = Number(exponent);
  return mantissa + 'e' + (e < 0 ? '-' : '+') + String(Math.abs(e)).padStart(2, '0');
}

/**
 * `text` in double quotes, with `"`, `\` and control characters escaped as in Swift.
 * @param {string} text
 * @returns {string}
 */
function swiftQuoted(text) {
  let out = '"';
  for (const c of text) {
    const code = c.codePointAt(0);
    if (c === '"') out += '\\"';
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (code < 0x20) out += '\\u{' + code.toString(16) + '}';
    else out += c;
  }
  return out + '"';
}

/**
 * Compact JSON text with keys sorted and numbers as `notationNumber` writes them, as
 * ActionLogJSON.text writes a value (for an action that is not an object with a type).
 * @param {*} v a JSON value
 * @returns {string}
 */
function notationJSON(v) {
  if (v === null || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return jsonQuoted(v);
  if (typeof v === 'number') return notationNumber(v);
  if (Array.isArray(v)) return '[' + v.map(notationJSON).join(',') + ']';
  return '{' + Object.keys(v).sort(compareKeys).map((k) => jsonQuoted(k) + ':' + notationJSON(v[k])).join(',') + '}';
}

/**
 * `text` as a JSON string literal as the log writes one: `"`, `\`, `\n`, `\r`, `\t` escaped,
 * other control characters as `\u00XX`, everything else as it is.
 * @param {string} text
 * @returns {string}
 */
function jsonQuoted(text) {
  const named = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t'};
  return '"' + text.replace(/["\\\u0000-\u001f]/g, (c) =>
    named[c] || '\\u00' + c.charCodeAt(0).toString(16).padStart(2, '0')) + '"';
}

/**
 * `text`, cut to `limit` characters (user-perceived ones, as Swift counts them) with `…` last.
 * @param {string} text
 * @param {number} limit
 * @returns {string}
 */
function cutText(text, limit) {
  if (text.length <= limit || limit <= 0) return text;
  const chars = typeof Intl !== 'undefined' && Intl.Segmenter
    ? Array.from(new Intl.Segmenter().segment(text), (s) => s.segment)
    : Array.from(text);
  return chars.length > limit ? chars.slice(0, limit - 1).join('') + '\u2026' : text;
}
