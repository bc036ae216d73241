import type { SqlDialect } from '../data/dialect';
import type { RecordColumn } from './table-meta';

export type ApiRow = Record<string, unknown>;

/** Database rows (objects keyed by column name) -> API rows keyed by title, values through the field registry. */
export function objectMapper(fields: readonly RecordColumn[], dialect: SqlDialect) {
  return (row: Record<string, unknown>): ApiRow => {
    const out: ApiRow = {};
    for (const f of fields) out[f.title] = f.backend.fromDb(row[f.column_name], dialect);
    return out;
  };
}

/** The same for rows read as arrays in `fields` order (the SQLite fast path). */
export function arrayMapper(fields: readonly RecordColumn[], dialect: SqlDialect) {
  return (row: readonly unknown[]): ApiRow => {
    const out: ApiRow = {};
    for (let i = 0; i < fields.length; i++) out[fields[i]!.title] = fields[i]!.backend.fromDb(row[i], dialect);
    return out;
  };
}
