/**
 * Module Federation only provides a shared module that the providing build itself requests, and remotes are
 * built with no fallback copies (import: false): so the shell names every singleton here. The imports are
 * lazy, so nothing loads until a remote asks for it.
 */
export const PROVIDED_TO_REMOTES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  jotai: () => import('jotai'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  // Resolved to ui/src/antd.ts, which requests each `antd/es/<component>` key (tools/webpack/shared-deps.js).
  antd: () => import('antd'),
};
