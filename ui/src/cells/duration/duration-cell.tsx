import { FieldTimeOutlined } from '@ant-design/icons';
import { numericCell } from '../shared/numeric-cell';
import { durationFormat, formatDuration, normaliseDurationText } from './duration-format';

/** A length of time stored in seconds, shown and edited in the column's format (`1:30` is 5,400 s). */
export const durationCell = numericCell({
  format: (n, column) => formatDuration(n, durationFormat(column)),
  editText: (n, column) => formatDuration(n, durationFormat(column)),
  strip: (text) => normaliseDurationText(text),
  raw: true,
  errorKey: 'cells.errors.duration',
  width: 120,
  icon: FieldTimeOutlined,
});
