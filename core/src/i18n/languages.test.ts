import { LANGUAGES, isRightToLeft, matchLanguageTag, pickLanguage } from './languages.js';

describe('language choice', () => {
  it('offers the 31 languages of the spec', () => {
    expect(LANGUAGES).toHaveLength(31);
    expect(new Set(LANGUAGES).size).toBe(31);
  });

  it.each([
    [['de-CH', 'en'], 'de'],
    [['pt-BR'], 'pt_BR'],
    [['pt-PT'], 'pt'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-Hant-HK'], 'zh-Hant'],
    [['nb-NO'], 'no'],
    [['xx', 'fr-FR'], 'fr'],
    [['xx-YY'], 'en'],
    [[], 'en'],
  ])('browser languages %j give %s', (browser, expected) => {
    expect(pickLanguage(undefined, browser)).toBe(expected);
  });

  it('keeps a stored supported language over the browser', () => {
    expect(pickLanguage('ja', ['de'])).toBe('ja');
  });

  it('falls back to en for a stored unsupported language', () => {
    expect(pickLanguage('klingon', ['de'])).toBe('en');
  });

  it('maps tags case-insensitively', () => {
    expect(matchLanguageTag('ZH-hans')).toBe('zh-Hans');
    expect(matchLanguageTag('bn-in')).toBe('bn_IN');
  });

  it('lays out ar, fa and he right to left only', () => {
    expect(LANGUAGES.filter(isRightToLeft)).toEqual(['ar', 'fa', 'he']);
  });
});
