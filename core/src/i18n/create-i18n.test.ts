import { createI18n, loadLocaleParts, type ResourceLoader } from './create-i18n.js';
import type { LocalePart } from './locale-parts.js';

type Bundle = Record<string, Record<string, string>>;
const bundles: Record<string, Partial<Record<LocalePart, Bundle>>> = {
  en: { app: { shell: { hello: 'Hello', onlyEn: 'Only English' } }, views: { grid: { rows: 'Rows' } } },
  de: { app: { shell: { hello: 'Hallo' } }, views: { grid: { rows: 'Zeilen' } } },
  he: { app: { shell: { hello: 'שלום' } }, views: { grid: { rows: 'שורות' } } },
};

function setup(stored: unknown, browser: string[], loader?: ResourceLoader) {
  const loaded: string[] = [];
  const applied: string[] = [];
  const load: ResourceLoader = async (lng, part) => {
    loaded.push(`${lng}/${part}`);
    return loader ? loader(lng, part) : (bundles[lng]?.[part] ?? {});
  };
  const promise = createI18n({ stored, browserLanguages: browser, load, onLanguage: (lng) => applied.push(lng) });
  return { promise, loaded, applied };
}

describe('createI18n', () => {
  it('picks the browser language, loads only its app part and English, and falls back to English', async () => {
    const { promise, loaded, applied } = setup(undefined, ['de-AT']);
    const i18n = await promise;
    expect(i18n.language).toBe('de');
    expect(i18n.t('shell.hello')).toBe('Hallo');
    expect(i18n.t('shell.onlyEn')).toBe('Only English');
    expect(i18n.t('grid.rows')).toBe('grid.rows');
    expect(loaded.sort()).toEqual(['de/app', 'en/app']);
    expect(applied).toEqual(['de']);
  });

  it('loads a language on demand when switching, and refuses unknown ones as en', async () => {
    const { promise, loaded, applied } = setup('en', []);
    const i18n = await promise;
    await i18n.changeLanguage('he');
    expect(i18n.t('shell.hello')).toBe('שלום');
    expect(loaded).toContain('he/app');
    await i18n.changeLanguage('xx');
    expect(i18n.language).toBe('en');
    expect(applied).toEqual(['en', 'he', 'en']);
  });
});

describe('loadLocaleParts', () => {
  it('loads a part in the current language and English once, beside the strings already there', async () => {
    const { promise, loaded } = setup('de', []);
    const i18n = await promise;
    await Promise.all([loadLocaleParts(i18n, ['views']), loadLocaleParts(i18n, ['views'])]);
    expect(i18n.t('grid.rows')).toBe('Zeilen');
    expect(i18n.t('shell.hello')).toBe('Hallo');
    expect(loaded.filter((key) => key.endsWith('/views')).sort()).toEqual(['de/views', 'en/views']);
  });

  it('loads every part asked for so far before a switch applies, so no rendered screen shows a raw key', async () => {
    const { promise, loaded } = setup('en', []);
    const i18n = await promise;
    await loadLocaleParts(i18n, ['views']);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('grid.rows')));
    await i18n.changeLanguage('he');
    expect(seen).toEqual(['שורות']);
    expect(loaded).toEqual(expect.arrayContaining(['he/app', 'he/views']));
  });

  it('ends with the part in the new language when asked for while a switch loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { promise } = setup('en', [], async (lng, part) => {
      if (part === 'app' && lng === 'de') await held;
      return bundles[lng]?.[part] ?? {};
    });
    const i18n = await promise;
    const switched = i18n.changeLanguage('de');
    const parts = loadLocaleParts(i18n, ['views']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([switched, parts]);
    expect(i18n.language).toBe('de');
    expect(i18n.t('grid.rows')).toBe('Zeilen');
  });

  it('leaves an instance it did not make alone', async () => {
    const { default: i18next } = await import('i18next');
    await expect(loadLocaleParts(i18next.createInstance(), ['views'])).resolves.toBeUndefined();
  });
});
