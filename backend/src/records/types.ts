import type { SortItem, WhereGroup } from '@basalt/core';
import type { ViewRecord } from '../meta/types';
import type { RecordColumn } from './table-meta';

/**
 * What a view adds to its table's data routes (docs/API.md §1.11): visible columns, saved sorts and filters.
 * Its own module so that the engine (which caches it) and view-meta.ts (which loads it) need not import each other.
 */
export interface ViewMeta {
  view: ViewRecord;
  /** The columns the view shows, in its order; the primary key is always there. */
  visible: RecordColumn[];
  /** Saved sorts (`field` is the column id). */
  sorts: SortItem[];
  /** Saved filters as a `where` AST (`field` is the column id). */
  where: WhereGroup;
}
