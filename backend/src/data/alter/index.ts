import type { Knex } from 'knex';
import { badRequest } from '../../http/errors';
import { BACKEND_FIELDS } from '../../fields/registry';
import { renameColumn, sqlTypeOf, type PhysicalColumn } from '../ddl';
import { dialectOf, type SqlDialect } from '../dialect';
import { rowBatches, updateByKey } from '../rows';
import { checkConversion, conversionError, converter, type ConversionSpec, type Convert } from './convert';
import { rebuildSqliteTable } from './sqlite-rebuild';
import { replaceViaStagingColumn } from './staging-column';
import { dropColumnIndexes } from '../indexes';

export interface AlterRequest {
  tableName: string;
  /** The table's columns in order, as they are now (the rebuild re-creates them). */
  columns: PhysicalColumn[];
  /** Primary-key column names. */
  keys: string[];
  from: PhysicalColumn;
  to: PhysicalColumn;
  /** The column title, for messages. */
  title: string;
  spec: Omit<ConversionSpec, 'from' | 'to' | 'rqd'>;
}

/** What an alteration does to the database, cheapest first. */
export type AlterPath = 'none' | 'rename' | 'values' | 'rebuild';

export interface AlterPlan {
  path: AlterPath;
  convert: Convert;
}

function defaultDb(column: PhysicalColumn, dialect: SqlDialect): unknown {
  return column.cdf === undefined || column.cdf === null ? null : BACKEND_FIELDS[column.uidt].toDb(column.cdf, dialect);
}

/** The row key used to write values back: the single primary key, or SQLite's rowid. */
function rowKey(req: AlterRequest, dialect: SqlDialect): string {
  if (req.keys.length === 1) return req.keys[0]!;
  if (dialect === 'sqlite') return 'rowid';
  throw badRequest(`Cannot change column "${req.title}": its table has no single-column primary key`);
}

/**
 * Checks that every value converts (nothing changes yet) and decides how to apply the change: refuses with 400
 * naming the column and the values that do not convert.
 */
export async function planAlter(knex: Knex, req: AlterRequest): Promise<AlterPlan> {
  const dialect = dialectOf(knex);
  const { from, to } = req;
  const convert = converter({ ...req.spec, from: from.uidt, to: to.uidt, rqd: !!to.rqd }, dialect);
  const typeChanged = sqlTypeOf(from, dialect) !== sqlTypeOf(to, dialect);
  const constraintsChanged =
    !!from.rqd !== !!to.rqd || JSON.stringify(defaultDb(from, dialect)) !== JSON.stringify(defaultDb(to, dialect));
  const renamed = from.column_name !== to.column_name;
  const mayChangeValues = from.uidt !== to.uidt || typeChanged || (!!to.rqd && !from.rqd) || !!req.spec.mapApiValue;

  let changed = false;
  if (mayChangeValues) {
    const report = await checkConversion(knex, req.tableName, from.column_name, [rowKey(req, dialect)], convert);
    const error = conversionError(req.title, to.uidt, report);
    if (error) throw badRequest(error);
    changed = report.changed;
  }
  if (typeChanged || constraintsChanged) return { path: 'rebuild', convert };
  if (changed) return { path: 'values', convert };
  return { path: renamed ? 'rename' : 'none', convert };
}

/** Applies a planned alteration: inside the caller's transaction, or statement by statement on MySQL. */
export async function applyAlter(trx: Knex, req: AlterRequest, plan: AlterPlan): Promise<void> {
  const dialect = dialectOf(trx);
  const { from, to } = req;
  if (plan.path === 'none') return;
  const key = rowKey(req, dialect);
  const renameFirst = from.column_name !== to.column_name && (plan.path !== 'rebuild' || dialect === 'sqlite');
  if (renameFirst) await renameColumn(trx, req.tableName, from.column_name, to.column_name);
  const current = renameFirst ? to.column_name : from.column_name;

  if (plan.path === 'values') {
    for await (const batch of rowBatches(trx, req.tableName, [key, current], [key])) {
      const pairs: Array<[unknown, unknown]> = [];
      for (const row of batch) {
        const result = plan.convert(row[current]);
        if (!result.ok) {
          throw badRequest(`Cannot change column "${req.title}" to ${to.uidt}: the data changed meanwhile`);
        }
        if (result.changed) pairs.push([row[key], result.db]);
      }
      // Rows keep their place in key order, so rewriting a page does not shift the next one.
      await updateByKey(trx, req.tableName, key, current, pairs, sqlTypeOf(to, dialect));
    }
  } else if (plan.path === 'rebuild') {
    // An index of the old type goes (indexes.ts); the new type's is made on first use if still wanted.
    await dropColumnIndexes(trx, req.tableName, current);
    if (dialect === 'sqlite') {
      const columns = req.columns.map((c) => (c.column_name === from.column_name ? to : c));
      const converted = { column: to.column_name, convert: plan.convert, title: req.title, uidt: to.uidt };
      await rebuildSqliteTable(trx, req.tableName, columns, converted, [key]);
    } else {
      await replaceViaStagingColumn(trx, req.tableName, from, to, key, plan.convert, req.title);
    }
  }
}
