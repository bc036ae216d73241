import type { SqlDialect } from '../data/dialect';
import { badRequest } from '../http/errors';
import { columnDraft, type ColumnDraft } from './columns/request';

/** The columns of a new table when the request brings none (docs/API.md §1.6, docs/PRODUCT.md §3). */
export const DEFAULT_COLUMNS: ReadonlyArray<Record<string, unknown>> = [
  { column_name: 'id', title: 'Id', uidt: 'AutoNumber', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  { column_name: 'created_at', title: 'CreatedAt', uidt: 'CreateTime' },
  { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
];

export const TABLE_COLUMN_MESSAGES = {
  oneAutoIncrement: 'A table can have only one auto-increment column',
  autoIncrementInCompositeKey: 'An auto-increment column cannot be part of a composite primary key',
} as const;

/**
 * The checked columns of a new table: the request's own, or the defaults. A table always gets a primary key
 * (the default `Id` is added when none is given) and one display value (the first non-key column if none).
 */
export function tableColumnDrafts(columns: unknown[] | null | undefined, dialect: SqlDialect): ColumnDraft[] {
  const drafts: ColumnDraft[] = [];
  for (const column of columns?.length ? columns : DEFAULT_COLUMNS) {
    drafts.push(columnDraft(column, { dialect, others: drafts, creatingTable: true }));
  }
  if (!drafts.some((d) => d.pk))
    drafts.unshift(columnDraft(DEFAULT_COLUMNS[0], { dialect, others: drafts, creatingTable: true }));
  const keys = drafts.filter((d) => d.pk);
  if (drafts.filter((d) => d.ai).length > 1) throw badRequest(TABLE_COLUMN_MESSAGES.oneAutoIncrement);
  if (keys.length > 1 && keys.some((d) => d.ai)) throw badRequest(TABLE_COLUMN_MESSAGES.autoIncrementInCompositeKey);

  const displays = drafts.filter((d) => d.pv);
  for (const extra of displays.slice(1)) extra.pv = false;
  if (!displays.length) {
    const first = drafts.find((d) => !d.pk) ?? drafts[0]!;
    first.pv = true;
  }
  return drafts;
}
