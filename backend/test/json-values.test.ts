import { FIELDS } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { DATA, recordsFixture, type RecordsFixture } from './support/records';
import { createTable, META, type ColumnJson, type TableJson } from './support/workspace';

/**
 * A JSON field gives back exactly the JSON value it was given (docs/API.md §1.11), on every database: PostgreSQL's
 * and MariaDB's drivers hand over the value already parsed, SQLite the text, and a string holding JSON text (such
 * as `"{\"a\":1}"`) must stay that string, not become the object its text spells. A string written is read as
 * JSON text (core's JSON `parse`), so a string value is written as its own JSON text (core's `asInput`).
 */
const VALUES: unknown[] = [
  { a: 1, nested: { list: [1, 'x', null] } },
  [1, 2, 3],
  '{"a":1}',
  '[1,2]',
  '"quoted"',
  's',
  '',
  42,
  0,
  true,
  false,
];

describeEachDb('JSON field values', (server) => {
  let fx: RecordsFixture;
  const asInput = (value: unknown) => FIELDS.JSON.asInput!(value);

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'json-values@example.com', {
      table_name: 'docs',
      title: 'Docs',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'doc', title: 'Doc', uidt: 'JSON' },
      ],
    });
  });

  it('reads back every JSON value as written, strings holding JSON text included, in lists and single rows', async () => {
    const created = (
      await fx.client
        .post(
          fx.bulk,
          [...VALUES, null].map((Doc) => ({ Doc: asInput(Doc) })),
        )
        .expect(200)
    ).body as { Id: number }[];
    expect(created).toHaveLength(VALUES.length + 1);

    const list = (await fx.client.get(`${fx.path}?limit=100&sort=Id`).expect(200)).body.list as { Doc: unknown }[];
    expect(list.map((row) => row.Doc)).toEqual([...VALUES, null]);

    for (const [i, value] of VALUES.entries()) {
      const one = (await fx.client.get(`${fx.path}/${created[i]!.Id}`).expect(200)).body as { Doc: unknown };
      expect(one.Doc).toEqual(value);
    }
  });

  it('keeps a string holding JSON text a string after an update', async () => {
    const { Id } = (await fx.client.post(fx.path, { Doc: { a: 1 } }).expect(200)).body as { Id: number };
    await fx.client.patch(`${fx.path}/${Id}`, { Doc: asInput('{"a":2}') }).expect(200);
    expect(((await fx.client.get(`${fx.path}/${Id}`).expect(200)).body as { Doc: unknown }).Doc).toBe('{"a":2}');
  });

  it('reads JSON values through lookups (one through belongs-to, a list through has-many) and groups', async () => {
    const folders = await createTable(fx.client, fx.project.id, {
      table_name: 'folders',
      title: 'Folders',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
        { column_name: 'settings', title: 'Settings', uidt: 'JSON' },
      ],
    });
    const notes = await createTable(fx.client, fx.project.id, {
      table_name: 'notes',
      title: 'Notes',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'body', title: 'Body', uidt: 'JSON' },
      ],
    });
    const addColumn = (table: TableJson, body: object) =>
      fx.client.post(`${META}/tables/${table.id}/columns`, body).expect(200);
    const reread = async (table: TableJson) =>
      (await fx.client.get(`${META}/tables/${table.id}`).expect(200)).body as TableJson;
    const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;
    const path = (title: string) => `${DATA}/${encodeURIComponent(fx.project.title)}/${title}`;

    await addColumn(folders, {
      uidt: 'LinkToAnotherRecord',
      title: 'Notes',
      parentId: folders.id,
      childId: notes.id,
      type: 'hm',
    });
    const [withFolders, withNotes] = [await reread(folders), await reread(notes)];
    await addColumn(folders, {
      uidt: 'Lookup',
      title: 'Bodies',
      fk_relation_column_id: byTitle(withFolders, 'Notes').id,
      fk_lookup_column_id: byTitle(withNotes, 'Body').id,
    });
    await addColumn(notes, {
      uidt: 'Lookup',
      title: 'Folder settings',
      fk_relation_column_id: byTitle(withNotes, 'Folders').id,
      fk_lookup_column_id: byTitle(withFolders, 'Settings').id,
    });

    const settings = '{"theme":"dark"}';
    const { Id: folder } = (
      await fx.client.post(path('Folders'), { Name: 'F', Settings: asInput(settings) }).expect(200)
    ).body as { Id: number };
    const bodies = [{ n: 1 }, '[1,2]', 'plain'];
    for (const body of bodies) {
      const { Id } = (await fx.client.post(path('Notes'), { Body: asInput(body) }).expect(200)).body as { Id: number };
      await fx.client.post(`${path('Folders')}/${folder}/hm/Notes/${Id}`).expect(200);
    }

    const [one] = (await fx.client.get(`${path('Folders')}?fields=Bodies`).expect(200)).body.list as {
      Bodies: unknown;
    }[];
    expect(one!.Bodies).toEqual(bodies);
    const read = (await fx.client.get(`${path('Notes')}?sort=Id&fields=Folder settings`).expect(200)).body.list as {
      'Folder settings': unknown;
    }[];
    expect(read.map((row) => row['Folder settings'])).toEqual([settings, settings, settings]);

    const groups = (await fx.client.get(`${path('Notes')}/groupby?column_name=body&sort=body`).expect(200)).body
      .list as { body: unknown; count: number }[];
    expect(groups.map((g) => g.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      ['[1,2]', 'plain', { n: 1 }].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  });
});
