import { fieldOf, type ColumnMeta, type ParseResult } from '@basalt/core';
import type { CellDefinition } from '@basalt/ui';

/**
 * An editor's value through the field's rules before it is sent: text (what a plain input gives) is read as the
 * cell reads typed text; any other value (a toggle's boolean, a picker's date) through the core field parser.
 */
export function checkValue(cell: CellDefinition, column: ColumnMeta, value: unknown): ParseResult {
  if (typeof value === 'string') return cell.fromText(value, column);
  const field = fieldOf(column.uidt);
  if (!field) return { ok: true, value };
  return field.parse(value, column as Parameters<typeof field.parse>[1]);
}

/** Two API values the same (so committing changes nothing and no request is sent)? */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}
