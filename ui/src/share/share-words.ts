import type { Toast } from '@basalt/core';

/**
 * What the share pieces need from the remote showing them: its translation function (the `share.*` keys) and its
 * toasts. This package bundles no i18next of its own, so each remote hands in its own.
 */
export interface ShareContext {
  t: (key: string) => string;
  toast: Toast;
}
