import type { Knex } from 'knex';
import { autoIndexesOf } from '../src/data/auto-index';
import { FastSqlite } from '../src/data/sqlite/fast';
import { describeEachDb, type TestServer } from './support/each-db';
import { seedRows } from './support/index-seed';
import { indexesOf } from './support/indexes';
import { q, recordsFixture, type RecordsFixture } from './support/records';

const ROWS = 100_000;
const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'amount', title: 'Amount', uidt: 'Number' },
  { column_name: 'price', title: 'Price', uidt: 'Decimal' },
];
const SORTED_FILTERED = { where: '(Amount,gt,500)', sort: '-Price', limit: 25 };

interface Statement {
  sql: string;
  bindings: readonly unknown[];
}

/** The SQL statements the server runs while `fn` runs (SQLite's fast path, or the Knex pool). */
async function statementsOf(server: TestServer, fn: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  if (server.dialect === 'sqlite') {
    const rows = FastSqlite.prototype.rows;
    const all = FastSqlite.prototype.all;
    const spies = [
      jest.spyOn(FastSqlite.prototype, 'rows').mockImplementation(function (this: FastSqlite, query) {
        seen.push(query);
        return rows.call(this, query);
      }),
      jest.spyOn(FastSqlite.prototype, 'all').mockImplementation(function (this: FastSqlite, query) {
        seen.push(query);
        return all.call(this, query);
      }),
    ];
    try {
      await fn();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    return seen;
  }
  const listen = (data: { sql: string; bindings?: readonly unknown[] }) =>
    seen.push({ sql: data.sql.replace(/\$\d+/g, '?'), bindings: data.bindings ?? [] });
  server.db.on('query', listen);
  try {
    await fn();
  } finally {
    server.db.off('query', listen);
  }
  return seen;
}

/** Every node of a PostgreSQL JSON plan. */
function planNodes(node: Record<string, unknown>): Array<Record<string, unknown>> {
  const children = (node.Plans as Array<Record<string, unknown>> | undefined) ?? [];
  return [node, ...children.flatMap(planNodes)];
}

/** What the database's query plan says of a statement, in the same terms on the three databases. */
interface Plan {
  /** An index Basalt made is read. */
  readsOurIndex: boolean;
  /** Steps reading the whole table. */
  fullScans: string[];
  /** Steps sorting (or grouping in a temporary table) every row read. */
  sorts: string[];
  /** Steps sorting only runs of equal values (PostgreSQL's Incremental Sort, SQLite's right part of ORDER BY). */
  partialSorts: string[];
}

async function planOf({ db, dialect }: TestServer, { sql, bindings }: Statement): Promise<Plan> {
  const values = bindings as Knex.Value[];
  if (dialect === 'sqlite') {
    const details = ((await db.raw(`explain query plan ${sql}`, values)) as Array<{ detail: string }>).map(
      (p) => p.detail,
    );
    return {
      readsOurIndex: details.some((d) => /USING (COVERING )?INDEX bx_/.test(d)),
      fullScans: details.filter((d) => /^SCAN /.test(d) && !/USING/.test(d)),
      sorts: details.filter((d) => /TEMP B-TREE FOR (ORDER|GROUP) BY/.test(d)),
      partialSorts: details.filter((d) => /TEMP B-TREE FOR RIGHT PART OF ORDER BY/.test(d)),
    };
  }
  if (dialect === 'pg') {
    const result = await db.raw(`explain (format json) ${sql}`, values);
    const nodes = planNodes(result.rows[0]['QUERY PLAN'][0].Plan);
    const types = nodes.map((n) => String(n['Node Type']));
    return {
      readsOurIndex: nodes.some(
        (n) => String(n['Node Type']).startsWith('Index') && /^bx_/.test(String(n['Index Name'])),
      ),
      fullScans: types.filter((t) => t === 'Seq Scan'),
      sorts: types.filter((t) => t === 'Sort' || t === 'HashAggregate'),
      partialSorts: types.filter((t) => t === 'Incremental Sort'),
    };
  }
  const [rows] = await db.raw(`explain ${sql}`, values);
  const plan = rows as Array<{ key: string | null; type: string; Extra: string | null }>;
  return {
    readsOurIndex: plan.some((p) => /^bx_/.test(String(p.key))),
    fullScans: plan.filter((p) => p.type === 'ALL').map((p) => `${p.type} ${p.Extra ?? ''}`),
    sorts: plan.filter((p) => /filesort|temporary/i.test(String(p.Extra))).map((p) => String(p.Extra)),
    partialSorts: [],
  };
}

/** The statement reading a page of the table's list (not its count, nor metadata read again after an index build). */
const pageStatement = (statements: Statement[], tableName: string) =>
  statements.find((s) => s.sql.includes(tableName) && /order by/i.test(s.sql) && !/count\(/i.test(s.sql));

describeEachDb('records: a 100,000-row table served by indexes', (server) => {
  let fx: RecordsFixture;
  const manager = () => autoIndexesOf(server().db);
  const get = async (params: Record<string, string | number>) =>
    (await fx.client.get(`${fx.path}?${q(params)}`).expect(200)).body;
  const table = () => fx.table.table_name;

  /** The ids the database itself gives for an order and offset (no value first ascending, last descending). */
  async function expectedIds(column: string, desc: boolean, offset: number, amountOver?: number) {
    const db: Knex = server().db;
    const qb = db(table()).select('id');
    if (amountOver !== undefined) qb.where('amount', '>', amountOver);
    const nulls = server().dialect === 'pg' ? (desc ? ' nulls last' : ' nulls first') : '';
    qb.orderByRaw(`?? ${desc ? 'desc' : 'asc'}${nulls}, ?? asc`, [column, 'id'])
      .limit(25)
      .offset(offset);
    return ((await qb) as Array<{ id: number }>).map((r) => Number(r.id));
  }

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'hundredk@example.com', { table_name: 'Hundred', columns: COLUMNS });
    await seedRows(server(), table(), ROWS);
    await get(SORTED_FILTERED);
    await get({ sort: 'Amount' });
    await manager().idle();
  }, 120_000);

  // Builds still queued would outlive the database the suite closes.
  afterAll(() => manager().idle());

  it('reads a sorted, filtered page through an index, with no full scan (the query plan says)', async () => {
    await get(SORTED_FILTERED);
    const page = pageStatement(await statementsOf(server(), () => get({ ...SORTED_FILTERED, offset: 25 })), table());
    expect(page).toBeDefined();
    const plan = await planOf(server(), page!);
    expect(plan.readsOurIndex).toBe(true);
    expect(plan.fullScans).toEqual([]);
    // The index asked for by a descending sort is read backward in the list's order, ties by the key ascending
    // included: no row sorted, not even a run of equal prices (data/indexes.ts, keyDescending).
    expect(plan.sorts).toEqual([]);
    if (server().dialect !== 'sqlite') expect(plan.partialSorts).toEqual([]);
  });

  it('sorts by a field both ways through indexes, sorting no whole table (MySQL: an index a direction)', async () => {
    for (const sort of ['-Price', 'Price']) await get({ sort, limit: 25 });
    await manager().idle();
    for (const sort of ['-Price', 'Price']) {
      const page = pageStatement(await statementsOf(server(), () => get({ sort, limit: 25, offset: 25 })), table());
      const plan = await planOf(server(), page!);
      expect([sort, plan.readsOurIndex, plan.fullScans, plan.sorts]).toEqual([sort, true, [], []]);
    }
    const onPrice = (await indexesOf(server(), table())).filter(
      (i) => i.name.startsWith('bx_') && i.columns[0] === 'price',
    );
    expect(onPrice).toHaveLength(server().dialect === 'mysql' ? 2 : 1);
  });

  it.each([
    ['-Price', 'price', true, undefined],
    ['Price', 'price', false, undefined],
    ['Amount', 'amount', false, undefined],
    ['-Amount', 'amount', true, 500],
    ['-Price', 'price', true, 500],
  ])(
    'pages deep into sort=%s (column %s, descending %s, amount over %s) as an OFFSET would',
    async (sort, column, desc, over) => {
      const where: Record<string, string> = over === undefined ? {} : { where: `(Amount,gt,${over})` };
      for (const offset of [10_000, 43_210, 49_990, 99_990]) {
        const body = await get({ sort, ...where, limit: 25, offset });
        const ids = body.list.map((r: { Id: number }) => Number(r.Id));
        expect([offset, ids]).toEqual([offset, await expectedIds(column, desc, offset, over)]);
      }
      // From a keyset anchor: no statement steps over 43,210 rows.
      const deep = await statementsOf(server(), () => get({ sort, ...where, limit: 25, offset: 43_210 }));
      expect(deep.filter((s) => s.bindings.includes(43_210))).toEqual([]);
    },
  );

  it('groups by an indexed number field through its index, sorting and hashing nothing (the query plan says)', async () => {
    const groupby = `${fx.path}/groupby?${q({ column_name: 'Amount', limit: 25 })}`;
    await fx.client.get(groupby).expect(200);
    await manager().idle();
    const statements = await statementsOf(server(), () => fx.client.get(groupby).expect(200));
    const page = statements.find((s) => s.sql.includes(table()) && /group by/i.test(s.sql) && /limit/i.test(s.sql));
    expect(page).toBeDefined();
    const plan = await planOf(server(), page!);
    expect([plan.readsOurIndex, plan.fullScans, plan.sorts]).toEqual([true, [], []]);
  });

  it('keeps filtered counts cached, and right after writes', async () => {
    const filter = { where: '(Amount,gt,990)', limit: 1 };
    const before = (await get(filter)).pageInfo.totalRows;
    expect((await get({ ...filter, offset: 0 })).pageInfo.totalRows).toBe(before);
    const counts = await statementsOf(server(), () => get(filter));
    expect(counts.filter((s) => /count\(/i.test(s.sql))).toEqual([]);
    const made = (await fx.client.post(fx.path, { Title: 'counted', Amount: 999 }).expect(200)).body;
    expect((await get(filter)).pageInfo.totalRows).toBe(before + 1);
    await fx.client.delete(`${fx.path}/${made.Id}`).expect(200);
    expect((await get(filter)).pageInfo.totalRows).toBe(before);
  });

  it('reads a search matching many rows (5,000 or more) by the scan, with the same rows', async () => {
    const search = { where: '(Title,like,row 1)', limit: 25, offset: 50 };
    await get(search);
    await manager().idle();
    const body = await get(search);
    expect(body.pageInfo.totalRows).toBeGreaterThan(5000);
    const rows = await server()
      .db(table())
      .select('id')
      .where('title', 'like', '%row 1%')
      .orderBy('id')
      .limit(25)
      .offset(50);
    expect(body.list.map((r: { Id: number }) => Number(r.Id))).toEqual(rows.map((r: { id: number }) => Number(r.id)));
  });

  it('loses no write made while an index is being built', async () => {
    const building = get({ sort: 'Title' });
    const singles = Array.from({ length: 30 }, (_, i) =>
      fx.client.post(fx.path, { Title: `during ${i}`, Amount: i }).expect(200),
    );
    const bulk = fx.client.post(
      fx.bulk,
      Array.from({ length: 100 }, (_, i) => ({ Title: `bulk during ${i}` })),
    );
    await Promise.all([building, ...singles, bulk.expect(200)]);
    await manager().idle();
    expect((await get({ limit: 1 })).pageInfo.totalRows).toBe(ROWS + 130);
    const found = await get({ where: '(Title,like,during)', limit: 1000 });
    expect(found.list).toHaveLength(130);
    const indexes = await indexesOf(server(), table());
    expect(indexes.some((i) => i.name.startsWith('bx_') && i.columns[0] === 'title')).toBe(true);
  });
});
