import type { Language } from './languages.js';

/**
 * Each interface language named in itself, for the language picker: whoever cannot read the current language
 * still finds their own. Written out rather than asked of `Intl.DisplayNames` at start-up, which loads the locale
 * data of all 31 languages on every page (~25 ms of a fresh tab's main thread, docs/PERFORMANCE.md, first rows).
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  bn_IN: 'বাংলা (ভারত)',
  da: 'dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'español',
  fa: 'فارسی',
  fi: 'suomi',
  fr: 'français',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'hrvatski',
  id: 'Indonesia',
  it: 'italiano',
  ja: '日本語',
  ko: '한국어',
  lv: 'latviešu',
  nl: 'Nederlands',
  no: 'norsk',
  pl: 'polski',
  pt: 'português',
  pt_BR: 'português (Brasil)',
  ru: 'русский',
  sl: 'slovenščina',
  sv: 'svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'українська',
  vi: 'Tiếng Việt',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
