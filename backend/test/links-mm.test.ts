import { indexedColumns } from '../src/data/index-catalog';
import { describeEachDb } from './support/each-db';
import { BULK, DATA, addMember, recordsFixture, type RecordsFixture } from './support/records';
import { META, createTable, type ColumnJson, type TableJson } from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;
const titled = (title: string) => ({
  table_name: title,
  title,
  columns: [
    { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
    { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  ],
});
const titles = (body: { list: Array<{ Title: string }> }) => body.list.map((r) => r.Title);

describeEachDb('links: many to many', (server) => {
  let fx: RecordsFixture;
  let films: TableJson;
  let actors: TableJson;
  const path = (table: string) => `${DATA}/${encodeURIComponent(fx.project.title)}/${encodeURIComponent(table)}`;
  const read = async (id: string) => (await fx.client.get(`${META}/tables/${id}`).expect(200)).body as TableJson;
  const junctionOf = async (column: ColumnJson) =>
    (await server()
      .db('nc_models')
      .where({ id: (column.colOptions as unknown as { fk_mm_model_id: string }).fk_mm_model_id })
      .first()) as { table_name: string; mm: unknown } | undefined;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'links-mm@example.com', titled('Films'));
    films = fx.table;
    actors = await createTable(fx.client, fx.project.id, titled('Actors'));
    const bulk = (table: string) => `${BULK}/${encodeURIComponent(fx.project.title)}/${table}`;
    await fx.client.post(bulk('Films'), [{ Title: 'f1' }, { Title: 'f2' }]).expect(200);
    await fx.client.post(bulk('Actors'), [{ Title: 'a1' }, { Title: 'a2' }, { Title: 'a3' }]).expect(200);
  });

  it('adds a junction table and a link column on each side', async () => {
    const res = await fx.client
      .post(`${META}/tables/${films.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Cast',
        parentId: films.id,
        childId: actors.id,
        type: 'mm',
      })
      .expect(200);
    films = res.body;
    actors = await read(actors.id);
    const cast = byTitle(films, 'Cast');
    const reverse = byTitle(actors, 'Films List');
    const junction = await junctionOf(cast);
    expect(junction?.table_name).toMatch(new RegExp(`^${(fx.project as { prefix?: string }).prefix}_nc_m2m_`));
    expect(Boolean(junction?.mm)).toBe(true);
    // Both sides' links are read by index: the key leads with table1_id, an index of its own with table2_id.
    const indexed = await indexedColumns(server().db, String(junction!.table_name));
    expect(indexed.some((i) => i.column === 'table2_id' && i.position === 0)).toBe(true);
    expect(cast.colOptions).toMatchObject({
      type: 'mm',
      fk_related_model_id: actors.id,
      fk_child_column_id: byTitle(films, 'Id').id,
      fk_parent_column_id: byTitle(actors, 'Id').id,
    });
    expect(reverse.colOptions).toMatchObject({
      type: 'mm',
      fk_mm_child_column_id: (cast.colOptions as unknown as Record<string, string>).fk_mm_parent_column_id,
    });
    expect(await server().db.schema.hasTable(junction!.table_name)).toBe(true);
    // junction tables stay out of the table list
    const tables = (await fx.client.get(`${META}/projects/${fx.project.id}/tables`).expect(200)).body.list;
    expect(tables.map((t: { title: string }) => t.title).sort()).toEqual(['Actors', 'Films']);
  });

  it('links from either side, lists, excludes and unlinks', async () => {
    await fx.client
      .post(`${path('Films')}/1/mm/Cast/1`)
      .expect(200, { msg: 'The relation data has been created successfully' });
    await fx.client.post(`${path('Films')}/1/mm/Cast/3`).expect(200);
    await fx.client.post(`${path('Films')}/1/mm/Cast/3`).expect(200); // twice is once
    await fx.client.post(`${path('Actors')}/2/mm/Films List/1`).expect(200);
    expect(titles((await fx.client.get(`${path('Films')}/1/mm/Cast`).expect(200)).body)).toEqual(['a1', 'a2', 'a3']);
    expect(titles((await fx.client.get(`${path('Actors')}/3/mm/Films List`).expect(200)).body)).toEqual(['f1']);
    expect(titles((await fx.client.get(`${path('Films')}/2/mm/Cast/exclude`).expect(200)).body)).toEqual([
      'a1',
      'a2',
      'a3',
    ]);
    const paged = (await fx.client.get(`${path('Films')}/1/mm/Cast?limit=2&offset=2`).expect(200)).body;
    expect(paged.pageInfo).toMatchObject({ totalRows: 3, pageSize: 2, page: 2 });
    expect(titles(paged)).toEqual(['a3']);
    const filtered = (await fx.client.get(`${path('Films')}/1/mm/Cast?where=(Title,eq,a2)`).expect(200)).body;
    expect(titles(filtered)).toEqual(['a2']);
    await fx.client
      .delete(`${path('Films')}/1/mm/Cast/2`)
      .expect(200, { msg: 'The relation data has been deleted successfully' });
    expect(titles((await fx.client.get(`${path('Films')}/1/mm/Cast/exclude`).expect(200)).body)).toEqual(['a2']);
  });

  it('lets viewers read links but not change them', async () => {
    const viewer = await addMember(server(), fx.project.id, 'links-mm-viewer@example.com', 'viewer');
    await viewer.get(`${path('Films')}/1/mm/Cast`).expect(200);
    await viewer.post(`${path('Films')}/1/mm/Cast/2`).expect(403);
  });

  it('deletes the link field with the junction table, keeping the rows', async () => {
    const cast = byTitle(films, 'Cast');
    const junction = (await junctionOf(cast))!;
    await fx.client.delete(`${META}/columns/${byTitle(actors, 'Films List').id}`).expect(200);
    expect(byTitle(await read(films.id), 'Cast')).toBeUndefined();
    expect(await server().db.schema.hasTable(junction.table_name)).toBe(false);
    expect(await server().db('nc_models').where({ table_name: junction.table_name }).first()).toBeUndefined();
    expect((await fx.client.get(path('Actors')).expect(200)).body.pageInfo.totalRows).toBe(3);
  });

  it('links a table to itself', async () => {
    const res = await fx.client
      .post(`${META}/tables/${actors.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Friends',
        parentId: actors.id,
        childId: actors.id,
        type: 'mm',
      })
      .expect(200);
    expect(byTitle(res.body, 'Actors List').colOptions).toMatchObject({ type: 'mm' });
    await fx.client.post(`${path('Actors')}/1/mm/Friends/2`).expect(200);
    expect(titles((await fx.client.get(`${path('Actors')}/1/mm/Friends`).expect(200)).body)).toEqual(['a2']);
    expect(titles((await fx.client.get(`${path('Actors')}/2/mm/Actors List`).expect(200)).body)).toEqual(['a1']);
    expect(titles((await fx.client.get(`${path('Actors')}/1/mm/Actors List`).expect(200)).body)).toEqual([]);
  });

  it('names the reverse field as asked, also on the same table', async () => {
    const tags = await createTable(fx.client, fx.project.id, titled('Tags'));
    const add = (body: object) =>
      fx.client.post(`${META}/tables/${tags.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        parentId: tags.id,
        type: 'mm',
        ...body,
      });
    await add({ title: 'Tagged films', childId: films.id, reverseTitle: 'Tags used' }).expect(200);
    expect(byTitle(await read(films.id), 'Tags used').colOptions).toMatchObject({ type: 'mm' });
    // on one table the two sides need two names
    await add({ title: 'Related', childId: tags.id, reverseTitle: 'related' }).expect(400);
    await add({ title: 'Broader', childId: tags.id, reverseTitle: 'Narrower' }).expect(200);
    const titlesOfTags = (await read(tags.id)).columns.map((c) => c.title);
    expect(titlesOfTags).toEqual(expect.arrayContaining(['Broader', 'Narrower']));
    expect(titlesOfTags).not.toContain('Related');
  });
});
