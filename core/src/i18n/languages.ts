/** The 31 interface languages of docs/PRODUCT.md §1, as resource file names. */
export const LANGUAGES = [
  'ar',
  'bn_IN',
  'da',
  'de',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'id',
  'it',
  'ja',
  'ko',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'pt_BR',
  'ru',
  'sl',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-Hans',
  'zh-Hant',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar', 'fa', 'he']);

const BY_LOWER_CASE = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase().replace('_', '-'), l]));

/** Browser tags that do not name one of our files directly but clearly mean one of them. */
const ALIASES: Record<string, Language> = {
  'pt-br': 'pt_BR',
  bn: 'bn_IN',
  nb: 'no',
  nn: 'no',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  zh: 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps one BCP 47 tag (`pt-BR`, `zh-Hant-TW`, `de-CH`) to a supported language, or undefined. */
export function matchLanguageTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return undefined;
  const parts = lower.split('-');
  for (let n = parts.length; n >= 1; n--) {
    const candidate = parts.slice(0, n).join('-');
    const found = BY_LOWER_CASE.get(candidate) ?? ALIASES[candidate];
    if (found) return found;
  }
  return undefined;
}

/**
 * The language to show: a stored choice wins when it is supported and otherwise means English (docs/PRODUCT.md §1, §5);
 * without a stored choice the first of the browser's languages we support, else English.
 */
export function pickLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (stored !== undefined && stored !== null && stored !== '') {
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  }
  for (const tag of browserLanguages) {
    const found = matchLanguageTag(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

export function isRightToLeft(language: string): boolean {
  return RTL_LANGUAGES.has(language as Language);
}
