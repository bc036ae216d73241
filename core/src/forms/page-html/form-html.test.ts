/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { formHtml, sentHtml } from './form-html.js';
import { attributes, escapeHtml } from './html.js';
import { FORM_VIEW_TYPE, type PublicFormMeta } from './page-fields.js';
import { pageWordsOf, type PageMessages } from './page-words.js';

type Catalogue = { sharedForm: Record<string, string> } & PageMessages;
const catalogue = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', `${language}.json`), 'utf8'),
  ) as Catalogue;
const english = catalogue('en');
const french = catalogue('fr');
const words = pageWordsOf('en', english, english);

const META: PublicFormMeta = {
  title: 'Feedback form',
  type: FORM_VIEW_TYPE,
  view: { heading: 'Tell us <everything>', subheading: 'It takes a minute', success_msg: 'Thanks!' },
  model: {
    columns: [
      { id: 'c1', uidt: 'ID', pk: true, ai: true },
      { id: 'c2', uidt: 'SingleLineText', rqd: true },
      { id: 'c3', uidt: 'SingleSelect', colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] } },
      { id: 'c4', uidt: 'Rating', meta: { max: 3 } },
      { id: 'c5', uidt: 'Checkbox' },
      { id: 'c6', uidt: 'Email' },
      { id: 'c7', uidt: 'Formula' },
    ],
  },
  columns: [
    {
      fk_column_id: 'c2',
      title: 'Name',
      uidt: 'SingleLineText',
      label: 'Your name',
      help: 'As on your badge',
      order: 1,
    },
    { fk_column_id: 'c3', title: 'Topic', uidt: 'SingleSelect', order: 2 },
    { fk_column_id: 'c4', title: 'Score', uidt: 'Rating', order: 3 },
    { fk_column_id: 'c5', title: 'Agree', uidt: 'Checkbox', order: 4 },
    { fk_column_id: 'c6', title: 'Email', uidt: 'Email', order: 5, meta: { hidden_prefill: true } },
    { fk_column_id: 'c7', title: 'Total', uidt: 'Formula', order: 6 },
  ],
};

/** The written HTML as a document, to ask it questions as a browser would. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('escapeHtml and attributes', () => {
  it('escape every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('leave out false and empty attributes and write true ones bare', () => {
    expect(attributes({ a: 'x"y', b: true, c: false, d: undefined, e: null, f: 3 })).toBe(' a="x&quot;y" b f="3"');
  });
});

describe('formHtml', () => {
  it('writes the fields in the form order, named by column id, posting to the given address', () => {
    const root = parse(formHtml(META, { url: '/nc/form/abc?Name=Ada', search: 'Name=Ada' }, words));
    const form = root.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/nc/form/abc?Name=Ada');
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('multipart/form-data');
    expect(form.hasAttribute('data-prerendered')).toBe(true);
    expect(form.hasAttribute('data-posted')).toBe(false);
    const rows = Array.from(root.querySelectorAll<HTMLElement>('[data-field]')).map((r) => r.dataset.field);
    // a formula is filled in by no one
    expect(rows).toEqual(['Name', 'Topic', 'Score', 'Agree', 'Email']);
    expect(root.querySelector('h1')!.textContent).toBe('Tell us <everything>');
    expect(root.querySelector('.sf-subtitle')!.textContent).toBe('It takes a minute');
  });

  it('prefills from the link and labels each control', () => {
    const root = parse(formHtml(META, { url: '/f', search: 'Name=Ada&Topic=Idea&Score=2&Agree=yes' }, words));
    const name = root.querySelector<HTMLInputElement>('input[name="c2"]')!;
    expect(name.value).toBe('Ada');
    expect(root.querySelector(`label[for="${name.id}"]`)!.textContent).toBe('Your name *');
    expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-help`);
    expect(root.querySelector<HTMLSelectElement>('select[name="c3"]')!.value).toBe('Idea');
    const stars = root.querySelectorAll<HTMLInputElement>('input[name="c4"]');
    expect(stars).toHaveLength(3);
    expect(Array.from(stars).map((s) => s.checked)).toEqual([false, true, false]);
    expect(root.querySelector<HTMLInputElement>('input[name="c5"]')!.checked).toBe(true);
    expect(root.querySelector('button[type="submit"]')!.textContent).toBe(english.sharedForm.submit);
  });

  it('carries a field the link prefills and hides in a hidden input instead of showing it', () => {
    const root = parse(formHtml(META, { url: '/f', search: 'Email=a%40b.c' }, words));
    expect(root.querySelector('[data-field="Email"]')).toBeNull();
    const carried = root.querySelector<HTMLInputElement>('input[type="hidden"][name="c6"]')!;
    expect(carried.value).toBe('a@b.c');
  });

  it('brings back what was posted, the refused field focused and the message in the visitor language', () => {
    const fr = pageWordsOf('fr', french, english);
    const refusal = {
      posted: { c3: ['Bug'] },
      message: 'The value for Your name is required',
      requiredMessage: (label: string) => `The value for ${label} is required`,
    };
    const root = parse(formHtml(META, { url: '/f', search: '' }, fr, refusal));
    expect(root.querySelector('form')!.hasAttribute('data-posted')).toBe(true);
    expect(root.querySelector<HTMLSelectElement>('select[name="c3"]')!.value).toBe('Bug');
    const name = root.querySelector<HTMLInputElement>('input[name="c2"]')!;
    expect(name.autofocus).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      french.sharedForm.required.replace('{{label}}', 'Your name'),
    );
  });

  it('shows a refusal it cannot place as the server said it', () => {
    const root = parse(formHtml(META, { url: '/f', search: '' }, words, { posted: {}, message: 'Too many' }));
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('Too many');
    expect(root.querySelector('[autofocus]')).toBeNull();
  });
});

describe('sentHtml', () => {
  it("shows the view's message and a link to another form when the view allows one", () => {
    const root = parse(sentHtml({ ...META, view: { ...META.view, submit_another_form: true } }, '/nc/form/abc', words));
    expect(root.querySelector('[role="status"]')!.textContent).toContain('Thanks!');
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/nc/form/abc');
    expect(parse(sentHtml({ ...META, view: null }, '/f', words)).textContent).toContain(english.sharedForm.saved);
  });
});

describe('pageWordsOf', () => {
  it('falls back to English, fills parameters and tells the direction', () => {
    const arabic = pageWordsOf('ar', { sharedForm: {} }, english);
    expect(arabic.dir).toBe('rtl');
    expect(arabic.t('sharedForm.submit')).toBe(english.sharedForm.submit);
    expect(pageWordsOf('pt_BR', {}, english).lang).toBe('pt-BR');
    expect(words.t('sharedForm.required', { label: 'X' })).toBe(english.sharedForm.required.replace('{{label}}', 'X'));
    expect(words.t('no.such.key')).toBe('no.such.key');
  });
});
