import {
  BranchesOutlined,
  CalculatorOutlined,
  DatabaseOutlined,
  FieldNumberOutlined,
  FileSearchOutlined,
  FunctionOutlined,
  HistoryOutlined,
  KeyOutlined,
  OrderedListOutlined,
} from '@ant-design/icons';
import { readOnlyDateTimeCell, readOnlyNumberCell, readOnlyTextCell } from './read-only-cell';

/*
 * The types the engine keeps or computes (docs/PRODUCT.md §3) have no folder of their own: they share the
 * read-only cells and differ only by their icon, declared here one type at a time.
 */

export const idCell = readOnlyNumberCell(KeyOutlined);
export const foreignKeyCell = readOnlyNumberCell(KeyOutlined);
export const autoNumberCell = readOnlyNumberCell(FieldNumberOutlined);
export const rollupCell = readOnlyNumberCell(CalculatorOutlined);
export const countCell = readOnlyNumberCell(OrderedListOutlined);

export const linkToAnotherRecordCell = readOnlyTextCell(BranchesOutlined);
export const lookupCell = readOnlyTextCell(FileSearchOutlined);
export const formulaCell = readOnlyTextCell(FunctionOutlined);

export const createTimeCell = readOnlyDateTimeCell(HistoryOutlined);
export const lastModifiedTimeCell = readOnlyDateTimeCell(HistoryOutlined);

/** A type this build does not know (a newer server's): its value as read-only text, with a generic icon. */
export const unknownTypeCell = readOnlyTextCell(DatabaseOutlined);
