import { PHYSICAL_UI_TYPES, parseWhere, validateWhere, type WhereGroup } from '@basalt/core';
import knex from 'knex';
import { applyWhere, filterOpsFor } from '.';
import { BACKEND_FIELDS } from '../../fields/registry';
import type { SqlDialect } from '../dialect';
import { termFor } from '../../../test/support/filter-values';

const CLIENTS: Record<SqlDialect, string> = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2', mssql: 'mssql' };
describe('filter SQL of every field type', () => {
  it('reads a filter family from the definition of every physical field type, and none for others', () => {
    for (const uidt of PHYSICAL_UI_TYPES) {
      const family = Object.keys(BACKEND_FIELDS[uidt].filter);
      expect(filterOpsFor(uidt).every((op) => family.includes(op))).toBe(true);
    }
    expect(filterOpsFor('Formula')).toEqual([]);
    expect(filterOpsFor('Nope')).toEqual([]);
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
