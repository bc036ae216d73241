/**
 * Ad-hoc sorts, filters and search at 1,000,000 rows (docs/PERFORMANCE.md, "Indexes made on first use"): on SQLite,
 * PostgreSQL and MySQL/MariaDB, a table seeded straight into the database, then sorted by a field no saved view sorts
 * by, with and without a `gt` filter, searched with `like`, paged 900,000 rows deep; and the insert rates through the
 * API into a table without and with those indexes. Issue 11's targets are SQLite's and PostgreSQL's: MySQL/MariaDB's
 * figures are printed without them (it has no text index: a search scans). Prints NocoDB's figures for the same
 * requests beside ours.
 */
const path = require('node:path');
const { apiRow, seedDirect, seedDirectMysql, seedDirectPg } = require('./dataset');
const { alternatingPosts, call, latencies, load, pages, tableIn } = require('./records-http');
const { scratchMysql, scratchPg } = require('./scratch-db');
const { startBasalt } = require('./server');

/**
 * NocoDB 0.109.7 on this machine, 100,000 rows, 10 connections (the side-by-side run recorded in issue 11 and
 * docs/PERFORMANCE.md): it has no index for these either, so each is a scan and a sort per request.
 */
const NOCODB = {
  sortRps: '30/s',
  sortP50: '38 ms',
  whereRps: '28/s',
  likeRps: '30/s',
};

const SORT = '&sort=-Price';
const WHERE_SORT = '&where=(Amount,gt,500)&sort=-Price';

/**
 * The indexes a table carries once a grid has sorted by Price, filtered on Amount and searched Title: MySQL/MariaDB
 * have no text index (a `like` search scans there, docs/PERFORMANCE.md), so two B-trees.
 */
const INDEXES = { sqlite: 3, pg: 3, mysql: 2 };

/** The number of indexes (SQLite: and FTS5 text indexes) Basalt made on a table, read from the database. */
function catalogOf(kind, server, dbUrl) {
  if (kind === 'sqlite') {
    const Database = require(require.resolve('better-sqlite3'));
    return async (tableName) => {
      const db = new Database(server.dbFile, { readonly: true });
      try {
        const indexes = db
          .prepare(
            `select count(*) as n from sqlite_master where tbl_name = ? and type = 'index' and name like 'bx!_%' escape '!'`,
          )
          .get(tableName).n;
        // A text index counts once every row's text is in it: none left pending, none above its mark (a build
        // before the mark, BENCH_SERVER, has none).
        const texts = db
          .prepare(
            `select name from sqlite_master where tbl_name = ? and type = 'trigger' and name like '%!_ai' escape '!'`,
          )
          .all(tableName)
          .map((t) => t.name.slice(0, -'_ai'.length));
        const hasMark = (fts) => db.prepare(`select 1 from sqlite_master where name = ?`).get(`${fts}_mark`);
        const waiting = (fts) =>
          db.prepare(`select 1 from "${fts}_pending" limit 1`).get() ||
          (hasMark(fts) &&
            db.prepare(`select 1 from "${tableName}" where _rowid_ > (select mark from "${fts}_mark") limit 1`).get());
        const ready = texts.filter((fts) => !waiting(fts));
        return indexes + ready.length;
      } finally {
        db.close();
      }
    };
  }
  if (kind === 'mysql') {
    const mysql = require('mysql2/promise');
    return async (tableName) => {
      const connection = await mysql.createConnection(dbUrl);
      try {
        const [rows] = await connection.query(
          `select count(distinct index_name) as n from information_schema.statistics
           where table_schema = database() and table_name = ? and index_name like 'bx!_%' escape '!'`,
          [tableName],
        );
        return Number(rows[0].n);
      } finally {
        await connection.end();
      }
    };
  }
  const { Client } = require('pg');
  return async (tableName) => {
    const client = new Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_index x join pg_class i on i.oid = x.indexrelid
         join pg_class t on t.oid = x.indrelid where t.relname = $1 and i.relname like 'bx\\_%' and x.indisvalid`,
        [tableName],
      );
      // A text index (a side table, data/text-index/pg.ts) counts once its GIN is built and no row waits for it.
      const sides = await client.query(
        `select left(t.tgname, -3) as side from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where c.relname = $1 and t.tgname like 'bx\\_trgm\\_%\\_au'`,
        [tableName],
      );
      let ready = 0;
      for (const { side } of sides.rows) {
        const waiting = await client.query(
          `select to_regclass($1) is null or exists (select 1 from "${side}_pending")
             or exists (select 1 from "${tableName}" where id > (select mark from "${side}_mark")) as waiting`,
          [`${side}_v`],
        );
        if (!waiting.rows[0].waiting) ready += 1;
      }
      return rows[0].n + ready;
    } finally {
      await client.end();
    }
  };
}

/** Waits until the table holds `count` indexes Basalt made (they are built in the background); seconds taken. */
async function indexesBuilt(catalog, tableName, count, timeoutMs = 240_000) {
  const started = Date.now();
  while ((await catalog(tableName)) < count) {
    if (Date.now() - started > timeoutMs) throw new Error(`${tableName}: the indexes were not built in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - started) / 1000;
}

