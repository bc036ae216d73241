import type { Knex } from 'knex';
import { newMetaId } from './ids';
import { bool, str } from './rows';

/**
 * The options of virtual fields as stored (migration 0006) and sent as `colOptions` (docs/API.md §1.7). One table
 * per kind; a column has at most one row, removed with it.
 */

export type RelationType = 'hm' | 'bt' | 'mm';

export interface RelationOptions {
  id: string;
  fk_column_id: string;
  type: RelationType;
  virtual: boolean;
  fk_related_model_id: string;
  fk_child_column_id: string | null;
  fk_parent_column_id: string | null;
  fk_mm_model_id: string | null;
  fk_mm_child_column_id: string | null;
  fk_mm_parent_column_id: string | null;
  ur: string | null;
  dr: string | null;
  fk_index_name: string | null;
}

export interface LookupOptions {
  id: string;
  fk_column_id: string;
  fk_relation_column_id: string;
  fk_lookup_column_id: string;
}

export const ROLLUP_FUNCTIONS = [
  'count',
  'min',
  'max',
  'avg',
  'sum',
  'countDistinct',
  'sumDistinct',
  'avgDistinct',
] as const;
export type RollupFunction = (typeof ROLLUP_FUNCTIONS)[number];

export interface RollupOptions {
  id: string;
  fk_column_id: string;
  fk_relation_column_id: string;
  /** null for a Count field (the number of linked records). */
  fk_rollup_column_id: string | null;
  rollup_function: RollupFunction;
}

export interface FormulaOptions {
  id: string;
  fk_column_id: string;
  /** Field references by id: `{{cl_...}}` (docs/FORMULAS.md). */
  formula: string;
  formula_raw: string | null;
  /** Set when the formula stopped compiling (a field it reads was deleted). */
  error: string | null;
}

export type ColOptions = RelationOptions | LookupOptions | RollupOptions | FormulaOptions;

const TABLES = {
  relation: 'nc_col_relations',
  lookup: 'nc_col_lookups',
  rollup: 'nc_col_rollups',
  formula: 'nc_col_formulas',
} as const;
export type ColOptionsKind = keyof typeof TABLES;

/** Which options table a virtual type keeps its settings in. */
export const OPTIONS_KIND: Record<string, ColOptionsKind> = {
  LinkToAnotherRecord: 'relation',
  Lookup: 'lookup',
  Rollup: 'rollup',
  Count: 'rollup',
  Formula: 'formula',
};

const TEXT_KEYS = [
  'fk_related_model_id',
  'fk_child_column_id',
  'fk_parent_column_id',
  'fk_mm_model_id',
  'fk_mm_child_column_id',
  'fk_mm_parent_column_id',
  'ur',
  'dr',
  'fk_index_name',
  'fk_relation_column_id',
  'fk_lookup_column_id',
  'fk_rollup_column_id',
  'rollup_function',
  'formula',
  'formula_raw',
  'error',
  'type',
] as const;

function fromRow(row: Record<string, unknown>): ColOptions {
  const out: Record<string, unknown> = { id: String(row.id), fk_column_id: String(row.fk_column_id) };
  for (const key of TEXT_KEYS) if (key in row) out[key] = str(row[key]);
  if ('virtual' in row) out.virtual = bool(row.virtual);
  return out as unknown as ColOptions;
}

/** The options of many columns at once, by column id (one query per kind that occurs). */
export async function colOptionsOf(
  db: Knex,
  columns: ReadonlyArray<{ id: string; uidt: string }>,
): Promise<Map<string, ColOptions>> {
  const byKind = new Map<ColOptionsKind, string[]>();
  for (const column of columns) {
    const kind = OPTIONS_KIND[column.uidt];
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), column.id]);
  }
  const out = new Map<string, ColOptions>();
  for (const [kind, ids] of byKind) {
    const rows = (await db(TABLES[kind]).whereIn('fk_column_id', ids)) as Array<Record<string, unknown>>;
    for (const row of rows) out.set(String(row.fk_column_id), fromRow(row));
  }
  return out;
}

/** Stores a column's options (new row, new id); `values` without `id` and `fk_column_id`. */
export async function insertColOptions(
  db: Knex,
  kind: ColOptionsKind,
  columnId: string,
  values: Record<string, unknown>,
): Promise<string> {
  const id = newMetaId(kind);
  await db(TABLES[kind]).insert({ ...values, id, fk_column_id: columnId });
  return id;
}

export async function updateColOptions(
  db: Knex,
  kind: ColOptionsKind,
  columnId: string,
  values: Record<string, unknown>,
): Promise<void> {
  await db(TABLES[kind])
    .where({ fk_column_id: columnId })
    .update({ ...values, updated_at: db.fn.now() });
}

/** Relations of other columns that point at a table (their reverse links, lookups through them...). */
export async function relationsToModel(db: Knex, modelId: string): Promise<RelationOptions[]> {
  const rows = (await db(TABLES.relation).where({ fk_related_model_id: modelId })) as Array<Record<string, unknown>>;
  return rows.map(fromRow) as RelationOptions[];
}

/** Lookups and rollups that read a column (to flag or remove them when it goes). */
export async function readersOfColumn(db: Knex, columnId: string): Promise<Array<LookupOptions | RollupOptions>> {
  const lookups = (await db(TABLES.lookup)
    .where({ fk_lookup_column_id: columnId })
    .orWhere({ fk_relation_column_id: columnId })) as Array<Record<string, unknown>>;
  const rollups = (await db(TABLES.rollup)
    .where({ fk_rollup_column_id: columnId })
    .orWhere({ fk_relation_column_id: columnId })) as Array<Record<string, unknown>>;
  return [...lookups, ...rollups].map(fromRow) as Array<LookupOptions | RollupOptions>;
}

export async function allFormulasOfModel(db: Knex, modelId: string): Promise<FormulaOptions[]> {
  const rows = (await db(TABLES.formula)
    .join('nc_columns', 'nc_columns.id', `${TABLES.formula}.fk_column_id`)
    .where('nc_columns.fk_model_id', modelId)
    .select(`${TABLES.formula}.*`)) as Array<Record<string, unknown>>;
  return rows.map(fromRow) as FormulaOptions[];
}
