import type { ColumnMeta } from '@basalt/core';
import type { LinkRecord } from '../contract';
import { relatedTableOf } from '../lookup/known-tables';

/** A link value as a list: hm/mm links read as arrays, a bt link as one record or null (docs/API.md §1.7). */
export function linkItems(value: unknown): Record<string, unknown>[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return items.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
}

const text = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * A linked record as `{id, label}`. Each item is `{<key title>: key, <display title>: value}`: with the related
 * table's meta the titles are known; without it the key comes first and the display value second.
 */
export function linkRecordOf(item: Record<string, unknown>, column: ColumnMeta): LinkRecord {
  const related = relatedTableOf(column);
  const pk = related?.columns.find((c) => c.pk);
  const pv = related?.columns.find((c) => c.pv);
  const values = Object.values(item);
  const id = pk && pk.title in item ? item[pk.title] : values[0];
  const label = pv && pv.title in item ? item[pv.title] : (item.title ?? values[1] ?? values[0]);
  return { id: text(id), label: text(label) };
}

export const linkRecordsOf = (value: unknown, column: ColumnMeta): LinkRecord[] =>
  linkItems(value).map((item) => linkRecordOf(item, column));

/**
 * The other way: picked records as the link's value reads (keyed by the related table's key and display fields),
 * for a record the grid shows before the server has it; a bt link holds one record or null.
 */
export function linkValueOf(records: readonly LinkRecord[], column: ColumnMeta): unknown {
  const related = relatedTableOf(column);
  const idKey = related?.columns.find((c) => c.pk)?.title ?? 'id';
  const labelKey = related?.columns.find((c) => c.pv)?.title ?? 'title';
  const items = records.map((record) => ({ [idKey]: record.id, [labelKey]: record.label }));
  return linkTypeOf(column) === 'bt' ? (items[0] ?? null) : items;
}

/** The link's kind: hm and mm hold many records, bt one. */
export const linkTypeOf = (column: ColumnMeta): 'hm' | 'mm' | 'bt' => {
  const type = (column.colOptions as { type?: string } | undefined)?.type;
  return type === 'bt' || type === 'mm' ? type : 'hm';
};
