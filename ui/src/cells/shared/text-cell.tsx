import type { ColumnMeta, ParseResult } from '@basalt/core';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { isBlank, viaField } from './parse';
import { TextEditor, type TextEditorProps } from './text-editor';
import './cells.css';

/** A stored value as the text it is: strings as they are, structures as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface TextCellOptions {
  errorKey: string;
  /** Extra placeholders of the message (`{{max}}`...). */
  errorVars?: Record<string, unknown>;
  /** How the text is drawn (a link for e-mail, URL and phone); plain truncated text by default. */
  Display?: CellDefinition['Display'];
  /** Blank text is an empty string for free text, no value (`null`) for typed text. */
  blankIsEmptyText?: boolean;
  inputMode?: TextEditorProps['inputMode'];
  width?: number;
  icon: CellDefinition['icon'];
}

/** A cell for a type written as text: shown as it is (or as a link), edited in a box, read through core. */
export function textCell(options: TextCellOptions): CellDefinition {
  const { errorKey, errorVars, blankIsEmptyText, inputMode } = options;

  const fromText = (text: string, column: ColumnMeta): ParseResult => {
    if (isBlank(text)) return { ok: true, value: blankIsEmptyText && text !== '' ? text : null };
    return viaField(text, column, errorKey, errorVars);
  };

  function TextDisplay({ value }: DisplayProps) {
    return <span className="basalt-cell-text">{valueText(value)}</span>;
  }

  function TextCellEditor(props: EditorProps) {
    return <TextEditor {...props} inputMode={inputMode} format={valueText} parse={fromText} />;
  }

  return {
    Display: options.Display ?? TextDisplay,
    Editor: TextCellEditor,
    editMode: 'inline',
    toText: valueText,
    fromText,
    align: 'start',
    width: options.width ?? 200,
    icon: options.icon,
  };
}
