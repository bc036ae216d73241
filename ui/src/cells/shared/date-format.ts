/**
 * Date and time formats of the column meta (`date_format`, `time_format`) in the tokens people know from
 * spreadsheets: YYYY YY MM M DD D (date), HH H hh h mm ss A a (time). Written here rather than taken from a date
 * library: the cells format thousands of values per screen and need only these tokens.
 */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_TIME_FORMAT = 'HH:mm';

const TOKEN = /YYYY|YY|MM|M|DD|D|HH|H|hh|h|mm|ss|A|a/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatParts(parts: DateParts, format: string): string {
  const h12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(parts.year, 4);
      case 'YY':
        return pad(parts.year % 100);
      case 'MM':
        return pad(parts.month);
      case 'M':
        return String(parts.month);
      case 'DD':
        return pad(parts.day);
      case 'D':
        return String(parts.day);
      case 'HH':
        return pad(parts.hour);
      case 'H':
        return String(parts.hour);
      case 'hh':
        return pad(h12);
      case 'h':
        return String(h12);
      case 'mm':
        return pad(parts.minute);
      case 'ss':
        return pad(parts.second);
      case 'A':
        return parts.hour < 12 ? 'AM' : 'PM';
      default:
        return parts.hour < 12 ? 'am' : 'pm';
    }
  });
}

const GROUP: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MM: '(\\d{1,2})',
  M: '(\\d{1,2})',
  DD: '(\\d{1,2})',
  D: '(\\d{1,2})',
  HH: '(\\d{1,2})',
  H: '(\\d{1,2})',
  hh: '(\\d{1,2})',
  h: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  A: '([ap]\\.?m\\.?)',
  a: '([ap]\\.?m\\.?)',
};

const patterns = new Map<string, { regex: RegExp; tokens: string[] }>();

/** The format as a lenient pattern: any of - / . space separates, spaces are optional around them. */
function patternOf(format: string) {
  let known = patterns.get(format);
  if (!known) {
    const tokens: string[] = [];
    let source = '';
    let last = 0;
    for (const match of format.matchAll(TOKEN)) {
      source += literal(format.slice(last, match.index));
      source += GROUP[match[0]];
      tokens.push(match[0]);
      last = match.index! + match[0].length;
    }
    source += literal(format.slice(last));
    known = { regex: new RegExp(`^\\s*${source}\\s*$`, 'i'), tokens };
    patterns.set(format, known);
  }
  return known;
}

function literal(text: string): string {
  return [...text]
    .map((c) => (/[-/. T]/.test(c) ? '\\s*[-/.\\sT]\\s*' : c.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')))
    .join('');
}

/** The parts `text` gives in `format`, or undefined when it does not fit or is no real date/time. */
export function parseParts(text: string, format: string): Partial<DateParts> | undefined {
  const { regex, tokens } = patternOf(format);
  const match = regex.exec(text);
  if (!match) return undefined;
  const parts: Partial<DateParts> = {};
  let pm: boolean | undefined;
  tokens.forEach((token, i) => {
    const raw = match[i + 1]!;
    const n = Number(raw);
    if (token === 'YYYY') parts.year = n;
    else if (token === 'YY') parts.year = 2000 + n;
    else if (token === 'MM' || token === 'M') parts.month = n;
    else if (token === 'DD' || token === 'D') parts.day = n;
    else if (token === 'HH' || token === 'H' || token === 'hh' || token === 'h') parts.hour = n;
    else if (token === 'mm') parts.minute = n;
    else if (token === 'ss') parts.second = n;
    else pm = raw.toLowerCase().startsWith('p');
  });
  if (pm !== undefined && parts.hour !== undefined) {
    if (parts.hour < 1 || parts.hour > 12) return undefined;
    parts.hour = (parts.hour % 12) + (pm ? 12 : 0);
  }
  return validParts(parts) ? parts : undefined;
}

function validParts(p: Partial<DateParts>): boolean {
  if (p.hour !== undefined && p.hour > 23) return false;
  if (p.minute !== undefined && p.minute > 59) return false;
  if (p.second !== undefined && p.second > 59) return false;
  if (p.year === undefined || p.month === undefined || p.day === undefined) return true;
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return date.getUTCFullYear() === p.year && date.getUTCMonth() === p.month - 1 && date.getUTCDate() === p.day;
}

/** `YYYY-MM-DD` of the date parts. */
export const isoDate = (p: Pick<DateParts, 'year' | 'month' | 'day'>) =>
  `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;

/** `HH:mm:ss` of the time parts. */
export const isoTime = (p: Partial<DateParts>) => `${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}:${pad(p.second ?? 0)}`;

/** The local date and time of an instant. */
export function localParts(date: Date): DateParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/**
 * Day formats tried after the column's own, as docs/PRODUCT.md §5 reads dates (ISO first, then day-first, then
 * month-first).
 */
export const FALLBACK_DATE_FORMATS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'MM-DD-YYYY'];
