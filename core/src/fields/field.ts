import type { FilterOp } from './filter-ops.js';
import type { UIType } from './ui-types.js';

/** The outcome of reading an API value: the value to store, or why it cannot be. */
export type ParseResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

export interface SelectOptionLike {
  id?: string;
  title: string;
  color?: string | null;
  order?: number | null;
}

/** What reading a value may need from its column: the select options, the column meta. */
export interface FieldContext {
  colOptions?: { options?: readonly SelectOptionLike[] | null } | null;
  meta?: Record<string, unknown> | null;
}

/**
 * How a filter value (`where`, saved filters) and a quick-search text are read for a field type: as text, a
 * number, a checkbox value, a date, a time of day, or a key (a whole number; anything else matches no row).
 */
export type ValueKind = 'text' | 'number' | 'boolean' | 'date' | 'time' | 'key';

/** The type a formula sees a field as. */
export type FormulaType = 'string' | 'numeric' | 'date' | 'boolean' | 'json' | 'link';

/**
 * One field type in the shared contract (docs/ARCHITECTURE.md, field types): what both the API and the UI need to know.
 */
export interface FieldDefinition {
  uidt: UIType;
  /** No physical column: computed at read time. */
  virtual: boolean;
  /** Kept by the engine (docs/PRODUCT.md §3 system types); not offered when adding a field. */
  system: boolean;
  /** Quick search uses `like` on this type, `eq` otherwise (docs/PRODUCT.md §5). */
  textSearch: boolean;
  /** Whether the field carries select options in `colOptions.options` (a select type). */
  hasOptions: boolean;
  /** A cell holds any number of its options, comma-separated (MultiSelect); one at most otherwise. */
  multipleOptions: boolean;
  /**
   * A grid view may group its rows by the field (docs/API.md §1.8, `group_by`): not where equal values say nothing
   * (a list of files, a JSON document) nor where there is no column to group by (computed fields).
   */
  groupable: boolean;
  filterOps: readonly FilterOp[];
  formulaType: FormulaType;
  valueKind: ValueKind;
  /** An API value (as JSON gives it) -> the field's value, `null` for no value, or an error message. */
  parse(input: unknown, ctx?: FieldContext): ParseResult;
  /**
   * An API value that `parse` reads back as `value`, for a type whose reading of its own answer differs (JSON: the
   * string s comes from the text `"s"`, but the text s is not JSON). Absent: the value itself. Writers that hand a
   * read value to the API again (the import's converter, docs/IMPORT.md) go through it.
   */
  asInput?(value: unknown): unknown;
}

/** Fields most types share; each type file spreads this and overrides what differs. */
export const FIELD_DEFAULTS = {
  virtual: false,
  system: false,
  textSearch: false,
  hasOptions: false,
  multipleOptions: false,
  groupable: true,
} as const;
