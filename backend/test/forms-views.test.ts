import fs from 'node:fs';
import path from 'node:path';
import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-view';
const MAX_FILE_BYTES = 1000;

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText', rqd: true },
  { column_name: 'status', title: 'Status', uidt: 'SingleLineText', rqd: true, cdf: 'new' },
  { column_name: 'note', title: 'Note', uidt: 'SingleLineText' },
  { column_name: 'secret', title: 'Secret', uidt: 'SingleLineText' },
  { column_name: 'photos', title: 'Photos', uidt: 'Attachment' },
];

type Row = Record<string, unknown>;

/** Files kept in the uploads folder (the parser's temporary folder aside). */
function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !path.join(e.parentPath, e.name).includes(`${path.sep}.tmp`))
    .map((e) => e.name);
}

describeEachDb(
  'form views: settings, form columns and public submit',
  (server) => {
    let fx: RecordsFixture;
    let form: { id: string };
    let uuid: string;
    const formColumn = async (title: string) => {
      const id = fx.table.columns.find((c) => c.title === title)!.id;
      const list = (await fx.client.get(`${META}/forms/${form.id}/columns`).expect(200)).body.list as Row[];
      return list.find((c) => c.fk_column_id === id)!;
    };
    const submit = (data: Row, password?: string) => {
      const req = server().request().post(`${PUBLIC}/${uuid}/rows`);
      return (password ? req.set('xc-password', password) : req).send(data);
    };
    const rows = async () => (await fx.client.get(`${fx.path}?limit=100`).expect(200)).body.list as Row[];

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'forms@example.com', { table_name: 'Requests', columns: COLUMNS });
      form = (await fx.client.post(`${META}/tables/${fx.table.id}/forms`, { title: 'Request form' }).expect(200)).body;
      uuid = (await fx.client.post(`${META}/views/${form.id}/share`).expect(200)).body.uuid;
    });

    it('creates a form view and reads and updates its settings', async () => {
      expect(form).toMatchObject({ type: 1, title: 'Request form' });
      const before = (await fx.client.get(`${META}/forms/${form.id}`).expect(200)).body;
      expect(before).toMatchObject({ fk_view_id: form.id, heading: null, show_blank_form: false });
      const patch = {
        heading: 'Ask us',
        subheading: 'Anything',
        success_msg: 'Thanks!',
        redirect_url: 'https://example.com/done',
        submit_another_form: true,
        show_blank_form: true,
      };
      const after = (await fx.client.patch(`${META}/forms/${form.id}`, patch).expect(200)).body;
      expect(after).toMatchObject(patch);
      expect((await fx.client.get(`${META}/forms/${form.id}`).expect(200)).body).toMatchObject(patch);
      await fx.client.patch(`${META}/forms/${form.id}`, { redirect_url: 'javascript:alert(1)' }).expect(400);
      await fx.client.patch(`${META}/forms/${form.id}`, { show_blank_form: 'yes' }).expect(400);
      const grid = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'G' }).expect(200)).body;
      await fx.client.get(`${META}/forms/${grid.id}`).expect(404);
    });

    it('lists and updates form columns', async () => {
      const list = (await fx.client.get(`${META}/forms/${form.id}/columns`).expect(200)).body.list as Row[];
      expect(list.length).toBe(5); // the self-counting key is not a form field
      const note = await formColumn('Note');
      expect(note).toMatchObject({ show: true, required: false, label: null });
      const patch = { label: 'Your note', help: 'Short', description: 'Longer text', required: true, order: 99 };
      expect((await fx.client.patch(`${META}/form-columns/${note.id}`, patch).expect(200)).body).toMatchObject(patch);
      await fx.client.patch(`${META}/form-columns/${(await formColumn('Secret')).id}`, { show: false }).expect(200);
      await fx.client.patch(`${META}/form-columns/${note.id}`, { required: 'yes' }).expect(400);
    });

    it('public meta carries the form settings and only the shown fields', async () => {
      const meta = (await server().request().get(`${PUBLIC}/${uuid}/meta`).expect(200)).body;
      expect(meta.view).toMatchObject({ heading: 'Ask us', success_msg: 'Thanks!', show_blank_form: true });
      const titles = (meta.columns as Row[]).map((c) => c.title);
      expect(titles).toEqual(['Title', 'Status', 'Photos', 'Note']);
      expect(meta.columns.find((c: Row) => c.title === 'Note')).toMatchObject({ label: 'Your note', required: true });
      // nothing is hidden when prefilled until the builder says so
      expect((meta.columns as Row[]).every((c) => c.meta === null)).toBe(true);
    });

    it('flags the fields the builder hides when the link prefills them', async () => {
      const status = fx.table.columns.find((c) => c.title === 'Status')!.id;
      const before = (await fx.client.get(`${META}/forms/${form.id}`).expect(200)).body.meta;
      await fx.client
        .patch(`${META}/views/${form.id}`, { meta: { ...before, hidden_when_prefilled: [status] } })
        .expect(200);
      const meta = (await server().request().get(`${PUBLIC}/${uuid}/meta`).expect(200)).body;
      const flagged = (meta.columns as Row[]).filter((c) => c.meta !== null).map((c) => [c.title, c.meta]);
      expect(flagged).toEqual([['Status', { hidden_prefill: true }]]);
      // the settings survive a meta rewrite
      expect(meta.view).toMatchObject({ heading: 'Ask us', success_msg: 'Thanks!' });
    });

    it('applies each required rule with the label in the message', async () => {
      const msg = async (data: Row) => (await submit(data).expect(400)).body.msg;
      expect(await msg({ Note: 'n' })).toBe('The value for Title is required');
      expect(await msg({ Title: 't' })).toBe('The value for Your note is required');
      expect(await msg({ Title: 't', Note: '' })).toBe('The value for Your note is required');
      expect(await rows()).toEqual([]);
    });

    it('saves a submit (a default fills a field left out), ignoring hidden fields', async () => {
      const res = await submit({ Title: 'first', Note: 'n', Secret: 'sneaky' }).expect(200);
      expect(res.body).toMatchObject({ Title: 'first', Status: 'new' });
      const [row] = await rows();
      expect(row).toMatchObject({ Title: 'first', Note: 'n', Status: 'new', Secret: null });
    });

    it('stores attached files with the row, refusing too large and too many with nothing saved', async () => {
      const uploads = server().config.uploadsDir;
      const ok = await server()
        .request()
        .post(`${PUBLIC}/${uuid}/rows`)
        .field('data', JSON.stringify({ Title: 'with file', Note: 'n' }))
        .attach('Photos', Buffer.from('hello'), 'a.txt')
        .expect(200);
      expect(ok.body.Photos).toEqual([expect.objectContaining({ title: 'a.txt', size: 5 })]);
      const kept = storedFiles(uploads);
      expect(kept).toHaveLength(1);
      const count = (await rows()).length;

      const big = await server()
        .request()
        .post(`${PUBLIC}/${uuid}/rows`)
        .field('data', JSON.stringify({ Title: 'too big', Note: 'n' }))
        .attach('Photos', Buffer.alloc(MAX_FILE_BYTES + 1), 'big.bin');
      expect(big.status).toBe(413);
      let many = server()
        .request()
        .post(`${PUBLIC}/${uuid}/rows`)
        .field('data', JSON.stringify({ Title: 'too many', Note: 'n' }));
      for (let i = 0; i < 3; i++) many = many.attach('Photos', Buffer.from(`f${i}`), `f${i}.txt`);
      expect((await many).status).toBe(400);
      expect(await rows()).toHaveLength(count);
      expect(storedFiles(uploads)).toEqual(kept);
    });

    it('saves nothing when the row fails after the files were stored', async () => {
      const uploads = server().config.uploadsDir;
      const before = storedFiles(uploads);
      const res = await server()
        .request()
        .post(`${PUBLIC}/${uuid}/rows`)
        .field('data', JSON.stringify({ Title: 'x'.repeat(10), Note: 'n', Status: null }))
        .attach('Photos', Buffer.from('hello'), 'b.txt');
      expect(res.status).toBe(400);
      expect(storedFiles(uploads)).toEqual(before);
    });

    it('a protected form needs its password (403), a grid link takes no submits (404)', async () => {
      await fx.client.patch(`${META}/views/${form.id}/share`, { password: 'open sesame' }).expect(200);
      expect((await submit({ Title: 't', Note: 'n' }, 'wrong').expect(403)).body.msg).toBe(
        'INVALID_SHARED_VIEW_PASSWORD',
      );
      await submit({ Title: 't', Note: 'n' }).expect(403);
      await submit({ Title: 'protected', Note: 'n' }, 'open sesame').expect(200);
      const grid = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'G2' }).expect(200)).body;
      const gridUuid = (await fx.client.post(`${META}/views/${grid.id}/share`).expect(200)).body.uuid;
      await server().request().post(`${PUBLIC}/${gridUuid}/rows`).send({ Title: 't' }).expect(404);
    });
  },
  { BASALT_FORM_MAX_FILE_BYTES: String(MAX_FILE_BYTES), BASALT_FORM_MAX_FILES: '2' },
);
