import { describeEachDb } from './support/each-db';
import { PASSWORD } from './support/auth-helpers';
import type { NormalColumnRequestType } from 'nocodb-sdk';
import { listen, newProject, refusal, sdk, type SdkApi } from './support/sdk';

/**
 * The published `nocodb-sdk@0.109.7` client, unchanged, against a running server (docs/API.md §1.15): a client
 * nobody here wrote, so every path, query string (axios' `fields[]=`), body and answer is NocoDB's, not ours.
 * Auth, projects, tables, columns and rows; views, sorts, filters and attachments are in sdk-wire-views.test.ts.
 */
describeEachDb(
  'nocodb-sdk client: auth, projects, tables, columns, rows',
  (server) => {
    let http: Awaited<ReturnType<typeof listen>>;
    let api: SdkApi;
    let token: string;

    beforeAll(async () => {
      http = await listen(server());
      const signup = await sdk(http.baseURL).auth.signup({ email: 'sdk@example.com', password: PASSWORD });
      token = signup.token!;
      api = sdk(http.baseURL, token);
    }, 30_000);
    afterAll(() => http?.close());

    it('auth: signup, signin and me; a wrong password is refused as NocoDB refuses it', async () => {
      const anonymous = sdk(http.baseURL);
      expect(await anonymous.auth.me()).toEqual({ roles: { guest: true } });
      const signin = await anonymous.auth.signin({ email: 'sdk@example.com', password: PASSWORD });
      expect(signin.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const me = await sdk(http.baseURL, signin.token).auth.me();
      expect(me).toMatchObject({ email: 'sdk@example.com', roles: { super: true } });
      expect(await refusal(anonymous.auth.signin({ email: 'sdk@example.com', password: 'wrong password' }))).toEqual({
        status: 400,
        body: { msg: 'Invalid credentials' },
      });
      const second = await anonymous.auth.signup({ email: 'second@example.com', password: PASSWORD });
      expect((await sdk(http.baseURL, second.token).auth.me()).roles).not.toHaveProperty('super');
    });

    it('projects: create, list and read', async () => {
      const created = await newProject(api, 'SDK Project');
      expect(created).toMatchObject({ title: 'SDK Project', id: expect.stringMatching(/^p_/) });
      const list = await api.project.list();
      expect(list.list!.map((p) => p.title)).toContain('SDK Project');
      expect(list.pageInfo).toMatchObject({ page: 1, isFirstPage: true, isLastPage: true });
      expect(await api.project.read(created.id!)).toMatchObject({ id: created.id, title: 'SDK Project' });
    });

    it('tables: create, list, read, rename, reorder and delete', async () => {
      const project = await newProject(api, 'SDK Tables');
      const columns: NormalColumnRequestType[] = [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
      ];
      const first = await api.dbTable.create(project.id, { table_name: 'First', title: 'First', columns });
      const second = await api.dbTable.create(project.id, { table_name: 'Second', title: 'Second', columns });
      expect(first.columns!.map((c) => [c.title, c.uidt])).toEqual([
        ['Id', 'ID'],
        ['Title', 'SingleLineText'],
      ]);
      const titles = async () => (await api.dbTable.list(project.id)).list!.map((t) => t.title);
      expect(await titles()).toEqual(['First', 'Second']);
      expect(await api.dbTable.read(first.id!)).toMatchObject({ id: first.id, title: 'First' });

      const renamed = await api.dbTable.update(first.id!, {
        table_name: first.table_name,
        title: 'Renamed',
        project_id: project.id,
      });
      expect(renamed).toEqual({ msg: 'The table has been updated successfully' });
      expect(await api.dbTable.reorder(second.id!, { order: 0.5 })).toBe(true);
      expect(await titles()).toEqual(['Second', 'Renamed']);
      expect(await api.dbTable.delete(second.id!)).toBe(true);
      expect(await titles()).toEqual(['Renamed']);
      expect(await refusal(api.dbTable.read(second.id!))).toMatchObject({ status: 404 });
    });

    it('columns: add (answered with the table), read, alter, set primary, delete', async () => {
      const project = await newProject(api, 'SDK Columns');
      const table = await api.dbTable.create(project.id, { table_name: 'Cols', columns: [] });
      const withColumn = (await api.dbTableColumn.create(table.id!, {
        title: 'Amount',
        column_name: 'amount',
        uidt: 'Number',
      })) as unknown as { columns: Array<{ id: string; title: string; uidt: string; pv: boolean }> };
      const amount = withColumn.columns.find((c) => c.title === 'Amount')!;
      expect(amount.uidt).toBe('Number');
      expect(await api.dbTableColumn.get(amount.id)).toMatchObject({ id: amount.id, title: 'Amount' });

      const altered = (await api.dbTableColumn.update(amount.id, {
        title: 'Price',
        column_name: 'amount',
        uidt: 'Decimal',
      })) as unknown as { columns: Array<{ id: string; title: string; uidt: string; pv: boolean }> };
      expect(altered.columns.find((c) => c.id === amount.id)).toMatchObject({ title: 'Price', uidt: 'Decimal' });
      expect(await api.dbTableColumn.primaryColumnSet(amount.id)).toBe(true);
      expect((await api.dbTable.read(table.id!)).columns!.find((c) => c.pv)!.id).toBe(amount.id);

      const title = (await api.dbTable.read(table.id!)).columns!.find((c) => c.title === 'Title')!;
      await api.dbTableColumn.delete(title.id!);
      expect((await api.dbTable.read(table.id!)).columns!.map((c) => c.title)).not.toContain('Title');
    });

    describe('rows through dbTableRow', () => {
      const P = 'SDK Rows';
      const T = 'Items';
      type Item = { Id: number; Title: string; Qty: number | null };

      beforeAll(async () => {
        const project = await newProject(api, P);
        await api.dbTable.create(project.id, {
          table_name: T,
          columns: [
            { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
            { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
            { column_name: 'qty', title: 'Qty', uidt: 'Number' },
          ],
        });
      });

      it('create, bulkCreate, read, exist, findOne, update and delete', async () => {
        const created = (await api.dbTableRow.create('noco', P, T, { Title: 'apple', Qty: 3 })) as Item;
        expect(created).toMatchObject({ Id: 1, Title: 'apple', Qty: 3 });
        const bulk = await api.dbTableRow.bulkCreate('noco', P, T, [
          { Title: 'banana', Qty: 7 },
          { Title: 'cherry', Qty: 1 },
          { Title: 'date', Qty: null },
          { Title: 'elder', Qty: 7 },
        ]);
        expect(bulk).toEqual([{ Id: 2 }, { Id: 3 }, { Id: 4 }, { Id: 5 }]);
        expect(await api.dbTableRow.read('noco', P, T, 2)).toMatchObject({ Id: 2, Title: 'banana', Qty: 7 });
        expect(await api.dbTableRow.exist('noco', P, T, 2)).toBe(true);
        expect(await api.dbTableRow.exist('noco', P, T, 99)).toBe(false);
        const found = await api.dbTableRow.findOne('noco', P, T, { where: '(Qty,eq,7)', sort: ['-Id'] });
        expect(found).toMatchObject({ Id: 5, Title: 'elder' });
        expect(await api.dbTableRow.update('noco', P, T, 1, { Qty: 4 })).toMatchObject({ Id: 1, Qty: 4 });
        expect((await api.dbTableRow.read('noco', P, T, 1)) as Item).toMatchObject({ Qty: 4 });
      });

      it('list with where, sort, fields, limit and offset, and pageInfo that adds up', async () => {
        const page = await api.dbTableRow.list('noco', P, T, {
          where: '(Qty,gte,1)',
          sort: ['-Qty', 'Title'],
          fields: ['Title', 'Qty'],
          limit: 2,
          offset: 2,
        });
        // Only the fields asked for, plus the primary key, which is always there (docs/API.md §1.11).
        expect(page.list).toEqual([
          { Id: 1, Title: 'apple', Qty: 4 },
          { Id: 3, Title: 'cherry', Qty: 1 },
        ]);
        expect(page.pageInfo).toEqual({ totalRows: 4, page: 2, pageSize: 2, isFirstPage: false, isLastPage: true });
        const first = await api.dbTableRow.list('noco', P, T, {
          where: '(Qty,gte,1)',
          sort: ['-Qty', 'Title'],
          limit: 2,
        });
        expect((first.list as Item[]).map((r) => r.Title)).toEqual(['banana', 'elder']);
        expect(first.pageInfo).toMatchObject({ page: 1, isFirstPage: true, isLastPage: false });
        const all = await api.dbTableRow.list('noco', P, T, { sort: 'Title' });
        expect((all.list as Item[]).map((r) => r.Title)).toEqual(['apple', 'banana', 'cherry', 'date', 'elder']);
        expect(all.pageInfo).toMatchObject({ totalRows: 5, isFirstPage: true, isLastPage: true });
      });

      it('count (dbViewRow, the SDK has no table count) and groupBy', async () => {
        expect(await api.dbViewRow.count('noco', P, T, T, { where: '(Qty,eq,7)' })).toEqual({ count: 2 });
        // Grouped by the physical column_name, which keys the groups; the SDK sends the sort as `sort[]=-count`.
        const groups = await api.dbTableRow.groupBy('noco', P, T, { column_name: 'qty', sort: ['-count'] });
        expect(groups.list).toEqual([
          { qty: 7, count: 2 },
          { qty: null, count: 1 },
          { qty: 1, count: 1 },
          { qty: 4, count: 1 },
        ]);
        expect(groups.pageInfo).toMatchObject({ totalRows: 4 });
      });

      it('bulkUpdate, bulkDelete and the /all variants with a where', async () => {
        expect(await api.dbTableRow.bulkUpdate('noco', P, T, [{ Id: 3, Qty: 30 }])).toEqual([{ Id: 3 }]);
        expect(await api.dbTableRow.bulkUpdateAll('noco', P, T, { Title: 'seven' }, { where: '(Qty,eq,7)' })).toBe(2);
        const sevens = await api.dbTableRow.list('noco', P, T, { where: '(Title,eq,seven)', sort: 'Id' });
        expect((sevens.list as Item[]).map((r) => r.Id)).toEqual([2, 5]);
        expect(await api.dbTableRow.bulkDelete('noco', P, T, [{ Id: 3 }])).toEqual([{ Id: 3 }]);
        expect(await api.dbTableRow.bulkDeleteAll('noco', P, T, {}, { where: '(Title,eq,seven)' })).toBe(2);
        expect(await api.dbTableRow.delete('noco', P, T, 4)).toBe(1);
        const left = await api.dbTableRow.list('noco', P, T);
        expect(left.list).toEqual([expect.objectContaining({ Id: 1, Title: 'apple', Qty: 4 })]);
        expect(left.pageInfo).toMatchObject({ totalRows: 1 });
      });

      it('errors reach the client as {msg}', async () => {
        expect(await refusal(api.dbTableRow.read('noco', P, T, 99))).toEqual({
          status: 404,
          body: { msg: expect.any(String) },
        });
        const bad = await refusal(api.dbTableRow.list('noco', P, T, { where: '(Title,nope,1)' }));
        expect(bad).toEqual({ status: 400, body: { msg: expect.stringContaining('nope') } });
      });
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
