#!/usr/bin/env node
/**
 * `npm run bench`: prints a table of the figures we track.
 * - what each page transfers to a first-time visitor, as Chromium receives it (scripts/bench/web.js);
 * - backend cold start: from spawning the server to its first healthy answer, median of several runs;
 * - the records API benchmark (scripts/bench/records.js), skipped with `--web`;
 * - the grid at 1,000,000 rows in Chromium (scripts/bench/grid.js), skipped with `--web`; `--grid` runs it alone;
 * - links, lookups, rollups and formulas over 1,000,000 rows (scripts/bench/records-links.js), run by `--links` only
 *   (its sort by a rollup reads the whole table: minutes);
 * - a 1,000,000-row CSV and a 100,000-row, 5-sheet xlsx imported through the wizard in Chromium
 *   (scripts/bench/import.js), run by `--import` only (`--scale=0.1` for a quick run).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-bench-'));
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(ROOT, 'backend', 'dist', 'server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASALT_DATA_DIR: dataDir, BASALT_LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', async (chunk) => {
      out += chunk;
      const match = /ready on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!match || out.includes('\u0000')) return;
      out += '\u0000';
      const url = match[1];
      // first healthy answer
      for (;;) {
        try {
          const res = await fetch(`${url}/api/v1/health`);
          if (res.ok) break;
        } catch {
          /* not yet */
        }
      }
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({
        url,
        ms,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
    child.on('error', reject);
  });
}

async function coldStart(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer();
    times.push(server.ms);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
}

async function main() {
  execFileSync(process.execPath, [path.join(__dirname, 'build-missing.js')], { stdio: 'inherit' });
  if (process.argv.includes('--grid')) return require('./bench/grid').gridBench(printTable);
  if (process.argv.includes('--import')) return require('./bench/import').importBench(printTable);
  if (process.argv.includes('--links')) {
    require('./bench/records').buildBackend();
    return require('./bench/records-links').linksBench(printTable);
  }
  await require('./bench/web').webBench(printTable);
  const start = await coldStart();
  console.log('\nBackend\n');
  printTable(
    ['measure', 'value', 'target'],
    [['cold start to first health answer (median of 5)', `${start.toFixed(0)} ms`, '< 1000 ms']],
  );
  // `npm run bench -- --web` stops here (front end and start-up only); the records and grid benchmarks take minutes.
  if (process.argv.includes('--web')) return;
  await require('./bench/records').recordsBench(printTable);
  await require('./bench/grid').gridBench(printTable);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
