import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from './languages.js';

export type LanguageResources = Record<string, unknown>;
export type ResourceLoader = (language: Language) => Promise<LanguageResources>;

async function ensureLoaded(i18n: I18n, language: Language, load: ResourceLoader): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await load(language), true, true);
}

/**
 * An i18next instance whose languages load on demand: the stored preference or the browser's languages pick
 * the language (docs/PRODUCT.md §1), English fills missing keys, and a later switch loads its bundle before applying
 * it, so no screen shows raw keys. `onLanguage` hears every language applied (to set `dir` and `lang`).
 */
export async function createI18n(options: {
  stored: unknown;
  browserLanguages: readonly string[];
  load: ResourceLoader;
  onLanguage?: (language: Language) => void;
}): Promise<I18n> {
  const { load, onLanguage } = options;
  const language = pickLanguage(options.stored, options.browserLanguages);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await Promise.all([ensureLoaded(i18n, DEFAULT_LANGUAGE, load), ensureLoaded(i18n, language, load)]);
  await i18n.changeLanguage(language);
  onLanguage?.(language);

  const change = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = (async (lng?: string, callback?: Parameters<I18n['changeLanguage']>[1]) => {
    const next = pickLanguage(lng, []);
    await ensureLoaded(i18n, next, load);
    const t = await change(next, callback);
    onLanguage?.(next);
    return t;
  }) as I18n['changeLanguage'];
  return i18n;
}
