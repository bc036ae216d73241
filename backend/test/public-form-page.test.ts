import { describeEachDb } from './support/each-db';
import { pageRoot, publicPageRoot } from './support/public-page';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Basalt</title>' +
  '<script defer src=/remotes/mf-shared/standalone/standalone.js></script></head>' +
  '<body><div id=root></div></body></html>';
const WEB_ROOT = publicPageRoot(TEMPLATE);

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name', uidt: 'SingleLineText' },
  { column_name: 'email', title: 'Email', uidt: 'Email' },
  {
    column_name: 'topic',
    title: 'Topic',
    uidt: 'SingleSelect',
    colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] },
  },
  { column_name: 'details', title: 'Details', uidt: 'LongText' },
  { column_name: 'agree', title: 'Agree', uidt: 'Checkbox' },
  { column_name: 'files', title: 'Files', uidt: 'Attachment' },
  { column_name: 'secret', title: 'Secret', uidt: 'SingleLineText' },
];

type Row = Record<string, unknown>;

/** The page's embedded meta, as the page's script reads it. */
const embeddedMeta = (html: string) => {
  const json = /<script type="application\/json" id="basalt-public-meta">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Row);
};

describeEachDb(
  'the public form page written by the server',
  (server) => {
    let fx: RecordsFixture;
    let form: { id: string };
    let uuid: string;
    const page = (address: string, language = 'en') =>
      server().request().get(address).set('Accept', 'text/html').set('Accept-Language', language);
    /** A field's column id: the name its controls post under. */
    const idOf = (title: string) => fx.table.columns.find((c) => c.title === title)!.id;
    const formColumn = async (title: string) => {
      const id = idOf(title);
      const list = (await fx.client.get(`${META}/forms/${form.id}/columns`).expect(200)).body.list as Row[];
      return list.find((c) => c.fk_column_id === id)!;
    };

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'page@example.com', { table_name: 'Requests', columns: COLUMNS });
      form = (await fx.client.post(`${META}/tables/${fx.table.id}/forms`, { title: 'Request form' }).expect(200)).body;
      await fx.client.patch(`${META}/forms/${form.id}`, { heading: 'Ask & tell', subheading: 'Quick' }).expect(200);
      await fx.client.patch(`${META}/form-columns/${(await formColumn('Secret')).id}`, { show: false }).expect(200);
      const name = await formColumn('Name');
      await fx.client
        .patch(`${META}/form-columns/${name.id}`, { label: '<script>alert("x")</script>', required: true })
        .expect(200);
      await fx.client.patch(`${META}/form-columns/${(await formColumn('Email')).id}`, { help: 'We reply here' });
      uuid = (await fx.client.post(`${META}/views/${form.id}/share`).expect(200)).body.uuid;
    });

    it('writes the shown fields in order, with labels, help, required marks and one input per type', async () => {
      const res = await page(`/nc/form/${uuid}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = pageRoot(res.text);
      expect(html).toContain('<h1 class="sf-title">Ask &amp; tell</h1>');
      expect(html).toContain('<p class="sf-subtitle">Quick</p>');
      const fields = [...html.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]);
      expect(fields).toEqual(['Name', 'Email', 'Topic', 'Details', 'Agree', 'Files']);
      expect(html).toMatch(new RegExp(`<input[^>]*name="${idOf('Email')}"[^>]*type="email"`));
      expect(html).toContain('<p id="pf-1-help" class="sf-help">We reply here</p>');
      expect(html).toMatch(
        new RegExp(`<select[^>]*name="${idOf('Topic')}"[^>]*><option value="">Choose…</option><option value="Bug">Bug`),
      );
      expect(html).toMatch(new RegExp(`<textarea[^>]*name="${idOf('Details')}"`));
      expect(html).toMatch(new RegExp(`<input[^>]*name="${idOf('Agree')}"[^>]*type="checkbox"`));
      expect(html).toMatch(new RegExp(`<input[^>]*name="${idOf('Files')}"[^>]*type="file"`));
      expect(html).toMatch(/<span class="sf-required" title="Required"> \*<\/span>/);
      // a real form: it posts itself to its own address, and its button works before (or without) the script
      expect(html).toContain(
        `<form class="sf-form" method="post" enctype="multipart/form-data" action="/nc/form/${uuid}" novalidate`,
      );
      expect(html).toMatch(/<button type="submit" class="[^"]*">Submit<\/button>/);
      // the meta travels with the page, so the script asks for nothing
      expect(embeddedMeta(res.text)).toMatchObject({ id: form.id, title: 'Request form' });
    });

    it('never writes a hidden field, in the form or in the embedded meta', async () => {
      const res = await page(`/nc/form/${uuid}`).expect(200);
      expect(res.text).not.toContain('Secret');
      expect(JSON.stringify(embeddedMeta(res.text))).not.toContain('secret');
    });

    it('escapes what the owner wrote: a label holding a script stays text', async () => {
      const res = await page(`/nc/form/${uuid}`).expect(200);
      expect(res.text).not.toContain('<script>alert');
      expect(pageRoot(res.text)).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      // inside the embedded JSON too, no `</script>` can end the element early
      expect(res.text.match(/<\/script>/g)).toHaveLength(2);
    });

    it('writes the words in the browser language, right to left for Arabic', async () => {
      const german = await page(`/nc/form/${uuid}`, 'de-CH, de;q=0.9, en;q=0.5').expect(200);
      expect(german.text).toMatch(/<html lang="de" dir="ltr">/);
      expect(pageRoot(german.text)).toContain('>Absenden</button>');
      const arabic = await page(`/nc/form/${uuid}`, 'ar').expect(200);
      expect(arabic.text).toMatch(/<html lang="ar" dir="rtl">/);
    });

    it('prefills from the link query and leaves out a field the link prefills and hides', async () => {
      const html = pageRoot((await page(`/nc/form/${uuid}?Email=a%40b.co&Topic=Idea`).expect(200)).text);
      expect(html).toMatch(new RegExp(`<input[^>]*name="${idOf('Email')}"[^>]*value="a@b.co"`));
      expect(html).toContain('<option value="Idea" selected>');
      const before = (await fx.client.get(`${META}/forms/${form.id}`).expect(200)).body.meta;
      const topic = fx.table.columns.find((c) => c.title === 'Topic')!.id;
      await fx.client.patch(`${META}/views/${form.id}`, { meta: { ...before, hidden_when_prefilled: [topic] } });
      const hidden = pageRoot((await page(`/nc/form/${uuid}?Topic=Idea`).expect(200)).text);
      expect(hidden).not.toContain('data-field="Topic"');
      // the form still sends the link's value for it
      expect(hidden).toContain(`<input type="hidden" name="${topic}" value="Idea">`);
      expect(pageRoot((await page(`/nc/form/${uuid}`).expect(200)).text)).toContain('data-field="Topic"');
    });

    it('writes no form for the survey layout, which only the script shows, but embeds the meta', async () => {
      const res = await page(`/nc/form/${uuid}/survey`).expect(200);
      expect(pageRoot(res.text)).toBe('');
      expect(embeddedMeta(res.text)).toMatchObject({ id: form.id });
    });

    it('gives a protected, unknown or disabled link the page as built, with nothing written in', async () => {
      await fx.client.patch(`${META}/views/${form.id}/share`, { password: 'open sesame' }).expect(200);
      const locked = await page(`/nc/form/${uuid}`).expect(200);
      expect(locked.text).toBe(TEMPLATE);
      await fx.client.patch(`${META}/views/${form.id}/share`, { password: null }).expect(200);
      expect((await page('/nc/form/no-such-link').expect(200)).text).toBe(TEMPLATE);
      await fx.client.delete(`${META}/views/${form.id}/share`).expect(200);
      expect((await page(`/nc/form/${uuid}`).expect(200)).text).toBe(TEMPLATE);
    });

    it('leaves requests that do not want HTML, and other addresses, to the routes after it', async () => {
      await server().request().get(`/nc/form/${uuid}`).set('Accept', 'application/json').expect(404);
      await server().request().post(`/nc/form/${uuid}/survey`).set('Accept', 'text/html').expect(404);
      // HEAD answers the page's headers without a body (Koa leaves the body out)
      const head = await server().request().head(`/nc/form/${uuid}`).set('Accept', 'text/html').expect(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
    });
  },
  { BASALT_WEB_ROOT: WEB_ROOT },
);
