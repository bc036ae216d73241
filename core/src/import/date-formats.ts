/**
 * The day formats an imported column may be read in (docs/IMPORT.md, dates): DD-MM-YYYY, MM-DD-YYYY and
 * YYYY-MM-DD, each also with `/` or a space between the parts, strictly two-digit day and month; then the
 * lenient fallback YYYY/MM/DD (one or two digits for month and day). The format found is kept in the field's
 * `meta.date_format`, the key the Date cell formats and reads by.
 */

type Order = 'DMY' | 'MDY' | 'YMD';

interface DayFormat {
  /** As `meta.date_format` spells it. */
  format: string;
  regex: RegExp;
  order: Order;
}

const SEPARATORS = ['-', '/', ' '] as const;

const TOKENS: Record<Order, string[]> = {
  DMY: ['DD', 'MM', 'YYYY'],
  MDY: ['MM', 'DD', 'YYYY'],
  YMD: ['YYYY', 'MM', 'DD'],
};

function strict(order: Order, sep: string): DayFormat {
  const groups = TOKENS[order].map((t) => (t === 'YYYY' ? '(\\d{4})' : '(\\d{2})'));
  const escaped = sep === '/' ? '\\/' : sep;
  return { format: TOKENS[order].join(sep), regex: new RegExp(`^${groups.join(escaped)}$`), order };
}

/** In the order they are preferred when several fit every value: as docs/IMPORT.md lists them. */
export const IMPORT_DATE_FORMATS: readonly DayFormat[] = [
  ...SEPARATORS.flatMap((sep) => (['DMY', 'MDY', 'YMD'] as const).map((order) => strict(order, sep))),
  { format: 'YYYY/MM/DD', regex: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: 'YMD' },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function realDay(y: number, m: number, d: number): boolean {
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A spreadsheet day as ISO text with a zero time (`2024-03-01T00:00:00.000Z`), as Excel parsers hand dates over. */
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?Z?$/;

/** `YYYY-MM-DD` of `text` read in `format`, or undefined when it does not fit or is no real day. */
export function isoDayIn(text: string, format: DayFormat): string | undefined {
  const trimmed = text.trim();
  const midnight = MIDNIGHT.exec(trimmed);
  const m = format.regex.exec(
    midnight && format.order === 'YMD' && format.format.includes('-') ? midnight[1]! : trimmed,
  );
  if (!m) return undefined;
  const parts = [+m[1]!, +m[2]!, +m[3]!];
  const [y, mo, d] =
    format.order === 'YMD'
      ? parts
      : format.order === 'DMY'
        ? [parts[2]!, parts[1]!, parts[0]!]
        : [parts[2]!, parts[0]!, parts[1]!];
  return realDay(y!, mo!, d!) ? `${pad(y!, 4)}-${pad(mo!)}-${pad(d!)}` : undefined;
}

/** The first format every text fits, or undefined (also for no texts). */
export function dayFormatOf(texts: readonly string[]): DayFormat | undefined {
  if (texts.length === 0) return undefined;
  return IMPORT_DATE_FORMATS.find((format) => texts.every((text) => isoDayIn(text, format) !== undefined));
}

/**
 * `YYYY-MM-DD` of `text` read in the format a field's `meta.date_format` names (the strict and the lenient
 * YYYY/MM/DD share the name), or undefined when the name is not one of ours or the text does not fit.
 */
export function isoDayNamed(text: string, name: unknown): string | undefined {
  for (const format of IMPORT_DATE_FORMATS) {
    if (format.format !== name) continue;
    const day = isoDayIn(text, format);
    if (day) return day;
  }
  return undefined;
}
