import { DatabaseOutlined, FieldNumberOutlined, HistoryOutlined, KeyOutlined } from '@ant-design/icons';
import { readOnlyDateTimeCell, readOnlyNumberCell, readOnlyTextCell } from './read-only-cell';

/*
 * The types the engine keeps (docs/PRODUCT.md §3) have no folder of their own (links, lookups, rollups, counts
 * and formulas have theirs): they share the
 * read-only cells and differ only by their icon, declared here one type at a time.
 */

export const idCell = readOnlyNumberCell(KeyOutlined);
export const foreignKeyCell = readOnlyNumberCell(KeyOutlined);
export const autoNumberCell = readOnlyNumberCell(FieldNumberOutlined);

export const createTimeCell = readOnlyDateTimeCell(HistoryOutlined);
export const lastModifiedTimeCell = readOnlyDateTimeCell(HistoryOutlined);

/** A type this build does not know (a newer server's): its value as read-only text, with a generic icon. */
export const unknownTypeCell = readOnlyTextCell(DatabaseOutlined);
