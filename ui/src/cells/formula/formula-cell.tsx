import { FunctionOutlined } from '@ant-design/icons';
import type { ColumnMeta } from '@basalt/core';
import type { CellDefinition, DisplayProps } from '../contract';
import { checkboxCell } from '../checkbox/checkbox-cell';
import { dateCell } from '../date/date-cell';
import { dateTimeCell } from '../date-time/date-time-cell';
import { useKnownTables } from '../lookup/known-tables';
import { computedNumberText } from '../rollup/rollup-cell';
import { t } from '../shared/i18n';
import { refuse } from '../shared/parse';
import { valueText } from '../shared/text-cell';
import { formulaErrorOf, formulaTypeOf } from './formula-type';
import './formula-cell.css';

/** A date result without a time is a date; with one, a date and time in local time. */
const dateCellOf = (value: unknown) => (typeof value === 'string' && value.length <= 10 ? dateCell : dateTimeCell);

function formulaText(value: unknown, column: ColumnMeta): string {
  if (value === null || value === undefined) return '';
  const type = formulaTypeOf(column, value);
  if (type === 'boolean') return checkboxCell.toText(value, column);
  if (type === 'date') return dateCellOf(value).toText(value, column);
  if (type === 'numeric') return computedNumberText(value);
  return valueText(value);
}

function FormulaResult({ value, column }: DisplayProps) {
  if (value === null || value === undefined) return null;
  const type = formulaTypeOf(column, value);
  if (type === 'boolean') return <checkboxCell.Display value={value} column={column} />;
  if (type === 'date') {
    const { Display } = dateCellOf(value);
    return <Display value={value} column={column} />;
  }
  const className = type === 'numeric' ? 'basalt-cell-number' : 'basalt-cell-text';
  return <span className={className}>{formulaText(value, column)}</span>;
}

/** The result by its type; a formula the server flagged shows a marker with the reason instead. */
function FormulaDisplay({ value, column }: DisplayProps) {
  useKnownTables();
  const error = formulaErrorOf(column);
  if (error) {
    const label = t('cells.formula.error', { reason: error });
    return (
      <span className="basalt-formula-error" role="img" title={label} aria-label={label}>
        !
      </span>
    );
  }
  return <FormulaResult value={value} column={column} />;
}

export const formulaCell: CellDefinition = {
  Display: FormulaDisplay,
  editMode: 'readonly',
  toText: formulaText,
  fromText: () => refuse('cells.errors.readOnly'),
  align: 'start',
  width: 180,
  icon: FunctionOutlined,
};
