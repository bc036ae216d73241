import { VALUELESS_OPS, type FilterOp } from '@basalt/core';
import type { TestDialect } from './servers';
import { at, day } from './typed-table';

/**
 * An independent model of the `where` ops (docs/API.md §2.2) over the typed table's rows as the API reads them
 * back: which rows each op must match and in which order a sort must return them. Written from the documented
 * meaning of each op, not from the SQL that implements it, so the two can disagree.
 */

export type Row = Record<string, unknown>;
type Kind =
  | 'text'
  | 'ordered-text'
  | 'number'
  | 'rating'
  | 'checkbox'
  | 'single'
  | 'multi'
  | 'date'
  | 'instant'
  | 'time'
  | 'json'
  | 'attachment';

/** The values a column's terms are written with: one value, a list, a range, a `like` pattern, an `isWithin`. */
interface Probe {
  kind: Kind;
  one?: string;
  list?: string;
  range?: [string, string];
  like?: string;
  within?: string;
}

const todayT = (time: string) => at(0, time);

/**
 * Per column title of TYPED_COLUMNS: values chosen from the seeded rows so each op splits them; text ranges split
 * rows differently by code point than case-insensitively ('Cherry pie' is not between b and d). CreatedAt and
 * UpdatedAt hold the insert time, so their `in` list is set by the test from the rows read back.
 */
export const PROBES: Record<string, Probe> = {
  Id: { kind: 'number', one: '3', list: '1,6', range: ['2', '4'] },
  Key: { kind: 'text', one: 'r3', list: 'r1,r6', range: ['r2', 'r4'], like: '3' },
  Text: { kind: 'text', one: 'banana', list: 'Apple,a%b_c', range: ['b', 'd'], like: 'AN' },
  Long: { kind: 'text', one: 'Gamma', list: 'alpha beta,x', range: ['a', 'h'], like: 'BETA' },
  Email: { kind: 'text', one: 'B@Y.org', list: 'a@x.io', range: ['a', 'c'], like: 'X.IO' },
  Link: {
    kind: 'text',
    one: 'https://apple.example/x',
    list: 'https://apple.example/x',
    range: ['http', 'i'],
    like: 'APPLE',
  },
  Phone: { kind: 'text', one: '+1 555 0100', list: '+1 555 0100,5', range: ['+1', '+2'], like: '0100' },
  Num: { kind: 'number', one: '2', list: '1,10', range: ['1', '3'] },
  Dec: { kind: 'number', one: '1.5', list: '2.25,-0.5', range: ['-1', '1.5'] },
  Money: { kind: 'number', one: '10.5', list: '99', range: ['10', '50'] },
  Pct: { kind: 'number', one: '12.5', list: '12.5,1', range: ['0', '20'] },
  Dur: { kind: 'number', one: '60', list: '3600', range: ['0', '100'] },
  Stars: { kind: 'rating', one: '0', list: '0,5', range: ['1', '3'] },
  Yr: { kind: 'number', one: '2001', list: '2024', range: ['2000', '2010'] },
  Done: { kind: 'checkbox', one: 'false' },
  Status: { kind: 'single', one: 'doing', list: 'todo,done', like: 'IN' },
  Tags: { kind: 'multi', one: 'c', list: 'a,d%_', like: 'B' },
  Day: {
    kind: 'date',
    one: 'yesterday',
    list: `2020-02-29,${day(-10)}`,
    range: [day(-1), day(1)],
    within: 'pastNumberOfDays,3',
  },
  At: {
    kind: 'instant',
    one: 'today',
    list: todayT('12:00:00'),
    range: [at(-1, '23:30:00'), todayT('12:00:00')],
    within: 'nextNumberOfDays,1',
  },
  Clock: { kind: 'time', one: '12:30', list: '08:00,23:59:59', range: ['08:00', '12:30'] },
  Doc: { kind: 'json', one: '"text"', like: '"K"' },
  Files: { kind: 'attachment', like: 'A.PNG' },
  Geo: { kind: 'text', one: 'POINT', list: 'x,POINT', range: ['P', 'Q'], like: 'point' },
  Spec: { kind: 'ordered-text', one: 'special', list: 'special,x', range: ['a', 't'], like: 'PEC' },
  Seq: { kind: 'number', one: '5', list: '2,4', range: ['5', '6'] },
  CreatedAt: {
    kind: 'instant',
    one: 'today',
    range: [at(-1, '00:00:00'), at(1, '23:59:59')],
    within: 'pastNumberOfDays,1',
  },
  UpdatedAt: { kind: 'instant', one: 'yesterday', range: [at(1, '00:00:00'), at(2, '00:00:00')], within: 'pastWeek' },
};

const VALUELESS: readonly FilterOp[] = VALUELESS_OPS;

