import { NumberOutlined } from '@ant-design/icons';
import { numberFormat } from '../shared/number-format';
import { numericCell } from '../shared/numeric-cell';

/** A whole number, grouped by thousands in the interface language. */
export const numberCell = numericCell({
  format: (n) => numberFormat({ maximumFractionDigits: 0 }).format(n),
  errorKey: 'cells.errors.wholeNumber',
  icon: NumberOutlined,
});
