import type { ColumnMeta } from '@basalt/core';
import type { SharedViewMeta } from '../public-api';

/** Test data: the public meta of a shared grid "Open tasks" over a "Tasks" table with these fields. */
export const sharedGridMeta = (columns: ColumnMeta[]): SharedViewMeta => ({
  id: 'vw_1',
  title: 'Open tasks',
  type: 3,
  meta: null,
  model: { id: 'md_1', title: 'Tasks', columns },
});
