import { ScheduleOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { dateTimeFromText, dateTimeToText } from './date-time-text';
import '../shared/cells.css';

export function DateTimeDisplay({ value, column }: DisplayProps) {
  return <span className="basalt-cell-text">{dateTimeToText(value, column)}</span>;
}

/** A moment, shown in local time in the column's date and time formats; typed so or picked. */
export const dateTimeCell: CellDefinition = {
  Display: DateTimeDisplay,
  Editor: lazyEditor(() => import('./date-time-editor').then((m) => m.DateTimeEditor)),
  editMode: 'inline',
  toText: dateTimeToText,
  fromText: dateTimeFromText,
  align: 'start',
  width: 180,
  icon: ScheduleOutlined,
};
