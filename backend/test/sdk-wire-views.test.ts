import { describeEachDb } from './support/each-db';
import { PASSWORD } from './support/auth-helpers';
import { listen, newProject, nodeMultipart, sdk, type SdkApi } from './support/sdk';

type Row = { Id: number; Title: string; Qty: number | null; Files?: Array<{ path: string; title: string }> | null };

/**
 * The published `nocodb-sdk@0.109.7` client against a running server (docs/API.md §1.15): views, view columns,
 * sorts and filters, rows read through a view, and attachments. The rest is in sdk-wire.test.ts.
 */
describeEachDb(
  'nocodb-sdk client: views, sorts, filters, view rows, attachments',
  (server) => {
    let http: Awaited<ReturnType<typeof listen>>;
    let api: SdkApi;
    let tableId: string;
    const P = 'SDK Views';
    const T = 'Stock';

    beforeAll(async () => {
      http = await listen(server());
      const { token } = await sdk(http.baseURL).auth.signup({ email: 'views@example.com', password: PASSWORD });
      api = sdk(http.baseURL, token);
      const project = await newProject(api, P);
      const table = await api.dbTable.create(project.id, {
        table_name: T,
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
          { column_name: 'qty', title: 'Qty', uidt: 'Number' },
          { column_name: 'files', title: 'Files', uidt: 'Attachment' },
        ],
      });
      tableId = table.id!;
      await api.dbTableRow.bulkCreate('noco', P, T, [
        { Title: 'bolts', Qty: 40 },
        { Title: 'nuts', Qty: 5 },
        { Title: 'gears', Qty: 12 },
        { Title: 'springs', Qty: null },
      ]);
    }, 30_000);
    afterAll(() => http?.close());

    it('dbView: the default grid is listed; gridCreate adds one; update renames it', async () => {
      const before = await api.dbView.list(tableId);
      expect(before.list!.map((v) => [v.title, v.type, v.is_default])).toEqual([[T, 3, true]]);
      const grid = await api.dbView.gridCreate(tableId, { title: 'Low stock' });
      expect(grid).toMatchObject({ title: 'Low stock', type: 3, fk_model_id: tableId });
      await api.dbView.update(grid.id!, { title: 'Running low' });
      const after = await api.dbView.list(tableId);
      expect(after.list!.map((v) => v.title)).toEqual([T, 'Running low']);
    });

    it('a view with a hidden column, a sort and a filter shapes what dbViewRow lists', async () => {
      const grid = await api.dbView.gridCreate(tableId, { title: 'Shaped' });
      const table = await api.dbTable.read(tableId);
      const column = (title: string) => table.columns!.find((c) => c.title === title)!.id!;

      // The SDK types view columns as table columns; the server answers view-column records (docs/API.md §1.8).
      type ViewColumn = { id: string; fk_column_id: string; show: boolean };
      const viewColumns = (await api.dbViewColumn.list(grid.id!)) as unknown as { list: ViewColumn[] };
      const filesColumn = viewColumns.list.find((vc) => vc.fk_column_id === column('Files'))!;
      await api.dbViewColumn.update(grid.id!, filesColumn.id, { show: false });
      const shown = (await api.dbViewColumn.list(grid.id!)) as unknown as { list: ViewColumn[] };
      expect(shown.list.find((vc) => vc.id === filesColumn.id)).toMatchObject({ show: false });

      // Typed as a number by the SDK; the server answers the sort record, as NocoDB does.
      const sort = (await api.dbTableSort.create(grid.id!, {
        fk_column_id: column('Qty'),
        direction: 'desc',
      })) as unknown as {
        id: string;
      };
      expect(sort).toMatchObject({ fk_column_id: column('Qty'), direction: 'desc' });
      expect((await api.dbTableSort.list(grid.id!)).list!.map((s) => s.id)).toEqual([sort.id]);

      const filter = await api.dbTableFilter.create(grid.id!, {
        fk_column_id: column('Qty'),
        comparison_op: 'lt',
        value: '20',
      });
      expect(filter).toMatchObject({ fk_column_id: column('Qty'), comparison_op: 'lt' });
      expect((await api.dbTableFilter.read(grid.id!)).list!.map((f) => f.id)).toEqual([filter.id]);

      const rows = await api.dbViewRow.list('noco', P, T, 'Shaped');
      expect(rows.list).toEqual([
        { Id: 3, Title: 'gears', Qty: 12 },
        { Id: 2, Title: 'nuts', Qty: 5 },
      ]);
      expect(rows.pageInfo).toMatchObject({ totalRows: 2, isFirstPage: true, isLastPage: true });
      expect(await api.dbViewRow.count('noco', P, T, 'Shaped')).toEqual({ count: 2 });
      // The table's own default view is untouched: every row, in key order, every column.
      const all = await api.dbViewRow.list('noco', P, T, T);
      expect((all.list as Row[]).map((r) => r.Title)).toEqual(['bolts', 'nuts', 'gears', 'springs']);
      expect(Object.keys(all.list[0]!)).toContain('Files');
    });

    it('dbViewRow reads, creates, updates and deletes rows through a view by its title', async () => {
      const created = (await api.dbViewRow.create('noco', P, T, T, { Title: 'washers', Qty: 100 })) as Row;
      expect(created).toMatchObject({ Title: 'washers', Qty: 100 });
      expect(await api.dbViewRow.read('noco', P, T, T, created.Id)).toMatchObject({ Title: 'washers' });
      expect(await api.dbViewRow.update('noco', P, T, T, created.Id, { Qty: 99 })).toMatchObject({ Qty: 99 });
      expect(await api.dbViewRow.findOne('noco', P, T, T, { where: '(Qty,eq,99)' })).toMatchObject({
        Id: created.Id,
      });
      expect(await api.dbViewRow.delete('noco', P, T, T, created.Id)).toBe(1);
      expect(await api.dbViewRow.exist('noco', P, T, T, created.Id)).toBe(false);
    });

    it('storage.upload stores a file (multipart, as the SDK builds it) that a row keeps and that downloads intact', async () => {
      const content = 'part,qty\nbolt,40\n';
      const file = new File([content], 'stock.csv', { type: 'text/csv' });
      const uploaded = (await api.storage.upload(
        { path: 'noco/SDK Views/Stock/files' },
        { files: file, json: '{}' } as never,
        nodeMultipart as never,
      )) as Array<{ path: string; title: string; mimetype: string; size: number }>;
      expect(uploaded).toEqual([
        expect.objectContaining({ title: 'stock.csv', mimetype: 'text/csv', size: content.length }),
      ]);
      const row = (await api.dbTableRow.update('noco', P, T, 1, { Files: uploaded })) as Row;
      expect(row.Files).toEqual([expect.objectContaining({ path: uploaded[0]!.path, title: 'stock.csv' })]);
      const download = await fetch(`${http.baseURL}/${uploaded[0]!.path}`);
      expect([download.status, await download.text()]).toEqual([200, content]);

      // upload-by-url fetches the stored file back through its own download link.
      const byUrl = (await api.storage.uploadByUrl({ path: 'noco/SDK Views/Stock/files' }, [
        { url: `${http.baseURL}/${uploaded[0]!.path}` },
      ])) as Array<{ path: string; title: string; size: number }>;
      expect(byUrl).toEqual([expect.objectContaining({ size: content.length })]);
      expect(await (await fetch(`${http.baseURL}/${byUrl[0]!.path}`)).text()).toBe(content);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4', BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE: 'true' },
);
