#!/usr/bin/env node
/**
 * Records API benchmark (docs/PERFORMANCE.md): builds the backend, starts `backend/dist/server.js` on 127.0.0.1
 * with a temporary data directory (SQLite), seeds a 100,000-row table of 8 mixed columns through the bulk API and a
 * 1,000,000-row one straight into the file, then runs bounded loads with autocannon and prints figure vs target.
 * Also runs alone: `node scripts/bench/records.js`.
 */
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { apiRow, seedDirect } = require('./dataset');
const { call, latencies, load, pages, printTable, tableIn } = require('./records-http');
const { indexesBench } = require('./records-indexes');
const { startBasalt, startCeiling, ROOT } = require('./server');

async function bench100k(server, token, project) {
  const { url } = server;
  const table = await tableIn(url, token, project.id, 'Bench');
  const route = `/api/v1/db/data/noco/${project.id}/${table.id}`;
  const bulk = `/api/v1/db/data/bulk/noco/${project.id}/${table.id}`;
  // Ten requests of 10,000 rows, two in flight (one is read while the other is written). The bodies are made
  // before the clock starts: the figure is the server's (parse, check, insert in one transaction, answer).
  const bodies = Array.from({ length: 10 }, (_, c) =>
    JSON.stringify(Array.from({ length: 10_000 }, (_, k) => apiRow(c * 10_000 + k))),
  );
  // Warm-up (not timed): 20,000 rows into a scratch table, so the figure is not the JIT's first minute.
  const scratch = await tableIn(url, token, project.id, 'Warm up');
  const scratchBulk = `/api/v1/db/data/bulk/noco/${project.id}/${scratch.id}`;
  await Promise.all(bodies.slice(0, 2).map((body) => call(url, token, 'POST', scratchBulk, body, true)));
  const rows = [];
  const started = process.hrtime.bigint();
  for (let c = 0; c < bodies.length; c += 2) {
    const answers = await Promise.all(bodies.slice(c, c + 2).map((body) => call(url, token, 'POST', bulk, body, true)));
    for (const keys of answers) rows.push(...keys);
  }
  const bulkSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const singles = await tableIn(url, token, project.id, 'Singles');
  const singleRoute = `/api/v1/db/data/noco/${project.id}/${singles.id}`;
  // A fixed duration: autocannon's runs of a fixed amount end on a whole-second tick, which understates the rate.
  const inserts = await load(url, [singleRoute], { token, method: 'POST', body: apiRow(7), duration: 4 });

  // A view sorted by Price: saving the sort indexes the column (docs/PERFORMANCE.md).
  const view = await call(url, token, 'POST', `/api/v1/db/meta/tables/${table.id}/grids`, { title: 'By price' });
  const price = table.columns.find((c) => c.title === 'Price');
  await call(url, token, 'POST', `/api/v1/db/meta/views/${view.id}/sorts`, {
    fk_column_id: price.id,
    direction: 'desc',
  });

  const ceiling = await startCeiling(server.dbFile, table.table_name);
  try {
    const first = pages(route, 0, 40);
    const ceil = await load(ceiling.url, pages('/', 0, 40));
    const page = await load(url, first, { token });
    const deep = await load(url, pages(route, 90_000, 40), { token });
    const sorted = await load(url, pages(route, 0, 20, 25, '&where=(Amount,gt,500)&sort=-Price'), { token });
    const like = await load(url, pages(route, 0, 20, 25, '&where=(Title,like,alpha)'), { token });
    const single = await latencies(url, first, token, 1000);
    return { rows: rows.length, bulkSeconds, inserts, ceil, page, deep, sorted, like, single };
  } finally {
    await ceiling.stop();
  }
}

