import { fieldOf, optionColor, selectValues, type PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import { dialectOf } from '../../data/dialect';
import { rowBatches } from '../../data/rows';
import { BACKEND_FIELDS } from '../../fields/registry';
import type { ColumnRecord } from '../../meta/types';
import type { ColumnDraft, DraftOption } from './request';

const isSelect = (uidt: string) => fieldOf(uidt)?.hasOptions === true;
/** A select whose cells hold any number of options (MultiSelect). */
const isMulti = (uidt: string) => fieldOf(uidt)?.multipleOptions === true;

/**
 * How values of a select column follow an edit of its options: an option renamed (same id, new title) renames
 * the values; an option removed is removed from the values (SingleSelect: the cell is emptied).
 */
export function optionValueMapping(old: ColumnRecord, draft: ColumnDraft): ((value: unknown) => unknown) | undefined {
  if (!isSelect(old.uidt) || !draft.options) return undefined;
  const byId = new Map(draft.options.filter((o) => o.id).map((o) => [o.id!, o.title]));
  const titles = new Set(draft.options.map((o) => o.title));
  const renamed = new Map<string, string | null>();
  for (const option of old.options ?? []) {
    const next = byId.get(option.id);
    if (next !== undefined && next !== option.title) renamed.set(option.title, next);
    else if (next === undefined && !titles.has(option.title)) renamed.set(option.title, null);
  }
  if (!renamed.size) return undefined;
  const multi = isMulti(old.uidt);
  return (value) => {
    if (value === null || value === undefined) return value;
    const mapped = selectValues(value, multi)
      .map((title) => (renamed.has(title) ? renamed.get(title)! : title))
      .filter((title): title is string => title !== null);
    return mapped.length ? mapped.join(',') : null;
  };
}

/**
 * Turning a column into a select keeps its values: each distinct value missing from the options becomes a new
 * option (colours from the option palette), as the UI would offer.
 */
export async function addMissingOptions(
  knex: Knex,
  tableName: string,
  old: ColumnRecord,
  draft: ColumnDraft,
  keys: string[],
  mapValue: ((value: unknown) => unknown) | undefined,
): Promise<void> {
  if (!draft.options || old.uidt === draft.uidt) return;
  const dialect = dialectOf(knex);
  const from = BACKEND_FIELDS[old.uidt as PhysicalUIType];
  const multi = isMulti(draft.uidt);
  const known = new Set(draft.options.map((o) => o.title));
  const added: DraftOption[] = [];
  const columnName = old.column_name ?? old.title;
  const order = keys.length ? keys : ['rowid'];
  for await (const batch of rowBatches(knex, tableName, [columnName], order)) {
    for (const row of batch) {
      let value = from.fromDb(row[columnName], dialect);
      if (mapValue) value = mapValue(value);
      if (value === null || value === undefined || value === '') continue;
      const text = typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value;
      for (const title of selectValues(text, multi)) {
        if (known.has(title) || (multi && title.includes(','))) continue;
        known.add(title);
        const index = draft.options.length + added.length;
        added.push({ title, color: optionColor(index), order: index + 1 });
      }
    }
  }
  if (!added.length) return;
  draft.options = [...draft.options, ...added];
  draft.dtxp = draft.options.map((o) => `'${o.title.replace(/'/g, "''")}'`).join(',');
}
