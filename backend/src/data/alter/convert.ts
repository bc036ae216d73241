import type { Knex } from 'knex';
import { FIELDS, type FieldContext, type PhysicalUIType } from '@basalt/core';
import { BACKEND_FIELDS } from '../../fields/registry';
import type { SqlDialect } from '../dialect';
import { rowBatches } from '../rows';

/** One value carried across an alteration: the API value it reads as, and the value to write (or why not). */
export type Conversion =
  { ok: true; db: unknown; changed: boolean } | { ok: false; reason: 'invalid' | 'required'; shown: string };

export type Convert = (dbValue: unknown) => Conversion;

export interface ConversionSpec {
  from: PhysicalUIType;
  to: PhysicalUIType;
  /** The new column's options and meta, as core's parser needs them. */
  ctx: FieldContext;
  rqd: boolean;
  /** Rewrites the old API value before it is read as the new type (select options renamed or removed). */
  mapApiValue?: (value: unknown) => unknown;
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** old DB value -> old API value (`fromDb`) -> new API value (core `parse`) -> new DB value (`toDb`). */
export function converter(spec: ConversionSpec, dialect: SqlDialect): Convert {
  const from = BACKEND_FIELDS[spec.from];
  const to = BACKEND_FIELDS[spec.to];
  const parse = FIELDS[spec.to].parse;
  return (dbValue) => {
    const before = from.fromDb(dbValue, dialect);
    const input = spec.mapApiValue ? spec.mapApiValue(before) : before;
    const parsed = parse(input, spec.ctx);
    if (!parsed.ok) return { ok: false, reason: 'invalid', shown: shown(input) };
    if (parsed.value === null && spec.rqd) return { ok: false, reason: 'required', shown: '' };
    return { ok: true, db: to.toDb(parsed.value, dialect), changed: !same(before, parsed.value) };
  };
}

export interface ConversionReport {
  rows: number;
  /** Values that cannot be read as the new type, with how many rows hold each. */
  invalid: Map<string, number>;
  /** Rows without a value when the new column is required. */
  missing: number;
  /** Whether any value reads differently after the change. */
  changed: boolean;
}

/** Reads every value of the column and tries the conversion, changing nothing. */
export async function checkConversion(
  knex: Knex,
  tableName: string,
  columnName: string,
  orderBy: string[],
  convert: Convert,
): Promise<ConversionReport> {
  const report: ConversionReport = { rows: 0, invalid: new Map(), missing: 0, changed: false };
  for await (const batch of rowBatches(knex, tableName, [columnName], orderBy)) {
    for (const row of batch) {
      report.rows++;
      const result = convert(row[columnName]);
      if (result.ok) report.changed ||= result.changed;
      else if (result.reason === 'required') report.missing++;
      else report.invalid.set(result.shown, (report.invalid.get(result.shown) ?? 0) + 1);
    }
  }
  return report;
}

/**
 * The refusal for a report with problems, naming the column, e.g.
 * `Cannot change column "Amount" to Number: value "abc" in 1 row(s) cannot be converted`.
 */
export function conversionError(title: string, uidt: string, report: ConversionReport): string | undefined {
  const head = `Cannot change column "${title}" to ${uidt}`;
  if (report.invalid.size) {
    const values = [...report.invalid.keys()];
    const rows = [...report.invalid.values()].reduce((a, b) => a + b, 0);
    const listed =
      values
        .slice(0, 3)
        .map((v) => `"${v}"`)
        .join(', ') + (values.length > 3 ? ', ...' : '');
    return `${head}: ${values.length === 1 ? 'value' : 'values'} ${listed} in ${rows} row(s) cannot be converted`;
  }
  if (report.missing) return `${head}: ${report.missing} row(s) have no value but the column is required`;
  return undefined;
}
