/// The inspector page's script (inline; its hash is in the page's Content-Security-Policy),
/// assembled from parts: data and state rebuilding (here), the timeline, the selected action's
/// panels, and the chart with the Redux DevTools hand-off.
///
/// It reads the `fx-meta` element and the `fx-c<N>` chunks (see ``InspectorPage``), and puts every
/// string from the log into the page with `textContent`, never as markup.
enum InspectorScript {
    /// The whole script.
    static let source =
        "\n(function () {\n'use strict';\n" + [core, timeline, detail, chart].joined(separator: "\n")
        + "\n})();\n"

    /// Data access, the clock, state rebuilding and formatting.
    static let core = #"""
        const D = document;
        const $ = (id) => D.getElementById(id);
        function el(tag, cls, text) {
          const e = D.createElement(tag);
          if (cls) e.className = cls;
          if (text !== undefined && text !== null) e.textContent = String(text);
          return e;
        }
        const own = (o, k) => o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k);
        function put(o, k, v) {
          if (k === '__proto__') Object.defineProperty(o, k, {value: v, writable: true, enumerable: true, configurable: true});
          else o[k] = v;
        }

        const meta = JSON.parse($('fx-meta').textContent);
        const N = meta.count;
        const stores = meta.stores;
        const typeNames = meta.types;
        const typeOf = meta.type;
        const divSeq = meta.divergence ? meta.divergence.seq : -1;

        // Times: ms since 1970 of every seq (an action without a time keeps the one before).
        const time = new Float64Array(N + 1);
        const timed = new Uint8Array(N + 1);
        let origin = meta.t0;
        let lastTimed = meta.t0 === null ? -1 : 0;
        {
          let clock = meta.t0 === null ? 0 : meta.t0;
          time[0] = clock;
          timed[0] = meta.t0 === null ? 0 : 1;
          for (let i = 0; i < N; i++) {
            const d = meta.dt[i];
            if (d !== null) {
              clock += d;
              timed[i + 1] = 1;
              lastTimed = i + 1;
              if (origin === null) origin = clock;
            }
            time[i + 1] = clock;
          }
          if (origin === null) origin = 0;
        }
        function seconds(ms) {
          const s = ms / 1000;
          return (Math.abs(s) < 100 ? s.toFixed(3) : s.toFixed(1)) + ' s';
        }
        const timeText = (seq) => timed[seq] ? '+' + seconds(time[seq] - origin) : '';

        // Chunks: parsed when first needed; the most recently used few are kept.
        const starts = meta.chunks;
        const parsed = new Map();
        function chunkIndex(seq) {
          let lo = 0, hi = starts.length - 1;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= seq) lo = mid; else hi = mid - 1;
          }
          return lo;
        }
        function chunk(i) {
          let c = parsed.get(i);
          if (c) {
            parsed.delete(i);
          } else {
            c = JSON.parse($('fx-c' + i).textContent);
            if (parsed.size >= 24) parsed.delete(parsed.keys().next().value);
          }
          parsed.set(i, c);
          return c;
        }
        function stepAt(seq) {
          const c = chunk(chunkIndex(seq));
          return c.steps[seq - c.first];
        }
        const actionAt = (seq) => seq > 0 ? stepAt(seq)[0] : null;

        // States: immutable updates, so checkpoints and values from the chunks are shared, never changed.
        function get(v, path) {
          for (const k of path) {
            if (!own(v, k)) return undefined;
            v = v[k];
          }
          return v;
        }
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
        // One step's changes (see InspectorChanges): [store, path, value] sets, [store, path] removes,
        // [store, path, 0, actionPath] sets the action's value, [store, path, 1, source, sourcePath]
        // a value of the states before the step. With diffs, also lists what changed field by field.
        function apply(states, seq, diffs) {
          const step = stepAt(seq);
          const next = states.slice();
          for (const ch of step[1]) {
            const s = ch[0], path = ch[1], remove = ch.length === 2;
            const value = ch.length === 3 ? ch[2] : ch.length === 4 && ch[2] === 0 ? get(step[0], ch[3])
              : ch.length === 5 && ch[2] === 1 ? get(states[ch[3]], ch[4]) : undefined;
            if (diffs) {
              const parentPath = path.slice(0, -1), last = path[path.length - 1];
              const parent = get(next[s], parentPath);
              if (remove && Array.isArray(parent) && typeof last === 'number') {
                for (let j = last; j < parent.length; j++) diffs.push({store: s, path: parentPath.concat([j]), before: parent[j], after: undefined});
              } else {
                expand(s, path, get(next[s], path), remove ? undefined : value, diffs);
              }
            }
            next[s] = set(next[s], path, 0, value, remove);
          }
          return next;
        }
        // The differences between two values, as ActionLogJSON.differences lists them (keys sorted).
        function expand(store, path, a, b, out) {
          if (a === b) return;
          if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
            if (Array.isArray(a)) {
              for (let i = 0; i < Math.max(a.length, b.length); i++) expand(store, path.concat([i]), a[i], b[i], out);
            } else {
              const keys = Array.from(new Set(Object.keys(a).concat(Object.keys(b)))).sort();
              for (const k of keys) expand(store, path.concat([k]), own(a, k) ? a[k] : undefined, own(b, k) ? b[k] : undefined, out);
            }
            return;
          }
          out.push({store: store, path: path, before: a, after: b});
        }
        let cur = null;
        function at(seq) {
          if (cur && cur.seq === seq) return cur;
          const diffs = [];
          let states;
          if (seq === 0) {
            states = chunk(0).states;
          } else if (cur && cur.seq === seq - 1) {
            states = apply(cur.states, seq, diffs);
          } else {
            const c = chunk(chunkIndex(seq));
            states = c.states;
            for (let s = c.first; s < seq; s++) states = apply(states, s, null);
            states = apply(states, seq, diffs);
          }
          cur = {seq: seq, states: states, diffs: diffs};
          return cur;
        }

        // Text.
        const seg = (k) => typeof k === 'number' ? '[' + k + ']' : '.' + k;
        function pathText(store, path) {
          let t = stores[store];
          for (const k of path) t += seg(k);
          return t;
        }
        function sortKeys(v) {
          if (Array.isArray(v)) return v.map(sortKeys);
          if (v === null || typeof v !== 'object') return v;
          const o = {};
          for (const k of Object.keys(v).sort()) put(o, k, sortKeys(v[k]));
          return o;
        }
        const json = (v, indent) => JSON.stringify(sortKeys(v), null, indent);
        function cut(text, length) {
          return text.length > length ? text.slice(0, length - 1) + '\u2026' : text;
        }
        function short(v, depth) {
          if (v === null || typeof v !== 'object') return cut(JSON.stringify(v), 48);
          if (Array.isArray(v)) return '[' + v.length + (v.length === 1 ? ' item]' : ' items]');
          const keys = Object.keys(v).sort();
          if (depth > 0) return '{' + keys.length + (keys.length === 1 ? ' key}' : ' keys}');
          return '{' + keys.map((k) => k + ': ' + short(v[k], depth + 1)).join(', ') + '}';
        }
        const sums = new Array(N + 1);
        function summary(seq) {
          if (seq === 0) return 'the initial states';
          let s = sums[seq];
          if (s !== undefined) return s;
          const a = actionAt(seq);
          if (a !== null && typeof a === 'object' && !Array.isArray(a)) {
            s = Object.keys(a).filter((k) => k !== 'type').sort().map((k) => k + ': ' + short(a[k], 0)).join(', ');
          } else {
            s = short(a, 1);
          }
          s = cut(s, 160);
          sums[seq] = s;
          return s;
        }
        const typeName = (seq) => seq > 0 ? typeNames[typeOf[seq - 1]] : '(start)';
        const color = (t) => 'hsl(' + Math.round(t * 137.508 % 360) + ',55%,48%)';
        """#
}
