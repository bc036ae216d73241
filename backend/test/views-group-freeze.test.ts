import { describeEachDb } from './support/each-db';
import { addMember, recordsFixture, type RecordsFixture } from './support/records';
import { META, type Client } from './support/workspace';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'state', title: 'State', uidt: 'SingleSelect', colOptions: { options: [{ title: 'open' }] } },
  { column_name: 'files', title: 'Files', uidt: 'Attachment' },
  { column_name: 'doc', title: 'Doc', uidt: 'JSON' },
];

interface ViewColumn {
  id: string;
  fk_column_id: string;
  group_by: boolean;
  group_by_order: number | null;
  group_by_sort: string | null;
  width: string | null;
  show: boolean;
}

const UNGROUPED = { group_by: false, group_by_order: null, group_by_sort: null };

describeEachDb('grid group-by field and frozen columns', (server) => {
  let fx: RecordsFixture;
  let viewer: Client;
  let grid: { id: string };
  const col = (title: string) => fx.table.columns.find((c) => c.title === title)!.id;
  const columnsOf = async (viewId = grid.id): Promise<ViewColumn[]> =>
    (await fx.client.get(`${META}/views/${viewId}/columns`).expect(200)).body.list;
  const settingOf = async (title: string, viewId = grid.id) =>
    (await columnsOf(viewId)).find((c) => c.fk_column_id === col(title))!;
  const groupedTitles = async (viewId = grid.id) =>
    (await columnsOf(viewId))
      .filter((c) => c.group_by)
      .map((c) => fx.table.columns.find((t) => t.id === c.fk_column_id)!.title);
  const viewInList = async (viewId = grid.id) =>
    (await fx.client.get(`${META}/tables/${fx.table.id}/views`).expect(200)).body.list.find(
      (v: { id: string }) => v.id === viewId,
    );

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'group-freeze@example.com', { table_name: 'Tasks', columns: COLUMNS });
    viewer = await addMember(server(), fx.project.id, 'group-freeze-viewer@example.com', 'viewer');
    grid = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'Board' }).expect(200)).body;
  });

  it('lists every view column ungrouped and every grid with no frozen columns by default', async () => {
    for (const c of await columnsOf()) expect(c).toMatchObject(UNGROUPED);
    const grid_columns = (await fx.client.get(`${META}/grids/${grid.id}/grid-columns`).expect(200)).body;
    for (const c of grid_columns) expect(c).toMatchObject(UNGROUPED);
    expect(await viewInList()).toMatchObject({ row_height: null, frozen_columns: 0 });
  });

  it('groups by one field through each route; grouping by another ungroups the first', async () => {
    const title = await settingOf('Title');
    const byGridColumn = await fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by: true }).expect(200);
    expect(byGridColumn.body).toMatchObject({ id: title.id, group_by: true, group_by_order: 1, group_by_sort: 'asc' });
    expect(await groupedTitles()).toEqual(['Title']);

    const n = await settingOf('N');
    const byViewColumn = await fx.client
      .patch(`${META}/views/${grid.id}/columns/${n.id}`, { group_by: true, group_by_order: 1, group_by_sort: 'desc' })
      .expect(200);
    expect(byViewColumn.body).toMatchObject({ group_by: true, group_by_order: 1, group_by_sort: 'desc' });
    expect(await groupedTitles()).toEqual(['N']);
    expect(await settingOf('Title')).toMatchObject(UNGROUPED);

    const posted = await fx.client
      .post(`${META}/views/${grid.id}/columns`, { fk_column_id: col('State'), group_by: 1 })
      .expect(200);
    expect(posted.body).toMatchObject({ fk_column_id: col('State'), group_by: true, group_by_sort: 'asc' });
    expect(await groupedTitles()).toEqual(['State']);
    const grid_columns: ViewColumn[] = (await fx.client.get(`${META}/grids/${grid.id}/grid-columns`).expect(200)).body;
    expect(grid_columns.filter((c) => c.group_by).map((c) => c.fk_column_id)).toEqual([col('State')]);
  });

  it('changes the order of the groups, and ungroups, without touching the other settings', async () => {
    const state = await settingOf('State');
    await fx.client.patch(`${META}/grid-columns/${state.id}`, { width: 250 }).expect(200);
    const flipped = await fx.client.patch(`${META}/grid-columns/${state.id}`, { group_by_sort: 'desc' }).expect(200);
    expect(flipped.body).toMatchObject({ group_by: true, group_by_order: 1, group_by_sort: 'desc', width: '250px' });
    // a width change keeps the grouping
    const widened = await fx.client.patch(`${META}/grid-columns/${state.id}`, { width: 260 }).expect(200);
    expect(widened.body).toMatchObject({ group_by: true, group_by_sort: 'desc', width: '260px' });
    const off = await fx.client.patch(`${META}/grid-columns/${state.id}`, { group_by: false }).expect(200);
    expect(off.body).toMatchObject({ ...UNGROUPED, width: '260px', show: true });
    expect(await groupedTitles()).toEqual([]);
  });

  it('lets two requests grouping by different fields at once leave exactly one grouped', async () => {
    const [title, n] = [await settingOf('Title'), await settingOf('N')];
    await Promise.all([
      fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by: true }).expect(200),
      fx.client.patch(`${META}/grid-columns/${n.id}`, { group_by: true }).expect(200),
    ]);
    expect(await groupedTitles()).toHaveLength(1);
  });

  it('refuses grouping by files or JSON, a second level, a bad direction, and a direction alone', async () => {
    const files = await settingOf('Files');
    const refused = await fx.client.patch(`${META}/grid-columns/${files.id}`, { group_by: true }).expect(400);
    expect(refused.body.msg).toBe("A grid cannot group by 'Files': Attachment fields do not form groups");
    const doc = await settingOf('Doc');
    const json = await fx.client.post(`${META}/views/${grid.id}/columns`, { fk_column_id: col('Doc'), group_by: true });
    expect([json.status, json.body.msg]).toEqual([400, "A grid cannot group by 'Doc': JSON fields do not form groups"]);
    expect(await settingOf('Doc')).toMatchObject({ ...UNGROUPED, id: doc.id });

    const title = await settingOf('Title');
    const second = await fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by: true, group_by_order: 2 });
    expect([second.status, second.body.msg]).toEqual([400, 'group_by_order can only be 1: a grid groups by one field']);
    const up = await fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by: true, group_by_sort: 'up' });
    expect([up.status, up.body.msg]).toEqual([400, 'group_by_sort must be asc or desc']);
    await fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by: false }).expect(200);
    const alone = await fx.client.patch(`${META}/grid-columns/${title.id}`, { group_by_sort: 'desc' }).expect(400);
    expect(alone.body.msg).toBe('group_by_sort is kept for the grouped field only: send group_by: true with it');
    await viewer.patch(`${META}/grid-columns/${title.id}`, { group_by: true }).expect(403);
    expect(await settingOf('Title')).toMatchObject(UNGROUPED);
  });

  it('keeps the frozen column count beside the row height, from 0 to 3', async () => {
    await fx.client.patch(`${META}/grids/${grid.id}`, { row_height: 1 }).expect(200);
    const frozen = await fx.client.patch(`${META}/grids/${grid.id}`, { frozen_columns: 2 }).expect(200);
    expect(frozen.body).toEqual({ fk_view_id: grid.id, row_height: 1, frozen_columns: 2, meta: {} });
    expect(await viewInList()).toMatchObject({ row_height: 1, frozen_columns: 2 });
    const table = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body;
    expect(table.views.find((v: { id: string }) => v.id === grid.id)).toMatchObject({ frozen_columns: 2 });
    const defaultView = table.views.find((v: { is_default: boolean }) => v.is_default);
    expect(defaultView).toMatchObject({ frozen_columns: 0 });

    for (const bad of [4, -1, 1.5, '2', true]) {
      const res = await fx.client.patch(`${META}/grids/${grid.id}`, { frozen_columns: bad });
      expect([bad, res.status, res.body.msg]).toEqual([bad, 400, 'frozen_columns must be a whole number from 0 to 3']);
    }
    // a row height change leaves the frozen columns alone; null unfreezes
    await fx.client.patch(`${META}/grids/${grid.id}`, { row_height: 2 }).expect(200);
    expect(await viewInList()).toMatchObject({ row_height: 2, frozen_columns: 2 });
    await viewer.patch(`${META}/grids/${grid.id}`, { frozen_columns: 3 }).expect(403);
    const cleared = await fx.client.patch(`${META}/grids/${grid.id}`, { frozen_columns: null }).expect(200);
    expect(cleared.body.frozen_columns).toBe(0);
    await fx.client.patch(`${META}/grids/${grid.id}`, { frozen_columns: 3 }).expect(200);
  });

  it('copies the grouping and the frozen columns when a view is duplicated, and keeps them per view', async () => {
    const n = await settingOf('N');
    await fx.client.patch(`${META}/grid-columns/${n.id}`, { group_by: true, group_by_sort: 'desc' }).expect(200);
    const copy = (
      await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'Board copy', copy_from_id: grid.id })
    ).body;
    expect(await groupedTitles(copy.id)).toEqual(['N']);
    expect(await settingOf('N', copy.id)).toMatchObject({ group_by: true, group_by_order: 1, group_by_sort: 'desc' });
    expect(await viewInList(copy.id)).toMatchObject({ row_height: 2, frozen_columns: 3 });

    // grouping the copy by another field leaves the original as it was
    const title = await settingOf('Title', copy.id);
    await fx.client.patch(`${META}/views/${copy.id}/columns/${title.id}`, { group_by: true }).expect(200);
    expect(await groupedTitles(copy.id)).toEqual(['Title']);
    expect(await groupedTitles()).toEqual(['N']);
  });
});
