import { isRightToLeft, type Language } from '../../i18n/languages.js';

/** A language's strings as core/locales holds them (nested sections). */
export type PageMessages = Record<string, unknown>;

/** The words of a page written outside React (the public form), in one language with English behind it. */
export interface PageWords {
  language: Language;
  /** `lang` and `dir` of the page (`pt-BR`; ar, fa and he run right to left). */
  lang: string;
  dir: 'rtl' | 'ltr';
  t: (key: string, params?: Record<string, unknown>) => string;
}

function lookup(messages: PageMessages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as PageMessages)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Words from `messages` in `language`, English's where a string is missing, `{{name}}` filled in as i18next does
 * (the page's script then translates with the same catalogues).
 */
export function pageWordsOf(language: Language, messages: PageMessages, english: PageMessages): PageWords {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    (lookup(messages, key) ?? lookup(english, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(params[name] ?? ''),
    );
  return { language, lang: language.replace('_', '-'), dir: isRightToLeft(language) ? 'rtl' : 'ltr', t };
}
