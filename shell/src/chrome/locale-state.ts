import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { isRightToLeft } from '@basalt/core';

export interface LocaleSnapshot {
  language: string;
  direction: 'ltr' | 'rtl';
  /** antd's own strings (dates, pagination...) for `language`; the previous ones until they have loaded. */
  antdLocale: Locale | undefined;
}

export interface LocaleState {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LocaleSnapshot;
}

const directionOf = (language: string) => (isRightToLeft(language) ? 'rtl' : 'ltr');

/**
 * The language, direction and antd locale every mounted React tree renders with, as one observable value.
 * Each remote renders its own root, so none of them re-renders the shell's providers on its own: they all
 * subscribe here, and a language switch (to or from Arabic, Persian, Hebrew) re-mirrors every tree at once.
 */
export function createLocaleState(
  i18n: I18n,
  loadAntdLocale: (language: string) => Promise<Locale | undefined>,
  initialAntdLocale: Locale | undefined,
): LocaleState {
  let snapshot: LocaleSnapshot = {
    language: i18n.language,
    direction: directionOf(i18n.language),
    antdLocale: initialAntdLocale,
  };
  const listeners = new Set<() => void>();
  const publish = (next: LocaleSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  i18n.on('languageChanged', (language: string) => {
    if (language === snapshot.language) return;
    publish({ ...snapshot, language, direction: directionOf(language) });
    void loadAntdLocale(language).then((antdLocale) => {
      if (snapshot.language === language) publish({ ...snapshot, antdLocale });
    });
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
