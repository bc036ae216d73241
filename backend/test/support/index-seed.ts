import type { TestServer } from './each-db';

/**
 * Fills `tableName` (columns title, amount, price) with `count` rows in one INSERT ... SELECT, in the database
 * itself: row i is `row <i>`, amount i % 1000 (none every 97th), price (i * 37) % 10000 / 100 (none every 89th).
 */
export async function seedRows(server: TestServer, tableName: string, count: number): Promise<void> {
  const { db, dialect } = server;
  const values = (i: string, concat: string) =>
    `${concat}, case when ${i} % 97 = 0 then null else ${i} % 1000 end,
     case when ${i} % 89 = 0 then null else ((${i} * 37) % 10000) / 100.0 end`;
  if (dialect === 'pg') {
    await db.raw(
      `insert into ?? (title, amount, price) select ${values('i', `'row ' || i`)} from generate_series(1, ${count}) i`,
      [tableName],
    );
  } else if (dialect === 'mysql') {
    // MariaDB's sequence engine: seq_1_to_N is a table of the numbers 1..N.
    await db.raw(
      `insert into ?? (title, amount, price) select ${values('seq', `concat('row ', seq)`)} from seq_1_to_${count}`,
      [tableName],
    );
  } else {
    await db.raw(
      `insert into ?? (title, amount, price)
       with recursive s(i) as (select 1 union all select i + 1 from s where i < ${count})
       select ${values('i', `'row ' || i`)} from s`,
      [tableName],
    );
  }
}
