import type { ColumnMeta, ParseResult } from '@basalt/core';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { normaliseNumberText, numericValue } from './number-format';
import { isBlank, viaField } from './parse';
import { TextEditor } from './text-editor';
import './cells.css';

export interface NumericCellOptions {
  /** A stored number as shown (with the column's precision, symbol, unit). */
  format: (n: number, column: ColumnMeta) => string;
  /** Type-specific clean-up of typed or pasted text before the locale's separators are read (e.g. drop `%`). */
  strip?: (text: string, column: ColumnMeta) => string;
  /** The `cells.*` message for text the type refuses (`{{text}}` is what was typed). */
  errorKey: string;
  /** Extra placeholders of the message (`{{max}}`...). */
  errorVars?: (column: ColumnMeta) => Record<string, unknown>;
  /** The text the editor starts with (default: the plain number, no grouping, so it edits easily). */
  editText?: (n: number, column: ColumnMeta) => string;
  /** Keep the locale's separators as they are (a Duration's `1:30` is not a number with a group). */
  raw?: boolean;
  width?: number;
  icon: CellDefinition['icon'];
}

/** A cell for a type stored as a number: formatted, end-aligned with even decimals, edited as plain text. */
export function numericCell(options: NumericCellOptions): CellDefinition {
  const { format, strip, errorKey, errorVars, raw } = options;
  const editText = options.editText ?? ((n: number) => String(n));

  const toText = (value: unknown, column: ColumnMeta) => {
    const n = numericValue(value);
    return n === undefined ? (value === null || value === undefined ? '' : String(value)) : format(n, column);
  };

  const fromText = (text: string, column: ColumnMeta): ParseResult => {
    if (isBlank(text)) return { ok: true, value: null };
    const stripped = strip ? strip(text.trim(), column) : text.trim();
    const normalised = raw ? stripped : normaliseNumberText(stripped);
    return viaField(normalised, column, errorKey, { text: text.trim(), ...errorVars?.(column) });
  };

  function NumericDisplay({ value, column }: DisplayProps) {
    return <span className="basalt-cell-number">{toText(value, column)}</span>;
  }

  function NumericEditor(props: EditorProps) {
    return (
      <TextEditor
        {...props}
        inputMode="decimal"
        format={(value, column) => {
          const n = numericValue(value);
          return n === undefined ? '' : editText(n, column);
        }}
        parse={fromText}
      />
    );
  }

  return {
    Display: NumericDisplay,
    Editor: NumericEditor,
    editMode: 'inline',
    toText,
    fromText,
    align: 'end',
    width: options.width ?? 140,
    icon: options.icon,
  };
}
