import { CalendarOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { dateFromText, dateToText } from './date-text';
import '../shared/cells.css';

function DateDisplay({ value, column }: DisplayProps) {
  return <span className="basalt-cell-text">{dateToText(value, column)}</span>;
}

/** A calendar day in the column's `meta.date_format`; typed in that format or picked from a calendar. */
export const dateCell: CellDefinition = {
  Display: DateDisplay,
  Editor: lazyEditor(() => import('./date-editor').then((m) => m.DateEditor)),
  editMode: 'inline',
  toText: dateToText,
  fromText: dateFromText,
  align: 'start',
  width: 130,
  icon: CalendarOutlined,
};
