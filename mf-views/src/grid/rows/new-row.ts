import type { Row } from '../data/row-store';

/**
 * Marks a record the grid holds that the server has not taken yet (docs/PRODUCT.md §3: a row carries a `new`
 * flag while not yet saved): the table refused an empty record (a required field), so the row stays in the grid
 * with what the user types, and is inserted as soon as the server accepts its values.
 */
export const NEW_ROW: unique symbol = Symbol('basalt.newRow');

export type NewRow = Row & { [NEW_ROW]: true };

export const newRow = (values: Row = {}): NewRow => ({ ...values, [NEW_ROW]: true });

export const isNewRow = (row: Row | undefined): row is NewRow => !!row && (row as Partial<NewRow>)[NEW_ROW] === true;

/** The values of a new row as an insert takes them (the flag is not a field). */
export function valuesOfNewRow(row: NewRow): Row {
  const { [NEW_ROW]: _flag, ...values } = row;
  return values;
}
