import { ClockCircleOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { timeFromText, timeToText } from './time-text';
import '../shared/cells.css';

function TimeDisplay({ value, column }: DisplayProps) {
  return <span className="basalt-cell-text">{timeToText(value, column)}</span>;
}

/** A time of day in the column's `meta.time_format` (24-hour `HH:mm` by default, or `h:mm A`). */
export const timeCell: CellDefinition = {
  Display: TimeDisplay,
  Editor: lazyEditor(() => import('./time-editor').then((m) => m.TimeEditor)),
  editMode: 'inline',
  toText: timeToText,
  fromText: timeFromText,
  align: 'start',
  width: 110,
  icon: ClockCircleOutlined,
};