/** Asks for the indexes a sorted, filtered and searched grid would use: Price (sort), Amount (`gt`), Title (`like`). */
async function useFields(url, token, route) {
  for (const extra of [SORT, WHERE_SORT, '&where=(Title,like,abc)']) {
    await call(url, token, 'GET', `${route}?limit=25${extra}`);
  }
}

/** A table to insert into; `prepare` may give it indexes first. */
async function insertTarget(url, token, projectId, name, prepare = async () => undefined) {
  const table = await tableIn(url, token, projectId, name);
  const route = `/api/v1/db/data/noco/${projectId}/${table.id}`;
  await prepare(table, route);
  return { route, bulk: `/api/v1/db/data/bulk/noco/${projectId}/${table.id}`, bulkRate: 0, singleRate: 0 };
}

/**
 * The records benchmark's two insert workloads on a fresh pair of tables. First single inserts into the empty tables
 * (10 connections) in alternating quarter-second slices, 6 s a table in all: this machine's speed drifts over
 * seconds by more than the indexes cost, so long runs one after the other compared the drift. They carry different
 * rows, as a grid's do: one repeated row puts every index entry on the same page and understates an index's cost.
 * Then bulk inserts (3 x 10,000 rows, 2 in flight), the tables taking turns for three rounds (`--rounds`) after a
 * warm-up, the mean rate of each; each phase pays the WAL checkpoints its own writes cause.
 */
async function insertRates(url, token, targets) {
  const singleBodies = Array.from({ length: 20_000 }, (_, k) => JSON.stringify(apiRow(100_000 + k * 7)));
  const singleRates = await alternatingPosts(
    url,
    targets.map((target) => target.route),
    { token, bodies: singleBodies },
  );
  targets.forEach((target, i) => (target.singleRate = singleRates[i]));

  const bodies = Array.from({ length: 3 }, (_, c) =>
    JSON.stringify(Array.from({ length: 10_000 }, (_, k) => apiRow(c * 10_000 + k))),
  );
  const round = async (target, keep) => {
    const started = process.hrtime.bigint();
    for (let c = 0; c < bodies.length; c += 2) {
      await Promise.all(bodies.slice(c, c + 2).map((body) => call(url, token, 'POST', target.bulk, body, true)));
    }
    if (keep) target.bulkRate += 30_000 / (Number(process.hrtime.bigint() - started) / 1e9) / ROUNDS;
  };
  await round(targets[0], false);
  // the tables take turns going first, so neither always runs right after the other's writes (its WAL checkpoints)
  for (let r = 0; r < ROUNDS; r++) {
    for (const target of r % 2 ? [...targets].reverse() : targets) await round(target, true);
  }
  return targets;
}

/**
 * Command-line choices, to iterate on one part: `--only=sqlite|pg|mysql` runs one database, `--inserts-only` stops after
 * the insert rates (about 40 s a database instead of 2 minutes); `--no-build` keeps the built backend as it is.
 */
