import { CodeOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { jsonFromText, jsonToText } from './json-text';
import '../shared/cells.css';

function JsonDisplay({ value }: DisplayProps) {
  return <span className="basalt-cell-text basalt-cell-code">{jsonToText(value)}</span>;
}

/** Any JSON value: one line in the cell, laid out in a larger editor that checks it before saving. */
export const jsonCell: CellDefinition = {
  Display: JsonDisplay,
  Editor: lazyEditor(() => import('./json-editor').then((m) => m.JsonEditor)),
  editMode: 'inline',
  toText: jsonToText,
  fromText: jsonFromText,
  align: 'start',
  width: 220,
  icon: CodeOutlined,
};
