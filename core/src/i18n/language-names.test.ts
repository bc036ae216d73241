import { LANGUAGES } from './languages.js';
import { LANGUAGE_NATIVE_NAMES } from './language-names.js';

describe('LANGUAGE_NATIVE_NAMES', () => {
  it('names every language in itself, as the platform locale data does', () => {
    for (const language of LANGUAGES) {
      const tag = language.replace('_', '-');
      expect([language, LANGUAGE_NATIVE_NAMES[language]]).toEqual([
        language,
        new Intl.DisplayNames([tag], { type: 'language' }).of(tag),
      ]);
    }
  });
});
