import { isEmpty } from '../fields/coerce.js';
import type { FieldContext, ParseResult } from '../fields/field.js';
import { fieldOf } from '../fields/registry.js';
import { selectTitlesFromDtxp } from '../fields/select-dtxp.js';
import type { UIType } from '../fields/ui-types.js';
import { isoDayNamed } from './date-formats.js';
import { dollarAmount } from './infer-type.js';
import type { ImportColumn, ImportFailure, ImportRow, ImportValue } from './types.js';

export type ConvertColumn = Pick<ImportColumn, 'sourceIndex' | 'title' | 'uidt' | 'dtxp' | 'meta'>;

export interface ConvertedRow {
  /** Values by field title, or null when any value would not convert (the row is skipped and reported). */
  record: Record<string, unknown> | null;
  failures: ImportFailure[];
}

/**
 * How a file writes some values that the field itself does not read (docs/IMPORT.md, conversion): a dollar
 * amount, a day in the column's `meta.date_format`, a select option in another letter case. Each turns the
 * source value into what the field reads; the field's own `parse` (core/src/fields/types) then decides.
 */
/** The field's option titles by their own spelling and by their lower-cased one. */
type OptionsByLowerCase = ReadonlyMap<string, string>;

type SourceReading = (value: ImportValue, column: ConvertColumn, options: OptionsByLowerCase) => unknown;

const SOURCE_READINGS: Partial<Record<UIType, SourceReading>> = {
  Currency: (value) => dollarAmount(value) ?? value,
  Date: (value, column) =>
    typeof value === 'string' ? (isoDayNamed(value, column.meta?.date_format) ?? value) : value,
  SingleSelect: (value, _column, options) => optionSpelling(String(value).trim(), options),
  MultiSelect: (value, _column, options) =>
    String(value)
      .split(',')
      .map((part) => optionSpelling(part.trim(), options))
      .join(','),
};

/** The option title spelled as the field has it when `text` matches one case-insensitively; `text` otherwise. */
function optionSpelling(text: string, options: OptionsByLowerCase): string {
  return options.get(text) ?? options.get(text.toLowerCase()) ?? text;
}

/** The value as the report shows it. */
const asReported = (value: ImportValue | undefined) => (value === null || value === undefined ? '' : String(value));

interface PreparedColumn {
  column: ConvertColumn;
  read: (value: ImportValue) => ParseResult;
  /** The read value as the bulk insert takes it: read there again, it must give the same value. */
  asInput: (value: unknown) => unknown;
}

function prepare(column: ConvertColumn): PreparedColumn {
  const field = fieldOf(column.uidt);
  if (!field) throw new Error(`Unknown field type ${String(column.uidt)} for "${column.title}"`);
  const options = field.hasOptions && column.dtxp ? selectTitlesFromDtxp(column.dtxp) : [];
  // First spelling wins, as inference chose it; an exact title always maps to itself.
  const byLowerCase = new Map<string, string>();
  for (const title of options) if (!byLowerCase.has(title.toLowerCase())) byLowerCase.set(title.toLowerCase(), title);
  for (const title of options) byLowerCase.set(title, title);
  const ctx: FieldContext = {
    meta: column.meta ?? null,
    ...(field.hasOptions && column.dtxp ? { colOptions: { options: options.map((title) => ({ title })) } } : {}),
  };
  const sourceReading = SOURCE_READINGS[column.uidt];
  const read = (value: ImportValue) =>
    field.parse(sourceReading ? sourceReading(value, column, byLowerCase) : value, ctx);
  return { column, read: remembered(read), asInput: field.asInput ?? ((value) => value) };
}

/** Distinct texts a column remembers the reading of. */
const REMEMBERED_TEXTS = 4096;

/**
 * A reading that remembers its answers for repeated texts (a state, a yes/no, a day: many of a large file's cells
 * repeat). A field's reading depends only on the text and the column, so the answer is the same; only answers
 * holding a plain value are kept, so no two rows share an object. A column whose texts do not repeat (names,
 * e-mails) fills the memory with misses: it then stops looking, since hashing each new text costs more than it saves.
 */
function remembered(read: (value: ImportValue) => ParseResult): (value: ImportValue) => ParseResult {
  let known: Map<string, ParseResult> | undefined = new Map();
  let hits = 0;
  return (value) => {
    if (!known || typeof value !== 'string') return read(value);
    const hit = known.get(value);
    if (hit) {
      hits++;
      return hit;
    }
    const result = read(value);
    if (known.size >= REMEMBERED_TEXTS) {
      if (hits < known.size) known = undefined;
    } else if (!result.ok || result.value === null || typeof result.value !== 'object') known.set(value, result);
    return result;
  };
}

/**
 * A converter of source rows into records for the bulk insert, by field title. Each value goes through its field
 * type's own reading, and is handed over in a form the bulk insert reads back as that value (a JSON string as its
 * JSON text: the cell `"s"` stays the string s, as `POST /bulk` stores it); an empty cell is null. A row with any value its field refuses gives no record and one
 * failure per refused value, so it is skipped and reported, never half-written.
 */
export function rowConverter(columns: readonly ConvertColumn[]): (row: ImportRow, rowNumber: number) => ConvertedRow {
  const prepared = columns.map(prepare);
  return (row, rowNumber) => {
    const record: Record<string, unknown> = {};
    const failures: ImportFailure[] = [];
    for (const { column, read, asInput } of prepared) {
      const value = row[column.sourceIndex];
      if (isEmpty(value)) {
        record[column.title] = null;
        continue;
      }
      const result = read(value!);
      if (result.ok) record[column.title] = asInput(result.value);
      else failures.push({ row: rowNumber, field: column.title, value: asReported(value), reason: result.error });
    }
    return { record: failures.length ? null : record, failures };
  };
}
