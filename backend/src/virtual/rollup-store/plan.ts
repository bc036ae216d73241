import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { SqlDialect } from '../../data/dialect';
import type { RelationOptions, RollupOptions } from '../../meta/col-options';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import type { ProjectSchema } from '../schema';

/**
 * A rollup's stored copy (docs/ARCHITECTURE.md, virtual fields): a side table `<name>` (`bx_k` the row's key,
 * `bx_v` the value, an index on (bx_v, bx_k)) holding one row per row of the rollup's table, kept exact by triggers
 * on every table the value depends on. The value is computed by the rollup's own SQL (virtual/links.ts) for a row
 * named `OUTER`, so the aggregate is written once.
 */
export interface RollupStorePlan {
  /** `bx_ru_<hash of the field, its SELECT and the triggers' form>`: a changed definition is a new store. */
  name: string;
  fieldId: string;
  /** Every table the triggers read or sit on: dropping or altering any of them drops the store first. */
  tables: string[];
  parentTable: string;
  parentKey: string;
  /** The key's declared type on SQLite (an integer key makes the side table a rowid table). */
  integerKey: boolean;
  /** SELECT of (key, value) for the rows of the rollup's table `OUTER` (no WHERE yet). */
  select: string;
  triggers: TriggerPlan[];
}

export interface TriggerPlan {
  table: string;
  event: 'insert' | 'delete' | 'update';
  /** `update of` these columns only. */
  of?: string[];
  /** Statements, with `NEW.` / `OLD.` references to the written row. */
  statements: string[];
}

/**
 * The same rollup for many rows at once: its aggregate over the linked rows (uncorrelated, not yet selected)
 * grouped by the column holding the key of the row they are linked to (`inner`: an hm child's foreign key, the
 * junction's column of this side). PostgreSQL's triggers recompute the rows a write touches with it in one statement.
 */
export interface GroupedRollup {
  rows: Knex.QueryBuilder;
  inner: string;
  value: Knex.Raw;
}

/** The alias of the rollup's table in the stored value's SELECT. */
export const OUTER = 'bx_p';

/** MySQL keeps computing rollups as they are read (no stored copy there yet). */
const STORABLE_DIALECTS = new Set<SqlDialect>(['sqlite', 'pg']);

const nameOf = (c: ColumnRecord) => c.column_name ?? c.title;

/**
 * PostgreSQL: the stored values of the rows `keys` selects, recomputed in one statement (the aggregate grouped by
 * row over the linked rows of them all, not one correlated subquery per row) and written only where they changed,
 * so a tag's new price rewrites its ~200 items' sums once and an unchanged value leaves the (bx_v, bx_k) index be
 * (docs/PERFORMANCE.md, links). A row no linked row is left to gets the rollup of nothing (0 for a sum, null for an
 * average): the aggregate over no row. The keys are read once (a CTE: PostgreSQL 12+ keeps one referenced twice).
 */
function groupedRefresh(knex: Knex, store: string, grouped: GroupedRollup, keys: string): string {
  const q = (name: string) => knex.raw('??', [name]).toQuery();
  const inner = q(grouped.inner);
  const rows = (select: Knex.QueryBuilder) => knex.raw('?', [select]).toQuery();
  const empty = rows(grouped.rows.clone().select(grouped.value).whereRaw('false'));
  const byRow = rows(
    grouped.rows
      .clone()
      .select(knex.raw(`${inner} as bx_k`), knex.raw('? as bx_v', [grouped.value]))
      .whereRaw(`${inner} in (select bx_k from bx_keys)`)
      .groupByRaw(inner),
  );
  const s = q(store);
  return (
    `with bx_keys as (select bx_k from ${s} where bx_k in (${keys})) ` +
    `update ${s} as bx_s set bx_v = bx_n.bx_v from (select bx_t.bx_k, coalesce(bx_g.bx_v, ${empty}) as bx_v ` +
    `from bx_keys as bx_t left join ${byRow} as bx_g on bx_g.bx_k = bx_t.bx_k) as bx_n ` +
    `where bx_s.bx_k = bx_n.bx_k and bx_s.bx_v is distinct from bx_n.bx_v`
  );
}

/**
 * The store of a rollup (or count) read through an hm or mm link, of a physical field (a formula or lookup of the
 * related table may depend on further tables no trigger here watches): undefined when it cannot be stored exactly,
 * and the rollup is then computed as it is read.
 */
