'use strict';
// The timeline's filters (types, text) and deep links (`#seq=42&tab=diff`).

/**
 * How many actions there are of each type.
 * @param {number} typeCount the number of type names
 * @param {number[]} typeOf each action's type index (`meta.type`)
 * @returns {number[]}
 */
function countTypes(typeCount, typeOf) {
  const counts = new Array(typeCount).fill(0);
  for (const t of typeOf) counts[t]++;
  return counts;
}

/**
 * The seqs the timeline shows: 0 (the initial states) always, then every action whose type is on
 * and, when `query` is not empty, whose type name and notation hold it (case-insensitively).
 * @param {{typeOf: number[], typeOn: boolean[], typeNames: string[], query: string,
 *   notation: function(number): string}} filter `query` lowercased; `notation(seq)` an action's
 *   notation (called only when `query` is not empty)
 * @returns {Int32Array} ascending
 */
function visibleSteps(filter) {
  const count = filter.typeOf.length;
  const out = new Int32Array(count + 1);
  let n = 0;
  out[n++] = 0;
  for (let s = 1; s <= count; s++) {
    const t = filter.typeOf[s - 1];
    if (!filter.typeOn[t]) continue;
    if (filter.query && !(filter.typeNames[t] + ' ' + filter.notation(s)).toLowerCase().includes(filter.query)) continue;
    out[n++] = s;
  }
  return out.subarray(0, n);
}

/**
 * The first index of `sorted` whose value is at least `value` (`sorted.length` when none).
 * @param {ArrayLike<number>} sorted ascending
 * @param {number} value
 * @returns {number}
 */
function lowerBound(sorted, value) {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * The seq and tab of a deep link: `#seq=42&tab=diff`. A seq that is not digits, or a tab other
 * than `state` and `diff`, is null.
 * @param {string} hash the URL's fragment, with or without its `#`
 * @returns {{seq: ?number, tab: ?string}}
 */
function parseLink(hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const seq = p.get('seq'), t = p.get('tab');
  return {seq: seq !== null && /^[0-9]+$/.test(seq) ? Number(seq) : null, tab: t === 'diff' || t === 'state' ? t : null};
}

/**
 * The deep link of a seq and tab.
 * @param {number} seq
 * @param {string} tab `state` or `diff`
 * @returns {string} `#seq=42&tab=diff`
 */
function linkTo(seq, tab) {
  return '#seq=' + seq + '&tab=' + tab;
}

/**
 * The seq a wanted one stands for: a whole number in 0...count (fractions cut, the rest clamped).
 * @param {*} wanted
 * @param {number} count the number of actions
 * @returns {number}
 */
function clampSeq(wanted, count) {
  return Math.max(0, Math.min(count, Math.floor(Number(wanted)) || 0));
}
