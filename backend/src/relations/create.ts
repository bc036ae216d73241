import type { Knex } from 'knex';
import { addColumn, createTable, dropColumn, dropTable, type PhysicalColumn } from '../data/ddl';
import { MAX_IDENTIFIER, dialectOf } from '../data/dialect';
import { columnIndexName } from '../data/indexes';
import { applySchemaChange } from '../data/schema-change';
import { BACKEND_FIELDS } from '../fields/registry';
import { insertColOptions, type RelationType } from '../meta/col-options';
import { insertColumn, nextColumnOrder, type ColumnValues } from '../meta/columns';
import { newMetaId } from '../meta/ids';
import { insertModel, nextModelOrder } from '../meta/models';
import type { ColumnRecord, ModelRecord, ProjectRecord } from '../meta/types';
import { freeColumnName, freeTitle, requestedTitle, reverseTitle, singleKeyOf, type LinkRequest } from './request';

/** What creating a link needs: the two tables with their columns, where the data lives, and the request. */
export interface LinkPlan {
  project: ProjectRecord;
  isMetaBase: boolean;
  meta: Knex;
  data: Knex;
  request: LinkRequest;
  parent: ModelRecord;
  child: ModelRecord;
  columnsOf(model: ModelRecord): ColumnRecord[];
}

/** A physical column referencing `key`: integer keys as ForeignKey, other keys in the key's own SQL type. */
function referencing(name: string, key: ColumnRecord, pk: boolean): PhysicalColumn & { dt: string | null } {
  const integer = BACKEND_FIELDS[key.uidt as keyof typeof BACKEND_FIELDS]?.integerKey ?? false;
  const ddl: PhysicalColumn = integer
    ? { column_name: name, uidt: 'ForeignKey', pk, rqd: pk }
    : { column_name: name, uidt: 'SpecificDBType', dt: key.dt, pk, rqd: pk };
  return { ...ddl, dt: integer ? null : key.dt };
}

function columnRow(
  model: Pick<ModelRecord, 'id' | 'base_id' | 'project_id'>,
  values: ColumnValues,
  order: number,
): ColumnValues & { id: string } {
  return {
    id: newMetaId('column'),
    fk_model_id: model.id,
    base_id: model.base_id,
    project_id: model.project_id,
    meta: {},
    order,
    ...values,
  };
}

/** Stores a link column and its relation row. */
async function insertLink(
  trx: Knex,
  model: ModelRecord,
  title: string,
  relation: Record<string, unknown> & { type: RelationType },
): Promise<string> {
  const row = columnRow(
    model,
    { title, column_name: null, uidt: 'LinkToAnotherRecord', virtual: true },
    await nextColumnOrder(trx, model.id),
  );
  await insertColumn(trx, row);
  await insertColOptions(trx, 'relation', row.id, { virtual: true, ...relation });
  return row.id;
}

/**
 * hm/bt: a ForeignKey column `<parent table>_id` in the child (hidden: `system`), indexed but without a database
 * constraint, and two link columns: `bt` on the child, `hm` on the parent. Answers the requested column's id.
 */
export async function createHasMany(plan: LinkPlan): Promise<string> {
  const { request, parent, child, meta, data } = plan;
  const parentKey = singleKeyOf(parent, plan.columnsOf(parent));
  const childColumns = plan.columnsOf(child);
  const parentColumns = plan.columnsOf(parent);
  const dialect = dialectOf(data);
  const fkName = freeColumnName(childColumns, `${parent.table_name}_id`, MAX_IDENTIFIER[dialect]);
  const fk = referencing(fkName, parentKey, false);
  const sameTable = parent.id === child.id;

  const btTitle =
    request.type === 'bt'
      ? requestedTitle(childColumns, request.title)
      : reverseTitle(childColumns, request.reverseTitle, parent.title);
  const hmTaken = sameTable ? [...parentColumns, { title: btTitle }] : parentColumns;
  const hmTitle =
    request.type === 'hm'
      ? requestedTitle(hmTaken, request.title)
      : reverseTitle(hmTaken, request.reverseTitle, `${child.title} List`);
  if (sameTable && btTitle.toLowerCase() === hmTitle.toLowerCase()) requestedTitle([{ title: btTitle }], hmTitle);
  const fkTitle = freeTitle([...childColumns, { title: btTitle }, { title: hmTitle }], fkName);

  const after = childColumns.filter((c) => !c.virtual).at(-1)?.column_name ?? undefined;
  return applySchemaChange(meta, data, {
    async data(knex) {
      await addColumn(knex, child.table_name, fk, { after });
      await knex.schema.alterTable(child.table_name, (t) => {
        t.index([fkName], columnIndexName(child.table_name, fkName));
      });
    },
    undo: (knex) => dropColumn(knex, child.table_name, fkName),
    async meta(trx) {
      const fkRow = columnRow(
        child,
        {
          title: fkTitle,
          column_name: fkName,
          uidt: 'ForeignKey',
          dt: fk.dt ?? BACKEND_FIELDS.ForeignKey.sqlType(dialect, {}),
          system: true,
          virtual: false,
        },
        await nextColumnOrder(trx, child.id),
      );
      await insertColumn(trx, fkRow);
      const keys = { fk_child_column_id: fkRow.id, fk_parent_column_id: parentKey.id };
      const bt = await insertLink(trx, child, btTitle, { type: 'bt', fk_related_model_id: parent.id, ...keys });
      const hm = await insertLink(trx, parent, hmTitle, { type: 'hm', fk_related_model_id: child.id, ...keys });
      return request.type === 'bt' ? bt : hm;
    },
  });
}

