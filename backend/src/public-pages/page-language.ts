import fs from 'node:fs';
import { DEFAULT_LANGUAGE, isRightToLeft, pickLanguage, type Language } from '@basalt/core';

type Messages = Record<string, unknown>;

/** The words of a page written by the server, in one language with English behind it. */
export interface PageWords {
  language: Language;
  /** `lang` and `dir` of the page (`pt-BR`; ar, fa and he run right to left). */
  lang: string;
  dir: 'rtl' | 'ltr';
  t: (key: string, params?: Record<string, unknown>) => string;
}

const catalogues = new Map<Language, Messages>();

/** A language's strings, read once from core/locales (the catalogue the pages' script translates with). */
function catalogue(language: Language): Messages {
  let messages = catalogues.get(language);
  if (!messages) {
    const file = require.resolve(`@basalt/core/locales/${language}.json`);
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    catalogues.set(language, messages);
  }
  return messages;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Messages)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The browser's languages from `Accept-Language`, most wanted first (`q=0` means not wanted). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The words for a visitor whose browser sends `acceptLanguage`: the first language Basalt has, else English, as
 * the page's script picks it for a visitor with no stored choice (core's `pickLanguage`).
 */
export function pageWords(acceptLanguage: string | undefined): PageWords {
  const language = pickLanguage(undefined, acceptedLanguages(acceptLanguage));
  const messages = catalogue(language);
  const english = catalogue(DEFAULT_LANGUAGE);
  const t = (key: string, params: Record<string, unknown> = {}) =>
    (lookup(messages, key) ?? lookup(english, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(params[name] ?? ''),
    );
  return { language, lang: language.replace('_', '-'), dir: isRightToLeft(language) ? 'rtl' : 'ltr', t };
}
