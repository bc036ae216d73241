import { FileSearchOutlined } from '@ant-design/icons';
import type { ColumnMeta } from '@basalt/core';
import type { CellDefinition, DisplayProps } from '../contract';
import { cellOf } from '../registry';
import { refuse } from '../shared/parse';
import { valueText } from '../shared/text-cell';
import { knownColumn, lookedUpColumn, optionsOf, useKnownTables } from './known-tables';
import './lookup-cell.css';

/** The looked-up values: through a bt link the value itself, through hm/mm an array of them (flattened). */
function lookupItems(value: unknown, lookup: ColumnMeta): unknown[] {
  const relation = knownColumn(String(optionsOf(lookup).fk_relation_column_id ?? ''));
  const throughOne = (relation?.colOptions as { type?: string } | undefined)?.type === 'bt';
  if (value === null || value === undefined) return [];
  if (throughOne || !Array.isArray(value)) return [value];
  return value.filter((v) => v !== null && v !== undefined);
}

function lookupText(value: unknown, column: ColumnMeta): string {
  const shown = lookedUpColumn(column);
  const items = lookupItems(value, column);
  return items.map((item) => (shown ? cellOf(shown.uidt).toText(item, shown) : valueText(item))).join(', ');
}

/**
 * Each looked-up value drawn by the looked-up field's own cell (a date as dates are shown, a select as its chip);
 * until the related table's meta is known, as text.
 */
function LookupDisplay({ value, column }: DisplayProps) {
  useKnownTables();
  const shown = lookedUpColumn(column);
  if (!shown) return <span className="basalt-cell-text">{lookupText(value, column)}</span>;
  const { Display } = cellOf(shown.uidt);
  return (
    <span className="basalt-lookup">
      {lookupItems(value, column).map((item, i) => (
        <span key={i} className="basalt-lookup-item">
          <Display value={item} column={shown} />
        </span>
      ))}
    </span>
  );
}

export const lookupCell: CellDefinition = {
  Display: LookupDisplay,
  editMode: 'readonly',
  toText: lookupText,
  fromText: () => refuse('cells.errors.readOnly'),
  align: 'start',
  width: 180,
  icon: FileSearchOutlined,
};
