import { FIELDS, type ColumnMeta, type FormulaField } from '@basalt/core';

/**
 * Fields computed by the server instead of stored (docs/API.md §1.7): each has its own request body, and none may
 * change type once made (the server refuses it), so editing one changes its title (and a formula's text) only.
 */
export const VIRTUAL_TYPES = ['LinkToAnotherRecord', 'Lookup', 'Rollup', 'Count', 'Formula'] as const;
export type VirtualType = (typeof VIRTUAL_TYPES)[number];

export const isVirtualType = (uidt: string): uidt is VirtualType => (VIRTUAL_TYPES as readonly string[]).includes(uidt);

/** The kinds of link offered: this table has many of the other, many to many, or belongs to one of the other. */
export const LINK_KINDS = ['hm', 'mm', 'bt'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const ROLLUP_FUNCTIONS = [
  'count',
  'countDistinct',
  'sum',
  'sumDistinct',
  'avg',
  'avgDistinct',
  'min',
  'max',
] as const;
export type RollupFunction = (typeof ROLLUP_FUNCTIONS)[number];

const NUMERIC_ONLY: readonly RollupFunction[] = ['sum', 'sumDistinct', 'avg', 'avgDistinct'];

/**
 * The rollup functions the server accepts over a field of type `uidt` (backend workspace/columns/computed.ts):
 * sums and averages need a number, min and max a number or a date, counts take anything.
 */
export function rollupFunctionsFor(uidt: string | undefined): RollupFunction[] {
  const kind = uidt ? (FIELDS as Record<string, { valueKind?: string } | undefined>)[uidt]?.valueKind : undefined;
  return ROLLUP_FUNCTIONS.filter((fn) => {
    if (NUMERIC_ONLY.includes(fn)) return kind === 'number';
    if (fn === 'min' || fn === 'max') return kind === 'number' || kind === 'date';
    return true;
  });
}

/** A link field's options as the table's meta gives them. */
export interface LinkOptions {
  type?: string;
  fk_related_model_id?: string;
}

export const linkOptionsOf = (column: ColumnMeta): LinkOptions =>
  (column.colOptions && typeof column.colOptions === 'object' ? column.colOptions : {}) as LinkOptions;

/** This table's link fields, which lookups, rollups and counts read through. */
export const linkFieldsOf = (columns: readonly ColumnMeta[]): ColumnMeta[] =>
  columns.filter((c) => c.uidt === 'LinkToAnotherRecord' && linkOptionsOf(c).fk_related_model_id);

/** The fields a formula may name: the table's own, less hidden system ones and the field being edited. */
export function formulaFieldsOf(columns: readonly ColumnMeta[], editedId?: string): FormulaField[] {
  return columns
    .filter((c) => !c.system && c.id !== editedId)
    .map((c) => {
      const options = (c.colOptions ?? {}) as { formula?: string | null };
      return {
        id: c.id,
        title: c.title,
        uidt: c.uidt,
        formula: c.uidt === 'Formula' ? (options.formula ?? null) : null,
      };
    });
}

/** A formula field's stored text (`{{cl_id}}` references) or, failing that, the text it was written with. */
export function storedFormulaOf(column: ColumnMeta | undefined): string {
  const options = (column?.colOptions ?? {}) as { formula?: string | null; formula_raw?: string | null };
  return options.formula ?? options.formula_raw ?? '';
}
