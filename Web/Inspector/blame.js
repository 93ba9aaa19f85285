'use strict';
// The "changed by" box: clicking a field's name in the state tree lists every action that changed
// that field (as `replay --blame` does), each linking to its action.

const blames = new Map();
const blameLimit = 500;

/**
 * A field's name in the tree, which shows what changed the field when clicked.
 * @param {string} label
 * @param {Array<string|number>} keys the store's index, then the field's path
 * @returns {HTMLElement}
 */
function blameKey(label, keys) {
  const k = el('span', 'k', label);
  k.title = 'Click: which actions changed this field';
  k.addEventListener('click', () => showBlame(keys));
  return k;
}

/**
 * Shows every action that changed the field `keys` (`[store, ...path]`), computed once per field.
 * @param {Array<string|number>} keys
 */
function showBlame(keys) {
  const store = keys[0], path = keys.slice(1);
  const name = storePath(store, path);
  let list = blames.get(name);
  if (!list) {
    list = changedBy(log, meta.chunks.length, store, path);
    blames.set(name, list);
  }
  const box = $('fx-blame');
  const head = el('h3', null, 'Changed by: ' + name + ' ');
  const close = el('button', null, 'close');
  close.type = 'button';
  close.addEventListener('click', () => { box.hidden = true; box.replaceChildren(); });
  head.appendChild(close);
  const parts = [head];
  if (!list.length) {
    const value = blameValue(get(log.chunk(0).states[store], path));
    parts.push(el('p', 'empty', 'No action changed ' + name + '; it is ' + value + ' throughout.'));
  } else {
    const items = el('ul');
    for (const c of list.slice(0, blameLimit)) {
      const item = el('li', c.seq === selected ? 'mono cur' : 'mono');
      const link = el('a', null, 'seq ' + c.seq + ' ' + typeName(c.seq));
      link.href = linkTo(c.seq, 'state');
      item.dataset.seq = String(c.seq);
      item.append(link, ': before ' + blameValue(c.before) + ', after ' + blameValue(c.after));
      items.appendChild(item);
    }
    parts.push(items);
    if (list.length > blameLimit) parts.push(el('p', 'empty', (list.length - blameLimit) + ' more changes not shown'));
  }
  box.replaceChildren(...parts);
  box.dataset.field = name;
  box.hidden = false;
}
