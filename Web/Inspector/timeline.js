'use strict';
// The timeline (virtual rows), the type and text filters, the scrubber, keys and deep links.

const ROW = 24;
const tl = $('fx-timeline'), rowsEl = $('fx-rows'), scrub = $('fx-scrub');
const typeOn = typeNames.map(() => true);
let query = '';
let visible = new Int32Array(0);
let selected = -1;
let tab = 'state';

/** Builds the type switches, most frequent type first. */
function buildTypeFilter() {
  const box = $('fx-types');
  const order = typeNames.map((_, i) => i).sort((a, b) => typeCount[b] - typeCount[a] || (typeNames[a] < typeNames[b] ? -1 : 1));
  for (const t of order) {
    const label = el('label');
    const box1 = el('input');
    box1.type = 'checkbox';
    box1.checked = true;
    box1.dataset.type = typeNames[t];
    box1.addEventListener('change', () => { typeOn[t] = box1.checked; refilter(); });
    const swatch = el('span', 'swatch');
    swatch.style.background = typeColor(t);
    label.append(box1, swatch, el('span', 'tname', typeNames[t]), ' ', el('span', 'count', '(' + typeCount[t] + ')'));
    box.appendChild(label);
  }
  const all = (on) => {
    for (const input of box.querySelectorAll('input')) input.checked = on;
    typeOn.fill(on);
    refilter();
  };
  $('fx-types-all').addEventListener('click', (e) => { e.preventDefault(); all(true); });
  $('fx-types-none').addEventListener('click', (e) => { e.preventDefault(); all(false); });
}

/** Applies the filters to the timeline. */
function refilter() {
  visible = visibleSteps({typeOf: typeOf, typeOn: typeOn, typeNames: typeNames, query: query, notation: notation});
  const n = visible.length;
  rowsEl.style.height = n * ROW + 'px';
  tl.style.maxHeight = (n * ROW + 2) + 'px';
  $('fx-shown').textContent = (n - 1) + ' of ' + N + ' actions shown';
  renderRows();
}

/**
 * The timeline's row `i`, showing `seq`.
 * @param {number} seq
 * @param {number} i
 * @returns {HTMLElement}
 */
function row(seq, i) {
  const r = el('div', 'row');
  r.style.top = i * ROW + 'px';
  r.dataset.seq = seq;
  r.setAttribute('role', 'option');
  r.setAttribute('aria-selected', seq === selected ? 'true' : 'false');
  if (seq === selected) r.classList.add('sel');
  if (seq === divSeq) r.classList.add('diverged');
  const type = el('span', 'type', typeName(seq));
  if (seq > 0) type.style.color = typeColor(typeOf[seq - 1]);
  // The type, then the rest of the notation: the row reads `cart.add(productID: "p1")`.
  const rest = seq > 0 ? notationRest(typeName(seq), notation(seq)) : null;
  const act = el('span', 'act');
  if (rest !== null) act.append(type, el('span', 'sum', rest));
  else act.append(type, el('span', 'sum apart', seq > 0 ? notation(seq) : 'the initial states'));
  r.append(el('span', 'seq', seq), el('span', 'time', timeText(seq)), act);
  if (seq === divSeq) r.appendChild(el('span', 'mark', '\u2260 diverged'));
  return r;
}

/** Shows the rows in view (and a few around them) only. */
function renderRows() {
  const top = tl.scrollTop, height = tl.clientHeight || 480;
  const from = Math.max(0, Math.floor(top / ROW) - 4);
  const to = Math.min(visible.length, Math.ceil((top + height) / ROW) + 4);
  const rows = [];
  for (let i = from; i < to; i++) rows.push(row(visible[i], i));
  rowsEl.replaceChildren(...rows);
}

/**
 * Scrolls the timeline to `seq` when it is shown but out of view.
 * @param {number} seq
 */
