#!/usr/bin/env node
/**
 * Import through the browser (docs/PERFORMANCE.md, "Import through the browser"; issue 12's figures): a 1,000,000-row,
 * 10-column CSV (~200 MB) and a 100,000-row, 5-sheet xlsx, each imported by the real wizard in Debian's Chromium
 * (headless) into a fresh SQLite data directory of the built server. Times from "Start import" to the report, counts
 * the rows through the API, and watches the main thread's long tasks and the tab's memory while it runs.
 * `npm run bench -- --import`; `--rows=N` (CSV rows, default 1,000,000) and `--xlsx-rows=N` (default 100,000), or
 * `--scale=0.1` for both, give a quick run; `--only=csv|xlsx` runs one. Also runnable alone after a build
 * (`node scripts/bench/import.js`).
 */
const os = require('node:os');
const { startBasalt } = require('./server');
const { launch, signedInContext } = require('./grid/browser');
const { csvFile, xlsxFile } = require('./import-data');
const { watchLongTasks, sampleTab, longTasksSince, cpuByPart, reportsShown } = require('./import-tab');

const CSV_TARGET_S = 20;
const XLSX_TARGET_S = 15;
const LONG_TASK_LIMIT_MS = 200;
const TAB_MEMORY_LIMIT = 1024 ** 3;

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}

async function api(url, token, method, route, body) {
  const res = await fetch(url + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Rows of every table of the project, by the API's count. */
async function countRows(url, token, projectId) {
  const { list } = await api(url, token, 'GET', `/api/v1/db/meta/projects/${projectId}/tables`);
  let total = 0;
  for (const table of list)
    total += Number((await api(url, token, 'GET', `/api/v1/db/data/noco/${projectId}/${table.id}/count`)).count);
  return { total, tables: list.length };
}

/**
 * One import, as a user makes it: a fresh server and account, the project's import tile, the file picked, Next,
 * Start import, and the report of every table.
 */
async function importOnce(browser, { kind, file, tables, log }) {
  const server = await startBasalt();
  try {
    const email = `import-bench-${kind}@example.com`;
    const { token } = await api(server.url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email,
      password: 'import bench password',
    });
    const project = await api(server.url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Import bench' });
    const context = await signedInContext(browser, token);
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${server.url}/nc/${project.id}`);
    await page
      .getByTestId('import-tile')
      .getByRole('button', { name: kind === 'csv' ? /CSV/ : /Excel/ })
      .click();
    const chosenAt = Date.now();
    await page.locator('input[type="file"]').setInputFiles(file.file);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Start import' }).waitFor({ timeout: 300_000 });
    const previewMs = Date.now() - chosenAt;
    log(`${kind}: preview in ${(previewMs / 1000).toFixed(1)} s, importing`);

    const sampler = await sampleTab(page);
    const cpuBefore = cpuByPart();
    const since = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Start import' }).click();
    const importMs = (await reportsShown(page, tables, 1_800_000)) - since;
    const peaks = await sampler.stop();
    const cpuAfter = cpuByPart();
    const cpu = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, cpuAfter[k] - cpuBefore[k]]));
    const longTasks = await longTasksSince(page, since);
    const written = (await page.getByTestId('import-rows-written').allInnerTexts())
      .map((t) => Number(t.replace(/\D/g, '')))
      .reduce((a, b) => a + b, 0);
    const counted = await countRows(server.url, token, project.id);
    await context.close();
    return { kind, file, previewMs, importMs, cpu, peaks, longTasks, written, counted, serverRss: server.peakRss() };
  } finally {
    await server.stop();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const status = (ok) => (ok ? 'met' : 'missed');
const thousands = (n) => n.toLocaleString('en-US');
const cpuText = ({ tab, server, chromium }) => `${tab.toFixed(1)} s, ${server.toFixed(1)} s, ${chromium.toFixed(1)} s`;

function rowsOf(result, targetS, full) {
  const { file, importMs, longTasks, peaks, counted } = result;
  const label = result.kind === 'csv' ? `CSV ${mb(file.bytes)}` : `xlsx ${mb(file.bytes)}, ${file.sheets} sheets`;
  const rate = Math.round((counted.total / importMs) * 1000);
  // The targets are for the full sizes; a scaled-down run only reports.
  const judged = (ok) => (full ? status(ok) : 'scaled run');
  return [
    [
      `${label}: rows stored (API count; report says ${thousands(result.written)})`,
      thousands(counted.total),
      thousands(file.rows),
      status(counted.total === file.rows),
    ],
    [`${label}: file picked to template step (preview)`, seconds(result.previewMs), '-', ''],
    [
      `${label}: Start import to report (${thousands(rate)} rows/s)`,
      seconds(importMs),
      `<= ${targetS} s`,
      judged(importMs <= targetS * 1000),
    ],
    [
      `${label}: longest main-thread task (${longTasks.count} over 50 ms)`,
      `${longTasks.longest.toFixed(0)} ms`,
      `<= ${LONG_TASK_LIMIT_MS} ms`,
      status(longTasks.over200 === 0),
    ],
    [
      `${label}: tab memory, renderer resident peak`,
      mb(peaks.tabRss),
      '< 1024 MB',
      status(peaks.tabRss > 0 && peaks.tabRss < TAB_MEMORY_LIMIT),
    ],
    [`${label}: page JS heap peak`, mb(peaks.pageHeap), '-', ''],
    [`${label}: worker JS heap peak`, peaks.workerHeap === undefined ? 'not exposed' : mb(peaks.workerHeap), '-', ''],
    [`${label}: server resident peak`, mb(result.serverRss), '-', ''],
    [`${label}: CPU used by the tab (page + worker), server, rest of Chromium`, cpuText(result.cpu), '-', ''],
  ];
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function importBench(printTable) {
  const scale = option('scale', 1);
  const csvRows = Math.round(option('rows', 1_000_000 * scale));
  const xlsxRows = Math.round(option('xlsx-rows', 100_000 * scale));
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  const log = (line) => console.log(`import: ${line}`);
  log(`writing (or reusing) the files: CSV ${thousands(csvRows)} rows, xlsx ${thousands(xlsxRows)} rows`);
  const csv = only === 'xlsx' ? undefined : csvFile(csvRows);
  const xlsx = only === 'csv' ? undefined : xlsxFile(xlsxRows);
  const loadBefore = load();
  const browser = await launch();
  const rows = [];
  try {
    if (csv) {
      const result = await importOnce(browser, { kind: 'csv', file: csv, tables: 1, log });
      rows.push(...rowsOf(result, CSV_TARGET_S, csvRows === 1_000_000));
    }
    if (xlsx) {
      const result = await importOnce(browser, { kind: 'excel', file: xlsx, tables: xlsx.sheets, log });
      rows.push(...rowsOf(result, XLSX_TARGET_S, xlsxRows === 100_000));
    }
    console.log(`\nImport through the browser into SQLite (Chromium ${browser.version()} headless, no GPU)`);
  } finally {
    await browser.close();
  }
  console.log(`load average before ${loadBefore}, after ${load()} (${os.cpus().length} cores)\n`);
  printTable(['measure', 'result', 'target', 'status'], rows);
  return rows;
}

module.exports = { importBench, api };

if (require.main === module) {
  const printTable = (headers, rows) =>
    console.table(rows.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i]]))));
  importBench(printTable).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
