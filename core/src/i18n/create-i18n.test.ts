import { createI18n } from './create-i18n.js';

const bundles: Record<string, Record<string, string>> = {
  en: { hello: 'Hello', onlyEn: 'Only English' },
  de: { hello: 'Hallo' },
  he: { hello: 'שלום' },
};

function setup(stored: unknown, browser: string[]) {
  const loaded: string[] = [];
  const applied: string[] = [];
  const promise = createI18n({
    stored,
    browserLanguages: browser,
    load: async (lng) => {
      loaded.push(lng);
      return bundles[lng] ?? {};
    },
    onLanguage: (lng) => applied.push(lng),
  });
  return { promise, loaded, applied };
}

describe('createI18n', () => {
  it('picks the browser language, loads only it and English, and falls back to English', async () => {
    const { promise, loaded, applied } = setup(undefined, ['de-AT']);
    const i18n = await promise;
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello')).toBe('Hallo');
    expect(i18n.t('onlyEn')).toBe('Only English');
    expect(loaded.sort()).toEqual(['de', 'en']);
    expect(applied).toEqual(['de']);
  });

  it('loads a language on demand when switching, and refuses unknown ones as en', async () => {
    const { promise, loaded, applied } = setup('en', []);
    const i18n = await promise;
    await i18n.changeLanguage('he');
    expect(i18n.t('hello')).toBe('שלום');
    expect(loaded).toContain('he');
    await i18n.changeLanguage('xx');
    expect(i18n.language).toBe('en');
    expect(applied).toEqual(['en', 'he', 'en']);
  });
});
