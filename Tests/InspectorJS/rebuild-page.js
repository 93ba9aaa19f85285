'use strict';
// node Tests/InspectorJS/rebuild-page.js PAGE.html: prints every store's state after every seq of
// an inspector page (`[[states at seq 0], [states at seq 1], ...]`, one JSON array), rebuilt by
// the page's own logic (states.js) from its checkpoints and changes; a checkpoint that disagrees
// with the changes before it, or a reference to nothing, is an error (exit status 1). The Swift
// tests (InspectorPageReader.states) compare this with what a replay gives.

const fs = require('node:fs');
const {loadLogic, readPage} = require('./page-logic.js');

if (process.argv.length !== 3) {
  process.stderr.write('usage: node rebuild-page.js PAGE.html\n');
  process.exit(2);
}
try {
  const logic = loadLogic();
  const {meta, chunkTexts} = readPage(fs.readFileSync(process.argv[2], 'utf8'));
  const chunks = logic.openChunks(meta.chunks, (i) => chunkTexts[i]);
  const states = logic.everyState(chunks, meta.count, chunkTexts.length);
  process.stdout.write(JSON.stringify(states) + '\n');
} catch (error) {
  process.stderr.write('rebuild-page.js: ' + (error && error.message || error) + '\n');
  process.exit(1);
}
