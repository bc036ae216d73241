import { YEAR_MAX, YEAR_MIN } from '@basalt/core';
import { CalendarOutlined } from '@ant-design/icons';
import { numericCell } from '../shared/numeric-cell';

/** A year as written (2024, never 2,024). */
export const yearCell = numericCell({
  format: (n) => String(n),
  errorKey: 'cells.errors.year',
  errorVars: () => ({ min: YEAR_MIN, max: YEAR_MAX }),
  raw: true,
  width: 100,
  icon: CalendarOutlined,
});
