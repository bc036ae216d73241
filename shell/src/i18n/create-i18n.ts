import type { i18n as I18n } from 'i18next';
import {
  createI18n,
  isRightToLeft,
  loadLocaleParts,
  REMOTE_LOCALE_PARTS,
  type Language,
  type LanguageResources,
  type LocalePart,
  type RemoteName,
} from '@basalt/core';

/** The version of the strings' files, set by the build (tools/webpack/locale-parts-plugin.js). */
declare const LOCALES_VERSION: string;
declare const __webpack_public_path__: string;

/**
 * Each part of each language is a small ES module the build writes beside the shell (locale-parts-plugin.js),
 * imported by its address when first needed: 155 chunks in webpack's chunk map would cost every page 1.7 KB on the
 * wire (docs/PERFORMANCE.md, front end). `language` is one of LANGUAGES, never free text.
 */
export async function loadLocale(language: Language, part: LocalePart): Promise<LanguageResources> {
  const url = `${__webpack_public_path__}locales/${part}/${language}.${LOCALES_VERSION}.js`;
  const module = (await import(/* webpackIgnore: true */ url)) as { default: LanguageResources };
  return module.default;
}

/** The strings a remote shows, loaded before single-spa mounts it (install-router.ts). */
export function loadRemoteStrings(i18n: I18n, remote: RemoteName): Promise<void> {
  return loadLocaleParts(i18n, REMOTE_LOCALE_PARTS[remote]);
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language.replace('_', '-');
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export function createShellI18n(stored: unknown, browserLanguages: readonly string[]): Promise<I18n> {
  return createI18n({ stored, browserLanguages, load: loadLocale, onLanguage: applyDocumentLanguage });
}