function reveal(seq) {
  const i = lowerBound(visible, seq);
  if (visible[i] !== seq) return;
  const top = i * ROW, height = tl.clientHeight || 480;
  if (top < tl.scrollTop || top + ROW > tl.scrollTop + height) tl.scrollTop = Math.max(0, top - height / 2);
}

/**
 * Selects the shown action before (-1) or after (1) the selected one.
 * @param {number} direction
 */
function move(direction) {
  const i = lowerBound(visible, selected);
  const j = visible[i] === selected ? i + direction : (direction > 0 ? i : i - 1);
  if (j >= 0 && j < visible.length) select(visible[j]);
}

/** Puts the selected seq and tab in the page's address, as a deep link. */
function writeHash() {
  const h = linkTo(selected, tab);
  if (location.hash === h) return;
  try {
    history.replaceState(null, '', h);
  } catch (e) {
    // Some browsers refuse replaceState on file:// pages; the link is then not updated.
  }
}

/**
 * Selects `seq` (clamped to 0...N) and shows it.
 * @param {number} seq
 * @param {boolean} [note] say so when `seq` is not in the log (a deep link's)
 */
function select(seq, note) {
  const wanted = seq;
  seq = clampSeq(seq, N);
  selected = seq;
  scrub.value = String(seq);
  $('fx-pos').textContent = 'seq ' + seq + ' of ' + N;
  reveal(seq);
  renderRows();
  renderDetail(seq, note && wanted !== seq ? 'There is no seq ' + wanted + ': the log ends at seq ' + N + '.' : null);
  writeHash();
}

/**
 * Shows the State or the Diff tab.
 * @param {string} name `state` or `diff`
 */
function showTab(name) {
  tab = name === 'diff' ? 'diff' : 'state';
  for (const t of ['state', 'diff']) {
    $('fx-tab-' + t).setAttribute('aria-selected', t === tab ? 'true' : 'false');
    $('fx-panel-' + t).hidden = t !== tab;
  }
  if (selected >= 0) writeHash();
}

/** Builds the timeline and wires its controls, keys and deep links. */
function startTimeline() {
  buildTypeFilter();
  scrub.max = String(N);
  if (divSeq >= 0 && N > 0) {
    const mark = $('fx-scrub-mark');
    mark.hidden = false;
    mark.style.left = 'calc(' + (100 * divSeq / N) + '% - 1px)';
    mark.title = 'divergence at seq ' + divSeq;
  }
  refilter();
  let timer = 0;
  $('fx-text').addEventListener('input', (e) => {
    clearTimeout(timer);
    timer = setTimeout(() => { query = e.target.value.trim().toLowerCase(); refilter(); reveal(selected); renderRows(); }, 120);
  });
  let pending = false;
  tl.addEventListener('scroll', () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; renderRows(); });
  });
  window.addEventListener('resize', renderRows);
  rowsEl.addEventListener('click', (e) => {
    const r = e.target.closest('.row');
    if (r) { select(Number(r.dataset.seq)); tl.focus({preventScroll: true}); }
  });
  scrub.addEventListener('input', () => select(Number(scrub.value)));
  $('fx-prev').addEventListener('click', () => move(-1));
  $('fx-next').addEventListener('click', () => move(1));
  $('fx-tab-state').addEventListener('click', () => showTab('state'));
  $('fx-tab-diff').addEventListener('click', () => showTab('diff'));
  D.addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (t && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'checkbox'))) return;
    const keys = new Map([['ArrowLeft', -1], ['ArrowUp', -1], ['k', -1], ['ArrowRight', 1], ['ArrowDown', 1], ['j', 1]]);
    if (keys.has(e.key)) move(keys.get(e.key));
    else if (e.key === 'Home') select(visible[0]);
    else if (e.key === 'End') select(visible[visible.length - 1]);
    else return;
    e.preventDefault();
  });
  window.addEventListener('hashchange', () => {
    const h = parseLink(location.hash);
    if (h.tab) showTab(h.tab);
    if (h.seq !== null && h.seq !== selected) select(h.seq, true);
  });
}
