import { checkFormula, type ColumnMeta, type FormulaField, type ValueType } from '@basalt/core';
import { optionsOf, tableOfColumn } from '../lookup/known-tables';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const asField = (c: ColumnMeta): FormulaField => ({
  id: c.id,
  title: c.title,
  uidt: c.uidt,
  formula: (optionsOf(c).formula as string | undefined) ?? null,
});

/**
 * A formula's result type: checked against its table's fields when the table is known (core's checker), else
 * read from the value itself (a boolean, a number, an ISO date string).
 */
export function formulaTypeOf(column: ColumnMeta, value: unknown): ValueType {
  const formula = optionsOf(column).formula;
  const table = tableOfColumn(column.id);
  if (typeof formula === 'string' && table) {
    const checked = checkFormula(formula, table.columns.map(asField));
    if (checked.ok && checked.type !== 'any') return checked.type;
  }
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'numeric';
  if (typeof value === 'string' && ISO_DATE.test(value)) return 'date';
  return 'string';
}

/** The problem the server flagged on the formula (a deleted field it reads), if any. */
export const formulaErrorOf = (column: ColumnMeta): string | undefined => {
  const error = optionsOf(column).error;
  return typeof error === 'string' && error ? error : undefined;
};
