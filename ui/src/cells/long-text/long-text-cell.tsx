import type { ColumnMeta, ParseResult } from '@basalt/core';
import { AlignLeftOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { viaField } from '../shared/parse';
import { valueText } from '../shared/text-cell';
import '../shared/cells.css';

function LongTextDisplay({ value }: DisplayProps) {
  // One line in the grid (line breaks shown as spaces); the expanded editor shows it all.
  return <span className="basalt-cell-text">{valueText(value)}</span>;
}

export const longTextFromText = (text: string, column: ColumnMeta): ParseResult =>
  text === '' ? { ok: true, value: null } : viaField(text, column, 'cells.errors.invalid');

/** Text of any length over several lines, edited in a larger box that opens over the cell. */
export const longTextCell: CellDefinition = {
  Display: LongTextDisplay,
  Editor: lazyEditor(() => import('./long-text-editor').then((m) => m.LongTextEditor)),
  editMode: 'inline',
  toText: valueText,
  fromText: longTextFromText,
  align: 'start',
  width: 260,
  icon: AlignLeftOutlined,
};
