import knex from 'knex';
import { groupExpression, orderByColumn } from './sort-sql';

const pg = knex({ client: 'pg' });
const sqlite = knex({ client: 'better-sqlite3', useNullAsDefault: true });

describe('sort SQL reads the order expression from the field definition', () => {
  it('orders and groups a PostgreSQL json column by its text, nulls first ascending', () => {
    const column = { column_name: 'doc', uidt: 'JSON' as const };
    expect(orderByColumn(pg('t'), 'pg', column, 'asc').toSQL().sql).toBe(
      'select * from "t" order by "doc"::text asc nulls first',
    );
    expect(groupExpression(pg, 'pg', column).toSQL().sql).toBe('"doc"::text');
  });

  it('orders other types and other databases by the bare column', () => {
    expect(orderByColumn(sqlite('t'), 'sqlite', { column_name: 'doc', uidt: 'JSON' }, 'desc').toSQL().sql).toBe(
      'select * from `t` order by `doc` desc',
    );
    expect(orderByColumn(pg('t'), 'pg', { column_name: 'n', uidt: 'Number' }, 'desc').toSQL().sql).toBe(
      'select * from "t" order by "n" desc nulls last',
    );
  });

  it('tells PostgreSQL nothing about missing values for a key, so its index gives the order', () => {
    expect(orderByColumn(pg('t'), 'pg', { column_name: 'id', uidt: 'ID', pk: true }, 'asc').toSQL().sql).toBe(
      'select * from "t" order by "id" asc',
    );
  });
});
