import { CalculatorOutlined } from '@ant-design/icons';
import type { ColumnMeta } from '@basalt/core';
import type { CellDefinition, DisplayProps } from '../contract';
import { knownColumn, optionsOf, useKnownTables } from '../lookup/known-tables';
import { cellOf } from '../registry';
import { numberFormat, numericValue } from '../shared/number-format';
import { refuse } from '../shared/parse';
import { valueText } from '../shared/text-cell';
import '../shared/cells.css';

/** Sums, averages and counts, with the decimals an average needs and no more. */
export function computedNumberText(value: unknown): string {
  const n = numericValue(value);
  return n === undefined ? valueText(value) : numberFormat({ maximumFractionDigits: 4 }).format(n);
}

/** The min or max of dates is a date: shown as the rolled-up field shows it. */
function dateField(column: ColumnMeta): ColumnMeta | undefined {
  const options = optionsOf(column);
  if (!['min', 'max'].includes(String(options.rollup_function))) return undefined;
  const field = knownColumn(String(options.fk_rollup_column_id ?? ''));
  return field && /Date|Time/.test(field.uidt) ? field : undefined;
}

function rollupText(value: unknown, column: ColumnMeta): string {
  const field = typeof value === 'string' ? dateField(column) : undefined;
  if (field) return cellOf(field.uidt).toText(value, field);
  return typeof value === 'string' && numericValue(value) === undefined ? value : computedNumberText(value);
}

function RollupDisplay({ value, column }: DisplayProps) {
  useKnownTables();
  const field = typeof value === 'string' ? dateField(column) : undefined;
  if (field) {
    const { Display } = cellOf(field.uidt);
    return <Display value={value} column={field} />;
  }
  return <span className="basalt-cell-number">{rollupText(value, column)}</span>;
}

export const rollupCell: CellDefinition = {
  Display: RollupDisplay,
  editMode: 'readonly',
  toText: rollupText,
  fromText: () => refuse('cells.errors.readOnly'),
  align: 'end',
  width: 120,
  icon: CalculatorOutlined,
};
