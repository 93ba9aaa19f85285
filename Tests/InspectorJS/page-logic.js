'use strict';
// Loads the inspector page's logic for Node: the files of Web/Inspector/
// scripts.txt before page.js (values.js, notation.js, states.js, text.js, filters.js), each
// evaluated as the page evaluates it, with the functions of the files before it in scope. Stack
// traces name the real files and lines. Also reads a page's embedded data, as the page's own script does.

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const WEB = path.join(__dirname, '..', '..', 'Web', 'Inspector');

/**
 * The names of the logic files, in the page's order: those of scripts.txt before page.js.
 * @returns {string[]}
 */
function logicFiles() {
  const names = fs.readFileSync(path.join(WEB, 'scripts.txt'), 'utf8').split('\n')
    .map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const end = names.indexOf('page.js');
  if (end < 0) throw new Error('scripts.txt lists no page.js');
  return names.slice(0, end);
}

/**
 * Every top-level function of the logic files, by name.
 * @returns {Object<string, Function>}
 */
function loadLogic() {
  const scope = {};
  for (const name of logicFiles()) {
    const file = path.join(WEB, name);
    const source = fs.readFileSync(file, 'utf8');
    const names = Array.from(source.matchAll(/^function\*?\s+([A-Za-z_$][\w$]*)/gm), (m) => m[1]);
    const known = Object.keys(scope);
    // The file's first line stays line 1: the wrapper opens on it.
    const wrapped = '(function (' + known.join(', ') + ') {' + source + '\nreturn {' + names.join(', ') + '};\n})';
    const exports = vm.runInThisContext(wrapped, {filename: file})(...known.map((k) => scope[k]));
    Object.assign(scope, exports);
  }
  return scope;
}

/**
 * The data elements of an inspector page: `fx-meta` parsed, and the chunks' texts by index.
 * @param {string} html the page
 * @returns {{meta: object, chunkTexts: string[]}}
 */
function readPage(html) {
  const texts = new Map();
  const pattern = /<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/g;
  for (const m of html.matchAll(pattern)) texts.set(m[1], m[2]);
  if (!texts.has('fx-meta')) throw new Error('no fx-meta element');
  const meta = JSON.parse(texts.get('fx-meta'));
  const chunkTexts = meta.chunks.map((_, i) => {
    if (!texts.has('fx-c' + i)) throw new Error('no fx-c' + i + ' element');
    return texts.get('fx-c' + i);
  });
  return {meta: meta, chunkTexts: chunkTexts};
}

module.exports = {WEB, logicFiles, loadLogic, readPage};
