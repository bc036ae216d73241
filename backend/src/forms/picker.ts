import { searchFilter, validateWhere, type ResolvedGroup } from '@basalt/core';
import { filterOpsFor } from '../data/filters';
import { badRequest, notFound } from '../http/errors';
import { columnsOf } from '../meta/columns';
import { VIEW_TYPES } from '../meta/types';
import { selectRows } from '../records/crud';
import { param, readLimit, readOffset, type Query } from '../records/list-args';
import { paged, type PagedList } from '../records/list';
import { objectMapper } from '../records/rows';
import { filtered } from '../records/select';
import type { RecordColumn } from '../records/table-meta';
import type { Services } from '../services';
import type { Visit } from '../shares/visitor';
import { formColumnsOf } from './columns';
import { formLinkOf } from './links';
import { FORM_MESSAGES } from './settings';

/** No related row matches a search no field can hold (a number typed into a search of dates). */
const NOTHING: ResolvedGroup<RecordColumn> = { type: 'group', connective: 'and', not: true, children: [] };

/**
 * `GET /public/shared-view/:uuid/nested/:columnId` (docs/API.md "Forms"): the records a visitor may pick for a link
 * field the form shows, each as its key and display value only (the rest of the related table is not shared), in key
 * order, paged by `limit`/`offset`; `search` looks in the display value alone, for the same reason.
 */
export async function formPickerList(
  services: Services,
  visit: Visit,
  columnName: string,
  query: Query,
): Promise<PagedList> {
  const { view } = visit;
  if (view.type !== VIEW_TYPES.form) throw notFound(FORM_MESSAGES.formOnly);
  const fields = await formColumnsOf(services.db, view.id, await columnsOf(services.db, view.fk_model_id));
  const field = fields.find(
    (f) => f.form.show && f.column.uidt === 'LinkToAnotherRecord' && [f.column.id, f.column.title].includes(columnName),
  );
  if (!field) throw notFound(FORM_MESSAGES.fieldNotShown(columnName));
  const link = await formLinkOf(services, visit, field.column);
  const { related, relatedKey } = link;
  const relatedColumns = await columnsOf(services.db, related.model.id);
  const displayId = relatedColumns.find((c) => c.pv && !c.virtual && c.id !== relatedKey.id)?.id;
  const display = displayId ? related.byId.get(displayId) : undefined;
  const shown = display ? [relatedKey, display] : [relatedKey];

  const text = param(query, 'search')?.[0] ?? '';
  const searched = searchFilter(display ? [display] : [], text);
  let where = NOTHING;
  if (searched) {
    const checked = validateWhere(searched, shown, { filterOpsFor });
    if ('error' in checked) throw badRequest(checked.error);
    where = checked;
  }
  const limit = readLimit(query);
  const offset = readOffset(query);
  const rows = () => filtered(related, where, new Date());
  const page = rows()
    .select(shown.map((c) => `${related.tableName}.${c.column_name}`))
    .orderBy(`${related.tableName}.${relatedKey.column_name}`)
    .limit(limit)
    .offset(offset);
  const [list, counted] = await Promise.all([selectRows(related, page), selectRows(related, rows().count({ n: '*' }))]);
  const toApi = objectMapper(shown, related.dialect);
  return paged(list.map(toApi), Number(counted[0]?.n ?? 0), limit, offset);
}
