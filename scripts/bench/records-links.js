#!/usr/bin/env node
/**
 * Links, lookups, rollups and formulas at scale (docs/PERFORMANCE.md, issue 10's targets), on SQLite and on
 * PostgreSQL (a scratch database per run, `--only=sqlite|pg` for one): a 1,000,000-row table (Items) belongs to a 100,000-row one (Owners, has-many) and links to a 10,000-row one (Tags)
 * through 2,000,000 junction rows (many-to-many). Links are made through the API, their keys and junction rows are
 * written straight into the database (links/sqlite.js, links/pg.js; through the API it would be the bulk-insert figure again). A 100-row page with 2
 * link fields, 3 lookups, 1 rollup and 1 formula is compared with the same page without them (p50, one connection,
 * the two requested alternately), then a filter by a lookup, a sort by a rollup, and linking, unlinking and editing
 * a looked-up value.
 * Also runs alone: `node scripts/bench/records-links.js`.
 */
const http = require('node:http');
const { pgLinks } = require('./links/pg');
const { sqliteLinks } = require('./links/sqlite');
const { call, latencies, printTable, tableIn } = require('./records-http');
const { scratchPg } = require('./scratch-db');
const { startBasalt } = require('./server');

/** BENCH_LINKS_SCALE=0.1 runs a tenth of the rows (a quick look); the figures recorded are at 1. */
const SCALE = Number(process.env.BENCH_LINKS_SCALE ?? 1);
const ITEMS = Math.round(1_000_000 * SCALE);
const OWNERS = Math.round(100_000 * SCALE);
const TAGS = Math.round(10_000 * SCALE);
const step = (what) => console.log(`[links bench] ${what}`);

/** Waits until `ready()` holds; seconds. `ready()` is `undefined` while the work is not even queued: after `gone` ms, 0. */
async function waited(ready, what, timeoutMs, gone = Infinity) {
  const started = Date.now();
  for (;;) {
    const done = await ready();
    if (done || (done === undefined && Date.now() - started > gone)) return done ? (Date.now() - started) / 1000 : 0;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} was not built in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const byTitle = (table, title) => table.columns.find((c) => c.title === title);

/**
 * p50s of two lists of pages requested alternately (a, b, a, b, ...) on one keep-alive connection, after a warm-up
 * of each page: on a machine shared with other work both see the same load, so their ratio is fair.
 */
async function alternately(origin, token, pagesA, pagesB, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (route) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(`${origin}${route}`, { agent, headers: { 'xc-auth': token } }, (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${route}: ${res.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        })
        .on('error', reject);
    });
  for (const route of [...pagesA, ...pagesB]) await get(route);
  const a = [];
  const b = [];
  for (let i = 0; i < count; i++) {
    a.push(await get(pagesA[i % pagesA.length]));
    b.push(await get(pagesB[i % pagesB.length]));
  }
  agent.destroy();
  const p50 = (list) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)];
  return [{ p50: p50(a) }, { p50: p50(b) }];
}

