'use strict';
// The SVG chart (actions per type, actions over time) and the Redux DevTools hand-off.

const SVG = 'http://www.w3.org/2000/svg';
/**
 * A new SVG element with attributes and text.
 * @param {string} tag
 * @param {Object<string, *>} attributes
 * @param {*} [text]
 * @returns {SVGElement}
 */
function svg(tag, attributes, text) {
  const e = D.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = String(text);
  return e;
}

/** Draws the actions per type and the actions over time (a bin's click selects its first action). */
function renderChart() {
  const fig = $('fx-chart');
  const W = 400, rowH = 15, labelW = 160;
  const order = typeNames.map((_, i) => i).sort((a, b) => typeCount[b] - typeCount[a]);
  const max = typeCount.reduce((m, c) => Math.max(m, c), 1);
  const types = svg('svg', {viewBox: '0 0 ' + W + ' ' + (order.length * rowH + 4), role: 'img', 'aria-label': 'Actions per type', id: 'fx-chart-types'});
  order.forEach((t, i) => {
    const y = i * rowH + 2, w = Math.max(1, (W - labelW - 56) * typeCount[t] / max);
    types.appendChild(svg('text', {x: labelW - 6, y: y + 10, 'text-anchor': 'end'}, cut(typeNames[t], 28)));
    const bar = svg('rect', {x: labelW, y: y, width: w, height: rowH - 4, fill: typeColor(t)});
    bar.appendChild(svg('title', {}, typeNames[t] + ': ' + typeCount[t]));
    types.append(bar, svg('text', {x: labelW + w + 4, y: y + 10, class: 'axis'}, typeCount[t]));
  });
  fig.appendChild(types);
  if (N === 0) return;
  const bins = 60, H = 40, byTime = lastTimed > 0 && time[N] > origin;
  const lo = byTime ? origin : 1, hi = byTime ? time[N] : N;
  const counts = new Array(bins).fill(0), first = new Array(bins).fill(0);
  for (let s = 1; s <= N; s++) {
    const x = byTime ? time[s] : s;
    const b = hi > lo ? Math.min(bins - 1, Math.max(0, Math.floor((x - lo) / (hi - lo) * bins))) : 0;
    if (!counts[b]) first[b] = s;
    counts[b]++;
  }
  const top = counts.reduce((m, c) => Math.max(m, c), 1), bw = W / bins;
  const over = svg('svg', {viewBox: '0 0 ' + W + ' ' + (H + 14), role: 'img', 'aria-label': 'Actions over time', id: 'fx-chart-time'});
  counts.forEach((c, b) => {
    if (!c) return;
    const h = Math.max(1, H * c / top);
    const r = svg('rect', {x: b * bw + 0.5, y: H - h, width: Math.max(0.5, bw - 1), height: h, class: 'bin', fill: 'currentColor'});
    r.appendChild(svg('title', {}, c + (c === 1 ? ' action' : ' actions') + ', from seq ' + first[b]));
    r.addEventListener('click', () => select(first[b]));
    over.appendChild(r);
  });
  over.append(
    svg('text', {x: 0, y: H + 12, class: 'axis'}, byTime ? '0 s' : 'seq 1'),
    svg('text', {x: W, y: H + 12, class: 'axis', 'text-anchor': 'end'}, byTime ? seconds(hi - lo) : 'seq ' + N));
  fig.appendChild(over);
}

// The history Redux DevTools imports (the same as `--export redux-devtools`), states shared between steps.
/**
 * The session as Redux DevTools' lifted state.
 * @returns {object}
 */
function liftedState() {
  const appState = (states) => {
    const o = {};
    stores.forEach((name, i) => put(o, name, states[i]));
    return o;
  };
  let states = log.chunk(0).states;
  const actionsById = {}, computedStates = [], stagedActionIds = [];
  put(actionsById, '0', {type: 'PERFORM_ACTION', action: {type: '@@INIT'}, timestamp: time[0]});
  computedStates.push({state: appState(states)});
  stagedActionIds.push(0);
  for (let s = 1; s <= N; s++) {
    states = applyStep(states, log.stepAt(s), null);
    const action = actionAt(s);
    put(actionsById, String(s), {type: 'PERFORM_ACTION', action: action, notation: actionNotation(action), timestamp: time[s]});
    computedStates.push({state: appState(states)});
    stagedActionIds.push(s);
  }
  return {
    actionsById: actionsById, computedStates: computedStates, committedState: computedStates[0].state,
    currentStateIndex: N, isLocked: false, isPaused: false, monitorState: {}, nextActionId: N + 1,
    skippedActionIds: [], stagedActionIds: stagedActionIds,
  };
}

// With the Redux DevTools extension installed, show the recorded states there too (its non-Redux API).
/** Hands the session to the Redux DevTools extension, when it is there. */
function handOff() {
  const extension = window.__REDUX_DEVTOOLS_EXTENSION__;
  if (!extension || typeof extension.connect !== 'function') return;
  try {
    const lifted = liftedState();
    const devtools = extension.connect({name: meta.file + ' (' + meta.app.name + ' ' + meta.app.version + ')', maxAge: N + 1});
    devtools.init(lifted.committedState, lifted);
    if (typeof devtools.subscribe === 'function') {
      devtools.subscribe((message) => {
        const p = message && message.type === 'DISPATCH' ? message.payload : null;
        if (!p || (p.type !== 'JUMP_TO_STATE' && p.type !== 'JUMP_TO_ACTION')) return;
        const id = typeof p.actionId === 'number' ? p.actionId : p.index;
        if (typeof id === 'number') select(id);
      });
    }
    $('fx-devtools').textContent = 'Sent to Redux DevTools: ' + N + (N === 1 ? ' action.' : ' actions.');
  } catch (e) {
    $('fx-devtools').textContent = 'Redux DevTools did not take the session: ' + String(e && e.message || e);
  }
}
