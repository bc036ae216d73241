import type { ColumnMeta, TableMeta } from '@basalt/core';
import { ok, type ApiCall, type Reply } from '@basalt/ui/testing';

/** Test helpers only: a table of generated rows behind a fake data API that pages by limit and offset. */

export const META = '/api/v1/db/meta';

const column = (id: string, title: string, uidt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  id,
  title,
  column_name: title.toLowerCase(),
  uidt,
  ...extra,
});

export const TASK_COLUMNS: ColumnMeta[] = [
  column('c_id', 'Id', 'AutoNumber', { pk: true, ai: true }),
  column('c_title', 'Title', 'SingleLineText', { pv: true }),
  column('c_count', 'Count', 'Number'),
  column('c_done', 'Done', 'Checkbox'),
  column('c_created', 'CreatedAt', 'CreateTime'),
];

export const tasksMeta = (lockType = 'collaborative'): TableMeta => ({
  id: 'md_1',
  title: 'Tasks',
  table_name: 'tasks',
  columns: TASK_COLUMNS,
  views: [{ id: 'vw_1', title: 'Tasks', type: 3, fk_model_id: 'md_1', is_default: true, lock_type: lockType }],
});

export const taskRow = (i: number) => ({
  Id: i + 1,
  Title: `Task ${i + 1}`,
  Count: i * 10,
  Done: i % 2 === 0,
  CreatedAt: '2026-01-01 00:00:00+00:00',
});

/** The view's rows: answers `GET …/views/vw_1` pages from `rows`, counting every request. */
export function viewRows(total: number, make = taskRow) {
  // rows are made when asked for: a million-row view costs only the pages read
  const made = new Map<number, ReturnType<typeof make>>();
  const rowAt = (i: number) => made.get(i) ?? made.set(i, make(i)).get(i)!;
  return (call: ApiCall): Reply => {
    const limit = Number(call.query.limit ?? 25);
    const offset = Number(call.query.offset ?? 0);
    const end = Math.min(total, offset + limit);
    return ok({
      list: Array.from({ length: Math.max(0, end - offset) }, (_, i) => rowAt(offset + i)),
      pageInfo: { totalRows: total, page: offset / limit + 1, pageSize: limit, isFirstPage: offset === 0 },
    });
  };
}

export const VIEW_COLUMNS = ok({
  list: TASK_COLUMNS.map((c, i) => ({
    id: `nv_${i}`,
    fk_column_id: c.id,
    show: true,
    order: i + 1,
    width: c.id === 'c_title' ? '240px' : '200px',
  })),
  pageInfo: { totalRows: TASK_COLUMNS.length },
});

export const DATA = '/api/v1/db/data/noco/p_1/md_1';

/** The answers opening `/nc/p_1/table/Tasks` needs: the table, its view columns, the user's roles, the rows. */
export function gridAnswers(
  total: number,
  { roles = { owner: true }, lockType }: { roles?: Record<string, boolean>; lockType?: string } = {},
) {
  return {
    [`GET ${META}/projects/p_1/tables`]: ok({
      list: [{ id: 'md_1', title: 'Tasks', table_name: 'tasks' }],
      pageInfo: { totalRows: 1 },
    }),
    [`GET ${META}/tables/md_1`]: ok(tasksMeta(lockType)),
    [`GET ${META}/views/vw_1/columns`]: VIEW_COLUMNS,
    'GET /api/v1/auth/user/me': ok({ id: 'us_1', roles }),
    [`GET ${DATA}/views/vw_1`]: viewRows(total),
  };
}
