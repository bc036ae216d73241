import type { ViewColumnBody } from '@basalt/core';
import type { Knex } from 'knex';
import { badRequest } from '../http/errors';
import {
  clearGroupByExcept,
  lockViewColumns,
  updateViewColumn,
  type ViewColumnRecord,
  type ViewColumnValues,
} from '../meta/view-settings';
import type { RecordColumn } from '../records/table-meta';

export const GROUP_BY_MESSAGES = {
  notGroupable: (title: string, uidt: string) => `A grid cannot group by '${title}': ${uidt} fields do not form groups`,
  orderIsOne: 'group_by_order can only be 1: a grid groups by one field',
  sortNeedsGroup: 'group_by_sort is kept for the grouped field only: send group_by: true with it',
} as const;

/**
 * The grouping part of a view-column change (docs/API.md §1.8): grouping sets `group_by_order` 1 and the groups'
 * order (`asc` unless given or already set); ungrouping clears both. `{}` when the body does not touch grouping.
 */
export function groupingChanges(
  input: ViewColumnBody,
  setting: ViewColumnRecord,
  column: RecordColumn | undefined,
): ViewColumnValues {
  if (input.group_by_order !== undefined && input.group_by_order !== null && input.group_by_order !== 1) {
    throw badRequest(GROUP_BY_MESSAGES.orderIsOne);
  }
  const grouped = input.group_by ?? setting.group_by;
  if (!grouped) {
    if (input.group_by_sort) throw badRequest(GROUP_BY_MESSAGES.sortNeedsGroup);
    return input.group_by === false ? { group_by: false, group_by_order: null, group_by_sort: null } : {};
  }
  if (input.group_by === undefined && !input.group_by_sort) return {};
  // The field's type decides (core's `groupable`); a computed field has no column here at all.
  if (!column?.field.groupable) {
    throw badRequest(GROUP_BY_MESSAGES.notGroupable(column?.title ?? setting.fk_column_id, column?.uidt ?? 'Computed'));
  }
  return { group_by: true, group_by_order: 1, group_by_sort: input.group_by_sort ?? setting.group_by_sort ?? 'asc' };
}

/**
 * Saves a view column's changes; grouping by it ungroups the view's other columns in the same transaction, with
 * the view's column rows held so two requests grouping by different fields cannot both win.
 */
export async function saveViewColumn(db: Knex, setting: ViewColumnRecord, changes: ViewColumnValues): Promise<void> {
  if (!Object.keys(changes).length) return;
  await db.transaction(async (trx) => {
    if (changes.group_by) {
      await lockViewColumns(trx, setting.fk_view_id);
      await clearGroupByExcept(trx, setting.fk_view_id, setting.id);
    }
    await updateViewColumn(trx, setting.id, changes);
  });
}
