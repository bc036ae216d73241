#!/usr/bin/env node
/* global window -- evaluated in the page */
/**
 * First rows in a fresh tab, two builds of the web packages compared on the same seeded table (docs/PERFORMANCE.md,
 * "First rows in a fresh tab"): each `--root=<dir>` is a web root laid out as the repository (`<dir>/shell/dist`,
 * `<dir>/mf-views/dist`, ...; default the repository itself), served by its own server on its own copy of the table.
 * After one untimed load each, fresh tabs alternate between the builds (`--runs=N`, 9), so the machine's load falls
 * on both; each figure is printed with the load average. `--waterfall` then lists one load's requests per build.
 *
 *   node scripts/bench/grid/first-rows-ab.js --root=/tmp/before --root=. --runs=9 --waterfall
 */
const { median } = require('./browser');
const { openTable, apiWaterfall } = require('./view-measures');
const { loadAverage, runOnSites } = require('./sites');

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 9);

async function firstCellOf(site) {
  const tab = await openTable(site.context, site.url);
  const firstCell = await tab.evaluate(() => window.__bench.firstCell);
  await tab.close();
  return firstCell;
}

runOnSites(async (sites) => {
  for (const site of sites) await firstCellOf(site); // server and HTTP cache warm
  for (let run = 1; run <= RUNS; run++) {
    for (const site of sites) {
      const before = loadAverage();
      const ms = await firstCellOf(site);
      (site.runs ??= []).push(ms);
      console.log(`run ${run} ${site.root} (load ${before}): first cell ${ms.toFixed(0)} ms`);
    }
  }
  for (const site of sites) {
    const sorted = [...site.runs].sort((a, b) => a - b);
    console.log(
      `${site.root}: median ${median(site.runs).toFixed(0)} ms ` +
        `(${sorted[0].toFixed(0)}-${sorted.at(-1).toFixed(0)}), load now ${loadAverage()}`,
    );
  }
  if (!process.argv.includes('--waterfall')) return;
  for (const site of sites) {
    const { requests, firstCell } = await apiWaterfall(site.context, site.url);
    console.log(`\n${site.root} (load ${loadAverage()}):`);
    for (const r of requests.sort((a, b) => a.start - b.start))
      console.log(`${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.path}`);
    console.log(`first cell drawn at ${firstCell.toFixed(0)} ms`);
  }
});
