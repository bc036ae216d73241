import { FORM_VIEW_TYPE, type PublicFormMeta } from '@basalt/core';
import { startEarlyPage } from './standalone-early-form';

const META: PublicFormMeta = {
  title: 'Feedback',
  type: FORM_VIEW_TYPE,
  view: { heading: 'Tell us' },
  model: { columns: [{ id: 'c1', uidt: 'SingleLineText' }] },
  columns: [{ fk_column_id: 'c1', title: 'Name', uidt: 'SingleLineText', order: 1 }],
};

/** A fetch answer that, like a real one, can be read once (and cloned before). */
function answer(status: number, body: unknown) {
  const make = (): Response => {
    let read = false;
    return {
      ok: status < 300,
      status,
      clone: () => make(),
      json: async () => {
        if (read) throw new TypeError('body used already');
        read = true;
        return body;
      },
    } as unknown as Response;
  };
  return make();
}

const FRENCH_WORDS = { sharedForm: { submit: 'Envoyer' } };

const settle = () => new Promise((resolve) => setTimeout(resolve));
const root = () => document.getElementById('root')!;

describe('the standalone page early script', () => {
  let languages: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '<meta name="basalt-api" content="https://api.example">';
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.lang = 'en';
    window.history.pushState(null, '', '/nc/form/abc?Name=Ada');
    window.localStorage.clear();
    languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  });
  afterEach(() => {
    languages.mockRestore();
    delete (window as { basaltEarlyMeta?: unknown }).basaltEarlyMeta;
  });

  /** Starts the page with the API answering the meta `response`, and the build's French words file. */
  function start(response: Response) {
    const fetch = jest.fn(async (url: string) =>
      url === '/form-words/fr.json' ? answer(200, FRENCH_WORDS) : url.endsWith('/meta') ? response : answer(404, {}),
    );
    window.fetch = fetch as unknown as typeof window.fetch;
    const early = startEarlyPage(window)!;
    return { fetch, early };
  }

  it("asks the API for the meta and writes the form, posting to the API's form address with the link's query", async () => {
    const { fetch, early } = start(answer(200, META));
    expect(fetch).toHaveBeenCalledWith('https://api.example/api/v1/db/public/shared-view/abc/meta');
    expect((window as { basaltEarlyMeta?: unknown }).basaltEarlyMeta).toBe(early);
    await settle();
    const form = root().querySelector('form[data-prerendered]')!;
    expect(form.getAttribute('action')).toBe('https://api.example/nc/form/abc?Name=Ada');
    expect(root().querySelector<HTMLInputElement>('input[name="c1"]')!.value).toBe('Ada');
    expect(root().querySelector('button[type="submit"]')!.textContent).toBe('Submit');
    // the page's script still reads the answer itself (public-api.ts)
    await expect((await early.response)!.json()).resolves.toEqual(META);
  });

  it("writes the form in the visitor's language with the build's words file, asked for with the meta", async () => {
    languages.mockReturnValue(['fr-FR', 'en']);
    const { fetch } = start(answer(200, META));
    expect(fetch).toHaveBeenCalledWith('/form-words/fr.json');
    await settle();
    expect(root().querySelector('button[type="submit"]')!.textContent).toBe('Envoyer');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('writes nothing when that language has no words file: React draws the form, never English first', async () => {
    // a language chosen before wins over the browser's
    window.localStorage.setItem('nocodb-gui-v2', JSON.stringify({ lang: 'de' }));
    const { fetch } = start(answer(200, META));
    expect(fetch).toHaveBeenCalledWith('/form-words/de.json');
    await settle();
    expect(root().hasChildNodes()).toBe(false);
  });

  it('writes nothing for a link behind a password, a view that is no form or the survey', async () => {
    start(answer(403, { msg: 'INVALID_SHARED_VIEW_PASSWORD' }));
    await settle();
    expect(root().hasChildNodes()).toBe(false);
    start(answer(200, { ...META, type: 3 }));
    await settle();
    expect(root().hasChildNodes()).toBe(false);
    window.history.pushState(null, '', '/nc/form/abc/survey');
    start(answer(200, META));
    await settle();
    expect(root().hasChildNodes()).toBe(false);
  });

  it('leaves the root alone once React draws into it', async () => {
    root().dataset.live = 'true';
    start(answer(200, META));
    await settle();
    expect(root().querySelector('form')).toBeNull();
  });

  it('asks for nothing away from a shared view', () => {
    window.history.pushState(null, '', '/somewhere');
    const fetch = jest.fn();
    window.fetch = fetch;
    expect(startEarlyPage(window)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
