import type { i18n as I18n } from 'i18next';
import { createI18n, isRightToLeft, type Language, type LanguageResources } from '@basalt/core';

/** Each language is its own chunk, fetched when first chosen. */
export async function loadLocale(language: Language): Promise<LanguageResources> {
  const module = (await import(/* webpackChunkName: "locale-[request]" */ `@basalt/core/locales/${language}.json`)) as {
    default: LanguageResources;
  };
  return module.default;
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language.replace('_', '-');
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export function createShellI18n(stored: unknown, browserLanguages: readonly string[]): Promise<I18n> {
  return createI18n({ stored, browserLanguages, load: loadLocale, onLanguage: applyDocumentLanguage });
}