export function rollupStorePlan(
  knex: Knex,
  dialect: SqlDialect,
  schema: ProjectSchema,
  column: ColumnRecord,
  model: ModelRecord,
  valueAt: (outer: string) => Knex.Raw,
  grouped?: GroupedRollup,
): RollupStorePlan | undefined {
  if (!STORABLE_DIALECTS.has(dialect)) return undefined;
  const options = column.colOptions as RollupOptions | undefined;
  const link = options ? schema.column(options.fk_relation_column_id) : undefined;
  const relation = link?.colOptions as RelationOptions | undefined;
  if (!link || !relation || (relation.type !== 'hm' && relation.type !== 'mm')) return undefined;
  const related = schema.models.get(relation.fk_related_model_id);
  const rolled = options?.fk_rollup_column_id ? schema.column(options.fk_rollup_column_id) : undefined;
  if (!related || rolled?.virtual || (options?.fk_rollup_column_id && !rolled)) return undefined;
  const keyOf = (m: ModelRecord) => {
    const keys = schema.columnsOf(m.id).filter((c) => c.pk && !c.virtual);
    return keys.length === 1 ? keys[0] : undefined;
  };
  const parentKey = keyOf(model);
  const relatedKey = keyOf(related);
  const col = (id: string | null) => {
    const c = id ? schema.column(id) : undefined;
    return c && !c.virtual ? nameOf(c) : undefined;
  };
  if (!parentKey || !relatedKey) return undefined;
  const pk = nameOf(parentKey);
  const rk = nameOf(relatedKey);
  const q = (name: string) => knex.raw('??', [name]).toQuery();
  const value = knex.raw('?', [valueAt(OUTER)]).toQuery();
  const key = q(`${OUTER}.${pk}`);
  const select = `select ${key} as bx_k, ${value} as bx_v from ${q(model.table_name)} as ${q(OUTER)}`;
  // The form of the triggers' recomputation is part of the definition: a store made with another is made again.
  const form = dialect === 'pg' && grouped ? `\n${groupedRefresh(knex, 'bx_ru', grouped, 'null')}` : '';
  const store = `bx_ru_${createHash('sha1').update(`${column.id}\n${select}${form}`).digest('hex').slice(0, 12)}`;
  // Plain UPDATE, DELETE and INSERT only: on SQLite a conflict clause of the statement firing a trigger (INSERT OR
  // IGNORE ...) replaces those of the trigger's statements, so an upsert inside could silently do nothing.
  const rowByRow = (keys: string) =>
    `update ${q(store)} set bx_v = (select ${value} from ${q(model.table_name)} as ${q(OUTER)} where ${key} = ${q(
      `${store}.bx_k`,
    )}) where bx_k in (${keys})`;
  const refresh = dialect === 'pg' && grouped ? (keys: string) => groupedRefresh(knex, store, grouped, keys) : rowByRow;
  const remove = (row: string) => `delete from ${q(store)} where bx_k = ${row}`;
  const add = (row: string) => [remove(row), `insert into ${q(store)} (bx_k, bx_v) ${select} where ${key} = ${row}`];
  const rolledName = rolled ? [nameOf(rolled)] : [];
  const triggers: TriggerPlan[] = [
    { table: model.table_name, event: 'insert', statements: add(`NEW.${q(pk)}`) },
    { table: model.table_name, event: 'delete', statements: [remove(`OLD.${q(pk)}`)] },
    {
      table: model.table_name,
      event: 'update',
      of: [pk],
      statements: [remove(`OLD.${q(pk)}`), ...add(`NEW.${q(pk)}`)],
    },
  ];
  const tables = [model.table_name, related.table_name];
  if (relation.type === 'hm') {
    // The related rows hold the key of the row they belong to.
    const parent = col(relation.fk_parent_column_id);
    const fk = col(relation.fk_child_column_id);
    if (!fk || parent !== pk) return undefined;
    const r = related.table_name;
    triggers.push(
      { table: r, event: 'insert', statements: [refresh(`NEW.${q(fk)}`)] },
      { table: r, event: 'delete', statements: [refresh(`OLD.${q(fk)}`)] },
      { table: r, event: 'update', of: [fk, ...rolledName], statements: [refresh(`OLD.${q(fk)}, NEW.${q(fk)}`)] },
    );
  } else {
    const junction = relation.fk_mm_model_id ? schema.models.get(relation.fk_mm_model_id) : undefined;
    const own = col(relation.fk_mm_child_column_id);
    const other = col(relation.fk_mm_parent_column_id);
    if (!junction || !own || !other || col(relation.fk_child_column_id) !== pk) return undefined;
    const j = junction.table_name;
    const linkedTo = (keys: string) => `select ${q(own)} from ${q(j)} where ${q(other)} in (${keys})`;
    tables.push(j);
    triggers.push(
      { table: j, event: 'insert', statements: [refresh(`NEW.${q(own)}`)] },
      { table: j, event: 'delete', statements: [refresh(`OLD.${q(own)}`)] },
      { table: j, event: 'update', of: [own, other], statements: [refresh(`OLD.${q(own)}, NEW.${q(own)}`)] },
      { table: related.table_name, event: 'insert', statements: [refresh(linkedTo(`NEW.${q(rk)}`))] },
      { table: related.table_name, event: 'delete', statements: [refresh(linkedTo(`OLD.${q(rk)}`))] },
      {
        table: related.table_name,
        event: 'update',
        of: [rk, ...rolledName],
        statements: [refresh(linkedTo(`OLD.${q(rk)}, NEW.${q(rk)}`))],
      },
    );
  }
  return {
    name: store,
    fieldId: column.id,
    tables: [...new Set(tables)],
    parentTable: model.table_name,
    parentKey: pk,
    integerKey: parentKey.ai || parentKey.uidt === 'Number' || parentKey.uidt === 'ID',
    select,
    triggers,
  };
}