const ONLY = /^--only=(sqlite|pg|mysql)$/.exec(process.argv.find((a) => a.startsWith('--only=')) ?? '')?.[1];
const INSERTS_ONLY = process.argv.includes('--inserts-only');
/** `--rounds=N`: bulk-insert rounds (3 by default; more smooth out this machine's load, and grow the tables). */
const ROUNDS = Number(/^--rounds=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--rounds=')) ?? '')?.[1] ?? 3);
/**
 * `--repeats=N`: the insert rates measured N times, each on a fresh pair of tables (3 by default): the medians of
 * the rates and of the ratios are printed, which smooths this machine's load without growing the tables past the
 * workload (more rounds do: 8 rounds fill each table to ~240,000 rows).
 */
const REPEATS = Number(/^--repeats=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--repeats=')) ?? '')?.[1] ?? 3);

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The repeats' rates as one result: medians, and each repeat's bulk and single ratios. */
function insertSummary(repeats) {
  const bulkShares = repeats.map(([plain, indexed]) => indexed.bulkRate / plain.bulkRate);
  const singleShares = repeats.map(([plain, indexed]) => indexed.singleRate / plain.singleRate);
  const rate = (side, key) => medianOf(repeats.map((pair) => pair[side][key]));
  return {
    plain: { bulkRate: rate(0, 'bulkRate'), singleRate: rate(0, 'singleRate') },
    indexed: { bulkRate: rate(1, 'bulkRate'), singleRate: rate(1, 'singleRate') },
    bulkShares,
    singleShares,
  };
}

async function benchDatabase(kind, env, dbUrl) {
  // BENCH_SERVER: another build's server.js, to compare two builds run for run (docs/PERFORMANCE.md).
  const server = await startBasalt(env, [], process.env.BENCH_SERVER || undefined);
  try {
    const { url } = server;
    const { token } = await call(url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email: 'bench@example.com',
      password: 'bench password 1',
    });
    const project = await call(url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Bench' });
    const catalog = catalogOf(kind, server, dbUrl);

    // Insert rates first, on a small database: without indexes, then into a table already carrying them; each
    // repeat on a fresh pair of tables, so every one is the same workload (~100,000 rows a table at 3 rounds).
    const repeats = [];
    for (let n = 1; n <= REPEATS; n++) {
      const suffix = REPEATS > 1 ? ` ${n}` : '';
      repeats.push(
        await insertRates(url, token, [
          await insertTarget(url, token, project.id, `Plain inserts${suffix}`),
          await insertTarget(url, token, project.id, `Indexed inserts${suffix}`, async (table, route) => {
            await useFields(url, token, route);
            await indexesBuilt(catalog, table.table_name, INDEXES[kind]);
          }),
        ]),
      );
    }
    // issue 11's targets are SQLite's and PostgreSQL's: MySQL/MariaDB's figures are printed without them
    const targeted = kind !== 'mysql';
    const inserts = { ...insertSummary(repeats), indexes: INDEXES[kind], targeted };
    if (INSERTS_ONLY) return { ...inserts, insertsOnly: true, peakRss: server.peakRss() };

    const table = await tableIn(url, token, project.id, 'Million');
    const route = `/api/v1/db/data/noco/${project.id}/${table.id}`;
    const seeding = process.hrtime.bigint();
    if (kind === 'sqlite') seedDirect(server.dbFile, table.table_name, 1_000_000);
    else if (kind === 'mysql') await seedDirectMysql(dbUrl, table.table_name, 1_000_000);
    else await seedDirectPg(dbUrl, table.table_name, 1_000_000);
    const seedSeconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    await call(url, token, 'GET', `${route}?limit=25`);
    const unindexed = await latencies(url, pages(route, 0, 3, 25, SORT), token, 3);
    await useFields(url, token, route);
    const buildSeconds = await indexesBuilt(catalog, table.table_name, INDEXES[kind]);

    const sortPaths = pages(route, 0, 20, 25, SORT);
    const wherePaths = pages(route, 0, 20, 25, WHERE_SORT);
    const result = { seedSeconds, unindexed, buildSeconds, ...inserts };
    result.sortP50 = await latencies(url, sortPaths, token, 400);
    result.sortRps = await load(url, sortPaths, { token });
    result.whereP50 = await latencies(url, wherePaths, token, 400);
    result.whereRps = await load(url, wherePaths, { token });
    // without a text index (MySQL/MariaDB) each search scans the million rows: fewer of them
    const searches = kind === 'mysql' ? 20 : 200;
    result.likeRare = await latencies(url, [`${route}?limit=25&where=(Title,like,abc)`], token, searches);
    result.likeCommon = await latencies(url, pages(route, 0, 20, 25, '&where=(Title,like,alpha)'), token, searches);
    const deepPaths = pages(route, 900_000, 40, 25, SORT);
    const anchoring = process.hrtime.bigint();
    await call(url, token, 'GET', deepPaths[0]);
    result.anchorsMs = Number(process.hrtime.bigint() - anchoring) / 1e6;
    result.deepP50 = await latencies(url, deepPaths, token, 200);
    result.peakRss = server.peakRss();
    return result;
  } finally {
    await server.stop();
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n.toFixed(2)} ms`;
const check = (ok) => (ok ? 'ok' : 'MISSED');
const pct = (a, b) => `${((a / b) * 100).toFixed(0)} %`;

function rowsOf(label, r) {
  const bulkShare = medianOf(r.bulkShares);
  const singleShare = medianOf(r.singleShares);
  // issue 11 set its targets for SQLite and PostgreSQL; MySQL's figures are shown without them
  const against = (target, share, least) =>
    r.targeted ? [target, `${pct(share, 1)} ${check(share >= least)}`] : ['-', pct(share, 1)];
  const goal = (target, met) => (r.targeted ? [target, check(met)] : ['-', '-']);
  const each = (shares) => (shares.length > 1 ? ` (each: ${shares.map((x) => pct(x, 1)).join(', ')})` : '');
  const inserts = [
    [
      `${label}: bulk insert, no indexes / with ${r.indexes}${each(r.bulkShares)}`,
      `${fmt(r.plain.bulkRate)} / ${fmt(r.indexed.bulkRate)} rows/s`,
      ...against('>= 80 %', bulkShare, 0.8),
      '-',
    ],
    [
      `${label}: single inserts, no indexes / with ${r.indexes}${each(r.singleShares)}`,
      `${fmt(r.plain.singleRate)} / ${fmt(r.indexed.singleRate)}/s`,
      ...against('>= 90 %', singleShare, 0.9),
      '-',
    ],
    [`${label}: server's peak RSS`, `${fmt(r.peakRss / 2 ** 20)} MB`, '-', '-', '-'],
  ];
  if (r.insertsOnly) return inserts;
  return [
    [`${label} 1M: seed straight into the database`, `${r.seedSeconds.toFixed(1)} s`, '-', '-', '-'],
    [`${label} 1M: sort -Price before its index, p50 of 3`, ms(r.unindexed.p50), '-', '-', NOCODB.sortP50],
    [`${label} 1M: the ${r.indexes} indexes built in the background`, `${r.buildSeconds.toFixed(1)} s`, '-', '-', '-'],
    [`${label} 1M: sort -Price, p50 1 conn`, ms(r.sortP50.p50), ...goal('<= 5 ms', r.sortP50.p50 <= 5), NOCODB.sortP50],
    [
      `${label} 1M: sort -Price, 10 conn`,
      `${fmt(r.sortRps.rps)}/s`,
      ...goal('>= 1,000/s', r.sortRps.rps >= 1000),
      NOCODB.sortRps,
    ],
    [`${label} 1M: Amount>500 + sort -Price, p50`, ms(r.whereP50.p50), ...goal('<= 5 ms', r.whereP50.p50 <= 5), '-'],
    [
      `${label} 1M: Amount>500 + sort -Price, 10 conn`,
      `${fmt(r.whereRps.rps)}/s`,
      ...goal('>= 1,000/s', r.whereRps.rps >= 1000),
      NOCODB.whereRps,
    ],
    [
      `${label} 1M: like %abc% (no match), p50`,
      ms(r.likeRare.p50),
      ...goal('<= 20 ms', r.likeRare.p50 <= 20),
      NOCODB.likeRps,
    ],
    [
      `${label} 1M: like %alpha% (1 row in 8), p50`,
      ms(r.likeCommon.p50),
      ...goal('<= 20 ms', r.likeCommon.p50 <= 20),
      '-',
    ],
    [`${label} 1M: first deep sorted page (reads anchors)`, ms(r.anchorsMs), '-', '-', '-'],
    [`${label} 1M: sort -Price at row 900,000, p50`, ms(r.deepP50.p50), ...goal('<= 10 ms', r.deepP50.p50 <= 10), '-'],
    ...inserts,
  ];
}

/** A server database's rows, on a scratch database dropped afterwards; none when its server does not answer. */
async function serverDatabaseRows(kind, label, scratch) {
  if (ONLY && ONLY !== kind) return [];
  const db = await scratch();
  if (!db) {
    console.log(`(no ${label} server answered: its figures are left out)`);
    return [];
  }
  try {
    return rowsOf(label, await benchDatabase(kind, { BASALT_DB: db.url }, db.url));
  } finally {
    await db.drop();
  }
}

/**
 * Runs on SQLite, then on PostgreSQL (BENCH_PG_URL) and MySQL/MariaDB (BENCH_MYSQL_URL) when
 * their servers answer (default: the local ones); prints a table.
 */
async function indexesBench(printTable) {
  const rows = ONLY && ONLY !== 'sqlite' ? [] : rowsOf('SQLite', await benchDatabase('sqlite', {}));
  rows.push(...(await serverDatabaseRows('pg', 'PostgreSQL', scratchPg)));
  rows.push(...(await serverDatabaseRows('mysql', 'MySQL/MariaDB', scratchMysql)));
  console.log('\nAd-hoc sorts, filters and search at 1,000,000 rows (indexes made on first use)\n');
  printTable(['measure', 'value', 'target', '', 'NocoDB (100k rows)'], rows);
  return rows;
}

module.exports = { indexesBench };

if (require.main === module) {
  const { printTable } = require(path.join(__dirname, 'records-http'));
  if (!process.argv.includes('--no-build')) require(path.join(__dirname, 'records')).buildBackend();
  indexesBench(printTable).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
