'use strict';
// The start of the page, once every function is defined: the header, the timeline, the chart,
// the action of the address's deep link (else the last one), then Redux DevTools.

renderHeader();
if (window.matchMedia('(max-width: 800px)').matches) $('fx-chart-box').open = false;
startTimeline();
renderChart();
const start = parseLink(location.hash);
showTab(start.tab || 'state');
select(start.seq !== null ? start.seq : N, start.seq !== null);
D.documentElement.dataset.ready = 'true';
window.fluxInspector = {select: (seq) => select(seq), selected: () => selected, showTab: showTab, readyAt: performance.now()};
setTimeout(handOff, 0);
