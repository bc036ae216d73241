#!/usr/bin/env node
/**
 * The wheel fling and the scripted scroll alone, for comparing two builds of the web remotes on the same seeded
 * table (docs/PERFORMANCE.md, "Grid at 1,000,000 rows"): each `--root=<dir>` is a web root (the layout of the
 * repository: `<dir>/shell/dist`, `<dir>/mf-views/dist`, ...; default the repository itself) served by its own
 * server on its own copy of the table, and the runs alternate between them so the machine's load falls on both.
 * `--runs=N` (3), `--trace` adds a traced scripted scroll per build (`--traces=N` of them, alternating): the renderer main thread's CPU time per frame
 * (thread time, which waiting for a core does not inflate) split into JavaScript, style, layout and paint, and the
 * page's compositing layers.
 *
 *   node scripts/bench/grid/fling-ab.js --root=/tmp/before --root=. --runs=3 --trace
 */
const { loadAverage: load, runOnSites } = require('./sites');
const { openTable, fling, scriptedFling } = require('./view-measures');
const { traceMainThread, layerCount } = require('./trace');

const arg = (name) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const RUNS = Number(arg('runs')[0] ?? 3);
const TRACES = process.argv.includes('--trace') ? Number(arg('traces')[0] ?? 1) : 0;

const line = (f) =>
  `${f.wheels ? `${f.wheels} wheels, ` : ''}${f.frames} frames, ${f.over16} over 16.7 ms, ` +
  `p50 ${f.p50.toFixed(1)} / p95 ${f.p95.toFixed(1)} / max ${f.max.toFixed(0)} ms, ${f.busyFrames} loading`;

runOnSites(async (sites) => {
  for (let run = 1; run <= RUNS; run++) {
    for (const site of sites) {
      const tab = await openTable(site.context, site.url);
      await new Promise((r) => setTimeout(r, 1000));
      const before = load();
      const wheel = await fling(tab);
      const scripted = await scriptedFling(tab);
      console.log(`run ${run} ${site.root} (load ${before}):`);
      console.log(`  wheel fling:     ${line(wheel)}`);
      console.log(`  scripted scroll: ${line(scripted)}`);
      await tab.close();
    }
  }
  for (let trace = 1; trace <= TRACES; trace++) {
    for (const site of sites) {
      const tab = await openTable(site.context, site.url);
      await new Promise((r) => setTimeout(r, 1000));
      const layers = await layerCount(tab);
      const t = await traceMainThread(tab, () => scriptedFling(tab));
      const per = (ms) => (ms / t.frames).toFixed(1);
      console.log(
        `trace ${site.root} (load ${load()}): ${t.frames} frames; per frame JS ${per(t.js)} / style ${per(t.style)}` +
          ` / layout ${per(t.layout)} / paint ${per(t.paint)} / other ${per(t.other)} ms; ${layers} compositing layers`,
      );
      await tab.close();
    }
  }
});
