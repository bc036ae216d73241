import { uiLocale } from './i18n';

/** Intl formatters are slow to build and Display runs for every cell: one per locale and options. */
const formatters = new Map<string, Intl.NumberFormat>();

/** Latin digits whatever the language, so what is shown can be pasted back. */
function withLatinDigits(locale: string): string {
  return locale.includes('-u-') ? locale : `${locale}-u-nu-latn`;
}

export function numberFormat(options: Intl.NumberFormatOptions, locale = uiLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(withLatinDigits(locale), options);
    } catch {
      // An unknown locale or currency code in the column meta: English with the same options, or plain.
      try {
        format = new Intl.NumberFormat('en-u-nu-latn', options);
      } catch {
        format = new Intl.NumberFormat('en-u-nu-latn');
      }
    }
    formatters.set(key, format);
  }
  return format;
}

/** A stored number, or undefined when the value is none or not a number. */
export function numericValue(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Text shown by a number cell read back as plain number text: the locale's group separators and spaces go, its
 * decimal separator becomes `.`, and a leading `+` or a Unicode minus is understood.
 */
export function normaliseNumberText(text: string, locale = uiLocale()): string {
  const parts = numberFormat({ useGrouping: true }, locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  let out = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-');
  // With a comma decimal separator "1,5" means 1.5; otherwise commas group thousands.
  if (group !== ',' && group !== '.') out = out.split(group).join('');
  if (decimal === ',') out = out.replace(/\./g, '').replace(',', '.');
  else out = out.replace(/,/g, '');
  return out;
}
