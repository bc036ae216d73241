import type { ColumnMeta } from '@basalt/core';
import { PercentageOutlined } from '@ant-design/icons';
import { metaInt, metaOf } from '../shared/column-meta';
import { numberFormat } from '../shared/number-format';
import { numericCell } from '../shared/numeric-cell';

/** Fixed decimals when the column sets `meta.precision`, otherwise up to two (12 %, 12.5 %). */
function percentDigits(column: ColumnMeta): Intl.NumberFormatOptions {
  const precision = metaInt(metaOf(column), 'precision', 0, 8, -1);
  return precision >= 0
    ? { minimumFractionDigits: precision, maximumFractionDigits: precision }
    : { maximumFractionDigits: 2 };
}

/** A percentage stored as its number (12.5 for 12.5 %), shown with the language's percent sign. */
export const percentCell = numericCell({
  format: (n, column) => numberFormat({ style: 'percent', ...percentDigits(column) }).format(n / 100),
  strip: (text) => text.replace(/[%\u066a\u00a0\u202f\s]+$/u, '').replace(/^[%\u066a]\s*/u, ''),
  errorKey: 'cells.errors.number',
  width: 120,
  icon: PercentageOutlined,
});
