import fs from 'node:fs';
import { describeEachDb } from './support/each-db';
import { pageRoot, publicPageRoot } from './support/public-page';
import { addOrdersLink, recordsFixture, type RecordsFixture } from './support/records';
import { META, type TableJson } from './support/workspace';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Basalt</title>' +
  '<script defer src=/remotes/mf-shared/standalone/standalone.js></script></head>' +
  '<body><script>window.early=1</script><div id=root></div></body></html>';
const WEB_ROOT = publicPageRoot(TEMPLATE);

const MAX_FILE_BYTES = 1000;
const PUBLIC = '/api/v1/db/public/shared-view';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name', uidt: 'SingleLineText' },
  { column_name: 'count', title: 'Count', uidt: 'Number' },
  { column_name: 'agree', title: 'Agree', uidt: 'Checkbox' },
  {
    column_name: 'tags',
    title: 'Tags',
    uidt: 'MultiSelect',
    colOptions: { options: [{ title: 'red' }, { title: 'blue' }, { title: 'green' }] },
  },
  { column_name: 'files', title: 'Files', uidt: 'Attachment' },
  { column_name: 'secret', title: 'Secret', uidt: 'SingleLineText' },
];

type Row = Record<string, unknown>;

describeEachDb(
  'the public form page posted by the browser, no script',
  (server) => {
    let fx: RecordsFixture;
    let formId: string;
    let uuid: string;
    const idOf = (title: string) => fx.table.columns.find((c) => c.title === title)!.id;
    const formColumn = async (title: string) => {
      const id = idOf(title);
      const list = (await fx.client.get(`${META}/forms/${formId}/columns`).expect(200)).body.list as Row[];
      return list.find((c) => c.fk_column_id === id)!;
    };
    const settings = (patch: Row) => fx.client.patch(`${META}/forms/${formId}`, patch).expect(200);
    /** The browser's post: multipart, each control named by its column id. */
    const post = (fields: Record<string, string | string[]>, address = `/nc/form/${uuid}`, language = 'en') => {
      let req = server()
        .request()
        .post(address)
        .set('Accept', 'text/html')
        .set('Accept-Language', language)
        .field('_', '');
      for (const [title, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) req = req.field(idOf(title), one);
      return req;
    };
    const rows = async () => (await fx.client.get(`${fx.path}?limit=100&sort=Id`).expect(200)).body.list as Row[];
    const last = async () => (await rows()).at(-1)!;

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'post@example.com', { table_name: 'Signups', columns: COLUMNS });
      formId = (await fx.client.post(`${META}/tables/${fx.table.id}/forms`, { title: 'Sign up' }).expect(200)).body.id;
      await fx.client.patch(`${META}/form-columns/${(await formColumn('Secret')).id}`, { show: false }).expect(200);
      await fx.client
        .patch(`${META}/form-columns/${(await formColumn('Name')).id}`, { label: 'Your <name>', required: true })
        .expect(200);
      uuid = (await fx.client.post(`${META}/views/${formId}/share`).expect(200)).body.uuid;
    });

    it('saves the posted row, each value read as its field takes it, and shows the default message', async () => {
      const res = await post({ Name: 'Ada', Count: '1 234', Agree: 'on', Tags: ['red', 'green'] }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(pageRoot(res.text)).toContain('<div class="sf-sent" role="status">');
      expect(pageRoot(res.text)).toContain('<p class="sf-sent-message">Saved successfully</p>');
      // no script on the page after sending: it would start the form again
      expect(res.text).not.toContain('<script');
      expect(await last()).toMatchObject({ Name: 'Ada', Count: 1234, Agree: true, Tags: 'red,green' });
      // an unticked box sends nothing, and is an answer
      await post({ Name: 'Bea' }).expect(200);
      expect(await last()).toMatchObject({ Name: 'Bea', Agree: false, Count: null });
    });

    it('takes a urlencoded post too (a form without files)', async () => {
      await server()
        .request()
        .post(`/nc/form/${uuid}`)
        .type('form')
        .send(`${idOf('Name')}=Kim&${idOf('Tags')}=blue&${idOf('Tags')}=red`)
        .expect(200);
      expect(await last()).toMatchObject({ Name: 'Kim', Tags: 'red,blue' });
    });

    it('ignores a field the form does not show, even when posted under its column id', async () => {
      await post({ Name: 'Cy', Secret: 'sneaky' }).expect(200);
      expect(await last()).toMatchObject({ Name: 'Cy', Secret: null });
    });

    it('answers 400 with the form written again, holding what was posted, and the message as an alert', async () => {
      const before = (await rows()).length;
      const res = await post({ Name: '  ', Count: '7', Tags: 'blue', Agree: 'on' }).expect(400);
      const html = pageRoot(res.text);
      expect(html).toContain(
        '<p role="alert" class="sf-error sf-failure">The value for Your &lt;name&gt; is required</p>',
      );
      expect(html).toMatch(new RegExp(`<input[^>]*name="${idOf('Count')}"[^>]*value="7"`));
      expect(html).toMatch(new RegExp(`name="${idOf('Tags')}" value="blue" checked`));
      expect(html).toMatch(new RegExp(`name="${idOf('Agree')}"[^>]*checked`));
      // the refused field is marked and takes the focus; the takeover keeps the posted values
      expect(html).toMatch(new RegExp(`name="${idOf('Name')}"[^>]*aria-invalid="true"[^>]*autofocus`));
      expect(html).toContain('data-posted');
      // the page's script comes with it: link pickers and the rest still work once it runs
      expect(res.text).toContain('standalone.js');
      expect((await rows()).length).toBe(before);
      // a value its field refuses is refused as the API refuses it
      const notNumber = pageRoot((await post({ Name: 'Ned', Count: 'many' }).expect(400)).text);
      expect(notNumber).toMatch(/<p role="alert" class="sf-error sf-failure">[^<]*Count/);
      expect(notNumber).toMatch(new RegExp(`name="${idOf('Count')}"[^>]*value="many"`));
      expect((await rows()).length).toBe(before);
      // in the visitor's language
      const german = JSON.parse(fs.readFileSync(require.resolve('@basalt/core/locales/de.json'), 'utf8'));
      const de = pageRoot((await post({ Count: '1' }, undefined, 'de').expect(400)).text);
      expect(de).toContain(german.sharedForm.required.replace('{{label}}', 'Your &lt;name&gt;'));
    });

    it('saves the posted files with the row and refuses one over the limit with nothing saved', async () => {
      await post({ Name: 'Dee' }).attach(idOf('Files'), Buffer.from('hello'), 'note.txt').expect(200);
      const files = (await last()).Files as Row[];
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ title: 'note.txt', size: 5 });
      const before = (await rows()).length;
      const big = await post({ Name: 'Eve' })
        .attach(idOf('Files'), Buffer.alloc(MAX_FILE_BYTES + 1), 'big.bin')
        .expect(413);
      expect(pageRoot(big.text)).toContain('role="alert"');
      expect((await rows()).length).toBe(before);
    });

    it('shows the view success message with "submit another", and a redirect answers 303', async () => {
      await settings({ success_msg: 'Thanks <3', submit_another_form: true });
      const res = await post({ Name: 'Fay' }, `/nc/form/${uuid}?Count=2`).expect(200);
      expect(pageRoot(res.text)).toContain('<p class="sf-sent-message">Thanks &lt;3</p>');
      expect(pageRoot(res.text)).toContain(
        `<a href="/nc/form/${uuid}?Count=2" class="shared-button shared-button-primary">Submit another</a>`,
      );
      await settings({ redirect_url: 'https://example.com/thanks?a=1&b=2' });
      const moved = await post({ Name: 'Gus' }).expect(303);
      expect(moved.headers.location).toBe('https://example.com/thanks?a=1&b=2');
      expect(await last()).toMatchObject({ Name: 'Gus' });
      await settings({ redirect_url: null, success_msg: null, submit_another_form: false });
    });

    it('a required link field, which needs the script, answers the required message', async () => {
      await addOrdersLink(fx);
      const linked = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body as TableJson;
      const linkId = linked.columns.find((c) => c.uidt === 'LinkToAnotherRecord')!.id;
      const formColumns = (await fx.client.get(`${META}/forms/${formId}/columns`).expect(200)).body.list as Row[];
      const ordersColumn = formColumns.find((c) => c.fk_column_id === linkId)!;
      await fx.client.patch(`${META}/form-columns/${ordersColumn.id}`, { required: true }).expect(200);
      const page = pageRoot((await server().request().get(`/nc/form/${uuid}`).set('Accept', 'text/html')).text);
      expect(page).toMatch(/<button[^>]*class="shared-button sf-link-add" disabled/);
      const res = await post({ Name: 'Hal' }).expect(400);
      expect(pageRoot(res.text)).toContain('The value for Orders is required');
      await fx.client.patch(`${META}/form-columns/${ordersColumn.id}`, { required: false }).expect(200);
    });

    it('refuses a link behind a password, unknown or disabled, as the API does', async () => {
      await fx.client.patch(`${META}/views/${formId}/share`, { password: 'open sesame' }).expect(200);
      const locked = await post({ Name: 'Ivy' }).expect(403);
      expect(locked.body.msg).toBe(
        (await server().request().post(`${PUBLIC}/${uuid}/rows`).send({ Name: 'Ivy' }).expect(403)).body.msg,
      );
      await fx.client.patch(`${META}/views/${formId}/share`, { password: null }).expect(200);
      await post({}, '/nc/form/no-such-link').expect(404);
      expect((await rows()).some((r) => r.Name === 'Ivy')).toBe(false);
    });

    it('counts its submissions in the same per-address limit as the API, then refuses with the form', async () => {
      let status = 200;
      for (let i = 0; i < 40 && status !== 429; i++)
        status = (
          await server()
            .request()
            .post(`${PUBLIC}/${uuid}/rows`)
            .send({ Name: `R${i}` })
        ).status;
      expect(status).toBe(429);
      const res = await post({ Name: 'Jo' }).expect(429);
      // refused before its body is read, as the API refuses it: the form comes back blank, with the message
      expect(pageRoot(res.text)).toContain('Too many form submissions');
    });
  },
  { BASALT_WEB_ROOT: WEB_ROOT, BASALT_FORM_MAX_FILE_BYTES: String(MAX_FILE_BYTES) },
);
