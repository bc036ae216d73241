import type { RecordsFixture } from './records';
import { DATA } from './records';
import { META, type ColumnJson, type TableJson } from './workspace';

export const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;

/** The calls the suites on links, lookups and rollups make: rows by table title, fields added, links made. */
export function linkedTablesApi(fx: () => RecordsFixture) {
  const project = () => encodeURIComponent(fx().project.title);
  const path = (table: string) => `${DATA}/${project()}/${table}`;
  const bulk = (table: string) => `${DATA.replace('/data/', '/data/bulk/')}/${project()}/${table}`;
  const read = async (id: string) => (await fx().client.get(`${META}/tables/${id}`).expect(200)).body as TableJson;
  const add = (table: TableJson, body: object) => fx().client.post(`${META}/tables/${table.id}/columns`, body);
  const rows = async (table: string, query = 'sort=Id') =>
    (
      await fx()
        .client.get(`${path(table)}?${query}`)
        .expect(200)
    ).body.list as Array<Record<string, unknown>>;
  const linkPath = (table: string, row: number, type: string, column: string, ref: number) =>
    `${path(table)}/${row}/${type}/${encodeURIComponent(column)}/${ref}`;
  const link = (table: string, row: number, type: string, column: string, ref: number) =>
    fx()
      .client.post(linkPath(table, row, type, column, ref))
      .expect(200);
  /** A link field on `parent` to `child`, named `title` (hm: a parent's many children; mm: through a junction). */
  const addLink = (parent: TableJson, child: TableJson, title: string, type: 'hm' | 'mm') =>
    add(parent, { uidt: 'LinkToAnotherRecord', title, parentId: parent.id, childId: child.id, type }).expect(200);
  return { path, bulk, read, add, addLink, rows, linkPath, link };
}