const randomSuffix = () => newMetaId('model').slice(3, 10);

/**
 * mm: a junction table (`mm` model) `<prefix>_nc_m2m_<random>` whose key is (table1_id, table2_id), the parent's
 * and the child's keys, and an `mm` link column on each side (the requested title on the parent, `<parent> List` on
 * the child). Each side's relation names its own key as child and the other's as parent.
 */
export async function createManyToMany(plan: LinkPlan): Promise<string> {
  const { request, parent, child, meta, data, project } = plan;
  const parentKey = singleKeyOf(parent, plan.columnsOf(parent));
  const childKey = singleKeyOf(child, plan.columnsOf(child));
  const parentColumns = plan.columnsOf(parent);
  const parentTitle = requestedTitle(parentColumns, request.title);
  const childTaken = parent.id === child.id ? [...parentColumns, { title: parentTitle }] : plan.columnsOf(child);
  const childTitle = reverseTitle(childTaken, request.reverseTitle, `${parent.title} List`);

  const tableName = `${plan.isMetaBase ? `${project.prefix}_` : ''}nc_m2m_${randomSuffix()}`;
  const table1 = referencing('table1_id', parentKey, true);
  const table2 = referencing('table2_id', childKey, true);
  const dialect = dialectOf(data);
  return applySchemaChange(meta, data, {
    async data(knex) {
      await createTable(knex, tableName, [table1, table2]);
      // The key (table1_id, table2_id) serves reading a parent's links; the child's are read by this index.
      await knex.schema.alterTable(tableName, (t) => t.index(['table2_id'], columnIndexName(tableName, 'table2_id')));
    },
    undo: (knex) => dropTable(knex, tableName),
    async meta(trx) {
      const junction = {
        id: newMetaId('model'),
        project_id: project.id,
        base_id: parent.base_id,
        table_name: tableName,
        title: tableName,
        meta: {},
        mm: true,
        order: await nextModelOrder(trx, project.id),
      };
      await insertModel(trx, junction);
      const ids: string[] = [];
      for (const [i, column] of [table1, table2].entries()) {
        const row = columnRow(
          junction,
          {
            title: column.column_name,
            column_name: column.column_name,
            uidt: 'ForeignKey',
            dt: column.dt ?? BACKEND_FIELDS.ForeignKey.sqlType(dialect, {}),
            pk: true,
            rqd: true,
            virtual: false,
          },
          i + 1,
        );
        await insertColumn(trx, row);
        ids.push(row.id);
      }
      const [parentSide, childSide] = ids as [string, string];
      const link = { type: 'mm' as const, fk_mm_model_id: junction.id };
      const onParent = await insertLink(trx, parent, parentTitle, {
        ...link,
        fk_related_model_id: child.id,
        fk_child_column_id: parentKey.id,
        fk_parent_column_id: childKey.id,
        fk_mm_child_column_id: parentSide,
        fk_mm_parent_column_id: childSide,
      });
      await insertLink(trx, child, childTitle, {
        ...link,
        fk_related_model_id: parent.id,
        fk_child_column_id: childKey.id,
        fk_parent_column_id: parentKey.id,
        fk_mm_child_column_id: childSide,
        fk_mm_parent_column_id: parentSide,
      });
      return onParent;
    },
  });
}