/** One database's run: `kind` 'sqlite' or 'pg' (then `env` points the server at `pgUrl`); the table's rows. */
async function benchDatabase(kind, env = {}, pgUrl = undefined) {
  // BENCH_SERVER: another build's server.js, to compare two builds (docs/PERFORMANCE.md).
  // BENCH_LINKS_PROFILE: a directory for the server's CPU profile (node --cpu-prof), written when it stops.
  const profile = process.env.BENCH_LINKS_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const server = await startBasalt(env, nodeArgs, process.env.BENCH_SERVER || undefined);
  const t0 = process.hrtime.bigint();
  try {
    const { url } = server;
    const db = kind === 'sqlite' ? sqliteLinks(server.dbFile) : pgLinks(pgUrl);
    const { token } = await call(url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email: 'links-bench@example.com',
      password: 'bench password 1',
    });
    const project = await call(url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Links' });
    const items = await tableIn(url, token, project.id, 'Items');
    const owners = await tableIn(url, token, project.id, 'Owners');
    const tags = await tableIn(url, token, project.id, 'Tags');
    step('seeding');
    await db.seedTable(items.table_name, ITEMS);
    await db.seedTable(owners.table_name, OWNERS);
    await db.seedTable(tags.table_name, TAGS);
    const column = (table, body) => call(url, token, 'POST', `/api/v1/db/meta/tables/${table.id}/columns`, body);
    const read = (table) => call(url, token, 'GET', `/api/v1/db/meta/tables/${table.id}`);
    await column(owners, {
      uidt: 'LinkToAnotherRecord',
      title: 'Items',
      parentId: owners.id,
      childId: items.id,
      type: 'hm',
    });
    await column(items, {
      uidt: 'LinkToAnotherRecord',
      title: 'Tags',
      parentId: items.id,
      childId: tags.id,
      type: 'mm',
    });
    let itemsMeta = await read(items);
    const ownerLink = itemsMeta.columns.find((c) => c.uidt === 'LinkToAnotherRecord' && c.colOptions.type === 'bt');
    const tagLink = byTitle(itemsMeta, 'Tags');
    const { fk } = await db.linkStorage(ownerLink.id);
    const mm = await db.linkStorage(tagLink.id);
    await db.seedLinks({
      items: items.table_name,
      fk,
      junction: { table: mm.junction, own: mm.own, other: mm.other },
      counts: { items: ITEMS, owners: OWNERS, tags: TAGS },
    });
    const seeded = Number(process.hrtime.bigint() - t0) / 1e9;

    step('computed fields');
    const ownersMeta = await read(owners);
    const tagsMeta = await read(tags);
    await column(items, {
      uidt: 'Lookup',
      title: 'Owner title',
      fk_relation_column_id: ownerLink.id,
      fk_lookup_column_id: byTitle(ownersMeta, 'Title').id,
    });
    await column(items, {
      uidt: 'Lookup',
      title: 'Owner amount',
      fk_relation_column_id: ownerLink.id,
      fk_lookup_column_id: byTitle(ownersMeta, 'Amount').id,
    });
    await column(items, {
      uidt: 'Lookup',
      title: 'Tag titles',
      fk_relation_column_id: tagLink.id,
      fk_lookup_column_id: byTitle(tagsMeta, 'Title').id,
    });
    await column(items, {
      uidt: 'Rollup',
      title: 'Tag price sum',
      fk_relation_column_id: tagLink.id,
      fk_rollup_column_id: byTitle(tagsMeta, 'Price').id,
      rollup_function: 'sum',
    });
    await column(items, { uidt: 'Formula', title: 'Value', formula_raw: '{Amount} * {Price}' });
    itemsMeta = await read(items);

    const route = `/api/v1/db/data/noco/${project.id}/${items.id}`;
    const plainFields = ['Title', 'Amount', 'Price', 'Done', 'Status', 'Email', 'Day', 'Notes'];
    const virtualFields = [
      ownerLink.title,
      'Tags',
      'Owner title',
      'Owner amount',
      'Tag titles',
      'Tag price sum',
      'Value',
    ];
    const fields = (list) => `&fields=${list.map(encodeURIComponent).join(',')}`;
    // 40 pages spread over the first ~40 % of the table, whatever the scale (every one holds 100 rows).
    const stride = 100 * Math.max(1, Math.round(97 * SCALE));
    const pagesOf = (extra, count = 40) =>
      Array.from({ length: count }, (_, k) => `${route}?limit=100&offset=${k * stride}${extra}`);
    step('pages');
    await call(url, token, 'GET', `${route}?limit=1`); // the count, cached from now on
    const richPages = pagesOf(fields([...plainFields, ...virtualFields]));
    const [plain, rich] = await alternately(url, token, pagesOf(fields(plainFields)), richPages, 400);
    const firstPages = (extra) => Array.from({ length: 10 }, () => `${route}?limit=100${extra}`);
    const plainFirst = await latencies(url, firstPages(fields(plainFields)), token, 50);
    const times = async (n, run) => {
      const list = [];
      for (let i = 0; i < n; i++) {
        const t = process.hrtime.bigint();
        await run(i);
        list.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      list.sort((a, b) => a - b);
      return { p50: list[Math.floor(list.length / 2)] };
    };
    const tagRoute = (i, method) => call(url, token, method, `${route}/${i + 1}/mm/Tags/${((i + 3) % TAGS) + 1}`);
    // Links made before the rollup is stored (no trigger), on other items than those linked after.
    const linkUnstored = await times(100, (i) => tagRoute(i + 200, 'POST'));
    const unlinkUnstored = await times(100, (i) => tagRoute(i + 200, 'DELETE'));
    step('filter by a lookup, sort by a rollup');
    const lookupPages = firstPages(`&where=(Owner%20title,like,alpha)${fields(plainFields)}`);
    // The first asks for the owners' title text index (as a search of Owners would); the figure is once it is built.
    await call(url, token, 'GET', lookupPages[0]);
    // None after 3 s: a build without it.
    const ownersIndexSeconds = await waited(
      () => db.textIndexReady(owners.table_name),
      'the owners text index',
      240_000,
      3000,
    );
    // In turns with the plain first page, as the sort below: the same load for both on this shared machine.
    const [plainBesideFilter, filterLookup] = await alternately(
      url,
      token,
      firstPages(fields(plainFields)),
      lookupPages,
      50,
    );
    // The first sort by the rollup computes it for every row and asks for its stored copy; the figure is once built.
    const sortPages = firstPages(`&sort=-Tag%20price%20sum${fields(plainFields)}`);
    const sortComputed = await latencies(url, sortPages, token, 1);
    const rollupStoreSeconds = await waited(() => db.rollupStoreReady(), 'the rollup store', 600_000);
    // In turns with the plain first page (a, b, a, b...): the same load for both on this shared machine.
    const [plainBeside, sortRollup] = await alternately(url, token, firstPages(fields(plainFields)), sortPages, 50);

    step('writes');
    // Writes: link and unlink one tag, edit an owner's title (looked up by ten items).
    const link = await times(100, (i) => tagRoute(i, 'POST'));
    const unlink = await times(100, (i) => tagRoute(i, 'DELETE'));
    const ownersRoute = `/api/v1/db/data/noco/${project.id}/${owners.id}`;
    const edit = await times(100, (i) =>
      call(url, token, 'PATCH', `${ownersRoute}/${i + 1}`, { Title: `renamed ${i}` }),
    );
    // A tag's price: its ~200 items' stored sums are recomputed by the store's trigger.
    const tagsRoute = `/api/v1/db/data/noco/${project.id}/${tags.id}`;
    const editRolled = await times(100, (i) => call(url, token, 'PATCH', `${tagsRoute}/${i + 1}`, { Price: i }));

    const ms = (n) => `${n.toFixed(2)} ms`;
    const ok = (b) => (b ? 'ok' : 'MISSED');
    const rows = [
      [
        `seed: ${ITEMS.toLocaleString('en-US')} items, ${OWNERS.toLocaleString('en-US')} owners, ${TAGS.toLocaleString('en-US')} tags, ${(2 * ITEMS).toLocaleString('en-US')} junction rows`,
        `${seeded.toFixed(1)} s`,
        '-',
        '-',
      ],
      ['100-row page, 8 plain fields, p50', ms(plain.p50), '-', '-'],
      [
        '+ 2 links, 3 lookups, 1 rollup, 1 formula, p50',
        ms(rich.p50),
        `<= ${ms(2 * plain.p50)}`,
        ok(rich.p50 <= 2 * plain.p50),
      ],
      ['first 100-row page, plain, p50', ms(plainFirst.p50), '-', '-'],
      ['owners title text index built (asked by the filter below)', `${ownersIndexSeconds.toFixed(1)} s`, '-', '-'],
      [
        'filter by a lookup (bt, like), p50',
        ms(filterLookup.p50),
        `<= ${ms(10 * plainBesideFilter.p50)} (plain ${ms(plainBesideFilter.p50)} in turns)`,
        ok(filterLookup.p50 <= 10 * plainBesideFilter.p50),
      ],
      ['sort by a rollup (mm sum), first request (computed; asks for the store)', ms(sortComputed.p50), '-', '-'],
      ['rollup store built (asked by the sort)', `${rollupStoreSeconds.toFixed(1)} s`, '-', '-'],
      [
        'sort by a rollup (mm sum), p50',
        ms(sortRollup.p50),
        `<= ${ms(10 * plainBeside.p50)} (plain ${ms(plainBeside.p50)} in turns)`,
        ok(sortRollup.p50 <= 10 * plainBeside.p50),
      ],
      ['link one record (mm), before the rollup is stored, p50', ms(linkUnstored.p50), '-', '-'],
      ['unlink one record (mm), before the rollup is stored, p50', ms(unlinkUnstored.p50), '-', '-'],
      ['link one record (mm), p50', ms(link.p50), '< 20 ms', ok(link.p50 < 20)],
      ['unlink one record (mm), p50', ms(unlink.p50), '< 20 ms', ok(unlink.p50 < 20)],
      ['edit a looked-up value, p50', ms(edit.p50), '< 20 ms', ok(edit.p50 < 20)],
      ['edit a rolled-up value (a tag price), p50', ms(editRolled.p50), '< 20 ms', ok(editRolled.p50 < 20)],
    ];
    return rows;
  } finally {
    await server.stop();
  }
}

/** `--only=sqlite|pg` runs one database; `--no-build` keeps the built backend as it is. */
const ONLY = /^--only=(sqlite|pg)$/.exec(process.argv.find((a) => a.startsWith('--only=')) ?? '')?.[1];

/** BENCH_LINKS_KEEP_PG=1 keeps the PostgreSQL run's database (its admin connection open: the run exits itself). */
const KEEP_PG = process.env.BENCH_LINKS_KEEP_PG === '1';

/** Runs on SQLite, then on PostgreSQL when a server answers (BENCH_PG_URL, default the local one): a table each. */
async function linksBench(print = printTable) {
  const title = (name) => console.log(`\nLinks, lookups, rollups, formulas (${name}, 127.0.0.1, one connection)\n`);
  const head = ['measure', 'value', 'target', ''];
  const rows = [];
  if (ONLY !== 'pg') {
    const sqlite = await benchDatabase('sqlite');
    title('SQLite');
    print(head, sqlite);
    rows.push(...sqlite);
  }
  const pg = ONLY === 'sqlite' ? undefined : await scratchPg();
  if (pg) {
    try {
      const pgRows = await benchDatabase('pg', { BASALT_DB: pg.url }, pg.url);
      title('PostgreSQL');
      print(head, pgRows);
      rows.push(...pgRows);
    } finally {
      // BENCH_LINKS_KEEP_PG=1 keeps the run's database for EXPLAIN ANALYZE in psql (drop it by hand after).
      if (KEEP_PG) console.log(`(kept: ${pg.url})`);
      else await pg.drop();
    }
  } else if (ONLY !== 'sqlite') {
    console.log('(no PostgreSQL server answered: its figures are left out)');
  }
  return rows;
}

module.exports = { linksBench };

if (require.main === module) {
  const { buildBackend } = require('./records');
  if (!process.argv.includes('--no-build')) buildBackend();
  linksBench().then(
    () => KEEP_PG && process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
