import type { ColumnMeta } from '@basalt/core';
import { NumberOutlined } from '@ant-design/icons';
import { metaInt, metaOf } from '../shared/column-meta';
import { numberFormat } from '../shared/number-format';
import { numericCell } from '../shared/numeric-cell';

export const DECIMAL_DEFAULT_PRECISION = 2;

/** Digits after the point: the column's `meta.precision` (0-8), 2 by default. */
export const decimalPrecision = (column: ColumnMeta) =>
  metaInt(metaOf(column), 'precision', 0, 8, DECIMAL_DEFAULT_PRECISION);

/** A number with a fixed number of decimals, so a column's points line up. */
export const decimalCell = numericCell({
  format: (n, column) => {
    const digits = decimalPrecision(column);
    return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  },
  errorKey: 'cells.errors.number',
  icon: NumberOutlined,
});
