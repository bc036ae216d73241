import { useSyncExternalStore } from 'react';
import { ANTD_THEME } from '@basalt/core';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const prefersReducedMotion = () => query()?.matches ?? false;

const STILL_THEME = { ...ANTD_THEME, token: { ...ANTD_THEME.token, motion: false } };

/**
 * Basalt's antd theme, without motion when the system asks for reduced motion: dialogs, menus and toasts
 * then appear in place instead of zooming and sliding (docs/ARCHITECTURE.md, Front end composition: motion). It follows the
 * setting live, so switching it in the OS needs no reload.
 */
export function useAntdTheme(): typeof ANTD_THEME {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false) ? STILL_THEME : ANTD_THEME;
}
