import type { ColumnMeta } from '@basalt/core';
import { DollarOutlined } from '@ant-design/icons';
import { metaInt, metaOf, metaText } from '../shared/column-meta';
import { uiLocale } from '../shared/i18n';
import { normaliseNumberText, numberFormat } from '../shared/number-format';
import { numericCell } from '../shared/numeric-cell';

export const DEFAULT_CURRENCY = 'USD';

/** The Intl options of a column: its `meta.currency_code`, and `meta.precision` or the currency's own decimals. */
function currencyFormat(column: ColumnMeta): Intl.NumberFormat {
  const meta = metaOf(column);
  const currency = (metaText(meta, 'currency_code') ?? DEFAULT_CURRENCY).toUpperCase();
  const locale = metaText(meta, 'currency_locale');
  const precision = metaInt(meta, 'precision', 0, 8, -1);
  const digits = precision >= 0 ? { minimumFractionDigits: precision, maximumFractionDigits: precision } : {};
  return numberFormat({ style: 'currency', currency, ...digits }, locale);
}

/** The locale whose separators the amount is shown (and so pasted back) with. */
const currencyLocale = (column: ColumnMeta) => metaText(metaOf(column), 'currency_locale');

/** An amount with its currency symbol, in the column's locale. */
export const currencyCell = numericCell({
  format: (n, column) => currencyFormat(column).format(n),
  // "$1,234.50", "1.234,50 €", "USD 12": the symbol and code go; the column locale's separators are read.
  strip: (text, column) => {
    const bare = text.replace(/[^\d.,'\s\u00a0\u202f+\-\u2212]/g, '');
    // Nothing numeric left: the text as typed, for the field's rules to refuse.
    if (!/\d/.test(bare)) return text;
    return normaliseNumberText(bare, currencyLocale(column) ?? uiLocale());
  },
  raw: true,
  errorKey: 'cells.errors.number',
  width: 160,
  icon: DollarOutlined,
});
