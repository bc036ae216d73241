import type { Knex } from 'knex';
import { dropColumn, dropTable } from '../data/ddl';
import { dropRollupStoresTouching } from '../virtual/rollup-store/store';
import { applySchemaChange } from '../data/schema-change';
import { readersOfColumn, relationsToModel, type RelationOptions } from '../meta/col-options';
import { columnsOf, deleteColumn, getColumn } from '../meta/columns';
import { deleteModel, getModel } from '../meta/models';
import type { ColumnRecord, ModelRecord } from '../meta/types';

export const isLinkColumn = (column: Pick<ColumnRecord, 'uidt'>) => column.uidt === 'LinkToAnotherRecord';

/** Both ends of a link are one relation: the same foreign key (hm/bt) or the same junction table (mm). */
function sameRelation(a: RelationOptions, b: RelationOptions): boolean {
  if (a.type === 'mm' || b.type === 'mm') return a.type === b.type && a.fk_mm_model_id === b.fk_mm_model_id;
  return a.fk_child_column_id === b.fk_child_column_id && a.fk_parent_column_id === b.fk_parent_column_id;
}

/** The link column at the other end of `column`'s relation, if it is still there. */
export async function reverseLinkOf(db: Knex, column: ColumnRecord): Promise<ColumnRecord | undefined> {
  const relation = column.colOptions as RelationOptions;
  const related = await columnsOf(db, relation.fk_related_model_id);
  return related.find(
    (c) =>
      c.id !== column.id &&
      isLinkColumn(c) &&
      (c.colOptions as RelationOptions | undefined)?.fk_related_model_id === column.fk_model_id &&
      sameRelation(relation, c.colOptions as RelationOptions),
  );
}

/** Lookups and rollups reading through `ids`, and those reading them in turn (a lookup of a lookup). */
async function readersOf(db: Knex, ids: string[]): Promise<string[]> {
  const found = new Set<string>();
  const queue = [...ids];
  while (queue.length) {
    for (const reader of await readersOfColumn(db, queue.pop()!)) {
      if (found.has(reader.fk_column_id) || ids.includes(reader.fk_column_id)) continue;
      found.add(reader.fk_column_id);
      queue.push(reader.fk_column_id);
    }
  }
  return [...found];
}

/**
 * Removes a link field (docs/API.md §1.7): its reverse field, the foreign key column (hm/bt) or the junction table
 * (mm), and the lookups and rollups through either end. The linked rows stay.
 */
export async function removeLink(meta: Knex, data: Knex, column: ColumnRecord): Promise<void> {
  const relation = column.colOptions as RelationOptions | undefined;
  const reverse = relation ? await reverseLinkOf(meta, column) : undefined;
  const links = [column.id, ...(reverse ? [reverse.id] : [])];
  const readers = await readersOf(meta, links);
  let foreignKey: { column: ColumnRecord; table: ModelRecord } | undefined;
  let junction: ModelRecord | undefined;
  if (relation?.type === 'mm') {
    junction = relation.fk_mm_model_id ? await getModel(meta, relation.fk_mm_model_id) : undefined;
  } else if (relation?.fk_child_column_id) {
    const fk = await getColumn(meta, relation.fk_child_column_id);
    const table = fk && !fk.virtual ? await getModel(meta, fk.fk_model_id) : undefined;
    if (fk && table) foreignKey = { column: fk, table };
  }
  await applySchemaChange(meta, data, {
    removing: true,
    async data(knex) {
      await dropRollupStoresTouching(knex, [
        ...(foreignKey ? [foreignKey.table.table_name] : []),
        ...(junction ? [junction.table_name] : []),
      ]);
      if (foreignKey) {
        const { column: fk, table } = foreignKey;
        await dropColumn(knex, table.table_name, fk.column_name ?? fk.title);
      }
      if (junction) await dropTable(knex, junction.table_name);
    },
    async meta(trx) {
      for (const id of [...readers, ...links]) await deleteColumn(trx, id);
      if (foreignKey) await deleteColumn(trx, foreignKey.column.id);
      if (junction) await deleteModel(trx, junction.id);
    },
  });
}

/** A foreign key column some link still uses (deleting it would break the link: delete the link instead). */
export async function linkUsingColumn(meta: Knex, column: ColumnRecord): Promise<boolean> {
  if (column.uidt !== 'ForeignKey') return false;
  const relations = [
    ...(await relationsToModel(meta, column.fk_model_id)),
    ...(await columnsOf(meta, column.fk_model_id))
      .filter(isLinkColumn)
      .map((c) => c.colOptions as RelationOptions | undefined),
  ];
  return relations.some(
    (r) =>
      r &&
      (r.fk_child_column_id === column.id ||
        r.fk_mm_child_column_id === column.id ||
        r.fk_mm_parent_column_id === column.id),
  );
}

/**
 * Before a table is deleted: its links (with their other ends, keys and junctions) and any link of another table
 * still pointing at it, so no field is left reading a table that is gone.
 */
export async function removeLinksOfTable(meta: Knex, data: Knex, modelId: string): Promise<void> {
  const gone = new Set<string>();
  for (const column of (await columnsOf(meta, modelId)).filter(isLinkColumn)) {
    if (gone.has(column.id)) continue;
    const reverse = await reverseLinkOf(meta, column);
    await removeLink(meta, data, column);
    gone.add(column.id);
    if (reverse) gone.add(reverse.id);
  }
  for (const relation of await relationsToModel(meta, modelId)) {
    const column = await getColumn(meta, relation.fk_column_id);
    if (column) await removeLink(meta, data, column);
  }
}
