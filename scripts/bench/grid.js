#!/usr/bin/env node
/**
 * The grid at 1,000,000 rows (docs/PERFORMANCE.md, "Grid at 1,000,000 rows"): starts the built server on a
 * temporary SQLite data directory, writes a 1,000,000-row table of 8 mixed fields straight into the file, and in
 * Debian's Chromium (headless, no GPU) times the first rows, a 5-second wheel fling, Ctrl+End, the heap after a
 * trip through every row, a 10,000 × 5 paste, and mf-views' initial JavaScript on the wire.
 * Part of `npm run bench`; `npm run bench -- --grid` runs only this; also runnable alone after a build
 * (`node scripts/bench/grid.js`).
 */
const os = require('node:os');
const { startBasalt } = require('./server');
const { seedGrid } = require('./grid/seed');
const { launch, signedInContext, VIEWPORT } = require('./grid/browser');
const { openTable, firstRows, fling, scriptedFling, flingThrough, ctrlEnd } = require('./grid/view-measures');
const { pasteRows } = require('./grid/paste-measure');
const { viewsWeight } = require('./grid/weight');

const ms = (n) => `${n.toFixed(0)} ms`;
const frame = (n) => `${n.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const check = (ok) => (ok ? 'met' : 'missed');

/** Runs every measure; `log` hears progress, so a long run says where it is. */
async function measureAll(log) {
  const server = await startBasalt();
  const browser = await launch();
  try {
    log('seeding 1,000,000 rows');
    const seeded = await seedGrid(server);
    const context = await signedInContext(browser, seeded.token);
    const url = server.url;
    log('first rows');
    const first = await firstRows(context, url, seeded);
    const tab = await openTable(context, url + seeded.millionPath);
    log('5 s wheel fling');
    const wheel = await fling(tab);
    log('5 s scripted scroll');
    const scripted = await scriptedFling(tab);
    log('through every row');
    const through = await flingThrough(tab);
    log('Ctrl+End');
    const end = await ctrlEnd(tab, seeded.rows);
    await tab.close();
    log('paste');
    const paste = await pasteRows(context, url, seeded);
    await context.close();
    log('mf-views weight');
    const weight = await viewsWeight(browser, url, seeded);
    return { seeded, first, wheel, scripted, through, end, paste, weight, version: browser.version() };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function rowsOf({ seeded, first, wheel, scripted, through, end, paste, weight }) {
  const runs = (list) => list.map((n) => n.toFixed(0)).join(', ');
  return [
    ['1M rows seeded straight into SQLite', `${seeded.seedSeconds.toFixed(1)} s`, '-', ''],
    [`first rows, new tab, median (${runs(first.loadRuns)})`, ms(first.load), '<= 500 ms', check(first.load <= 500)],
    [
      `first rows, opened in the app (${runs(first.inAppRuns)})`,
      ms(first.inApp),
      '<= 500 ms',
      check(first.inApp <= 500),
    ],
    [
      `  of which the view's first rows read (${ms(first.dataStart)} to ${ms(first.dataEnd)})`,
      ms(first.dataEnd - first.dataStart),
      '-',
      '',
    ],
    ...flingRows(`wheel fling 5 s (${wheel.wheels} wheels of 400 px)`, wheel),
    ...flingRows('scripted scroll 5 s (400 px a frame)', scripted),
    [
      `Ctrl+End to last rows, median (${runs(end.runs)}${end.failures.length ? `; ${end.failures.length} never` : ''})`,
      ms(end.ms),
      '<= 300 ms',
      check(end.ms <= 300 && !end.failures.length),
    ],
    ['JS heap after opening, after GC', mb(through.before), '-', ''],
    [`JS heap peak, ${through.steps} stops to the end (${through.seconds.toFixed(0)} s)`, mb(through.peak), '-', ''],
    ['JS heap after the whole table, after GC', mb(through.after), '<= 300 MB', check(through.after <= 300 * 1048576)],
    [
      `paste 10,000 x 5: footer counts them (progress ${paste.progressShown ? 'shown' : 'NOT shown'})`,
      ms(paste.footerMs),
      '<= 3000 ms',
      check(paste.footerMs <= 3000 && paste.progressShown),
    ],
    [
      'paste 10,000 x 5: server counts them',
      paste.savedMs === undefined ? 'never' : ms(paste.savedMs),
      '<= 3000 ms',
      check(paste.savedMs <= 3000),
    ],
    [
      `mf-views initial JS on the wire (${weight.viewsFiles} files)`,
      kb(weight.views),
      '<= 250 KB',
      check(weight.views <= 250 * 1024),
    ],
    ['rest of the page (shell, shared, sidebar)', kb(weight.others), '-', ''],
  ];
}

function flingRows(name, f) {
  return [
    [`${name}: ${f.frames} frames, ${(f.scrolledPx / 1e6).toFixed(2)} M px, p50`, frame(f.p50), '-', ''],
    [`${name}: frame time p95, as timed (rAF intervals)`, frame(f.p95), '-', ''],
    [
      `${name}: frame time p95, in whole refreshes of 16.67 ms`,
      frame((f.p95Refreshes * 1000) / 60),
      '<= 16.7 ms',
      check(f.p95Refreshes <= 1),
    ],
    [`${name}: max (${f.over16} frames over 16.7 ms)`, frame(f.max), '-', ''],
    [
      `${name}: frames that missed their refresh (over 25 ms)`,
      `${f.late} of ${f.frames} (${((100 * f.late) / f.frames).toFixed(1)} %)`,
      '-',
      '',
    ],
    [`${name}: frames with rows loading`, `${f.busyFrames} of ${f.frames}`, '-', ''],
  ];
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function gridBench(printTable) {
  const loadBefore = load();
  const result = await measureAll((step) => console.log(`grid: ${step}…`));
  console.log(
    `\nGrid at 1,000,000 rows (Chromium ${result.version} headless, no GPU, ${VIEWPORT.width}x${VIEWPORT.height})`,
  );
  console.log(`load average before ${loadBefore}, after ${load()} (${os.cpus().length} cores)\n`);
  const rows = rowsOf(result);
  printTable(['measure', 'value', 'target', ''], rows);
  for (const failure of result.end.failures) console.log(`\nCtrl+End: ${failure}`);
  return rows;
}

module.exports = { gridBench };

if (require.main === module) {
  const printTable = (headers, rows) =>
    console.table(rows.map((r) => Object.fromEntries(headers.map((h, i) => [h || 'met', r[i]]))));
  gridBench(printTable).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
