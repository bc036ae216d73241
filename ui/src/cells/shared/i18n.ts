import type { RemoteProps } from '@basalt/core';

type I18n = RemoteProps['i18n'];

/**
 * The cells' translator. `ui` is compiled into each front-end package but has no react-i18next of its own, and
 * `fromText` runs outside React: the host hands in its i18next instance once (`setCellsI18n(props.i18n)` when a
 * remote mounts). Reading the instance on every call follows a language switch.
 */
let current: Pick<I18n, 't' | 'language'> | undefined;

export function setCellsI18n(i18n: Pick<I18n, 't' | 'language'> | undefined): void {
  current = i18n;
}

/** A `cells.*` string in the host's language; the key itself until a host has handed its i18next in. */
export function t(key: string, options?: Record<string, unknown>): string {
  return current ? String(current.t(key, options as never)) : key;
}

/** The BCP 47 tag of the interface language (`pt_BR` -> `pt-BR`), for Intl formatting. */
export function uiLocale(): string {
  return (current?.language ?? 'en').replace('_', '-');
}
