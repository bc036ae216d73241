import type { Knex } from 'knex';
import type { RollupOptions } from '../meta/col-options';
import type { ColumnRecord, ModelRecord } from '../meta/types';
import {
  LinkSqlError,
  linkValueFromDb,
  linkValueParts,
  linkValueSql,
  linkedKeys,
  linkedRowsQuery,
} from '../relations/link-sql';
import { nullSql, type FieldSql, type ProjectionContext, type StoredValue, type VirtualBackendField } from './field';
import { rollupStorePlan, type GroupedRollup } from './rollup-store/plan';
import { recheckRollupStore, storeReady, wantRollupStore } from './rollup-store/store';

/** The alias of the linked rows inside a lookup's or rollup's subquery: one per depth, so nested ones differ. */
export const linkedAlias = (ctx: Pick<ProjectionContext, 'depth'>) => `basalt_r${ctx.depth}`;

/** A link field of the table, and the table it links to. */
export interface Through {
  link: ColumnRecord;
  related: ModelRecord;
  /** hm and mm give many linked records, bt at most one. */
  many: boolean;
}

/** The link a lookup, rollup or count reads through, if it is still there. */
export function throughLink(ctx: ProjectionContext, linkId: string | null | undefined): Through | string {
  const link = linkId ? ctx.schema.column(linkId) : undefined;
  if (!link || link.uidt !== 'LinkToAnotherRecord' || link.fk_model_id !== ctx.model.id)
    return 'the link it reads through was deleted';
  const relation = link.colOptions as { fk_related_model_id?: string; type?: string } | undefined;
  const related = relation?.fk_related_model_id ? ctx.schema.models.get(relation.fk_related_model_id) : undefined;
  if (!related) return 'the table it reads from was deleted';
  return { link, related, many: relation!.type !== 'bt' };
}

/** The linked rows of the outer row, aliased for this depth (a correlated subquery). */
export function linkedRows(ctx: ProjectionContext, through: Through): Knex.QueryBuilder {
  return linkedRowsQuery(ctx.knex, ctx.schema, through.link, ctx.outer, linkedAlias(ctx));
}

/** Reads a link error as the field's reason (a broken link reads as null rather than failing the table). */
export function orNull(ctx: ProjectionContext, read: () => FieldSql): FieldSql {
  try {
    return read();
  } catch (err) {
    if (err instanceof LinkSqlError) return nullSql(ctx, err.message);
    throw err;
  }
}

/**
 * A link field reads as its linked records' keys and display values (docs/API.md §1.11 row shape): hm and mm as an
 * array, bt as one object or null (relations/link-sql.ts). Filters see the JSON text (blank / not blank, like).
 */
export const linkField: VirtualBackendField = {
  uidt: 'LinkToAnotherRecord',
  project: (column, ctx) =>
    orNull(ctx, () => ({
      expression: linkValueSql(ctx.knex, ctx.dialect, ctx.schema, column, ctx.outer),
      resultUidt: 'JSON',
      fromDb: linkValueFromDb,
      // At the lookups' alias, so the page reads the link with them.
      overLinked: linkValueParts(ctx.knex, ctx.dialect, ctx.schema, column, ctx.outer, linkedAlias(ctx)),
    })),
};

const ROLLUP_SQL: Record<RollupOptions['rollup_function'], string> = {
  count: 'count(?)',
  countDistinct: 'count(distinct ?)',
  sum: 'sum(?)',
  sumDistinct: 'sum(distinct ?)',
  avg: 'avg(?)',
  avgDistinct: 'avg(distinct ?)',
  min: 'min(?)',
  max: 'max(?)',
};

/** What a rollup of no linked record is: a count or a sum of nothing is 0, an average, minimum or maximum none. */
const ZERO_WHEN_EMPTY = new Set(['count', 'countDistinct', 'sum', 'sumDistinct']);

/**
 * A rollup reads as one aggregate of a field over the linked records, in one correlated subquery; a Count (a rollup
 * row with the function `count` and no field) counts the linked records. The field may itself be virtual (a
 * formula of the related table): it is read through the projection at the linked rows' alias.
 */
function rollupSql(column: ColumnRecord, ctx: ProjectionContext): FieldSql {
  const options = column.colOptions as RollupOptions | undefined;
  const through = throughLink(ctx, options?.fk_relation_column_id);
  if (typeof through === 'string') return nullSql(ctx, through);
  return orNull(ctx, () => {
    const rows = linkedRows(ctx, through);
    const fn = options?.rollup_function ?? 'count';
    if (column.uidt === 'Count' || !options?.fk_rollup_column_id) {
      const stored = storedValue(column, ctx, () => groupedOver(ctx, through, ctx.knex.raw('count(*)')));
      const count = ctx.knex.raw('count(*)');
      const expression = ctx.knex.raw('(?)', [rows.clone().select(count)]);
      return { expression, resultUidt: 'Number', overLinked: { rows, value: count }, ...(stored ? { stored } : {}) };
    }
    const rolled = ctx.schema.column(options.fk_rollup_column_id);
    if (!rolled || rolled.fk_model_id !== through.related.id) return nullSql(ctx, 'the field it rolls up was deleted');
    const value = ctx.fieldSql(rolled, { model: through.related, outer: linkedAlias(ctx), depth: ctx.depth });
    const aggregate = ctx.knex.raw(ROLLUP_SQL[fn], [value.expression]);
    const filled = ZERO_WHEN_EMPTY.has(fn) ? ctx.knex.raw('coalesce(?, 0)', [aggregate]) : aggregate;
    const resultUidt = fn.startsWith('count') ? 'Number' : fn === 'min' || fn === 'max' ? value.resultUidt : 'Decimal';
    const selected = rows.clone().select(filled);
    const stored = storedValue(column, ctx, () => groupedOver(ctx, through, filled));
    return {
      expression: ctx.knex.raw('(?)', [selected]),
      resultUidt,
      ...(value.fromDb && resultUidt === value.resultUidt ? { fromDb: value.fromDb } : {}),
      overLinked: { rows, value: filled },
      ...(stored ? { stored } : {}),
    };
  });
}

/** The rollup's aggregate (over the linked rows at this depth's alias) for many rows at once, grouped by row. */
function groupedOver(ctx: ProjectionContext, through: Through, value: Knex.Raw): GroupedRollup {
  const { inner, keys } = linkedKeys(ctx.knex, ctx.schema, through.link, ctx.outer, linkedAlias(ctx));
  return { rows: keys.clearSelect(), inner, value };
}

/** The rollup's stored copy, for the rollup's own table (not for a lookup of it, nor a page read around a query). */
function storedValue(
  column: ColumnRecord,
  ctx: ProjectionContext,
  grouped: () => GroupedRollup,
): StoredValue | undefined {
  if (ctx.depth !== 1 || ctx.outer !== ctx.model.table_name) return undefined;
  const { knex, dialect, schema, model } = ctx;
  const plan = rollupStorePlan(
    knex,
    dialect,
    schema,
    column,
    model,
    (outer) => ctx.fieldSql(column, { model, outer, depth: 0 }).expression,
    grouped(),
  );
  if (!plan) return undefined;
  recheckRollupStore(knex, plan.name);
  return {
    plan,
    get ready() {
      return storeReady(plan.name);
    },
    want: () => wantRollupStore(knex, plan),
  };
}

export const rollupField: VirtualBackendField = { uidt: 'Rollup', project: rollupSql };
export const countField: VirtualBackendField = { uidt: 'Count', project: rollupSql };
