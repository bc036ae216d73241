import knex, { type Knex } from 'knex';
import type { FieldSql } from './field';
import { readTogether, splitTogether } from './read-together';

const pg = knex({ client: 'pg' });
const sqlite = knex({ client: 'better-sqlite3', useNullAsDefault: true });

/** The tags linked to the page's row, at one alias: what a link and its lookups and rollups select from. */
const tagsOf = (db: Knex) => db({ r: 'tags' }).where('r.item_id', db.ref('p.id'));
const over = (db: Knex, rows: Knex.QueryBuilder, value: string): FieldSql => ({
  expression: db.raw('(?)', [rows.clone().select(db.raw(value))]),
  resultUidt: 'Number',
  overLinked: { rows, value: db.raw(value) },
});

describe('fields read through the same linked rows', () => {
  it('are read in one LATERAL join on PostgreSQL; a field alone and a plain one keep their own SQL', () => {
    const query = pg.from({ p: 'page' });
    const fields = [
      over(pg, tagsOf(pg), 'count(*)'),
      undefined,
      over(pg, tagsOf(pg), 'sum(r.price)'),
      over(pg, pg({ o: 'owners' }).where('o.id', pg.ref('p.owner_id')).limit(1), 'o.title'),
    ];
    const together = readTogether(pg, 'pg', query, fields);
    expect(together.map((t) => t?.toQuery())).toEqual([
      '"basalt_together0"."v0"',
      undefined,
      '"basalt_together0"."v1"',
      undefined,
    ]);
    expect(query.toQuery()).toBe(
      'select * from "page" as "p" left join lateral (select count(*) as "v0", sum(r.price) as "v1" from "tags" as "r" ' +
        'where "r"."item_id" = "p"."id") as "basalt_together0" on true',
    );
  });

  it('are left as subqueries on SQLite unless the rows are split after', () => {
    const query = sqlite.from({ p: 'page' });
    const fields = [over(sqlite, tagsOf(sqlite), 'count(*)'), over(sqlite, tagsOf(sqlite), 'sum(r.price)')];
    expect(readTogether(sqlite, 'sqlite', query, fields)).toEqual([undefined, undefined]);
    expect(query.toQuery()).toBe('select * from `page` as `p`');
  });

  it('are read on SQLite in one subquery answering a JSON array, in the first field column', () => {
    const query = sqlite.from({ p: 'page' });
    const fields = [
      over(sqlite, tagsOf(sqlite), 'count(*)'),
      undefined,
      over(sqlite, tagsOf(sqlite), 'sum(r.price)'),
      over(sqlite, sqlite({ o: 'owners' }).where('o.id', sqlite.ref('p.owner_id')).limit(1), 'o.title'),
    ];
    const together = readTogether(sqlite, 'sqlite', query, fields, true);
    expect(together.map((t) => t?.toQuery())).toEqual([
      '(select json_array(count(*), sum(r.price)) from `tags` as `r` where `r`.`item_id` = `p`.`id`)',
      undefined,
      'null',
      undefined,
    ]);
    expect(query.toQuery()).toBe('select * from `page` as `p`');
  });

  it('are split back into their places, as arrays or objects; no row reads as null for each', () => {
    const split = splitTogether<unknown[]>([[0, 2]], (i) => i);
    expect(split(['[3,"[1]"]', 'x', null])).toEqual([3, 'x', '[1]']);
    expect(split([null, 'x', null])).toEqual([null, 'x', null]);
    const byName = splitTogether<Record<string, unknown>>([[1, 2]], (i) => ['a', 'b', 'c'][i]!);
    expect(byName({ a: 1, b: '[[{"Id":1}],0.30000000000000004]', c: null })).toEqual({
      a: 1,
      b: [{ Id: 1 }],
      c: 0.30000000000000004,
    });
  });
});
