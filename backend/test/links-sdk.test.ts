import type { LinkToAnotherColumnReqType, NormalColumnRequestType } from 'nocodb-sdk';
import { newMetaId } from '../src/meta/ids';
import { describeEachDb } from './support/each-db';
import { PASSWORD } from './support/auth-helpers';
import { listen, newProject, sdk, type SdkApi } from './support/sdk';

const columns: NormalColumnRequestType[] = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
];

/**
 * Links through the published `nocodb-sdk@0.109.7` client (docs/API.md §1.15): the column request, the nested
 * routes, and what a link write does to cached counts and to lookups through a deleted link.
 */
describeEachDb('links through nocodb-sdk', (server) => {
  let http: Awaited<ReturnType<typeof listen>>;
  let api: SdkApi;
  let project: { id: string; title: string };
  let parent: { id?: string; title?: string; table_name?: string; columns?: Array<Record<string, unknown>> };
  let child: typeof parent;

  beforeAll(async () => {
    http = await listen(server());
    const signup = await sdk(http.baseURL).auth.signup({ email: 'links-sdk@example.com', password: PASSWORD });
    api = sdk(http.baseURL, signup.token!);
    project = await newProject(api, 'SDK Links');
    parent = (await api.dbTable.create(project.id, {
      table_name: 'Teams',
      title: 'Teams',
      columns,
    })) as unknown as typeof parent;
    child = (await api.dbTable.create(project.id, {
      table_name: 'Players',
      title: 'Players',
      columns,
    })) as unknown as typeof parent;
    await api.dbTableRow.bulkCreate('noco', project.title, 'Teams', [{ Title: 'Reds' }, { Title: 'Blues' }]);
    await api.dbTableRow.bulkCreate('noco', project.title, 'Players', [{ Title: 'p1' }, { Title: 'p2' }]);
  }, 30_000);
  afterAll(() => http?.close());

  it('creates a link, links rows and lists them as NocoDB does', async () => {
    const body: LinkToAnotherColumnReqType = {
      uidt: 'LinkToAnotherRecord',
      title: 'Players',
      parentId: parent.id!,
      childId: child.id!,
      type: 'hm',
    };
    const table = (await api.dbTableColumn.create(parent.id!, body as never)) as unknown as {
      columns?: Array<{ title?: string; uidt?: string }>;
    };
    expect((table.columns ?? []).map((c) => [c.title, c.uidt])).toContainEqual(['Players', 'LinkToAnotherRecord']);
    const added = await api.dbTableRow.nestedAdd('noco', project.title, 'Teams', 1, 'hm', 'Players', '2');
    expect(added).toEqual({ msg: 'The relation data has been created successfully' });
    const list = await api.dbTableRow.nestedList('noco', project.title, 'Teams', 1, 'hm', 'Players');
    expect(list.list.map((r: Record<string, unknown>) => r.Title)).toEqual(['p2']);
    const excluded = await api.dbTableRow.nestedChildrenExcludedList(
      'noco',
      project.title,
      'Teams',
      1,
      'hm',
      'Players',
    );
    expect(excluded.list.map((r: Record<string, unknown>) => r.Title)).toEqual(['p1']);
    const removed = await api.dbTableRow.nestedRemove('noco', project.title, 'Teams', 1, 'hm', 'Players', '2');
    expect(removed).toEqual({ msg: 'The relation data has been deleted successfully' });
  });

  it('moves the data generation: a cached count sees a link written through the API', async () => {
    const players = await api.dbTable.read(child.id!);
    const fk = players.columns!.find((c) => c.uidt === 'ForeignKey')!;
    // The list's total is a cached count (per table data generation).
    const count = async () =>
      (await api.dbTableRow.list('noco', project.title, 'Players', { where: `(${fk.title},eq,2)` })).pageInfo.totalRows;
    expect(await count()).toBe(0);
    await api.dbTableRow.nestedAdd('noco', project.title, 'Teams', 2, 'hm', 'Players', '1');
    expect(await count()).toBe(1);
    await api.dbTableRow.nestedRemove('noco', project.title, 'Teams', 2, 'hm', 'Players', '1');
    expect(await count()).toBe(0);
  });

  it('deleting a link deletes the lookups through it', async () => {
    const teams = await api.dbTable.read(parent.id!);
    const players = await api.dbTable.read(child.id!);
    const link = teams.columns!.find((c) => c.title === 'Players')!;
    const db = server().db;
    // A lookup as stored (the Lookup request is another module's): Teams.Names looks up Players.Title.
    const lookupId = newMetaId('column');
    await db('nc_columns').insert({
      id: lookupId,
      fk_model_id: parent.id,
      base_id: teams.base_id,
      project_id: project.id,
      title: 'Names',
      uidt: 'Lookup',
      virtual: true,
      meta: '{}',
      order: 99,
    });
    await db('nc_col_lookups').insert({
      id: newMetaId('lookup'),
      fk_column_id: lookupId,
      fk_relation_column_id: link.id,
      fk_lookup_column_id: players.columns!.find((c) => c.title === 'Title')!.id,
    });
    await api.dbTableColumn.delete(link.id!);
    const after = await api.dbTable.read(parent.id!);
    expect(after.columns!.map((c) => c.title)).toEqual(['Id', 'Title']);
    expect(await db('nc_col_lookups').where({ fk_column_id: lookupId }).first()).toBeUndefined();
    const rows = await api.dbTableRow.list('noco', project.title, 'Players');
    expect(rows.list.map((r) => (r as Record<string, unknown>).Title)).toEqual(['p1', 'p2']);
  });
});
