import type { TestServer } from './each-db';

export interface IndexInfo {
  name: string;
  columns: string[];
  unique: boolean;
}

/** The indexes of a table as the database itself lists them (primary keys left out), sorted by name. */
export async function indexesOf(server: TestServer, tableName: string): Promise<IndexInfo[]> {
  const { db, dialect } = server;
  let found: IndexInfo[];
  if (dialect === 'sqlite') {
    const list: Array<{ name: string; unique: number; origin: string }> = await db.raw(
      `pragma index_list(${JSON.stringify(tableName)})`,
    );
    found = await Promise.all(
      list
        .filter((i) => i.origin !== 'pk')
        .map(async (i) => ({
          name: i.name,
          unique: i.unique === 1,
          columns: ((await db.raw(`pragma index_info(${JSON.stringify(i.name)})`)) as Array<{ name: string }>).map(
            (c) => c.name,
          ),
        })),
    );
  } else if (dialect === 'pg') {
    const { rows } = await db.raw(
      `select i.relname as name, ix.indisunique as "unique",
              array_agg(a.attname order by k.ord)::text[] as columns
         from pg_index ix
         join pg_class t on t.oid = ix.indrelid
         join pg_class i on i.oid = ix.indexrelid
         join lateral unnest(ix.indkey) with ordinality as k(attnum, ord) on true
         join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
        where t.relname = ? and not ix.indisprimary
        group by i.relname, ix.indisunique`,
      [tableName],
    );
    found = rows as IndexInfo[];
  } else {
    const [rows] = await db.raw(
      `select index_name as name, non_unique as nonUnique, column_name as col
         from information_schema.statistics
        where table_schema = database() and table_name = ? and index_name <> 'PRIMARY'
        order by index_name, seq_in_index`,
      [tableName],
    );
    const byName = new Map<string, IndexInfo>();
    for (const r of rows as Array<{ name: string; nonUnique: number; col: string }>) {
      const index = byName.get(r.name) ?? { name: r.name, unique: Number(r.nonUnique) === 0, columns: [] };
      index.columns.push(r.col);
      byName.set(r.name, index);
    }
    found = [...byName.values()];
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
