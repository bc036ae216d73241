import type { CellDefinition, DisplayProps } from '../contract';
import { DateTimeDisplay } from '../date-time/date-time-cell';
import { dateTimeToText } from '../date-time/date-time-text';
import { refuse } from '../shared/parse';
import { valueText } from '../shared/text-cell';
import '../shared/cells.css';

/** A computed value as text: a list (links, lookups) as its items' names, comma-separated. */
export function computedText(value: unknown): string {
  if (!Array.isArray(value)) return valueText(value);
  return value
    .map((item) => {
      if (!item || typeof item !== 'object') return valueText(item);
      const record = item as Record<string, unknown>;
      const name = record.title ?? Object.values(record).find((v) => typeof v === 'string');
      return name === undefined ? JSON.stringify(item) : String(name);
    })
    .join(', ');
}

/** Values the engine keeps or computes: never typed or pasted over. */
const fromText = () => refuse('cells.errors.readOnly');

function TextDisplay({ value }: DisplayProps) {
  return <span className="basalt-cell-text">{computedText(value)}</span>;
}

function NumberDisplay({ value }: DisplayProps) {
  return <span className="basalt-cell-number">{valueText(value)}</span>;
}

/*
 * Several types share each of these cells but not an icon, so each is made per type with that type's icon
 * (computed-types.ts), and the registry needs no switch on the type.
 */

/** Computed text (Formula, Lookup, Link...): shown as text. */
export const readOnlyTextCell = (icon: CellDefinition['icon']): CellDefinition => ({
  Display: TextDisplay,
  editMode: 'readonly',
  toText: computedText,
  fromText,
  align: 'start',
  width: 180,
  icon,
});

/** Keys and counters (ID, AutoNumber, ForeignKey, Count, Rollup): end-aligned as numbers. */
export const readOnlyNumberCell = (icon: CellDefinition['icon']): CellDefinition => ({
  Display: NumberDisplay,
  editMode: 'readonly',
  toText: valueText,
  fromText,
  align: 'end',
  width: 100,
  icon,
});

/** When a record was created or changed: in local time, as DateTime cells show it. */
export const readOnlyDateTimeCell = (icon: CellDefinition['icon']): CellDefinition => ({
  Display: DateTimeDisplay,
  editMode: 'readonly',
  toText: dateTimeToText,
  fromText,
  align: 'start',
  width: 180,
  icon,
});
