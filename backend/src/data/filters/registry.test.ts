import { PHYSICAL_UI_TYPES, parseWhere, validateWhere, type WhereGroup } from '@basalt/core';
import knex from 'knex';
import { applyWhere, filterOpsFor } from '.';
import { FILTER_SQL } from './registry';
import type { SqlDialect } from '../dialect';
import { termFor } from '../../../test/support/filter-values';

const CLIENTS: Record<SqlDialect, string> = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2', mssql: 'mssql' };
describe('filter SQL registry', () => {
  it('has a family for every physical field type', () => {
    expect(Object.keys(FILTER_SQL).sort()).toEqual([...PHYSICAL_UI_TYPES].sort());
  });

  for (const uidt of PHYSICAL_UI_TYPES) {
    it(`compiles every op of ${uidt} on every dialect with its values as bindings`, () => {
      const ops = filterOpsFor(uidt);
      expect(ops.length).toBeGreaterThan(0);
      const field = { title: 'F', column_name: 'f col', id: 'cl_1', uidt };
      for (const op of ops) {
        const parsed = parseWhere(termFor('F', uidt, op)) as WhereGroup;
        const resolved = validateWhere(parsed, [field]);
        if ('error' in resolved) throw new Error(`${uidt} ${op}: ${resolved.error}`);
        for (const [dialect, client] of Object.entries(CLIENTS) as Array<[SqlDialect, string]>) {
          const db = knex({ client, useNullAsDefault: true });
          const { sql } = applyWhere(db('t'), resolved, { knex: db, dialect, now: new Date() }).toSQL();
          expect(sql).toContain('f col');
          expect(sql).not.toContain('OR 1=1');
        }
      }
    });
  }
});
