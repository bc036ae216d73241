import fs from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  pageWordsOf,
  pickLanguage,
  type Language,
  type PageMessages,
  type PageWords,
} from '@basalt/core';

const catalogues = new Map<Language, PageMessages>();

/** A language's strings, read once from core/locales (the catalogue the pages' script translates with). */
function catalogue(language: Language): PageMessages {
  let messages = catalogues.get(language);
  if (!messages) {
    const file = require.resolve(`@basalt/core/locales/${language}.json`);
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as PageMessages;
    catalogues.set(language, messages);
  }
  return messages;
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
  return pageWordsOf(language, catalogue(language), catalogue(DEFAULT_LANGUAGE));
}