async function bench1m(server, token, project) {
  const { url } = server;
  const table = await tableIn(url, token, project.id, 'Million');
  const started = process.hrtime.bigint();
  seedDirect(server.dbFile, table.table_name, 1_000_000);
  const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const view = await call(url, token, 'POST', `/api/v1/db/meta/tables/${table.id}/grids`, { title: 'By price' });
  const price = table.columns.find((c) => c.title === 'Price');
  await call(url, token, 'POST', `/api/v1/db/meta/views/${view.id}/sorts`, {
    fk_column_id: price.id,
    direction: 'desc',
  });
  const route = `/api/v1/db/data/noco/${project.id}/${table.id}`;
  const timed = async (path) => {
    const t = process.hrtime.bigint();
    const body = await call(url, token, 'GET', path);
    return { ms: Number(process.hrtime.bigint() - t) / 1e6, body };
  };
  const firstPage = await timed(`${route}?limit=25`);
  const secondPage = await timed(`${route}?limit=25&offset=25`);
  const deep = await latencies(url, pages(route, 900_000, 40), token, 400);
  const sorted = await latencies(url, pages(route, 0, 20, 25, '&where=(Amount,gt,500)&sort=-Price'), token, 400);
  return { seedSeconds, firstPage, secondPage, deep, sorted, total: firstPage.body.pageInfo.totalRows };
}

const fmt = (n, unit = '') => `${Math.round(n).toLocaleString('en-US')}${unit}`;
const ms = (n) => `${n.toFixed(2)} ms`;
const check = (ok) => (ok ? 'ok' : 'MISSED');

/** Builds core and the backend (the benchmarks run the built server). */
function buildBackend() {
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', path.join(ROOT, 'core'), path.join(ROOT, 'backend')], {
    stdio: 'inherit',
  });
}

/** The records API benchmark, then ad-hoc sorts, filters and search at 1,000,000 rows (records-indexes.js). */
async function recordsBench(printTable) {
  buildBackend();
  const rows = await apiBench(printTable);
  await indexesBench(printTable);
  return rows;
}

async function apiBench(printTable) {
  const server = await startBasalt();
  try {
    const { token } = await call(server.url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email: 'bench@example.com',
      password: 'bench password 1',
    });
    const project = await call(server.url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Bench' });
    const a = await bench100k(server, token, project);
    const b = await bench1m(server, token, project);
    const bulkRate = a.rows / a.bulkSeconds;
    const rows = [
      ['100k: 25-row page, 10 conn', `${fmt(a.page.rps)}/s`, '>= 3,000/s', check(a.page.rps >= 3000)],
      ['ceiling (Koa + prepared statement)', `${fmt(a.ceil.rps)}/s`, '-', '-'],
      [
        '100k: page / ceiling',
        `${((a.page.rps / a.ceil.rps) * 100).toFixed(0)} %`,
        '>= 33 %',
        check(a.page.rps * 3 >= a.ceil.rps),
      ],
      ['100k: offset 90,000', `${fmt(a.deep.rps)}/s`, '>= 1,000/s', check(a.deep.rps >= 1000)],
      ['100k: where Amount>500, sort -Price', `${fmt(a.sorted.rps)}/s`, '>= 750/s', check(a.sorted.rps >= 750)],
      ['100k: where Title like alpha', `${fmt(a.like.rps)}/s`, '>= 750/s', check(a.like.rps >= 750)],
      ['100k: 25-row page p50, 1 conn', ms(a.single.p50), '< 5 ms', check(a.single.p50 < 5)],
      ['bulk insert through the API', `${fmt(bulkRate)} rows/s`, '>= 100,000 rows/s', check(bulkRate >= 100_000)],
      ['single inserts, 10 conn', `${fmt(a.inserts.rps)}/s`, '>= 2,000/s', check(a.inserts.rps >= 2000)],
      ['1M: seed (direct, batched)', `${b.seedSeconds.toFixed(1)} s`, '-', '-'],
      ['1M: first page (counts 1M rows)', ms(b.firstPage.ms), '-', '-'],
      ['1M: next page (count cached)', ms(b.secondPage.ms), '-', check(b.total === 1_000_000)],
      ['1M: offset 900,000 by key, p50', ms(b.deep.p50), '< 10 ms', check(b.deep.p50 < 10)],
      ['1M: where + sort on indexed column, p50', ms(b.sorted.p50), '< 20 ms', check(b.sorted.p50 < 20)],
      [
        'server peak RSS, whole run',
        `${fmt(server.peakRss() / 1048576)} MB`,
        '< 300 MB',
        check(server.peakRss() < 300 * 1048576),
      ],
    ];
    console.log('\nRecords API (SQLite, 127.0.0.1, autocannon)\n');
    printTable(['measure', 'value', 'target', ''], rows);
    return rows;
  } finally {
    await server.stop();
  }
}

module.exports = { recordsBench, buildBackend };

if (require.main === module) {
  recordsBench(printTable).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
