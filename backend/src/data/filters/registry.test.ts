import {
  PHYSICAL_UI_TYPES,
  filterTypeInfo,
  isListOp,
  isRangeOp,
  isSubOpOp,
  isValuelessOp,
  parseWhere,
  validateWhere,
  type FilterOp,
  type WhereGroup,
} from '@basalt/core';
import knex from 'knex';
import { applyWhere, filterOpsFor } from '.';
import { FILTER_SQL } from './registry';
import type { SqlDialect } from '../dialect';

const CLIENTS: Record<SqlDialect, string> = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2', mssql: 'mssql' };
const HOSTILE = "x' OR 1=1; --";

/** A value of the right kind for a type and op, written as a `where` would write it. */
function valueFor(uidt: string, op: FilterOp): string | undefined {
  if (isValuelessOp(op)) return undefined;
  if (op === 'is' || op === 'isnot') return 'null';
  const kind = filterTypeInfo(uidt).valueKind;
  if (kind === 'date') {
    if (op === 'isWithin') return 'pastNumberOfDays,3';
    if (isSubOpOp(op)) return 'exactDate,2024-01-31';
    return '2024-01-01,2024-12-31';
  }
  const one = { number: '5', key: '5', boolean: 'true', time: '10:30', text: HOSTILE, date: '' }[kind];
  return isListOp(op) || isRangeOp(op) ? `${one},${one}` : one;
}

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
        const value = valueFor(uidt, op);
        const parsed = parseWhere(value === undefined ? `(F,${op})` : `(F,${op},${value})`) as WhereGroup;
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
