'use strict';
// node Tests/InspectorJS/page-notations.js PAGE.html: prints the notation the timeline shows for
// every action of an inspector page (`["cart.add(productID: \"p1\", quantity: 2)", ...]`, seq 1
// first, one JSON array), made by the page's own logic (notation.js) from the embedded actions.
// The Swift tests (PageLogic.notations) compare it with ActionNotation.

const fs = require('node:fs');
const {loadLogic, readPage} = require('./page-logic.js');

if (process.argv.length !== 3) {
  process.stderr.write('usage: node page-notations.js PAGE.html\n');
  process.exit(2);
}
try {
  const logic = loadLogic();
  const {meta, chunkTexts} = readPage(fs.readFileSync(process.argv[2], 'utf8'));
  const chunks = logic.openChunks(meta.chunks, (i) => chunkTexts[i]);
  const notations = [];
  for (let seq = 1; seq <= meta.count; seq++) notations.push(logic.actionNotation(chunks.actionAt(seq)));
  process.stdout.write(JSON.stringify(notations) + '\n');
} catch (error) {
  process.stderr.write('page-notations.js: ' + (error && error.message || error) + '\n');
  process.exit(1);
}
