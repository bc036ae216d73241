import { indexedColumns, sortsServed } from '../src/data/index-catalog';
import { describeEachDb } from './support/each-db';

describeEachDb("the index catalog: each index part's direction, read from the database", (server) => {
  const table = 'catalog_directions';

  beforeAll(async () => {
    const { db } = server();
    await db.schema.createTable(table, (t) => {
      t.integer('id').primary();
      t.integer('a');
      t.integer('b');
    });
    await db.raw(`create index up_a on ${table} (a, id)`);
    await db.raw(`create index down_b on ${table} (b, id desc)`);
  });

  it('says which parts are kept descending, and which sorts each index serves', async () => {
    const { db, dialect } = server();
    const parts = (await indexedColumns(db, table))
      .filter((p) => p.index === 'up_a' || p.index === 'down_b')
      .map((p) => [p.index, p.position, p.column, p.descending])
      .sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[1]) - Number(y[1]));
    expect(parts).toEqual([
      ['down_b', 0, 'b', false],
      ['down_b', 1, 'id', true],
      ['up_a', 0, 'a', false],
      ['up_a', 1, 'id', false],
    ]);
    const served = sortsServed(dialect, await indexedColumns(db, table), 'id');
    const both = ['asc', 'desc'];
    expect([[...served.get('a')!].sort(), [...served.get('b')!].sort()]).toEqual(
      dialect === 'mysql' ? [['asc'], ['desc']] : [both, both],
    );
  });
});