/** The `where` of one op on a column, with the column's probe values. */
export function termOf(title: string, op: FilterOp): string {
  const p = PROBES[title]!;
  if (VALUELESS.includes(op)) return `(${title},${op})`;
  const value = (() => {
    if (op === 'is' || op === 'isnot') return 'null';
    if (op === 'in' || ['allof', 'anyof', 'nallof', 'nanyof'].includes(op)) return p.list;
    if (op === 'btw' || op === 'nbtw') return p.range?.join(',');
    if (op === 'like' || op === 'nlike') return p.like;
    if (op === 'isWithin') return p.within;
    return p.one;
  })();
  if (value === undefined) throw new Error(`no probe value of ${title} for ${op}: add one to PROBES`);
  return `(${title},${op},${value})`;
}

const present = (v: unknown) => v !== null && v !== undefined;
/** A value as the text the database stores (JSON and attachments are stored as their JSON text). */
const stored = (kind: Kind, v: unknown) =>
  !present(v) ? null : kind === 'json' || kind === 'attachment' ? JSON.stringify(v) : String(v);
const items = (list: string) => list.split(',');

/** The UTC days `[first, last]` a date sub-op (or an `isWithin` sub-op) covers. */
function days(expr: string): [string, string] {
  const [sub, n] = expr.split(',');
  const span = (first: number, last: number): [string, string] => [day(first), day(last)];
  const named: Record<string, () => [string, string]> = {
    today: () => span(0, 0),
    yesterday: () => span(-1, -1),
    tomorrow: () => span(1, 1),
    pastWeek: () => span(-7, 0),
    pastNumberOfDays: () => span(-Number(n), 0),
    nextNumberOfDays: () => span(0, Number(n)),
  };
  const range = named[sub!];
  if (!range) throw new Error(`the oracle does not know the sub-op ${sub}`);
  return range();
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** Whether a row's value `v` of a column with probe `p` satisfies `op`. */
export function matches(p: Probe, op: FilterOp, v: unknown, dialect: TestDialect): boolean {
  const text = stored(p.kind, v);
  const has = present(v);
  const one = p.one ?? '';
  const negations: Partial<Record<FilterOp, FilterOp>> = {
    neq: 'eq',
    not: 'eq',
    nlike: 'like',
    notempty: 'empty',
    notnull: 'null',
    notblank: 'blank',
    notchecked: 'checked',
    nallof: 'allof',
    nanyof: 'anyof',
    isnot: 'is',
  };
  const positive = negations[op];
  // neq/nlike/notempty/n*of also match rows without a value (docs/API.md §2.2); nbtw does not (SQL NOT BETWEEN).
  if (positive) return !matches(p, positive, v, dialect);
  if (op === 'null' || op === 'is') return !has;
  if (op === 'blank') {
    if (p.kind === 'attachment') return !has || ['', '[]', 'null'].includes(text!);
    return !has || (['number', 'rating', 'date', 'instant', 'time', 'checkbox'].includes(p.kind) ? false : text === '');
  }
  if (op === 'empty') return text === '';
  if (op === 'like') return has && text!.toLowerCase().includes(p.like!.toLowerCase());

  switch (p.kind) {
    case 'checkbox':
      if (op === 'checked') return v === true;
      if (op === 'eq') return (v === true) === (one === 'true');
      break;
    case 'rating': {
      // No rating counts as 0 in comparisons; `in` is a plain list (docs/API.md §2.2).
      const eff = has ? Number(v) : 0;
      if (op === 'in') return has && items(p.list!).map(Number).includes(Number(v));
      return compare(op, eff, Number(one), p.range?.map(Number) as [number, number]);
    }
    case 'number':
      if (!has) return false;
      if (op === 'in') return items(p.list!).map(Number).includes(Number(v));
      return compare(op, Number(v), Number(one), p.range?.map(Number) as [number, number]);
    case 'time':
      if (!has) return false;
      if (op === 'in') return items(p.list!).map(withSeconds).includes(String(v));
      return compare(op, String(v), withSeconds(one), p.range?.map(withSeconds) as [string, string]);
    case 'date':
    case 'instant': {
      if (!has) return false;
      const value = String(v);
      if (op === 'in') return items(p.list!).some((x) => Date.parse(x) === Date.parse(value));
      if (op === 'btw')
        return Date.parse(p.range![0]) <= Date.parse(value) && Date.parse(value) <= Date.parse(p.range![1]);
      if (op === 'nbtw') return !matches(p, 'btw', v, dialect);
      // Sub-op ops compare whole UTC days.
      const d = value.slice(0, 10);
      const [first, last] = days(op === 'isWithin' ? p.within! : one);
      if (op === 'eq' || op === 'isWithin') return first <= d && d <= last;
      return compare(op, d, '', undefined, [first, last]);
    }
    case 'multi':
      if (op === 'eq') return text === one;
      if (op === 'allof') return has && items(p.list!).every((o) => text!.split(',').includes(o));
      if (op === 'anyof') return has && items(p.list!).some((o) => text!.split(',').includes(o));
      break;
    default:
      if (op === 'eq') return text === one;
      if (op === 'in' || op === 'anyof') return has && items(p.list!).includes(text!);
      if (!has) return false;
      // Text ranges compare code points on every database, case-sensitively as eq does (docs/API.md §2.2);
      // SpecificDBType binds the value as written, so its column's collation orders it (case-insensitive on MySQL).
      if (p.kind === 'ordered-text') {
        const range = p.range?.map((x) => fold(dialect, x)) as [string, string];
        return compare(op, fold(dialect, text!), fold(dialect, one), range);
      }
      return compare(op, text!, one, p.range);
  }
  if (!has) return false;
  throw new Error(`the oracle has no meaning for ${op} on ${p.kind}`);
}

/** Ordering ops; `days` ([first, last] of a sub-op) compares a day with a span of days. */
function compare<T extends number | string>(
  op: FilterOp,
  v: T,
  one: T,
  range?: [T, T],
  span?: [string, string],
): boolean {
  const [low, high] = span ?? [one, one];
  switch (op) {
    case 'eq':
      return v === one;
    case 'gt':
      return v > high;
    case 'gte':
    case 'ge':
      return v >= low;
    case 'lt':
      return v < low;
    case 'lte':
    case 'le':
      return v <= high;
    case 'btw':
      return range![0] <= v && v <= range![1];
    case 'nbtw':
      return !(range![0] <= v && v <= range![1]);
    default:
      throw new Error(`the oracle has no meaning for ${op}`);
  }
}

const fold = (dialect: TestDialect, text: string) => (dialect === 'mysql' ? text.toUpperCase() : text);

/**
 * How a database orders the text of a column: SQLite's BINARY collation and the test PostgreSQL's C collation
 * compare code points; MariaDB's default utf8mb4_general_ci compares letters case-insensitively (as upper case).
 * The test databases are created with these collations (support/test-db.ts).
 */
function textOrder(dialect: TestDialect, a: string, b: string): number {
  const [x, y] = [fold(dialect, a), fold(dialect, b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares two values of a column as an ascending sort does; no value first. */
export function ascending(title: string, dialect: TestDialect, a: unknown, b: unknown): number {
  const kind = PROBES[title]!.kind;
  if (!present(a) || !present(b)) return present(a) ? 1 : present(b) ? -1 : 0;
  if (['number', 'rating'].includes(kind)) return Number(a) - Number(b);
  if (kind === 'checkbox') return Number(a) - Number(b);
  // JSON is stored as text; MariaDB's JSON is LONGTEXT with a binary collation.
  if (kind === 'json') return textOrder('sqlite', stored(kind, a)!, stored(kind, b)!);
  return textOrder(dialect, stored(kind, a)!, stored(kind, b)!);
}

/** The rows in the order `sort` (title, `-` for descending) must give: ties, and so equal values, by Id. */
export function sortedKeys(rows: Row[], title: string, dialect: TestDialect, descending: boolean): string[] {
  return [...rows]
    .sort((a, b) => {
      const c = ascending(title, dialect, a[title], b[title]);
      return (descending ? -c : c) || Number(a.Id) - Number(b.Id);
    })
    .map((r) => String(r.Key));
}

const TEXT_KINDS: readonly Kind[] = ['text', 'ordered-text', 'single', 'multi', 'json', 'attachment'];

/**
 * The group a value falls in: the one `(column,eq,value)` or `(column,blank)` finds (docs/API.md §1.11), so an
 * unset checkbox is unchecked and '' text has no value.
 */
function groupValue(title: string, value: unknown): unknown {
  const kind = PROBES[title]!.kind;
  if (kind === 'checkbox') return value ?? false;
  return TEXT_KINDS.includes(kind) && value === '' ? null : (value ?? null);
}

/** The groups of a column as `groupby` must list them: distinct values ascending, no value first, with counts. */
export function expectedGroups(rows: Row[], title: string, dialect: TestDialect, columnName: string) {
  const groups = new Map<string, { value: unknown; count: number }>();
  for (const row of rows) {
    const value = groupValue(title, row[title]);
    const key = JSON.stringify(value);
    groups.set(key, { value, count: (groups.get(key)?.count ?? 0) + 1 });
  }
  return [...groups.values()]
    .sort((a, b) => ascending(title, dialect, a.value, b.value))
    .map((g) => ({ [columnName]: g.value, count: g.count }));
}
